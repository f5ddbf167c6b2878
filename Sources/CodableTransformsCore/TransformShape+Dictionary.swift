// A dictionary shape is coded as `DictionaryCoded` codes its values, so that the rules for a
// dictionary — keys never converted by a key strategy, any `Codable` key — are written once, for
// the inferred shapes and the explicit wrapper alike.

extension Dictionary: TransformShape where Key: Codable, Value: TransformShape {
  /// The value type of the value shape.
  public typealias TransformedValue = Value.TransformedValue

  /// Decodes with the rules of ``DictionaryCoded``.
  @inlinable
  public static func _decode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self where T.Value == TransformedValue {
    try DictionaryCoded<Key, TransformCoded<T, Value>>(from: container, forKey: key).wrappedValue
  }

  /// Decodes with the rules of ``DictionaryCoded``, or returns `nil` when the key is missing
  /// or `null`.
  @inlinable
  public static func _decodeIfPresent<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? where T.Value == TransformedValue {
    try DictionaryCoded<Key, TransformCoded<T, Value>>.decodeIfPresent(from: container, forKey: key)
      .map(\.wrappedValue)
  }

  /// Decodes the next element with the rules of ``DictionaryCoded``.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from container: inout any UnkeyedDecodingContainer,
    in context: DecodingContext
  ) throws -> Self where T.Value == TransformedValue {
    try DictionaryCoded<Key, TransformCoded<T, Value>>(from: &container, in: context).wrappedValue
  }

  /// Decodes the single value with the rules of ``DictionaryCoded``.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from decoder: any Decoder
  ) throws -> Self where T.Value == TransformedValue {
    try DictionaryCoded<Key, TransformCoded<T, Value>>(from: decoder).wrappedValue
  }

  /// Encodes with the rules of ``DictionaryCoded``.
  @inlinable
  public func _encode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws where T.Value == TransformedValue {
    try DictionaryCoded<Key, TransformCoded<T, Value>>(wrappedValue: self).encode(
      to: &container, forKey: key)
  }

  /// Encodes the next element with the rules of ``DictionaryCoded``.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to container: inout any UnkeyedEncodingContainer
  ) throws where T.Value == TransformedValue {
    try DictionaryCoded<Key, TransformCoded<T, Value>>(wrappedValue: self).encode(to: &container)
  }

  /// Encodes the single value with the rules of ``DictionaryCoded``.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to encoder: any Encoder
  ) throws where T.Value == TransformedValue {
    try DictionaryCoded<Key, TransformCoded<T, Value>>(wrappedValue: self).encode(to: encoder)
  }
}
