/// A class that a ``CodingTransform`` converts, including a class that can be subclassed, such as
/// `UIColor` or `NSColor`: the innermost element of every ``TransformShape``.
///
/// ``TransformableValue`` requires `TransformedValue == Self`, which Swift refuses for a class
/// that is not `final` (a subclass would inherit a conformance whose `Self` it is not). A
/// `TransformableClass` names its value type instead, and the library checks at run time that a
/// decoded value is of the property's type:
///
/// ```swift
/// class Swatch { … }   // open to subclassing
///
/// extension Swatch: TransformableClass {
///     typealias TransformedValue = Swatch
/// }
///
/// struct Palette: Codable {
///     @SwatchName var primary: Swatch      // a transform whose Value is Swatch
///     @SwatchName var accents: [Swatch]
/// }
/// ```
///
/// A property declared with a subclass type (`@SwatchName var x: SpecialSwatch`) decodes only if
/// the transform returns an instance of that subclass; otherwise decoding throws
/// `DecodingError.typeMismatch` at the property's path, never a crash. Structs, enums and
/// `final` classes conform to ``TransformableValue`` instead.
///
/// - Note: The wire format is the transform's. The underscored requirements of
///   ``TransformShape`` are implemented here; do not implement them yourself.
public protocol TransformableClass: TransformShape, AnyObject {}

extension TransformableClass {
  /// The decoded value as `Self`, or `typeMismatch` when the transform returned an instance of
  /// a superclass of the property's type.
  @inlinable
  static func _cast(_ value: TransformedValue, codingPath: @autoclosure () -> [any CodingKey])
    throws -> Self
  {
    guard let result = value as? Self else {
      throw DecodingError.typeMismatch(
        Self.self,
        DecodingError.Context(
          codingPath: codingPath(),
          debugDescription:
            "The transform decoded a \(type(of: value)), which is not a \(Self.self)"))
    }
    return result
  }

  /// This value as the transform's value type.
  @inlinable
  func _transformedValue(codingPath: @autoclosure () -> [any CodingKey]) throws
    -> TransformedValue
  {
    guard let value = self as? TransformedValue else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: codingPath(),
          debugDescription: "\(type(of: self)) is not a \(TransformedValue.self)"))
    }
    return value
  }

  /// Decodes the value for `key` with the transform: missing → `keyNotFound`,
  /// `null` → `valueNotFound`.
  @inlinable
  public static func _decode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self where T.Value == TransformedValue {
    try _cast(
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
    return try _cast(value, codingPath: container.codingPath + [key])
  }

  /// Decodes the next element with the transform.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from container: inout any UnkeyedDecodingContainer,
    in context: some DecodingContext
  ) throws -> Self where T.Value == TransformedValue {
    let index = container.currentIndex
    let value = try _decodeElement(using: T.self, from: &container, in: context)
    return try _cast(value, codingPath: container.codingPath + [_CodingPathKey(index: index)])
  }

  /// Decodes the single value with the transform.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from decoder: any Decoder
  ) throws -> Self where T.Value == TransformedValue {
    try _cast(decoder._decodeSingleValue(using: T.self), codingPath: decoder.codingPath)
  }

  /// Encodes the value for `key` with the transform.
  @inlinable
  public func _encode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws where T.Value == TransformedValue {
    let value = try _transformedValue(codingPath: container.codingPath + [key])
    try container.encode(value, using: T.self, forKey: key)
  }

  /// Encodes the value as the next element with the transform.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to container: inout any UnkeyedEncodingContainer
  ) throws where T.Value == TransformedValue {
    let value = try _transformedValue(
      codingPath: container.codingPath + [_CodingPathKey(index: container.count)])
    try _encodeElement(value, using: T.self, to: &container)
  }

  /// Encodes the value as the single value with the transform.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to encoder: any Encoder
  ) throws where T.Value == TransformedValue {
    let value = try _transformedValue(codingPath: encoder.codingPath)
    var container = encoder.singleValueContainer()
    try container.encode(value, using: T.self)
  }
}
