import Foundation
import FuzzingModel
import Testing

/// The fuzzing package's own folder.
private let packageDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func committed(_ path: String) -> URL {
  packageDirectory.appendingPathComponent("Corpus").appendingPathComponent(path)
}

private let regenerate = "regenerate with `swift run Fuzz --write-seeds Corpus` in Fuzzing/"

@Suite("Fuzzing harnesses")
struct FuzzingModelTests {
  @Test(arguments: FuzzHarness.all.map(\.name))
  func theCommittedCorpusPasses(_ name: String) throws {
    let harness = try #require(FuzzHarness.named(name))
    let files = Replay.files([committed(name).path])
    #expect(!files.isEmpty, "Corpus/\(name) is empty: \(regenerate)")
    for file in files {
      let data = try #require(FileManager.default.contents(atPath: file))
      let violation = harness.check(data)
      #expect(violation == nil, "\(file)")
    }
  }

  /// A wrapper added to a family model changes its seeds: the committed ones must follow.
  @Test(arguments: FuzzHarness.all.map(\.name))
  func theCommittedSeedsAndDictionaryAreCurrent(_ name: String) throws {
    let harness = try #require(FuzzHarness.named(name))
    for seed in harness.seeds {
      if let sample = seed.sample {
        #expect(try harness.decode(seed.bytes) == sample, "\(seed.name) is not the sample")
      }
      let file = committed("\(name)/\(seed.name)")
      let bytes = try #require(
        FileManager.default.contents(atPath: file.path), "no \(file.path): \(regenerate)")
      #expect(
        try harness.decode(bytes) == harness.decode(seed.bytes),
        "Corpus/\(name)/\(seed.name) is out of date: \(regenerate)")
    }
    let dictionary = try String(contentsOf: committed("\(name).dict"), encoding: .utf8)
    #expect(dictionary == harness.dictionary, "Corpus/\(name).dict is out of date: \(regenerate)")
  }

  /// Each file of `Families/` is a family, and each family has its two harnesses and a corpus.
  @Test func everyFamilyHasItsHarnesses() throws {
    let families = packageDirectory.appendingPathComponent("Sources/FuzzingModel/Families")
    let files = try FileManager.default.contentsOfDirectory(atPath: families.path)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
    #expect(files.sorted() == FuzzFamily.all.map(\.name).sorted())
    for family in FuzzFamily.all {
      #expect(FuzzHarness.named("\(family.name)JSON") != nil)
      #expect(FuzzHarness.named("\(family.name)Snapshot") != nil)
    }
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: packageDirectory.appendingPathComponent("Corpus").path
    ).filter { !$0.hasSuffix(".dict") }
    #expect(folders.sorted() == FuzzHarness.all.map(\.name).sorted())
  }

  @Test func aDocumentIsReadIntoTheModelOfItsCollection() throws {
    let harness = try #require(FuzzHarness.named("FirestoreREST"))
    let dates = Data(
      #"""
      {"name": "projects/p/databases/(default)/documents/Dates/d1",
       "fields": {"seconds": {"integerValue": "1"}}}
      """#.utf8)
    #expect("\(try harness.decode(dates))".contains("DatesModel"))
    let elsewhere = Data(#"{"fields": {"seconds": {"integerValue": "1"}}}"#.utf8)
    #expect("\(try harness.decode(elsewhere))".contains("\(FuzzFamily.all[0].name)Model"))
    #expect(harness.check(dates) == nil)
  }

  @Test func inputsThatAreRejectedAreNoViolation() throws {
    for harness in FuzzHarness.all {
      // Not JSON, or a snapshot tree whose values have the wrong types: rejected.
      #expect(harness.check(Data("{".utf8)) == nil, "\(harness.name)")
      #expect(harness.check(Data([0xFF, 0xFF, 0xFF])) == nil, "\(harness.name)")
    }
    let json = try #require(FuzzHarness.named("DatesJSON"))
    #expect(throws: DecodingError.self) { try json.decode(Data(#"{"seconds": "x"}"#.utf8)) }
  }
}
