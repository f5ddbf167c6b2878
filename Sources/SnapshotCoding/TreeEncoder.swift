// swift-format-ignore-file: NeverForceUnwrap
// Each `as! X` below casts a value to the type `T` was just compared equal to.

@_exported import CodableTransformsCore
import DateCoding
import FirebaseContract
import Foundation
import GeoPointCoding

// The `Encoder` behind `SnapshotEncoder`.
//
// One `TreeEncoder` serves a whole encoding, like `TreeDecoder`: encoding a nested value saves the
// encoder's slot, runs `value.encode(to: self)` and takes what the value wrote. Keyed and unkeyed
// containers write into small reference boxes, turned into `[String: Any]` and `[Any]` once the
// value is done; nested containers and super encoders are kept aside and resolved at that point,
// so the common path never scans a finished object again.

/// What every encoder of one encoding shares.
final class TreeEncodingState {
  let options: SnapshotEncoder
  let userInfo: [CodingUserInfoKey: Any]
  let convertsKeys: Bool
  let snakeCase = SnakeCaseCache()
  /// The first misuse of the `Encoder` protocol (two containers for one value), which cannot throw
  /// where it happens; reported when the encoding ends.
  var misuse: EncodingError?
  /// The types stored in the tree as themselves: `nativeTypes` and the Firebase SDK's types of
  /// `FirebaseNativeTypes`; `nil` when there are none, the common case.
  let passthrough: Set<ObjectIdentifier>?

  init(options: SnapshotEncoder, userInfo: [CodingUserInfoKey: Any]) {
    self.options = options
    self.userInfo = userInfo
    passthrough = passthroughTypes(options.nativeTypes, userInfo: userInfo)
    if case .convertToSnakeCase = options.keyEncodingStrategy {
      convertsKeys = true
    } else {
      convertsKeys = false
    }
  }

  func recordMisuse(_ description: String, at node: CodingPathNode) {
    guard misuse == nil else { return }
    misuse = .invalidValue(
      description, EncodingError.Context(codingPath: node.path, debugDescription: description))
  }

  func throwIfMisused() throws {
    if let misuse { throw misuse }
  }
}

/// A value that is still being written.
enum PendingValue {
  case object(ObjectBox)
  case array(ArrayBox)
  case encoder(TreeEncoder)

  func resolve() -> Any {
    switch self {
    case .object(let box): box.finish()
    case .array(let box): box.finish()
    case .encoder(let encoder): encoder.finish()
    }
  }
}

final class ObjectBox {
  var members: [String: Any] = [:]
  var pending: [(key: String, value: PendingValue)] = []

  func finish() -> [String: Any] {
    for (key, value) in pending { members[key] = value.resolve() }
    pending = []
    return members
  }
}

final class ArrayBox {
  var elements: [Any] = []
  var pending: [(index: Int, value: PendingValue)] = []

  func finish() -> [Any] {
    for (index, value) in pending { elements[index] = value.resolve() }
    pending = []
    return elements
  }
}

/// What a value wrote.
enum EncodedSlot {
  case empty
  case value(Any)
  case object(ObjectBox)
  case array(ArrayBox)
}

final class TreeEncoder: Encoder {
  let state: TreeEncodingState
  private(set) var node: CodingPathNode
  private var depth: Int
  private var slot: EncodedSlot = .empty

  init(state: TreeEncodingState, node: CodingPathNode, depth: Int) {
    self.state = state
    self.node = node
    self.depth = depth
  }

  var codingPath: [any CodingKey] { node.path }
  var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

  /// What this encoder's value wrote; an empty object when it wrote nothing.
  func finish() -> Any {
    switch slot {
    case .empty: [String: Any]()
    case .value(let value): value
    case .object(let box): box.finish()
    case .array(let box): box.finish()
    }
  }

  // MARK: Containers

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let box: ObjectBox
    switch slot {
    case .object(let existing):
      box = existing
    case .empty:
      box = ObjectBox()
      slot = .object(box)
    case .value, .array:
      state.recordMisuse(
        "A keyed container was requested for a value that already encoded something else",
        at: node)
      box = ObjectBox()
    }
    return KeyedEncodingContainer(
      TreeKeyedEncodingContainer<Key>(
        encoder: self, box: box, node: node, convertsKeys: state.convertsKeys))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let box: ArrayBox
    switch slot {
    case .array(let existing):
      box = existing
    case .empty:
      box = ArrayBox()
      slot = .array(box)
    case .value, .object:
      state.recordMisuse(
        "An unkeyed container was requested for a value that already encoded something else",
        at: node)
      box = ArrayBox()
    }
    return TreeUnkeyedEncodingContainer(encoder: self, box: box, node: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    self
  }

  fileprivate func store(_ value: Any) {
    guard case .empty = slot else {
      return state.recordMisuse("A value was encoded twice at the same path", at: node)
    }
    slot = .value(value)
  }

  /// A separate encoder for `superEncoder`, resolved when its parent finishes.
  func detachedEncoder(node: CodingPathNode) -> TreeEncoder {
    TreeEncoder(state: state, node: node, depth: depth + 1)
  }

  // MARK: Wrapping

  /// The tree value of any encodable value.
  func wrap<T: Encodable>(_ value: T, node: CodingPathNode, key: (any CodingKey)?) throws -> Any {
    if T.self == String.self { return value }
    if T.self == Int.self { return value }
    if T.self == Double.self { return value }
    if T.self == Bool.self { return value }
    if T.self == Date.self { return try box(value as! Date, node: node, key: key) }
    if T.self == Data.self { return try box(value as! Data, node: node, key: key) }
    if T.self == URL.self { return (value as! URL).absoluteString }
    if T.self == Decimal.self { return value }
    if T.self == SnapshotValue.self {
      return (value as! SnapshotValue).treeValue(
        natives: FirebaseNativeTypes.current(in: state.userInfo))
    }
    if let passthrough = state.passthrough, passthrough.contains(ObjectIdentifier(T.self)) {
      return value
    }
    if T.self == GeoPoint.self, let point = try box(value as! GeoPoint, node: node, key: key) {
      return point
    }
    if T.self == Timestamp.self,
      let timestamp = try box(value as! Timestamp, node: node, key: key)
    {
      return timestamp
    }
    if T.self == PlaceholderRequest.self {
      return (value as! PlaceholderRequest).placeholder.make()
    }
    if let number = integerTreeValue(value) { return number }
    if T.self == Float.self { return Double(value as! Float) }
    // The metatype is tested first: a value cast is only made when it cannot fail (see
    // `isObject`).
    if T.self is any TreeEncodableStringDictionary.Type,
      let dictionary = value as? any TreeEncodableStringDictionary
    {
      return try encodeStringDictionary(dictionary, node: node.appending(key))
    }
    return try push(value, node: node.appending(key))
  }

  /// Integers of every width as `Int` when they fit, else as themselves.
  @inline(__always)
  private func integerTreeValue<T>(_ value: T) -> Any? {
    // `T` is compared before any cast (see `isObject`).
    if T.self == Int64.self { return (value as! Int64).treeValue }
    if T.self == Int32.self { return Int(value as! Int32) }
    if T.self == Int16.self { return Int(value as! Int16) }
    if T.self == Int8.self { return Int(value as! Int8) }
    if T.self == UInt.self { return (value as! UInt).treeValue }
    if T.self == UInt64.self { return (value as! UInt64).treeValue }
    if T.self == UInt32.self { return (value as! UInt32).treeValue }
    if T.self == UInt16.self { return Int(value as! UInt16) }
    if T.self == UInt8.self { return Int(value as! UInt8) }
    return nil
  }

  /// Encodes `[String: Value]` as an object, keys unchanged.
  private func encodeStringDictionary(
    _ dictionary: any TreeEncodableStringDictionary, node: CodingPathNode
  ) throws -> Any {
    guard depth < state.options.maximumDepth else {
      throw EncodingError.invalidValue(
        dictionary,
        EncodingError.Context(
          codingPath: node.path,
          debugDescription:
            "The value nests deeper than \(state.options.maximumDepth) levels (maximumDepth)"))
    }
    depth += 1
    defer { depth -= 1 }
    return try dictionary.encodeTreeObject(encoder: self, node: node)
  }

  private func push<T: Encodable>(_ value: T, node: CodingPathNode) throws -> Any {
    guard depth < state.options.maximumDepth else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: node.path,
          debugDescription:
            "The value nests deeper than \(state.options.maximumDepth) levels (maximumDepth)"))
    }
    let saved = (slot, self.node)
    slot = .empty
    self.node = node
    depth += 1
    defer {
      (slot, self.node) = saved
      depth -= 1
    }
    try value.encode(to: self)
    return finish()
  }

  func box(_ date: Date, node: CodingPathNode, key: (any CodingKey)?) throws -> Any {
    switch state.options.dateEncodingStrategy {
    case .native:
      return date
    case .secondsSince1970:
      return try transformed(".secondsSince1970", node: node, key: key) {
        try SecondsSince1970Transform.encode(date)
      }
    case .millisecondsSince1970:
      let number = try transformed(".millisecondsSince1970", node: node, key: key) {
        try MillisecondsSince1970Transform.encode(date)
      }
      return Int(exactly: number.milliseconds).map { $0 as Any } ?? number.milliseconds
    case .iso8601:
      return try transformed(".iso8601", node: node, key: key) {
        try ISO8601DateTransform.encode(date)
      }
    case .timestamp:
      let timestamp = try transformed(".timestamp", node: node, key: key) {
        try TimestampDateTransform.encode(date)
      }
      return try wrap(timestamp, node: node, key: key)
    case .firestoreTimestamp:
      let timestamp = try transformed(".firestoreTimestamp", node: node, key: key) {
        try TimestampDateTransform.encode(date).roundedToMicroseconds()
      }
      return try wrap(timestamp, node: node, key: key)
    case .custom(let convert):
      return try custom(convert, date, node: node, key: key)
    }
  }

  /// The tree value of a timestamp, or `nil` to encode its fields through its `Codable`
  /// conformance (which checks it).
  func box(_ timestamp: Timestamp, node: CodingPathNode, key: (any CodingKey)?) throws -> Any? {
    switch state.options.timestampEncodingStrategy {
    case .fields:
      return nil
    case .value:
      guard timestamp.isValid else {
        throw EncodingError.invalidValue(
          timestamp,
          EncodingError.Context(
            codingPath: node.path(appending: key),
            debugDescription: "\(timestamp) is not a valid timestamp: nanoseconds must be in "
              + "0...999999999 and the instant in the years 0001–9999"))
      }
      return timestamp
    case .custom(let convert):
      return try custom(convert, timestamp, node: node, key: key)
    }
  }

  /// Runs a `DateCoding` transform; its errors become `EncodingError.invalidValue` at the value,
  /// their message prefixed with the strategy.
  private func transformed<R>(
    _ strategy: String, node: CodingPathNode, key: (any CodingKey)?, _ body: () throws -> R
  ) throws -> R {
    do {
      return try body()
    } catch EncodingError.invalidValue(let value, let context) {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: node.path(appending: key) + context.codingPath,
          debugDescription: "dateEncodingStrategy \(strategy): \(context.debugDescription)",
          underlyingError: context.underlyingError))
    } catch {
      throw EncodingError.invalidValue(
        "\(error)",
        EncodingError.Context(
          codingPath: node.path(appending: key),
          debugDescription:
            "dateEncodingStrategy \(strategy): \((error as? TransformError)?.message ?? "\(error)")",
          underlyingError: error))
    }
  }

  /// The tree value of a point, or `nil` to encode its fields through its `Codable` conformance.
  func box(_ point: GeoPoint, node: CodingPathNode, key: (any CodingKey)?) throws -> Any? {
    switch state.options.geoPointEncodingStrategy {
    case .fields: return nil
    case .value: return point
    case .custom(let convert): return try custom(convert, point, node: node, key: key)
    }
  }

  func box(_ data: Data, node: CodingPathNode, key: (any CodingKey)?) throws -> Any {
    switch state.options.dataEncodingStrategy {
    case .native: return data
    case .base64: return data.base64EncodedString()
    case .custom(let convert): return try custom(convert, data, node: node, key: key)
    }
  }

  private func custom<V>(
    _ convert: @Sendable (V) throws -> Any, _ value: V, node: CodingPathNode, key: (any CodingKey)?
  ) throws -> Any {
    do {
      return try convert(value)
    } catch let error as EncodingError {
      throw error
    } catch {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: node.path(appending: key), debugDescription: "\(error)",
          underlyingError: error))
    }
  }

}

// MARK: - Single value

extension TreeEncoder: SingleValueEncodingContainer {
  func encodeNil() throws { store(NSNull()) }
  func encode(_ value: Bool) throws { store(value) }
  func encode(_ value: String) throws { store(value) }
  func encode(_ value: Double) throws { store(value) }
  func encode(_ value: Float) throws { store(Double(value)) }
  func encode(_ value: Int) throws { store(value) }
  func encode(_ value: Int8) throws { store(Int(value)) }
  func encode(_ value: Int16) throws { store(Int(value)) }
  func encode(_ value: Int32) throws { store(Int(value)) }
  func encode(_ value: Int64) throws { store(value.treeValue) }
  func encode(_ value: UInt) throws { store(value.treeValue) }
  func encode(_ value: UInt8) throws { store(Int(value)) }
  func encode(_ value: UInt16) throws { store(Int(value)) }
  func encode(_ value: UInt32) throws { store(value.treeValue) }
  func encode(_ value: UInt64) throws { store(value.treeValue) }
  func encode<T: Encodable>(_ value: T) throws {
    // The single value of a level is the level itself: encode it at the same path.
    store(try wrap(value, node: node, key: nil))
  }
}

extension FixedWidthInteger {
  /// The integer as an `Int` when it fits, else as itself.
  var treeValue: Any {
    Int(exactly: self).map { $0 as Any } ?? self
  }
}
