import BenchmarkCases
import Foundation

// Instruction counts with valgrind's callgrind: one child process runs every selected case under
// callgrind, which counts only inside `measuredRun` and writes one dump per call. Counts do not
// depend on the machine's load, so they decide what a change is worth on a busy machine.

/// The only region callgrind counts: `--toggle-collect` and `--dump-after` name this function.
@inline(never)
func measuredRun(_ body: () throws -> Void) rethrows {
  try body()
}

/// In the child: warm each side up, count its allocations, then run it once in the region.
///
/// To see where a case spends its instructions, run the child under callgrind for one side:
///
///     valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredRun*' \
///       .build/release/ratio-report --callgrind-child --side library --filter 'HexColor decode JSON'
///     callgrind_annotate --inclusive=yes callgrind.out.<pid>
func runCallgrindChild(_ cases: [RatioCase], options: Options) throws {
  for ratioCase in cases {
    let records = recordCount(ratioCase, options)
    let prepared = try ratioCase.prepare(records)
    try prepared.baseline()
    try prepared.subject()
    let baselineMallocs = try countMallocs(prepared.baseline)
    let subjectMallocs = try countMallocs(prepared.subject)
    if options.side != "library" { try measuredRun(prepared.baseline) }
    if options.side != "baseline" { try measuredRun(prepared.subject) }
    print("mallocs \(records) \(baselineMallocs) \(subjectMallocs)")
  }
}

/// In the parent: run the child under callgrind and read one dump per side of each case.
func measureInstructions(_ cases: [RatioCase], options: Options) throws -> [CaseResult] {
  guard let valgrind = executableInPath("valgrind") else {
    throw ReportError("--instructions needs valgrind (apt-get install valgrind)")
  }
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("ratio-report-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let outFile = directory.appendingPathComponent("callgrind.out").path

  let process = Process()
  process.executableURL = URL(fileURLWithPath: valgrind)
  process.arguments =
    [
      "--tool=callgrind", "--log-file=\(directory.appendingPathComponent("valgrind.log").path)",
      "--collect-atstart=no", "--toggle-collect=*measuredRun*",
      // `--dump-after` matches the start of the (mangled) name only.
      "--dump-after=$s11RatioReport11measuredRun*", "--callgrind-out-file=\(outFile)",
      CommandLine.arguments[0], "--callgrind-child",
    ] + options.selectionArguments
  var environment = ProcessInfo.processInfo.environment
  environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
  process.environment = environment
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw ReportError("the callgrind child failed with status \(process.terminationStatus)")
  }
  let mallocLines = text.split(separator: "\n").filter { $0.hasPrefix("mallocs ") }
  guard mallocLines.count == cases.count else {
    throw ReportError("the callgrind child measured \(mallocLines.count) of \(cases.count) cases")
  }

  // Dumps are numbered in call order: two per case, baseline first.
  let dumps = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    .compactMap { name -> (Int, String)? in
      guard let number = name.split(separator: ".").last.flatMap({ Int($0) }) else { return nil }
      return (number, directory.appendingPathComponent(name).path)
    }
    .sorted { $0.0 < $1.0 }
    .map { try instructions(inDump: $0.1) }
  guard dumps.count == cases.count * 2 else {
    throw ReportError("callgrind wrote \(dumps.count) dumps for \(cases.count) cases")
  }
  return cases.enumerated().map { index, ratioCase in
    let fields = mallocLines[index].split(separator: " ").compactMap { Double($0) }
    let records = fields[0]
    let (baseline, subject) = (dumps[2 * index], dumps[2 * index + 1])
    return CaseResult(
      ratioCase: ratioCase, records: Int(records), ratio: subject / baseline,
      baselineCost: baseline / records, subjectCost: subject / records,
      baselineMallocs: fields[1] / records, subjectMallocs: fields[2] / records)
  }
}

/// The instruction count (`Ir`) of a callgrind dump: its `summary:` or `totals:` line.
private func instructions(inDump path: String) throws -> Double {
  let text = try String(contentsOfFile: path, encoding: .utf8)
  for line in text.split(separator: "\n")
  where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
    if let count = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) {
      return count
    }
  }
  throw ReportError("no instruction count in \(path)")
}

func executableInPath(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":").map { "\($0)/\(name)" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
