extension Optional: TransformShape where Wrapped: TransformShape {
  /// The value type of the wrapped shape.
  public typealias TransformedValue = Wrapped.TransformedValue

  /// Decodes `nil` when the key is missing or `null`, else the wrapped shape.
  @inlinable
  public static func _decode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self where T.Value == TransformedValue {
    try Wrapped._decodeIfPresent(T.self, from: container, forKey: key)
  }

  /// Decodes `nil` when the key is missing or `null`, else the wrapped shape.
  @inlinable
  public static func _decodeIfPresent<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? where T.Value == TransformedValue {
    // A missing key is the outer `nil`, not a present `nil`.
    try Wrapped._decodeIfPresent(T.self, from: container, forKey: key).map { .some($0) }
  }

  /// Decodes `nil` for a `null` element, else the wrapped shape.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from container: inout any UnkeyedDecodingContainer,
    in context: some DecodingContext
  ) throws -> Self where T.Value == TransformedValue {
    if try container.decodeNil() { return nil }
    return try Wrapped._decode(T.self, from: &container, in: context)
  }

  /// Decodes `nil` for a `null` value, else the wrapped shape.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from decoder: any Decoder
  ) throws -> Self where T.Value == TransformedValue {
    if try decoder.singleValueContainer().decodeNil() { return nil }
    return try Wrapped._decode(T.self, from: decoder)
  }

  /// Encodes the wrapped shape, or omits the key for `nil`.
  @inlinable
  public func _encode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws where T.Value == TransformedValue {
    guard let self else { return }
    try self._encode(T.self, to: &container, forKey: key)
  }

  /// Encodes the wrapped shape, or `null` for `nil`.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to container: inout any UnkeyedEncodingContainer
  ) throws where T.Value == TransformedValue {
    guard let self else { return try container.encodeNil() }
    try self._encode(T.self, to: &container)
  }

  /// Encodes the wrapped shape, or `null` for `nil`.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to encoder: any Encoder
  ) throws where T.Value == TransformedValue {
    guard let self else {
      var container = encoder.singleValueContainer()
      return try container.encodeNil()
    }
    try self._encode(T.self, to: encoder)
  }
}
