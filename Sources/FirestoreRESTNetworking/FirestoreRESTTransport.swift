public import Foundation

/// Sends the client's HTTP requests: `URLSession` by default, or the HTTP client of your server.
///
/// Conform your own HTTP client to plug it in, for instance AsyncHTTPClient on a SwiftNIO server:
///
/// ```swift
/// struct AsyncHTTPClientTransport: FirestoreRESTTransport {
///     /// Follows no redirect: the requests carry the access token.
///     var client = HTTPClient(configuration: .init(redirectConfiguration: .disallow))
///     func send(_ request: FirestoreRESTHTTPRequest) async throws -> FirestoreRESTHTTPResponse {
///         var outgoing = HTTPClientRequest(url: request.url.absoluteString)
///         outgoing.method = .init(rawValue: request.method)
///         for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
///         if let body = request.body { outgoing.body = .bytes(ByteBuffer(data: body)) }
///         let response = try await client.execute(outgoing, timeout: .seconds(60))
///         let body = try await response.body.collect(upTo: request.maximumResponseBytes ?? .max)
///         return FirestoreRESTHTTPResponse(
///             status: Int(response.status.code),
///             headers: Dictionary(response.headers.map { ($0.name, $0.value) }) { first, _ in first },
///             body: Data(buffer: body))
///     }
/// }
/// let firestore = try FirestoreRESTClient(
///     projectID: "my-project", transport: AsyncHTTPClientTransport())
/// ```
///
/// The client calls ``send(_:)`` once per attempt, from any task, and handles everything above
/// HTTP itself: statuses, retries, the deadline and the credentials.
///
/// What a transport must do, since the requests carry an access token:
///
/// - **Follow no redirect.** Return a 3xx response as it is: the client turns it into an error
///   naming the other host, and the `Authorization` header goes nowhere but the URL it was made
///   for. (AsyncHTTPClient: `HTTPClient.Configuration(redirectConfiguration: .disallow)`.)
/// - **Never send a request without its whole body.** A request that cannot be sent whole —
///   say, a reused connection closed as the body was being written — fails; it is not resent
///   with the headers alone. And a request that may have reached the server is not resent by the
///   transport: the client decides, by whether the call is idempotent (see
///   ``requestWasNotSent(failingWith:)``).
/// - **Stop reading a response larger than ``FirestoreRESTHTTPRequest/maximumResponseBytes``**
///   and throw: the client checks the size again, but only after the body is in memory.
/// - **Cancel at once** when the calling task is cancelled, and throw (`CancellationError`
///   preferred): a server's request handler that is cancelled must not leave its Firestore call
///   running. The client also cancels the task that runs `send` when the call's deadline passes.
/// - **Log no header**: `Authorization` holds the token.
public protocol FirestoreRESTTransport: Sendable {
  /// Sends one HTTP request and returns the response, whatever its status.
  ///
  /// - Parameter request: The request.
  /// - Returns: The response, including error statuses such as 404 or 503.
  /// - Throws: An error when no response was received (the connection failed, timed out or
  ///   was cancelled); `CancellationError` when the task was cancelled.
  func send(_ request: FirestoreRESTHTTPRequest) async throws -> FirestoreRESTHTTPResponse

  /// Whether an error that ``send(_:)`` threw means that the request cannot have reached the
  /// server (no connection could be opened), so that a call that is not idempotent may be sent
  /// again.
  ///
  /// The default recognises `URLError`s `cannotFindHost`, `cannotConnectToHost`,
  /// `dnsLookupFailed` and `notConnectedToInternet`; a transport of your own answers for its
  /// errors. Answer `false` when unsure: a call that is not idempotent is then not retried, and
  /// fails with ``FirestoreRESTError/isOutcomeUnknown`` set.
  ///
  /// - Parameter error: The error.
  /// - Returns: `true` when the request was certainly not sent.
  func requestWasNotSent(failingWith error: any Error) -> Bool
}

extension FirestoreRESTTransport {
  /// `true` for the `URLError`s of a connection that could not be opened.
  ///
  /// - Parameter error: The error.
  /// - Returns: Whether the request was certainly not sent.
  public func requestWasNotSent(failingWith error: any Error) -> Bool {
    guard let error = error as? URLError else { return false }
    return [.cannotFindHost, .cannotConnectToHost, .dnsLookupFailed, .notConnectedToInternet]
      .contains(error.code)
  }
}

/// One HTTP request the client sends through a ``FirestoreRESTTransport``.
///
/// ```swift
/// let request = FirestoreRESTHTTPRequest(
///     method: "GET", url: URL(string: "https://firestore.googleapis.com/v1/…")!)
/// ```
///
/// - Important: `headers` holds the `Authorization` header with the access token: a transport
///   must not log it.
public struct FirestoreRESTHTTPRequest: Sendable, Hashable {
  /// The method: `GET`, `POST`, `PATCH` or `DELETE`.
  public var method: String
  /// The URL.
  public var url: URL
  /// The header fields, by name.
  public var headers: [String: String]
  /// The body, if any.
  public var body: Data?
  /// How long the request may take at most, in seconds; `nil` for the transport's default.
  ///
  /// The client also enforces its deadline itself, by cancelling ``FirestoreRESTTransport/send(_:)``.
  public var timeout: TimeInterval?
  /// The largest response body the caller accepts, in bytes; `nil` for no limit.
  ///
  /// A transport stops reading a larger body and throws (the URLSession transport throws
  /// ``FirestoreRESTTransportError/Kind/responseTooLarge(limit:)``).
  public var maximumResponseBytes: Int?

  /// A request.
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - url: The URL.
  ///   - headers: The header fields.
  ///   - body: The body.
  ///   - timeout: The most time it may take, in seconds.
  ///   - maximumResponseBytes: The largest response body accepted, in bytes.
  public init(
    method: String, url: URL, headers: [String: String] = [:], body: Data? = nil,
    timeout: TimeInterval? = nil, maximumResponseBytes: Int? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
    self.maximumResponseBytes = maximumResponseBytes
  }
}

/// The response a ``FirestoreRESTTransport`` received.
///
/// ```swift
/// FirestoreRESTHTTPResponse(status: 503, headers: ["Retry-After": "2"], body: Data())
/// ```
public struct FirestoreRESTHTTPResponse: Sendable, Hashable {
  /// The HTTP status code.
  public var status: Int
  /// The header fields, by name (looked up without regard to case by ``header(_:)``).
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// A response.
  ///
  /// - Parameters:
  ///   - status: The HTTP status code.
  ///   - headers: The header fields.
  ///   - body: The body.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The value of a header field, whatever the case of its name.
  ///
  /// - Parameter name: The field's name, such as `"Retry-After"`.
  /// - Returns: The value, or `nil`.
  public func header(_ name: String) -> String? {
    if let value = headers[name] { return value }
    let lowercased = name.lowercased()
    return headers.first { $0.key.lowercased() == lowercased }?.value
  }
}

/// Why a transport gave no usable response: a redirect it did not follow, a connection closed
/// after the request was sent, or a body above the caller's limit.
///
/// The client wraps it in a ``FirestoreRESTError`` (its ``FirestoreRESTError/underlyingError``,
/// also ``FirestoreRESTError/transportError``):
///
/// ```swift
/// catch let error as FirestoreRESTError {
///     if case .redirected(_, let host)? = error.transportError?.kind { print("sent to \(host ?? "?")") }
/// }
/// ```
public struct FirestoreRESTTransportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The server answered with a redirect, which the client does not follow: the access token
    /// is sent to the configured host only. The status and the host the `Location` names.
    case redirected(status: Int, locationHost: String?)
    /// The server closed a reused connection after the request was sent and before it answered:
    /// the request may have been applied.
    case connectionClosedAfterSending
    /// The response's body is larger than the caller's limit, in bytes.
    case responseTooLarge(limit: Int)
  }

  /// What went wrong.
  public var kind: Kind

  /// An error.
  ///
  /// - Parameter kind: What went wrong.
  public init(_ kind: Kind) {
    self.kind = kind
  }

  /// What went wrong, in a sentence.
  public var description: String {
    switch kind {
    case .redirected(let status, let host):
      "HTTP \(status) redirect to \(host ?? "an unnamed host"), not followed: the client sends "
        + "its requests, and the access token, to the configured host only"
    case .connectionClosedAfterSending:
      "the server closed the connection after the request was sent and before it answered; "
        + "the request may have been applied"
    case .responseTooLarge(let limit):
      "the response is larger than the limit of \(limit) bytes; reading stopped there"
    }
  }
}
