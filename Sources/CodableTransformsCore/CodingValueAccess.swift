// swift-format-ignore-file: NeverForceUnwrap
// Each `as!` below casts a value to the type it was just checked to be; specialized, it folds away.

// How the library reads and writes a value in a container: a primitive with the coder's concrete
// method, a transform's `ContainerCodable` coding value in place, anything else through its
// `Codable` conformance.
//
// Coders implement a concrete method per primitive (`decode(_: String.Type, forKey:)`), while the
// generic `decode<T: Decodable>` builds a nested decoder and a single-value container for every
// value — most of what makes a naive wrapper slower than hand-written Codable. A
// transform's `CodingValue` is generic here, so these helpers pick the concrete method when it is
// one of the primitives the catalogue uses. Once specialized into the caller, the type checks
// fold away and what remains is exactly the call a hand-written `init(from:)` makes.

extension KeyedDecodingContainer {
  @inlinable @inline(__always)
  package func _decodeValue<V: Decodable>(_ type: V.Type, forKey key: Key) throws -> V {
    if V.self == String.self { return try decode(String.self, forKey: key) as! V }
    if V.self == Double.self { return try decode(Double.self, forKey: key) as! V }
    if V.self == Int64.self { return try decode(Int64.self, forKey: key) as! V }
    if V.self == Int.self { return try decode(Int.self, forKey: key) as! V }
    if V.self == Bool.self { return try decode(Bool.self, forKey: key) as! V }
    return try decode(V.self, forKey: key)
  }

  @inlinable @inline(__always)
  package func _decodeValueIfPresent<V: Decodable>(_ type: V.Type, forKey key: Key) throws
    -> V?
  {
    if V.self == String.self { return try decodeIfPresent(String.self, forKey: key) as! V? }
    if V.self == Double.self { return try decodeIfPresent(Double.self, forKey: key) as! V? }
    if V.self == Int64.self { return try decodeIfPresent(Int64.self, forKey: key) as! V? }
    if V.self == Int.self { return try decodeIfPresent(Int.self, forKey: key) as! V? }
    if V.self == Bool.self { return try decodeIfPresent(Bool.self, forKey: key) as! V? }
    // An optional primitive (a wrapper's `Value` that is itself optional): present and not
    // `null` is the primitive, anything else `nil` — what the generic call gives, without a
    // nested decoder for `Optional`'s own `init(from:)`.
    if V.self == String?.self {
      return try decodeIfPresent(String.self, forKey: key).map { $0 as! V }
    }
    if V.self == Double?.self {
      return try decodeIfPresent(Double.self, forKey: key).map { $0 as! V }
    }
    if V.self == Int64?.self {
      return try decodeIfPresent(Int64.self, forKey: key).map { $0 as! V }
    }
    if V.self == Int?.self { return try decodeIfPresent(Int.self, forKey: key).map { $0 as! V } }
    if V.self == Bool?.self { return try decodeIfPresent(Bool.self, forKey: key).map { $0 as! V } }
    return try decodeIfPresent(V.self, forKey: key)
  }
}

extension UnkeyedDecodingContainer {
  @inlinable @inline(__always)
  package mutating func _decodeValue<V: Decodable>(_ type: V.Type) throws -> V {
    if V.self == String.self { return try decode(String.self) as! V }
    if V.self == Double.self { return try decode(Double.self) as! V }
    if V.self == Int64.self { return try decode(Int64.self) as! V }
    if V.self == Int.self { return try decode(Int.self) as! V }
    if V.self == Bool.self { return try decode(Bool.self) as! V }
    return try decode(V.self)
  }
}

extension SingleValueDecodingContainer {
  @inlinable @inline(__always)
  package func _decodeValue<V: Decodable>(_ type: V.Type) throws -> V {
    if V.self == String.self { return try decode(String.self) as! V }
    if V.self == Double.self { return try decode(Double.self) as! V }
    if V.self == Int64.self { return try decode(Int64.self) as! V }
    if V.self == Int.self { return try decode(Int.self) as! V }
    if V.self == Bool.self { return try decode(Bool.self) as! V }
    return try decode(V.self)
  }
}

extension KeyedEncodingContainer {
  @inlinable @inline(__always)
  package mutating func _encodeValue<V: Encodable>(_ value: V, forKey key: Key) throws {
    if V.self == String.self { return try encode(value as! String, forKey: key) }
    if V.self == Double.self { return try encode(value as! Double, forKey: key) }
    if V.self == Int64.self { return try encode(value as! Int64, forKey: key) }
    if V.self == Int.self { return try encode(value as! Int, forKey: key) }
    if V.self == Bool.self { return try encode(value as! Bool, forKey: key) }
    try encode(value, forKey: key)
  }
}

extension UnkeyedEncodingContainer {
  @inlinable @inline(__always)
  package mutating func _encodeValue<V: Encodable>(_ value: V) throws {
    if V.self == String.self { return try encode(value as! String) }
    if V.self == Double.self { return try encode(value as! Double) }
    if V.self == Int64.self { return try encode(value as! Int64) }
    if V.self == Int.self { return try encode(value as! Int) }
    if V.self == Bool.self { return try encode(value as! Bool) }
    try encode(value)
  }
}

extension SingleValueEncodingContainer {
  @inlinable @inline(__always)
  package mutating func _encodeValue<V: Encodable>(_ value: V) throws {
    if V.self == String.self { return try encode(value as! String) }
    if V.self == Double.self { return try encode(value as! Double) }
    if V.self == Int64.self { return try encode(value as! Int64) }
    if V.self == Int.self { return try encode(value as! Int) }
    if V.self == Bool.self { return try encode(value as! Bool) }
    try encode(value)
  }
}

// A transform's coding value: in place when the transform's traits say its coding value is
// `ContainerCodable` (the cast then names the type it was just declared to be, and folds away once
// specialized), else as any value.

extension KeyedDecodingContainer {
  @inlinable @inline(__always)
  package func _decodeCodingValue<T: CodingTransform>(of transform: T.Type, forKey key: Key)
    throws -> T.CodingValue
  {
    guard T._traits.contains(.codesValueInPlace) else {
      return try _decodeValue(T.CodingValue.self, forKey: key)
    }
    func decode<Coding: ContainerCodable>(_: Coding.Type) throws -> T.CodingValue {
      try Coding(from: self, forKey: key) as! T.CodingValue
    }
    return try _openExistential(T.CodingValue.self as! any ContainerCodable.Type, do: decode)
  }

  @inlinable @inline(__always)
  package func _decodeCodingValueIfPresent<T: CodingTransform>(
    of transform: T.Type, forKey key: Key
  ) throws -> T.CodingValue? {
    guard T._traits.contains(.codesValueInPlace) else {
      return try _decodeValueIfPresent(T.CodingValue.self, forKey: key)
    }
    func decode<Coding: ContainerCodable>(_: Coding.Type) throws -> T.CodingValue? {
      try Coding.decodeIfPresent(from: self, forKey: key).map { $0 as! T.CodingValue }
    }
    return try _openExistential(T.CodingValue.self as! any ContainerCodable.Type, do: decode)
  }
}

extension KeyedEncodingContainer {
  @inlinable @inline(__always)
  package mutating func _encodeCodingValue<T: CodingTransform>(
    _ codingValue: T.CodingValue, of transform: T.Type, forKey key: Key
  ) throws {
    guard T._traits.contains(.codesValueInPlace) else {
      return try _encodeValue(codingValue, forKey: key)
    }
    func encode<Coding: ContainerCodable>(_: Coding.Type) throws {
      try (codingValue as! Coding).encode(to: &self, forKey: key)
    }
    try _openExistential(T.CodingValue.self as! any ContainerCodable.Type, do: encode)
  }
}

/// Reads a transform's coding value as the next element of `container`, whose own value has
/// `context`.
@inlinable @inline(__always)
package func _decodeCodingValue<T: CodingTransform>(
  of transform: T.Type, from container: inout any UnkeyedDecodingContainer,
  in context: DecodingContext
) throws -> T.CodingValue {
  guard T._traits.contains(.codesValueInPlace) else {
    return try container._decodeValue(T.CodingValue.self)
  }
  func decode<Coding: ContainerCodable>(_: Coding.Type) throws -> T.CodingValue {
    try Coding(from: &container, in: context) as! T.CodingValue
  }
  return try _openExistential(T.CodingValue.self as! any ContainerCodable.Type, do: decode)
}

/// Writes a transform's coding value as the next element of `container`.
@inlinable @inline(__always)
package func _encodeCodingValue<T: CodingTransform>(
  _ codingValue: T.CodingValue, of transform: T.Type,
  to container: inout any UnkeyedEncodingContainer
) throws {
  guard T._traits.contains(.codesValueInPlace) else {
    return try container._encodeValue(codingValue)
  }
  func encode<Coding: ContainerCodable>(_: Coding.Type) throws {
    try (codingValue as! Coding).encode(to: &container)
  }
  try _openExistential(T.CodingValue.self as! any ContainerCodable.Type, do: encode)
}
