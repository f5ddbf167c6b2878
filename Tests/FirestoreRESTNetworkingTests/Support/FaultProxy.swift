import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 proxy on 127.0.0.1 between the client and the Firestore emulator that injects
/// the faults a front end or a network causes: a keep-alive connection closed before the request
/// is forwarded, after it (the response lost), or with a reset.
///
/// Each client connection gets its own connection to the emulator, kept alive like the client's.
/// A fault is armed for the next request that arrives on a reused connection (`warm`, the second
/// or later request of its connection) or on a new one (`fresh`), and applies once.
final class FaultProxy: @unchecked Sendable {
  /// What happens to the request a fault is armed for.
  enum Fault: String, Sendable, CaseIterable {
    /// The connection is closed (FIN) after the request was read; nothing is forwarded.
    case closeBeforeForwarding
    /// The connection is reset (RST) after the request was read; nothing is forwarded.
    case resetBeforeForwarding
    /// The request is forwarded and answered, and the connection closed (FIN) instead of
    /// relaying the answer.
    case loseResponse
    /// The request is forwarded and answered, and the connection reset instead of relaying the
    /// answer.
    case resetAfterForwarding

    /// Whether the emulator received the request.
    var forwards: Bool { self == .loseResponse || self == .resetAfterForwarding }
  }

  /// Which request a fault waits for.
  enum Connection: String, Sendable, CaseIterable {
    /// The second or later request of its connection.
    case warm
    /// The first request of a new connection.
    case fresh
  }

  let port: UInt16
  private let upstreamPort: UInt16
  private let listener: SocketIO.Listener
  private let lock = NSLock()
  private var armed: (fault: Fault, connection: Connection, skipping: Int)?
  private var applied: [Fault] = []
  private var forwarded = 0

  /// A proxy in front of `127.0.0.1:upstreamPort`.
  init(upstreamPort: UInt16) throws {
    self.upstreamPort = upstreamPort
    listener = try SocketIO.Listener(on: "127.0.0.1")
    port = listener.port
    listener.start { [self] client in
      Thread.detachNewThread { [self] in relay(client) }
    }
  }

  /// `127.0.0.1:PORT`.
  var host: String { "127.0.0.1:\(port)" }

  /// Arms a fault for the next request of the given kind of connection, after letting
  /// `skipping` such requests through.
  func arm(_ fault: Fault, on connection: Connection, skipping: Int = 0) {
    lock.lock()
    armed = (fault, connection, skipping)
    lock.unlock()
  }

  /// The faults applied so far.
  var faultsApplied: [Fault] {
    lock.lock()
    defer { lock.unlock() }
    return applied
  }

  /// How many requests reached the emulator.
  var requestsForwarded: Int {
    lock.lock()
    defer { lock.unlock() }
    return forwarded
  }

  /// Stops accepting connections and closes the listening socket.
  func stop() {
    listener.stop()
  }

  /// The fault for a request, if one is armed for it; disarmed as it is taken.
  private func take(forIndexOnConnection index: Int) -> Fault? {
    lock.lock()
    defer { lock.unlock() }
    guard let (fault, connection, skipping) = armed, (connection == .warm) == (index > 1) else {
      return nil
    }
    guard skipping == 0 else {
      armed = (fault, connection, skipping - 1)
      return nil
    }
    armed = nil
    applied.append(fault)
    return fault
  }

  private func relay(_ client: Int32) {
    guard let upstream = try? SocketIO.connect(to: "127.0.0.1", port: upstreamPort) else {
      close(client)
      return
    }
    defer { close(upstream) }
    let requests = SocketIO.Reader(client)
    let responses = SocketIO.Reader(upstream)
    var index = 0
    while let request = requests.next(isResponse: false) {
      index += 1
      let fault = take(forIndexOnConnection: index)
      switch fault {
      case .closeBeforeForwarding?:
        close(client)
        return
      case .resetBeforeForwarding?:
        SocketIO.resetOnClose(client)
        close(client)
        return
      default:
        break
      }
      guard SocketIO.write(upstream, request.raw), let response = responses.next(isResponse: true)
      else {
        close(client)
        return
      }
      lock.lock()
      forwarded += 1
      lock.unlock()
      switch fault {
      case .loseResponse?:
        close(client)
        return
      case .resetAfterForwarding?:
        SocketIO.resetOnClose(client)
        close(client)
        return
      default:
        guard SocketIO.write(client, response.raw) else {
          close(client)
          return
        }
      }
    }
    close(client)
  }
}
