public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// Sends the client's HTTP requests: `URLSession` by default, or the HTTP client of your server.
///
/// Conform your own HTTP client to plug it in, for instance AsyncHTTPClient on a SwiftNIO server:
///
/// ```swift
/// struct AsyncHTTPClientTransport: FirestoreRESTTransport {
///     var client: HTTPClient
///     func send(_ request: FirestoreRESTHTTPRequest) async throws -> FirestoreRESTHTTPResponse {
///         var outgoing = HTTPClientRequest(url: request.url.absoluteString)
///         outgoing.method = .init(rawValue: request.method)
///         for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
///         if let body = request.body { outgoing.body = .bytes(ByteBuffer(data: body)) }
///         let response = try await client.execute(outgoing, timeout: .seconds(60))
///         let body = try await response.body.collect(upTo: 32 << 20)
///         return FirestoreRESTHTTPResponse(
///             status: Int(response.status.code),
///             headers: Dictionary(response.headers.map { ($0.name, $0.value) }) { first, _ in first },
///             body: Data(buffer: body))
///     }
/// }
/// let firestore = try FirestoreRESTClient(
///     projectID: "my-project", transport: AsyncHTTPClientTransport(client: .shared))
/// ```
///
/// The client calls ``send(_:)`` once per attempt, from any task, and handles everything above
/// HTTP itself: statuses, retries, the deadline and the credentials.
///
/// - Important: When the calling task is cancelled, `send` must cancel the HTTP request at once
///   and throw (`CancellationError` preferred): a server's request handler that is cancelled must
///   not leave its Firestore call running. The client also cancels the task that runs `send` when
///   the call's deadline passes.
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
  /// errors. Answer `false` when unsure: the call is then not retried.
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

  /// A request.
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - url: The URL.
  ///   - headers: The header fields.
  ///   - body: The body.
  ///   - timeout: The most time it may take, in seconds.
  public init(
    method: String, url: URL, headers: [String: String] = [:], body: Data? = nil,
    timeout: TimeInterval? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
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

/// The default transport: a `URLSession` (`FoundationNetworking` on Linux).
///
/// ```swift
/// let transport = URLSessionTransport(session: .shared)
/// ```
///
/// Cancelling the task that awaits ``send(_:)`` cancels the data task at once; it then throws
/// `CancellationError`.
public struct URLSessionTransport: FirestoreRESTTransport {
  /// The session.
  public let session: URLSession

  /// A transport over a session.
  ///
  /// - Parameter session: The session; `.shared` by default.
  public init(session: URLSession = .shared) {
    self.session = session
  }

  /// Sends the request with a data task, cancelled when the calling task is.
  ///
  /// - Parameter request: The request.
  /// - Returns: The response.
  /// - Throws: `CancellationError` when the task was cancelled, or the `URLError` of the task.
  public func send(_ request: FirestoreRESTHTTPRequest) async throws -> FirestoreRESTHTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    // A second later than the client's deadline: the client cancels the task at its deadline,
    // which closes the connection, whereas a data task that times out on Linux can leave it
    // open.
    if let timeout = request.timeout, timeout > 0 {
      urlRequest.timeoutInterval = timeout + 1
    }
    let (data, response) = try await Self.response(to: urlRequest, in: session)
    guard let http = response as? HTTPURLResponse else {
      throw URLError(.badServerResponse)
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    return FirestoreRESTHTTPResponse(status: http.statusCode, headers: headers, body: data)
  }

  /// The response to a request, through a data task that the task's cancellation cancels.
  ///
  /// `URLSession`'s async methods need macOS 12 and watchOS 8; the package supports macOS 10.15
  /// and watchOS 7, so the data task is bridged by hand.
  static func response(to request: URLRequest, in session: URLSession) async throws -> (
    Data, URLResponse
  ) {
    let box = DataTaskBox()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          if let error {
            if (error as? URLError)?.code == .cancelled {
              continuation.resume(throwing: CancellationError())
            } else {
              continuation.resume(throwing: error)
            }
          } else if let response {
            continuation.resume(returning: (data ?? Data(), response))
          } else {
            continuation.resume(throwing: URLError(.badServerResponse))
          }
        }
        task.resume()
        // A Swift task cancelled before the data task existed cancels it here; the completion
        // handler then reports `cancelled`, so the continuation is resumed exactly once.
        if !box.start(task) {
          task.cancel()
        }
      }
    } onCancel: {
      box.cancel()
    }
  }
}

/// The data task of one request, and whether its Swift task was cancelled: the cancellation
/// handler may run before, during or after the continuation's body.
private final class DataTaskBox: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var cancelled = false

  /// Records the task; `false` when the Swift task was already cancelled.
  func start(_ task: URLSessionDataTask) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    self.task = task
    return !cancelled
  }

  func cancel() {
    lock.lock()
    cancelled = true
    let task = self.task
    lock.unlock()
    task?.cancel()
  }
}
