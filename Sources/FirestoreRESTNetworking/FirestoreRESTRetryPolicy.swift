public import Foundation

/// When and how the client sends a failed call again: exponential backoff with jitter on the
/// retryable codes, within an overall deadline per call.
///
/// The default is what Google's Firestore clients do (their generated method configuration:
/// Python `google-cloud-firestore`, Node `@google-cloud/firestore`): a first delay of up to 100
/// ms, growing 1.3 times per attempt up to 60 s, with full jitter (each delay is a random time
/// between zero and the current bound); Python's deadline of 60 s per call.
///
/// ```swift
/// var firestore = try FirestoreRESTClient(projectID: "my-project")
/// firestore.retryPolicy.deadline = 10          // a request handler's budget, in seconds
/// firestore.retryPolicy = .never               // or: one attempt, no retries
/// ```
///
/// Which calls are retried on which codes:
///
/// | call | codes retried |
/// |---|---|
/// | idempotent: `get`, `list`, `batchGet`, `runQuery`, `runAggregationQuery`, `beginTransaction`, `rollback` | `UNAVAILABLE`, `RESOURCE_EXHAUSTED`, `DEADLINE_EXCEEDED`, `INTERNAL` |
/// | not idempotent: `commit` (and so `create`, `set`, `update`, `delete`) | `UNAVAILABLE`, `RESOURCE_EXHAUSTED` |
/// | `batchWrite` | `UNAVAILABLE`, `RESOURCE_EXHAUSTED`, `ABORTED` |
///
/// A transaction's `ABORTED` restarts the whole transaction
/// (``FirestoreRESTClient/runTransaction(maxAttempts:_:)``), not the call.
///
/// A non-idempotent call is retried only on codes by which the service says it did not apply
/// the request, and on a connection that could not be opened; a request that may have reached
/// the service (a timeout, a connection lost before the answer) is not sent again.
/// `UNAUTHENTICATED` is not a retryable code: the client refreshes its credentials once and
/// resends at once (see ``FirestoreRESTCredentials``).
public struct FirestoreRESTRetryPolicy: Sendable {
  /// The bound of the first delay, in seconds: `0.1`.
  public var initialDelay: TimeInterval
  /// How much the bound grows per attempt: `1.3`.
  public var delayMultiplier: Double
  /// The largest bound, in seconds: `60`.
  public var maximumDelay: TimeInterval
  /// The most time one call may take, in seconds, all its attempts and delays included.
  ///
  /// `nil` for none; `60` by default, as Google's Python client.
  /// An attempt still running at the deadline is cancelled, and the call throws
  /// ``FirestoreRESTError/Code/deadlineExceeded``; no retry starts when its delay would end
  /// past the deadline, and the call throws its last error.
  public var deadline: TimeInterval?
  /// The most attempts of one call, the first included; `nil` (the default) for as many as the
  /// deadline allows.
  public var maximumAttempts: Int?
  /// The codes retried for an idempotent call.
  public var idempotentCodes: Set<FirestoreRESTError.Code>
  /// The codes retried for a call that is not idempotent (`commit`).
  public var nonIdempotentCodes: Set<FirestoreRESTError.Code>
  /// Whether a retryable answer's `Retry-After` sets the least delay before the next attempt.
  ///
  /// `true` by default. The header holds seconds or an HTTP date; when it ends past the
  /// deadline, the call gives up at once.
  public var honorsRetryAfter: Bool
  /// The clock of the deadline and the delays.
  public var clock: FirestoreRESTClock
  /// Returns a random number in `0..<1` for the jitter.
  public var random: @Sendable () -> Double

  /// `UNAVAILABLE`, `RESOURCE_EXHAUSTED`, `DEADLINE_EXCEEDED`, `INTERNAL`: what Google's clients
  /// retry for idempotent Firestore methods.
  public static let googleIdempotentCodes: Set<FirestoreRESTError.Code> = [
    .unavailable, .resourceExhausted, .deadlineExceeded, .internal,
  ]

  /// `UNAVAILABLE`, `RESOURCE_EXHAUSTED`: what Google's clients retry for `Commit`,
  /// `CreateDocument` and `UpdateDocument`.
  public static let googleNonIdempotentCodes: Set<FirestoreRESTError.Code> = [
    .unavailable, .resourceExhausted,
  ]

  /// A policy.
  ///
  /// ```swift
  /// let patient = FirestoreRESTRetryPolicy(deadline: 300)
  /// ```
  ///
  /// - Parameters:
  ///   - initialDelay: The bound of the first delay, in seconds.
  ///   - delayMultiplier: How much the bound grows per attempt.
  ///   - maximumDelay: The largest bound, in seconds.
  ///   - deadline: The most time one call may take, in seconds; `nil` for none.
  ///   - maximumAttempts: The most attempts per call; `nil` for as many as the deadline allows.
  ///   - idempotentCodes: The codes retried for idempotent calls.
  ///   - nonIdempotentCodes: The codes retried for other calls.
  ///   - honorsRetryAfter: Whether `Retry-After` sets the least delay.
  ///   - clock: The clock.
  ///   - random: A random number in `0..<1`, for the jitter.
  public init(
    initialDelay: TimeInterval = 0.1, delayMultiplier: Double = 1.3,
    maximumDelay: TimeInterval = 60, deadline: TimeInterval? = 60, maximumAttempts: Int? = nil,
    idempotentCodes: Set<FirestoreRESTError.Code> = googleIdempotentCodes,
    nonIdempotentCodes: Set<FirestoreRESTError.Code> = googleNonIdempotentCodes,
    honorsRetryAfter: Bool = true, clock: FirestoreRESTClock = .system,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) {
    self.initialDelay = initialDelay
    self.delayMultiplier = delayMultiplier
    self.maximumDelay = maximumDelay
    self.deadline = deadline
    self.maximumAttempts = maximumAttempts
    self.idempotentCodes = idempotentCodes
    self.nonIdempotentCodes = nonIdempotentCodes
    self.honorsRetryAfter = honorsRetryAfter
    self.clock = clock
    self.random = random
  }

  /// Google's policy: see ``FirestoreRESTRetryPolicy``.
  public static var `default`: Self { Self() }

  /// One attempt per call, still within the default deadline.
  public static var never: Self { Self(maximumAttempts: 1) }

  /// The bound of the delay after a failed attempt: `initialDelay × delayMultiplier^(attempt −
  /// 1)`, at most `maximumDelay`.
  ///
  /// - Parameter attempt: The attempt that failed, from 1.
  /// - Returns: The bound, in seconds.
  public func delayBound(afterAttempt attempt: Int) -> TimeInterval {
    var bound = min(initialDelay, maximumDelay)
    for _ in 1..<max(attempt, 1) {
      bound = min(bound * delayMultiplier, maximumDelay)
      if bound == maximumDelay { break }
    }
    return bound
  }

  /// The delay after a failed attempt: a random time between zero and
  /// ``delayBound(afterAttempt:)`` (full jitter, as Google's clients).
  ///
  /// - Parameter attempt: The attempt that failed, from 1.
  /// - Returns: The delay, in seconds.
  public func delay(afterAttempt attempt: Int) -> TimeInterval {
    delayBound(afterAttempt: attempt) * min(max(random(), 0), 1)
  }

  /// The codes retried for a call.
  ///
  /// - Parameter idempotent: Whether the call is idempotent.
  /// - Returns: The codes.
  public func retriedCodes(idempotent: Bool) -> Set<FirestoreRESTError.Code> {
    idempotent ? idempotentCodes : nonIdempotentCodes
  }
}

/// The time, and a way to wait: the system's, or one that a test moves by hand.
///
/// ```swift
/// let clock = FirestoreRESTClock(now: { fakeNow.value }, sleep: { fakeNow.advance(by: $0) })
/// ```
public struct FirestoreRESTClock: Sendable {
  /// The current time.
  public var now: @Sendable () -> Date
  /// Waits for a number of seconds; throws `CancellationError` when the task is cancelled.
  public var sleep: @Sendable (TimeInterval) async throws -> Void

  /// A clock.
  ///
  /// - Parameters:
  ///   - now: Returns the current time.
  ///   - sleep: Waits for a number of seconds.
  public init(
    now: @escaping @Sendable () -> Date,
    sleep: @escaping @Sendable (TimeInterval) async throws -> Void
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// `Date()` and `Task.sleep`.
  public static let system = FirestoreRESTClock(
    now: { Date() },
    sleep: { seconds in
      try await Task.sleep(nanoseconds: nanoseconds(seconds))
    })

  static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
    guard seconds > 0 else { return 0 }
    return UInt64(min(seconds, 1e9) * 1e9)
  }
}

extension FirestoreRESTRetryPolicy {
  /// The seconds a `Retry-After` value asks for: a number of seconds, or an HTTP date.
  ///
  /// - Parameters:
  ///   - value: The header's value.
  ///   - now: The current time, for a date.
  /// - Returns: The seconds, or `nil` when the value is neither.
  static func retryAfterSeconds(_ value: String, now: Date) -> TimeInterval? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(trimmed), seconds >= 0 {
      return TimeInterval(seconds)
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: trimmed) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }
}
