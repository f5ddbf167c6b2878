// ratio-report: every library path against its baseline, one line per case, and a non-zero exit
// status when a case misses its target. See `Options.usage` and Benchmarks/README.md.
//
//   swift run -c release --package-path Benchmarks ratio-report
//   swift run -c release --package-path Benchmarks ratio-report --instructions

import BenchmarkCases
import Foundation

func recordCount(_ ratioCase: RatioCase, _ options: Options) -> Int {
  max(1, Int((Double(ratioCase.records) * options.scale).rounded()))
}

func selectedCases(_ options: Options) -> [RatioCase] {
  guard !options.filters.isEmpty else { return RatioCases.all }
  return RatioCases.all.filter { ratioCase in
    options.filters.contains { ratioCase.name.contains($0) || ratioCase.suite == $0 }
  }
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func format(_ value: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}

/// One report line: `StringCodedTimeZone decode JSON   ratio 1.02  target 1.05  …  ok`.
func line(_ result: CaseResult, instructions: Bool) -> String {
  let unit = instructions ? "instr" : "ns"
  let extra = result.extraMallocsPerRecord
  let mallocs = (extra >= 0 ? "+" : "") + format(extra, 2)
  var verdict = result.ratioCase.isInformational ? "informational" : result.ok ? "ok" : "MISSED"
  if !result.timeOK { verdict += " (ratio)" }
  if !result.growthOK { verdict += " (at \(result.larger?.records ?? 0) records)" }
  if !result.allocationsOK { verdict += " (allocations)" }
  if result.remeasured { verdict += ", re-measured" }
  return pad(result.ratioCase.name, 46) + " ratio " + format(result.ratio, 3) + "  target "
    + targetText(result.ratioCase) + "  mallocs/record " + pad(mallocs, 6) + "  "
    + pad(
      "(\(format(result.subjectCost, 0)) vs \(format(result.baselineCost, 0)) \(unit)/record)", 30)
    + (result.larger.map { "  at \($0.records): " + format($0.ratio, 3) } ?? "") + " " + verdict
}

/// `1.05`, or `—` for an informational case.
func targetText(_ ratioCase: RatioCase) -> String {
  ratioCase.isInformational ? "  — " : format(ratioCase.target, 2)
}

func markdownTable(_ results: [CaseResult], instructions: Bool) -> String {
  var rows = [
    "| case | baseline | ratio | target | extra allocations per record | |",
    "|---|---|---:|---:|---:|---|",
  ]
  for result in results {
    rows.append(
      "| \(result.ratioCase.name) | \(result.ratioCase.baseline) | \(format(result.ratio, 2)) "
        + "| \(targetText(result.ratioCase)) | \(format(result.extraMallocsPerRecord, 2)) "
        + "| \(result.ratioCase.isInformational ? "informational" : result.ok ? "ok" : "**missed**") |"
    )
  }
  return rows.joined(separator: "\n")
}

/// The results as tab-separated values, for `Benchmarks/Scripts/ratio-chart.py`.
///
/// A `#` line says how they were measured, a header line names the columns, then one line per
/// case; names hold no tab or line break.
func tsv(_ results: [CaseResult], measured: String) -> String {
  var lines = [
    "# \(measured)",
    "suite\tcase\tbaseline\tratio\ttarget\textra_mallocs_per_record\tverdict",
  ]
  for result in results {
    let verdict =
      result.ratioCase.isInformational ? "informational" : result.ok ? "ok" : "missed"
    let target = result.ratioCase.isInformational ? "" : format(result.ratioCase.target, 2)
    lines.append(
      [
        result.ratioCase.suite, result.ratioCase.name, result.ratioCase.baseline,
        format(result.ratio, 4), target, format(result.extraMallocsPerRecord, 2), verdict,
      ].joined(separator: "\t"))
  }
  return lines.joined(separator: "\n") + "\n"
}

func machineDescription() -> String {
  var system = utsname()
  uname(&system)
  let machine = withUnsafeBytes(of: &system.machine) {
    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
  }
  let cores = ProcessInfo.processInfo.activeProcessorCount
  var load = [0.0, 0.0, 0.0]
  let loadText = getloadavg(&load, 3) == 3 ? ", load average \(format(load[0], 2))" : ""
  return "\(machine), \(cores) cores\(loadText)"
}

/// The case measured at `records`; a miss is measured again, twice as long, and the second
/// measurement stands: a burst of load does not fail the run, a real miss does.
func measureConfirmingMisses(
  _ ratioCase: RatioCase, records: Int, options: Options
) throws -> CaseResult {
  let prepared = try ratioCase.prepare(records)
  var result = try measureTime(ratioCase, prepared, records: records, options: options)
  if !result.ok {
    var longer = options
    longer.minimumTime *= 2
    longer.minimumRounds *= 2
    result = try measureTime(ratioCase, prepared, records: records, options: longer)
    result.remeasured = true
  }
  return result
}

func run() throws -> Int32 {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  let cases = selectedCases(options)
  if options.callgrindChild {
    try runCallgrindChild(cases, options: options)
    return 0
  }
  if options.list {
    for ratioCase in cases {
      print(pad(ratioCase.suite, 16), pad(ratioCase.name, 46), "vs", ratioCase.baseline)
    }
    return 0
  }
  guard !cases.isEmpty else { throw UsageError("no case matches the filters") }

  let mode =
    options.instructions
    ? "instructions (callgrind), one run of each side"
    : "time, median of interleaved rounds (≥ \(options.minimumRounds) rounds, ≥ "
      + "\(format(options.minimumTime, 1)) s per side)"
  let measured =
    "\(mode); scale \(options.scale); \(machineDescription()); \(Date().formatted(.iso8601))"
  print("ratio-report: \(cases.count) cases; \(mode)")
  print("machine: \(machineDescription()); \(Date().formatted(.iso8601))")
  print(
    "ratio = library / baseline; mallocs/record = the library's allocations beyond the baseline's")
  print()

  var results: [CaseResult] = []
  if options.instructions, options.growthFactor != nil {
    throw UsageError("--growth measures time; with --instructions, run --scale twice instead")
  }
  if options.instructions {
    results = try measureInstructions(cases, options: options)
    for result in results { print(line(result, instructions: true)) }
  } else {
    for ratioCase in cases {
      let records = recordCount(ratioCase, options)
      var result = try measureConfirmingMisses(ratioCase, records: records, options: options)
      if let factor = options.growthFactor {
        let larger = try measureConfirmingMisses(
          ratioCase, records: records * factor, options: options)
        result.larger = LargerMeasurement(records: larger.records, ratio: larger.ratio)
      }
      print(line(result, instructions: false))
      fflush(nil)
      results.append(result)
    }
  }

  let missed = results.filter { !$0.ok }
  print()
  let informational = results.count(where: \.ratioCase.isInformational)
  print(
    "\(results.count - missed.count - informational) of \(results.count - informational) cases "
      + "met their targets" + (informational > 0 ? "; \(informational) informational" : ""))
  if options.markdown {
    print()
    print(markdownTable(results, instructions: options.instructions))
  }
  if let path = options.tsvPath {
    try tsv(results, measured: measured).write(toFile: path, atomically: true, encoding: .utf8)
    print("wrote \(path)")
  }
  return missed.isEmpty ? 0 : 1
}

do {
  exit(try run())
} catch let error as UsageError {
  if let message = error.message {
    FileHandle.standardError.write(Data("error: \(message)\n\n".utf8))
  }
  print(Options.usage)
  exit(error.message == nil ? 0 : 2)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
