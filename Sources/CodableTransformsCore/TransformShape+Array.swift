extension Array: TransformShape where Element: TransformShape {
  /// The value type of the element shape.
  public typealias TransformedValue = Element.TransformedValue

  /// Decodes each element of the array for `key`; an error names the element's index.
  @inlinable
  public static func _decode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self where T.Value == TransformedValue {
    var elements = try container.nestedUnkeyedContainer(forKey: key)
    return try container._withDecodingContext(forKey: key) {
      try _decodeElements(T.self, from: &elements, in: $0)
    }
  }

  /// Decodes the next element as a nested array.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from container: inout any UnkeyedDecodingContainer,
    in context: some DecodingContext
  ) throws -> Self where T.Value == TransformedValue {
    let index = container.currentIndex
    var elements = try container.nestedUnkeyedContainer()
    return try _decodeElements(
      T.self, from: &elements, in: _ElementDecodingContext(context, index: index))
  }

  /// Decodes the single value as an array.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from decoder: any Decoder
  ) throws -> Self where T.Value == TransformedValue {
    var elements = try decoder.unkeyedContainer()
    return try _decodeElements(T.self, from: &elements, in: _DecoderContext(decoder))
  }

  /// Decodes every element of `elements`, an array whose own value has `context`.
  @inlinable
  static func _decodeElements<T: CodingTransform>(
    _ transform: T.Type, from elements: inout any UnkeyedDecodingContainer,
    in context: some DecodingContext
  ) throws -> Self where T.Value == TransformedValue {
    var result: Self = []
    if let count = elements.count { result.reserveCapacity(count) }
    while !elements.isAtEnd {
      result.append(try Element._decode(T.self, from: &elements, in: context))
    }
    return result
  }

  /// Encodes each element into an array for `key`.
  @inlinable
  public func _encode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws where T.Value == TransformedValue {
    var elements = container.nestedUnkeyedContainer(forKey: key)
    try _encodeElements(T.self, to: &elements)
  }

  /// Encodes the array as the next element.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to container: inout any UnkeyedEncodingContainer
  ) throws where T.Value == TransformedValue {
    var elements = container.nestedUnkeyedContainer()
    try _encodeElements(T.self, to: &elements)
  }

  /// Encodes the array as the single value.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to encoder: any Encoder
  ) throws where T.Value == TransformedValue {
    var elements = encoder.unkeyedContainer()
    try _encodeElements(T.self, to: &elements)
  }

  @inlinable
  func _encodeElements<T: CodingTransform>(
    _ transform: T.Type, to elements: inout any UnkeyedEncodingContainer
  ) throws where T.Value == TransformedValue {
    for element in self {
      try element._encode(T.self, to: &elements)
    }
  }
}
