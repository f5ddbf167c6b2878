@_exported import CodableTransformsCore
import DateCoding
import Foundation
import GeoPointCoding

// Pieces the tree encoder and decoder share.

/// A coding path as an immutable linked list: pushing a key costs one small allocation, and the
/// `[any CodingKey]` array is only built when someone asks (an error, a `codingPath` call).
indirect enum CodingPathNode {
  case root
  case node(CodingPathNode, any CodingKey, depth: Int)

  var depth: Int {
    switch self {
    case .root: 0
    case .node(_, _, let depth): depth
    }
  }

  func appending(_ key: any CodingKey) -> CodingPathNode {
    .node(self, key, depth: depth + 1)
  }

  func appending(_ key: (any CodingKey)?) -> CodingPathNode {
    guard let key else { return self }
    return appending(key)
  }

  var path: [any CodingKey] {
    var keys: [any CodingKey] = []
    keys.reserveCapacity(depth)
    var current = self
    while case .node(let parent, let key, _) = current {
      keys.append(key)
      current = parent
    }
    keys.reverse()
    return keys
  }

  func path(appending key: (any CodingKey)?) -> [any CodingKey] {
    guard let key else { return path }
    return path + [key]
  }
}

/// `[String: Value]` encoded straight into a tree object.
///
/// Its keys are data, so key strategies leave them alone, as Foundation's coders do.
protocol TreeEncodableStringDictionary {
  func encodeTreeObject(encoder: TreeEncoder, node: CodingPathNode) throws -> [String: Any]
}

extension Dictionary: TreeEncodableStringDictionary where Key == String, Value: Encodable {
  func encodeTreeObject(encoder: TreeEncoder, node: CodingPathNode) throws -> [String: Any] {
    var result: [String: Any] = [:]
    result.reserveCapacity(count)
    for (key, member) in self {
      result[key] = try encoder.wrap(member, node: node, key: NameKey(key))
    }
    return result
  }
}

/// `[String: Value]` decoded straight from a tree object, as `JSONDecoder` does.
///
/// This avoids `Dictionary.init(from:)` and its keyed container (`allKeys`, a key per member). Its
/// keys are data: key strategies leave them alone.
protocol TreeDecodableStringDictionary {
  static func decodeTreeObject(
    _ object: [String: Any], decoder: TreeDecoder, node: CodingPathNode
  ) throws -> Self
}

extension Dictionary: TreeDecodableStringDictionary where Key == String, Value: Decodable {
  static func decodeTreeObject(
    _ object: [String: Any], decoder: TreeDecoder, node: CodingPathNode
  ) throws -> Self {
    var result: [String: Value] = [:]
    result.reserveCapacity(object.count)
    for (key, member) in object {
      result[key] = try decoder.unbox(member, as: Value.self, node: node, key: NameKey(key))
    }
    return result
  }
}

/// A key in a coding path for a dictionary member: one `String`, so that it fits in an
/// existential's inline buffer without an allocation.
struct NameKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) {
    stringValue = name
  }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    return nil
  }
}

/// A key in a coding path for an array position, `"Index 1"` like Foundation's; the text is only
/// built when asked for.
struct IndexKey: CodingKey {
  let index: Int
  var intValue: Int? { index }
  var stringValue: String { "Index \(index)" }

  init(_ index: Int) {
    self.index = index
  }

  init?(stringValue: String) {
    return nil
  }

  init(intValue: Int) {
    index = intValue
  }
}

/// The snake-case conversion of both coders.
///
/// The decoder looks keys up by converting the declared key with the same function the encoder
/// writes with, so every key round-trips.
enum SnakeCase {
  /// The key in snake case: `"numberOfPages"` → `"number_of_pages"`.
  ///
  /// `"myURLProperty"` → `"my_url_property"`, `"_private"` → `"_private"`. A word starts at an
  /// upper-case letter that follows a lower-case letter or a digit, and at the last upper-case
  /// letter of a run that a lower-case letter follows.
  static func convert(_ key: String) -> String {
    if let converted = convertASCII(key) { return converted }
    let scalars = Array(key.unicodeScalars)
    guard scalars.contains(where: { $0.properties.isUppercase }) else { return key }
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar.properties.isUppercase, index > 0 {
        let previous = scalars[index - 1]
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        let previousIsLowerOrDigit =
          previous.properties.isLowercase || previous.properties.numericType != nil
        let endsUpperRun =
          previous.properties.isUppercase && next.map { $0.properties.isLowercase } == true
        if previousIsLowerOrDigit || endsUpperRun {
          result.append("_")
        }
      }
      result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
    }
    return String(result)
  }

  /// The same conversion on the bytes of an ASCII key, or `nil` for any other key.
  ///
  /// Unicode's property tables, and a `String` for each lowercased letter, made converting a
  /// model's keys a large part of decoding a small one, and the cache lives for one call. For
  /// ASCII the rules above read `A`–`Z` as upper case, `a`–`z` as lower case and `0`–`9` as
  /// digits, as the tables do.
  private static func convertASCII(_ key: String) -> String? {
    let bytes = Array(key.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    func isLowerOrDigit(_ byte: UInt8) -> Bool {
      (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
    }
    guard bytes.contains(where: isUpper) else { return key }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 4)
    for (index, byte) in bytes.enumerated() {
      if isUpper(byte), index > 0 {
        let previous = bytes[index - 1]
        let nextIsLower = index + 1 < bytes.count && (0x61...0x7A).contains(bytes[index + 1])
        if isLowerOrDigit(previous) || (isUpper(previous) && nextIsLower) {
          result.append(UInt8(ascii: "_"))
        }
      }
      result.append(isUpper(byte) ? byte + 0x20 : byte)
    }
    return String(decoding: result, as: UTF8.self)
  }
}

/// A cache of converted keys: models repeat the same few keys thousands of times.
final class SnakeCaseCache {
  private var converted: [String: String] = [:]

  func convert(_ key: String) -> String {
    if let known = converted[key] { return known }
    let value = SnakeCase.convert(key)
    converted[key] = value
    return value
  }
}

// Reading tree values without bridging.
//
// On Linux, casting a Swift value toward a Foundation class — `value is NSDate`, `value as?
// NSNumber`, even `value as? Int64` when `value` is a dictionary — makes swift-corelibs-foundation
// try to bridge it first, and bridging a Swift collection converts it into `NSArray`/
// `NSDictionary` recursively: slow for any tree, and a stack overflow for a deep one. So a value's
// type is always compared first, and Foundation classes are only tested on class instances.

/// Whether a tree value is a class instance: a Foundation object such as `NSDictionary`.
@inline(__always)
func isObject(_ value: Any) -> Bool {
  type(of: value) is AnyObject.Type
}

/// Any Swift dictionary, whatever its key and value types, read without casting.
protocol AnyTreeDictionary {
  var treeMembers: [(key: AnyHashable, value: Any)] { get }
}

extension Dictionary: AnyTreeDictionary {
  var treeMembers: [(key: AnyHashable, value: Any)] {
    map { (AnyHashable($0.key), $0.value as Any) }
  }
}

/// Any Swift array, whatever its element type, read without casting.
protocol AnyTreeArray {
  var treeElements: [Any] { get }
}

extension Array: AnyTreeArray {
  var treeElements: [Any] { map { $0 as Any } }
}

/// The string a tree value holds: a `String` or an `NSString`.
@inline(__always)
func treeString(_ value: Any) -> String? {
  if type(of: value) == String.self { return value as? String }
  if isObject(value) { return value as? String }
  return nil
}

/// The date a tree value holds: a `Date` or an `NSDate`.
func treeDate(_ value: Any) -> Date? {
  if type(of: value) == Date.self { return value as? Date }
  if isObject(value), value is NSDate { return value as? Date }
  return nil
}

/// The data a tree value holds: `Data` or `NSData`.
func treeData(_ value: Any) -> Data? {
  if type(of: value) == Data.self { return value as? Data }
  if isObject(value), value is NSData { return value as? Data }
  return nil
}

/// The URL a tree value holds: a `URL` or an `NSURL`.
func treeURL(_ value: Any) -> URL? {
  if type(of: value) == URL.self { return value as? URL }
  if isObject(value), value is NSURL { return value as? URL }
  return nil
}

/// The kind of collection a tree value is, without converting it.
enum TreeCollectionKind {
  case object
  case array
  case neither

  init(_ value: Any) {
    let type = type(of: value)
    if type == [String: Any].self {
      self = .object
    } else if type == [Any].self {
      self = .array
    } else if isObject(value) {
      self = value is NSDictionary ? .object : value is NSArray ? .array : .neither
    } else if type is any AnyTreeDictionary.Type {
      self = .object
    } else if type is any AnyTreeArray.Type {
      self = .array
    } else {
      self = .neither
    }
  }
}

/// What reading a tree value as an object gave.
enum TreeObjectReading {
  case object([String: Any])
  case nonStringKey(Any)
  case notAnObject
}

/// Reads a tree value as an object with `String` keys.
///
/// The value may be a `[String: Any]`, any other Swift dictionary, or an `NSDictionary`. Only the
/// object itself is converted, never what it holds — except that Foundation on Linux converts an
/// `NSDictionary`'s whole subtree (see `isObject`).
func readTreeObject(_ value: Any) -> TreeObjectReading {
  if type(of: value) == [String: Any].self, let object = value as? [String: Any] {
    return .object(object)
  }
  let members: [(key: AnyHashable, value: Any)]
  if isObject(value), value is NSDictionary {
    if let object = value as? [String: Any] { return .object(object) }
    guard let object = value as? [AnyHashable: Any] else { return .notAnObject }
    members = object.map { ($0.key, $0.value) }
  } else if type(of: value) is any AnyTreeDictionary.Type,
    let dictionary = value as? any AnyTreeDictionary
  {
    members = dictionary.treeMembers
  } else {
    return .notAnObject
  }
  var converted: [String: Any] = [:]
  converted.reserveCapacity(members.count)
  for (candidate, member) in members {
    guard let string = candidate.base as? String else { return .nonStringKey(candidate.base) }
    converted[string] = member
  }
  return .object(converted)
}

/// How error messages name a tree value: `the string 'abc'`, `the number 1`, `an object`.
func describeTreeValue(_ value: Any) -> String {
  if isNull(value) { return "null" }
  if let number = TreeNumber(value) { return number.description }
  if let string = treeString(value) {
    let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
    return "the string '\(shown)'"
  }
  switch TreeCollectionKind(value) {
  case .object: return "an object"
  case .array: return "an array"
  case .neither: break
  }
  if let date = treeDate(value) { return describeDate(date) }
  if type(of: value) == GeoPoint.self, let point = value as? GeoPoint {
    return "the geo point (\(point.latitude), \(point.longitude))"
  }
  if type(of: value) == Timestamp.self, let timestamp = value as? Timestamp {
    return "the timestamp \(timestamp)"
  }
  if treeData(value) != nil { return "data" }
  return "a value of type \(type(of: value))"
}

/// How error messages name a date: by its seconds since 1970.
///
/// A `Date`'s own description traps on Linux for a `NaN` date, so it is never used in a message.
func describeDate(_ date: Date) -> String {
  "the date \(date.timeIntervalSince1970) seconds after 1970"
}
