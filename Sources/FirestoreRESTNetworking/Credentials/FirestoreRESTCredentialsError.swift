import Foundation

/// Why no access token could be had: a credentials file that is missing, malformed or of a
/// type the client does not know, a token endpoint or metadata server that refused or did not
/// answer, a key that could not sign.
///
/// Its ``description`` names the file and the field, or the endpoint, and never holds a secret
/// — no private key, refresh token, client secret, assertion or access token, and only the
/// `error` and `error_description` of a token endpoint's answer, with every form of every
/// secret cut out of them (raw, form-encoded, JSON-escaped, percent-decoded) before they are cut
/// to length:
///
/// ```swift
/// do {
///     _ = try FirestoreRESTCredentialsFile.load(path: "key.json", signer: signer)
/// } catch let error as FirestoreRESTCredentialsError {
///     print(error)  // key.json: the field 'client_email' is missing; a service_account key has …
/// }
/// ```
public struct FirestoreRESTCredentialsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The file could not be read.
    case unreadableFile
    /// The file is not a JSON object, or a field is missing or of the wrong type.
    case malformedFile
    /// The file's `type` is not `service_account` nor `authorized_user`.
    case unsupportedType
    /// A `service_account` key and no signer for it on this platform.
    case signerRequired
    /// The private key could not be read or could not sign.
    case signingFailed
    /// The token endpoint or the metadata server answered with an error.
    case tokenRequestRefused
    /// The token endpoint or the metadata server did not answer.
    case tokenRequestFailed
    /// The token endpoint's or metadata server's answer has no usable token.
    case malformedTokenResponse
    /// No credentials file was named or found, and no metadata server answered.
    case noCredentialsFound
    /// A token endpoint that would receive credentials in clear text: `http` on a host that is
    /// not a loopback address.
    case insecureURL
  }

  /// What went wrong.
  public var kind: Kind
  /// The credentials file concerned, if any.
  public var file: String?
  /// The field of the file concerned, such as `private_key`.
  public var field: String?
  /// The URL of the token request concerned, if any.
  public var url: String?
  /// The HTTP status of a refused token request.
  public var httpStatus: Int?
  /// What went wrong, in words, with no secret.
  public var message: String

  /// An error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - message: What went wrong, in words, with no secret.
  ///   - file: The file concerned.
  ///   - field: The field concerned.
  ///   - url: The URL of the token request concerned.
  ///   - httpStatus: The HTTP status of a refused token request.
  public init(
    _ kind: Kind, _ message: String, file: String? = nil, field: String? = nil,
    url: String? = nil, httpStatus: Int? = nil
  ) {
    self.kind = kind
    self.message = message
    self.file = file
    self.field = field
    self.url = url
    self.httpStatus = httpStatus
  }

  /// Whether trying again later may succeed: a token request that got no answer, or an answer
  /// of HTTP 408, 429 or 5xx.
  public var isRetryable: Bool {
    switch kind {
    case .tokenRequestFailed: true
    case .tokenRequestRefused:
      httpStatus.map { $0 == 408 || $0 == 429 || (500..<600).contains($0) } ?? false
    default: false
    }
  }

  /// `FILE: the field 'FIELD' …`, or `token request to URL refused (HTTP 400): …`.
  public var description: String {
    var text = ""
    if let file {
      text += "\(file): "
    }
    if let url {
      text += "token request to \(url)"
      text += httpStatus.map { " (HTTP \($0))" } ?? ""
      text += ": "
    }
    return text + message
  }
}
