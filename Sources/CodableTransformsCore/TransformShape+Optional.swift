// An optional shape is coded as `OptionalCoded` codes its wrapper, so that the rules for a missing
// key, `null` and `nil` are written once, for the inferred shapes and the explicit wrapper alike.

extension Optional: TransformShape where Wrapped: TransformShape {
  /// The value type of the wrapped shape.
  public typealias TransformedValue = Wrapped.TransformedValue

  /// Decodes with the rules of ``OptionalCoded``.
  @inlinable
  public static func _decode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self where T.Value == TransformedValue {
    try OptionalCoded<TransformCoded<T, Wrapped>>(from: container, forKey: key).wrappedValue
  }

  /// Decodes with the rules of ``OptionalCoded``, or returns `nil` when the key is missing
  /// or `null`.
  @inlinable
  public static func _decodeIfPresent<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? where T.Value == TransformedValue {
    try OptionalCoded<TransformCoded<T, Wrapped>>.decodeIfPresent(from: container, forKey: key)
      .map(\.wrappedValue)
  }

  /// Decodes the next element with the rules of ``OptionalCoded``.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from container: inout any UnkeyedDecodingContainer,
    in context: DecodingContext
  ) throws -> Self where T.Value == TransformedValue {
    try OptionalCoded<TransformCoded<T, Wrapped>>(from: &container, in: context).wrappedValue
  }

  /// Decodes the single value with the rules of ``OptionalCoded``.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from decoder: any Decoder
  ) throws -> Self where T.Value == TransformedValue {
    try OptionalCoded<TransformCoded<T, Wrapped>>(from: decoder).wrappedValue
  }

  /// Encodes with the rules of ``OptionalCoded``.
  @inlinable
  public func _encode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws where T.Value == TransformedValue {
    try OptionalCoded<TransformCoded<T, Wrapped>>(wrappedValue: self).encode(
      to: &container, forKey: key)
  }

  /// Encodes the next element with the rules of ``OptionalCoded``.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to container: inout any UnkeyedEncodingContainer
  ) throws where T.Value == TransformedValue {
    try OptionalCoded<TransformCoded<T, Wrapped>>(wrappedValue: self).encode(to: &container)
  }

  /// Encodes the single value with the rules of ``OptionalCoded``.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to encoder: any Encoder
  ) throws where T.Value == TransformedValue {
    try OptionalCoded<TransformCoded<T, Wrapped>>(wrappedValue: self).encode(to: encoder)
  }
}
