import Foundation

/// The token requests the sources share: a form POST to an OAuth 2 token endpoint, a GET to the
/// metadata server, and the reading of their answers — each bounded in time and size, with no
/// secret in any error.
enum FirestoreRESTTokenRequest {
  /// How long a token request may take, in seconds, whatever the transport's own timeouts: an
  /// endpoint that sends a byte every half second is given up at this point too.
  static let timeout: TimeInterval = 30

  /// The largest answer read: a token response is a few hundred bytes.
  static let maximumResponseBytes = 64 * 1_024

  /// POSTs a form to a token endpoint and reads `access_token` and `expires_in`.
  ///
  /// - Parameters:
  ///   - url: The token endpoint: `https`, or `http` on a loopback host.
  ///   - form: The form's fields, in order.
  ///   - secrets: The values no error may hold (the assertion, the refresh token, the client
  ///     secret), removed from everything the endpoint's answer contributes to an error.
  ///   - transport: The transport.
  ///   - now: The current time.
  /// - Returns: The token.
  /// - Throws: ``FirestoreRESTCredentialsError`` with no secret; `insecureURL` before any
  ///   request for a token endpoint that would receive the secrets in clear text.
  static func post(
    to url: URL, form: [(String, String)], secrets: [String],
    transport: any FirestoreRESTTransport, now: Date
  ) async throws -> FirestoreRESTAccessToken {
    do {
      try FirestoreRESTConfigurationError.checkSecure(
        url, allowsInsecureHTTP: false, what: "the token endpoint")
    } catch {
      throw FirestoreRESTCredentialsError(
        .insecureURL, "\(error)", url: describe(url))
    }
    let body = form.map { "\(formEncode($0.0))=\(formEncode($0.1))" }.joined(separator: "&")
    let request = FirestoreRESTHTTPRequest(
      method: "POST", url: url,
      headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data(body.utf8),
      timeout: timeout, maximumResponseBytes: maximumResponseBytes)
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
    let response = try await exchange(
      request, secrets: secrets, transport: transport, unreachable: unreachable)
    let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    guard (200..<300).contains(response.status) else {
      // Only the OAuth 2 error fields are kept, each redacted before it is cut: an endpoint's
      // body may echo the request, in any encoding.
      var message = "refused"
      if let code = object?["error"] as? String {
        message += ": \(FirestoreRESTRedaction.redact(code, secrets, limit: 100))"
      }
      if let text = object?["error_description"] as? String {
        message += " (\(FirestoreRESTRedaction.redact(text, secrets, limit: 300)))"
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

  /// Sends a request within its timeout and returns the response, a 3xx refused.
  ///
  /// - Throws: ``FirestoreRESTCredentialsError``: `unreachable` when the request could not be
  ///   sent at all; `tokenRequestFailed` for no answer within the timeout, a transport error or
  ///   a response too large; `tokenRequestRefused` for a redirect, which is not followed (the
  ///   request carries secrets).
  static func exchange(
    _ request: FirestoreRESTHTTPRequest, secrets: [String],
    transport: any FirestoreRESTTransport,
    unreachable: FirestoreRESTCredentialsError? = nil
  ) async throws -> FirestoreRESTHTTPResponse {
    let endpoint = describe(request.url)
    let seconds = request.timeout ?? timeout
    let response: FirestoreRESTHTTPResponse?
    do {
      response = try await FirestoreRESTTimeLimit.run(within: seconds) {
        try await transport.send(request)
      }
    } catch let error as CancellationError {
      throw error
    } catch {
      try Task.checkCancellation()
      if let unreachable, transport.requestWasNotSent(failingWith: error) {
        throw unreachable
      }
      throw FirestoreRESTCredentialsError(
        .tokenRequestFailed, "no answer: \(FirestoreRESTRedaction.redact("\(error)", secrets))",
        url: endpoint)
    }
    guard let response else {
      try Task.checkCancellation()
      throw unreachable.map { timedOut($0, after: seconds) }
        ?? FirestoreRESTCredentialsError(
          .tokenRequestFailed, "no complete answer within \(format(seconds)) s", url: endpoint)
    }
    if (300..<400).contains(response.status) {
      let host = response.header("Location").flatMap {
        URL(string: $0, relativeTo: request.url)?.host
      }
      throw FirestoreRESTCredentialsError(
        .tokenRequestRefused,
        "redirected to \(host ?? "an unnamed host"), which is not followed: a token request "
          + "carries credentials", url: endpoint, httpStatus: response.status)
    }
    return response
  }

  /// The error of a server that could not be reached, saying how long it was given.
  private static func timedOut(_ error: FirestoreRESTCredentialsError, after seconds: TimeInterval)
    -> FirestoreRESTCredentialsError
  {
    var error = error
    error.message += " (no answer within \(format(seconds)) s)"
    return error
  }

  static func format(_ seconds: TimeInterval) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }

  /// The URL without its query, for errors.
  static func describe(_ url: URL) -> String {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    components?.query = nil
    return components?.string ?? url.absoluteString
  }

  /// `application/x-www-form-urlencoded`: everything but unreserved characters is escaped.
  static func formEncode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  /// RFC 3986's unreserved characters: ASCII letters and digits, `-`, `.`, `_` and `~`.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
