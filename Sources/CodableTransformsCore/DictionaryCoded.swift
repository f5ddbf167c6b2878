/// A property wrapper for a dictionary with string keys whose values are coded by `Coding`: the
/// dictionary form of a wrapper whose value cannot be a ``TransformShape``, such as an
/// existential.
///
/// ```swift
/// struct Layers: Codable {
///     @DictionaryCoded<Polymorphic<ShapeFamily>> var shapesByName: [String: any Shape]
/// }
/// ```
///
/// The keys are read and written as they are, like a plain `[String: T]` property: a coder's key
/// strategy (`convertFromSnakeCase`) does not rewrite them.
///
/// | key missing | value `null` | a value invalid | encoding |
/// |---|---|---|---|
/// | `keyNotFound` | `valueNotFound` | its error, at the entry's path (`shapesByName.sun.radius`) | an object |
///
/// For `nil` when the key is missing or `null`, use the optional form:
/// `OptionalCoded<DictionaryCoded<Coding>>`.
///
/// - Note: Wire format: an object of the entries, each value as `Coding` writes it.
@propertyWrapper
public struct DictionaryCoded<Coding: ValueCoding> {
  /// The entries; what is encoded.
  public var wrappedValue: [String: Coding.Value]

  /// Creates a wrapper holding a dictionary.
  ///
  /// - Parameter wrappedValue: The entries.
  @inlinable
  public init(wrappedValue: [String: Coding.Value]) {
    self.wrappedValue = wrappedValue
  }

  /// The entries as `Coding` values, which `Dictionary`'s own `Codable` reads and writes with
  /// the keys untouched.
  @inlinable
  var codingValues: [String: Coding] {
    wrappedValue.mapValues(Coding.init(wrappedValue:))
  }

  @inlinable
  init(codingValues: [String: Coding]) {
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
    self.init(codingValues: try container._decodeNested([String: Coding].self, forKey: key))
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

  /// Decodes the dictionary a decoder is positioned at.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `typeMismatch` for a value that is not an object, and an invalid value's error at
  ///   its path.
  @inlinable
  public init(from decoder: any Decoder) throws {
    self.init(codingValues: try decoder.singleValueContainer().decode([String: Coding].self))
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

extension DictionaryCoded: ValueCoding {}

extension DictionaryCoded: Sendable where Coding.Value: Sendable {}

extension DictionaryCoded: Equatable where Coding.Value: Equatable {}

extension DictionaryCoded: Hashable where Coding.Value: Hashable {}

extension DictionaryCoded: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}
