/// A property type a ``TransformCoded`` wrapper can hold: a transform's value itself, an optional
/// of it, an array of it, or a dictionary of it — nested as deeply as needed.
///
/// The shape is inferred from the property's type, so one attribute serves them all:
///
/// ```swift
/// @StringCodedTimeZone var home: TimeZone
/// @StringCodedTimeZone var away: TimeZone?
/// @StringCodedTimeZone var zones: [TimeZone]           // ["Asia/Tokyo", "Europe/Paris"]
/// @StringCodedTimeZone var byCity: [String: TimeZone]  // {"Paris": "Europe/Paris"}
/// ```
///
/// The rules each shape follows, with every coder:
///
/// | shape | key missing | `null` | invalid | encoding `nil` |
/// |---|---|---|---|---|
/// | `T` | `keyNotFound` | `valueNotFound` | `dataCorrupted` / `typeMismatch` | — |
/// | `T?` | `nil` | `nil` | throws | key omitted |
/// | `[T]`, `[K: T]` | `keyNotFound` | `valueNotFound` | throws at the element's path | — |
///
/// Inside arrays and dictionaries an optional element decodes `null` as `nil` and encodes `nil`
/// as `null`, because a position cannot be omitted.
///
/// You do not conform to this protocol directly: a value type opts in through
/// ``TransformableValue`` (a class open to subclassing, such as `UIColor`, through
/// ``TransformableClass``), and `Optional`, `Array` and `Dictionary` conform when their elements
/// do. The underscored requirements are the library's implementation, called only by the core;
/// use ``TransformCoded`` or the container methods such as
/// `KeyedDecodingContainer.decode(using:forKey:)`.
public protocol TransformShape {
  /// The value type a transform converts: `TimeZone` for `TimeZone`, `TimeZone?`, `[TimeZone]`
  /// and `[String: TimeZone]`.
  associatedtype TransformedValue

  /// Decodes this shape from a keyed container, following the missing-key and `null` rules.
  static func _decode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self where T.Value == TransformedValue

  /// Decodes this shape from a keyed container, or returns `nil` when the key is missing or
  /// `null`.
  static func _decodeIfPresent<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? where T.Value == TransformedValue

  /// Decodes this shape as the next element of an unkeyed container whose own value has
  /// `context`.
  static func _decode<T: CodingTransform>(
    _ transform: T.Type, from container: inout any UnkeyedDecodingContainer,
    in context: some DecodingContext
  ) throws -> Self where T.Value == TransformedValue

  /// Decodes this shape as the whole content of a decoder.
  static func _decode<T: CodingTransform>(
    _ transform: T.Type, from decoder: any Decoder
  ) throws -> Self where T.Value == TransformedValue

  /// Encodes this shape into a keyed container; `nil` omits the key.
  func _encode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws where T.Value == TransformedValue

  /// Encodes this shape as the next element of an unkeyed container; `nil` is written as `null`.
  func _encode<T: CodingTransform>(
    _ transform: T.Type, to container: inout any UnkeyedEncodingContainer
  ) throws where T.Value == TransformedValue

  /// Encodes this shape as the whole content of an encoder; `nil` is written as `null`.
  func _encode<T: CodingTransform>(
    _ transform: T.Type, to encoder: any Encoder
  ) throws where T.Value == TransformedValue
}

extension TransformShape {
  /// Returns `nil` when the key is missing or `null`, else the shape for the key.
  @inlinable
  public static func _decodeIfPresent<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? where T.Value == TransformedValue {
    guard try container._holdsValue(forKey: key) else { return nil }
    return try _decode(T.self, from: container, forKey: key)
  }
}

/// A value type that a ``CodingTransform`` converts, and so the innermost element of every
/// ``TransformShape``.
///
/// Conforming is one line, and it is all a type needs to be used with ``TransformCoded`` in
/// every shape:
///
/// ```swift
/// extension Money: TransformableValue {}
/// ```
///
/// The library already conforms the types its transforms use: `String`, `Bool`, the integer and
/// floating-point types, `Decimal`, `Date`, `Data`, `URL`, `UUID`, `TimeZone` and `Duration`.
/// Declare the conformance once, in the module that owns the type or your app; `Optional`,
/// `Array` and `Dictionary` cannot conform, because they are the shapes around a value.
public protocol TransformableValue: TransformShape where TransformedValue == Self {}

extension TransformableValue {
  /// Decodes the value for `key` with the transform: missing → `keyNotFound`, `null` → `valueNotFound`.
  @inlinable
  public static func _decode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self where T.Value == Self {
    try container.decode(using: T.self, forKey: key)
  }

  /// Decodes the value for `key` with the transform, or `nil` when the key is missing or `null`.
  @inlinable
  public static func _decodeIfPresent<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? where T.Value == Self {
    try container.decodeIfPresent(using: T.self, forKey: key)
  }

  /// Decodes the next element with the transform.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from container: inout any UnkeyedDecodingContainer,
    in context: some DecodingContext
  ) throws -> Self where T.Value == Self {
    try _decodeElement(using: T.self, from: &container, in: context)
  }

  /// Decodes the single value with the transform.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from decoder: any Decoder
  ) throws -> Self where T.Value == Self {
    try decoder._decodeSingleValue(using: T.self)
  }

  /// Encodes the value for `key` with the transform.
  @inlinable
  public func _encode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws where T.Value == Self {
    try container.encode(self, using: T.self, forKey: key)
  }

  /// Encodes the value as the next element with the transform.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to container: inout any UnkeyedEncodingContainer
  ) throws where T.Value == Self {
    try _encodeElement(self, using: T.self, to: &container)
  }

  /// Encodes the value as the single value with the transform.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to encoder: any Encoder
  ) throws where T.Value == Self {
    var container = encoder.singleValueContainer()
    try container.encode(self, using: T.self)
  }
}
