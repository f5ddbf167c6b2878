// A dictionary is decoded and encoded as a dictionary of `TransformCoded` values, so that the
// coder treats it exactly like a plain dictionary: its keys are never converted by a key
// strategy, and `String`, `Int` and `CodingKeyRepresentable` keys are written as an object.
//
// The keys are not required to be `CodingKeyRepresentable`: that protocol is in the standard
// library of macOS 12.3, iOS 15.4, tvOS 15.4 and watchOS 8.5 only, and requiring it would take
// every wrapper's dictionary shape away on the systems before. Foundation's coders look for it
// at run time, as they do for a plain dictionary; a key type that is neither `String`, `Int`
// nor `CodingKeyRepresentable` is written as Foundation writes it, a flat array of keys and
// values.

extension Dictionary: TransformShape
where Key: Codable, Value: TransformShape {
  /// The value type of the value shape.
  public typealias TransformedValue = Value.TransformedValue

  /// Decodes each value of the dictionary for `key`; an error names the value's key.
  @inlinable
  public static func _decode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self where T.Value == TransformedValue {
    try container.decode([Key: TransformCoded<T, Value>].self, forKey: key)
      .mapValues(\.wrappedValue)
  }

  /// Decodes the dictionary for `key`, or `nil` when the key is missing or `null`.
  @inlinable
  public static func _decodeIfPresent<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? where T.Value == TransformedValue {
    try container.decodeIfPresent([Key: TransformCoded<T, Value>].self, forKey: key)?
      .mapValues(\.wrappedValue)
  }

  /// Decodes the next element as a nested dictionary; each value is decoded in its own decoder's
  /// context.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from container: inout any UnkeyedDecodingContainer,
    in context: some DecodingContext
  ) throws -> Self where T.Value == TransformedValue {
    try container.decode([Key: TransformCoded<T, Value>].self).mapValues(\.wrappedValue)
  }

  /// Decodes the single value as a dictionary.
  @inlinable
  public static func _decode<T: CodingTransform>(
    _ transform: T.Type, from decoder: any Decoder
  ) throws -> Self where T.Value == TransformedValue {
    try decoder.singleValueContainer().decode([Key: TransformCoded<T, Value>].self)
      .mapValues(\.wrappedValue)
  }

  /// Encodes each value into a dictionary for `key`, keys unchanged.
  @inlinable
  public func _encode<T: CodingTransform, K: CodingKey>(
    _ transform: T.Type, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws where T.Value == TransformedValue {
    try container.encode(_coded(T.self), forKey: key)
  }

  /// Encodes the dictionary as the next element.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to container: inout any UnkeyedEncodingContainer
  ) throws where T.Value == TransformedValue {
    try container.encode(_coded(T.self))
  }

  /// Encodes the dictionary as the single value.
  @inlinable
  public func _encode<T: CodingTransform>(
    _ transform: T.Type, to encoder: any Encoder
  ) throws where T.Value == TransformedValue {
    var container = encoder.singleValueContainer()
    try container.encode(_coded(T.self))
  }

  @inlinable
  func _coded<T: CodingTransform>(_ transform: T.Type) -> [Key: TransformCoded<T, Value>]
  where T.Value == TransformedValue {
    mapValues { TransformCoded<T, Value>(wrappedValue: $0) }
  }
}
