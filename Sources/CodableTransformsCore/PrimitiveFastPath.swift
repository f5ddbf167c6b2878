// swift-format-ignore-file: NeverForceUnwrap
// Each `as!` below casts a value to the type it was just checked to be; specialized, it folds away.

// Fast paths for coding values that are primitives.
//
// Coders implement a concrete method per primitive (`decode(_: String.Type, forKey:)`), while the
// generic `decode<T: Decodable>` builds a nested decoder and a single-value container for every
// value — the cost that makes a naive wrapper 1.25–1.65× slower than hand-written Codable. A
// transform's `CodingValue` is generic here, so these helpers pick the concrete method when it is
// one of the primitives the catalogue uses. Once specialized into the caller, the type checks
// fold away and what remains is exactly the call a hand-written `init(from:)` makes.

extension KeyedDecodingContainer {
  @inlinable @inline(__always)
  package func _decodeCodingValue<V: Decodable>(_ type: V.Type, forKey key: Key) throws -> V {
    if V.self == String.self { return try decode(String.self, forKey: key) as! V }
    if V.self == Double.self { return try decode(Double.self, forKey: key) as! V }
    if V.self == Int64.self { return try decode(Int64.self, forKey: key) as! V }
    if V.self == Int.self { return try decode(Int.self, forKey: key) as! V }
    if V.self == Bool.self { return try decode(Bool.self, forKey: key) as! V }
    return try decode(V.self, forKey: key)
  }

  @inlinable @inline(__always)
  package func _decodeCodingValueIfPresent<V: Decodable>(_ type: V.Type, forKey key: Key) throws
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
  package mutating func _decodeCodingValue<V: Decodable>(_ type: V.Type) throws -> V {
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
  package func _decodeCodingValue<V: Decodable>(_ type: V.Type) throws -> V {
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
  package mutating func _encodeCodingValue<V: Encodable>(_ value: V, forKey key: Key) throws {
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
  package mutating func _encodeCodingValue<V: Encodable>(_ value: V) throws {
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
  package mutating func _encodeCodingValue<V: Encodable>(_ value: V) throws {
    if V.self == String.self { return try encode(value as! String) }
    if V.self == Double.self { return try encode(value as! Double) }
    if V.self == Int64.self { return try encode(value as! Int64) }
    if V.self == Int.self { return try encode(value as! Int) }
    if V.self == Bool.self { return try encode(value as! Bool) }
    try encode(value)
  }
}
