extension FirestoreRESTError {
  /// A canonical error code of Google's APIs (`google.rpc.Code`), by its gRPC number.
  ///
  /// ```swift
  /// switch error.code {
  /// case .notFound: return nil
  /// case .aborted: retryTransaction()
  /// default: throw error
  /// }
  /// ```
  ///
  /// - Note: In a REST error body the code is the `status` string (``name``), such as
  ///   `"NOT_FOUND"`; in a `batchWrite` result it is the number (`rawValue`).
  public enum Code: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Not an error.
    case ok = 0
    /// The operation was cancelled, typically by the caller. HTTP 499.
    case cancelled = 1
    /// An unknown error, or one from another error space. HTTP 500.
    case unknown = 2
    /// The request is invalid whatever the state of the database. HTTP 400.
    case invalidArgument = 3
    /// The deadline passed before the operation completed: it may have completed anyway.
    /// HTTP 504.
    case deadlineExceeded = 4
    /// A document (or database) was not found. HTTP 404.
    case notFound = 5
    /// The document to create already exists. HTTP 409.
    case alreadyExists = 6
    /// The caller may not do this. HTTP 403.
    case permissionDenied = 7
    /// A quota or the service's capacity is exhausted. HTTP 429.
    case resourceExhausted = 8
    /// The database is not in the state the operation requires (a precondition failed, an
    /// index is missing). HTTP 400.
    case failedPrecondition = 9
    /// A concurrency conflict, such as a transaction aborted by contention. HTTP 409.
    case aborted = 10
    /// Past the valid range. HTTP 400.
    case outOfRange = 11
    /// Not implemented or not supported by the service. HTTP 501.
    case unimplemented = 12
    /// An internal error of the service. HTTP 500.
    case `internal` = 13
    /// The service is unavailable for now, most often briefly: retrying may succeed. HTTP 503.
    case unavailable = 14
    /// Unrecoverable data loss or corruption. HTTP 500.
    case dataLoss = 15
    /// The request has no valid credentials (missing, expired or revoked token). HTTP 401.
    case unauthenticated = 16

    /// The status string of a REST error body, such as `"NOT_FOUND"`.
    public var name: String {
      switch self {
      case .ok: "OK"
      case .cancelled: "CANCELLED"
      case .unknown: "UNKNOWN"
      case .invalidArgument: "INVALID_ARGUMENT"
      case .deadlineExceeded: "DEADLINE_EXCEEDED"
      case .notFound: "NOT_FOUND"
      case .alreadyExists: "ALREADY_EXISTS"
      case .permissionDenied: "PERMISSION_DENIED"
      case .resourceExhausted: "RESOURCE_EXHAUSTED"
      case .failedPrecondition: "FAILED_PRECONDITION"
      case .aborted: "ABORTED"
      case .outOfRange: "OUT_OF_RANGE"
      case .unimplemented: "UNIMPLEMENTED"
      case .internal: "INTERNAL"
      case .unavailable: "UNAVAILABLE"
      case .dataLoss: "DATA_LOSS"
      case .unauthenticated: "UNAUTHENTICATED"
      }
    }

    /// The ``name``.
    public var description: String { name }

    /// The code of a status string.
    ///
    /// `nil` when `status` is not a canonical name.
    ///
    /// - Parameter status: A status such as `"NOT_FOUND"`.
    public init?(status: String) {
      guard let code = Self.allCases.first(where: { $0.name == status }) else { return nil }
      self = code
    }

    /// The code an HTTP status stands for when the body names none, following the HTTP mapping
    /// of `google.rpc.Code`.
    ///
    /// 400 is `INVALID_ARGUMENT`, 401 `UNAUTHENTICATED`, 403 `PERMISSION_DENIED`, 404
    /// `NOT_FOUND`, 409 `ABORTED`, 412 `FAILED_PRECONDITION`, 416 `OUT_OF_RANGE`, 429
    /// `RESOURCE_EXHAUSTED`, 499 `CANCELLED`, 501 `UNIMPLEMENTED`, 502 and 503 `UNAVAILABLE`
    /// (a proxy that could not reach the service), 504 `DEADLINE_EXCEEDED`, other 5xx
    /// `INTERNAL`, a success `OK`, anything else `UNKNOWN`.
    ///
    /// - Parameter httpStatus: The HTTP status code.
    public init(httpStatus: Int) {
      switch httpStatus {
      case 200..<300: self = .ok
      case 400: self = .invalidArgument
      case 401: self = .unauthenticated
      case 403: self = .permissionDenied
      case 404: self = .notFound
      case 409: self = .aborted
      case 412: self = .failedPrecondition
      case 416: self = .outOfRange
      case 429: self = .resourceExhausted
      case 499: self = .cancelled
      case 501: self = .unimplemented
      case 502, 503: self = .unavailable
      case 504: self = .deadlineExceeded
      case 500..<600: self = .internal
      default: self = .unknown
      }
    }

    /// Whether Google's Firestore clients retry the code on an idempotent call (a read, a
    /// query, `beginTransaction`, `rollback`): `UNAVAILABLE`, `RESOURCE_EXHAUSTED`,
    /// `DEADLINE_EXCEEDED` and `INTERNAL`.
    ///
    /// A `commit` is retried on `UNAVAILABLE` and `RESOURCE_EXHAUSTED` only; `ABORTED` is
    /// retried by running the whole transaction again. See ``FirestoreRESTRetryPolicy``.
    public var isRetryable: Bool {
      FirestoreRESTRetryPolicy.googleIdempotentCodes.contains(self)
    }
  }
}
