/// A property wrapper for a dictionary whose values are coded by `Coding`: the dictionary form of
/// a wrapper whose value cannot be a ``TransformShape``, such as an existential.
///
/// A ``TransformCoded`` wrapper takes the dictionary shape from the property type
/// (`@URLString var links: [String: URL]`) — with these very rules, which `Dictionary`'s shape
/// takes from this type. A wrapper that holds a value of its own kind names the dictionary form
/// here:
///
/// ```swift
/// struct Layers: Codable {
///     @DictionaryCoded<String, Polymorphic<ShapeFamily>> var shapesByName: [String: any Shape]
/// }
/// ```
///
/// The dictionary is read and written as the coder reads and writes a plain `[Key: Value]`
/// property: a coder's key strategy (`convertFromSnakeCase`) does not rewrite its keys, and
/// `String`, `Int` and `CodingKeyRepresentable` keys are written as an object. A key type that is
/// none of these is written as Foundation writes it, a flat array of keys and values.
///
/// | key missing | value `null` | a value invalid | encoding |
/// |---|---|---|---|
/// | `keyNotFound` | `valueNotFound` | its error, at the entry's path (`shapesByName.sun.radius`) | an object |
///
/// For `nil` when the key is missing or `null`, use the optional form:
/// `OptionalCoded<DictionaryCoded<Key, Coding>>`.
///
/// - Note: Wire format: an object of the entries, each value as `Coding` writes it.
@propertyWrapper
public struct DictionaryCoded<Key: Hashable & Codable, Coding: ContainerCodable> {
  // The keys are not required to be `CodingKeyRepresentable`: that protocol is in the standard
  // library of macOS 12.3, iOS 15.4, tvOS 15.4 and watchOS 8.5 only, and requiring it would take
  // the dictionary shape away on the systems before. Foundation's coders look for it at run
  // time, as they do for a plain dictionary.

  /// The entries; what is encoded.
  public var wrappedValue: [Key: Coding.WrappedValue]

  /// Creates a wrapper holding a dictionary.
  ///
  /// - Parameter wrappedValue: The entries.
  @inlinable
  public init(wrappedValue: [Key: Coding.WrappedValue]) {
    self.wrappedValue = wrappedValue
  }

  /// The entries as `Coding` values, which `Dictionary`'s own `Codable` reads and writes with
  /// the keys untouched.
  @inlinable
  var codingValues: [Key: Coding] {
    wrappedValue.mapValues(Coding.init(wrappedValue:))
  }

  @inlinable
  init(codingValues: [Key: Coding]) {
    self.init(wrappedValue: codingValues.mapValues(\.wrappedValue))
  }
}

extension DictionaryCoded: ContainerCodable {
  /// Decodes the dictionary stored for `key`, each value through `Coding`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `keyNotFound` or `valueNotFound` for a missing key or `null`, `typeMismatch` for a
  ///   value that is not an object, and an invalid value's error at its path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self.init(codingValues: try container._decodeNested([Key: Coding].self, forKey: key))
  }

  /// Decodes the dictionary stored for `key`, or `nil` when the key is missing or `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Returns: The wrapper, or `nil`.
  /// - Throws: `typeMismatch` for a value that is not an object, and an invalid value's error at
  ///   its path.
  @inlinable
  public static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? {
    try container._decodeNestedIfPresent([Key: Coding].self, forKey: key).map {
      Self(codingValues: $0)
    }
  }

  /// Encodes the dictionary for `key`, each value through `Coding`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The first failing value's `EncodingError`.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try container._encodeNested(codingValues, forKey: key)
  }

  /// Decodes the dictionary as the next element; each value is decoded in its own decoder's
  /// context.
  ///
  /// - Parameters:
  ///   - container: The unkeyed container.
  ///   - context: The context of the container's own value; each value has its own decoder.
  /// - Throws: `typeMismatch` for an element that is not an object, and an invalid value's error
  ///   at its path.
  @inlinable
  public init(from container: inout any UnkeyedDecodingContainer, in context: DecodingContext)
    throws
  {
    self.init(codingValues: try container.decode([Key: Coding].self))
  }

  /// Encodes the dictionary as the next element.
  ///
  /// - Parameter container: The unkeyed container.
  /// - Throws: The first failing value's `EncodingError`.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    try container.encode(codingValues)
  }

  /// Decodes the dictionary a decoder is positioned at.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `typeMismatch` for a value that is not an object, and an invalid value's error at
  ///   its path.
  @inlinable
  public init(from decoder: any Decoder) throws {
    self.init(codingValues: try decoder.singleValueContainer().decode([Key: Coding].self))
  }

  /// Encodes the dictionary as the encoder's value.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The first failing value's `EncodingError`.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(codingValues)
  }
}

extension DictionaryCoded: Sendable where Key: Sendable, Coding.WrappedValue: Sendable {}

extension DictionaryCoded: Equatable where Coding.WrappedValue: Equatable {}

extension DictionaryCoded: Hashable where Coding.WrappedValue: Hashable {}

extension DictionaryCoded: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}
