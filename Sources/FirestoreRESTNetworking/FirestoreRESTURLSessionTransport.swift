#if canImport(FoundationNetworking)
  import Foundation
  public import FoundationNetworking
#else
  public import Foundation
#endif

/// The default transport: `URLSession` (`FoundationNetworking` on Linux), made safe for a
/// request that carries an access token.
///
/// ```swift
/// let transport = FirestoreRESTURLSessionTransport()                 // the default
/// let proxied = FirestoreRESTURLSessionTransport(configuration: myConfiguration)
/// ```
///
/// Over a session of its own (``init()`` and ``init(configuration:)``), whose delegate it is:
///
/// - **No redirect is followed**: a 3xx comes back as a response, which the client turns into
///   an error naming the other host; the `Authorization` header never leaves for it.
/// - **No request is sent without its body.** When a reused keep-alive connection turns out to
///   be closed after a request was written, libcurl (under `URLSession` on Linux) sends the
///   request again on a new connection — with its headers only, after which the call would wait
///   for its deadline. The transport stops such a request at once and throws
///   ``FirestoreRESTTransportError/Kind/connectionClosedAfterSending``: the client retries an
///   idempotent call, and reports a write that may have been applied as
///   ``FirestoreRESTError/isOutcomeUnknown``, never applying it twice.
/// - **The response's size is bounded**: reading stops past
///   ``FirestoreRESTHTTPRequest/maximumResponseBytes`` and the transport throws
///   ``FirestoreRESTTransportError/Kind/responseTooLarge(limit:)``.
/// - Cancelling the task that awaits ``send(_:)`` cancels the request at once; it then throws
///   `CancellationError`.
///
/// Over a session of yours (``init(session:)``), the same holds through a delegate set on each
/// task (Linux; macOS 12, iOS 15, tvOS 15, watchOS 8 and later), except that the size of a
/// response is checked only once it has arrived whole.
public struct FirestoreRESTURLSessionTransport: FirestoreRESTTransport {
  /// The session.
  public let session: URLSession

  /// The session of its own and its delegate, or `nil` over a session given.
  private let owner: SessionOwner?

  /// The one session that every transport made with ``init()`` shares, as `URLSession.shared`
  /// is shared: ephemeral (no cookie, no cache), its delegate this transport's.
  private static let sharedOwner = SessionOwner(
    configuration: .ephemeral, invalidatesOnDeinit: false)

  /// A transport over the session that every transport made this way shares: ephemeral, with no
  /// cookie and no cache.
  public init() {
    owner = Self.sharedOwner
    session = Self.sharedOwner.router.session
  }

  /// A transport over a session of its own, made with your configuration (a proxy, headers,
  /// TLS settings); its delegate is the transport's.
  ///
  /// - Parameter configuration: The session's configuration.
  public init(configuration: URLSessionConfiguration) {
    let owner = SessionOwner(configuration: configuration, invalidatesOnDeinit: true)
    self.owner = owner
    session = owner.router.session
  }

  /// A transport over a session of yours.
  ///
  /// Each task gets a delegate of the transport's, which refuses redirects and stops a request
  /// whose body would not be sent whole (Linux; macOS 12, iOS 15, tvOS 15, watchOS 8 and later).
  /// A response larger than ``FirestoreRESTHTTPRequest/maximumResponseBytes`` is refused only
  /// once it has arrived whole: prefer ``init(configuration:)``.
  ///
  /// - Parameter session: The session.
  public init(session: URLSession) {
    owner = nil
    self.session = session
  }

  /// Sends the request, cancelled when the calling task is.
  ///
  /// - Parameter request: The request.
  /// - Returns: The response, a 3xx included (it is not followed).
  /// - Throws: `CancellationError` when the task was cancelled,
  ///   ``FirestoreRESTTransportError`` when the connection closed after the request was sent or
  ///   the response is too large, or the `URLError` of the task.
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
    let exchange = Exchange(limit: request.maximumResponseBytes)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        exchange.wait(continuation)
        let task: URLSessionDataTask
        if let owner {
          task = owner.router.session.dataTask(with: urlRequest)
          owner.router.register(exchange, for: task)
        } else {
          task = session.dataTask(with: urlRequest) { data, response, error in
            exchange.complete(data: data, response: response, error: error)
          }
          Self.guardEachTask(task, exchange)
        }
        task.resume()
        // A Swift task cancelled before the data task existed cancels it here, and resumes the
        // caller; whatever the data task reports then finds no caller to resume.
        if !exchange.start(task) {
          exchange.cancel()
        }
      }
    } onCancel: {
      exchange.cancel()
    }
  }

  /// Gives a task of a session of yours the transport's delegate, where tasks take one.
  private static func guardEachTask(_ task: URLSessionDataTask, _ exchange: Exchange) {
    #if canImport(FoundationNetworking)
      task.delegate = TaskGuard(exchange)
    #else
      if #available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *) {
        task.delegate = TaskGuard(exchange)
      }
    #endif
  }
}

/// One request in flight: its continuation, its data task, what arrived, and why it was stopped.
///
/// Reached from the calling task (start, cancel) and from the session's delegate queue (data,
/// completion), hence the lock.
private final class Exchange: @unchecked Sendable {
  private let lock = NSLock()
  let limit: Int?
  private var continuation: CheckedContinuation<FirestoreRESTHTTPResponse, any Error>?
  private var task: URLSessionDataTask?
  private var cancelled = false
  private var stopped: FirestoreRESTTransportError?
  private var response: URLResponse?
  private var data = Data()

  init(limit: Int?) {
    self.limit = limit
  }

  /// Records the task; `false` when the Swift task was already cancelled.
  func start(_ task: URLSessionDataTask) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    self.task = task
    return !cancelled
  }

  /// The Swift task was cancelled: cancel the data task, if it exists yet.
  ///
  /// The caller is resumed at once, not when the data task reports its end: a data task
  /// cancelled in some states of libcurl never does, and the call — and the task group of its
  /// deadline, which waits for it — would wait for ever.
  func cancel() {
    lock.lock()
    cancelled = true
    let task = self.task
    let continuation = self.continuation
    self.continuation = nil
    lock.unlock()
    task?.cancel()
    continuation?.resume(throwing: CancellationError())
  }

  /// Stops the request for `reason`, which the caller is resumed with at once (see
  /// ``cancel()``).
  func stop(_ reason: FirestoreRESTTransportError) {
    lock.lock()
    if stopped == nil { stopped = reason }
    let task = self.task
    let continuation = self.continuation
    self.continuation = nil
    lock.unlock()
    continuation?.resume(throwing: reason)
    // Not from inside the callback that found the reason: libcurl's callbacks run on the
    // session's queue, which the cancellation needs too.
    DispatchQueue.global().async { task?.cancel() }
  }

  /// Sets the caller to resume; before the data task starts.
  func wait(_ continuation: CheckedContinuation<FirestoreRESTHTTPResponse, any Error>) {
    lock.lock()
    self.continuation = continuation
    lock.unlock()
  }

  func received(_ response: URLResponse) {
    if let limit, response.expectedContentLength > Int64(limit) {
      stop(FirestoreRESTTransportError(.responseTooLarge(limit: limit)))
    }
    lock.lock()
    self.response = response
    lock.unlock()
  }

  func received(_ chunk: Data) {
    lock.lock()
    let over = limit.map { data.count + chunk.count > $0 } ?? false
    if !over, stopped == nil { data.append(chunk) }
    lock.unlock()
    if over, let limit {
      stop(FirestoreRESTTransportError(.responseTooLarge(limit: limit)))
    }
  }

  /// Resumes the caller once: with the response, or with why there is none.
  func complete(data givenData: Data?, response givenResponse: URLResponse?, error: (any Error)?) {
    lock.lock()
    let continuation = self.continuation
    self.continuation = nil
    let stopped = self.stopped
    let response = givenResponse ?? self.response
    let body = givenData ?? data
    data = Data()
    lock.unlock()
    guard let continuation else { return }
    if let stopped {
      continuation.resume(throwing: stopped)
      return
    }
    if let error {
      continuation.resume(
        throwing: (error as? URLError)?.code == .cancelled ? CancellationError() : error)
      return
    }
    guard let http = response as? HTTPURLResponse else {
      continuation.resume(throwing: URLError(.badServerResponse))
      return
    }
    if let limit, body.count > limit {
      continuation.resume(throwing: FirestoreRESTTransportError(.responseTooLarge(limit: limit)))
      return
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    continuation.resume(
      returning: FirestoreRESTHTTPResponse(status: http.statusCode, headers: headers, body: body))
  }
}

/// What every delegate of the transport does for a request that carries a token.
///
/// It refuses redirects, and stops a request that libcurl would resend without its body. Its
/// subclasses say which ``Exchange`` a task belongs to.
private class RequestGuard: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  /// The exchange of `task`, removed from the delegate's records when `removing`.
  func exchange(of task: URLSessionTask, removing: Bool = false) -> Exchange? { nil }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    needNewBodyStream completionHandler: @escaping @Sendable (InputStream?) -> Void
  ) {
    exchange(of: task)?.stop(FirestoreRESTTransportError(.connectionClosedAfterSending))
    completionHandler(nil)
  }

  // Declared here, not in a subclass: the conformance to `URLSessionTaskDelegate` is this
  // class's, and a subclass's method of the same name would not be its witness.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    completed(task, error: error)
  }

  /// A task ended; a delegate that sees the task's data resumes its caller.
  func completed(_ task: URLSessionTask, error: (any Error)?) {}
}

/// The delegate of the transport's own sessions: it routes each task's events — its response,
/// its data, its end — to its ``Exchange``.
private final class SessionRouter: RequestGuard, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var exchanges: [Int: Exchange] = [:]
  private(set) var session = URLSession.shared

  init(configuration: URLSessionConfiguration) {
    super.init()
    // The session keeps its delegate until it is invalidated (see `SessionOwner`).
    session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
  }

  func register(_ exchange: Exchange, for task: URLSessionTask) {
    lock.lock()
    exchanges[task.taskIdentifier] = exchange
    lock.unlock()
  }

  override func exchange(of task: URLSessionTask, removing: Bool = false) -> Exchange? {
    lock.lock()
    defer { lock.unlock() }
    return removing
      ? exchanges.removeValue(forKey: task.taskIdentifier) : exchanges[task.taskIdentifier]
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    exchange(of: dataTask)?.received(response)
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    exchange(of: dataTask)?.received(data)
  }

  override func completed(_ task: URLSessionTask, error: (any Error)?) {
    exchange(of: task, removing: true)?.complete(data: nil, response: task.response, error: error)
  }
}

/// The per-task delegate over a session of yours. (A completion-handler task tells it nothing of
/// its data, so the size is checked at the end.)
private final class TaskGuard: RequestGuard, @unchecked Sendable {
  private let guarded: Exchange

  init(_ exchange: Exchange) {
    guarded = exchange
  }

  override func exchange(of task: URLSessionTask, removing: Bool = false) -> Exchange? {
    guarded
  }
}

/// A session and its delegate; a session made for one transport is invalidated with it (a
/// session keeps its delegate until then).
private final class SessionOwner: Sendable {
  let router: SessionRouter
  private let invalidatesOnDeinit: Bool

  init(configuration: URLSessionConfiguration, invalidatesOnDeinit: Bool) {
    router = SessionRouter(configuration: configuration)
    self.invalidatesOnDeinit = invalidatesOnDeinit
  }

  deinit {
    if invalidatesOnDeinit {
      router.session.finishTasksAndInvalidate()
    }
  }
}
