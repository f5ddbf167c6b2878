import FirestoreRESTNetworking
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on a loopback address and a free port, over POSIX sockets.
///
/// It stands in for the token endpoint, the metadata server and Firestore — and for the ones an
/// attacker or a broken proxy would run: it redirects, echoes, drips, stalls, truncates, sends
/// huge bodies, closes or resets connections. Each connection gets one answer
/// (`Connection: close`) unless the server keeps connections alive, as Google's front ends do.
/// An answer with a delay watches the connection while it waits, and counts a client that
/// closes it first.
final class LoopbackHTTPServer: @unchecked Sendable {
  struct Request: Sendable {
    var method: String
    /// The path with its query, as it came on the request line.
    var target: String
    /// Header fields, names lowercased.
    var headers: [String: String]
    var body: Data
    /// Which connection it came on, from 1, and which request of that connection it is, from 1.
    var connection = 0
    var indexOnConnection = 0

    var path: String { String(target.prefix { $0 != "?" }) }
    var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The fields of an `application/x-www-form-urlencoded` body.
    var form: [String: String] {
      var fields: [String: String] = [:]
      for pair in bodyText.split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1).map {
          String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
        }
        fields[parts[0]] = parts.count > 1 ? parts[1] : ""
      }
      return fields
    }

    var bearer: String? {
      guard let value = headers["authorization"], value.hasPrefix("Bearer ") else { return nil }
      return String(value.dropFirst("Bearer ".count))
    }
  }

  struct Response: Sendable {
    var status: Int
    var headers: [String: String] = [:]
    var body: Data = Data()
    /// Seconds to wait before answering.
    var delay: TimeInterval = 0
    /// Closes the connection without an answer.
    var dropsConnection = false
    /// Resets the connection (RST) without an answer.
    var resetsConnection = false
    /// Sends the head, then one byte of `body` every so many seconds — a byte of `x` for ever
    /// when `body` is empty — until the client goes away.
    var dripInterval: TimeInterval?
    /// Sends this many bytes of `x` as the body, streamed, instead of `body`.
    var generatedBodyLength: Int?
    /// Sends no `Content-Length`: the body ends with the connection.
    var omitsContentLength = false
    /// Announces this `Content-Length` but sends only `body`, then closes.
    var announcedLength: Int?

    static func json(_ status: Int, _ text: String, headers: [String: String] = [:]) -> Self {
      Response(
        status: status,
        headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
        body: Data(text.utf8))
    }
  }

  typealias Handler = @Sendable (Request) -> Response

  let port: UInt16
  let address: String
  private let listener: SocketIO.Listener
  private let handler: Handler
  private let keepsAlive: Bool
  private let lock = NSLock()
  private var received: [Request] = []
  private var closedEarly: [Date] = []
  private var connections = 0
  /// The connections being served, shut down by ``stop()``: a kept-alive connection of a
  /// stopped server must not answer a client of the next server on the same port.
  private var open: Set<Int32> = []

  var baseURL: URL {
    guard let url = URL(string: "http://\(address):\(port)") else {
      preconditionFailure("no URL for port \(port)")
    }
    return url
  }

  var host: String { "\(address):\(port)" }

  /// The requests received so far.
  var requests: [Request] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  /// How many connections were accepted so far.
  var connectionCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return connections
  }

  /// How many clients closed their connection before a delayed answer.
  var connectionsClosedBeforeAnswer: Int {
    lock.lock()
    defer { lock.unlock() }
    return closedEarly.count
  }

  /// When clients closed their connection before a delayed answer.
  var closedAt: [Date] {
    lock.lock()
    defer { lock.unlock() }
    return closedEarly
  }

  /// A server.
  ///
  /// - Parameters:
  ///   - address: The loopback address to listen on (`127.0.0.2` is another host to a client
  ///     of `127.0.0.1`).
  ///   - keepsAlive: Whether a connection serves several requests, as Google's front ends do.
  ///   - handler: The answer to each request.
  /// - Throws: When no socket can listen on `address`.
  init(address: String = "127.0.0.1", keepsAlive: Bool = false, handler: @escaping Handler) throws {
    self.handler = handler
    self.address = address
    self.keepsAlive = keepsAlive
    listener = try SocketIO.Listener(on: address)
    port = listener.port
    listener.start { [self] connection in
      lock.lock()
      connections += 1
      let number = connections
      open.insert(connection)
      lock.unlock()
      Thread.detachNewThread { [self] in serve(connection, number: number) }
    }
  }

  /// Stops accepting connections, closes the listening socket and shuts down the connections
  /// being served.
  ///
  /// Connections are shut down under `lock`, under which `serve` closes them, so that no
  /// `shutdown` reaches a number the system has given another socket since.
  func stop() {
    guard listener.stop() else { return }
    lock.lock()
    defer { lock.unlock() }
    for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
  }

  private var isStopped: Bool { listener.isStopped }

  private func serve(_ connection: Int32, number: Int) {
    let reader = SocketIO.Reader(connection)
    var index = 0
    while let message = reader.next(isResponse: false) {
      index += 1
      let parts = message.startLine.split(separator: " ")
      guard parts.count >= 2 else { break }
      let request = Request(
        method: String(parts[0]), target: String(parts[1]), headers: message.headers,
        body: message.body, connection: number, indexOnConnection: index)
      lock.lock()
      received.append(request)
      lock.unlock()
      guard answer(handler(request), on: connection), keepsAlive, !isStopped else { break }
    }
    lock.lock()
    open.remove(connection)
    close(connection)
    lock.unlock()
  }

  /// Answers one request; `false` when the connection is done with.
  private func answer(_ response: Response, on connection: Int32) -> Bool {
    if response.delay > 0,
      !SocketIO.waitWhileOpen(connection, seconds: response.delay, stop: { isStopped })
    {
      lock.lock()
      closedEarly.append(Date())
      lock.unlock()
      return false
    }
    if response.resetsConnection {
      // `serve` closes the descriptor: closed here too, its number could already be another
      // socket's by then.
      SocketIO.resetOnClose(connection)
      return false
    }
    if response.dropsConnection {
      return false
    }
    var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    var headers = response.headers
    let length = response.generatedBodyLength ?? response.body.count
    if !response.omitsContentLength, response.dripInterval == nil || !response.body.isEmpty {
      headers["Content-Length"] = String(response.announcedLength ?? length)
    }
    if !keepsAlive || response.omitsContentLength || response.announcedLength != nil {
      headers["Connection"] = "close"
    }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "\r\n"
    guard SocketIO.write(connection, Data(head.utf8)) else { return false }
    if let interval = response.dripInterval {
      var position = 0
      while !isStopped {
        let byte = response.body.isEmpty ? UInt8(ascii: "x") : response.body[position]
        guard SocketIO.write(connection, Data([byte])) else { return false }
        position += 1
        if !response.body.isEmpty, position == response.body.count { return keepsAlive }
        Thread.sleep(forTimeInterval: interval)
      }
      return false
    }
    if let generated = response.generatedBodyLength {
      let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 16)
      var sent = 0
      while sent < generated, !isStopped {
        let piece = chunk.prefix(generated - sent)
        guard SocketIO.write(connection, piece) else { return false }
        sent += piece.count
      }
    } else {
      guard SocketIO.write(connection, response.body) else { return false }
    }
    return keepsAlive && !response.omitsContentLength && response.announcedLength == nil
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 303: "See Other"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}

/// A value shared between a test and the handlers of its server.
final class Shared<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  @discardableResult
  func update<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&stored)
  }
}

/// A clock that a test moves: `sleep` records the delay and advances the time at once.
final class TestClock: @unchecked Sendable {
  let now = Shared(Date(timeIntervalSince1970: 1_800_000_000))
  let sleeps = Shared<[TimeInterval]>([])

  var clock: FirestoreRESTClock {
    FirestoreRESTClock(
      now: { [now] in now.value },
      sleep: { [now, sleeps] seconds in
        try Task.checkCancellation()
        sleeps.update { $0.append(seconds) }
        now.update { $0 = $0.addingTimeInterval(seconds) }
      })
  }

  func advance(_ seconds: TimeInterval) {
    now.update { $0 = $0.addingTimeInterval(seconds) }
  }
}

/// A task executor on a thread of its own.
///
/// The timing tests run their calls on it: tests elsewhere in the process that run long
/// synchronous work (the conformance kit's suites, the concurrency stress test) can hold every
/// thread of the shared cooperative pool for seconds, which would skew a measured cancellation.
/// Subprocesses are waited for off the pool (``runSubprocess(_:_:environment:)``).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  init() {
    Thread.detachNewThread { [self] in run() }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func run() {
    while true {
      condition.lock()
      while jobs.isEmpty {
        condition.wait()
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
