import CodableTransformsTesting
import EnumCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

// This target imports `EnumCoding` alone (and the kit), with `MemberImportVisibility` on: the
// synthesized `Codable` below reaches the core's container overloads through EnumCoding's
// `@_exported import`, or the optional and missing-key rules would fail.

enum Status: String, CaseIterable, Sendable, UnknownCaseRepresentable {
  case active
  case suspended
  case unknown
  static var unknownCase: Status { .unknown }
}

enum Level: UInt8, Sendable, UnknownCaseRepresentable {
  case low = 1
  case high = 2
  case unknown = 0
  static var unknownCase: Level { .unknown }
}

/// Keeps the raw value it does not know, so that it is written back unchanged.
enum Tag: Hashable, Sendable, UnknownRawValueRepresentable {
  case swift
  case other(String)

  init?(rawValue: String) {
    guard rawValue == "swift" else { return nil }
    self = .swift
  }

  init(unknownRawValue: String) {
    self = .other(unknownRawValue)
  }

  var rawValue: String {
    switch self {
    case .swift: "swift"
    case .other(let rawValue): rawValue
    }
  }
}

struct Account: Codable, Hashable, Sendable {
  var name: String
  @UnknownCaseFallback var status: Status
  @UnknownCaseFallback var previous: Status?
  @UnknownCaseFallback var history: [Status]
  @UnknownCaseFallback var byRegion: [String: [Status?]]
  @UnknownCaseFallback var level: Level
  @UnknownCaseFallback var tags: [Tag]
}

/// A hand-written `Codable` using the transform directly.
struct HandWritten: Codable, Equatable {
  var status: Status
  var statuses: [Status]

  enum CodingKeys: String, CodingKey {
    case status
    case statuses
  }

  init(status: Status, statuses: [Status]) {
    self.status = status
    self.statuses = statuses
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = try container.decode(using: UnknownCaseFallbackTransform<Status>.self, forKey: .status)
    var elements = try container.nestedUnkeyedContainer(forKey: .statuses)
    statuses = []
    while !elements.isAtEnd {
      statuses.append(try elements.decode(using: UnknownCaseFallbackTransform<Status>.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(status, using: UnknownCaseFallbackTransform<Status>.self, forKey: .status)
    var elements = container.nestedUnkeyedContainer(forKey: .statuses)
    for status in statuses {
      try elements.encode(status, using: UnknownCaseFallbackTransform<Status>.self)
    }
  }
}

private let newerAccount: WireValue = [
  "name": "Ada",
  "status": "archived",
  "history": ["active", "deleted", "suspended"],
  "byRegion": ["eu": ["active", nil, "frozen"]],
  "level": 9,
  "tags": ["swift", "kotlin"],
]

private func decode<T: Decodable>(
  _ type: T.Type, _ wire: WireValue, with coder: any ConformanceCoder
) throws -> (T, RecoveryReport) {
  let report = RecoveryReport()
  let reporting = try #require(coder.adding(userInfo: [.recoveryReport: report]))
  return (try reporting.decode(type, from: wire), report)
}

@Suite("UnknownCaseFallback: unknown raw values, reports, wrong types")
struct UnknownCaseFallbackTests {
  @Test(arguments: ConformanceCoders.all)
  func unknownRawValuesFallBackAndAreReportedWhereTheyAre(_ coder: any ConformanceCoder) throws {
    let (account, report) = try decode(Account.self, newerAccount, with: coder)
    #expect(account.status == .unknown)
    #expect(account.previous == nil)
    #expect(account.history == [.active, .unknown, .suspended])
    #expect(account.byRegion == ["eu": [.active, nil, .unknown]])
    #expect(account.level == .unknown)
    #expect(account.tags == [.swift, .other("kotlin")])

    let paths = report.entries.map(\.codingPathDescription)
    #expect(paths == ["status", "history[1]", "byRegion.eu[2]", "level", "tags[1]"])
    let unknown = report.entries.compactMap(\.unknownRawValue)
    #expect(unknown.count == report.entries.count)
    #expect(unknown.map(\.typeName) == ["Status", "Status", "Status", "Level", "Tag"])
    #expect(unknown[0].rawValue as? String == "archived")
    #expect(unknown[3].rawValue as? UInt8 == 9)
    #expect(unknown[4].replacement == #".other("kotlin")"#)
    #expect(
      report.entries[0].description
        == "status: 'archived' is not a raw value of Status; decoded as .unknown")
    for entry in report.entries {
      #expect(DecodingErrorKind(of: entry.error) == .dataCorrupted)
    }
  }

  @Test(arguments: ConformanceCoders.all)
  func knownValuesAreNotReported(_ coder: any ConformanceCoder) throws {
    let wire: WireValue = [
      "name": "Bo", "status": "active", "previous": "suspended", "history": [],
      "byRegion": [:], "level": 2, "tags": ["swift"],
    ]
    let (account, report) = try decode(Account.self, wire, with: coder)
    #expect(account.previous == .suspended && account.level == .high && account.tags == [.swift])
    #expect(report.entries.isEmpty, "\(report)")
  }

  @Test(arguments: ConformanceCoders.all)
  func theFallbackIsWrittenAsItsOwnRawValueAndAKeptRawValueUnchanged(
    _ coder: any ConformanceCoder
  ) throws {
    let (account, _) = try decode(Account.self, newerAccount, with: coder)
    let encoded = try coder.encode(account)
    guard case .object(let members) = encoded else {
      Issue.record("not an object: \(encoded)")
      return
    }
    #expect(members[coder.wireKey(for: "status")]?.matches("unknown") == true)
    #expect(members[coder.wireKey(for: "level")]?.matches(0) == true)
    #expect(members[coder.wireKey(for: "tags")]?.matches(["swift", "kotlin"]) == true)
    #expect(members[coder.wireKey(for: "previous")] == nil, "nil omits the key")
    // What was written decodes to the same model, with no unknown raw value left but "kotlin".
    let (again, report) = try decode(Account.self, encoded, with: coder)
    #expect(again == account)
    #expect(report.entries.map(\.codingPathDescription) == ["tags[1]"])
  }

  /// A value of the wrong type is invalid, not unknown: it throws at its path and is not
  /// reported.
  @Test(
    arguments: [
      WrongType(["status": 1], at: "status", .typeMismatch),
      WrongType(["history": ["active", true]], at: "history[1]", .typeMismatch),
      WrongType(["byRegion": ["eu": [["a": 1]]]], at: "byRegion.eu[0]", .typeMismatch),
      WrongType(["level": "2"], at: "level", .typeMismatch),
      WrongType(["level": 300], at: "level", .dataCorrupted),
      WrongType(["level": -1], at: "level", .dataCorrupted),
      WrongType(["level": 1.5], at: "level", .dataCorrupted),
      WrongType(["tags": [7]], at: "tags[0]", .typeMismatch),
      WrongType(["status": nil], at: "status", .valueNotFound),
      WrongType([:], at: "status", .keyNotFound),
    ])
  func valuesOfTheWrongTypeThrowAtTheirPath(_ input: WrongType) throws {
    let (change, path, kind) = (input.change, input.path, input.kind)
    guard case .object(var members) = newerAccount, case .object(let changes) = change else {
      return
    }
    members.merge(changes) { $1 }
    if changes.isEmpty { members["status"] = nil }
    for coder in ConformanceCoders.all {
      let report = RecoveryReport()
      let reporting = try #require(coder.adding(userInfo: [.recoveryReport: report]))
      let wire = WireValue.object(
        Dictionary(uniqueKeysWithValues: members.map { (coder.wireKey(for: $0.key), $0.value) }))
      do {
        let account = try reporting.decode(Account.self, from: wire)
        Issue.record("\(coder.name) decoded \(account); expected \(kind) at \(path)")
      } catch {
        #expect(DecodingErrorKind(of: error) == kind, "\(coder.name): \(error)")
        #expect(errorPath(error) == path, "\(coder.name): \(error)")
      }
      #expect(
        report.entries.allSatisfy { $0.codingPathDescription != path },
        "\(coder.name) reported the invalid value: \(report)")
    }
  }

  @Test(arguments: ConformanceCoders.all)
  func decodingWithoutAReportStillFallsBack(_ coder: any ConformanceCoder) throws {
    let account = try coder.decode(Account.self, from: newerAccount)
    #expect(account.status == .unknown && account.history[1] == .unknown)
  }

  @Test(arguments: ConformanceCoders.all)
  func theTransformWorksInHandWrittenCodable(_ coder: any ConformanceCoder) throws {
    let wire: WireValue = ["status": "gone", "statuses": ["active", "gone"]]
    let (value, report) = try decode(HandWritten.self, wire, with: coder)
    #expect(value == HandWritten(status: .unknown, statuses: [.active, .unknown]))
    #expect(report.entries.map(\.codingPathDescription) == ["status", "statuses[1]"])
    #expect(
      try coder.encode(value).matches(["status": "unknown", "statuses": ["active", "unknown"]]))
  }

  @Test func anEntryForAnInvalidValueHasNoUnknownRawValue() {
    let entry = RecoveryReport.Entry(
      error: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")),
      codingPath: [])
    #expect(entry.unknownRawValue == nil)
    let typeMismatch = RecoveryReport.Entry(
      error: DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: "bad")),
      codingPath: [])
    #expect(typeMismatch.unknownRawValue == nil)
  }

  @Test func theErrorDescribesTheRawValueTheTypeAndTheReplacement() {
    let error = UnknownRawValueError(rawValue: 7, of: Level.self, decodedAs: .unknown)
    #expect(error.description == "'7' is not a raw value of Level; decoded as .unknown")
    #expect(error.rawValue as? UInt8 == 7)
  }
}

/// A change to the newer account that makes it invalid, and the error it must throw.
struct WrongType: Sendable, CustomTestStringConvertible {
  var change: WireValue
  var path: String
  var kind: DecodingErrorKind

  init(_ change: WireValue, at path: String, _ kind: DecodingErrorKind) {
    (self.change, self.path, self.kind) = (change, path, kind)
  }

  var testDescription: String { "\(change) → \(kind) at \(path)" }
}

/// The coding path of a `DecodingError` as text, the key of a `keyNotFound` included.
private func errorPath(_ error: any Error) -> String {
  let path: [any CodingKey]
  switch error {
  case DecodingError.keyNotFound(let key, let context): path = context.codingPath + [key]
  case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
    DecodingError.dataCorrupted(let context):
    path = context.codingPath
  default: path = []
  }
  return RecoveryReport.Entry(error: error, codingPath: path).codingPathDescription
}
