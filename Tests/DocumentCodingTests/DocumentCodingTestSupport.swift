import CodableTransformsTesting
import DocumentCoding
import Foundation
import SnapshotCoding
import Testing

/// One encoder and decoder pair of Foundation's or the snapshot coders, with `userInfo`, reading
/// and writing plain trees so that tests can look at exactly what was written.
struct Coder: Sendable, CustomTestStringConvertible {
  enum Kind: Sendable {
    case json
    case propertyList(PropertyListSerialization.PropertyListFormat)
    case snapshot
  }

  var kind: Kind
  var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  static let all: [Coder] = [
    Coder(kind: .json), Coder(kind: .propertyList(.xml)), Coder(kind: .propertyList(.binary)),
    Coder(kind: .snapshot),
  ]

  var testDescription: String {
    switch kind {
    case .json: "JSON"
    case .propertyList(let format): format == .xml ? "PropertyList (xml)" : "PropertyList (binary)"
    case .snapshot: "Snapshot"
    }
  }

  func with(_ userInfo: [CodingUserInfoKey: any Sendable]) -> Coder {
    var coder = self
    coder.userInfo.merge(userInfo) { $1 }
    return coder
  }

  /// The value as a tree: what the encoder wrote, read back with `JSONSerialization` or
  /// `PropertyListSerialization`, or the snapshot tree itself.
  func encode<T: Encodable>(_ value: T, snapshotEncoder: SnapshotEncoder = SnapshotEncoder())
    throws -> [String: Any]
  {
    switch kind {
    case .json:
      let encoder = JSONEncoder()
      for (key, value) in userInfo { encoder.userInfo[key] = value }
      let data = try encoder.encode(value)
      return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    case .propertyList(let format):
      let encoder = PropertyListEncoder()
      encoder.outputFormat = format
      for (key, value) in userInfo { encoder.userInfo[key] = value }
      let data = try encoder.encode(value)
      return try #require(
        PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    case .snapshot:
      var encoder = snapshotEncoder
      encoder.userInfo.merge(userInfo) { $1 }
      return try encoder.encode(value)
    }
  }

  /// Decodes from a tree of property-list-compatible values (strings, numbers, arrays, objects),
  /// written in the coder's format first.
  func decode<T: Decodable>(_ type: T.Type, from tree: [String: Any]) throws -> T {
    switch kind {
    case .json:
      let decoder = JSONDecoder()
      for (key, value) in userInfo { decoder.userInfo[key] = value }
      return try decoder.decode(T.self, from: JSONSerialization.data(withJSONObject: tree))
    case .propertyList(let format):
      let decoder = PropertyListDecoder()
      for (key, value) in userInfo { decoder.userInfo[key] = value }
      return try decoder.decode(
        T.self,
        from: PropertyListSerialization.data(fromPropertyList: tree, format: format, options: 0))
    case .snapshot:
      var decoder = SnapshotDecoder()
      decoder.userInfo = userInfo
      return try decoder.decode(T.self, from: tree)
    }
  }
}

/// The coding path of an error as `a.b[1]`.
func pathDescription(of error: any Error) -> String {
  let keys: [any CodingKey]
  switch error {
  case DecodingError.keyNotFound(let key, let context): keys = context.codingPath + [key]
  case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
    DecodingError.dataCorrupted(let context):
    keys = context.codingPath
  case EncodingError.invalidValue(_, let context): keys = context.codingPath
  default: keys = []
  }
  return keys.reduce(into: "") { result, key in
    if let index = key.intValue {
      result += "[\(index)]"
    } else {
      result += (result.isEmpty ? "" : ".") + key.stringValue
    }
  }
}

/// The `debugDescription` of a decoding or encoding error.
func debugDescription(of error: any Error) -> String {
  switch error {
  case DecodingError.keyNotFound(_, let context), DecodingError.typeMismatch(_, let context),
    DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
    context.debugDescription
  case EncodingError.invalidValue(_, let context): context.debugDescription
  default: "\(error)"
  }
}
