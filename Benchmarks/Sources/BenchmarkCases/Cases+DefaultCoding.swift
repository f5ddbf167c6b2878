import CodableTransforms
import Foundation

// Defaults for missing keys, with half of the keys missing from the payload, against
// `decodeIfPresent(…) ?? default` by hand.

struct DefaultRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @DefaultFalse var a: Bool
  @DefaultZero var b: Int
  @DefaultEmptyString var c: String
  @DefaultEmptyArray var d: [String]
}

struct HandDefaultRecord: Codable, Sendable {
  var a: Bool
  var b: Int
  var c: String
  var d: [String]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try container.decodeIfPresent(Bool.self, forKey: .a) ?? false
    b = try container.decodeIfPresent(Int.self, forKey: .b) ?? 0
    c = try container.decodeIfPresent(String.self, forKey: .c) ?? ""
    d = try container.decodeIfPresent([String].self, forKey: .d) ?? []
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.encode(a, forKey: .a)
    try container.encode(b, forKey: .b)
    try container.encode(c, forKey: .c)
    try container.encode(d, forKey: .d)
  }
}

/// `.Lenient`: an invalid value also becomes the default, and is reported.
struct LenientDefaultRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @DefaultFalse.Lenient var a: Bool
  @DefaultZero<Int>.Lenient var b: Int
  @DefaultEmptyString.Lenient var c: String
  @DefaultEmptyArray<String>.Lenient var d: [String]
}

/// What `.Lenient` does by hand: `try?` would lose the error, so each failure is kept.
struct HandLenientDefaultRecord: Codable, Sendable {
  var a: Bool
  var b: Int
  var c: String
  var d: [String]
  var errors: [String] = []

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    var errors: [any Error] = []
    func lenient<T>(_ default: T, _ read: () throws -> T?) -> T {
      do { return try read() ?? `default` } catch {
        errors.append(error)
        return `default`
      }
    }
    a = lenient(false) { try container.decodeIfPresent(Bool.self, forKey: .a) }
    b = lenient(0) { try container.decodeIfPresent(Int.self, forKey: .b) }
    c = lenient("") { try container.decodeIfPresent(String.self, forKey: .c) }
    d = lenient([]) { try container.decodeIfPresent([String].self, forKey: .d) }
    self.errors = errors.map { "\($0)" }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.encode(a, forKey: .a)
    try container.encode(b, forKey: .b)
    try container.encode(c, forKey: .c)
    try container.encode(d, forKey: .d)
  }
}

/// Half of the keys missing: even records have `a` and `c`, odd ones `b` and `d`.
func halfMissingDefaults(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { index in
    index % 2 == 0
      ? ["a": index % 4 == 0, "c": "name \(index)"]
      : ["b": index, "d": ["x\(index)", "y"]]
  }
}

extension RatioCases {
  static let defaultCoding =
    RatioCase.pairs(
      suite: "DefaultCoding", name: "Default (half missing)", subject: DefaultRecord.self,
      baseline: HandDefaultRecord.self, payload: halfMissingDefaults
    ) { _ in DefaultRecord(a: false, b: 0, c: "", d: []) }
    + RatioCase.pairs(
      suite: "DefaultCoding", name: "Default.Lenient (half missing)",
      subject: LenientDefaultRecord.self, baseline: HandLenientDefaultRecord.self,
      directions: [.decode], payload: halfMissingDefaults
    ) { _ in LenientDefaultRecord(a: false, b: 0, c: "", d: []) }
}
