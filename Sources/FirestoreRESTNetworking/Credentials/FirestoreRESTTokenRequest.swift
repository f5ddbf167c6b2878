import Foundation

/// The token requests the sources share: a form POST to an OAuth 2 token endpoint, a GET to the
/// metadata server, and the reading of their answers — with no secret in any error.
enum FirestoreRESTTokenRequest {
  /// How long a token request may take, in seconds.
  static let timeout: TimeInterval = 30

  /// POSTs a form to a token endpoint and reads `access_token` and `expires_in`.
  ///
  /// - Parameters:
  ///   - url: The token endpoint.
  ///   - form: The form's fields, in order.
  ///   - secrets: The values no error may hold (the assertion, the refresh token, the client
  ///     secret), removed from the endpoint's `error_description`.
  ///   - transport: The transport.
  ///   - now: The current time.
  /// - Returns: The token.
  /// - Throws: ``FirestoreRESTCredentialsError`` with no secret.
  static func post(
    to url: URL, form: [(String, String)], secrets: [String],
    transport: any FirestoreRESTTransport, now: Date
  ) async throws -> FirestoreRESTAccessToken {
    let body = form.map { "\(formEncode($0.0))=\(formEncode($0.1))" }.joined(separator: "&")
    let request = FirestoreRESTHTTPRequest(
      method: "POST", url: url,
      headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data(body.utf8),
      timeout: timeout)
    return try await send(request, secrets: secrets, transport: transport, now: now)
  }

  /// Sends a token request and reads its answer.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - secrets: The values no error may hold.
  ///   - transport: The transport.
  ///   - now: The current time.
  ///   - unreachable: The error to throw when the request could not be sent at all.
  /// - Returns: The token.
  /// - Throws: ``FirestoreRESTCredentialsError`` with no secret.
  static func send(
    _ request: FirestoreRESTHTTPRequest, secrets: [String],
    transport: any FirestoreRESTTransport, now: Date,
    unreachable: FirestoreRESTCredentialsError? = nil
  ) async throws -> FirestoreRESTAccessToken {
    let endpoint = describe(request.url)
    let response: FirestoreRESTHTTPResponse
    do {
      response = try await transport.send(request)
    } catch let error as CancellationError {
      throw error
    } catch {
      try Task.checkCancellation()
      if let unreachable, transport.requestWasNotSent(failingWith: error) {
        throw unreachable
      }
      throw FirestoreRESTCredentialsError(
        .tokenRequestFailed, "no answer: \(scrub("\(error)", secrets))", url: endpoint)
    }
    let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    guard (200..<300).contains(response.status) else {
      // Only the OAuth 2 error fields are kept: an endpoint's body may echo the request.
      var message = "refused"
      if let code = object?["error"] as? String {
        message += ": \(scrub(String(code.prefix(100)), secrets))"
      }
      if let text = object?["error_description"] as? String {
        message += " (\(scrub(String(text.prefix(300)), secrets)))"
      }
      throw FirestoreRESTCredentialsError(
        .tokenRequestRefused, message, url: endpoint, httpStatus: response.status)
    }
    guard let object, let token = object["access_token"] as? String, !token.isEmpty else {
      throw FirestoreRESTCredentialsError(
        .malformedTokenResponse, "the answer has no 'access_token' string", url: endpoint,
        httpStatus: response.status)
    }
    let expiresIn = (object["expires_in"] as? NSNumber)?.doubleValue
    return FirestoreRESTAccessToken(
      value: token, expiresAt: expiresIn.map { now.addingTimeInterval($0) })
  }

  /// The URL without its query, for errors.
  static func describe(_ url: URL) -> String {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    components?.query = nil
    return components?.string ?? url.absoluteString
  }

  static func scrub(_ text: String, _ secrets: [String]) -> String {
    secrets.filter { !$0.isEmpty }.reduce(text) {
      $0.replacingOccurrences(of: $1, with: "<redacted>")
    }
  }

  /// `application/x-www-form-urlencoded`: everything but unreserved characters is escaped.
  static func formEncode(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }
}
