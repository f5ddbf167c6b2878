import Foundation
import FuzzingModel

#if FUZZING
  /// The harness this process runs, named by `FUZZ_HARNESS`.
  let harness: FuzzHarness = {
    let name = ProcessInfo.processInfo.environment["FUZZ_HARNESS"] ?? ""
    guard let harness = FuzzHarness.named(name) else {
      let names = FuzzHarness.all.map(\.name).joined(separator: ", ")
      fatalError("set FUZZ_HARNESS to one of: \(names) (it is '\(name)')")
    }
    return harness
  }()

  /// libFuzzer's entry point: runs the input through the harness's check; traps when a success
  /// does not round-trip or an error is not a `DecodingError`, so that libFuzzer keeps the input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    if let violation = harness.check(Data(bytes: start, count: count)) {
      fatalError(violation)
    }
    return 0
  }
#else
  /// Replays inputs through a harness, lists the harnesses or writes the seeds:
  /// `swift run Fuzz DatesJSON Corpus/DatesJSON`.
  @main
  enum Fuzz {
    static func main() {
      exit(Replay.main(Array(CommandLine.arguments.dropFirst())))
    }
  }
#endif
