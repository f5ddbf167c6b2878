import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX socket calls the stand-in server and the fault proxy share: listening on a
/// loopback address, connecting, reading one HTTP/1.1 message at a time, writing, closing with
/// a FIN or a reset.
enum SocketIO {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// A listening socket on `address` and a free port.
  static func listen(on address: String) throws -> (socket: Int32, port: UInt16) {
    try boundSocket(on: address, listening: true)
  }

  /// A port on 127.0.0.1 that refuses connections for as long as the socket is open: bound,
  /// never listening, so that no other test's server can take it meanwhile.
  static func refusingPort() throws -> (socket: Int32, port: UInt16) {
    try boundSocket(on: "127.0.0.1", listening: false)
  }

  /// A socket bound to `address` and a free port, listening or not.
  private static func boundSocket(on address: String, listening: Bool) throws -> (
    socket: Int32, port: UInt16
  ) {
    let fd = socket(AF_INET, streamType, 0)
    guard fd >= 0 else { throw Failure("socket: errno \(errno)") }
    if listening {
      var yes: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    }
    var socketAddress = sockaddr_in()
    socketAddress.sin_family = sa_family_t(AF_INET)
    socketAddress.sin_port = 0
    socketAddress.sin_addr.s_addr = inet_addr(address)
    let bound = withUnsafePointer(to: &socketAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, !listening || posixListen(fd, 64) == 0 else {
      close(fd)
      throw Failure("\(listening ? "bind/listen" : "bind") on \(address): errno \(errno)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &socketAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return (fd, UInt16(bigEndian: socketAddress.sin_port))
  }

  /// A listening socket and the thread that accepts its connections.
  ///
  /// The socket is shut down and closed under one lock, each once: a descriptor closed
  /// elsewhere in between would be a number the system may already have given another test's
  /// socket, which a late `shutdown` would stop.
  final class Listener: @unchecked Sendable {
    let port: UInt16
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false

    /// A socket listening on `address` and a free port; nothing is accepted before ``start(_:)``.
    init(on address: String) throws {
      (descriptor, port) = try SocketIO.listen(on: address)
    }

    /// Accepts connections on a thread of its own, handing each to `accept`, until stopped;
    /// then closes the socket.
    func start(_ accept: @escaping @Sendable (Int32) -> Void) {
      Thread.detachNewThread { [self] in
        while !isStopped {
          guard let connection = SocketIO.accept(descriptor) else { continue }
          accept(connection)
        }
        lock.lock()
        close(descriptor)
        lock.unlock()
      }
    }

    var isStopped: Bool {
      lock.lock()
      defer { lock.unlock() }
      return stopped
    }

    /// Stops accepting connections.
    ///
    /// - Returns: `false` when it was stopped already.
    @discardableResult
    func stop() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      guard !stopped else { return false }
      stopped = true
      shutdown(descriptor, Int32(SHUT_RDWR))
      return true
    }
  }

  /// A connection to `address:port`.
  static func connect(to address: String, port: UInt16) throws -> Int32 {
    let fd = socket(AF_INET, streamType, 0)
    guard fd >= 0 else { throw Failure("socket: errno \(errno)") }
    var socketAddress = sockaddr_in()
    socketAddress.sin_family = sa_family_t(AF_INET)
    socketAddress.sin_port = port.bigEndian
    socketAddress.sin_addr.s_addr = inet_addr(address)
    let connected = withUnsafePointer(to: &socketAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        posixConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      throw Failure("connect to \(address):\(port): errno \(errno)")
    }
    noSigPipe(fd)
    return fd
  }

  /// The next connection, waiting at most 50 ms; `nil` when none came.
  static func accept(_ listener: Int32) -> Int32? {
    var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 50) > 0 else { return nil }
    let connection = posixAccept(listener, nil, nil)
    guard connection >= 0 else { return nil }
    noSigPipe(connection)
    return connection
  }

  /// Writes all of `data`; `false` when the connection failed first.
  @discardableResult
  static func write(_ connection: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        let sent = send(connection, base + offset, raw.count - offset, sendFlags)
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  /// Makes the connection's `close` send a reset (RST) rather than a FIN; the owner of the
  /// descriptor closes it, once.
  static func resetOnClose(_ connection: Int32) {
    var linger = PosixLinger(l_onoff: 1, l_linger: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<PosixLinger>.size))
  }

  /// Waits up to `seconds` while the peer keeps the connection open; `false` when it closed it
  /// first, or when `stop` says to give up.
  static func waitWhileOpen(_ connection: Int32, seconds: TimeInterval, stop: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, 50) > 0 {
        var byte: UInt8 = 0
        if recv(connection, &byte, 1, Int32(MSG_PEEK)) <= 0 {
          return false
        }
      }
      if stop() { return false }
    }
    return true
  }

  /// One HTTP/1.1 message as read: its start line, its header fields (names lowercased), its
  /// body, and the bytes as they came (for relaying them unchanged).
  struct Message {
    var startLine: String
    var headers: [String: String]
    var body: Data
    var raw: Data
  }

  /// Reads HTTP/1.1 messages from one connection, keeping what it read past each.
  final class Reader {
    let connection: Int32
    private var buffer = Data()

    init(_ connection: Int32) {
      self.connection = connection
    }

    /// The next message.
    ///
    /// - Parameter isResponse: Whether a body with neither a length nor chunks runs to the end
    ///   of the connection (a response) or is empty (a request).
    /// - Returns: The message; `nil` when the connection closed before a whole one.
    func next(isResponse: Bool) -> Message? {
      let separator = Data("\r\n\r\n".utf8)
      var headerEnd = buffer.range(of: separator)
      while headerEnd == nil {
        guard fill() else { return nil }
        headerEnd = buffer.range(of: separator)
      }
      guard let headerEnd else { return nil }
      let head = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
      var lines = head.components(separatedBy: "\r\n")
      let startLine = lines.removeFirst()
      var headers: [String: String] = [:]
      for line in lines {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
          .trimmingCharacters(in: .whitespaces)
      }
      var raw = Data(buffer[..<headerEnd.upperBound])
      buffer = Data(buffer[headerEnd.upperBound...])
      let body: Data
      if headers["transfer-encoding"]?.lowercased() == "chunked" {
        guard let chunked = readChunked(into: &raw) else { return nil }
        body = chunked
      } else if let length = headers["content-length"].flatMap(Int.init) {
        while buffer.count < length {
          guard fill() else { return nil }
        }
        body = Data(buffer.prefix(length))
        raw.append(body)
        buffer = Data(buffer.dropFirst(length))
      } else if isResponse, !startLine.contains(" 204 "), !startLine.contains(" 304 ") {
        while fill() {}
        body = buffer
        raw.append(body)
        buffer = Data()
      } else {
        body = Data()
      }
      return Message(startLine: startLine, headers: headers, body: body, raw: raw)
    }

    private func readChunked(into raw: inout Data) -> Data? {
      var body = Data()
      let lineEnd = Data("\r\n".utf8)
      while true {
        var end = buffer.range(of: lineEnd)
        while end == nil {
          guard fill() else { return nil }
          end = buffer.range(of: lineEnd)
        }
        guard let end else { return nil }
        let sizeText = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        guard let size = Int(sizeText.split(separator: ";")[0], radix: 16) else { return nil }
        while buffer.count < end.upperBound + size + 2 {
          guard fill() else { return nil }
        }
        raw.append(buffer[..<(end.upperBound + size + 2)])
        body.append(buffer[end.upperBound..<(end.upperBound + size)])
        buffer = Data(buffer[(end.upperBound + size + 2)...])
        if size == 0 { return body }
      }
    }

    private func fill() -> Bool {
      var bytes = [UInt8](repeating: 0, count: 65_536)
      let count = recv(connection, &bytes, bytes.count, 0)
      guard count > 0 else { return false }
      buffer.append(contentsOf: bytes[0..<count])
      return true
    }
  }

  #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
  #endif

  private static func noSigPipe(_ connection: Int32) {
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }
}

// The C functions whose names the methods above shadow.
private func posixListen(_ fd: Int32, _ backlog: Int32) -> Int32 { listen(fd, backlog) }
private func posixConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t)
  -> Int32
{ connect(fd, address, length) }
private func posixAccept(
  _ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?,
  _ length: UnsafeMutablePointer<socklen_t>?
) -> Int32 { accept(fd, address, length) }
private typealias PosixLinger = linger
