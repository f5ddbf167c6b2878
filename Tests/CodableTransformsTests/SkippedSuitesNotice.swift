import Foundation
import Testing

/// Says, before the first test starts, which suites of this run skip and how to run them.
///
/// The suites that talk to the Firestore emulator skip without `FIRESTORE_EMULATOR_HOST`, and
/// those that cross-check with Google's Python client without `FIRESTORE_PYTHON` too (all in
/// `FirestoreRESTNetworkingTests`). Swift Testing prints a line per skipped suite somewhere in a
/// run of thousands of lines, and none with `-q`, the README's test command. Swift Testing calls
/// a trait's `prepare(for:)` while it plans the run, before its first line of output, so this
/// trait prints the notice there, once, to standard error (unbuffered, in order with Swift
/// Testing's own lines). A run filtered to other suites does not plan this one and says nothing.
struct SkippedSuitesNotice: SuiteTrait {
  /// The README's command for every suite with the emulator.
  static let emulatorCommand = "Scripts/firestore-emulator.sh run \(testCommand)"
  /// The README's test command, which `.ci/run` runs too.
  static let testCommand = "swift test --disable-xctest -q"
  /// How the Python cross-checks get their interpreter (`.ci/run` does the same).
  static let pythonSetup = "FIRESTORE_PYTHON=$(Scripts/firestore-python/setup.sh | tail -1)"

  /// The notice for an environment.
  ///
  /// - Parameter environment: The process's environment variables.
  /// - Returns: What skips and how to run it, or which emulator the suites use when none skips.
  static func text(environment: [String: String]) -> String {
    let emulator = environment["FIRESTORE_EMULATOR_HOST"].flatMap { $0.isEmpty ? nil : $0 }
    let python = environment["FIRESTORE_PYTHON"].flatMap { $0.isEmpty ? nil : $0 }
    if let emulator, let python {
      return "Every suite runs: the Firestore emulator at \(emulator), Google's Python client at"
        + " \(python).\n"
    }
    var lines = ["Skipped in this run (FirestoreRESTNetworkingTests):"]
    if emulator == nil {
      lines.append(
        "  the suites through the Firestore emulator: FIRESTORE_EMULATOR_HOST is not set")
    }
    if python == nil {
      lines.append("  the cross-checks with Google's Python client: FIRESTORE_PYTHON is not set")
    }
    if emulator == nil {
      lines.append("To run the emulator's (gcloud, Java 17): \(emulatorCommand)")
    }
    if python == nil {
      lines.append("For the Python client's, put in front (a venv from PyPI): \(pythonSetup)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Prints the notice once per process, however many suites carry the trait.
  private static let printed: Void = {
    let notice = text(environment: ProcessInfo.processInfo.environment)
    FileHandle.standardError.write(Data(notice.utf8))
  }()

  func prepare(for test: Test) async throws {
    Self.printed
  }
}

@Suite("What a run skips, said before it starts", SkippedSuitesNotice())
struct SkippedSuitesNoticeTests {
  @Test("Without the variables, both groups and the commands that run them")
  func nothingSet() {
    let text = SkippedSuitesNotice.text(environment: [:])
    #expect(text.contains("FIRESTORE_EMULATOR_HOST is not set"))
    #expect(text.contains("FIRESTORE_PYTHON is not set"))
    #expect(text.contains("Scripts/firestore-emulator.sh run swift test --disable-xctest -q"))
    #expect(text.contains("FIRESTORE_PYTHON=$(Scripts/firestore-python/setup.sh | tail -1)"))
  }

  @Test("With the emulator only, the Python cross-checks")
  func emulatorOnly() {
    let text = SkippedSuitesNotice.text(environment: ["FIRESTORE_EMULATOR_HOST": "127.0.0.1:8080"])
    #expect(!text.contains("FIRESTORE_EMULATOR_HOST is not set"))
    #expect(!text.contains(SkippedSuitesNotice.emulatorCommand))
    #expect(text.contains("FIRESTORE_PYTHON is not set"))
  }

  @Test("With both, no skip")
  func bothSet() {
    let text = SkippedSuitesNotice.text(environment: [
      "FIRESTORE_EMULATOR_HOST": "127.0.0.1:8080", "FIRESTORE_PYTHON": "/venv/bin/python",
    ])
    #expect(
      text == "Every suite runs: the Firestore emulator at 127.0.0.1:8080, Google's Python client"
        + " at /venv/bin/python.\n")
  }

  /// The notice, the README's *Try it* and `.ci/run` give the same commands, and the variables
  /// it names are the ones the emulator suites read.
  @Test("The README's commands, the notice's and .ci/run's agree")
  func commandsAgree() throws {
    let readme = try ReliabilityCoverageTests.file("README.md")
    #expect(readme.contains("\n\(SkippedSuitesNotice.testCommand) "))
    #expect(readme.contains("\n\(SkippedSuitesNotice.emulatorCommand) "))
    let ci = try ReliabilityCoverageTests.file(".ci/run")
    #expect(
      ci.contains(" \(SkippedSuitesNotice.testCommand)\n"), ".ci/run runs the README's command")
    #expect(ci.contains(SkippedSuitesNotice.pythonSetup))
    let emulatorTests = try ReliabilityCoverageTests.file(
      "Tests/FirestoreRESTNetworkingTests/EmulatorTests.swift")
    #expect(emulatorTests.contains(#"environment["FIRESTORE_EMULATOR_HOST"]"#))
    let pythonTests = try ReliabilityCoverageTests.file(
      "Tests/FirestoreRESTNetworkingTests/PythonClientTests.swift")
    #expect(pythonTests.contains(#"environment["FIRESTORE_PYTHON"]"#))
  }
}
