/// A property wrapper for an optional value coded by `Coding`: the optional form of a wrapper
/// whose own value is not optional.
///
/// Catalogue wrappers built on ``TransformCoded`` take the optional shape from the property type
/// (`@URLString var avatar: URL?`) — with these very rules, which `Optional`'s shape takes from
/// this type. Wrappers with their own rules for the value — such as `OneOrMany`, `NoDuplicates`
/// or a lossy collection — hold a non-optional value; their optional form is `OptionalCoded`,
/// with the rules of any optional property. Each of the library's such wrappers names it
/// `.Optional`; write `OptionalCoded<W>` for a wrapper that does not:
///
/// ```swift
/// struct Recipe: Codable {
///     @OneOrMany<String>.Optional var authors: [String]?   // OptionalCoded<OneOrMany<String>>
///     @NoDuplicates<Int>.Optional var ids: Set<Int>?
/// }
/// ```
///
/// | key missing | value `null` | invalid value | encoding `nil` |
/// |---|---|---|---|
/// | `nil` | `nil` | throws, as `Coding` does | the key is left out |
///
/// Outside a keyed container (as an array element, for instance) `nil` is written as `null`.
///
/// Around a lossy collection it gives the optional form of the collection — missing or `null`
/// is `nil`, a present value is decoded lossily as the plain wrapper does — and its projected
/// value lists what was dropped:
///
/// ```swift
/// struct Feed: Codable {
///     @LossyArray<Post>.Optional var posts: [Post]?   // missing → nil; bad posts dropped
/// }
/// feed.$posts.errors   // [posts[1]: …], also in the decoder's RecoveryReport
/// ```
///
/// - Note: Wire format: `Coding`'s, or no key for `nil`.
@propertyWrapper
public struct OptionalCoded<Coding: ContainerCodable> {
  /// The value, or `nil`; what is encoded.
  public var wrappedValue: Coding.WrappedValue?

  // What `Coding` dropped, in `Coding`'s own record: nothing at all for a coding that never
  // drops values.
  @usableFromInline
  var dropped: _DroppedBesideValue<Coding.Drops>

  /// What `Coding` dropped while decoding the value — the bad elements of a lossy collection —
  /// or nothing: `$posts.errors`.
  public var projectedValue: DroppedValues { dropped.droppedValues }

  /// Creates a wrapper holding a value or `nil`, with nothing dropped.
  ///
  /// - Parameter wrappedValue: The value, or `nil`.
  @inlinable
  public init(wrappedValue: Coding.WrappedValue?) {
    self.wrappedValue = wrappedValue
    self.dropped = _DroppedBesideValue()
  }

  /// Creates a wrapper holding what `Coding` decoded, or `nil`.
  @inlinable
  init(decoded coding: Coding?) {
    if let coding {
      self.wrappedValue = coding.wrappedValue
      self.dropped = _DroppedBesideValue(coding.droppedValues)
    } else {
      self.wrappedValue = nil
      self.dropped = _DroppedBesideValue()
    }
  }
}

extension OptionalCoded: ContainerCodable {
  /// What `Coding` dropped while decoding the value.
  @inlinable
  public var droppedValues: Coding.Drops { dropped.record }

  /// Decodes the value for `key`, or `nil` when the key is missing or holds `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `Coding`'s `DecodingError` for a value that is present but invalid.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self.init(decoded: try Coding.decodeIfPresent(from: container, forKey: key))
  }

  /// Encodes the value for `key` as `Coding` does; leaves the key out for `nil`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `Coding`'s `EncodingError`s.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    guard let wrappedValue else { return }
    try Coding(wrappedValue: wrappedValue).encode(to: &container, forKey: key)
  }

  /// Decodes the next element, or `nil` for `null`.
  ///
  /// - Parameters:
  ///   - container: The unkeyed container.
  ///   - context: The context of the container's own value.
  /// - Throws: `Coding`'s `DecodingError` for an invalid element.
  @inlinable
  public init(
    from container: inout any UnkeyedDecodingContainer, in context: DecodingContext
  ) throws {
    if try container.decodeNil() {
      self.init(wrappedValue: nil)
    } else {
      self.init(decoded: try Coding(from: &container, in: context))
    }
  }

  /// Encodes the element as `Coding` does, or `null` for `nil`.
  ///
  /// - Parameter container: The unkeyed container.
  /// - Throws: `Coding`'s `EncodingError`s.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    guard let wrappedValue else { return try container.encodeNil() }
    try Coding(wrappedValue: wrappedValue).encode(to: &container)
  }

  /// Decodes the value, or `nil` for `null`, outside a keyed container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `Coding`'s `DecodingError` for an invalid value.
  @inlinable
  public init(from decoder: any Decoder) throws {
    if try decoder.singleValueContainer().decodeNil() {
      self.init(wrappedValue: nil)
    } else {
      self.init(decoded: try Coding(from: decoder))
    }
  }

  /// Encodes the value as `Coding` does, or `null` for `nil`, outside a keyed container.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `Coding`'s `EncodingError`s.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    guard let wrappedValue else {
      var container = encoder.singleValueContainer()
      return try container.encodeNil()
    }
    try Coding(wrappedValue: wrappedValue).encode(to: encoder)
  }
}

extension OptionalCoded: Sendable where Coding.WrappedValue: Sendable {}

// Equality and hashing use the value only: what was dropped compares equal and hashes nothing.

extension OptionalCoded: Equatable where Coding.WrappedValue: Equatable {}

extension OptionalCoded: Hashable where Coding.WrappedValue: Hashable {}

extension OptionalCoded: CustomStringConvertible {
  /// The value's description, or `"nil"`.
  public var description: String {
    wrappedValue.map { String(describing: $0) } ?? "nil"
  }
}
