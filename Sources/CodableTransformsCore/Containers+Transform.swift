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
  @inlinable @inline(never)
  public func decode<T: CodingTransform>(using transform: T.Type, forKey key: Key) throws
    -> T.Value
  {
    let codingValue: T.CodingValue
    do {
      codingValue = try _decodeCodingValue(of: T.self, forKey: key)
    } catch {
      throw DecodingError._located(error, in: codingPath, key: key)
    }
    return try _decodeTransformed(codingValue, using: T.self, forKey: key)
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
  @inlinable @inline(never)
  public func decodeIfPresent<T: CodingTransform>(using transform: T.Type, forKey key: Key)
    throws -> T.Value?
  {
    let codingValue: T.CodingValue?
    do {
      codingValue = try _decodeCodingValueIfPresent(of: T.self, forKey: key)
    } catch {
      throw DecodingError._located(error, in: codingPath, key: key)
    }
    guard let codingValue else { return nil }
    return try _decodeTransformed(codingValue, using: T.self, forKey: key)
  }
}

extension UnkeyedDecodingContainer {
  /// Decodes the next element and converts it with a transform.
  ///
  /// An unkeyed container has no `userInfo` to offer the transform: the element of a
  /// ``ContextualCodingTransform`` is read through a nested decoder, which has it; the others
  /// with the container's own method. The library's shapes, such as
  /// `@UnknownCaseFallback var statuses: [Status]`, read in place with their context either way.
  ///
  /// - Parameter transform: The transform that converts the coded value.
  /// - Returns: The converted value.
  /// - Throws: The coder's errors, or `DecodingError.dataCorrupted` at the element's path
  ///   (`codingPath` plus its index) when the transform rejects the value.
  @inlinable
  public mutating func decode<T: CodingTransform>(using transform: T.Type) throws -> T.Value {
    if T._traits.contains(.decodesInContext) {
      return try decode(_ContextualElement<T>.self).value
    }
    let index = currentIndex
    let codingValue = try _decodeValue(T.CodingValue.self)
    do {
      return try T.decode(codingValue)
    } catch {
      throw DecodingError._transformFailure(
        error, codingPath: codingPath + [_CodingPathKey(index: index)])
    }
  }
}

/// Decodes the next element of `container` with a transform, in the context of the container's
/// own value.
@inlinable
func _decodeElement<T: CodingTransform>(
  using transform: T.Type, from container: inout any UnkeyedDecodingContainer,
  in context: DecodingContext
) throws -> T.Value {
  let index = container.currentIndex
  let codingValue: T.CodingValue
  do {
    codingValue = try _decodeCodingValue(of: T.self, from: &container, in: context)
  } catch {
    throw DecodingError._located(error, at: context._elementCodingPath(index))
  }
  do {
    if T._traits.contains(.decodesInContext) {
      return try context._withElementContext(at: index) { try T._decodeInContext(codingValue, $0) }
    }
    return try T.decode(codingValue)
  } catch {
    throw DecodingError._transformFailure(error, codingPath: context._elementCodingPath(index))
  }
}

/// An element decoded through a nested decoder, for a transform that reads its context.
@usableFromInline
struct _ContextualElement<T: CodingTransform>: Decodable {
  @usableFromInline let value: T.Value

  @inlinable
  init(from decoder: any Decoder) throws {
    value = try decoder._decodeSingleValue(using: T.self)
  }
}

extension SingleValueDecodingContainer {
  /// Decodes the single value and converts it with a transform.
  ///
  /// A single-value container has no decoder to offer the transform, so this method converts
  /// with ``CodingTransform/decode(_:)`` — for a ``ContextualCodingTransform``, its decoding in
  /// ``DecodingContext/detached``.
  ///
  /// - Parameter transform: The transform that converts the coded value.
  /// - Returns: The converted value.
  /// - Throws: The coder's errors, or `DecodingError.dataCorrupted` at `codingPath` when the
  ///   transform rejects the value.
  @inlinable
  public func decode<T: CodingTransform>(using transform: T.Type) throws -> T.Value {
    let codingValue = try _decodeValue(T.CodingValue.self)
    do {
      return try T.decode(codingValue)
    } catch {
      throw DecodingError._transformFailure(error, codingPath: codingPath)
    }
  }
}

extension Decoder {
  /// Decodes the decoder's single value with a transform, in the decoder's context.
  @inlinable
  func _decodeSingleValue<T: CodingTransform>(using transform: T.Type) throws -> T.Value {
    let codingValue: T.CodingValue
    do {
      codingValue = try singleValueContainer()._decodeValue(T.CodingValue.self)
    } catch {
      throw DecodingError._located(error, at: codingPath)
    }
    do {
      if T._traits.contains(.decodesInContext) {
        return try _withDecodingContext { try T._decodeInContext(codingValue, $0) }
      }
      return try T.decode(codingValue)
    } catch {
      throw DecodingError._transformFailure(error, codingPath: codingPath)
    }
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
  @inlinable @inline(never)
  public mutating func encode<T: CodingTransform>(
    _ value: T.Value, using transform: T.Type, forKey key: Key
  ) throws {
    let codingValue: T.CodingValue
    do {
      codingValue = try T.encode(value)
    } catch {
      throw EncodingError._transformFailure(error, value: value, in: codingPath, key: key)
    }
    try _encodeCodingValue(codingValue, of: T.self, forKey: key)
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
    try _encodeValue(codingValue)
  }
}

/// Converts a value with a transform and writes the result in place as the next element of
/// `container`.
@inlinable
func _encodeElement<T: CodingTransform>(
  _ value: T.Value, using transform: T.Type, to container: inout any UnkeyedEncodingContainer
) throws {
  let codingValue = try _encodeTransformed(
    value, using: T.self,
    codingPath: container.codingPath + [_CodingPathKey(index: container.count)])
  try _encodeCodingValue(codingValue, of: T.self, to: &container)
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
    try _encodeValue(codingValue)
  }
}

extension KeyedDecodingContainer {
  /// Converts the coding value decoded for `key` with a transform: in the value's context for a
  /// ``ContextualCodingTransform``, else with ``CodingTransform/decode(_:)``; a failure becomes a
  /// `DecodingError` at the key's coding path.
  ///
  /// The context, and the coding path, are made only when they are used — for a contextual
  /// transform, or for a rejected value — so that a conversion that succeeds pays for nothing it
  /// does not read.
  @inlinable @inline(__always)
  func _decodeTransformed<T: CodingTransform>(
    _ codingValue: T.CodingValue, using transform: T.Type, forKey key: Key
  ) throws -> T.Value {
    do {
      if T._traits.contains(.decodesInContext) {
        return try _withDecodingContext(forKey: key) { try T._decodeInContext(codingValue, $0) }
      }
      return try T.decode(codingValue)
    } catch {
      throw DecodingError._transformFailure(error, in: codingPath, key: key)
    }
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

// What a transform that combines others (`DecodeEncodeTransform`) reads and writes each part
// with: the part's value as the part alone is read and written. Forwarders, so that the helpers
// above, which every shape inlines, stay internal to the core.

/// Decodes the next element of `container` with `transform`, in the context of the container's
/// own value.
@inlinable
package func _decodeElement<T: CodingTransform>(
  ofPart transform: T.Type, from container: inout any UnkeyedDecodingContainer,
  in context: DecodingContext
) throws -> T.Value {
  try _decodeElement(using: T.self, from: &container, in: context)
}

/// Converts a value with `transform` and writes the result in place as the next element of
/// `container`.
@inlinable
package func _encodeElement<T: CodingTransform>(
  _ value: T.Value, ofPart transform: T.Type, to container: inout any UnkeyedEncodingContainer
) throws {
  try _encodeElement(value, using: T.self, to: &container)
}

extension Decoder {
  /// Decodes the decoder's single value with `transform`, in the decoder's context.
  @inlinable
  package func _decodeSingleValue<T: CodingTransform>(ofPart transform: T.Type) throws -> T.Value {
    try _decodeSingleValue(using: T.self)
  }
}
