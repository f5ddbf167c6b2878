import CodableTransformsTesting
import Foundation
import Testing
import _CodableTransformsLibraryTesting

/// Generates the bad-input catalogue of the documentation from the conformance kit's suites, by
/// decoding every input, and checks that the committed article is up to date.
///
/// Regenerate it with:
///
/// ```sh
/// CODABLE_TRANSFORMS_WRITE_CATALOGUE=1 swift test --filter BadInputCatalogue
/// ```
@Suite("Bad-input catalogue")
struct BadInputCatalogueTests {
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/CodableTransforms/CodableTransforms.docc/BadInputCatalogue.md")

  @Test func theCommittedCatalogueIsUpToDate() throws {
    let rendered = BadInputCatalogue.render()
    if ProcessInfo.processInfo.environment["CODABLE_TRANSFORMS_WRITE_CATALOGUE"] == "1" {
      try Data(rendered.utf8).write(to: Self.article)
      return
    }
    let committed = try String(contentsOf: Self.article, encoding: .utf8)
    // Foundation's own messages differ between platforms: the committed text is Linux's.
    #if os(Linux)
      #expect(
        committed == rendered,
        """
        The bad-input catalogue is out of date: regenerate it with
        CODABLE_TRANSFORMS_WRITE_CATALOGUE=1 swift test --filter BadInputCatalogue
        """)
    #else
      #expect(!committed.isEmpty)
    #endif
  }

  @Test func everyInputOfEverySuiteIsInTheCatalogue() {
    let outcomes = LibraryConformance.all.badInputOutcomes(coder: BadInputCatalogue.coder)
    #expect(outcomes.count > 500)
    // Every error the kit checks is a DecodingError.
    #expect(!outcomes.contains { if case .otherError = $0.result { true } else { false } })
  }
}

/// Renders the catalogue.
enum BadInputCatalogue {
  /// The coder whose errors the tables show.
  static let coder: any ConformanceCoder = JSONConformanceCoder(.standard)

  static func render() -> String {
    let outcomes = LibraryConformance.all.badInputOutcomes(coder: coder)
    var text = """
      # Bad-input catalogue

      What every wrapper does with the inputs it cannot take: the error a user gets, or what a
      lossy or lenient wrapper keeps and reports.

      ## Overview

      This article is generated from the conformance kit's suites (`LibraryConformance.all` in
      `CodableTransformsTesting`): each suite's missing key, `null`, invalid inputs and recovered
      inputs are decoded with `JSONDecoder` (default options) in a model
      `{"sibling": "sibling value", "property": <input>}`, and the outcome is written down.
      Paths are relative to the model: `property`, `property[1]`, `property.key`. For a wrapper
      that recovers, the value is shown as it encodes again, with the entries its
      `RecoveryReport` received.

      The kit checks the same inputs with every coder — JSON in two configurations, property
      lists in xml and binary, `SnapshotDecoder` with Swift and with Foundation trees — and
      requires the same kind of error at the same path from each, so the tables hold for all
      of them. The messages of the library's own errors are the same everywhere; where the
      coder itself rejects a value (a type mismatch, `null`), the wording is the coder's, shown
      here for `JSONDecoder`.

      Regenerate the article after changing a suite:

      ```sh
      CODABLE_TRANSFORMS_WRITE_CATALOGUE=1 swift test --filter BadInputCatalogue
      ```

      `swift test` fails while the committed article is out of date.

      """
    var sections: [String: [BadInputOutcome]] = [:]
    var order: [String] = []
    for outcome in outcomes {
      let wrapper = section(outcome.suite)
      if sections[wrapper] == nil { order.append(wrapper) }
      sections[wrapper, default: []].append(outcome)
    }
    for wrapper in order {
      text += "\n## \(wrapper.contains("<") ? code(wrapper) : wrapper)\n"
      var suites: [String] = []
      var bySuite: [String: [BadInputOutcome]] = [:]
      for outcome in sections[wrapper] ?? [] {
        if bySuite[outcome.suite] == nil { suites.append(outcome.suite) }
        bySuite[outcome.suite, default: []].append(outcome)
      }
      for suite in suites {
        let rows = bySuite[suite] ?? []
        text += "\n### \(code(suite))\n\n| input | outcome | path | message |\n|---|---|---|---|\n"
        for row in rows {
          let input = row.input == "missing key" ? "missing key" : code(row.input)
          text += "| \(input) | " + cells(row.result).joined(separator: " | ") + " |\n"
        }
      }
    }
    return text
  }

  /// The section of a suite: the wrapper with its value type, all placements together
  /// (`StringCodedTimeZone<TimeZone>` for `StringCodedTimeZone<[String: TimeZone]>`); a plain
  /// property's suites are named after the type.
  private static func section(_ suite: String) -> String {
    var name = suite
    for decoration in ["[String: ", "?", "[", "]"] {
      name = name.replacingOccurrences(of: decoration, with: "")
    }
    for plain in ["Unwrapped<", "Codable<"] where name.hasPrefix(plain) {
      return "\(name.dropFirst(plain.count).dropLast()), without a wrapper"
    }
    return name
  }

  private static func cells(_ result: BadInputOutcome.Result) -> [String] {
    switch result {
    case .error(let kind, let path, let message):
      return [code(kind.rawValue), code(describe(path)), escaped(message)]
    case .otherError(let error):
      return ["not a DecodingError", "", escaped(error)]
    case .decoded(let value, let reported):
      return [
        "decodes as \(code(value))", "",
        reported.isEmpty
          ? "nothing reported"
          : "reported: "
            + reported.map(escaped).joined(
              separator: "; "),
      ]
    }
  }

  private static func describe(_ path: [PathComponent]) -> String {
    path.reduce("property") { path, component in
      switch component {
      case .index(let index): "\(path)[\(index)]"
      case .key(let key): "\(path).\(key)"
      }
    }
  }

  private static func code(_ text: String) -> String {
    let clean = text.replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "\n", with: "\\n")
    return clean.contains("`") ? "``` \(clean) ```" : "`\(clean)`"
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "`", with: "'")
  }
}
