/// How one value is coded, for wrappers that are generic over the coding of the values they hold.
///
/// The lossy and default wrappers decide what a missing key, `null` or an invalid value means;
/// *how* each value is read and written they leave to a `ValueCoding` type parameter. Two kinds
/// of types conform:
///
/// - ``PlainCoding``: the value's own `Codable` conformance. The everyday names use it:
///   `@LossyArray var posts: [Post]` is `Lossy<PlainCoding<Post>>.Array`.
/// - ``TransformCoded``: a transform in one of its shapes — every catalogue wrapper. Name it as
///   you would on a plain property, with the value type:
///
/// ```swift
/// struct Profile: Codable {
///     @Lossy<URLString<URL>>.Array var links: [URL]                     // ["https://…", …]
///     @DefaultCoded<UTC, StringCodedTimeZone<TimeZone>> var zone: TimeZone  // "Europe/Paris"
/// }
/// ```
///
/// A conforming type is a ``KeyedCodingWrapper`` around a ``Value``; the underscored
/// requirements have default implementations and exist so that the library's conformers can read
/// and write without building nested decoders.
///
/// - Note: The wire format is the conformer's: ``PlainCoding`` writes what the value's own
///   `encode(to:)` writes; ``TransformCoded`` writes its transform's coding value.
public protocol ValueCoding: KeyedCodingWrapper {
  /// The type of the value this coding reads and writes.
  associatedtype Value

  /// Wraps a value to encode it.
  ///
  /// - Parameter wrappedValue: The value.
  init(wrappedValue: Value)

  /// The value.
  var wrappedValue: Value { get }

  /// Decodes the value for `key`, or returns `nil` when the key is missing or `null`.
  ///
  /// - Parameters:
  ///   - container: The keyed container to read from.
  ///   - key: The key.
  /// - Returns: The value, or `nil`.
  /// - Throws: A `DecodingError` for a value that is present but invalid.
  static func _decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Value?

  /// Decodes the next element of an unkeyed container.
  ///
  /// - Parameter container: The unkeyed container to read from.
  /// - Returns: The value.
  /// - Throws: A `DecodingError` for an invalid element.
  static func _decode(from container: inout any UnkeyedDecodingContainer) throws -> Value

  /// Encodes a value as the next element of an unkeyed container.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - container: The unkeyed container to write to.
  /// - Throws: An `EncodingError` when the value has no representation.
  static func _encode(_ value: Value, to container: inout any UnkeyedEncodingContainer) throws

  /// Encodes values as an array for `key`.
  ///
  /// - Parameters:
  ///   - values: The values.
  ///   - container: The keyed container to write to.
  ///   - key: The key.
  /// - Throws: An `EncodingError` when a value has no representation.
  static func _encodeArray<K: CodingKey>(
    _ values: [Value], to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws

  /// Encodes values as a dictionary for `key`, its keys as they are.
  ///
  /// - Parameters:
  ///   - values: The values by key.
  ///   - container: The keyed container to write to.
  ///   - key: The key.
  /// - Throws: An `EncodingError` when a value has no representation.
  static func _encodeDictionary<K: CodingKey>(
    _ values: [String: Value], to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws
}

extension ValueCoding {
  /// Checks the key, then decodes through ``KeyedCodingWrapper/init(from:forKey:)``.
  @inlinable
  public static func _decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Value? {
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
    return try Self(from: container, forKey: key).wrappedValue
  }

  /// Decodes the element through `init(from:)`.
  @inlinable
  public static func _decode(from container: inout any UnkeyedDecodingContainer) throws -> Value {
    try container.decode(Self.self).wrappedValue
  }

  /// Encodes the element through `encode(to:)`.
  @inlinable
  public static func _encode(_ value: Value, to container: inout any UnkeyedEncodingContainer)
    throws
  {
    try container.encode(Self(wrappedValue: value))
  }

  /// Encodes each value as an element of a nested unkeyed container.
  @inlinable
  public static func _encodeArray<K: CodingKey>(
    _ values: [Value], to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws {
    var elements = container.nestedUnkeyedContainer(forKey: key)
    for value in values {
      try _encode(value, to: &elements)
    }
  }

  /// Encodes a dictionary of wrapped values, which the coder treats as any `[String: T]`.
  @inlinable
  public static func _encodeDictionary<K: CodingKey>(
    _ values: [String: Value], to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws {
    try container.encode(values.mapValues { Self(wrappedValue: $0) }, forKey: key)
  }
}

extension TransformCoded: ValueCoding {
  /// Decodes the shape for `key`, or `nil` when the key is missing or `null`.
  @inlinable
  public static func _decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Value? {
    try Value._decodeIfPresent(Transform.self, from: container, forKey: key)
  }

  /// Decodes the shape as the next element.
  @inlinable
  public static func _decode(from container: inout any UnkeyedDecodingContainer) throws -> Value {
    try Value._decode(Transform.self, from: &container)
  }

  /// Encodes the shape as the next element.
  @inlinable
  public static func _encode(_ value: Value, to container: inout any UnkeyedEncodingContainer)
    throws
  {
    try value._encode(Transform.self, to: &container)
  }
}
