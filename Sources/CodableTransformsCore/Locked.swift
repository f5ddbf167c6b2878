import Foundation

/// A value guarded by a lock: the one place in the library where shared mutable state lives.
///
/// `Synchronization.Mutex` would be the natural choice, but it needs macOS 15 / iOS 18 and the
/// package supports macOS 13 / iOS 16, so this wraps an `NSLock`. The state is only reachable
/// inside ``withLock(_:)``, which makes the `@unchecked Sendable` conformance sound.
final class Locked<State: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
