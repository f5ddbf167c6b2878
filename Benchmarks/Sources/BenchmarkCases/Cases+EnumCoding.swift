import CodableTransforms
import Foundation

// `@UnknownCaseFallback` against `Enum(rawValue:) ?? .unknownCase` by hand. One record in ten
// holds a raw value that names no case. The decoders have no `RecoveryReport`, the usual
// setup: the library looks for one only for an unknown value, and so does the baseline.

/// A `String` enum with an unknown case.
enum BenchStatus: String, Sendable, UnknownCaseRepresentable {
  case active, suspended, pending, closed, unknown
  static var unknownCase: BenchStatus { .unknown }

  static let known: [BenchStatus] = [.active, .suspended, .pending, .closed]
}

/// An `Int` enum with an unknown case.
enum BenchPriority: Int, Sendable, UnknownCaseRepresentable {
  case unknown = 0
  case low = 1
  case medium = 2
  case high = 3
  case urgent = 4
  static var unknownCase: BenchPriority { .unknown }

  static let known: [BenchPriority] = [.low, .medium, .high, .urgent]
}

extension KeyedDecodingContainer {
  /// `Enum(rawValue:) ?? .unknownCase`, recording the unknown raw value in the decoder's report
  /// when it has one, as the wrapper does.
  @inline(__always)
  func resolving<Enum: UnknownCaseRepresentable>(
    _ rawValue: Enum.RawValue, _ key: Key, _ decoder: any Decoder
  ) -> Enum where Enum.RawValue: Sendable {
    if let known = Enum(rawValue: rawValue) { return known }
    return recordingUnknown(rawValue, key, decoder)
  }

  /// The rare path, out of line as in the library.
  @inline(never)
  func recordingUnknown<Enum: UnknownCaseRepresentable>(
    _ rawValue: Enum.RawValue, _ key: Key, _ decoder: any Decoder
  ) -> Enum where Enum.RawValue: Sendable {
    let value = Enum.unknownCase
    if let report = decoder.recoveryReport {
      let unknown = UnknownRawValueError(rawValue: rawValue, of: Enum.self, decodedAs: value)
      report.record(
        DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [], debugDescription: unknown.description, underlyingError: unknown)),
        at: codingPath + [key])
    }
    return value
  }
}

// MARK: - String raw values

struct StatusRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @UnknownCaseFallback var a: BenchStatus
  @UnknownCaseFallback var b: BenchStatus
  @UnknownCaseFallback var c: BenchStatus?
  @UnknownCaseFallback var d: BenchStatus?
}

struct HandStatusRecord: Codable, Sendable {
  var a: BenchStatus
  var b: BenchStatus
  var c: BenchStatus?
  var d: BenchStatus?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = container.resolving(try container.decode(String.self, forKey: .a), .a, decoder)
    b = container.resolving(try container.decode(String.self, forKey: .b), .b, decoder)
    c = try container.decodeIfPresent(String.self, forKey: .c).map {
      container.resolving($0, .c, decoder)
    }
    d = try container.decodeIfPresent(String.self, forKey: .d).map {
      container.resolving($0, .d, decoder)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.encode(a.rawValue, forKey: .a)
    try container.encode(b.rawValue, forKey: .b)
    try container.encodeIfPresent(c?.rawValue, forKey: .c)
    try container.encodeIfPresent(d?.rawValue, forKey: .d)
  }
}

// MARK: - Int raw values

struct PriorityRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @UnknownCaseFallback var a: BenchPriority
  @UnknownCaseFallback var b: BenchPriority
  @UnknownCaseFallback var c: BenchPriority?
  @UnknownCaseFallback var d: BenchPriority?
}

struct HandPriorityRecord: Codable, Sendable {
  var a: BenchPriority
  var b: BenchPriority
  var c: BenchPriority?
  var d: BenchPriority?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = container.resolving(try container.decode(Int.self, forKey: .a), .a, decoder)
    b = container.resolving(try container.decode(Int.self, forKey: .b), .b, decoder)
    c = try container.decodeIfPresent(Int.self, forKey: .c).map {
      container.resolving($0, .c, decoder)
    }
    d = try container.decodeIfPresent(Int.self, forKey: .d).map {
      container.resolving($0, .d, decoder)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.encode(a.rawValue, forKey: .a)
    try container.encode(b.rawValue, forKey: .b)
    try container.encodeIfPresent(c?.rawValue, forKey: .c)
    try container.encodeIfPresent(d?.rawValue, forKey: .d)
  }
}

// MARK: - An array

struct StatusArrayRecord: Codable, Sendable {
  typealias CodingKeys = ItemsKeys

  @UnknownCaseFallback var items: [BenchStatus]
}

/// A loop over a nested unkeyed container reading each raw value with its concrete method.
struct HandStatusArrayRecord: Codable, Sendable {
  var items: [BenchStatus]

  private typealias CodingKeys = ItemsKeys

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var elements = try container.nestedUnkeyedContainer(forKey: .items)
    var items: [BenchStatus] = []
    if let count = elements.count { items.reserveCapacity(count) }
    while !elements.isAtEnd {
      let index = elements.currentIndex
      let rawValue = try elements.decode(String.self)
      if let known = BenchStatus(rawValue: rawValue) {
        items.append(known)
      } else {
        items.append(Self.recordingUnknown(rawValue, elements.codingPath, index, decoder))
      }
    }
    self.items = items
  }

  @inline(never)
  private static func recordingUnknown(
    _ rawValue: String, _ codingPath: [any CodingKey], _ index: Int, _ decoder: any Decoder
  ) -> BenchStatus {
    let value = BenchStatus.unknownCase
    if let report = decoder.recoveryReport {
      let unknown = UnknownRawValueError(rawValue: rawValue, of: BenchStatus.self, decodedAs: value)
      report.record(
        DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [], debugDescription: unknown.description, underlyingError: unknown)),
        at: codingPath + [ElementIndex(index)])
    }
    return value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var elements = container.nestedUnkeyedContainer(forKey: .items)
    for item in items {
      try elements.encode(item.rawValue)
    }
  }
}

/// An element's position in a coding path, as the coders name it (`Index 3`).
struct ElementIndex: CodingKey {
  var stringValue: String { "Index \(intValue ?? 0)" }
  var intValue: Int?
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

// MARK: - Payloads

/// Records of four statuses; every tenth record's `b` is a status the app does not know.
func statusPayload(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { index in
    let known = BenchStatus.known
    return [
      "a": known[index % 4].rawValue,
      "b": index % 10 == 0 ? "archived" : known[(index + 1) % 4].rawValue,
      "c": known[(index + 2) % 4].rawValue,
    ]
  }
}

/// Records of four priorities; every tenth record's `b` is a priority the app does not know.
func priorityPayload(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { index in
    let known = BenchPriority.known
    return [
      "a": known[index % 4].rawValue,
      "b": index % 10 == 0 ? 7 : known[(index + 1) % 4].rawValue,
      "c": known[(index + 2) % 4].rawValue,
    ]
  }
}

/// Records of ten statuses; in every tenth record one of them is unknown.
func statusArrayPayload(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { index in
    [
      "items": (0..<10).map { position in
        index % 10 == 0 && position == 3
          ? "archived" : BenchStatus.known[(index + position) % 4].rawValue
      }
    ]
  }
}

/// Throws unless both sides report the same unknown raw values, at the same paths, when the
/// decoder has a report.
func checkSameReports<Subject: Decodable & Sendable, Baseline: Decodable & Sendable>(
  _ subject: Subject.Type, _ baseline: Baseline.Type
) -> @Sendable (Data, CoderFormat, String) throws -> Void {
  { data, format, name in
    func entries<T: Decodable & Sendable>(_ type: T.Type) throws -> [String] {
      let report = RecoveryReport()
      _ = try format.decoder(for: [T].self, userInfo: [.recoveryReport: report])(data)
      return report.entries.map { "\($0.codingPathDescription): \($0.error)" }
    }
    let (left, right) = (try entries(Baseline.self), try entries(Subject.self))
    guard !left.isEmpty, left == right else {
      throw CaseMismatch(
        description: "\(name): the reports differ:\n  baseline \(left.prefix(3))\n  subject  "
          + "\(right.prefix(3))")
    }
  }
}

extension RatioCases {
  static let enumCoding =
    RatioCase.pairs(
      suite: "EnumCoding", name: "UnknownCaseFallback<String>", subject: StatusRecord.self,
      baseline: HandStatusRecord.self,
      baselineName: "hand-written Enum(rawValue:) ?? .unknownCase",
      payload: statusPayload, check: checkSameReports(StatusRecord.self, HandStatusRecord.self)
    ) { _ in StatusRecord(a: .active, b: .active) }
    + RatioCase.pairs(
      suite: "EnumCoding", name: "UnknownCaseFallback<Int>", subject: PriorityRecord.self,
      baseline: HandPriorityRecord.self,
      baselineName: "hand-written Enum(rawValue:) ?? .unknownCase",
      payload: priorityPayload,
      check: checkSameReports(PriorityRecord.self, HandPriorityRecord.self)
    ) { _ in PriorityRecord(a: .low, b: .low) }
    + RatioCase.pairs(
      suite: "EnumCoding", name: "UnknownCaseFallback [String]",
      subject: StatusArrayRecord.self, baseline: HandStatusArrayRecord.self,
      baselineName: "a hand-written loop of Enum(rawValue:) ?? .unknownCase", records: 100,
      payload: statusArrayPayload,
      check: checkSameReports(StatusArrayRecord.self, HandStatusArrayRecord.self)
    ) { _ in StatusArrayRecord(items: []) }
}
