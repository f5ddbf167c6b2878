import Foundation

// What a careful developer writes by hand in `init(from:)` and `encode(to:)`: read the primitive
// with the container's concrete method, convert it with the same function the library uses, and
// turn a rejection into `dataCorrupted` / `invalidValue` at the key. One helper per primitive,
// so that every call is the concrete one (a generic helper would call the coder's generic
// `decode(_:forKey:)`, a slower path no hand-written code takes).

extension KeyedDecodingContainer {
  @inline(__always)
  func converting<Value>(_ key: Key, _ convert: () throws -> Value) throws -> Value {
    do {
      return try convert()
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(error)")
    }
  }

  @inline(__always)
  func string<Value>(_ key: Key, _ convert: (String) throws -> Value) throws -> Value {
    let string = try decode(String.self, forKey: key)
    return try converting(key) { try convert(string) }
  }

  @inline(__always)
  func stringIfPresent<Value>(_ key: Key, _ convert: (String) throws -> Value) throws -> Value? {
    guard let string = try decodeIfPresent(String.self, forKey: key) else { return nil }
    return try converting(key) { try convert(string) }
  }

  @inline(__always)
  func double<Value>(_ key: Key, _ convert: (Double) throws -> Value) throws -> Value {
    let number = try decode(Double.self, forKey: key)
    return try converting(key) { try convert(number) }
  }

  @inline(__always)
  func doubleIfPresent<Value>(_ key: Key, _ convert: (Double) throws -> Value) throws -> Value? {
    guard let number = try decodeIfPresent(Double.self, forKey: key) else { return nil }
    return try converting(key) { try convert(number) }
  }

  @inline(__always)
  func int<Value>(_ key: Key, _ convert: (Int) throws -> Value) throws -> Value {
    let number = try decode(Int.self, forKey: key)
    return try converting(key) { try convert(number) }
  }

  @inline(__always)
  func intIfPresent<Value>(_ key: Key, _ convert: (Int) throws -> Value) throws -> Value? {
    guard let number = try decodeIfPresent(Int.self, forKey: key) else { return nil }
    return try converting(key) { try convert(number) }
  }
}

extension KeyedEncodingContainer {
  @inline(__always)
  func converting<Value, Coded>(_ value: Value, _ key: Key, _ convert: (Value) throws -> Coded)
    throws -> Coded
  {
    do {
      return try convert(value)
    } catch {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: codingPath + [key], debugDescription: "\(error)"))
    }
  }

  @inline(__always)
  mutating func string<Value>(_ value: Value, _ key: Key, _ convert: (Value) throws -> String)
    throws
  {
    try encode(try converting(value, key, convert), forKey: key)
  }

  @inline(__always)
  mutating func stringIfPresent<Value>(
    _ value: Value?, _ key: Key, _ convert: (Value) throws -> String
  ) throws {
    guard let value else { return }
    try encode(try converting(value, key, convert), forKey: key)
  }

  @inline(__always)
  mutating func double<Value>(_ value: Value, _ key: Key, _ convert: (Value) throws -> Double)
    throws
  {
    try encode(try converting(value, key, convert), forKey: key)
  }

  @inline(__always)
  mutating func doubleIfPresent<Value>(
    _ value: Value?, _ key: Key, _ convert: (Value) throws -> Double
  ) throws {
    guard let value else { return }
    try encode(try converting(value, key, convert), forKey: key)
  }

  @inline(__always)
  mutating func int<Value>(_ value: Value, _ key: Key, _ convert: (Value) throws -> Int) throws {
    try encode(try converting(value, key, convert), forKey: key)
  }

  @inline(__always)
  mutating func intIfPresent<Value>(
    _ value: Value?, _ key: Key, _ convert: (Value) throws -> Int
  ) throws {
    guard let value else { return }
    try encode(try converting(value, key, convert), forKey: key)
  }
}

/// The four keys of every record: two values, an optional that is present, one that is `nil`.
///
/// Without a raw type, like the `CodingKeys` the compiler writes for the wrapped models, so that
/// both sides look keys up with the same synthesized `stringValue`.
enum FourKeys: CodingKey {
  case a, b, c, d
}
