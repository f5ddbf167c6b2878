import CodableTransforms
import Foundation

// Data as text. The baseline reads the string and converts it with the same codec function,
// so the ratio is the wrapper's cost alone.

struct Base64Record: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @Base64Data var a: Data
  @Base64Data var b: Data
  @Base64Data var c: Data?
  @Base64Data var d: Data?
}

struct Base64URLRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @Base64URLData var a: Data
  @Base64URLData var b: Data
  @Base64URLData var c: Data?
  @Base64URLData var d: Data?
}

struct HexRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @HexData var a: Data
  @HexData var b: Data
  @HexData var c: Data?
  @HexData var d: Data?
}

struct UppercaseHexRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @UppercaseHexData var a: Data
  @UppercaseHexData var b: Data
  @UppercaseHexData var c: Data?
  @UppercaseHexData var d: Data?
}

/// The hand-written twin of the four records; `Codec` names the transform whose functions it
/// calls.
struct HandDataRecord<Codec: CodingTransform>: Codable, Sendable
where Codec.Value == Data, Codec.CodingValue == String {
  var a: Data
  var b: Data
  var c: Data?
  var d: Data?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try container.string(.a) { try Codec.decode($0) }
    b = try container.string(.b) { try Codec.decode($0) }
    c = try container.stringIfPresent(.c) { try Codec.decode($0) }
    d = try container.stringIfPresent(.d) { try Codec.decode($0) }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.string(a, .a) { try Codec.encode($0) }
    try container.string(b, .b) { try Codec.encode($0) }
    try container.stringIfPresent(c, .c) { try Codec.encode($0) }
    try container.stringIfPresent(d, .d) { try Codec.encode($0) }
  }
}

func blob(_ index: Int, _ length: Int) -> Data {
  Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) })
}

extension RatioCases {
  static let dataCoding =
    RatioCase.pairs(
      suite: "DataCoding", name: "Base64Data", subject: Base64Record.self,
      baseline: HandDataRecord<Base64DataTransform>.self
    ) { index in
      Base64Record(a: blob(index, 16), b: blob(index, 47), c: blob(index, 120))
    }
    + RatioCase.pairs(
      suite: "DataCoding", name: "Base64URLData", subject: Base64URLRecord.self,
      baseline: HandDataRecord<Base64URLDataTransform>.self
    ) { index in
      Base64URLRecord(a: blob(index, 16), b: blob(index, 47), c: blob(index, 120))
    }
    + RatioCase.pairs(
      suite: "DataCoding", name: "HexData", subject: HexRecord.self,
      baseline: HandDataRecord<HexDataTransform>.self
    ) { index in
      HexRecord(a: blob(index, 16), b: blob(index, 32), c: blob(index, 64))
    }
    + RatioCase.pairs(
      suite: "DataCoding", name: "UppercaseHexData", subject: UppercaseHexRecord.self,
      baseline: HandDataRecord<UppercaseHexDataTransform>.self
    ) { index in
      UppercaseHexRecord(a: blob(index, 16), b: blob(index, 32), c: blob(index, 64))
    }
}
