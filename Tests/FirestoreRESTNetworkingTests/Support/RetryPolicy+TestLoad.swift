import FirestoreRESTNetworking
import Foundation

/// How long a test waits, in real seconds, for what the client does in the background: 10
/// minutes, far more than a whole `swift test` run takes.
///
/// Swift Testing starts every test of the process at once on the shared cooperative pool, one
/// thread per core (two in CI), and the conformance kit's cases keep both threads busy for about
/// 100 s of CI's run. A job that joins the pool's queue meanwhile — the credentials actor's
/// token refresh, a transaction's rollback after a cancellation — waits behind them: calls that
/// take milliseconds alone passed Google's 60 s deadline in CI. The tests whose subject is the
/// deadline or a cancellation set their own, and measure on ``timingExecutor``.
let testLoadTimeout: TimeInterval = 600

extension FirestoreRESTRetryPolicy {
  /// Google's policy with a deadline of ``testLoadTimeout``, for the tests that do not test the
  /// deadline.
  static func underTestLoad(
    initialDelay: TimeInterval = 0.1, maximumAttempts: Int? = nil,
    clock: FirestoreRESTClock = .system,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) -> Self {
    Self(
      initialDelay: initialDelay, deadline: testLoadTimeout, maximumAttempts: maximumAttempts,
      clock: clock, random: random)
  }
}

/// Whether the bounds on how long a call takes are checked as the library promises them.
///
/// They are, when `CODABLE_TRANSFORMS_STRICT_TIMING=1` — `.ci/run` runs the network suites alone
/// that way, after the whole suite. In a whole `swift test` run, where the conformance kit keeps
/// the shared threads busy for tens of seconds, a timer of the client (a probe's 3 s, a refresh's
/// deadline) can fire that much later: there, the same tests check what happens, with a bound
/// of ``testLoadTimeout``.
let strictTiming = ProcessInfo.processInfo.environment["CODABLE_TRANSFORMS_STRICT_TIMING"] == "1"

/// `seconds` when the timing is checked strictly, else ``testLoadTimeout``.
func timingBound(_ seconds: TimeInterval) -> TimeInterval {
  strictTiming ? seconds : testLoadTimeout
}
