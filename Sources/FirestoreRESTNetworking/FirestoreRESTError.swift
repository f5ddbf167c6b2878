import Foundation

/// An error of a Firestore call: the REST API's answer `{"error": {"code", "message", "status",
/// "details"}}`, or a request that got no answer, with the call's method and path.
///
/// Match on the typed ``code``:
///
/// ```swift
/// do {
///     try await firestore.create(book, in: "books", documentID: "hitchhiker")
/// } catch let error as FirestoreRESTError where error.code == .alreadyExists {
///     // someone else created it first
/// } catch let error as FirestoreRESTError where error.isRetryable {
///     // the client already retried it until its deadline: try again later
/// }
/// ```
///
/// The ``description`` reads `Firestore NOT_FOUND (HTTP 404) on GET
/// /v1/projects/p/databases/(default)/documents/books/x: No document to get…`; a write's names
/// the documents it wrote (`on POST /v1/…/documents:commit (writing books/x)`). It never holds the
/// access token, nor any other secret: every part of a server's answer that it keeps — message,
/// status, details — is redacted before it is cut to length.
public struct FirestoreRESTError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The HTTP status code; `0` when no response came (see ``underlyingError``).
  public var httpStatus: Int
  /// The canonical code: the server's `status`, or one derived from the HTTP status when the
  /// body has none; ``Code/unavailable`` or ``Code/deadlineExceeded`` when no response came.
  public var code: Code
  /// The canonical status as the server wrote it, such as `NOT_FOUND` or `ALREADY_EXISTS`;
  /// `nil` when the body had none (``code`` is then derived from the HTTP status).
  public var status: String?
  /// The number in the error body's `code` (the HTTP status again, for Google's APIs).
  public var numericCode: Int?
  /// The server's message, or what went wrong when no response came.
  public var message: String
  /// The error's `details`, such as a `google.rpc.ErrorInfo` with `reason: ACCESS_TOKEN_EXPIRED`.
  public var details: [Detail]
  /// The HTTP method of the call that failed, such as `POST`; `nil` for an error made by hand.
  public var method: String?
  /// The URL path of the call that failed (its query left out), such as
  /// `/v1/projects/p/databases/(default)/documents:commit`.
  public var path: String?
  /// How many requests the call sent before it gave up: more than 1 after retries.
  public var attempts: Int
  /// The paths of the documents the call wrote, such as `["books/hitchhiker"]`; empty for a
  /// read.
  public var documents: [String]
  /// Whether a write that is not idempotent may have been applied although the call failed:
  /// the request was sent and no answer came (a connection lost, the deadline passed).
  ///
  /// The client does not send such a write again — a transform or a `create` applied twice
  /// differs from applied once — so read the documents before writing again. Idempotent writes
  /// (a `set`, a `delete`, an `update` without transforms or preconditions) are retried instead.
  public var isOutcomeUnknown: Bool
  /// The transport's error when no response came: a `URLError`, `CancellationError` is never
  /// wrapped.
  ///
  /// Two errors are equal when their underlying errors have the same type and the same
  /// `String(reflecting:)`.
  public var underlyingError: (any Error)?

  /// An error from the parts of a REST error body.
  ///
  /// ```swift
  /// FirestoreRESTError(httpStatus: 404, code: 404, status: "NOT_FOUND", message: "No document")
  /// ```
  ///
  /// - Parameters:
  ///   - httpStatus: The HTTP status code.
  ///   - code: The number in the body's `code` (``numericCode``).
  ///   - status: The canonical status; ``code`` is derived from it, or from `httpStatus` when it
  ///     is `nil` or not a canonical name.
  ///   - message: The message.
  public init(httpStatus: Int, code: Int?, status: String?, message: String) {
    self.init(
      code: status.flatMap(Code.init(status:)) ?? Code(httpStatus: httpStatus), message: message,
      httpStatus: httpStatus, status: status)
    self.numericCode = code
  }

  /// An error with a canonical code.
  ///
  /// ```swift
  /// FirestoreRESTError(code: .unavailable, message: "Try again")
  /// ```
  ///
  /// - Parameters:
  ///   - code: The canonical code.
  ///   - message: The message.
  ///   - httpStatus: The HTTP status code, `0` when no response came.
  ///   - status: The status the server wrote, if any.
  ///   - details: The error's details.
  ///   - method: The call's HTTP method.
  ///   - path: The call's URL path.
  ///   - attempts: How many requests the call sent.
  ///   - underlyingError: The transport's error when no response came.
  public init(
    code: Code, message: String, httpStatus: Int = 0, status: String? = nil,
    details: [Detail] = [], method: String? = nil, path: String? = nil, attempts: Int = 1,
    underlyingError: (any Error)? = nil
  ) {
    self.httpStatus = httpStatus
    self.code = code
    self.status = status
    self.numericCode = nil
    self.message = message
    self.details = details
    self.method = method
    self.path = path
    self.attempts = attempts
    self.documents = []
    self.isOutcomeUnknown = false
    self.underlyingError = underlyingError
  }

  /// The ``underlyingError`` when it is a ``FirestoreRESTTransportError``: a redirect that was
  /// not followed, a connection closed after the request was sent, a response too large.
  public var transportError: FirestoreRESTTransportError? {
    underlyingError as? FirestoreRESTTransportError
  }

  /// Whether Google's clients retry this error on an idempotent call: ``code`` is
  /// `UNAVAILABLE`, `RESOURCE_EXHAUSTED`, `DEADLINE_EXCEEDED` or `INTERNAL`.
  ///
  /// The client has already retried such errors (see ``FirestoreRESTRetryPolicy``) when it
  /// throws one: it gave up at its deadline or its last attempt.
  public var isRetryable: Bool { code.isRetryable }

  /// The `reason` of the first `google.rpc.ErrorInfo` detail, such as `ACCESS_TOKEN_EXPIRED`.
  public var reason: String? { details.lazy.compactMap(\.reason).first }

  /// The error in words, with its code, HTTP status, method, path and message.
  ///
  /// `Firestore NOT_FOUND (HTTP 404) on GET /v1/…/documents/books/x: No document to get.`
  public var description: String {
    var text = "Firestore \(status ?? code.name)"
    text += httpStatus == 0 ? " (no response)" : " (HTTP \(httpStatus))"
    if let method, let path {
      text += " on \(method) \(path)"
    }
    if !documents.isEmpty {
      let shown = documents.prefix(3).joined(separator: ", ")
      text += " (writing \(shown)\(documents.count > 3 ? " and \(documents.count - 3) more" : ""))"
    }
    text += ": \(message)"
    if let reason {
      text += " [reason \(reason)]"
    }
    if attempts > 1 {
      text += " (after \(attempts) attempts)"
    }
    if isOutcomeUnknown {
      text += " [outcome unknown]"
    }
    return text
  }

  /// Whether two errors are the same, their underlying errors compared by type and
  /// `String(reflecting:)`.
  ///
  /// - Parameters:
  ///   - lhs: An error.
  ///   - rhs: Another.
  /// - Returns: Whether they are the same.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.httpStatus == rhs.httpStatus && lhs.code == rhs.code && lhs.status == rhs.status
      && lhs.numericCode == rhs.numericCode && lhs.message == rhs.message
      && lhs.details == rhs.details && lhs.method == rhs.method && lhs.path == rhs.path
      && lhs.attempts == rhs.attempts && lhs.documents == rhs.documents
      && lhs.isOutcomeUnknown == rhs.isOutcomeUnknown
      && Self.identity(of: lhs.underlyingError) == Self.identity(of: rhs.underlyingError)
  }

  /// Hashes the error, its underlying error by type and `String(reflecting:)`.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(httpStatus)
    hasher.combine(code)
    hasher.combine(status)
    hasher.combine(numericCode)
    hasher.combine(message)
    hasher.combine(details)
    hasher.combine(method)
    hasher.combine(path)
    hasher.combine(attempts)
    hasher.combine(documents)
    hasher.combine(isOutcomeUnknown)
    hasher.combine(Self.identity(of: underlyingError))
  }

  private static func identity(of error: (any Error)?) -> String? {
    error.map { "\(type(of: $0)): \(String(reflecting: $0))" }
  }
}

extension FirestoreRESTError {
  /// One entry of an error's `details`: a `google.rpc` message with its `@type`.
  ///
  /// ```swift
  /// if error.details.contains(where: { $0.reason == "ACCESS_TOKEN_EXPIRED" }) { … }
  /// ```
  public struct Detail: Hashable, Sendable {
    /// The message's type, such as `type.googleapis.com/google.rpc.ErrorInfo`.
    public var type: String?
    /// An `ErrorInfo`'s reason, such as `ACCESS_TOKEN_EXPIRED` or `RATE_LIMIT_EXCEEDED`.
    public var reason: String?
    /// An `ErrorInfo`'s domain, such as `googleapis.com`.
    public var domain: String?
    /// An `ErrorInfo`'s metadata, such as `service` and `method`.
    public var metadata: [String: String]
    /// The whole entry as JSON (keys sorted), for the kinds of details without a property here
    /// (`BadRequest`, `RetryInfo`, `QuotaFailure`, …).
    public var json: String

    /// A detail.
    ///
    /// - Parameters:
    ///   - type: The `@type`.
    ///   - reason: The reason.
    ///   - domain: The domain.
    ///   - metadata: The metadata.
    ///   - json: The entry as JSON.
    public init(
      type: String?, reason: String? = nil, domain: String? = nil,
      metadata: [String: String] = [:], json: String = "{}"
    ) {
      self.type = type
      self.reason = reason
      self.domain = domain
      self.metadata = metadata
      self.json = json
    }
  }
}

// MARK: Reading a response

extension FirestoreRESTError {
  /// The error a response with a status that is not a success stands for, holding no secret.
  ///
  /// - Parameters:
  ///   - httpStatus: The HTTP status code.
  ///   - body: The body: `{"error": {…}}`, or `[{"error": {…}}]` as `runQuery` answers, or
  ///     anything else (its first 500 characters become the message).
  ///   - secrets: What the request carried that the body may echo (the access token): removed
  ///     from every part of the body kept, before any is cut to length.
  init(httpStatus: Int, body: Data, secrets: [String] = []) {
    func scrub(_ text: String, limit: Int? = nil) -> String {
      FirestoreRESTRedaction.redact(text, secrets, limit: limit)
    }
    let object = try? JSONSerialization.jsonObject(with: body)
    let envelope =
      (object as? [String: Any])?["error"] as? [String: Any]
      ?? ((object as? [Any])?.first as? [String: Any])?["error"] as? [String: Any]
    guard let envelope else {
      self.init(
        httpStatus: httpStatus, code: nil, status: nil,
        message: scrub(String(decoding: body, as: UTF8.self), limit: 500))
      return
    }
    self.init(
      httpStatus: httpStatus, code: envelope["code"] as? Int,
      status: (envelope["status"] as? String).map { scrub($0, limit: 100) },
      message: scrub(envelope["message"] as? String ?? "", limit: 2_000))
    details = (envelope["details"] as? [Any] ?? []).prefix(20).compactMap {
      Self.detail(
        FirestoreRESTRedaction.redactStrings(in: $0, secrets), scrub: { scrub($0, limit: 2_000) })
    }
  }

  /// A detail from an entry whose strings are already redacted.
  private static func detail(_ value: Any, scrub: (String) -> String) -> Detail? {
    guard let object = value as? [String: Any] else { return nil }
    // Written without escaping `/`, so that a secret holding one is found as it is.
    let json =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
      .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    var metadata: [String: String] = [:]
    for (key, value) in object["metadata"] as? [String: Any] ?? [:] {
      metadata[scrub(key)] = scrub(value as? String ?? "\(value)")
    }
    return Detail(
      type: (object["@type"] as? String).map(scrub),
      reason: (object["reason"] as? String).map(scrub),
      domain: (object["domain"] as? String).map(scrub), metadata: metadata, json: scrub(json))
  }
}
