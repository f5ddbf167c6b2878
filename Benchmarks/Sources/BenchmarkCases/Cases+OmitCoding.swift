import CodableTransforms
import Foundation

// Properties left out of one direction (or both) against a hand-written `Codable` that skips
// the key. Each record has two plain properties, `a` and `b`, and two omitted ones, `c` and `d`;
// the payload holds all four, as a server sends them.

// MARK: - OmitEncoding

struct OmitEncodingRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  var a: String
  var b: Int
  @OmitEncoding var c: String
  @OmitEncoding var d: String?
}

/// Decodes every key; encodes `a` and `b` only.
struct HandOmitEncodingRecord: Codable, Sendable {
  var a: String
  var b: Int
  var c: String
  var d: String?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try container.decode(String.self, forKey: .a)
    b = try container.decode(Int.self, forKey: .b)
    c = try container.decode(String.self, forKey: .c)
    d = try container.decodeIfPresent(String.self, forKey: .d)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.encode(a, forKey: .a)
    try container.encode(b, forKey: .b)
  }
}

// MARK: - OmitDecoding

struct OmitDecodingRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  var a: String
  var b: Int
  @OmitDecoding var c: String
  @OmitDecoding var d: String?
}

/// Decodes `a` and `b`, gives `c` and `d` their empty values; encodes every key (`nil` left out).
struct HandOmitDecodingRecord: Codable, Sendable {
  var a: String
  var b: Int
  var c: String
  var d: String?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try container.decode(String.self, forKey: .a)
    b = try container.decode(Int.self, forKey: .b)
    c = ""
    d = nil
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.encode(a, forKey: .a)
    try container.encode(b, forKey: .b)
    try container.encode(c, forKey: .c)
    try container.encodeIfPresent(d, forKey: .d)
  }
}

// MARK: - OmitCoding

struct OmitCodingRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  var a: String
  var b: Int
  @Omitted var c: String
  @Omitted var d: String?
}

/// Codes `a` and `b` only.
struct HandOmitCodingRecord: Codable, Sendable {
  var a: String
  var b: Int
  var c: String = ""
  var d: String?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try container.decode(String.self, forKey: .a)
    b = try container.decode(Int.self, forKey: .b)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.encode(a, forKey: .a)
    try container.encode(b, forKey: .b)
  }
}

/// Records holding all four keys.
func omitPayload(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { index in
    ["a": "name \(index)", "b": index, "c": "note \(index)", "d": "draft \(index % 7)"]
  }
}

extension RatioCases {
  static let omitCoding =
    RatioCase.pairs(
      suite: "OmitCoding", name: "OmitEncoding", subject: OmitEncodingRecord.self,
      baseline: HandOmitEncodingRecord.self,
      baselineName: "hand-written Codable that does not encode the keys", payload: omitPayload
    ) { _ in OmitEncodingRecord(a: "", b: 0, c: "") }
    + RatioCase.pairs(
      suite: "OmitCoding", name: "OmitDecoding", subject: OmitDecodingRecord.self,
      baseline: HandOmitDecodingRecord.self,
      baselineName: "hand-written Codable that does not decode the keys", payload: omitPayload
    ) { _ in OmitDecodingRecord(a: "", b: 0, c: "") }
    + RatioCase.pairs(
      suite: "OmitCoding", name: "OmitCoding", subject: OmitCodingRecord.self,
      baseline: HandOmitCodingRecord.self,
      baselineName: "hand-written Codable that skips the keys", payload: omitPayload
    ) { _ in OmitCodingRecord(a: "", b: 0) }
}
