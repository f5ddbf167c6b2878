import Foundation

// How the client sends a request: the one path every call takes, with its credentials, retries,
// deadline and error wrapping.

extension FirestoreRESTClient {
  /// Sends one call — retried on the policy's codes, within its deadline — and returns the body
  /// of a successful response.
  ///
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - url: The request's URL.
  ///   - body: The JSON body, if any.
  ///   - idempotent: Whether sending the request twice has the effect of sending it once, so
  ///     that it is retried on all of ``FirestoreRESTRetryPolicy/idempotentCodes`` rather than
  ///     on ``FirestoreRESTRetryPolicy/nonIdempotentCodes``.
  ///   - alsoRetrying: Codes retried for this call besides the policy's (`ABORTED` for
  ///     `batchWrite`, as Google's clients do).
  /// - Returns: The response body.
  /// - Throws: ``FirestoreRESTError`` for an answer that is not a success or for no answer (with
  ///   the method and path), ``FirestoreRESTCredentialsError`` when no access token could be
  ///   had, `CancellationError` when the task was cancelled.
  func send(
    _ method: String, _ url: URL, body: Data? = nil, idempotent: Bool,
    alsoRetrying: Set<FirestoreRESTError.Code> = []
  ) async throws -> Data {
    let policy = retryPolicy
    let clock = policy.clock
    let deadline = policy.deadline.map { clock.now().addingTimeInterval($0) }
    let retried = policy.retriedCodes(idempotent: idempotent).union(alsoRetrying)
    let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath
    var attempt = 0
    var refreshedCredentials = false
    while true {
      attempt += 1
      try Task.checkCancellation()
      let remaining = deadline.map { $0.timeIntervalSince(clock.now()) }
      let outcome: Outcome
      do {
        outcome = try await Self.within(remaining) { [self] in
          try await self.attempt(method, url, body: body, timeout: remaining)
        }
      } catch let error as FirestoreRESTCredentialsError {
        guard error.isRetryable else { throw error }
        outcome = .failed(error, retryAfter: nil, code: .unavailable, notSent: true)
      }
      let failure: any Error
      let retryAfter: TimeInterval?
      switch outcome {
      case .success(let data):
        return data
      case .deadlinePassed:
        throw FirestoreRESTError(
          code: .deadlineExceeded,
          message:
            "The call's deadline of \(policy.deadline.map { "\($0)" } ?? "?") s passed before "
            + "the service answered",
          method: method, path: path, attempts: attempt)
      case .unauthenticated(let error, let token):
        // A token revoked or expired early: refresh once and resend at once, as Google's
        // clients do; the request was refused, so resending is safe for every call.
        if !refreshedCredentials, let token, await authorization.invalidate(token) {
          refreshedCredentials = true
          continue
        }
        throw error.with(method: method, path: path, attempts: attempt)
      case .failed(let error, let after, let code, let notSent):
        failure = error
        retryAfter = after
        guard retried.contains(code) else {
          throw Self.wrapped(failure, method: method, path: path, attempts: attempt)
        }
        // A request that may have reached the service is not resent when it is not idempotent.
        if !idempotent, !notSent, (error as? FirestoreRESTError)?.httpStatus == 0 {
          throw Self.wrapped(failure, method: method, path: path, attempts: attempt)
        }
      }
      if let maximum = policy.maximumAttempts, attempt >= maximum {
        throw Self.wrapped(failure, method: method, path: path, attempts: attempt)
      }
      var delay = policy.delay(afterAttempt: attempt)
      if policy.honorsRetryAfter, let retryAfter {
        delay = max(delay, retryAfter)
      }
      if let deadline, clock.now().addingTimeInterval(delay) >= deadline {
        throw Self.wrapped(failure, method: method, path: path, attempts: attempt)
      }
      try await clock.sleep(delay)
    }
  }

  /// What one attempt gave.
  enum Outcome: Sendable {
    case success(Data)
    /// The answer was `UNAUTHENTICATED`; the token that was sent.
    case unauthenticated(FirestoreRESTError, token: String?)
    /// Any other failure, with the `Retry-After` delay, the canonical code, and whether the
    /// request certainly did not reach the service.
    case failed(any Error, retryAfter: TimeInterval?, code: FirestoreRESTError.Code, notSent: Bool)
    /// The call's deadline passed during the attempt, which was cancelled.
    case deadlinePassed
  }

  /// One request: the access token, the transport, the status.
  func attempt(_ method: String, _ url: URL, body: Data?, timeout: TimeInterval?) async throws
    -> Outcome
  {
    var request = FirestoreRESTHTTPRequest(method: method, url: url, body: body, timeout: timeout)
    if body != nil {
      request.headers["Content-Type"] = "application/json"
    }
    let token = try await authorization.token()
    if let token {
      request.headers["Authorization"] = "Bearer \(token)"
    }
    let response: FirestoreRESTHTTPResponse
    do {
      response = try await transport.send(request)
    } catch let error as CancellationError {
      throw error
    } catch {
      try Task.checkCancellation()
      let timedOut = (error as? URLError)?.code == .timedOut
      let wrapped = FirestoreRESTError(
        code: timedOut ? .deadlineExceeded : .unavailable,
        message: "No response: \(error)", underlyingError: error)
      return .failed(
        wrapped, retryAfter: nil, code: wrapped.code,
        notSent: transport.requestWasNotSent(failingWith: error))
    }
    guard !(200..<300).contains(response.status) else {
      return .success(response.body)
    }
    let error = FirestoreRESTError(httpStatus: response.status, body: response.body)
      .redacting(token.map { [$0] } ?? [])
    if error.code == .unauthenticated {
      return .unauthenticated(error, token: token)
    }
    let retryAfter = response.header("Retry-After").flatMap {
      FirestoreRESTRetryPolicy.retryAfterSeconds($0, now: retryPolicy.clock.now())
    }
    return .failed(error, retryAfter: retryAfter, code: error.code, notSent: false)
  }

  /// Runs `operation`, cancelling it when `seconds` pass first.
  ///
  /// - Returns: The operation's outcome, or ``Outcome/deadlinePassed``.
  static func within(
    _ seconds: TimeInterval?, _ operation: @escaping @Sendable () async throws -> Outcome
  ) async throws -> Outcome {
    guard let seconds else { return try await operation() }
    guard seconds > 0 else { return .deadlinePassed }
    return try await withThrowingTaskGroup(of: Outcome.self) { group in
      group.addTask { try await operation() }
      group.addTask {
        try await Task.sleep(nanoseconds: FirestoreRESTClock.nanoseconds(seconds))
        return .deadlinePassed
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { return .deadlinePassed }
      return first
    }
  }

  /// The error a call throws: a ``FirestoreRESTError`` with the call's method, path and number
  /// of attempts; any other error as it is.
  static func wrapped(_ error: any Error, method: String, path: String?, attempts: Int)
    -> any Error
  {
    guard let error = error as? FirestoreRESTError else { return error }
    return error.with(method: method, path: path, attempts: attempts)
  }
}

extension FirestoreRESTError {
  func with(method: String, path: String?, attempts: Int) -> Self {
    var copy = self
    copy.method = method
    copy.path = path
    copy.attempts = attempts
    return copy
  }
}
