// `swift run showcase`: decodes the committed fixtures with the library's wrappers and prints one
// line per section — what it decoded, what it wrote back, which bad payload it rejected and
// where. `--verbose` prints the decoded values and the JSON written back as well;
// `--section NAME` runs the sections whose name contains NAME; `--list` names them.

import CodableTransforms
import Foundation

/// The command line: which sections run, and how much they print.
struct ShowcaseOptions: Sendable {
  var verbose = false
  var sections: [String] = []
  var list = false

  static let usage = """
    usage: swift run showcase [--verbose] [--section NAME]... [--list]
      --verbose       also print the decoded values and the JSON written back
      --section NAME  run the sections whose name contains NAME (repeatable)
      --list          print the sections' names and stop
    """

  init(arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--verbose", "-v": verbose = true
      case "--list": list = true
      case "--section":
        guard let name = remaining.popFirst() else { throw UsageError("--section needs a name") }
        sections.append(name)
      case "--help", "-h": throw UsageError(nil)
      default: throw UsageError("unknown argument '\(argument)'")
      }
    }
  }

  struct UsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
  }
}

/// A claim the showcase makes about a fixture that did not hold: the run fails.
struct ShowcaseClaimFailed: Error, CustomStringConvertible {
  var description: String
}

let options: ShowcaseOptions
do {
  options = try ShowcaseOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch let error as ShowcaseOptions.UsageError {
  if let message = error.message {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  }
  print(ShowcaseOptions.usage)
  exit(error.message == nil ? 0 : 2)
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]

func fixture(_ name: String) throws -> Data {
  guard
    let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures")
  else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/\(name).json"])
  }
  return try Data(contentsOf: url)
}

/// A heading of the detailed output (`--verbose`).
func heading(_ title: String) {
  if options.verbose { print("\n== \(title)") }
}

/// A line of the detailed output (`--verbose`).
func detail(_ text: String) {
  if options.verbose { print(text) }
}

/// What a section showed, always printed: its title, then the text wrapped at 100 columns.
func summary(_ title: String, _ text: String) {
  var lines: [String] = []
  for word in text.split(separator: " ") {
    if let last = lines.last, last.count + 1 + word.count <= 96 {
      lines[lines.count - 1] = last + " " + word
    } else {
      lines.append(String(word))
    }
  }
  let indented = lines.map { "   " + $0 }.joined(separator: "\n")
  print(options.verbose ? "→\n\(indented)" : "== \(title)\n\(indented)")
}

/// `attendeeZones[1]` for a coding path.
func describe(_ path: [any CodingKey]) -> String {
  path.reduce(into: "") { result, key in
    if let index = key.intValue {
      result += "[\(index)]"
    } else {
      result += (result.isEmpty ? "" : ".") + key.stringValue
    }
  }
}

/// The coding path a decoding error points at, or `nil` for another error.
func errorPath(_ error: any Error) -> String? {
  switch error {
  case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
    DecodingError.valueNotFound(_, let context):
    describe(context.codingPath)
  case DecodingError.keyNotFound(let key, let context):
    describe(context.codingPath + [key])
  default:
    nil
  }
}

func describe(_ error: any Error) -> String {
  switch error {
  case DecodingError.dataCorrupted(let context):
    "dataCorrupted at \(describe(context.codingPath)): \(context.debugDescription)"
  case DecodingError.typeMismatch(_, let context):
    "typeMismatch at \(describe(context.codingPath)): \(context.debugDescription)"
  case DecodingError.valueNotFound(_, let context):
    "valueNotFound at \(describe(context.codingPath)): \(context.debugDescription)"
  case DecodingError.keyNotFound(let key, let context):
    "keyNotFound at \(describe(context.codingPath + [key])): \(context.debugDescription)"
  default:
    "\(error)"
  }
}

/// Decodes a fixture; with `--verbose`, prints `summary` of it and the JSON it encodes to.
@discardableResult
func show<T: Codable>(_ type: T.Type, from name: String, _ summary: (T) -> String) throws -> T {
  heading("\(T.self) from Fixtures/\(name).json")
  let value = try JSONDecoder().decode(T.self, from: fixture(name))
  detail(summary(value))
  detail("encoded again:")
  detail(String(decoding: try encoder.encode(value), as: UTF8.self))
  return value
}

/// Decodes a fixture that must be rejected and returns the coding path of the error; with
/// `--verbose`, prints the error.
func showFailure<T: Decodable>(_ type: T.Type, from name: String) throws -> String {
  heading("\(T.self) from Fixtures/\(name).json (bad payload)")
  do {
    _ = try JSONDecoder().decode(T.self, from: fixture(name))
  } catch {
    detail("error: \(describe(error))")
    return errorPath(error) ?? "\(error)"
  }
  throw ShowcaseClaimFailed(description: "Fixtures/\(name).json decoded without an error")
}

/// The sections, in order: a name for `--section`, and what runs.
let sections: [(name: String, run: () async throws -> Void)] = [
  ("time-zones-and-urls", showTimeZonesAndURLs),
  ("colors-and-locations", showColorsAndLocations),
  ("dates", showDates),
  ("lossless-and-data", showLosslessAndData),
  ("feed", showFeed),
  ("realtime-database", showRealtimeDatabase),
  ("firestore-rest", showFirestoreREST),
  ("accounts", showEnumsAndOmissions),
]

if options.list {
  for section in sections { print(section.name) }
  exit(0)
}
let selected = sections.filter { section in
  options.sections.isEmpty || options.sections.contains { section.name.contains($0) }
}
if selected.isEmpty {
  FileHandle.standardError.write(Data("error: no section matches \(options.sections)\n".utf8))
  exit(2)
}
if !options.verbose {
  print("swift-codable-transforms showcase: one line per section; --verbose for the details")
}
for section in selected {
  try await section.run()
}
