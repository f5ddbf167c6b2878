import Foundation

/// The command line of `ratio-report`.
struct Options {
  /// Substrings of case names or module names; a case runs when it matches one (or none given).
  var filters: [String] = []
  /// Count instructions with callgrind instead of timing.
  var instructions = false
  /// Multiplies every case's record count.
  var scale = 1.0
  /// The least time each side of a case runs, in seconds, in time mode.
  var minimumTime = 0.4
  /// The least number of interleaved rounds in time mode.
  var minimumRounds = 15
  /// In time mode, also run each case with this many times its records, and fail a case whose
  /// ratio grows with the size.
  var growthFactor: Int?
  /// Print a Markdown table (for the README) after the report.
  var markdown = false
  /// Also write the results as tab-separated values to this file, for
  /// `Benchmarks/Scripts/ratio-chart.py`.
  var tsvPath: String?
  /// Only list the cases.
  var list = false
  /// Internal: the process runs under callgrind and measures each side once.
  var callgrindChild = false
  /// With `--callgrind-child`: run only this side (`baseline` or `library`) in the counted
  /// region, for `callgrind_annotate`.
  var side: String?

  static let usage = """
    usage: ratio-report [--instructions] [--filter TEXT]... [--scale X] [--growth N]
                        [--min-time SECONDS] [--rounds N] [--markdown] [--tsv FILE] [--list]

    Runs every case — a library path against its baseline — interleaved in one process and prints
    one line per case: the ratio library / baseline, its target, the allocations per record the
    library makes beyond the baseline, and ok or MISSED. Exits with 1 when a case misses its
    target.

      --instructions     count instructions with valgrind's callgrind instead of timing: the
                         same on a busy machine, run after run (needs valgrind)
      --filter TEXT      only cases whose name or module contains TEXT (repeatable)
      --scale X          multiply every case's record count by X (default 1)
      --growth N         also run each case with N times its records (20: 1,000 → 20,000) and
                         fail a case that misses at either size or whose ratio grows by more
                         than 10% (a per-record cost that depends on the payload's length)
      --min-time S       least time each side runs per case, in seconds (default 0.4)
      --rounds N         least number of interleaved rounds per case (default 15)
      --markdown         also print the results as a Markdown table
      --tsv FILE         also write the results as tab-separated values, one line per case
                         (suite, case, baseline, ratio, target, extra mallocs per record,
                         verdict), for Benchmarks/Scripts/ratio-chart.py
      --list             list the cases and exit
    """

  init(_ arguments: [String]) throws {
    var remaining = arguments[...]
    func value(_ name: String) throws -> String {
      guard let value = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--instructions": instructions = true
      case "--filter": filters.append(try value(argument))
      case "--scale":
        guard let scale = Double(try value(argument)), scale > 0 else {
          throw UsageError("--scale needs a positive number")
        }
        self.scale = scale
      case "--growth":
        guard let factor = Int(try value(argument)), factor > 1 else {
          throw UsageError("--growth needs an integer above 1")
        }
        growthFactor = factor
      case "--min-time":
        guard let time = Double(try value(argument)), time > 0 else {
          throw UsageError("--min-time needs a positive number of seconds")
        }
        minimumTime = time
      case "--rounds":
        guard let rounds = Int(try value(argument)), rounds > 0 else {
          throw UsageError("--rounds needs a positive integer")
        }
        minimumRounds = rounds
      case "--markdown": markdown = true
      case "--tsv": tsvPath = try value(argument)
      case "--list": list = true
      case "--callgrind-child": callgrindChild = true
      case "--side": side = try value(argument)
      case "--help", "-h": throw UsageError(nil)
      default: throw UsageError("unknown argument '\(argument)'")
      }
    }
  }

  /// The arguments that select the same cases in a child process.
  var selectionArguments: [String] {
    filters.flatMap { ["--filter", $0] } + ["--scale", "\(scale)"]
  }
}

struct UsageError: Error {
  var message: String?

  init(_ message: String?) {
    self.message = message
  }
}

/// A failure while measuring.
struct ReportError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
