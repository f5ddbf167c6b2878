import Foundation

/// A value guarded by a lock: the one kind of shared mutable state in the library (the
/// registration of the Firebase SDK's types, the `userInfo` probe's remembered keys, a report's
/// entries).
///
/// `Synchronization.Mutex` would be the natural choice, but it needs macOS 15 / iOS 18 and the
/// package supports the Firebase SDK's minimums (macOS 10.15, iOS 15), so this wraps an `NSLock`. The state is only reachable
/// inside ``withLock(_:)``, which makes the `@unchecked Sendable` conformance sound.
package final class Locked<State: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  package init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
