import CodableTransforms
import Foundation
import FuzzingModel
import Testing

/// The fuzzing package's own folder.
private let packageDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("Fuzzing harnesses")
struct FuzzingModelTests {
  @Test(arguments: ["JSON", "Snapshot"])
  func theCommittedCorpusPasses(_ harness: String) throws {
    let files = Replay.files([packageDirectory.appendingPathComponent("Corpus/\(harness)").path])
    #expect(!files.isEmpty)
    for file in files {
      let data = try #require(FileManager.default.contents(atPath: file))
      let violation = harness == "JSON" ? FuzzChecks.json(data) : FuzzChecks.snapshot(data)
      #expect(violation == nil, "\(file)")
    }
  }

  @Test func theSeedsDecodeToTheSampleModel() throws {
    let json = try #require(SeedCorpus.json.first { $0.name == "sample.json" })
    #expect(try JSONDecoder().decode(FuzzModel.self, from: json.bytes) == FuzzModel.sample)
    let snapshot = try #require(SeedCorpus.snapshot.first { $0.name == "sample.bin" })
    let tree = SnapshotTreeBytes.tree(from: snapshot.bytes)
    let decoded = try SnapshotDecoder().decode(FuzzModel.self, from: tree)
    #expect(decoded == FuzzModel.sample, "\(decoded)")
  }

  @Test func inputsThatAreRejectedAreNoViolation() {
    // Not JSON at all: rejected, no violation.
    #expect(FuzzChecks.json(Data("{".utf8)) == nil)
    #expect(FuzzChecks.snapshot(Data([0xFF, 0xFF, 0xFF])) == nil)
  }
}
