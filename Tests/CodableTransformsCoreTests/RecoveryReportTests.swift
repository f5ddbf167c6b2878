import CodableTransformsCore
import Foundation
import Testing

private struct Key: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { (self.stringValue, self.intValue) = (stringValue, nil) }
  init(intValue: Int) { (self.stringValue, self.intValue) = ("Index \(intValue)", intValue) }
}

private struct SomeError: Error, CustomStringConvertible {
  var description: String { "some error" }
}

@Suite("RecoveryReport")
struct RecoveryReportTests {
  @Test func recordsEntriesInOrderAndRemovesThemAll() {
    let report = RecoveryReport()
    #expect(report.entries.isEmpty)
    #expect(report.description == "RecoveryReport: nothing dropped or replaced")
    report.record(SomeError(), at: [Key(stringValue: "posts"), Key(intValue: 1)])
    report.record(
      contentsOf: [
        RecoveryReport.Entry(error: SomeError(), codingPath: [Key(stringValue: "a")]),
        RecoveryReport.Entry(error: SomeError(), codingPath: []),
      ])
    #expect(report.entries.map(\.codingPathDescription) == ["posts[1]", "a", ""])
    #expect(
      report.description
        == """
        posts[1]: The value could not be decoded: some error
        a: The value could not be decoded: some error
        (top level): The value could not be decoded: some error
        """)
    let removed = report.removeAll()
    #expect(removed.count == 3 && report.entries.isEmpty)
  }

  @Test func anEntryKeepsEachKeysStringAndIntegerValues() {
    let entry = RecoveryReport.Entry(
      error: SomeError(),
      codingPath: [Key(stringValue: "byID"), Key(stringValue: "7"), Key(intValue: 2)])
    #expect(entry.codingPath.map(\.stringValue) == ["byID", "7", "Index 2"])
    #expect(entry.codingPath.map(\.intValue) == [nil, nil, 2])
    #expect(entry.codingPathDescription == "byID.7[2]")
  }

  @Test func anEntryAlwaysCarriesADecodingErrorWithAPath() throws {
    let path: [any CodingKey] = [Key(stringValue: "level")]
    // Not a DecodingError: wrapped, the original kept as the underlying error.
    let wrapped = RecoveryReport.Entry(error: SomeError(), codingPath: path)
    guard case DecodingError.dataCorrupted(let context) = wrapped.error else {
      Issue.record("expected dataCorrupted, got \(wrapped.error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["level"])
    #expect(context.underlyingError is SomeError)

    // A DecodingError without a path gets the entry's path.
    let pathless = DecodingError.typeMismatch(
      Int.self, .init(codingPath: [], debugDescription: "not a number"))
    let located = RecoveryReport.Entry(error: pathless, codingPath: path)
    guard case DecodingError.typeMismatch(_, let locatedContext) = located.error else {
      Issue.record("expected typeMismatch, got \(located.error)")
      return
    }
    #expect(locatedContext.codingPath.map(\.stringValue) == ["level"])
    #expect(locatedContext.debugDescription == "not a number")

    // A DecodingError with its own, deeper path is kept as it is.
    let deep = DecodingError.valueNotFound(
      String.self, .init(codingPath: path + [Key(stringValue: "name")], debugDescription: "null"))
    let kept = RecoveryReport.Entry(error: deep, codingPath: path)
    guard case DecodingError.valueNotFound(_, let keptContext) = kept.error else {
      Issue.record("expected valueNotFound, got \(kept.error)")
      return
    }
    #expect(keptContext.codingPath.map(\.stringValue) == ["level", "name"])
  }

  @Test func recordingFromManyThreadsAtOnceLosesNothing() {
    let report = RecoveryReport()
    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      for step in 0..<10 {
        report.record(SomeError(), at: [Key(intValue: index * 10 + step)])
      }
    }
    let indices = report.entries.compactMap { $0.codingPath.first?.intValue }
    #expect(indices.count == 10_000)
    #expect(Set(indices) == Set(0..<10_000))
  }

  /// A wrapper in another module records through the decoder or the keyed container.
  struct Recovering: Decodable {
    var fromContainer: Int?
    var fromDecoder: Int?
    var entries: [RecoveryReport.Entry] = []

    enum CodingKeys: String, CodingKey { case fromContainer, fromDecoder }

    struct Fallback: Decodable {
      var value: Int?
      var entry: RecoveryReport.Entry?
      init(from decoder: any Decoder) throws {
        do {
          value = try decoder.singleValueContainer().decode(Int.self)
        } catch {
          entry = decoder.recordRecovery(error)
        }
      }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      do {
        fromContainer = try container.decode(Int.self, forKey: .fromContainer)
      } catch {
        entries.append(container.recordRecovery(error, forKey: .fromContainer))
      }
      let fallback = try container.decode(Fallback.self, forKey: .fromDecoder)
      fromDecoder = fallback.value
      entries += fallback.entry.map { [$0] } ?? []
    }
  }

  @Test func otherModulesRecordThroughTheDecoderOrTheKeyedContainer() throws {
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let json = Data(#"{"fromContainer": "one", "fromDecoder": "two"}"#.utf8)
    let value = try decoder.decode(Recovering.self, from: json)
    #expect(value.fromContainer == nil && value.fromDecoder == nil)
    #expect(value.entries.map(\.codingPathDescription) == ["fromContainer", "fromDecoder"])
    #expect(report.entries.map(\.codingPathDescription) == ["fromContainer", "fromDecoder"])

    // Without a report in userInfo the entries are still returned, and nothing fails.
    let quiet = try JSONDecoder().decode(Recovering.self, from: json)
    #expect(quiet.entries.count == 2)
  }
}
