import Foundation

/// Runs an operation for at most a number of seconds of real time: the one bound on every wait
/// of the client (a call's deadline, a metadata probe, a token refresh), whatever the transport
/// does with its own timeouts.
///
/// The caller is resumed at the limit even when the operation does not stop when cancelled — a
/// transport of someone else's, or a data task that never reports its end: a task group would
/// wait for its child, and the bound would be the operation's, not the client's.
enum FirestoreRESTTimeLimit {
  /// The operation's result, or `nil` when `seconds` passed first (the operation is then
  /// cancelled, and not waited for).
  ///
  /// - Parameters:
  ///   - seconds: The limit; `nil` for none, `0` or less to give up before starting.
  ///   - operation: The work.
  /// - Returns: Its result, or `nil` at the limit.
  /// - Throws: What the operation throws, or `CancellationError` when the calling task is
  ///   cancelled.
  static func run<T: Sendable>(
    within seconds: TimeInterval?, _ operation: @escaping @Sendable () async throws -> T
  ) async throws -> T? {
    guard let seconds else { return try await operation() }
    guard seconds > 0 else { return nil }
    let race = Race<T?>()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        race.begin(continuation)
        // Unstructured tasks inherit the caller's priority, task-local values and executor
        // preference; the caller's cancellation reaches them through `race.cancel()`.
        race.add(
          Task {
            do {
              race.finish(.success(try await operation()))
            } catch {
              race.finish(.failure(error))
            }
          })
        race.add(
          Task {
            try? await Task.sleep(nanoseconds: FirestoreRESTClock.nanoseconds(seconds))
            race.finish(.success(nil))
          })
      }
    } onCancel: {
      race.finish(.failure(CancellationError()))
    }
  }

  /// The first of several outcomes, resumed once; the tasks that did not finish first are
  /// cancelled.
  private final class Race<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: every member is reached under `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?
    private var outcome: Result<Value, any Error>?
    private var tasks: [Task<Void, Never>] = []

    func begin(_ continuation: CheckedContinuation<Value, any Error>) {
      lock.lock()
      if let outcome {
        lock.unlock()
        continuation.resume(with: outcome)
        return
      }
      self.continuation = continuation
      lock.unlock()
    }

    func add(_ task: Task<Void, Never>) {
      lock.lock()
      let finished = outcome != nil
      if !finished { tasks.append(task) }
      lock.unlock()
      if finished { task.cancel() }
    }

    func finish(_ result: Result<Value, any Error>) {
      lock.lock()
      guard outcome == nil else {
        lock.unlock()
        return
      }
      outcome = result
      let continuation = self.continuation
      self.continuation = nil
      let tasks = self.tasks
      self.tasks = []
      lock.unlock()
      for task in tasks { task.cancel() }
      continuation?.resume(with: result)
    }
  }
}
