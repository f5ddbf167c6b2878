import DateCoding
import Foundation
import GeoPointCoding
import SnapshotCoding

/// Entry points of the REST JSON reader and the writer.
enum RESTJSON {
  static let kindList =
    "nullValue, booleanValue, integerValue, doubleValue, timestampValue, stringValue, "
    + "bytesValue, referenceValue, geoPointValue, arrayValue, mapValue"

  /// `NaN`, `Infinity` or `-Infinity` as the REST API writes them.
  static func nonFinite(_ text: String) -> Double? {
    switch text {
    case "NaN": .nan
    case "Infinity": .infinity
    case "-Infinity": -.infinity
    default: nil
    }
  }

  /// A finite number written in decimal digits (`"1.5"`, `"-2e3"`): not `"nan"`, `"inf"` or
  /// hexadecimal, which `Double.init` would also read.
  static func finiteNumber(_ text: String) -> Double? {
    guard
      text.utf8.allSatisfy({ byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
          || byte | 0x20 == UInt8(ascii: "e")
      }), let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  static func nonFiniteText(_ value: Double) -> String? {
    if value.isNaN { return "NaN" }
    if value == .infinity { return "Infinity" }
    if value == -.infinity { return "-Infinity" }
    return nil
  }

  /// Bytes from base64, standard or URL-safe alphabet, padding optional.
  static func base64(_ text: String) -> Data? {
    if let data = Data(base64Encoded: text) { return data }
    var normalized = String(
      text.map { character -> Character in
        switch character {
        case "-": "+"
        case "_": "/"
        default: character
        }
      })
    guard !normalized.contains("="), normalized.count % 4 != 1 else { return nil }
    while normalized.count % 4 != 0 { normalized.append("=") }
    return Data(base64Encoded: normalized)
  }

  /// Runs the reader over the bytes of `data`, turning its failures into `DecodingError`s.
  static func read<T>(
    _ data: Data, maximumDepth: Int, prefix: [any CodingKey] = [],
    _ body: (inout RESTReader) throws -> T
  ) throws -> T {
    do {
      return try data.withUnsafeBytes { raw in
        var reader = RESTReader(raw.bindMemory(to: UInt8.self), maximumDepth: maximumDepth)
        let value = try body(&reader)
        try reader.expectEnd()
        return value
      }
    } catch let failure as RESTReadFailure {
      throw failure.decodingError(prefix: prefix)
    }
  }

  static func readValue(_ data: Data, maximumDepth: Int) throws -> Any {
    try read(data, maximumDepth: maximumDepth) { try $0.readValue(depth: 0) }
  }

  static func readDocument(_ data: Data, maximumDepth: Int) throws -> RESTTreeDocument {
    try read(data, maximumDepth: maximumDepth) { try $0.readDocument() }
  }

  /// A `runQuery` response's documents and the time they were read at.
  ///
  /// The response is a JSON array of results; those without a `document` (progress, `done`, a
  /// transaction) are skipped. The `readTime` is the first result's: every result of one
  /// response has the same.
  static func readRunQueryResponse(_ data: Data, maximumDepth: Int) throws -> (
    documents: [RESTTreeDocument], readTime: Timestamp?
  ) {
    try read(data, maximumDepth: maximumDepth) { reader in
      try reader.beginArray("a runQuery response")
      var documents: [RESTTreeDocument] = []
      var readTime: Timestamp?
      var first = true
      var position = 0
      while try reader.hasNextElement(first: &first) {
        do {
          try reader.beginObject("a runQuery result")
          var firstKey = true
          while let key = try reader.nextKey(first: &firstKey) {
            if reader.token(key, is: "document") {
              documents.append(try reader.readDocument())
            } else if readTime == nil, reader.token(key, is: "readTime") {
              readTime = try reader.readTimestamp("readTime")
            } else {
              try reader.skipValue(depth: 1)
            }
          }
        } catch var failure as RESTReadFailure {
          failure.reversedPath.append(SnapshotCodingKey(intValue: position))
          throw failure
        }
        position += 1
      }
      return (documents, readTime)
    }
  }

  /// A `batchGet` response: per requested document, `found` or `missing`.
  static func readBatchGetResponse(_ data: Data, maximumDepth: Int) throws -> [(
    RESTTreeDocument?, missing: String?
  )] {
    try read(data, maximumDepth: maximumDepth) { reader in
      try reader.beginArray("a batchGet response")
      var results: [(RESTTreeDocument?, missing: String?)] = []
      var first = true
      while try reader.hasNextElement(first: &first) {
        do {
          try reader.beginObject("a batchGet result")
          let start = reader.index
          var found: RESTTreeDocument?
          var missing: String?
          var firstKey = true
          while let key = try reader.nextKey(first: &firstKey) {
            if reader.token(key, is: "found") {
              found = try reader.readDocument()
            } else if reader.token(key, is: "missing") {
              missing = try reader.readString("missing: a document name")
            } else {
              try reader.skipValue(depth: 1)
            }
          }
          guard (found == nil) != (missing == nil) else {
            throw RESTReadFailure(
              message: "A batchGet result has \(found == nil ? "neither" : "both") "
                + "'found' \(found == nil ? "nor" : "and") 'missing'",
              offset: start)
          }
          results.append((found, missing))
        } catch var failure as RESTReadFailure {
          failure.reversedPath.append(SnapshotCodingKey(intValue: results.count))
          throw failure
        }
      }
      return results
    }
  }

  /// A `list` response: `documents` (absent when there are none) and `nextPageToken`.
  static func readListResponse(_ data: Data, maximumDepth: Int) throws -> (
    [RESTTreeDocument], nextPageToken: String?
  ) {
    try read(data, maximumDepth: maximumDepth) { reader in
      try reader.beginObject("a list response")
      var documents: [RESTTreeDocument] = []
      var token: String?
      var first = true
      while let key = try reader.nextKey(first: &first) {
        if reader.token(key, is: "documents") {
          try reader.beginArray("documents")
          var firstElement = true
          while try reader.hasNextElement(first: &firstElement) {
            do {
              documents.append(try reader.readDocument())
            } catch var failure as RESTReadFailure {
              failure.reversedPath.append(SnapshotCodingKey(intValue: documents.count))
              throw failure
            }
          }
        } else if reader.token(key, is: "nextPageToken") {
          let text = try reader.readString("nextPageToken")
          token = text.isEmpty ? nil : text
        } else {
          try reader.skipValue(depth: 1)
        }
      }
      return (documents, token)
    }
  }

  // MARK: Writing

  /// The JSON of a value.
  static func write(_ value: FirestoreRESTValue, sortedKeys: Bool = false) -> [UInt8] {
    var writer = RESTWriter(sortedKeys: sortedKeys)
    writer.write(value)
    return writer.output
  }
}

/// Writes REST JSON.
struct RESTWriter {
  var output: [UInt8] = []
  let sortedKeys: Bool

  init(sortedKeys: Bool) {
    self.sortedKeys = sortedKeys
    output.reserveCapacity(256)
  }

  mutating func raw(_ text: StaticString) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func string(_ text: String) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      for index in 0..<bytes.count {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        runStart = index + 1
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case 0x0A: raw("\\n")
        case 0x0D: raw("\\r")
        case 0x09: raw("\\t")
        default:
          raw("\\u00")
          let hex: StaticString = "0123456789abcdef"
          output.append(hex.utf8Start[Int(byte >> 4)])
          output.append(hex.utf8Start[Int(byte & 0xF)])
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  mutating func ascii(_ text: String) {
    var text = text
    text.withUTF8 { output.append(contentsOf: $0) }
  }

  mutating func write(_ value: FirestoreRESTValue) {
    switch value {
    case .null: raw("{\"nullValue\":null}")
    case .boolean(let value):
      value ? raw("{\"booleanValue\":true}") : raw("{\"booleanValue\":false}")
    case .integer(let value):
      raw("{\"integerValue\":\"")
      ascii(String(value))
      raw("\"}")
    case .double(let value):
      raw("{\"doubleValue\":")
      if let text = RESTJSON.nonFiniteText(value) {
        output.append(UInt8(ascii: "\""))
        ascii(text)
        output.append(UInt8(ascii: "\""))
      } else {
        ascii(value.description)
      }
      output.append(UInt8(ascii: "}"))
    case .timestamp(let value):
      raw("{\"timestampValue\":\"")
      ascii(value._rfc3339Text)
      raw("\"}")
    case .string(let value):
      raw("{\"stringValue\":")
      string(value)
      output.append(UInt8(ascii: "}"))
    case .bytes(let value):
      raw("{\"bytesValue\":\"")
      ascii(value.base64EncodedString())
      raw("\"}")
    case .reference(let value):
      raw("{\"referenceValue\":")
      string(value.name)
      output.append(UInt8(ascii: "}"))
    case .geoPoint(let value):
      raw("{\"geoPointValue\":{\"latitude\":")
      ascii(value.latitude.description)
      raw(",\"longitude\":")
      ascii(value.longitude.description)
      raw("}}")
    case .array(let values):
      guard !values.isEmpty else { return raw("{\"arrayValue\":{}}") }
      raw("{\"arrayValue\":{\"values\":[")
      for (index, element) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(element)
      }
      raw("]}}")
    case .map(let fields):
      guard !fields.isEmpty else { return raw("{\"mapValue\":{}}") }
      raw("{\"mapValue\":{\"fields\":")
      write(fields: fields)
      raw("}}")
    }
  }

  /// A `fields` object.
  mutating func write(fields: [String: FirestoreRESTValue]) {
    output.append(UInt8(ascii: "{"))
    var first = true
    func member(_ name: String, _ value: FirestoreRESTValue) {
      if !first { output.append(UInt8(ascii: ",")) }
      first = false
      string(name)
      output.append(UInt8(ascii: ":"))
      write(value)
    }
    if sortedKeys {
      for (name, value) in fields.sorted(by: { $0.key < $1.key }) { member(name, value) }
    } else {
      for (name, value) in fields { member(name, value) }
    }
    output.append(UInt8(ascii: "}"))
  }
}

/// `text` as a JSON string literal, quotes included, for requests written by hand.
package func restJSONString(_ text: String) -> String {
  var writer = RESTWriter(sortedKeys: false)
  writer.string(text)
  return String(decoding: writer.output, as: UTF8.self)
}
