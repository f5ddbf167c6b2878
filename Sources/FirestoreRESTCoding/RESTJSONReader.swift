import DateCoding
import Foundation
import GeoPointCoding
import SnapshotCoding

// A single-pass reader of Firestore's REST JSON straight into the tree values that the snapshot
// decoder reads: `NSNull`, `Bool`, `Int` (every `integerValue`), `Double`, `String`, `Data`,
// `Timestamp`, `GeoPoint`, `FirestoreRESTReference`, `[Any]` and `[String: Any]`. No
// intermediate JSON object, no `JSONSerialization`: keys of the REST structure are compared as
// bytes, strings without escapes are made from their bytes in one step, and the coding path is
// only built when something is wrong (each level appends its key to the failure on the way out).

/// A REST JSON reading failure: the reason, the byte offset, and the path from the innermost key
/// outward.
struct RESTReadFailure: Error {
  var message: String
  var offset: Int
  var reversedPath: [SnapshotCodingKey] = []

  func decodingError(prefix: [any CodingKey] = []) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: prefix + reversedPath.reversed(),
        debugDescription: "\(message) (byte \(offset) of the Firestore REST JSON)"))
  }
}

/// A document as the REST API returns it, its fields as tree values.
package struct RESTTreeDocument {
  package var name: String?
  package var fields: [String: Any]
  package var createTime: Timestamp?
  package var updateTime: Timestamp?
}

/// The kinds of a REST `Value`, by their member names.
enum RESTKind: CaseIterable {
  case null, boolean, integer, double, timestamp, string, bytes, reference, geoPoint, array, map

  var memberName: String {
    switch self {
    case .null: "nullValue"
    case .boolean: "booleanValue"
    case .integer: "integerValue"
    case .double: "doubleValue"
    case .timestamp: "timestampValue"
    case .string: "stringValue"
    case .bytes: "bytesValue"
    case .reference: "referenceValue"
    case .geoPoint: "geoPointValue"
    case .array: "arrayValue"
    case .map: "mapValue"
    }
  }
}

struct RESTReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  let maximumDepth: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  // MARK: Failures

  func failure(_ message: String) -> RESTReadFailure {
    RESTReadFailure(message: message, offset: index)
  }

  func describeHere() -> String {
    guard index < bytes.count else { return "the end of the input" }
    let byte = bytes[index]
    if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  // MARK: Structure

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  @inline(__always)
  mutating func peek() -> UInt8? {
    skipWhitespace()
    return index < bytes.count ? bytes[index] : nil
  }

  mutating func expect(_ byte: UInt8, _ what: String) throws {
    guard peek() == byte else { throw failure("Expected \(what), found \(describeHere())") }
    index += 1
  }

  /// The byte range of a key (or string) without its quotes, and whether it holds escapes.
  struct Token {
    var start: Int
    var end: Int
    var escaped: Bool
  }

  /// Begins an object: `{`.
  mutating func beginObject(_ what: @autoclosure () -> String) throws {
    guard peek() == UInt8(ascii: "{") else {
      throw failure("Expected \(what()) (a JSON object), found \(describeHere())")
    }
    index += 1
  }

  /// The next key of an object and its `:`, or `nil` at its `}`.
  mutating func nextKey(first: inout Bool) throws -> Token? {
    guard let byte = peek() else { throw failure("The input ends inside an object") }
    if byte == UInt8(ascii: "}") {
      index += 1
      return nil
    }
    if first {
      first = false
    } else {
      guard byte == UInt8(ascii: ",") else {
        throw failure("Expected ',' or '}' in an object, found \(describeHere())")
      }
      index += 1
    }
    guard peek() == UInt8(ascii: "\"") else {
      throw failure("Expected a quoted key, found \(describeHere())")
    }
    let token = try scanString()
    try expect(UInt8(ascii: ":"), "':' after a key")
    return token
  }

  /// Begins an array: `[`.
  mutating func beginArray(_ what: @autoclosure () -> String) throws {
    guard peek() == UInt8(ascii: "[") else {
      throw failure("Expected \(what()) (a JSON array), found \(describeHere())")
    }
    index += 1
  }

  /// Whether another element follows (consuming its `,`), or `false` at the array's `]`.
  mutating func hasNextElement(first: inout Bool) throws -> Bool {
    guard let byte = peek() else { throw failure("The input ends inside an array") }
    if byte == UInt8(ascii: "]") {
      index += 1
      return false
    }
    if first {
      first = false
    } else {
      guard byte == UInt8(ascii: ",") else {
        throw failure("Expected ',' or ']' in an array, found \(describeHere())")
      }
      index += 1
    }
    return true
  }

  mutating func expectEnd() throws {
    skipWhitespace()
    guard index == bytes.count else {
      throw failure("Unexpected \(describeHere()) after the JSON value")
    }
  }

  // MARK: Strings

  /// Scans a string whose opening quote is at `index`, leaving `index` after its closing quote.
  mutating func scanString() throws -> Token {
    index += 1
    let start = index
    var escaped = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let token = Token(start: start, end: index, escaped: escaped)
        index += 1
        return token
      }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        index += 2
        continue
      }
      if byte < 0x20 {
        throw failure(
          "A control character (0x\(String(byte, radix: 16))) inside a string; JSON escapes it")
      }
      index += 1
    }
    index = start - 1
    throw failure("A string that is never closed")
  }

  /// The text of a scanned string: escapes decoded, UTF-8 validated.
  func string(_ token: Token) throws -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
    if !token.escaped {
      guard UTF8Validation.isValid(slice) else {
        throw RESTReadFailure(message: "A string that is not valid UTF-8", offset: token.start)
      }
      return String(decoding: slice, as: UTF8.self)
    }
    var output: [UInt8] = []
    output.reserveCapacity(slice.count)
    var position = token.start
    func hex4(_ at: Int) throws -> UInt32 {
      guard at + 4 <= token.end else {
        throw RESTReadFailure(message: "A \\u escape needs four hex digits", offset: at)
      }
      var value: UInt32 = 0
      for offset in at..<at + 4 {
        let byte = bytes[offset]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default:
          throw RESTReadFailure(message: "A \\u escape needs four hex digits", offset: at)
        }
        value = value << 4 | UInt32(digit)
      }
      return value
    }
    while position < token.end {
      let byte = bytes[position]
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        position += 1
        continue
      }
      let escape = bytes[position + 1]
      position += 2
      switch escape {
      case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
      case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4(position)
        position += 4
        if (0xD800..<0xDC00).contains(scalar) {
          guard position + 6 <= token.end, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
          else {
            throw RESTReadFailure(
              message: "A \\u escape of a high surrogate without its low surrogate",
              offset: position)
          }
          let low = try hex4(position + 2)
          guard (0xDC00..<0xE000).contains(low) else {
            throw RESTReadFailure(
              message: "A \\u escape of a high surrogate without its low surrogate",
              offset: position)
          }
          position += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
          throw RESTReadFailure(
            message: "A \\u escape of a lone low surrogate", offset: position - 6)
        }
        guard let unicodeScalar = Unicode.Scalar(scalar) else {
          throw RESTReadFailure(message: "A \\u escape of no Unicode scalar", offset: position)
        }
        UTF8.encode(unicodeScalar) { output.append($0) }
      default:
        throw RESTReadFailure(
          message: "An unknown escape '\\\(Character(Unicode.Scalar(escape)))'",
          offset: position - 2)
      }
    }
    return try output.withUnsafeBufferPointer { buffer in
      guard UTF8Validation.isValid(buffer) else {
        throw RESTReadFailure(message: "A string that is not valid UTF-8", offset: token.start)
      }
      return String(decoding: buffer, as: UTF8.self)
    }
  }

  /// Whether a key without escapes is `literal`.
  @inline(__always)
  func token(_ token: Token, is literal: StaticString) -> Bool {
    guard !token.escaped, token.end - token.start == literal.utf8CodeUnitCount else {
      return false
    }
    return matches(literal, at: token.start)
  }

  /// Whether the bytes at `offset` are `literal`'s; the caller checks that they fit.
  @inline(__always)
  func matches(_ literal: StaticString, at offset: Int) -> Bool {
    let start = literal.utf8Start
    for position in 0..<literal.utf8CodeUnitCount where bytes[offset + position] != start[position]
    {
      return false
    }
    return true
  }

  mutating func readString(_ what: @autoclosure () -> String) throws -> String {
    guard peek() == UInt8(ascii: "\"") else {
      throw failure("Expected \(what()) (a JSON string), found \(describeHere())")
    }
    return try string(try scanString())
  }

  // MARK: Numbers and literals

  /// Scans a JSON number, returning its byte range.
  mutating func scanNumber() throws -> Range<Int> {
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
      return index - from
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    guard digits() > 0 else { throw failure("Expected a number, found \(describeHere())") }
    if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
      index = integerStart
      throw failure("A number with a leading zero")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("Expected digits after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw failure("Expected digits in an exponent") }
    }
    return start..<index
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// An `Int64` from decimal digits with an optional `-`, or `nil` when it has other characters.
  func int64(_ range: Range<Int>) -> (value: Int64, overflow: Bool)? {
    var position = range.lowerBound
    let negative = position < range.upperBound && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    guard position < range.upperBound else { return nil }
    var value: Int64 = 0
    var overflow = false
    while position < range.upperBound {
      let digit = bytes[position] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      if !overflow {
        let (times10, o1) = value.multipliedReportingOverflow(by: 10)
        let (next, o2) =
          negative
          ? times10.subtractingReportingOverflow(Int64(digit))
          : times10.addingReportingOverflow(Int64(digit))
        overflow = o1 || o2
        value = next
      }
      position += 1
    }
    return (value, overflow)
  }

  mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count, matches(word, at: index) else { return false }
    index += count
    return true
  }

  /// Skips any JSON value (for members a REST structure may carry that the reader ignores).
  mutating func skipValue(depth: Int) throws {
    guard depth <= maximumDepth + 8 else { throw failure("The JSON nests too deeply") }
    switch peek() {
    case UInt8(ascii: "{"):
      index += 1
      var first = true
      while try nextKey(first: &first) != nil { try skipValue(depth: depth + 1) }
    case UInt8(ascii: "["):
      index += 1
      var first = true
      while try hasNextElement(first: &first) { try skipValue(depth: depth + 1) }
    case UInt8(ascii: "\""): _ = try scanString()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      guard literal("true") || literal("false") || literal("null") else {
        throw failure("Expected a JSON value, found \(describeHere())")
      }
    case nil: throw failure("The input ends where a value belongs")
    default: _ = try scanNumber()
    }
  }

  // MARK: Values

  /// The kind a member name of a `Value` names.
  func kind(of token: Token) -> RESTKind? {
    switch token.end - token.start {
    case 8 where self.token(token, is: "mapValue"): .map
    case 9 where self.token(token, is: "nullValue"): .null
    case 10 where self.token(token, is: "bytesValue"): .bytes
    case 10 where self.token(token, is: "arrayValue"): .array
    case 11 where self.token(token, is: "stringValue"): .string
    case 11 where self.token(token, is: "doubleValue"): .double
    case 12 where self.token(token, is: "integerValue"): .integer
    case 12 where self.token(token, is: "booleanValue"): .boolean
    case 13 where self.token(token, is: "geoPointValue"): .geoPoint
    case 14 where self.token(token, is: "timestampValue"): .timestamp
    case 14 where self.token(token, is: "referenceValue"): .reference
    default: nil
    }
  }

  /// Reads one REST `Value` as a tree value.
  mutating func readValue(depth: Int) throws -> Any {
    try beginObject("a Firestore Value")
    let start = index - 1
    var result: Any?
    var resultKind: RESTKind?
    var first = true
    while let key = try nextKey(first: &first) {
      guard let kind = kind(of: key) else {
        let name = (try? string(key)) ?? "?"
        throw RESTReadFailure(
          message: "'\(name)' is not a member of a Firestore Value (expected one of "
            + "\(RESTJSON.kindList))",
          offset: key.start)
      }
      if let resultKind {
        throw RESTReadFailure(
          message: "A Firestore Value has two kinds: \(resultKind.memberName) and "
            + "\(kind.memberName)",
          offset: key.start)
      }
      resultKind = kind
      result = try readMember(kind, depth: depth)
    }
    guard let result else {
      index = start
      throw failure("A Firestore Value has none of the members \(RESTJSON.kindList)")
    }
    return result
  }

  private mutating func readMember(_ kind: RESTKind, depth: Int) throws -> Any {
    let start = index
    func corrupted(_ message: String) -> RESTReadFailure {
      RESTReadFailure(message: message, offset: start)
    }
    switch kind {
    case .null:
      _ = peek()
      if literal("null") { return NSNull() }
      let text = try readString("nullValue: null or \"NULL_VALUE\"")
      guard text == "NULL_VALUE" else {
        throw corrupted("nullValue is '\(text)', not \"NULL_VALUE\"")
      }
      return NSNull()
    case .boolean:
      _ = peek()
      if literal("true") { return true }
      if literal("false") { return false }
      throw failure("Expected booleanValue true or false, found \(describeHere())")
    case .integer:
      let range: Range<Int>
      if peek() == UInt8(ascii: "\"") {
        let token = try scanString()
        range = token.start..<token.end
      } else {
        range = try scanNumber()
      }
      guard let (value, overflow) = int64(range) else {
        throw corrupted("integerValue '\(text(range))' is not a decimal integer")
      }
      guard !overflow else {
        throw corrupted(
          "integerValue \(text(range)) is outside the 64-bit range Firestore stores")
      }
      return Int(value)
    case .double:
      if peek() == UInt8(ascii: "\"") {
        let text = try string(try scanString())
        if let value = RESTJSON.nonFinite(text) ?? RESTJSON.finiteNumber(text) { return value }
        throw corrupted(
          "doubleValue '\(text)' is not a number, \"NaN\", \"Infinity\" or \"-Infinity\"")
      }
      let range = try scanNumber()
      guard let value = Double(text(range)) else {
        throw corrupted("doubleValue \(text(range)) is not a number")
      }
      return value
    case .timestamp:
      return try readTimestamp("timestampValue")
    case .string:
      return try readString("stringValue as a string")
    case .bytes:
      let text = try readString("bytesValue as a base64 string")
      guard let data = RESTJSON.base64(text) else {
        throw corrupted("bytesValue '\(text.prefix(40))' is not base64")
      }
      return data
    case .reference:
      let name = try readString("referenceValue as a string")
      do {
        return try FirestoreRESTReference(name: name)
      } catch {
        throw corrupted("referenceValue: \(error)")
      }
    case .geoPoint:
      try beginObject("geoPointValue")
      var latitude = 0.0
      var longitude = 0.0
      var first = true
      while let key = try nextKey(first: &first) {
        let isLatitude = token(key, is: "latitude")
        guard isLatitude || token(key, is: "longitude") else {
          throw RESTReadFailure(
            message: "'\((try? string(key)) ?? "?")' is not a member of geoPointValue "
              + "(latitude, longitude)",
            offset: key.start)
        }
        guard peek() != UInt8(ascii: "\"") else {
          throw failure("Expected a number for geoPointValue's coordinate, found a string")
        }
        let range = try scanNumber()
        guard let value = Double(text(range)) else {
          throw failure("geoPointValue's \(text(range)) is not a number")
        }
        if isLatitude { latitude = value } else { longitude = value }
      }
      do {
        return try GeoPoint(validatingLatitude: latitude, longitude: longitude)
      } catch {
        throw corrupted("geoPointValue: \(error)")
      }
    case .array:
      guard depth < maximumDepth else {
        throw corrupted("The value nests deeper than \(maximumDepth) levels (maximumDepth)")
      }
      try beginObject("arrayValue")
      var values: [Any] = []
      var first = true
      while let key = try nextKey(first: &first) {
        guard token(key, is: "values") else {
          throw RESTReadFailure(
            message: "'\((try? string(key)) ?? "?")' is not a member of arrayValue (values)",
            offset: key.start)
        }
        try beginArray("arrayValue.values")
        var firstElement = true
        while try hasNextElement(first: &firstElement) {
          do {
            values.append(try readValue(depth: depth + 1))
          } catch var failure as RESTReadFailure {
            failure.reversedPath.append(SnapshotCodingKey(intValue: values.count))
            throw failure
          }
        }
      }
      return values
    case .map:
      guard depth < maximumDepth else {
        throw corrupted("The value nests deeper than \(maximumDepth) levels (maximumDepth)")
      }
      try beginObject("mapValue")
      var fields: [String: Any] = [:]
      var first = true
      while let key = try nextKey(first: &first) {
        guard token(key, is: "fields") else {
          throw RESTReadFailure(
            message: "'\((try? string(key)) ?? "?")' is not a member of mapValue (fields)",
            offset: key.start)
        }
        fields = try readFields(depth: depth + 1)
      }
      return fields
    }
  }

  /// Reads a `fields` object: names to `Value`s.
  mutating func readFields(depth: Int) throws -> [String: Any] {
    try beginObject("fields")
    var fields: [String: Any] = [:]
    var first = true
    while let key = try nextKey(first: &first) {
      let name = try string(key)
      do {
        let value = try readValue(depth: depth)
        guard fields.updateValue(value, forKey: name) == nil else {
          throw RESTReadFailure(
            message: "The field '\(name)' appears twice", offset: key.start)
        }
      } catch var failure as RESTReadFailure {
        failure.reversedPath.append(SnapshotCodingKey(stringValue: name))
        throw failure
      }
    }
    return fields
  }

  /// Reads an RFC 3339 string: a `timestampValue`, or a member of a REST structure
  /// (`createTime`, `updateTime`), parsed from its bytes.
  mutating func readTimestamp(_ what: String) throws -> Timestamp {
    guard peek() == UInt8(ascii: "\"") else {
      throw failure("Expected \(what) as a string, found \(describeHere())")
    }
    let start = index
    let token = try scanString()
    guard !token.escaped else {
      throw RESTReadFailure(
        message: "\(what) '\((try? string(token)) ?? "")' holds escapes", offset: start)
    }
    switch Timestamp._parseRFC3339(UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])) {
    case .success(let timestamp): return timestamp
    case .failure(let error):
      throw RESTReadFailure(
        message: "\(what) '\(text(token.start..<token.end))' is not an RFC 3339 date-time: "
          + error.reason,
        offset: start)
    }
  }

  /// Reads a `Document`: `name`, `fields`, `createTime`, `updateTime`; other members skipped.
  mutating func readDocument() throws -> RESTTreeDocument {
    try beginObject("a Firestore Document")
    var document = RESTTreeDocument(fields: [:])
    var first = true
    while let key = try nextKey(first: &first) {
      if token(key, is: "fields") {
        document.fields = try readFields(depth: 0)
      } else if token(key, is: "name") {
        document.name = try readString("the document's name")
      } else if token(key, is: "createTime") {
        document.createTime = try readTimestamp("createTime")
      } else if token(key, is: "updateTime") {
        document.updateTime = try readTimestamp("updateTime")
      } else {
        try skipValue(depth: 1)
      }
    }
    return document
  }
}

/// UTF-8 validation of a byte buffer (RFC 3629: no overlong forms, no surrogates, at most
/// U+10FFFF).
enum UTF8Validation {
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var minimum: UInt32
      var scalar: UInt32
      switch lead {
      case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
      case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
      case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
      default: return false
      }
      guard index + length <= count else { return false }
      for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else { return false }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
      }
      guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
        return false
      }
      minimum = 0
      index += length
    }
    return true
  }
}
