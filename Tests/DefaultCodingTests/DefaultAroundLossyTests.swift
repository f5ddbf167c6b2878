import CodableTransformsTesting
import DefaultCoding
import Foundation
import LossyCoding
import Testing
import URLCoding
import _CodableTransformsLibraryTesting

private enum StarterIDs: DefaultValueProvider {
  static var defaultValue: [Int] { [1, 2] }
}

private enum Homepage: DefaultValueProvider {
  static var defaultValue: URL { URL(string: "https://example.com")! }
}

/// One attribute each: a default around a lossy collection, and a lenient default around a
/// transformed value.
private struct Account: Codable, Hashable, Sendable {
  @DefaultCoded<StarterIDs, LossyArray<Int>> var ids: [Int]
  @DefaultCoded<Homepage, URLString<URL>>.Lenient var homepage: URL
}

private func decodeAccount(_ wire: WireValue, with coder: any ConformanceCoder) throws -> (
  Account, RecoveryReport
) {
  let report = RecoveryReport()
  let reporting = try #require(coder.adding(userInfo: [.recoveryReport: report]))
  return (try reporting.decode(Account.self, from: wire), report)
}

@Suite("DefaultCoding: a default around a lossy collection or a transformed value")
struct DefaultAroundLossyTests {
  @Test(arguments: ConformanceCoders.all)
  func missingAndNullGiveTheDefaultsUnreported(_ coder: any ConformanceCoder) throws {
    for wire in [[:], ["ids": nil, "homepage": nil]] as [WireValue] {
      let (account, report) = try decodeAccount(wire, with: coder)
      #expect(account.ids == [1, 2])
      #expect(account.homepage == Homepage.defaultValue)
      #expect(report.entries.isEmpty)
      #expect(account.$ids.errors.isEmpty && account.$homepage.errors.isEmpty)
    }
  }

  @Test(arguments: ConformanceCoders.all)
  func aPresentArrayIsLossyAndAnInvalidURLIsReplaced(_ coder: any ConformanceCoder) throws {
    let wire: WireValue = ["ids": [7, "eight", nil, 9], "homepage": "not a url"]
    let (account, report) = try decodeAccount(wire, with: coder)
    #expect(account.ids == [7, 9])
    #expect(account.homepage == Homepage.defaultValue)
    #expect(account.$ids.errors.map(\.codingPathDescription) == ["ids[1]", "ids[2]"])
    #expect(account.$homepage.errors.map(\.codingPathDescription) == ["homepage"])
    #expect("\(account.$homepage.errors[0])".contains("'not a url'"))
    #expect(
      report.entries.map(\.codingPathDescription) == ["ids[1]", "ids[2]", "homepage"])
  }

  @Test(arguments: ConformanceCoders.all)
  func anEmptyArrayIsKeptAndTheValuesAreWritten(_ coder: any ConformanceCoder) throws {
    let (account, report) = try decodeAccount(["ids": [], "homepage": "/home"], with: coder)
    #expect(account.ids == [])
    #expect(account.homepage == URL(string: "/home"))
    #expect(report.entries.isEmpty)
    #expect(try coder.encode(account) == ["ids": [], "homepage": "/home"])
  }

  @Test(arguments: ConformanceCoders.all)
  func assigningAValueKeepsWhatTheDecodeDropped(_ coder: any ConformanceCoder) throws {
    var (account, _) = try decodeAccount(["ids": [7, "eight"], "homepage": "/home"], with: coder)
    account.ids = [1]
    account.ids.append(2)
    #expect(account.ids == [1, 2])
    #expect(account.$ids.errors.map(\.codingPathDescription) == ["ids[1]"])
    #expect(try coder.encode(account) == ["ids": [1, 2], "homepage": "/home"])
  }

  @Test func aDefaultStoresItsValueAloneWhenItsCodingNeverDropsAny() {
    // A plain value and a transform store nothing beside the value; a lossy coding keeps what
    // it dropped.
    #expect(MemoryLayout<DefaultFalse>.size == MemoryLayout<Bool>.size)
    #expect(MemoryLayout<DefaultEmptyArray<Int>>.size == MemoryLayout<[Int]>.size)
    #expect(MemoryLayout<DefaultCoded<Homepage, URLString<URL>>>.size == MemoryLayout<URL>.size)
    #expect(
      MemoryLayout<DefaultCoded<StarterIDs, LossyArray<Int>>>.size
        == MemoryLayout<[Int]>.size + MemoryLayout<DroppedValues>.size)
    #expect(DefaultFalse(wrappedValue: true).projectedValue.errors.isEmpty)
  }

  @Test func theStrictDefaultCodedStillThrowsForAnInvalidTransformedValue() throws {
    struct Strict: Decodable {
      @DefaultCoded<Homepage, URLString<URL>> var homepage: URL
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Strict.self, from: Data(#"{"homepage": "not a url"}"#.utf8))
    }
    // "" is no URL, as a missing key is: the default.
    #expect(
      try JSONDecoder().decode(Strict.self, from: Data(#"{"homepage": ""}"#.utf8)).homepage
        == Homepage.defaultValue)
  }
}
