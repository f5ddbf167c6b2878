import Foundation

/// Stops the process when one conformance case runs longer than its time limit.
///
/// A decode that never returns cannot be interrupted from Swift, so a hang would stall the whole
/// test run. The guard turns it into a failure that says what hung: after the limit it writes the
/// case, what the case was doing and how to replay it to standard error, and stops the process.
/// The limit (``FuzzConfiguration/timeLimit``) is orders of magnitude above a normal case, so
/// that a loaded machine or a sanitizer never trips it.
final class HangGuard: @unchecked Sendable {
  private let lock = NSLock()
  private var activity: @Sendable () -> String = { "starting" }
  private var finished = false

  /// Starts the clock for one case.
  ///
  /// - Parameters:
  ///   - caseName: The case, as shown in test results.
  ///   - limit: Seconds the case may run.
  ///   - replay: How to replay the case.
  init(caseName: String, limit: Double, replay: String) {
    // Weak: a case that finished releases its guard (and what its activity captured) at once.
    DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [weak self] in
      guard let self else { return }
      lock.lock()
      defer { lock.unlock() }
      guard !finished else { return }
      let message =
        "\(caseName) ran longer than \(limit) seconds and is considered hung while "
        + "\(activity()) (\(replay); the limit is CODABLE_TRANSFORMS_FUZZ_TIME_LIMIT)\n"
      FileHandle.standardError.write(Data(message.utf8))
      fatalError(message)
    }
  }

  /// Records what the case is doing, for the message if it hangs.
  ///
  /// - Parameter activity: A description, built only when needed.
  func update(_ activity: @escaping @Sendable () -> String) {
    if Self.traces {
      FileHandle.standardError.write(Data("trace: \(activity())\n".utf8))
    }
    lock.lock()
    defer { lock.unlock() }
    self.activity = activity
  }

  /// Whether every activity is written to standard error before it starts
  /// (`CODABLE_TRANSFORMS_FUZZ_TRACE=1`): when an input crashes the process, the last line names
  /// it.
  static let traces = ProcessInfoEnvironment.values["CODABLE_TRANSFORMS_FUZZ_TRACE"] == "1"

  /// Stops the clock: the case finished in time.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    finished = true
    activity = { "finished" }
  }
}
