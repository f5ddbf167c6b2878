import Foundation
import FuzzingModel

#if FUZZING
  /// libFuzzer's entry point: decodes the bytes as JSON into the model that uses every wrapper;
  /// traps when a success does not round-trip or an error is not a `DecodingError`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    if let violation = FuzzChecks.json(Data(bytes: start, count: count)) {
      fatalError(violation)
    }
    return 0
  }
#else
  /// Replays files through the JSON check: `swift run FuzzJSON Corpus/JSON`.
  @main
  enum FuzzJSON {
    static func main() {
      exit(
        Replay.main(
          Array(CommandLine.arguments.dropFirst()), corpus: SeedCorpus.json, check: FuzzChecks.json)
      )
    }
  }
#endif
