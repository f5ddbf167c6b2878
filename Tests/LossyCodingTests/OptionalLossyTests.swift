import CodableTransformsTesting
import Foundation
import LossyCoding
import Testing
import URLCoding
import _CodableTransformsLibraryTesting

/// A model with the optional form of every lossy collection.
private struct Inbox: Codable, Hashable, Sendable {
  var name: String
  @LossyArray<Int>.Optional var ids: [Int]?
  @LossySet<String>.Optional var labels: Set<String>?
  @LossyDictionary<String, Int>.Optional var counts: [String: Int]?
  @Lossy<URLString<URL>>.Array.Optional var links: [URL]?
}

private func decodeInbox(_ wire: WireValue, with coder: any ConformanceCoder) throws -> (
  Inbox, RecoveryReport
) {
  let report = RecoveryReport()
  let reporting = try #require(coder.adding(userInfo: [.recoveryReport: report]))
  return (try reporting.decode(Inbox.self, from: wire), report)
}

private func paths(_ entries: [RecoveryReport.Entry]) -> [String] {
  entries.map(\.codingPathDescription)
}

@Suite("LossyCoding: optional lossy collections through OptionalCoded")
struct OptionalLossyTests {
  @Test func dotOptionalIsTheOptionalFormOfEveryLossyCollection() {
    #expect(LossyArray<Int>.Optional.self == OptionalCoded<LossyArray<Int>>.self)
    #expect(LossySet<String>.Optional.self == OptionalCoded<LossySet<String>>.self)
    #expect(
      LossyDictionary<String, Int>.Optional.self
        == OptionalCoded<LossyDictionary<String, Int>>.self)
    #expect(
      Lossy<URLString<URL>>.Array.Optional.self == OptionalCoded<Lossy<URLString<URL>>.Array>.self)
  }

  @Test(arguments: ConformanceCoders.all)
  func missingAndNullAreNilAndNotReported(_ coder: any ConformanceCoder) throws {
    let nulls: WireValue = ["name": "n", "ids": nil, "labels": nil, "counts": nil, "links": nil]
    for wire in [["name": "m"], nulls] as [WireValue] {
      let (inbox, report) = try decodeInbox(wire, with: coder)
      #expect(inbox.ids == nil && inbox.labels == nil && inbox.counts == nil)
      #expect(inbox.links == nil)
      #expect(report.entries.isEmpty)
      #expect(inbox.$ids.errors.isEmpty && inbox.$links.errors.isEmpty)
    }
  }

  @Test(arguments: ConformanceCoders.all)
  func badElementsAreDroppedAndReportedWithTheirPaths(_ coder: any ConformanceCoder) throws {
    let wire: WireValue = [
      "name": "n", "ids": [1, "two", nil, 4], "labels": ["a", 1, "a"],
      "counts": ["a": 1, "b": "x"], "links": ["https://swift.org", "not a url"],
    ]
    let (inbox, report) = try decodeInbox(wire, with: coder)
    #expect(inbox.ids == [1, 4])
    #expect(inbox.labels == ["a"])
    #expect(inbox.counts == ["a": 1])
    #expect(inbox.links == [URL(string: "https://swift.org")!])
    #expect(paths(inbox.$ids.errors) == ["ids[1]", "ids[2]"])
    #expect(paths(inbox.$labels.errors) == ["labels[1]"])
    #expect(paths(inbox.$counts.errors) == ["counts.b"])
    #expect(paths(inbox.$links.errors) == ["links[1]"])
    #expect("\(inbox.$links.errors[0])".contains("'not a url'"))
    #expect(
      paths(report.entries) == ["ids[1]", "ids[2]", "labels[1]", "counts.b", "links[1]"])
    #expect(DecodingErrorKind(of: inbox.$ids.errors[0].error) == .typeMismatch)
    #expect(DecodingErrorKind(of: inbox.$ids.errors[1].error) == .valueNotFound)
  }

  @Test(arguments: ConformanceCoders.all)
  func aValueThatIsNotACollectionIsEmptyAndReported(_ coder: any ConformanceCoder) throws {
    let wire: WireValue = ["name": "n", "ids": "1,2", "counts": [1, 2], "links": 42]
    let (inbox, report) = try decodeInbox(wire, with: coder)
    // Present is lossy exactly as the plain wrapper: empty, reported at the property.
    #expect(inbox.ids == [])
    #expect(inbox.counts == [:])
    #expect(inbox.links == [])
    #expect(paths(report.entries) == ["ids", "counts", "links"])
    #expect(report.entries.allSatisfy { DecodingErrorKind(of: $0.error) == .typeMismatch })
    #expect(paths(inbox.$ids.errors) == ["ids"])
  }

  @Test(arguments: ConformanceCoders.all)
  func nilLeavesTheKeyOutAndValuesAreWrittenAsCollections(_ coder: any ConformanceCoder) throws {
    let empty = Inbox(name: "n")
    #expect(try coder.encode(empty) == ["name": "n"])
    let full = Inbox(
      name: "n", ids: [3, 1], labels: ["x"], counts: ["k": 2],
      links: [URL(string: "https://swift.org")!])
    #expect(
      try coder.encode(full) == [
        "name": "n", "ids": [3, 1], "labels": ["x"], "counts": ["k": 2],
        "links": ["https://swift.org"],
      ])
    #expect(try coder.decode(Inbox.self, from: coder.encode(full)) == full)
  }

  @Test func equalityIgnoresWhatWasDropped() throws {
    let decoded = try JSONDecoder().decode(
      Inbox.self, from: Data(#"{"name": "n", "ids": [1, "x"]}"#.utf8))
    #expect(decoded.$ids.errors.count == 1)
    #expect(decoded == Inbox(name: "n", ids: [1]))
    #expect(decoded.hashValue == Inbox(name: "n", ids: [1]).hashValue)
  }
}
