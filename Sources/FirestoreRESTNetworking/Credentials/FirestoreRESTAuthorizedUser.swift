public import Foundation

/// A user's refresh token (`"type": "authorized_user"`), as `gcloud auth
/// application-default login` writes it: exchanged at the token endpoint with
/// `grant_type=refresh_token`.
///
/// ```swift
/// // ~/.config/gcloud/application_default_credentials.json, found by the client itself
/// let firestore = try FirestoreRESTClient(projectID: "my-project")
/// ```
///
/// For a developer's machine: a server uses a service account or the metadata server.
public struct FirestoreRESTAuthorizedUser: FirestoreRESTTokenSource, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The OAuth client's id.
  public var clientID: String
  /// The token endpoint: the file's `token_uri`, or Google's.
  public var tokenURI: URL
  /// The project that quotas are billed to, the file's `quota_project_id`.
  public var quotaProjectID: String?
  /// Where the credentials were read from, for errors.
  public var file: String?
  private let clientSecret: String
  private let refreshToken: String

  /// A user's credentials.
  ///
  /// - Parameters:
  ///   - clientID: The OAuth client's id.
  ///   - clientSecret: The OAuth client's secret.
  ///   - refreshToken: The refresh token.
  ///   - tokenURI: The token endpoint; `nil` for Google's.
  ///   - quotaProjectID: The quota project.
  ///   - file: Where they were read from.
  public init(
    clientID: String, clientSecret: String, refreshToken: String, tokenURI: URL? = nil,
    quotaProjectID: String? = nil, file: String? = nil
  ) {
    self.clientID = clientID
    self.clientSecret = clientSecret
    self.refreshToken = refreshToken
    self.tokenURI = tokenURI ?? FirestoreRESTServiceAccount.googleTokenEndpoint
    self.quotaProjectID = quotaProjectID
    self.file = file
  }

  /// `authorized user (client ID) from FILE`: never the secret nor the token.
  public var description: String {
    "authorized user (client \(clientID))" + (file.map { " from \($0)" } ?? "")
  }

  /// The ``description``.
  public var debugDescription: String { description }

  /// A mirror without the secrets.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "clientID": clientID, "tokenURI": tokenURI, "quotaProjectID": quotaProjectID as Any,
        "file": file as Any,
      ], displayStyle: .struct)
  }

  /// Exchanges the refresh token at ``tokenURI``.
  ///
  /// - Parameters:
  ///   - transport: The transport.
  ///   - now: The current time.
  /// - Returns: The access token.
  /// - Throws: ``FirestoreRESTCredentialsError``.
  public func fetchToken(transport: any FirestoreRESTTransport, now: Date) async throws
    -> FirestoreRESTAccessToken
  {
    do {
      return try await FirestoreRESTTokenRequest.post(
        to: tokenURI,
        form: [
          ("grant_type", "refresh_token"), ("client_id", clientID),
          ("client_secret", clientSecret), ("refresh_token", refreshToken),
        ], secrets: [clientSecret, refreshToken], transport: transport, now: now)
    } catch let error as FirestoreRESTCredentialsError {
      throw FirestoreRESTServiceAccount.withFile(error, file)
    }
  }
}
