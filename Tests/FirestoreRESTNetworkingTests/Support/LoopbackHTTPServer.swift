import FirestoreRESTNetworking
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and a free port, over POSIX sockets.
///
/// It stands in for the token endpoint, the metadata server and Firestore. Each connection gets one answer
/// (`Connection: close`). An answer with a delay watches the connection while it waits, and
/// counts a client that closes it first.
final class LoopbackHTTPServer: @unchecked Sendable {
  struct Request: Sendable {
    var method: String
    /// The path with its query.
    var target: String
    /// Header fields, names lowercased.
    var headers: [String: String]
    var body: Data

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

    static func json(_ status: Int, _ text: String, headers: [String: String] = [:]) -> Self {
      Response(
        status: status,
        headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
        body: Data(text.utf8))
    }
  }

  typealias Handler = @Sendable (Request) -> Response

  let port: UInt16
  private let listener: Int32
  private let handler: Handler
  private let lock = NSLock()
  private var stopped = false
  private var received: [Request] = []
  private var closedEarly: [Date] = []

  var baseURL: URL {
    guard let url = URL(string: "http://127.0.0.1:\(port)") else {
      preconditionFailure("no URL for port \(port)")
    }
    return url
  }

  var host: String { "127.0.0.1:\(port)" }

  /// The requests received so far.
  var requests: [Request] {
    lock.lock()
    defer { lock.unlock() }
    return received
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

  init(handler: @escaping Handler) throws {
    self.handler = handler
    #if canImport(Glibc)
      let streamType = Int32(SOCK_STREAM.rawValue)
    #else
      let streamType = SOCK_STREAM
    #endif
    let fd = socket(AF_INET, streamType, 0)
    guard fd >= 0 else { throw ServerError("socket: errno \(errno)") }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 64) == 0 else {
      close(fd)
      throw ServerError("bind/listen: errno \(errno)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    listener = fd
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  /// Stops accepting connections and closes the listening socket.
  func stop() {
    lock.lock()
    let wasStopped = stopped
    stopped = true
    lock.unlock()
    if !wasStopped {
      shutdown(listener, Int32(SHUT_RDWR))
    }
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func acceptLoop() {
    defer { close(listener) }
    while !isStopped {
      var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0 else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      #endif
      Thread.detachNewThread { [self] in serve(connection) }
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    guard let request = readRequest(connection) else { return }
    lock.lock()
    received.append(request)
    lock.unlock()
    let response = handler(request)
    if response.delay > 0, !waitWhileOpen(connection, seconds: response.delay) {
      lock.lock()
      closedEarly.append(Date())
      lock.unlock()
      return
    }
    if response.dropsConnection {
      return
    }
    var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    var headers = response.headers
    headers["Content-Length"] = String(response.body.count)
    headers["Connection"] = "close"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "\r\n"
    write(connection, Data(head.utf8) + response.body)
  }

  /// Waits up to `seconds`; `false` when the client closed the connection first.
  private func waitWhileOpen(_ connection: Int32, seconds: TimeInterval) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, 50) > 0 {
        var byte: UInt8 = 0
        if recv(connection, &byte, 1, Int32(MSG_PEEK)) <= 0 {
          return false
        }
      }
      if isStopped { return false }
    }
    return true
  }

  private func readRequest(_ connection: Int32) -> Request? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let separator = Data("\r\n\r\n".utf8)
    var headerEnd: Range<Data.Index>?
    while headerEnd == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      data.append(contentsOf: buffer[0..<count])
      headerEnd = data.range(of: separator)
    }
    guard let headerEnd else { return nil }
    let head = String(decoding: data[..<headerEnd.lowerBound], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    var body = Data(data[headerEnd.upperBound...])
    let length = Int(headers["content-length"] ?? "0") ?? 0
    while body.count < length {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      body.append(contentsOf: buffer[0..<count])
    }
    return Request(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
      body: body)
  }

  private func write(_ connection: Int32, _ data: Data) {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        let sent = send(connection, base + offset, raw.count - offset, flags)
        guard sent > 0 else { return }
        offset += sent
      }
    }
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  struct ServerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
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
