// swift-format-ignore-file: NeverForceUnwrap
// Each `as! T` below casts a value to the type `T` was just compared equal to.

@_exported import CodableTransformsCore
import DateCoding
import FirebaseContract
import Foundation
import GeoPointCoding

// The `Decoder` behind `SnapshotDecoder`.
//
// One `TreeDecoder` serves a whole decoding: decoding a nested value saves its position, points it
// at the nested value, runs `T(from: self)` and restores it — no decoder per value. Containers
// capture the object or array they read and their coding path as a `CodingPathNode`, so the path
// array is only built for errors. Strings, numbers and Booleans are read with concrete methods that
// cast once; `Date`, `Data`, `URL`, `Decimal` and `SnapshotValue` are converted directly.

/// What every decoder of one decoding shares.
final class TreeDecodingState {
  let options: SnapshotDecoder
  let userInfo: [CodingUserInfoKey: Any]
  let convertsKeys: Bool
  let rejectsUnknownKeys: Bool
  let snakeCase = SnakeCaseCache()
  /// Unknown keys found so far, each with its full path.
  var unknownKeys: [[any CodingKey]] = []
  /// Objects read through `superDecoder`, checked for unknown keys at the end.
  var detachedLevels: [BoundKeys] = []
  /// The types the tree holds as themselves: `nativeTypes` and the Firebase SDK's types of
  /// `FirebaseNativeTypes`; `nil` when there are none, the common case.
  let passthrough: Set<ObjectIdentifier>?

  init(options: SnapshotDecoder, userInfo: [CodingUserInfoKey: Any]) {
    self.options = options
    self.userInfo = userInfo
    passthrough = passthroughTypes(options.nativeTypes, userInfo: userInfo)
    if case .convertFromSnakeCase = options.keyDecodingStrategy {
      convertsKeys = true
    } else {
      convertsKeys = false
    }
    if case .reject = options.unknownKeys {
      rejectsUnknownKeys = true
    } else {
      rejectsUnknownKeys = false
    }
  }

  func collectUnknownKeys(of level: BoundKeys) {
    let unknown = level.unknownKeys()
    guard !unknown.isEmpty else { return }
    let path = level.node.path
    for key in unknown {
      unknownKeys.append(path + [SnapshotCodingKey(stringValue: key)])
    }
  }

  func throwIfUnknownKeys() throws {
    for level in detachedLevels { collectUnknownKeys(of: level) }
    detachedLevels = []
    guard let first = unknownKeys.first else { return }
    let error = SnapshotDecoder.UnknownKeysError(
      codingPaths: unknownKeys.map { $0.map(SnapshotCodingKey.init) })
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: first,
        debugDescription:
          "\(error); no decoded type binds \(unknownKeys.count == 1 ? "it" : "them")"
          + " (unknownKeys is .reject)",
        underlyingError: error))
  }
}

/// The keys of one object and which of them a type has bound, for `unknownKeys: .reject`.
final class BoundKeys {
  let object: [String: Any]
  let node: CodingPathNode
  private var bound: Set<String> = []
  private var boundAll = false

  init(object: [String: Any], node: CodingPathNode) {
    self.object = object
    self.node = node
  }

  func bind(_ key: String) {
    if !boundAll { bound.insert(key) }
  }

  func bindAll() {
    boundAll = true
  }

  /// The keys of the object at `key`, shared by every nested container and super decoder that
  /// reads it, and checked when the decoding ends.
  func child(_ key: String, object: [String: Any], node: CodingPathNode, state: TreeDecodingState)
    -> BoundKeys
  {
    if let existing = children[key] { return existing }
    let keys = BoundKeys(object: object, node: node)
    children[key] = keys
    state.detachedLevels.append(keys)
    return keys
  }

  private var children: [String: BoundKeys] = [:]

  func unknownKeys() -> [String] {
    guard !boundAll else { return [] }
    return FirebaseKeyOrder.sorted(object.keys.filter { !bound.contains($0) })
  }
}

final class TreeDecoder: Decoder, ServerTimestampPlaceholderRecognizing {
  let state: TreeDecodingState
  private(set) var value: Any
  private(set) var node: CodingPathNode
  private var depth: Int
  /// The keys bound at the current level, when unknown keys are rejected.
  private var level: BoundKeys?
  /// For a decoder from `superDecoder(forKey:)`: the object that holds the key, so that
  /// `UnknownFields` can see its siblings.
  private(set) var parent: (object: [String: Any], node: CodingPathNode, bound: BoundKeys?)?
  /// For a decoder from `superDecoder`: the depth of its own value.
  private var detachedDepth: Int?
  /// For a decoder from `superDecoder(forKey:)`: the bound keys of the object holding it, and the
  /// key, so that its own object's keys are shared with other readers of it.
  private var detachedFrom: (BoundKeys, String)?

  init(state: TreeDecodingState, value: Any, node: CodingPathNode, depth: Int) {
    self.state = state
    self.value = value
    self.node = node
    self.depth = depth
  }

  var codingPath: [any CodingKey] { node.path }
  var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

  var holdsServerTimestampPlaceholder: Bool {
    state.options.serverTimestampPlaceholder?.matches(value) ?? false
  }

  // MARK: Containers

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let object = try unboxObject(value, node: node, key: nil)
    var bound: BoundKeys?
    if state.rejectsUnknownKeys {
      if let level {
        bound = level
      } else {
        let keys: BoundKeys
        if depth == detachedDepth, let (parentKeys, key) = detachedFrom {
          // A decoder from `superDecoder(forKey:)` is never popped: its object is checked at the
          // end, together with any other reader of the same object.
          keys = parentKeys.child(key, object: object, node: node, state: state)
        } else if depth == detachedDepth {
          keys = BoundKeys(object: object, node: node)
          state.detachedLevels.append(keys)
        } else {
          keys = BoundKeys(object: object, node: node)
        }
        level = keys
        bound = keys
      }
    }
    return KeyedDecodingContainer(
      TreeKeyedDecodingContainer<Key>(
        decoder: self, object: object, node: node,
        convertsKeys: state.convertsKeys, bound: bound))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    TreeUnkeyedDecodingContainer(
      decoder: self, array: try unboxArray(value, node: node, key: nil), node: node)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    self
  }

  /// A new decoder for a value, sharing this decoding's state: for `superDecoder`.
  func detachedDecoder(
    for value: Any, node: CodingPathNode,
    parent: (object: [String: Any], node: CodingPathNode, bound: BoundKeys?)?,
    wireKey: String? = nil
  ) -> TreeDecoder {
    let decoder = TreeDecoder(state: state, value: value, node: node, depth: depth + 1)
    decoder.parent = parent
    decoder.detachedDepth = depth + 1
    if let bound = parent?.bound, let wireKey { decoder.detachedFrom = (bound, wireKey) }
    return decoder
  }

  // MARK: Nesting

  /// Decodes a nested value of a type the decoder does not convert itself.
  @inline(__always)
  private func push<T: Decodable>(
    _ value: Any, as type: T.Type, node: CodingPathNode
  ) throws -> T {
    guard depth < state.options.maximumDepth else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path,
          debugDescription:
            "The tree nests deeper than \(state.options.maximumDepth) levels (maximumDepth)"))
    }
    let saved = (self.value, self.node, self.level)
    let unknownKeyCount = state.unknownKeys.count
    self.value = value
    self.node = node
    self.level = nil
    depth += 1
    defer {
      (self.value, self.node, self.level) = saved
      depth -= 1
    }
    do {
      let result = try T(from: self)
      if let level { state.collectUnknownKeys(of: level) }
      return result
    } catch {
      // The value was not decoded: what it said about unknown keys no longer counts (a lossy
      // wrapper may drop it and go on).
      state.unknownKeys.removeSubrange(unknownKeyCount...)
      throw error
    }
  }

  // MARK: Unboxing

  /// Decodes any type from a tree value.
  func unbox<T: Decodable>(
    _ value: Any, as type: T.Type, node: CodingPathNode, key: (any CodingKey)?
  )
    throws -> T
  {
    // Types the decoder converts itself. Each test is a comparison of two metadata pointers.
    if T.self == String.self { return try unboxString(value, node: node, key: key) as! T }
    if T.self == Int.self {
      return try unboxInteger(value, as: Int.self, node: node, key: key) as! T
    }
    if T.self == Double.self { return try unboxDouble(value, node: node, key: key) as! T }
    if T.self == Bool.self { return try unboxBool(value, node: node, key: key) as! T }
    if T.self == Int64.self {
      return try unboxInteger(value, as: Int64.self, node: node, key: key) as! T
    }
    if T.self == Date.self { return try unboxDate(value, node: node, key: key) as! T }
    if T.self == Data.self { return try unboxData(value, node: node, key: key) as! T }
    if T.self == URL.self { return try unboxURL(value, node: node, key: key) as! T }
    if T.self == Decimal.self { return try unboxDecimal(value, node: node, key: key) as! T }
    if T.self == GeoPoint.self { return try unboxGeoPoint(value, node: node, key: key) as! T }
    if T.self == Timestamp.self { return try unboxTimestamp(value, node: node, key: key) as! T }
    if T.self == SnapshotValue.self {
      return try snapshotValue(value, node: node.appending(key), depth: depth) as! T
    }
    if let passthrough = state.passthrough, passthrough.contains(ObjectIdentifier(T.self)),
      let native = value as? T
    {
      return native
    }
    if let dictionary = T.self as? any TreeDecodableStringDictionary.Type {
      return try decodeStringDictionary(dictionary, from: value, node: node.appending(key)) as! T
    }
    return try push(value, as: T.self, node: node.appending(key))
  }

  /// Decodes `[String: Value]` from an object; every key is bound, as `allKeys` would bind it.
  private func decodeStringDictionary(
    _ type: any TreeDecodableStringDictionary.Type, from value: Any, node: CodingPathNode
  ) throws -> Any {
    guard depth < state.options.maximumDepth else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path,
          debugDescription:
            "The tree nests deeper than \(state.options.maximumDepth) levels (maximumDepth)"))
    }
    let object = try unboxObject(value, node: node, key: nil)
    depth += 1
    defer { depth -= 1 }
    return try type.decodeTreeObject(object, decoder: self, node: node)
  }

  func unboxObject(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws
    -> [String: Any]
  {
    switch readTreeObject(value) {
    case .object(let object):
      return object
    case .nonStringKey(let badKey):
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path(appending: key),
          debugDescription:
            "The object has the key '\(badKey)' of type \(type(of: badKey)); "
            + "snapshot keys must be strings"))
    case .notAnObject:
      throw mismatch([String: Any].self, expected: "an object", value, node: node, key: key)
    }
  }

  func unboxArray(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws -> [Any] {
    if type(of: value) == [Any].self, let array = value as? [Any] { return array }
    if isObject(value), value is NSArray, let array = value as? [Any] { return array }
    if type(of: value) is any AnyTreeArray.Type, let array = value as? any AnyTreeArray {
      return array.treeElements
    }
    throw mismatch([Any].self, expected: "an array", value, node: node, key: key)
  }

  @inline(__always)
  func unboxString(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws -> String {
    if let string = treeString(value) { return string }
    throw mismatch(String.self, expected: "a string", value, node: node, key: key)
  }

  @inline(__always)
  func unboxBool(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws -> Bool {
    if case .bool(let bool)? = TreeNumber(value) { return bool }
    throw mismatch(Bool.self, expected: "a Boolean", value, node: node, key: key)
  }

  @inline(__always)
  func unboxInteger<I: FixedWidthInteger>(
    _ value: Any, as type: I.Type, node: CodingPathNode, key: (any CodingKey)?
  ) throws -> I {
    guard let number = TreeNumber(value), !number.isBool else {
      throw mismatch(I.self, expected: "an integer (\(I.self))", value, node: node, key: key)
    }
    if let integer = number.integer(as: I.self) { return integer }
    let text = number.description.dropFirst("the number ".count)
    let reason =
      number.isWhole ? "does not fit in \(I.self)" : "is not an integer; expected \(I.self)"
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: node.path(appending: key), debugDescription: "'\(text)' \(reason)"))
  }

  @inline(__always)
  func unboxDouble(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws -> Double {
    if let number = TreeNumber(value), let double = number.double { return double }
    throw mismatch(Double.self, expected: "a number (Double)", value, node: node, key: key)
  }

  func unboxFloat(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws -> Float {
    let double = try unboxDouble(value, node: node, key: key)
    guard !double.isFinite || abs(double) <= Double(Float.greatestFiniteMagnitude) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path(appending: key),
          debugDescription: "'\(double)' does not fit in Float"))
    }
    return Float(double)
  }

  func unboxDecimal(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws -> Decimal {
    guard let number = TreeNumber(value), !number.isBool else {
      throw mismatch(Decimal.self, expected: "a number", value, node: node, key: key)
    }
    guard let decimal = number.decimal else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path(appending: key),
          debugDescription: "'\(number.description.dropFirst("the number ".count))' is not a "
            + "finite number; Decimal cannot hold it"))
    }
    return decimal
  }

  func unboxDate(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws -> Date {
    if let date = treeDate(value) { return date }
    if let native = value as? any FirebaseNativeTimestamp {
      // The Firebase SDK's timestamp, as Firestore's `data()` returns every stored date.
      let timestamp = try validTimestamp(
        Timestamp(seconds: native.seconds, nanoseconds: native.nanoseconds), node: node, key: key)
      return try TimestampDateTransform.decode(timestamp)
    }
    switch state.options.dateDecodingStrategy {
    case .native:
      throw mismatch(Date.self, expected: "a date", value, node: node, key: key)
    case .secondsSince1970:
      guard let seconds = TreeNumber(value)?.double else {
        throw mismatch(Date.self, expected: "a number of seconds", value, node: node, key: key)
      }
      return try transformed(".secondsSince1970", node: node, key: key) {
        try SecondsSince1970Transform.decode(seconds)
      }
    case .millisecondsSince1970:
      guard let milliseconds = TreeNumber(value)?.double else {
        throw mismatch(Date.self, expected: "a number of milliseconds", value, node: node, key: key)
      }
      return try transformed(".millisecondsSince1970", node: node, key: key) {
        try MillisecondsSince1970Transform.decode(.init(milliseconds))
      }
    case .iso8601:
      let string = try unboxString(value, node: node, key: key)
      return try transformed(".iso8601", node: node, key: key) {
        try ISO8601DateTransform.decode(string)
      }
    case .timestamp:
      let timestamp = try unboxTimestamp(value, node: node, key: key)
      return try transformed(".timestamp", node: node, key: key) {
        try TimestampDateTransform.decode(timestamp)
      }
    case .custom(let convert):
      return try custom(convert, value, node: node, key: key)
    }
  }

  func unboxTimestamp(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws
    -> Timestamp
  {
    if type(of: value) == Timestamp.self, let timestamp = value as? Timestamp {
      guard timestamp.isValid else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: node.path(appending: key),
            debugDescription: "\(timestamp) is not a valid timestamp: nanoseconds must be in "
              + "0...999999999 and the instant in the years 0001–9999"))
      }
      return timestamp
    }
    if let native = value as? any FirebaseNativeTimestamp {
      return try validTimestamp(
        Timestamp(seconds: native.seconds, nanoseconds: native.nanoseconds), node: node, key: key)
    }
    switch state.options.timestampDecodingStrategy {
    case .fieldsOrValue:
      return try push(value, as: Timestamp.self, node: node.appending(key))
    case .custom(let convert):
      return try custom(convert, value, node: node, key: key)
    }
  }

  /// Runs a `DateCoding` transform; its `TransformError` becomes `dataCorrupted` at the value,
  /// its message prefixed with the strategy.
  private func transformed<R>(
    _ strategy: String, node: CodingPathNode, key: (any CodingKey)?, _ body: () throws -> R
  ) throws -> R {
    do {
      return try body()
    } catch let error as DecodingError {
      throw error
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path(appending: key),
          debugDescription:
            "dateDecodingStrategy \(strategy): \((error as? TransformError)?.message ?? "\(error)")",
          underlyingError: error))
    }
  }

  func unboxData(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws -> Data {
    if let data = treeData(value) { return data }
    switch state.options.dataDecodingStrategy {
    case .native:
      throw mismatch(Data.self, expected: "data", value, node: node, key: key)
    case .base64:
      let string = try unboxString(value, node: node, key: key)
      guard let data = Data(base64Encoded: string) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: node.path(appending: key),
            debugDescription: "'\(string.prefix(40))' is not Base64-encoded data"))
      }
      return data
    case .custom(let convert):
      return try custom(convert, value, node: node, key: key)
    }
  }

  func unboxGeoPoint(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws
    -> GeoPoint
  {
    if type(of: value) == GeoPoint.self, let point = value as? GeoPoint { return point }
    if let native = value as? any FirebaseNativeGeoPoint {
      do {
        return try GeoPoint(validatingLatitude: native.latitude, longitude: native.longitude)
      } catch let error as TransformError {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: node.path(appending: key), debugDescription: error.message,
            underlyingError: error))
      }
    }
    switch state.options.geoPointDecodingStrategy {
    case .fieldsOrValue:
      return try push(value, as: GeoPoint.self, node: node.appending(key))
    case .custom(let convert):
      return try custom(convert, value, node: node, key: key)
    }
  }

  func unboxURL(_ value: Any, node: CodingPathNode, key: (any CodingKey)?) throws -> URL {
    if let url = treeURL(value) { return url }
    let string = try unboxString(value, node: node, key: key)
    guard let url = URL(string: string) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path(appending: key), debugDescription: "'\(string)' is not a URL"))
    }
    return url
  }

  private func custom<R>(
    _ convert: @Sendable (Any) throws -> R, _ value: Any, node: CodingPathNode,
    key: (any CodingKey)?
  ) throws -> R {
    do {
      return try convert(value)
    } catch let error as DecodingError {
      throw error
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path(appending: key), debugDescription: "\(error)",
          underlyingError: error))
    }
  }

  /// Converts a tree value into a `SnapshotValue`, with the depth limit.
  func snapshotValue(_ value: Any, node: CodingPathNode, depth: Int) throws -> SnapshotValue {
    if let number = TreeNumber(value) {
      switch number {
      case .bool(let bool): return .bool(bool)
      case .int(let int): return .integer(int)
      case .uint(let uint): return .decimal(Decimal(uint))
      case .double(let double): return .double(double)
      case .decimal(let decimal):
        if let int = number.integer(as: Int64.self) { return .integer(int) }
        return .decimal(decimal)
      }
    }
    if isNull(value) { return .null }
    if let string = treeString(value) { return .string(string) }
    if let date = treeDate(value) { return .date(date) }
    if let data = treeData(value) { return .data(data) }
    if type(of: value) == GeoPoint.self, let point = value as? GeoPoint { return .geoPoint(point) }
    if type(of: value) == Timestamp.self, let timestamp = value as? Timestamp {
      return .timestamp(timestamp)
    }
    // The Firebase SDK's objects in a `data()` tree: kept as the package's values, written back
    // as the SDK's objects when the encoder knows the SDK's types.
    if let native = value as? any FirebaseNativeTimestamp {
      return .timestamp(
        try validTimestamp(
          Timestamp(seconds: native.seconds, nanoseconds: native.nanoseconds), node: node, key: nil)
      )
    }
    if value is any FirebaseNativeGeoPoint {
      return .geoPoint(try unboxGeoPoint(value, node: node, key: nil))
    }
    let kind = TreeCollectionKind(value)
    if kind != .neither, depth >= state.options.maximumDepth {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path,
          debugDescription:
            "The tree nests deeper than \(state.options.maximumDepth) levels (maximumDepth)"))
    }
    switch kind {
    case .array:
      let array = try unboxArray(value, node: node, key: nil)
      var result: [SnapshotValue] = []
      result.reserveCapacity(array.count)
      for (index, element) in array.enumerated() {
        result.append(
          try snapshotValue(
            element, node: node.appending(IndexKey(index)), depth: depth + 1))
      }
      return .array(result)
    case .object:
      let object = try unboxObject(value, node: node, key: nil)
      var result: [String: SnapshotValue] = [:]
      result.reserveCapacity(object.count)
      for (key, member) in object {
        result[key] = try snapshotValue(
          member, node: node.appending(NameKey(key)), depth: depth + 1)
      }
      return .object(result)
    case .neither:
      break
    }
    if value is any FirebaseNativeDocumentReference
      || state.passthrough?.contains(ObjectIdentifier(type(of: value))) == true
    {
      return .native(SnapshotNativeValue(value))
    }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: node.path,
        debugDescription: "\(describeTreeValue(value)) has no SnapshotValue representation"))
  }

  /// `valueNotFound` for `null`, else `typeMismatch` naming what was found.
  func mismatch(
    _ expectedType: Any.Type, expected: String, _ value: Any, node: CodingPathNode,
    key: (any CodingKey)?
  ) -> DecodingError {
    let path = node.path(appending: key)
    if isNull(value) {
      return .valueNotFound(
        expectedType,
        DecodingError.Context(
          codingPath: path, debugDescription: "Expected \(expected) but found null"))
    }
    return .typeMismatch(
      expectedType,
      DecodingError.Context(
        codingPath: path,
        debugDescription: "Expected \(expected) but found \(describeTreeValue(value))"))
  }
}

extension TreeNumber {
  var isBool: Bool {
    if case .bool = self { return true }
    return false
  }

  /// Whether the number has no fraction (whatever its size).
  var isWhole: Bool {
    switch self {
    case .bool: false
    case .int, .uint: true
    case .double(let value): value.isFinite && value.rounded(.towardZero) == value
    case .decimal(let value):
      value.isFinite
        && {
          var rounded = Decimal()
          var copy = value
          NSDecimalRound(&rounded, &copy, 0, .plain)
          return rounded == value
        }()
    }
  }
}

@inline(__always)
func isNull(_ value: Any) -> Bool {
  type(of: value) == NSNull.self
}

// MARK: - Single value

extension TreeDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool { isNull(value) }
  func decode(_ type: Bool.Type) throws -> Bool { try unboxBool(value, node: node, key: nil) }
  func decode(_ type: String.Type) throws -> String { try unboxString(value, node: node, key: nil) }
  func decode(_ type: Double.Type) throws -> Double { try unboxDouble(value, node: node, key: nil) }
  func decode(_ type: Float.Type) throws -> Float { try unboxFloat(value, node: node, key: nil) }
  func decode(_ type: Int.Type) throws -> Int {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode(_ type: Int8.Type) throws -> Int8 {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode(_ type: Int16.Type) throws -> Int16 {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode(_ type: Int32.Type) throws -> Int32 {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode(_ type: Int64.Type) throws -> Int64 {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode(_ type: UInt.Type) throws -> UInt {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode(_ type: UInt8.Type) throws -> UInt8 {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode(_ type: UInt16.Type) throws -> UInt16 {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode(_ type: UInt32.Type) throws -> UInt32 {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode(_ type: UInt64.Type) throws -> UInt64 {
    try unboxInteger(value, as: type, node: node, key: nil)
  }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    // The single value of a level is the level's own value: decode it at the same path.
    try unbox(value, as: T.self, node: node, key: nil)
  }
}

extension TreeDecoder {
  /// A timestamp that is valid, or `dataCorrupted` at the value.
  func validTimestamp(_ timestamp: Timestamp, node: CodingPathNode, key: (any CodingKey)?) throws
    -> Timestamp
  {
    guard timestamp.isValid else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: node.path(appending: key),
          debugDescription: "\(timestamp) is not a valid timestamp: nanoseconds must be in "
            + "0...999999999 and the instant in the years 0001–9999"))
    }
    return timestamp
  }
}

/// The identifiers of the types a tree holds as themselves, or `nil` for none.
func passthroughTypes(_ nativeTypes: [any Any.Type], userInfo: [CodingUserInfoKey: Any])
  -> Set<ObjectIdentifier>?
{
  var types = Set(nativeTypes.map(ObjectIdentifier.init))
  if let firebase = FirebaseNativeTypes.current(in: userInfo) {
    if let timestamp = firebase.timestamp { types.insert(ObjectIdentifier(timestamp)) }
    if let geoPoint = firebase.geoPoint { types.insert(ObjectIdentifier(geoPoint)) }
    if let fieldValue = firebase.fieldValue { types.insert(ObjectIdentifier(fieldValue)) }
  }
  return types.isEmpty ? nil : types
}
