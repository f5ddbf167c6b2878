import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An access token that must reach the configured host only.
let redirectTestToken = "ya29.REDIRECT-SECRET-0123456789"

@Suite("Redirects: the token never leaves the configured host")
struct RedirectTests {
  static let statuses = [301, 302, 303, 307, 308]

  /// The two transports: over a session of its own, and over a session of the caller's (with a
  /// delegate per task).
  static let transports: [String] = ["own session", "caller's session"]

  static func transport(_ name: String) -> FirestoreRESTURLSessionTransport {
    name == "own session"
      ? FirestoreRESTURLSessionTransport(configuration: .ephemeral)
      : FirestoreRESTURLSessionTransport(session: .shared)
  }

  @Test(
    "Every redirect of a read, a commit and a query is a typed error, and nothing reaches the other host",
    arguments: statuses, transports)
  func firestoreRedirects(status: Int, transportName: String) async throws {
    // Two other hosts: another loopback address, and `localhost` on another port.
    let elsewhere = try LoopbackHTTPServer(address: "127.0.0.2") { _ in
      .json(200, standInBookDocument)
    }
    defer { elsewhere.stop() }
    let named = try LoopbackHTTPServer { _ in .json(200, standInBookDocument) }
    defer { named.stop() }
    let targets = [
      (elsewhere.baseURL.absoluteString, "127.0.0.2"),
      ("http://localhost:\(named.port)", "localhost"),
    ]
    for (target, host) in targets {
      let server = try LoopbackHTTPServer { request in
        LoopbackHTTPServer.Response(status: status, headers: ["Location": target + request.target])
      }
      defer { server.stop() }
      let client = FirestoreRESTClient(
        projectID: "p", baseURL: server.baseURL, transport: Self.transport(transportName),
        retryPolicy: .underTestLoad(), accessToken: { redirectTestToken })
      let calls: [(String, @Sendable () async throws -> Void)] = [
        ("get", { _ = try await client.get(StandInBook.self, at: "books/b") }),
        ("set", { try await client.set(StandInBook(title: "t"), at: "books/b") }),
        (
          "runQuery",
          {
            _ = try await client.runQuery(StandInBook.self, FirestoreRESTQuery(collection: "books"))
          }
        ),
      ]
      for (name, call) in calls {
        let error = await #expect(throws: FirestoreRESTError.self, "\(name) → \(host)") {
          try await call()
        }
        #expect(error?.transportError?.kind == .redirected(status: status, locationHost: host))
        #expect(error?.attempts == 1)
        #expect(error?.httpStatus == status)
        #expect(String(describing: error).contains(host))
        #expect(!String(describing: error).contains(redirectTestToken))
      }
      #expect(server.requests.count == 3)
      #expect(server.requests.allSatisfy { $0.bearer == redirectTestToken })
    }
    // 0 requests — with or without the token — reached another host.
    #expect(elsewhere.requests.isEmpty)
    #expect(named.requests.isEmpty)
  }

  @Test("A token endpoint or a metadata server that redirects gets no second request")
  func credentialRedirects() async throws {
    let elsewhere = try LoopbackHTTPServer(address: "127.0.0.2") { _ in
      .json(
        200, #"{"access_token": "ya29.stolen", "expires_in": 3600}"#,
        headers: ["Metadata-Flavor": "Google"])
    }
    defer { elsewhere.stop() }
    for status in Self.statuses {
      let server = try LoopbackHTTPServer { request in
        LoopbackHTTPServer.Response(
          status: status, headers: ["Location": elsewhere.baseURL.absoluteString + request.target])
      }
      defer { server.stop() }
      let user = FirestoreRESTAuthorizedUser(
        clientID: "c", clientSecret: TestSecrets.clientSecret,
        refreshToken: TestSecrets.refreshToken,
        tokenURI: server.baseURL.appendingPathComponent("token"))
      let refused = await #expect(throws: FirestoreRESTCredentialsError.self) {
        _ = try await FirestoreRESTCredentials(source: user).accessToken()
      }
      #expect(refused?.kind == .tokenRequestRefused)
      #expect(String(describing: refused).contains("redirected to 127.0.0.2"))
      let metadata = await #expect(throws: FirestoreRESTCredentialsError.self) {
        _ = try await FirestoreRESTCredentials(
          source: FirestoreRESTMetadataServer(host: server.host)
        )
        .accessToken()
      }
      #expect(metadata?.kind == .noCredentialsFound)
    }
    #expect(elsewhere.requests.isEmpty)
  }
}
