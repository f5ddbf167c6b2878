import Foundation

// How the client sends a request: the one path every call takes, with its configuration check,
// credentials, retries, deadline, size limit and error wrapping.

extension FirestoreRESTClient {
  /// Sends one call — retried on the policy's codes, within its deadline — and returns the body
  /// of a successful response.
  ///
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - url: The request's URL.
  ///   - body: The JSON body, if any.
  ///   - idempotent: Whether sending the request twice has the effect of sending it once, so
  ///     that it is retried on all of ``FirestoreRESTRetryPolicy/idempotentCodes`` — and when
  ///     the connection was lost after it was sent — rather than on
  ///     ``FirestoreRESTRetryPolicy/nonIdempotentCodes`` only.
  ///   - alsoRetrying: Codes retried for this call besides the policy's (`ABORTED` for
  ///     `batchWrite`, as Google's clients do).
  ///   - documents: The paths of the documents the call writes, named by its errors.
  /// - Returns: The response body.
  /// - Throws: ``FirestoreRESTConfigurationError`` before any request for a configuration that
  ///   would send the token in clear text; ``FirestoreRESTError`` for an answer that is not a
  ///   success or for no answer (with the method, path and documents);
  ///   ``FirestoreRESTCredentialsError`` when no access token could be had; `CancellationError`
  ///   when the task was cancelled.
  func send(
    _ method: String, _ url: URL, body: Data? = nil, idempotent: Bool,
    alsoRetrying: Set<FirestoreRESTError.Code> = [], documents: [String] = []
  ) async throws -> Data {
    try checkConfiguration()
    let policy = retryPolicy
    let clock = policy.clock
    let deadline = policy.deadline.map { clock.now().addingTimeInterval($0) }
    let retried = policy.retriedCodes(idempotent: idempotent).union(alsoRetrying)
    let call = CallDescription(method: method, url: url, documents: documents)
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
        outcome = .failed(error, retryAfter: nil, code: .unavailable, sent: .no)
      }
      let failure: any Error
      let retryAfter: TimeInterval?
      switch outcome {
      case .success(let data):
        return data
      case .deadlinePassed(let sent):
        var error = FirestoreRESTError(
          code: .deadlineExceeded,
          message:
            "The call's deadline of \(policy.deadline.map { "\($0)" } ?? "?") s passed before "
            + "the service answered")
        // A write that was on its way may have been applied: say so.
        error.isOutcomeUnknown = !idempotent && sent != .no
        throw call.describe(error, attempts: attempt)
      case .unauthenticated(let error, let token):
        // A token revoked or expired early: refresh once and resend at once, as Google's
        // clients do; the request was refused, so resending is safe for every call.
        if !refreshedCredentials, let token, await authorization.invalidate(token) {
          refreshedCredentials = true
          continue
        }
        throw call.describe(error, attempts: attempt)
      case .failed(let error, let after, let code, let sent):
        failure = error
        retryAfter = after
        guard retried.contains(code) else {
          throw call.describe(failure, attempts: attempt)
        }
        // A request that may have reached the service is not resent when it is not
        // idempotent: its outcome is unknown.
        if !idempotent, sent == .maybe {
          throw call.describe(Self.outcomeUnknown(failure), attempts: attempt)
        }
      case .refused(let error):
        throw call.describe(error, attempts: attempt)
      }
      if let maximum = policy.maximumAttempts, attempt >= maximum {
        throw call.describe(failure, attempts: attempt)
      }
      var delay = policy.delay(afterAttempt: attempt)
      if policy.honorsRetryAfter, let retryAfter {
        // At most the policy's longest delay: a server cannot hold a call for ever.
        delay = max(delay, min(retryAfter, policy.maximumDelay))
      }
      if let deadline, clock.now().addingTimeInterval(delay) >= deadline {
        throw call.describe(failure, attempts: attempt)
      }
      try await clock.sleep(delay)
    }
  }

  /// Whether a request reached the service.
  enum Sent: Sendable {
    /// Certainly not: no connection could be opened, or no token could be had.
    case no
    /// Perhaps: it was sent, and no answer came.
    case maybe
    /// Yes: the service answered.
    case yes
  }

  /// What one attempt gave.
  enum Outcome: Sendable {
    case success(Data)
    /// The answer was `UNAUTHENTICATED`; the token that was sent.
    case unauthenticated(FirestoreRESTError, token: String?)
    /// Any other failure, with the `Retry-After` delay, the canonical code, and whether the
    /// request reached the service.
    case failed(any Error, retryAfter: TimeInterval?, code: FirestoreRESTError.Code, sent: Sent)
    /// A failure no attempt can mend: a redirect, a response above the size limit.
    case refused(FirestoreRESTError)
    /// The call's deadline passed during the attempt, which was cancelled.
    case deadlinePassed(sent: Sent)
  }

  /// One request: the access token, the transport, the status.
  func attempt(_ method: String, _ url: URL, body: Data?, timeout: TimeInterval?) async throws
    -> Outcome
  {
    var request = FirestoreRESTHTTPRequest(
      method: method, url: url, body: body, timeout: timeout,
      maximumResponseBytes: maximumResponseBytes)
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
    } catch let error as FirestoreRESTTransportError {
      try Task.checkCancellation()
      if case .responseTooLarge = error.kind {
        return .refused(responseTooLarge(error))
      }
      let wrapped = FirestoreRESTError(
        code: .unavailable, message: "No response: \(error)", underlyingError: error)
      return .failed(wrapped, retryAfter: nil, code: .unavailable, sent: .maybe)
    } catch {
      try Task.checkCancellation()
      let timedOut = (error as? URLError)?.code == .timedOut
      let wrapped = FirestoreRESTError(
        code: timedOut ? .deadlineExceeded : .unavailable,
        message: "No response: \(error)", underlyingError: error)
      return .failed(
        wrapped, retryAfter: nil, code: wrapped.code,
        sent: transport.requestWasNotSent(failingWith: error) ? .no : .maybe)
    }
    if (300..<400).contains(response.status) {
      return .refused(redirected(response))
    }
    if response.body.count > maximumResponseBytes {
      // A transport that does not stop at the limit: refused all the same.
      return .refused(
        responseTooLarge(
          FirestoreRESTTransportError(.responseTooLarge(limit: maximumResponseBytes))))
    }
    guard !(200..<300).contains(response.status) else {
      return .success(response.body)
    }
    let error = FirestoreRESTError(
      httpStatus: response.status, body: response.body, secrets: token.map { [$0] } ?? [])
    if error.code == .unauthenticated {
      return .unauthenticated(error, token: token)
    }
    let retryAfter = response.header("Retry-After").flatMap {
      FirestoreRESTRetryPolicy.retryAfterSeconds($0, now: retryPolicy.clock.now())
    }
    return .failed(error, retryAfter: retryAfter, code: error.code, sent: .yes)
  }

  /// The error of a 3xx answer, which is not followed: the token stays with ``baseURL``.
  private func redirected(_ response: FirestoreRESTHTTPResponse) -> FirestoreRESTError {
    let location = response.header("Location")
    let host = location.flatMap { URL(string: $0, relativeTo: baseURL)?.host }
    let cause = FirestoreRESTTransportError(
      .redirected(status: response.status, locationHost: host))
    return FirestoreRESTError(
      code: .failedPrecondition,
      message:
        "The service answered with a redirect to \(host ?? "an unnamed host"), which the "
        + "client does not follow: requests and the access token go to \(baseURL.host ?? "?") "
        + "only. A proxy or a wrong baseURL?",
      httpStatus: response.status, underlyingError: cause)
  }

  private func responseTooLarge(_ cause: FirestoreRESTTransportError) -> FirestoreRESTError {
    FirestoreRESTError(
      code: .resourceExhausted,
      message:
        "The response is larger than the client's limit of \(maximumResponseBytes) bytes "
        + "(maximumResponseBytes); read large results a page at a time",
      underlyingError: cause)
  }

  /// The error of a write that was sent and got no answer: it may have been applied.
  static func outcomeUnknown(_ failure: any Error) -> any Error {
    guard var error = failure as? FirestoreRESTError else { return failure }
    error.isOutcomeUnknown = true
    error.message +=
      "; the write may have been applied, and is not sent again since applying it twice would "
      + "differ from applying it once: read the documents before writing again"
    return error
  }

  /// Runs `operation`, cancelling it when `seconds` pass first.
  ///
  /// - Returns: The operation's outcome, or ``Outcome/deadlinePassed(sent:)``.
  static func within(
    _ seconds: TimeInterval?, _ operation: @escaping @Sendable () async throws -> Outcome
  ) async throws -> Outcome {
    if let seconds, seconds <= 0 { return .deadlinePassed(sent: .no) }
    return try await FirestoreRESTTimeLimit.run(within: seconds, operation)
      ?? .deadlinePassed(sent: .maybe)
  }

  /// A call's method, URL and documents, which every error it throws names.
  struct CallDescription {
    var method: String
    var url: URL
    var documents: [String]

    /// A ``FirestoreRESTError`` with the call's method, path, documents and number of
    /// attempts; any other error as it is.
    func describe(_ error: any Error, attempts: Int) -> any Error {
      guard var error = error as? FirestoreRESTError else { return error }
      error.method = method
      // Parsed here, for the error only: a call that succeeds never needs its path as text.
      error.path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath
      error.documents = documents
      error.attempts = attempts
      return error
    }
  }
}
