import FirestoreRESTCoding
import Foundation
import Testing

@testable import FirestoreRESTNetworking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Secrets the tests put in credentials files; none may appear in any error or description.
enum TestSecrets {
  static let refreshToken = "1//refresh-SECRET-0123456789"
  static let clientSecret = "client-SECRET-abcdefghij"
  static let privateKey = """
    -----BEGIN PRIVATE KEY-----
    MIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEAKEY-SECRET-NOT-A-REAL-KEY
    -----END PRIVATE KEY-----
    """
  static let accessTokenPrefix = "ya29.ACCESS-SECRET-"
  static var all: [String] {
    [refreshToken, clientSecret, "KEY-SECRET-NOT-A-REAL-KEY", accessTokenPrefix]
  }
}

/// A token endpoint stand-in: answers each grant with `ya29.ACCESS-SECRET-<n>`, valid 3600 s.
final class TokenEndpoint: Sendable {
  let server: LoopbackHTTPServer
  let issued = Shared(0)
  let delay: TimeInterval

  init(delay: TimeInterval = 0, refuse: Bool = false) throws {
    self.delay = delay
    let issued = self.issued
    server = try LoopbackHTTPServer { request in
      if refuse {
        // An endpoint that echoes the request: the client must keep none of it.
        return .json(
          400,
          #"{"error": "invalid_grant", "error_description": "Bad request \#(request.bodyText)", "echo": "\#(request.bodyText)"}"#
        )
      }
      let number = issued.update { count -> Int in
        count += 1
        return count
      }
      var response = LoopbackHTTPServer.Response.json(
        200,
        #"{"access_token": "\#(TestSecrets.accessTokenPrefix)\#(number)", "expires_in": 3600, "token_type": "Bearer"}"#
      )
      response.delay = delay
      return response
    }
  }

  var url: URL { server.baseURL.appendingPathComponent("token") }

  func authorizedUserFile(in directory: URL) throws -> String {
    let path = directory.appendingPathComponent("user.json").path
    let json = """
      {"type": "authorized_user", "client_id": "123.apps.googleusercontent.com",
       "client_secret": "\(TestSecrets.clientSecret)", "refresh_token": "\(TestSecrets.refreshToken)",
       "token_uri": "\(url.absoluteString)"}
      """
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}

func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("netauth-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// A signer that signs nothing: the assertion's shape is checked here, its signature by
/// Google's `google-auth` in `Examples/ServiceAccountSigning`.
struct FixedSigner: FirestoreRESTServiceAccountSigner {
  func signRS256(_ message: Data, privateKeyPEM: String) throws -> Data {
    Data("signature".utf8)
  }
}

/// Every way a value can be turned into text.
func renderings(_ value: Any) -> [String] {
  var dumped = ""
  dump(value, to: &dumped)
  return [String(describing: value), String(reflecting: value), dumped]
}

@Suite("Credentials: lookup order, token requests, caching and refresh")
struct CredentialsTests {
  static let metadataTokenPath = "/computeMetadata/v1/instance/service-accounts/default/token"

  @Test(
    "Lookup order: the emulator, GOOGLE_APPLICATION_CREDENTIALS, gcloud's file, the metadata server"
  )
  func lookupOrder() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let endpoint = try TokenEndpoint()
    defer { endpoint.server.stop() }
    let named = try endpoint.authorizedUserFile(in: directory)
    let gcloud = directory.appendingPathComponent("gcloud")
    try FileManager.default.createDirectory(at: gcloud, withIntermediateDirectories: true)
    let wellKnown = gcloud.appendingPathComponent("application_default_credentials.json").path
    try Data(
      #"{"type": "authorized_user", "client_id": "gcloud-client", "client_secret": "s", "refresh_token": "r"}"#
        .utf8
    ).write(to: URL(fileURLWithPath: wellKnown))

    // 1. The emulator wins over everything.
    let emulator = try FirestoreRESTClient(
      projectID: "p",
      environment: [
        "FIRESTORE_EMULATOR_HOST": "127.0.0.1:9", "GOOGLE_APPLICATION_CREDENTIALS": named,
      ])
    #expect(emulator.baseURL.absoluteString == "http://127.0.0.1:9")

    // 2. The file GOOGLE_APPLICATION_CREDENTIALS names, over gcloud's.
    let explicit = try FirestoreRESTCredentialsFile.applicationDefault(
      environment: ["GOOGLE_APPLICATION_CREDENTIALS": named, "CLOUDSDK_CONFIG": gcloud.path])
    #expect(
      (explicit as? FirestoreRESTAuthorizedUser)?.clientID == "123.apps.googleusercontent.com")
    #expect((explicit as? FirestoreRESTAuthorizedUser)?.file == named)

    // 3. gcloud's file, under CLOUDSDK_CONFIG or ~/.config/gcloud.
    let sdk = try FirestoreRESTCredentialsFile.applicationDefault(
      environment: ["CLOUDSDK_CONFIG": gcloud.path])
    #expect((sdk as? FirestoreRESTAuthorizedUser)?.clientID == "gcloud-client")
    #expect(
      FirestoreRESTCredentialsFile.wellKnownPath(environment: ["HOME": "/home/me"])
        == "/home/me/.config/gcloud/application_default_credentials.json")
    let home = try FirestoreRESTCredentialsFile.applicationDefault(
      environment: ["HOME": "/home/me"], fileExists: { _ in false })
    #expect(home is FirestoreRESTMetadataServer)

    // 4. The metadata server, at GCE_METADATA_HOST, GCE_METADATA_ROOT or metadata.google.internal.
    let metadata = try FirestoreRESTCredentialsFile.applicationDefault(
      environment: ["CLOUDSDK_CONFIG": directory.appendingPathComponent("none").path])
    #expect((metadata as? FirestoreRESTMetadataServer)?.host == "metadata.google.internal")
    #expect(
      FirestoreRESTMetadataServer(environment: ["GCE_METADATA_HOST": "10.0.0.1:8080"]).host
        == "10.0.0.1:8080")
    #expect(
      FirestoreRESTMetadataServer(environment: ["GCE_METADATA_ROOT": "legacy:1"]).host
        == "legacy:1")

    // A named file that is missing is an error, not a fall-through.
    let missing = directory.appendingPathComponent("missing.json").path
    let error = #expect(throws: FirestoreRESTCredentialsError.self) {
      try FirestoreRESTCredentialsFile.applicationDefault(
        environment: ["GOOGLE_APPLICATION_CREDENTIALS": missing])
    }
    #expect(error?.kind == .unreadableFile)
    #expect(error?.file == missing)
    #expect(String(describing: error).contains("GOOGLE_APPLICATION_CREDENTIALS"))
  }

  @Test("An authorized user's refresh token is exchanged, and the token sent to Firestore")
  func authorizedUser() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let endpoint = try TokenEndpoint()
    defer { endpoint.server.stop() }
    let firestore = try LoopbackHTTPServer { _ in .json(200, standInBookDocument) }
    defer { firestore.stop() }
    let source = try FirestoreRESTCredentialsFile.load(
      path: try endpoint.authorizedUserFile(in: directory))
    let client = FirestoreRESTClient(
      projectID: "p", baseURL: firestore.baseURL, retryPolicy: .underTestLoad(),
      credentials: FirestoreRESTCredentials(source: source))
    _ = try await client.get(StandInBook.self, at: "books/b")
    _ = try await client.get(StandInBook.self, at: "books/b")

    let grant = try #require(endpoint.server.requests.first)
    #expect(grant.method == "POST")
    #expect(grant.path == "/token")
    #expect(grant.headers["content-type"] == "application/x-www-form-urlencoded")
    #expect(
      grant.form == [
        "grant_type": "refresh_token", "client_id": "123.apps.googleusercontent.com",
        "client_secret": TestSecrets.clientSecret, "refresh_token": TestSecrets.refreshToken,
      ])
    // Cached: one grant for two calls.
    #expect(endpoint.server.requests.count == 1)
    #expect(
      firestore.requests.map(\.bearer)
        == Array(repeating: "\(TestSecrets.accessTokenPrefix)1", count: 2))
  }

  @Test("The metadata server: probed once, then its path, the Metadata-Flavor header and scopes")
  func metadataServer() async throws {
    let server = try LoopbackHTTPServer { request in
      guard request.headers["metadata-flavor"] == "Google" else {
        return .json(403, #"{"error": "missing Metadata-Flavor"}"#)
      }
      // A metadata server says what it is in every answer.
      let flavor = ["Metadata-Flavor": "Google"]
      guard request.path != "/" else { return .json(200, "{}", headers: flavor) }
      return .json(
        200, #"{"access_token": "ya29.metadata", "expires_in": 3599, "token_type": "Bearer"}"#,
        headers: flavor)
    }
    defer { server.stop() }
    let credentials = FirestoreRESTCredentials(
      source: FirestoreRESTMetadataServer(environment: ["GCE_METADATA_HOST": server.host]))
    #expect(try await credentials.accessToken() == "ya29.metadata")
    #expect(await credentials.invalidate("ya29.metadata"))
    #expect(try await credentials.accessToken() == "ya29.metadata")
    // The probe first, once; every request with Metadata-Flavor.
    #expect(server.requests.map(\.path) == ["/", Self.metadataTokenPath, Self.metadataTokenPath])
    #expect(server.requests.allSatisfy { $0.headers["metadata-flavor"] == "Google" })
    let request = try #require(server.requests.dropFirst().first)
    #expect(request.method == "GET")
    #expect(request.path == Self.metadataTokenPath)
    #expect(
      request.target.hasSuffix(
        "?scopes=https://www.googleapis.com/auth/cloud-platform,https://www.googleapis.com/auth/datastore"
      ))
  }

  @Test("No metadata server: a clear error that lists what was looked for, not retried")
  func noCredentials() async throws {
    let (refusing, port) = try SocketIO.refusingPort()
    defer { close(refusing) }
    let host = "127.0.0.1:\(port)"
    let client = FirestoreRESTClient(
      projectID: "p", baseURL: FirestoreRESTClient.productionURL,
      retryPolicy: .underTestLoad(clock: TestClock().clock),
      credentials: FirestoreRESTCredentials(source: FirestoreRESTMetadataServer(host: host)))
    let error = await #expect(throws: FirestoreRESTCredentialsError.self) {
      try await client.get(StandInBook.self, at: "books/b")
    }
    #expect(error?.kind == .noCredentialsFound)
    #expect(String(describing: error).contains("GOOGLE_APPLICATION_CREDENTIALS"))
  }

  @Test("A token is refreshed 3 min 45 s before it expires, not sooner")
  func refreshBeforeExpiry() async throws {
    let endpoint = try TokenEndpoint()
    defer { endpoint.server.stop() }
    let clock = TestClock()
    let credentials = FirestoreRESTCredentials(
      source: FirestoreRESTAuthorizedUser(
        clientID: "c", clientSecret: "s", refreshToken: "r", tokenURI: endpoint.url),
      clock: clock.clock)
    #expect(try await credentials.accessToken() == "\(TestSecrets.accessTokenPrefix)1")
    clock.advance(3600 - 226)
    #expect(try await credentials.accessToken() == "\(TestSecrets.accessTokenPrefix)1")
    clock.advance(2)
    #expect(try await credentials.accessToken() == "\(TestSecrets.accessTokenPrefix)2")
    #expect(endpoint.issued.value == 2)
  }

  @Test("Concurrent callers share one refresh")
  func singleFlight() async throws {
    let endpoint = try TokenEndpoint(delay: 0.3)
    defer { endpoint.server.stop() }
    let credentials = FirestoreRESTCredentials(
      source: FirestoreRESTAuthorizedUser(
        clientID: "c", clientSecret: "s", refreshToken: "r", tokenURI: endpoint.url))
    let tokens = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<20 {
        group.addTask { try await credentials.accessToken() }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(tokens.count == 20)
    #expect(Set(tokens) == ["\(TestSecrets.accessTokenPrefix)1"])
    #expect(endpoint.server.requests.count == 1)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("A caller waiting for a refresh stops at once when cancelled; the others get the token")
  func cancelledWaiter() async throws {
    let endpoint = try TokenEndpoint(delay: 1)
    defer { endpoint.server.stop() }
    let credentials = FirestoreRESTCredentials(
      source: FirestoreRESTAuthorizedUser(
        clientID: "c", clientSecret: "s", refreshToken: "r", tokenURI: endpoint.url))
    let patient = timed { try await credentials.accessToken() }
    let impatient = timed { try await credentials.accessToken() }
    let (start, cancelled, end) = await withTaskExecutorPreference(timingExecutor) {
      let started = await eventuallyTrue { endpoint.server.requests.count == 1 }
      #expect(started)
      let start = Date()
      impatient.cancel()
      let (cancelled, end) = await impatient.value
      return (start, cancelled, end)
    }
    #expect(throws: CancellationError.self) { try cancelled.get() }
    #expect(end.timeIntervalSince(start) < 0.5)
    #expect(try await patient.value.result.get() == "\(TestSecrets.accessTokenPrefix)1")
    #expect(endpoint.server.requests.count == 1)
  }

  @Test("UNAUTHENTICATED: the token is refreshed once and the call resent; twice, it fails")
  func refreshOnUnauthenticated() async throws {
    let endpoint = try TokenEndpoint()
    defer { endpoint.server.stop() }
    let accepted = Shared("\(TestSecrets.accessTokenPrefix)2")
    let firestore = try LoopbackHTTPServer { request in
      guard request.bearer == accepted.value else {
        return .json(
          401,
          #"{"error": {"code": 401, "message": "Request had invalid authentication credentials.", "status": "UNAUTHENTICATED", "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "ACCESS_TOKEN_EXPIRED", "domain": "googleapis.com", "metadata": {"service": "firestore.googleapis.com"}}]}}"#
        )
      }
      return .json(200, standInBookDocument)
    }
    defer { firestore.stop() }
    let client = FirestoreRESTClient(
      projectID: "p", baseURL: firestore.baseURL, retryPolicy: .underTestLoad(),
      credentials: FirestoreRESTCredentials(
        source: FirestoreRESTAuthorizedUser(
          clientID: "c", clientSecret: "s", refreshToken: "r", tokenURI: endpoint.url)))
    // A commit is resent too: the request was refused, not applied.
    _ = try await client.get(StandInBook.self, at: "books/b")
    #expect(
      firestore.requests.map(\.bearer) == ["1", "2"].map { TestSecrets.accessTokenPrefix + $0 })
    #expect(endpoint.issued.value == 2)

    accepted.update { $0 = "none" }
    let error = await #expect(throws: FirestoreRESTError.self) { try await client.commit([]) }
    #expect(error?.code == .unauthenticated)
    #expect(error?.reason == "ACCESS_TOKEN_EXPIRED")
    #expect(error?.details.first?.metadata == ["service": "firestore.googleapis.com"])
    #expect(error?.method == "POST")
    #expect(firestore.requests.count == 4)
    #expect(endpoint.issued.value == 3)
  }

  @Test("A service account's assertion: header, claims, and the JWT-bearer grant")
  func serviceAccountAssertion() async throws {
    let endpoint = try TokenEndpoint()
    defer { endpoint.server.stop() }
    let key = """
      {"type": "service_account", "project_id": "p", "private_key_id": "kid-1",
       "private_key": \(String(reflecting: TestSecrets.privateKey)),
       "client_email": "app@p.iam.gserviceaccount.com", "token_uri": "\(endpoint.url.absoluteString)"}
      """
    let source = try FirestoreRESTCredentialsFile.parse(
      Data(key.utf8), file: "key.json", signer: FixedSigner())
    let account = try #require(source as? FirestoreRESTServiceAccount)
    let now = Date(timeIntervalSince1970: 1_800_000_000.75)
    let token = try await account.fetchToken(
      transport: FirestoreRESTURLSessionTransport(), now: now)
    #expect(token.value == "\(TestSecrets.accessTokenPrefix)1")
    #expect(token.expiresAt == now.addingTimeInterval(3600))

    let grant = try #require(endpoint.server.requests.first).form
    #expect(grant["grant_type"] == "urn:ietf:params:oauth:grant-type:jwt-bearer")
    let parts = try #require(grant["assertion"]).split(separator: ".").map(String.init)
    #expect(parts.count == 3)
    func json(_ part: String) throws -> [String: Any] {
      var base64 = part.replacingOccurrences(of: "-", with: "+")
        .replacingOccurrences(of: "_", with: "/")
      base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
      let data = try #require(Data(base64Encoded: base64))
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
    let header = try json(parts[0])
    #expect(header["alg"] as? String == "RS256")
    #expect(header["typ"] as? String == "JWT")
    #expect(header["kid"] as? String == "kid-1")
    let claims = try json(parts[1])
    #expect(claims["iss"] as? String == "app@p.iam.gserviceaccount.com")
    #expect(claims["aud"] as? String == "https://oauth2.googleapis.com/token")
    #expect(
      claims["scope"] as? String
        == "https://www.googleapis.com/auth/cloud-platform https://www.googleapis.com/auth/datastore"
    )
    #expect(claims["iat"] as? Int == 1_800_000_000)
    #expect(claims["exp"] as? Int == 1_800_003_600)
    #expect(parts[2] == "c2lnbmF0dXJl")  // "signature", base64url
  }
}

@Suite("Credentials: errors name the file and the field, and hold no secret")
struct CredentialsErrorTests {
  static let files:
    [(name: String, json: String, kind: FirestoreRESTCredentialsError.Kind, field: String?)] = [
      (
        "not JSON",
        "{\"type\": \"authorized_user\", \"refresh_token\": \"\(TestSecrets.refreshToken)",
        .malformedFile, nil
      ),
      ("an array", "[]", .malformedFile, nil),
      ("no type", "{\"client_secret\": \"\(TestSecrets.clientSecret)\"}", .malformedFile, "type"),
      ("type not a string", "{\"type\": 3}", .malformedFile, "type"),
      ("external account", "{\"type\": \"external_account\"}", .unsupportedType, "type"),
      (
        "service account without email",
        "{\"type\": \"service_account\", \"private_key\": \(String(reflecting: TestSecrets.privateKey))}",
        .malformedFile, "client_email"
      ),
      (
        "private key not a string",
        "{\"type\": \"service_account\", \"client_email\": \"a@b\", \"private_key\": 12}",
        .malformedFile, "private_key"
      ),
      (
        "private key not PEM",
        "{\"type\": \"service_account\", \"client_email\": \"a@b\", \"private_key\": \"KEY-SECRET-NOT-A-REAL-KEY\"}",
        .malformedFile, "private_key"
      ),
      (
        "user without refresh token",
        "{\"type\": \"authorized_user\", \"client_id\": \"c\", \"client_secret\": \"\(TestSecrets.clientSecret)\"}",
        .malformedFile, "refresh_token"
      ),
      (
        "token_uri not a URL",
        "{\"type\": \"authorized_user\", \"client_id\": \"c\", \"client_secret\": \"s\", \"refresh_token\": \"r\", \"token_uri\": \"ftp://x\"}",
        .malformedFile, "token_uri"
      ),
    ]

  @Test("A malformed or wrong-type file", arguments: files.indices)
  func malformed(index: Int) throws {
    let file = Self.files[index]
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("credentials.json").path
    try Data(file.json.utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: FirestoreRESTCredentialsError.self, "\(file.name)") {
      try FirestoreRESTCredentialsFile.load(path: path, signer: FixedSigner())
    }
    #expect(error?.kind == file.kind, "\(file.name)")
    #expect(error?.file == path)
    #expect(error?.field == file.field, "\(file.name)")
    let text = String(describing: error)
    #expect(text.hasPrefix("Optional(\(path): ") || text.contains(path), "\(text)")
    if let field = file.field {
      #expect(text.contains("'\(field)'"), "\(text)")
    }
    for rendering in renderings(error as Any) {
      for secret in TestSecrets.all {
        #expect(!rendering.contains(secret), "\(file.name): \(rendering)")
      }
    }
  }

  @Test("A service account on Linux without a signer asks for one")
  func signerRequired() throws {
    #if !canImport(Security)
      let key = """
        {"type": "service_account", "client_email": "a@b", "private_key": \(String(reflecting: TestSecrets.privateKey))}
        """
      let error = #expect(throws: FirestoreRESTCredentialsError.self) {
        try FirestoreRESTCredentialsFile.parse(Data(key.utf8), file: "key.json")
      }
      #expect(error?.kind == .signerRequired)
      #expect(String(describing: error).contains("FirestoreRESTServiceAccountSigner"))
    #endif
  }

  @Test("A token endpoint that refuses and echoes the request: no secret in the error")
  func refusedGrant() async throws {
    let endpoint = try TokenEndpoint(refuse: true)
    defer { endpoint.server.stop() }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let user = try FirestoreRESTCredentialsFile.load(
      path: try endpoint.authorizedUserFile(in: directory))
    let credentials = FirestoreRESTCredentials(source: user)
    let error = await #expect(throws: FirestoreRESTCredentialsError.self) {
      try await credentials.accessToken()
    }
    #expect(error?.kind == .tokenRequestRefused)
    #expect(error?.httpStatus == 400)
    #expect(error?.isRetryable == false)
    #expect(String(describing: error).contains("invalid_grant"))
    #expect(String(describing: error).contains("<redacted>"))

    let key = """
      {"type": "service_account", "client_email": "a@b", "private_key": \(String(reflecting: TestSecrets.privateKey)),
       "token_uri": "\(endpoint.url.absoluteString)"}
      """
    let account = try FirestoreRESTCredentialsFile.parse(
      Data(key.utf8), file: "key.json", signer: FixedSigner())
    let accountError = await #expect(throws: FirestoreRESTCredentialsError.self) {
      try await FirestoreRESTCredentials(source: account).accessToken()
    }
    #expect(accountError?.file == "key.json")
    let assertion = try #require(endpoint.server.requests.last?.form["assertion"])
    for value in [error as Any, accountError as Any, user, account, credentials] {
      for rendering in renderings(value) {
        for secret in TestSecrets.all + [assertion] {
          #expect(!rendering.contains(secret), "\(rendering)")
        }
      }
    }
  }

  @Test("Tokens, and a Firestore error that echoes the token, hold no secret")
  func tokensRedacted() async throws {
    let token = FirestoreRESTAccessToken(
      value: "\(TestSecrets.accessTokenPrefix)x", expiresAt: Date(timeIntervalSince1970: 0))
    for rendering in renderings(token) {
      #expect(!rendering.contains(TestSecrets.accessTokenPrefix), "\(rendering)")
    }
    let endpoint = try TokenEndpoint()
    defer { endpoint.server.stop() }
    let echo = try LoopbackHTTPServer { request in
      .json(
        403,
        #"{"error": {"code": 403, "message": "Denied for \#(request.headers["authorization"] ?? "")", "status": "PERMISSION_DENIED"}}"#
      )
    }
    defer { echo.stop() }
    let client = FirestoreRESTClient(
      projectID: "p", baseURL: echo.baseURL, retryPolicy: .underTestLoad(),
      credentials: FirestoreRESTCredentials(
        source: FirestoreRESTAuthorizedUser(
          clientID: "c", clientSecret: TestSecrets.clientSecret,
          refreshToken: TestSecrets.refreshToken, tokenURI: endpoint.url)))
    let error = await #expect(throws: FirestoreRESTError.self) {
      try await client.get(StandInBook.self, at: "books/b")
    }
    #expect(error?.code == .permissionDenied)
    #expect(error?.message == "Denied for Bearer <redacted>")
    for rendering in renderings(error as Any) + [
      String(describing: client), String(reflecting: client),
    ] {
      for secret in TestSecrets.all {
        #expect(!rendering.contains(secret), "\(rendering)")
      }
    }
  }
}
