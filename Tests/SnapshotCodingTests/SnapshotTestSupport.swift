import Foundation
import SnapshotCoding
import Testing

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

/// The kind of a `DecodingError`, for comparisons.
enum ErrorKind: String, Sendable {
  case typeMismatch, valueNotFound, keyNotFound, dataCorrupted

  init?(_ error: any Error) {
    switch error {
    case DecodingError.typeMismatch: self = .typeMismatch
    case DecodingError.valueNotFound: self = .valueNotFound
    case DecodingError.keyNotFound: self = .keyNotFound
    case DecodingError.dataCorrupted: self = .dataCorrupted
    default: return nil
    }
  }
}

/// Parses JSON text into a tree, as a server that reads the Realtime Database's REST API does.
func jsonTree(_ json: String) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
}

/// A model with one property of type `T`, to decode a single tree value at a known path.
struct Box<T> {
  var value: T
}

extension Box: Decodable where T: Decodable {}
extension Box: Encodable where T: Encodable {}

/// Decodes `Box<T>` from `["value": tree]`.
func decodeValue<T: Codable>(
  _ type: T.Type, from tree: Any, with decoder: SnapshotDecoder = SnapshotDecoder()
) throws -> T {
  try decoder.decode(Box<T>.self, from: ["value": tree] as [String: Any]).value
}

/// Encodes `Box(value)` and returns the tree value written for `value`.
func encodeValue<T: Codable>(_ value: T, with encoder: SnapshotEncoder = SnapshotEncoder())
  throws -> Any?
{
  try encoder.encode(Box(value: value))["value"]
}
