import FirestoreRESTNetworking
import Foundation
import Hummingbird

/// The books server's entry point.
///
/// It serves the books API on `BOOKS_HOST:BOOKS_PORT` (`127.0.0.1:8080`; port `0` picks a free one),
/// with the Firestore project `FIRESTORE_PROJECT` (`demo-books`) and the credentials Google's
/// clients would find: the emulator when `FIRESTORE_EMULATOR_HOST` is set. Prints
/// `listening on http://HOST:PORT` once it accepts connections.
@main
struct BooksServer {
  static func main() async throws {
    let environment = ProcessInfo.processInfo.environment
    let host = environment["BOOKS_HOST"] ?? "127.0.0.1"
    let port = try environment["BOOKS_PORT"].map { text in
      guard let port = Int(text) else { throw ConfigurationError("BOOKS_PORT is '\(text)'") }
      return port
    }
    let firestore = try FirestoreRESTClient(
      projectID: environment["FIRESTORE_PROJECT"] ?? "demo-books")

    let router = Router(context: BooksRequestContext.self)
    router.add(middleware: FirestoreErrorMiddleware())
    BooksAPI(
      firestore: firestore, collection: environment["BOOKS_COLLECTION"] ?? "books", pageSize: 5
    ).addRoutes(to: router)
    if let text = environment["BOOKS_SLOW_UPSTREAM"] {
      guard let url = URL(string: text) else {
        throw ConfigurationError("BOOKS_SLOW_UPSTREAM is '\(text)', not a URL")
      }
      // The upstream stands in for a Firestore that is slow to answer; it asks for no token.
      let upstream = FirestoreRESTClient(
        projectID: firestore.projectID, baseURL: url, transport: FirestoreRESTURLSessionTransport(),
        accessToken: { nil })
      SlowCalls(upstream: upstream).addRoutes(to: router)
    }

    let app = Application(
      router: router,
      configuration: .init(address: .hostname(host, port: port ?? 8080)),
      onServerRunning: { channel in
        let address = channel.localAddress
        // Unbuffered: a script waiting for this line reads it through a pipe.
        FileHandle.standardOutput.write(
          Data("listening on http://\(address?.ipAddress ?? host):\(address?.port ?? 0)\n".utf8))
      })
    try await app.runService()
  }
}

/// An environment variable the server cannot use.
struct ConfigurationError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
