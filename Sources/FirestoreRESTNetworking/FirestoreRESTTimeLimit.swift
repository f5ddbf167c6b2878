import Foundation

/// Runs an operation for at most a number of seconds of real time, cancelling it when they
/// pass: the one bound on every wait of the client (a call's deadline, a metadata probe, a
/// token refresh), whatever the transport does with its own timeouts.
///
/// The operation and the timer are child tasks, so that they run where the caller prefers (its
/// task executor) and a cancelled caller cancels both. A task group waits for its children: the
/// bound holds because the operation stops when cancelled — ``FirestoreRESTURLSessionTransport``
/// resumes its caller at once, whatever its data task does, and ``FirestoreRESTTransport`` asks
/// the same of every transport.
enum FirestoreRESTTimeLimit {
  /// The operation's result, or `nil` when `seconds` passed first (the operation is then
  /// cancelled).
  ///
  /// - Parameters:
  ///   - seconds: The limit; `nil` for none, `0` or less to give up before starting.
  ///   - operation: The work.
  /// - Returns: Its result, or `nil` at the limit.
  /// - Throws: What the operation throws, or `CancellationError`.
  static func run<T: Sendable>(
    within seconds: TimeInterval?, _ operation: @escaping @Sendable () async throws -> T
  ) async throws -> T? {
    guard let seconds else { return try await operation() }
    guard seconds > 0 else { return nil }
    return try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask { try await operation() }
      group.addTask {
        try await Task.sleep(nanoseconds: FirestoreRESTClock.nanoseconds(seconds))
        return nil
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { return nil }
      return first
    }
  }
}
