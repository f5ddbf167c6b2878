import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

@Suite("Configuration: no secret in clear text, no host misread, no query value misread")
struct ConfigurationTests {
  @Test("A token_uri in plain http on another host is refused; https and loopback are not")
  func tokenURI() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func file(_ tokenURI: String) throws -> String {
      let path = directory.appendingPathComponent("user-\(UUID().uuidString).json").path
      let json = """
        {"type": "authorized_user", "client_id": "c", "client_secret": "\(TestSecrets.clientSecret)",
         "refresh_token": "\(TestSecrets.refreshToken)", "token_uri": "\(tokenURI)"}
        """
      try Data(json.utf8).write(to: URL(fileURLWithPath: path))
      return path
    }
    for refused in ["http://oauth2.example.com/token", "http://10.0.0.1/token", "ftp://x/token"] {
      let error = #expect(throws: FirestoreRESTCredentialsError.self, "\(refused)") {
        _ = try FirestoreRESTCredentialsFile.load(path: try file(refused))
      }
      #expect(error?.field == "token_uri")
      #expect(error?.kind == (refused.hasPrefix("ftp") ? .malformedFile : .insecureURL))
    }
    for accepted in [
      "https://oauth2.googleapis.com/token", "http://127.0.0.1:9/token", "http://localhost:9/t",
    ] {
      #expect(throws: Never.self, "\(accepted)") {
        _ = try FirestoreRESTCredentialsFile.load(path: try file(accepted))
      }
    }
    // Built in code, it is refused before any request.
    let user = FirestoreRESTAuthorizedUser(
      clientID: "c", clientSecret: TestSecrets.clientSecret, refreshToken: TestSecrets.refreshToken,
      tokenURI: URL(string: "http://token.example.invalid/token"))
    let error = await #expect(throws: FirestoreRESTCredentialsError.self) {
      _ = try await FirestoreRESTCredentials(source: user).accessToken()
    }
    #expect(error?.kind == .insecureURL)
  }

  @Test(
    "FIRESTORE_EMULATOR_HOST is host:port or refused",
    arguments: [
      ("127.0.0.1:8080", "http://127.0.0.1:8080"), ("localhost:8080", "http://localhost:8080"),
      ("[::1]:8080", "http://[::1]:8080"),
      ("firestore-emulator:8080", "http://firestore-emulator:8080"),
      ("https://x", nil), ("x", nil), ("x:0", nil), ("x:65536", nil), ("x:80/path", nil),
      ("[::1:80", nil), ("host name:80", nil), (":80", nil), ("x:8o", nil), ("user@x:80", nil),
    ] as [(String, String?)])
  func emulatorHost(value: String, expected: String?) async throws {
    let environment = ["FIRESTORE_EMULATOR_HOST": value]
    guard let expected else {
      let error = #expect(throws: FirestoreRESTConfigurationError.self) {
        _ = try FirestoreRESTClient(projectID: "p", environment: environment)
      }
      #expect(error?.kind == .invalidEmulatorHost(value))
      // The client that cannot throw at its creation throws at its first call, sending nothing.
      let client = FirestoreRESTClient(projectID: "p", environment: environment) { "token" }
      await #expect(throws: FirestoreRESTConfigurationError.self) {
        _ = try await client.get(StandInBook.self, at: "books/b")
      }
      return
    }
    #expect(
      try FirestoreRESTClient(projectID: "p", environment: environment).baseURL.absoluteString
        == expected)
  }

  @Test("A base URL in plain http off this machine is refused before any request, unless allowed")
  func insecureBaseURL() async throws {
    let url = try #require(URL(string: "http://firestore.example.invalid"))
    var client = FirestoreRESTClient(
      projectID: "p", baseURL: url, transport: FirestoreRESTURLSessionTransport(),
      retryPolicy: .never, accessToken: { redirectTestToken })
    let error = await #expect(throws: FirestoreRESTConfigurationError.self) {
      _ = try await client.get(StandInBook.self, at: "books/b")
    }
    #expect(String(describing: error).contains("http://firestore.example.invalid"))
    // Allowed, the request is attempted (and fails to connect).
    client.allowsInsecureHTTP = true
    await #expect(throws: FirestoreRESTError.self) {
      _ = try await client.get(StandInBook.self, at: "books/b")
    }
    for loopback in [
      "http://127.0.0.1:9", "http://127.1.2.3:9", "http://localhost:9", "http://[::1]:9",
    ] {
      let local = FirestoreRESTClient(
        projectID: "p", baseURL: try #require(URL(string: loopback)),
        transport: FirestoreRESTURLSessionTransport(), retryPolicy: .never, accessToken: { nil })
      await #expect(throws: FirestoreRESTError.self, "\(loopback)") {
        _ = try await local.get(StandInBook.self, at: "books/b")
      }
    }
  }

  @Test("Query values are sent with RFC 3986's unreserved characters only")
  func pageToken() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, #"{"documents": []}"#) }
    defer { server.stop() }
    _ = try await standInClient(server).list(
      StandInBook.self, in: "books", pageSize: 10, pageToken: "a+b/c=d&e f%g")
    let target = try #require(server.requests.first?.target)
    #expect(target.hasSuffix("?pageSize=10&pageToken=a%2Bb%2Fc%3Dd%26e%20f%25g"), "\(target)")
  }
}
