import FirestoreRESTCoding
import Foundation
import Testing

@testable import FirestoreRESTNetworking

/// A transport that answers the first request of each method itself with `UNAVAILABLE`, and
/// sends the others.
final class FlakyTransport: FirestoreRESTTransport, @unchecked Sendable {
  let failed = Shared<Set<String>>([])
  let sent = Shared<[FirestoreRESTHTTPRequest]>([])
  let base = FirestoreRESTURLSessionTransport()

  func send(_ request: FirestoreRESTHTTPRequest) async throws -> FirestoreRESTHTTPResponse {
    sent.update { $0.append(request) }
    let fail = failed.update { $0.insert(request.method).inserted }
    if fail {
      return FirestoreRESTHTTPResponse(
        status: 503, headers: ["Retry-After": "0"],
        body: Data(standInUnavailable.utf8))
    }
    return try await base.send(request)
  }
}

@Suite(
  "Retries and credentials end to end, through the emulator",
  .enabled(if: emulatorHost != nil, skippedWithoutEmulator))
struct EmulatorRetryCredentialsTests {
  @Test("A write and a read retried after UNAVAILABLE, with a token from a token endpoint")
  func retriedWithCredentials() async throws {
    let endpoint = try TokenEndpoint()
    defer { endpoint.server.stop() }
    let transport = FlakyTransport()
    let credentials = FirestoreRESTCredentials(
      source: FirestoreRESTAuthorizedUser(
        clientID: "c", clientSecret: "s", refreshToken: "r", tokenURI: endpoint.url))
    let firestore = FirestoreRESTClient(
      projectID: "demo-swift-retry-\(UInt32.random(in: 0...UInt32.max))",
      baseURL: try #require(URL(string: "http://\(emulatorHost ?? "")")), transport: transport,
      retryPolicy: .underTestLoad(), credentials: credentials)

    // The commit's first answer is UNAVAILABLE: retried (the service says it did not apply it).
    try await firestore.set(StandInBook(title: "Dune"), at: "books/dune")
    // The read's first answer is UNAVAILABLE too.
    let read = try await firestore.get(StandInBook.self, at: "books/dune")
    #expect(read.value == StandInBook(title: "Dune"))
    let requests = transport.sent.value
    #expect(requests.map(\.method) == ["POST", "POST", "GET", "GET"])
    // Every request carried the one token the endpoint issued.
    #expect(endpoint.issued.value == 1)
    #expect(
      Set(requests.compactMap { $0.headers["Authorization"] })
        == ["Bearer \(TestSecrets.accessTokenPrefix)1"])
  }

  @Test("A typed NOT_FOUND from the emulator, with the method and the path")
  func typedNotFound() async throws {
    let firestore = emulatorClient("errors")
    let error = await #expect(throws: FirestoreRESTError.self) {
      try await firestore.get(StandInBook.self, at: "books/none")
    }
    #expect(error?.code == .notFound)
    #expect(error?.status == "NOT_FOUND")
    #expect(error?.httpStatus == 404)
    #expect(error?.method == "GET")
    #expect(error?.path?.hasSuffix("/documents/books/none") == true)
    #expect(error?.attempts == 1)
  }
}

@Suite("Error bodies and private keys")
struct ErrorBodyTests {
  @Test("Every canonical name maps to its code and back")
  func names() {
    #expect(FirestoreRESTError.Code.allCases.count == 17)
    for code in FirestoreRESTError.Code.allCases {
      #expect(FirestoreRESTError.Code(status: code.name) == code)
      #expect(FirestoreRESTError.Code(rawValue: code.rawValue) == code)
    }
    #expect(FirestoreRESTError.Code(status: "not_found") == nil)
    #expect(FirestoreRESTError.Code(httpStatus: 404) == .notFound)
    #expect(FirestoreRESTError.Code(httpStatus: 503) == .unavailable)
    #expect(FirestoreRESTError.Code(httpStatus: 504) == .deadlineExceeded)
    #expect(FirestoreRESTError.Code(httpStatus: 418) == .unknown)
  }

  @Test("A body's details are kept; runQuery's array form and a non-JSON body are read")
  func bodies() {
    let error = FirestoreRESTError(
      httpStatus: 429,
      body: Data(
        #"""
        {"error": {"code": 429, "message": "Quota exceeded.", "status": "RESOURCE_EXHAUSTED",
         "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "RATE_LIMIT_EXCEEDED",
                      "domain": "googleapis.com", "metadata": {"quota_limit": "WritesPerMinute"}},
                     {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "2s"}]}}
        """#.utf8))
    #expect(error.code == .resourceExhausted)
    #expect(error.numericCode == 429)
    #expect(error.isRetryable)
    #expect(error.reason == "RATE_LIMIT_EXCEEDED")
    #expect(error.details.count == 2)
    #expect(error.details[0].metadata == ["quota_limit": "WritesPerMinute"])
    #expect(error.details[1].type == "type.googleapis.com/google.rpc.RetryInfo")
    #expect(error.details[1].json.contains(#""retryDelay":"2s""#))
    #expect(
      error.description
        == "Firestore RESOURCE_EXHAUSTED (HTTP 429): Quota exceeded. [reason RATE_LIMIT_EXCEEDED]")

    let array = FirestoreRESTError(
      httpStatus: 400,
      body: Data(
        #"[{"error": {"code": 400, "message": "bad", "status": "INVALID_ARGUMENT"}}]"#.utf8))
    #expect(array.code == .invalidArgument)
    let proxy = FirestoreRESTError(httpStatus: 502, body: Data("<html>Bad Gateway</html>".utf8))
    #expect(proxy.code == .unavailable)
    #expect(proxy.status == nil)
    #expect(proxy.message == "<html>Bad Gateway</html>")
  }

}

@Suite(
  "Private keys, made by Python's cryptography",
  .enabled(
    if: googlePython != nil, "skipped: needs FIRESTORE_PYTHON (with cryptography); .ci/run sets it")
)
struct PrivateKeyTests {
  @Test("A PKCS #8 key's PKCS #1 part, as Security wants it")
  func pkcs8() async throws {
    let python = try #require(googlePython)
    let run = try await runSubprocess(
      python,
      [
        "-c",
        """
        from cryptography.hazmat.primitives.asymmetric import rsa
        from cryptography.hazmat.primitives import serialization as s
        key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        print(key.private_bytes(s.Encoding.PEM, s.PrivateFormat.PKCS8, s.NoEncryption()).decode())
        print(key.private_bytes(s.Encoding.DER, s.PrivateFormat.TraditionalOpenSSL, s.NoEncryption()).hex())
        """,
      ])
    try #require(run.status == 0, "python failed: \(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let pem = lines.dropLast().joined(separator: "\n")
    let hex = try #require(lines.last)
    let expected = Data(
      stride(from: 0, to: hex.count, by: 2).compactMap {
        UInt8(hex.dropFirst($0).prefix(2), radix: 16)
      })
    #expect(try FirestoreRESTPrivateKey.pkcs1DER(fromPEM: pem) == expected)
    #expect(expected.count > 1000)

    let notRSA = "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----"
    let error = #expect(throws: FirestoreRESTCredentialsError.self) {
      try FirestoreRESTPrivateKey.pkcs1DER(fromPEM: notRSA)
    }
    #expect(error?.field == "private_key")
  }
}
