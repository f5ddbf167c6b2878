@_exported import CodableTransformsCore
import Foundation

// The keyed and unkeyed containers of `TreeDecoder`. Every read looks the value up once, converts
// it with the decoder's concrete `unbox…` methods, and builds a coding path only for an error.

struct TreeKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: TreeDecoder
  let object: [String: Any]
  let node: CodingPathNode
  let convertsKeys: Bool
  let bound: BoundKeys?

  var codingPath: [any CodingKey] { node.path }

  /// The keys that `Key` can represent; each is bound, the others stay unknown (a type that
  /// lists its keys — a `DocumentID` looking for the decoder's `userInfo` — does not hide a
  /// misspelled one).
  var allKeys: [Key] {
    object.keys.compactMap { wireKey in
      let key: Key?
      if convertsKeys {
        key = Key(stringValue: camelCase(wireKey)) ?? Key(stringValue: wireKey)
      } else {
        key = Key(stringValue: wireKey)
      }
      if key != nil { bound?.bind(wireKey) }
      return key
    }
  }

  /// The value for `key`, binding the key that was found.
  @inline(__always)
  private func lookUp(_ key: Key) -> Any? {
    let name = key.stringValue
    if convertsKeys {
      let converted = decoder.state.snakeCase.convert(name)
      if let value = object[converted] {
        bound?.bind(converted)
        return value
      }
    }
    guard let value = object[name] else { return nil }
    bound?.bind(name)
    return value
  }

  private func keyNotFound(_ key: Key) -> DecodingError {
    let name = key.stringValue
    let converted = convertsKeys ? decoder.state.snakeCase.convert(name) : name
    let description =
      converted == name
      ? "No value for the key '\(name)'"
      : "No value for the key '\(converted)' (or '\(name)')"
    return .keyNotFound(
      key, DecodingError.Context(codingPath: node.path, debugDescription: description))
  }

  @inline(__always)
  private func value(for key: Key) throws -> Any {
    guard let value = lookUp(key) else { throw keyNotFound(key) }
    return value
  }

  func contains(_ key: Key) -> Bool {
    lookUp(key) != nil
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    isNull(try value(for: key))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder.unboxBool(value(for: key), node: node, key: key)
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder.unboxString(value(for: key), node: node, key: key)
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder.unboxDouble(value(for: key), node: node, key: key)
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder.unboxFloat(value(for: key), node: node, key: key)
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder.unboxInteger(value(for: key), as: type, node: node, key: key)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.unbox(value(for: key), as: T.self, node: node, key: key)
  }

  // The `IfPresent` variants look the key up once instead of three times (`contains`,
  // `decodeNil`, `decode`), which is what the protocol's default implementations do.

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    guard let value = lookUp(key), !isNull(value) else { return nil }
    return try decoder.unboxBool(value, node: node, key: key)
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let value = lookUp(key), !isNull(value) else { return nil }
    return try decoder.unboxString(value, node: node, key: key)
  }

  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    guard let value = lookUp(key), !isNull(value) else { return nil }
    return try decoder.unboxDouble(value, node: node, key: key)
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    guard let value = lookUp(key), !isNull(value) else { return nil }
    return try decoder.unboxInteger(value, as: type, node: node, key: key)
  }

  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    guard let value = lookUp(key), !isNull(value) else { return nil }
    return try decoder.unboxInteger(value, as: type, node: node, key: key)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = lookUp(key), !isNull(value) else { return nil }
    return try decoder.unbox(value, as: T.self, node: node, key: key)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let nestedNode = node.appending(key)
    let nested = try decoder.unboxObject(value(for: key), node: node, key: key)
    return KeyedDecodingContainer(
      TreeKeyedDecodingContainer<NestedKey>(
        decoder: decoder, object: nested, node: nestedNode, convertsKeys: convertsKeys,
        bound: bound?.child(
          boundKey(key), object: nested, node: nestedNode, state: decoder.state)))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    TreeUnkeyedDecodingContainer(
      decoder: decoder, array: try decoder.unboxArray(value(for: key), node: node, key: key),
      node: node.appending(key))
  }

  func superDecoder() throws -> any Decoder {
    try superDecoder(key: SnapshotCodingKey(stringValue: "super"), wireKey: "super")
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    let wireKey = convertsKeys ? decoder.state.snakeCase.convert(key.stringValue) : key.stringValue
    return try superDecoder(key: key, wireKey: object[wireKey] == nil ? key.stringValue : wireKey)
  }

  private func superDecoder(key: any CodingKey, wireKey: String) throws -> any Decoder {
    // Like Foundation's decoders, a missing key gives a decoder positioned at `null`.
    let member = object[wireKey] ?? NSNull()
    bound?.bind(wireKey)
    return decoder.detachedDecoder(
      for: member, node: node.appending(key), parent: (object, node, bound), wireKey: wireKey)
  }

  /// The wire key `lookUp` found for `key` (which it has just bound).
  private func boundKey(_ key: Key) -> String {
    let name = key.stringValue
    guard convertsKeys else { return name }
    let converted = decoder.state.snakeCase.convert(name)
    return object[converted] != nil ? converted : name
  }

  /// `"tested_value"` → `"testedValue"`: the declared key a snake-case wire key most likely came
  /// from, for `allKeys`.
  private func camelCase(_ wireKey: String) -> String {
    guard wireKey.contains("_") else { return wireKey }
    let leading = wireKey.prefix { $0 == "_" }
    let trailing = wireKey.reversed().prefix { $0 == "_" }
    let core = wireKey.dropFirst(leading.count).dropLast(trailing.count)
    guard !core.isEmpty else { return wireKey }
    let words = core.split(separator: "_", omittingEmptySubsequences: true)
    let joined =
      (words.first.map(String.init) ?? "")
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return leading + joined + String(trailing)
  }
}

struct TreeUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let decoder: TreeDecoder
  let array: [Any]
  let node: CodingPathNode
  private(set) var currentIndex = 0

  init(decoder: TreeDecoder, array: [Any], node: CodingPathNode) {
    self.decoder = decoder
    self.array = array
    self.node = node
  }

  var codingPath: [any CodingKey] { node.path }
  var count: Int? { array.count }
  var isAtEnd: Bool { currentIndex >= array.count }

  private var indexKey: IndexKey { IndexKey(currentIndex) }

  /// The current element; a failed decode does not advance, like Foundation's containers.
  @inline(__always)
  private func current(_ type: Any.Type) throws -> Any {
    guard currentIndex < array.count else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: node.path + [indexKey],
          debugDescription: "The array has no element at index \(currentIndex)"))
    }
    return array[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard isNull(try current(Any?.self)) else { return false }
    currentIndex += 1
    return true
  }

  /// Reads the current element and advances only when that succeeded.
  @inline(__always)
  private mutating func advance<T>(_ value: T) -> T {
    currentIndex += 1
    return value
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    advance(try decoder.unboxBool(current(type), node: node, key: indexKey))
  }

  mutating func decode(_ type: String.Type) throws -> String {
    advance(try decoder.unboxString(current(type), node: node, key: indexKey))
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    advance(try decoder.unboxDouble(current(type), node: node, key: indexKey))
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    advance(try decoder.unboxFloat(current(type), node: node, key: indexKey))
  }

  mutating func decode(_ type: Int.Type) throws -> Int {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode(_ type: UInt.Type) throws -> UInt {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    advance(try decoder.unboxInteger(current(type), as: type, node: node, key: indexKey))
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    advance(try decoder.unbox(current(type), as: T.self, node: node, key: indexKey))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let key = indexKey
    let nestedNode = node.appending(key)
    let object = try decoder.unboxObject(
      current(KeyedDecodingContainer<NestedKey>.self), node: node, key: key)
    var bound: BoundKeys?
    if decoder.state.rejectsUnknownKeys {
      let keys = BoundKeys(object: object, node: nestedNode)
      decoder.state.detachedLevels.append(keys)
      bound = keys
    }
    return advance(
      KeyedDecodingContainer(
        TreeKeyedDecodingContainer<NestedKey>(
          decoder: decoder, object: object, node: nestedNode,
          convertsKeys: decoder.state.convertsKeys, bound: bound)))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let key = indexKey
    let array = try decoder.unboxArray(
      current((any UnkeyedDecodingContainer).self), node: node, key: key)
    return advance(
      TreeUnkeyedDecodingContainer(decoder: decoder, array: array, node: node.appending(key)))
  }

  mutating func superDecoder() throws -> any Decoder {
    let key = indexKey
    let value = try current((any Decoder).self)
    return advance(decoder.detachedDecoder(for: value, node: node.appending(key), parent: nil))
  }
}
