/// The ``ContainerCodable`` coding that codes a value with its own `Codable` conformance, exactly as a plain
/// property of that type is coded.
///
/// It is what the everyday names of the lossy and default wrappers use, so you rarely write it:
///
/// ```swift
/// @LossyArray var posts: [Post]          // Lossy<PlainCoding<Post>>.Array
/// @Default<Forty> var limit: Int         // DefaultCoded<Forty, PlainCoding<Int>>
/// ```
///
/// The value is read and written through the coder's containers — never with
/// `Value(from: decoder)` directly — so the coder's own strategies still apply (a `Date` follows
/// `dateDecodingStrategy`, a `[String: T]` keeps its keys), and `String`, `Double`, `Int`, `Int64`
/// and `Bool` use the coder's concrete methods.
///
/// - Note: Wire format: whatever `Value.encode(to:)` writes with the coder in use.
public struct PlainCoding<Value: Codable>: ContainerCodable {
  /// The value.
  public var wrappedValue: Value

  /// Wraps a value.
  ///
  /// - Parameter wrappedValue: The value.
  @inlinable
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Decodes the value for `key` as a plain property would.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's `DecodingError`s: `keyNotFound`, `valueNotFound`, `typeMismatch`,
  ///   `dataCorrupted`.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self.wrappedValue = try container._decodeValue(Value.self, forKey: key)
  }

  /// Encodes the value for `key` as a plain property would.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try container._encodeValue(wrappedValue, forKey: key)
  }

  /// Decodes the value through a single-value container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The coder's `DecodingError`s.
  @inlinable
  public init(from decoder: any Decoder) throws {
    self.wrappedValue = try decoder.singleValueContainer()._decodeValue(Value.self)
  }

  /// Encodes the value through a single-value container.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container._encodeValue(wrappedValue)
  }

  /// Decodes the value for `key` with the coder's `decodeIfPresent`, or `nil` when the key is
  /// missing or `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Returns: The wrapped value, or `nil`.
  /// - Throws: The coder's `DecodingError`s for a value that is present but invalid.
  @inlinable
  public static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? {
    try container._decodeValueIfPresent(Value.self, forKey: key).map {
      Self(wrappedValue: $0)
    }
  }

  /// Decodes the next element as a plain array element.
  ///
  /// - Parameters:
  ///   - container: The unkeyed container.
  ///   - context: The context of the container's own value; unused.
  /// - Throws: The coder's `DecodingError`s.
  @inlinable
  public init(
    from container: inout any UnkeyedDecodingContainer, in context: DecodingContext
  ) throws {
    self.wrappedValue = try container._decodeValue(Value.self)
  }

  /// Encodes the value as the next element.
  ///
  /// - Parameter container: The unkeyed container.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    try container._encodeValue(wrappedValue)
  }
}

extension PlainCoding: Sendable where Value: Sendable {}

extension PlainCoding: Equatable where Value: Equatable {}

extension PlainCoding: Hashable where Value: Hashable {}
