@_exported import CodableTransformsCore

/// A property wrapper for a set that drops the elements it cannot decode, and reports each.
///
/// ```swift
/// struct Article: Codable {
///     @LossySet var tags: Set<String>
/// }
///
/// // {"tags": ["swift", 42, "codable", "swift"]}
/// let article = try JSONDecoder().decode(Article.self, from: data)
/// article.tags            // ["swift", "codable"]
/// article.$tags.errors    // [tags[1]: Expected to decode String but found number instead.]
/// ```
///
/// On the wire a set is an array, as Foundation codes it. A missing key and `null` decode as the
/// empty set and are not reported; a value that is not an array decodes as the empty set and is
/// reported at the property's path; each element that fails is dropped and reported at its own
/// path (`tags[1]`). Elements that are equal to an earlier one are not drops: a set holds each
/// value once, as `Set(array)` does.
///
/// To code each element with a catalogue wrapper, name it in ``Lossy``:
/// `@Lossy<URLString<URL>>.Set var mirrors: Set<URL>`.
///
/// - Note: Wire format: an array of the elements, in the set's iteration order, which is not
///   stable across runs.
public typealias LossySet<Element: Codable & Hashable> = Lossy<PlainCoding<Element>>.Set

extension Lossy where Coding.WrappedValue: Hashable {
  /// A property wrapper for a set whose elements are coded by `Coding`, dropping and reporting
  /// the elements it cannot decode.
  ///
  /// The plain form is ``LossySet``; this one takes any `ContainerCodable` wrapper, such as a catalogue
  /// wrapper:
  ///
  /// ```swift
  /// struct Mirrors: Codable {
  ///     @Lossy<URLString<URL>>.Set var hosts: Set<URL>
  /// }
  /// ```
  ///
  /// Decoding never throws; it reads the array as ``Lossy/Array`` does and keeps each distinct
  /// value once. The wrapper is `Sendable`, `Equatable` and `Hashable` when its elements are;
  /// equality and hashing use the elements only, not the errors in ``projectedValue``.
  ///
  /// - Note: Wire format: `[e1, e2, …]`, each element as `Coding` writes it, in the set's
  ///   iteration order.
  @propertyWrapper
  public struct Set {
    /// The elements that were decoded; what is encoded.
    public var wrappedValue: Swift.Set<Coding.WrappedValue>

    @usableFromInline
    var dropped: _DroppedBesideValue<DroppedValues>

    /// The errors of the dropped elements: `$tags.errors`.
    public var projectedValue: DroppedValues { dropped.record }

    /// Creates a wrapper holding elements, with nothing dropped.
    ///
    /// - Parameter wrappedValue: The elements.
    @inlinable
    public init(wrappedValue: Swift.Set<Coding.WrappedValue>) {
      self.wrappedValue = wrappedValue
      self.dropped = _DroppedBesideValue()
    }

    @inlinable
    init(_ array: Lossy.Array) {
      self.wrappedValue = Swift.Set(array.wrappedValue)
      self.dropped = array.dropped
    }
  }
}

extension Lossy.Set: ContainerCodable {
  /// Decodes the elements for `key`, dropping and reporting those that fail; never throws.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) {
    self.init(Lossy.Array(from: container, forKey: key))
  }

  /// Encodes the elements for `key` as an array.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent an element.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    if let plain = Coding.self as? any _PlainlyEncodedHashableCoding.Type {
      // Plain values: the set itself, as a plain `Set<T>` property writes it.
      try container.encode(plain._encodableSet(wrappedValue), forKey: key)
      return
    }
    // Element by element from the set: copying it into an array first would allocate for every
    // property.
    var elements: any UnkeyedEncodingContainer = container.nestedUnkeyedContainer(forKey: key)
    for value in wrappedValue {
      try Coding(wrappedValue: value).encode(to: &elements)
    }
  }

  /// Decodes the elements outside a keyed container, dropping and reporting those that fail;
  /// never throws.
  ///
  /// - Parameter decoder: The decoder to read from.
  @inlinable
  public init(from decoder: any Decoder) {
    self.init(Lossy.Array(from: decoder))
  }

  /// Encodes the elements as an array.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent an element.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var elements: any UnkeyedEncodingContainer = encoder.unkeyedContainer()
    for value in wrappedValue {
      try Coding(wrappedValue: value).encode(to: &elements)
    }
  }
}

extension Lossy.Set {
  /// The errors of the dropped elements, for a wrapper that holds this one:
  /// `@Lossy<C>.Set.Optional` (`OptionalCoded`) or `@DefaultCoded<P, Lossy<C>.Set>`.
  @inlinable
  public var droppedValues: DroppedValues { dropped.record }
}

extension Lossy.Set {
  /// The optional form: a missing key or `null` decodes as `nil`, `nil` leaves the key out, and
  /// a present value is decoded as the plain wrapper decodes it, drops and all.
  ///
  /// ```swift
  /// @LossySet<String>.Optional var labels: Set<String>?
  /// ```
  ///
  /// - Note: Wire format: as the non-optional wrapper, or no key for `nil`.
  public typealias Optional = OptionalCoded<Self>
}

extension Lossy.Set: Sendable where Coding.WrappedValue: Sendable {}

// Synthesized: `_DroppedBesideValue` leaves what was dropped out of equality and hashing.

extension Lossy.Set: Equatable {}

extension Lossy.Set: Hashable {}

extension Lossy.Set: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
