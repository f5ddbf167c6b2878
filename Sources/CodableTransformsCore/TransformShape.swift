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
/// A wrapper's typealias names the value type its transform converts, and nothing else:
///
/// ```swift
/// typealias StringCodedTimeZone<Property: TransformShape<TimeZone>> =
///     TransformCoded<StringCodedTimeZoneTransform, Property>
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
/// as `null`, because a position cannot be omitted. These are the rules of ``OptionalCoded``,
/// ``ArrayCoded`` and ``DictionaryCoded``, which the shapes use.
///
/// A type a transform converts conforms in one line, and is then usable in every shape:
///
/// ```swift
/// extension Money: TransformShape {}
/// ```
///
/// The library conforms the types its transforms use: `String`, `Bool`, the integer and
/// floating-point types, `Decimal`, `Date`, `Data`, `URL`, `UUID`, `TimeZone` and `Duration`.
/// Declare a conformance once, in the module that owns the type or in your app. A class open to
/// subclassing, such as `UIColor`, conforms the same way; a property declared with a subclass
/// (`@SwatchName var x: SpecialSwatch`) decodes only when the transform returns an instance of
/// that subclass, and otherwise throws `DecodingError.typeMismatch` at the property's path.
/// `Optional`, `Array` and `Dictionary` conform when their elements do: they are the shapes
/// around a value.
///
/// The underscored requirements are the library's implementation, called only by the core; you
/// never implement or call them. To code a value with a transform by hand, use the container
/// methods such as `KeyedDecodingContainer.decode(using:forKey:)`.
public protocol TransformShape<TransformedValue> {
  /// The value type a transform converts: `TimeZone` for `TimeZone`, `TimeZone?`, `[TimeZone]`
  /// and `[String: TimeZone]`.
  associatedtype TransformedValue = Self

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
    in context: DecodingContext
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

// The innermost shape: the transform's value itself. For a value type, and for a final class,
// `TransformedValue` is `Self` and each cast below names the type it already has, which folds away
// once specialized; for a class open to subclassing the property may be declared with a subclass,
// which the casts check at run time.

extension TransformShape {
  /// The decoded value as the property's type.
  @inlinable @inline(__always)
  static func _asProperty(_ value: TransformedValue, codingPath: @autoclosure () -> [any CodingKey])
    throws -> Self
  {
    // The identity check folds away once specialized. Unspecialized — a dictionary's values are
    // coded through the standard library's generic conformance — it spares the cast, whose
    // `Optional` result needs that type's metadata looked up on every call.
    if TransformedValue.self == Self.self { return unsafeBitCast(value, to: Self.self) }
    return try _castToProperty(value, codingPath: codingPath())
  }

  /// The decoded value cast to the property's type: a subclass of the transform's class.
  @inlinable @inline(never)
  static func _castToProperty(
    _ value: TransformedValue, codingPath: @autoclosure () -> [any CodingKey]
  )
    throws -> Self
  {
    guard let property = value as? Self else {
      throw DecodingError._notOfPropertyType(value, expected: Self.self, codingPath: codingPath())
    }
    return property
  }

  /// The property's value as the transform's value type.
  @inlinable @inline(__always)
  func _asTransformed(codingPath: @autoclosure () -> [any CodingKey]) throws -> TransformedValue {
    if TransformedValue.self == Self.self { return unsafeBitCast(self, to: TransformedValue.self) }
    return try _castToTransformed(codingPath: codingPath())
  }

  /// The property's value cast to the transform's value type, of which it is a subclass.
  @inlinable @inline(never)
  func _castToTransformed(codingPath: @autoclosure () -> [any CodingKey]) throws
    -> TransformedValue
  {
    guard let value = self as? TransformedValue else {
      throw EncodingError._notOfTransformedType(
        self, expected: TransformedValue.self, codingPath: codingPath())
    }
    return value
  }

  /// Decodes the value for `key` with the transform: missing → `keyNotFound`, `null` →
  /// `valueNotFound`.
  @inlinable
  public static func _decode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self where T.Value == TransformedValue {
    try _asProperty(
      container.decode(using: T.self, forKey: key), codingPath: container.codingPath + [key])
  }

  /// Decodes the value for `key` with the transform, or `nil` when the key is missing or `null`.
  @inlinable
  public static func _decodeIfPresent<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? where T.Value == TransformedValue {
    guard let value = try container.decodeIfPresent(using: T.self, forKey: key) else {
      return nil
    }
    return try _asProperty(value, codingPath: container.codingPath + [key])
  }

  /// Decodes the next element with the transform.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from container: inout any UnkeyedDecodingContainer,
    in context: DecodingContext
  ) throws -> Self where T.Value == TransformedValue {
    let value = try _decodeElement(using: T.self, from: &container, in: context)
    // Only a class open to subclassing can fail here, after the element was read.
    return try _asProperty(
      value, codingPath: context._elementCodingPath(container.currentIndex - 1))
  }

  /// Decodes the single value with the transform.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from decoder: any Decoder
  ) throws -> Self where T.Value == TransformedValue {
    try _asProperty(decoder._decodeSingleValue(using: T.self), codingPath: decoder.codingPath)
  }

  /// Encodes the value for `key` with the transform.
  @inlinable
  public func _encode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws where T.Value == TransformedValue {
    let value = try _asTransformed(codingPath: container.codingPath + [key])
    try container.encode(value, using: T.self, forKey: key)
  }

  /// Encodes the value as the next element with the transform.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to container: inout any UnkeyedEncodingContainer
  ) throws where T.Value == TransformedValue {
    let value = try _asTransformed(
      codingPath: container.codingPath + [_CodingPathKey(index: container.count)])
    try _encodeElement(value, using: T.self, to: &container)
  }

  /// Encodes the value as the single value with the transform.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to encoder: any Encoder
  ) throws where T.Value == TransformedValue {
    let value = try _asTransformed(codingPath: encoder.codingPath)
    var container = encoder.singleValueContainer()
    try container.encode(value, using: T.self)
  }
}
