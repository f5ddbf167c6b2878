// The container methods through which every transform is applied. Each shape, each catalogue
// wrapper and any hand-written `init(from:)` reach a `CodingTransform` here, so that there is
// one place where a rejected value becomes an error carrying its coding path.

extension KeyedDecodingContainer {
  /// Decodes the value for a key and converts it with a transform.
  ///
  /// Use it in a hand-written `init(from:)` to get the same conversion and errors as the
  /// wrapper:
  ///
  /// ```swift
  /// self.zone = try container.decode(using: StringCodedTimeZoneTransform.self, forKey: .zone)
  /// ```
  ///
  /// - Parameters:
  ///   - transform: The transform that converts the coded value.
  ///   - key: The key whose value to decode.
  /// - Returns: The converted value.
  /// - Throws: `keyNotFound`, `valueNotFound` or `typeMismatch` from the coder, or
  ///   `DecodingError.dataCorrupted` at `codingPath + [key]` when the transform rejects the value.
  @inlinable
  public func decode<T: CodingTransform>(using transform: T.Type, forKey key: Key) throws
    -> T.Value
  {
    let codingValue = try _decodeCodingValue(T.CodingValue.self, forKey: key)
    return try _decodeTransformed(codingValue, using: T.self, codingPath: codingPath + [key])
  }

  /// Decodes the value for a key, if present and not `null`, and converts it with a transform.
  ///
  /// - Parameters:
  ///   - transform: The transform that converts the coded value.
  ///   - key: The key whose value to decode.
  /// - Returns: The converted value, or `nil` when the key is missing or its value is `null`.
  /// - Throws: `typeMismatch` from the coder, or `DecodingError.dataCorrupted` at
  ///   `codingPath + [key]` when the transform rejects the value — an invalid value is never
  ///   silently `nil`.
  @inlinable
  public func decodeIfPresent<T: CodingTransform>(using transform: T.Type, forKey key: Key)
    throws -> T.Value?
  {
    guard let codingValue = try _decodeCodingValueIfPresent(T.CodingValue.self, forKey: key)
    else { return nil }
    return try _decodeTransformed(codingValue, using: T.self, codingPath: codingPath + [key])
  }
}

extension UnkeyedDecodingContainer {
  /// Decodes the next element and converts it with a transform.
  ///
  /// - Parameter transform: The transform that converts the coded value.
  /// - Returns: The converted value.
  /// - Throws: The coder's errors, or `DecodingError.dataCorrupted` at the element's path
  ///   (`codingPath` plus its index) when the transform rejects the value.
  @inlinable
  public mutating func decode<T: CodingTransform>(using transform: T.Type) throws -> T.Value {
    let index = currentIndex
    let codingValue = try _decodeCodingValue(T.CodingValue.self)
    return try _decodeTransformed(
      codingValue, using: T.self, codingPath: codingPath + [_CodingPathKey(index: index)])
  }
}

extension SingleValueDecodingContainer {
  /// Decodes the single value and converts it with a transform.
  ///
  /// - Parameter transform: The transform that converts the coded value.
  /// - Returns: The converted value.
  /// - Throws: The coder's errors, or `DecodingError.dataCorrupted` at `codingPath` when the
  ///   transform rejects the value.
  @inlinable
  public func decode<T: CodingTransform>(using transform: T.Type) throws -> T.Value {
    let codingValue = try _decodeCodingValue(T.CodingValue.self)
    return try _decodeTransformed(codingValue, using: T.self, codingPath: codingPath)
  }
}

extension KeyedEncodingContainer {
  /// Converts a value with a transform and encodes the result for a key.
  ///
  /// ```swift
  /// try container.encode(zone, using: StringCodedTimeZoneTransform.self, forKey: .zone)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to convert and encode.
  ///   - transform: The transform that converts the value.
  ///   - key: The key to encode it for.
  /// - Throws: `EncodingError.invalidValue` at `codingPath + [key]` when the transform cannot
  ///   represent `value`.
  @inlinable
  public mutating func encode<T: CodingTransform>(
    _ value: T.Value, using transform: T.Type, forKey key: Key
  ) throws {
    let codingValue = try _encodeTransformed(value, using: T.self, codingPath: codingPath + [key])
    try _encodeCodingValue(codingValue, forKey: key)
  }

  /// Converts a value with a transform and encodes the result for a key, or omits the key when
  /// the value is `nil`.
  ///
  /// - Parameters:
  ///   - value: The value to convert and encode, or `nil` to write nothing.
  ///   - transform: The transform that converts the value.
  ///   - key: The key to encode it for.
  /// - Throws: `EncodingError.invalidValue` at `codingPath + [key]` when the transform cannot
  ///   represent `value`.
  @inlinable
  public mutating func encodeIfPresent<T: CodingTransform>(
    _ value: T.Value?, using transform: T.Type, forKey key: Key
  ) throws {
    guard let value else { return }
    try encode(value, using: T.self, forKey: key)
  }
}

extension UnkeyedEncodingContainer {
  /// Converts a value with a transform and encodes the result as the next element.
  ///
  /// - Parameters:
  ///   - value: The value to convert and encode.
  ///   - transform: The transform that converts the value.
  /// - Throws: `EncodingError.invalidValue` at the element's path when the transform cannot
  ///   represent `value`.
  @inlinable
  public mutating func encode<T: CodingTransform>(_ value: T.Value, using transform: T.Type)
    throws
  {
    let codingValue = try _encodeTransformed(
      value, using: T.self, codingPath: codingPath + [_CodingPathKey(index: count)])
    try _encodeCodingValue(codingValue)
  }
}

extension SingleValueEncodingContainer {
  /// Converts a value with a transform and encodes the result as the single value.
  ///
  /// - Parameters:
  ///   - value: The value to convert and encode.
  ///   - transform: The transform that converts the value.
  /// - Throws: `EncodingError.invalidValue` at `codingPath` when the transform cannot represent
  ///   `value`.
  @inlinable
  public mutating func encode<T: CodingTransform>(_ value: T.Value, using transform: T.Type)
    throws
  {
    let codingValue = try _encodeTransformed(value, using: T.self, codingPath: codingPath)
    try _encodeCodingValue(codingValue)
  }
}

/// Converts a decoded coding value with a transform; a failure becomes a `DecodingError` at
/// `codingPath`, which is only computed then.
@inlinable @inline(__always)
func _decodeTransformed<T: CodingTransform>(
  _ codingValue: T.CodingValue, using transform: T.Type,
  codingPath: @autoclosure () -> [any CodingKey]
) throws -> T.Value {
  do {
    return try T.decode(codingValue)
  } catch {
    throw DecodingError._transformFailure(error, codingPath: codingPath())
  }
}

/// Converts a value with a transform for encoding; a failure becomes an
/// `EncodingError.invalidValue` at `codingPath`, which is only computed then.
@inlinable @inline(__always)
func _encodeTransformed<T: CodingTransform>(
  _ value: T.Value, using transform: T.Type, codingPath: @autoclosure () -> [any CodingKey]
) throws -> T.CodingValue {
  do {
    return try T.encode(value)
  } catch {
    throw EncodingError._transformFailure(error, value: value, codingPath: codingPath())
  }
}
