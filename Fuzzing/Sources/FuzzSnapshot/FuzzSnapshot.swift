import Foundation
import FuzzingModel

#if FUZZING
  /// libFuzzer's entry point: builds a snapshot tree from the bytes and decodes it with
  /// `SnapshotDecoder` into the model that uses every wrapper; traps when a success does not
  /// round-trip or an error is not a `DecodingError`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzSnapshot(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    if let violation = FuzzChecks.snapshot(Data(bytes: start, count: count)) {
      fatalError(violation)
    }
    return 0
  }
#else
  /// Replays files through the snapshot check: `swift run FuzzSnapshot Corpus/Snapshot`.
  @main
  enum FuzzSnapshot {
    static func main() {
      exit(
        Replay.main(
          Array(CommandLine.arguments.dropFirst()), corpus: SeedCorpus.snapshot,
          check: FuzzChecks.snapshot))
    }
  }
#endif
