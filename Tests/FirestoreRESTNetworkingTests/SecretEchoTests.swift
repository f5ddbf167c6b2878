import FirestoreRESTCoding
import Foundation
import Testing

@testable import FirestoreRESTNetworking

/// Secrets with the characters that encodings change (`/`, `+`, `=`), as Google's refresh tokens
/// (`1//0g…`) and access tokens have them.
enum EchoSecrets {
  static let refreshToken = "1//0gREFRESH-SECRET/with+plus=and/slash0123"
  static let clientSecret = "GOCSPX-CLIENT/SECRET+value=0123456789"
  static let accessToken = "ya29.a0ACCESS/SECRET+token=0123456789abcdef"
  static var all: [String] { [refreshToken, clientSecret, accessToken] }

  /// Every form a server could echo a secret in.
  static func forms(_ secret: String) -> [String] {
    let unreserved = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    let encoded = secret.addingPercentEncoding(withAllowedCharacters: unreserved) ?? secret
    let html = secret.unicodeScalars.map {
      CharacterSet.alphanumerics.contains($0) ? String($0) : "&#\($0.value);"
    }.joined()
    return [
      secret, encoded, encoded.lowercased(), secret.uppercased(),
      secret.replacingOccurrences(of: "/", with: "\\/"),
      html, secret.replacingOccurrences(of: "+", with: " "),
    ]
  }

  /// Whether any 10 consecutive characters of a secret appear in a text or in any decoding of
  /// it (percent-decoded, `\/` unescaped, HTML references read, a space read as `+`), in any
  /// case.
  static func leaks(_ text: String) -> String? {
    let text = text.lowercased()
    var readings = [
      text, text.replacingOccurrences(of: "\\/", with: "/"),
      text.replacingOccurrences(of: " ", with: "+"),
    ]
    readings += readings.compactMap { $0.removingPercentEncoding }
    readings.append(
      text.replacingOccurrences(of: "&#47;", with: "/").replacingOccurrences(of: "&#43;", with: "+")
        .replacingOccurrences(of: "&#61;", with: "="))
    for secret in all {
      let characters = Array(secret)
      for start in 0...(characters.count - 10) {
        let window = String(characters[start..<(start + 10)]).lowercased()
        if readings.contains(where: { $0.contains(window) }) { return window }
      }
    }
    return nil
  }
}

/// Every rendering of an error: its description, its reflection, its dump.
func expectNoSecret(
  in error: (any Error)?, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let error else {
    Issue.record("no error: \(comment)", sourceLocation: sourceLocation)
    return
  }
  for rendering in renderings(error) {
    if let window = EchoSecrets.leaks(rendering) {
      Issue.record("'\(window)' leaked in \(comment): \(rendering)", sourceLocation: sourceLocation)
    }
  }
}

@Suite("Secrets: none in any error, whatever a server echoes, in any encoding, at any cut")
struct SecretEchoTests {
  /// What a token endpoint could send back: its request (a form) in every encoding, in the OAuth
  /// 2 fields the client keeps, straddling their cuts (100 and 300 characters), cut short.
  static func tokenEndpointEchoes(_ form: String) -> [(String, String)] {
    let decoded = form.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? form
    var echoes: [(String, String)] = []
    for secret in [EchoSecrets.refreshToken, EchoSecrets.clientSecret] {
      for (index, shown) in EchoSecrets.forms(secret).enumerated() {
        echoes.append(
          ("form \(index) in error_description", Self.oauth("invalid_grant", "got \(shown)")))
        echoes.append(("form \(index) in error", Self.oauth("bad \(shown)", "x")))
        // Straddling the cut of `error` (100) and of `error_description` (300).
        echoes.append(
          (
            "form \(index) across the 100th character",
            Self.oauth(String(repeating: "e", count: 95) + shown, "x")
          ))
        for offset in [280, 290, 295, 299] {
          echoes.append(
            (
              "form \(index) at \(offset)",
              Self.oauth("invalid_grant", String(repeating: "d", count: offset) + shown)
            ))
        }
        // An echo cut short by the endpoint, ending with the start of the secret.
        echoes.append(
          (
            "form \(index) cut short",
            Self.oauth("invalid_grant", "request: " + String(shown.prefix(24)))
          ))
      }
    }
    echoes.append(("the whole form", Self.oauth("invalid_request", form)))
    echoes.append(("the whole form, decoded", Self.oauth("invalid_request", decoded)))
    echoes.append(("an echo member", #"{"error": "x", "echo": \#(Self.quoted(form))}"#))
    return echoes
  }

  static func oauth(_ error: String, _ description: String) -> String {
    #"{"error": \#(quoted(error)), "error_description": \#(quoted(description))}"#
  }

  static func quoted(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [text])
    let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast())
  }

  @Test("A token endpoint that echoes the refresh grant, every way: no secret in the error")
  func tokenEndpointEchoes() async throws {
    let user = FirestoreRESTAuthorizedUser(
      clientID: "123.apps.googleusercontent.com", clientSecret: EchoSecrets.clientSecret,
      refreshToken: EchoSecrets.refreshToken)
    // The form as the client sends it, to build the echoes from.
    let formServer = try LoopbackHTTPServer { _ in .json(400, #"{"error": "x"}"#) }
    let formUser = FirestoreRESTAuthorizedUser(
      clientID: user.clientID, clientSecret: EchoSecrets.clientSecret,
      refreshToken: EchoSecrets.refreshToken, tokenURI: formServer.baseURL)
    _ = try? await FirestoreRESTCredentials(source: formUser).accessToken()
    formServer.stop()
    let form = try #require(formServer.requests.first?.bodyText)
    #expect(form.contains("1%2F%2F0gREFRESH"))

    let echoes = Self.tokenEndpointEchoes(form)
    let index = Shared(0)
    let server = try LoopbackHTTPServer { _ in
      let number = index.update { value -> Int in
        defer { value += 1 }
        return value
      }
      return .json(400, echoes[number % echoes.count].1)
    }
    defer { server.stop() }
    let source = FirestoreRESTAuthorizedUser(
      clientID: user.clientID, clientSecret: EchoSecrets.clientSecret,
      refreshToken: EchoSecrets.refreshToken,
      tokenURI: server.baseURL.appendingPathComponent("token"))
    for (name, _) in echoes {
      let error = await #expect(throws: FirestoreRESTCredentialsError.self, "\(name)") {
        _ = try await FirestoreRESTCredentials(source: source).accessToken()
      }
      #expect(error?.kind == .tokenRequestRefused)
      expectNoSecret(in: error, "\(name)")
    }
    #expect(server.requests.count == echoes.count)
  }

  /// What Firestore, or a proxy in front of it, could send back with the access token in it:
  /// in each member of a JSON error (the message, the status, a detail's type, reason, domain,
  /// metadata and other fields), escaped, in an HTML page, straddling the 500-character cut,
  /// cut short.
  static var firestoreEchoes: [(String, Int, String)] {
    let token = EchoSecrets.accessToken
    var echoes: [(String, Int, String)] = []
    for (index, shown) in EchoSecrets.forms(token).enumerated() {
      let json = quoted(shown)
      echoes += [
        (
          "message \(index)", 403,
          #"{"error": {"code": 403, "message": \#(json), "status": "PERMISSION_DENIED"}}"#
        ),
        ("status \(index)", 400, #"{"error": {"code": 400, "message": "m", "status": \#(json)}}"#),
        (
          "detail type \(index)", 400,
          #"{"error": {"code": 400, "message": "m", "details": [{"@type": \#(json)}]}}"#
        ),
        (
          "detail reason and domain \(index)", 400,
          #"{"error": {"code": 400, "message": "m", "details": [{"@type": "t", "reason": \#(json), "domain": \#(json)}]}}"#
        ),
        (
          "detail metadata \(index)", 400,
          #"{"error": {"code": 400, "message": "m", "details": [{"@type": "t", "metadata": {\#(json): \#(json)}}]}}"#
        ),
        (
          "detail field \(index)", 400,
          #"{"error": {"code": 400, "message": "m", "details": [{"@type": "t", "fieldViolations": [{"description": \#(json)}]}]}}"#
        ),
        ("runQuery array \(index)", 400, #"[{"error": {"code": 400, "message": \#(json)}}]"#),
        (
          "HTML page \(index)", 502,
          "<html><body><p>Bad gateway for Bearer \(shown)</p></body></html>"
        ),
        ("cut short \(index)", 502, "<html>Authorization: Bearer " + String(shown.prefix(24))),
      ]
      for offset in [480, 490, 495, 499] {
        echoes.append(
          ("plain text at \(offset), \(index)", 500, String(repeating: "p", count: offset) + shown))
      }
    }
    return echoes
  }

  @Test(
    "A Firestore or proxy error that echoes the access token, every way: no secret in the error")
  func firestoreEchoes() async throws {
    let echoes = Self.firestoreEchoes
    let index = Shared(0)
    let server = try LoopbackHTTPServer { _ in
      let number = index.update { value -> Int in
        defer { value += 1 }
        return value
      }
      let (_, status, body) = echoes[number % echoes.count]
      return LoopbackHTTPServer.Response(status: status, body: Data(body.utf8))
    }
    defer { server.stop() }
    let client = FirestoreRESTClient(
      projectID: "p", baseURL: server.baseURL, transport: FirestoreRESTURLSessionTransport(),
      retryPolicy: .never, accessToken: { EchoSecrets.accessToken })
    for (name, _, _) in echoes {
      let error = await #expect(throws: FirestoreRESTError.self, "\(name)") {
        _ = try await client.get(StandInBook.self, at: "books/b")
      }
      expectNoSecret(in: error, "\(name)")
    }
    #expect(server.requests.count == echoes.count)
    #expect(server.requests.allSatisfy { $0.bearer == EchoSecrets.accessToken })
  }

  @Test("The redactor: each form, each cut, and text it cannot cut a secret out of")
  func redactor() {
    let secret = EchoSecrets.refreshToken
    for form in EchoSecrets.forms(secret) {
      let text = "before " + form + " after"
      let redacted = FirestoreRESTRedaction.redact(text, [secret])
      #expect(EchoSecrets.leaks(redacted) == nil, "\(form) → \(redacted)")
      #expect(redacted.hasPrefix("before "), "\(redacted)")
    }
    // Cut to length after redaction: no part of the secret is left at the cut.
    for offset in 0..<60 {
      let text = String(repeating: "x", count: offset) + secret + "tail"
      let redacted = FirestoreRESTRedaction.redact(text, [secret], limit: 50)
      #expect(EchoSecrets.leaks(redacted) == nil, "offset \(offset): \(redacted)")
    }
    // Short values are not secrets (the emulator's `owner`): ordinary text is kept.
    #expect(FirestoreRESTRedaction.redact("the owner is", ["owner"]) == "the owner is")
  }
}
