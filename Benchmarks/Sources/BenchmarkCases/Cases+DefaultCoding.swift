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

// MARK: - NilAsEmptyString

struct NilAsEmptyStringRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @NilAsEmptyString var a: String?
  @NilAsEmptyString var b: String?
  @NilAsEmptyString var c: String?
  @NilAsEmptyString var d: String?
}

/// `""`, a missing key and `null` decode as `nil`; `nil` encodes as `""`.
struct HandNilAsEmptyStringRecord: Codable, Sendable {
  var a: String?
  var b: String?
  var c: String?
  var d: String?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try Self.string(container, .a)
    b = try Self.string(container, .b)
    c = try Self.string(container, .c)
    d = try Self.string(container, .d)
  }

  @inline(__always)
  static func string(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys) throws
    -> String?
  {
    guard let string = try container.decodeIfPresent(String.self, forKey: key), !string.isEmpty
    else { return nil }
    return string
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.encode(a ?? "", forKey: .a)
    try container.encode(b ?? "", forKey: .b)
    try container.encode(c ?? "", forKey: .c)
    try container.encode(d ?? "", forKey: .d)
  }
}

/// Two strings, an empty one and a missing key.
func nilAsEmptyStringPayload(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { index in
    ["a": "middle \(index)", "b": "", "c": "x\(index % 10)"]
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
    + RatioCase.pairs(
      suite: "DefaultCoding", name: "NilAsEmptyString", subject: NilAsEmptyStringRecord.self,
      baseline: HandNilAsEmptyStringRecord.self, payload: nilAsEmptyStringPayload
    ) { _ in NilAsEmptyStringRecord(a: nil, b: nil, c: nil, d: nil) }
}
