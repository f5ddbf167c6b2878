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

/// The metadata server of Google Cloud (Cloud Run, Cloud Functions, GKE, Compute Engine, App
/// Engine): the access token of the service account the workload runs as.
///
/// `GET http://HOST/computeMetadata/v1/instance/service-accounts/default/token?scopes=…` with
/// the header `Metadata-Flavor: Google`, where HOST is `GCE_METADATA_HOST` (or its older name
/// `GCE_METADATA_ROOT`) when set, as in Google's libraries, else `metadata.google.internal`.
///
/// ```swift
/// let credentials = FirestoreRESTCredentials(source: FirestoreRESTMetadataServer())
/// ```
public struct FirestoreRESTMetadataServer: FirestoreRESTTokenSource {
  /// The server's `host[:port]`.
  public var host: String
  /// The scopes asked for (the server may ignore them, as on Compute Engine, where the
  /// instance's scopes apply).
  public var scopes: [String]

  /// `metadata.google.internal`.
  public static let defaultHost = "metadata.google.internal"

  /// The metadata server an environment names.
  ///
  /// - Parameters:
  ///   - environment: Where to read `GCE_METADATA_HOST` and `GCE_METADATA_ROOT`.
  ///   - scopes: The scopes to ask for.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    scopes: [String] = FirestoreRESTServiceAccount.firestoreScopes
  ) {
    let named = [environment["GCE_METADATA_HOST"], environment["GCE_METADATA_ROOT"]]
      .lazy.compactMap { $0 }.first { !$0.isEmpty }
    self.init(host: named ?? Self.defaultHost, scopes: scopes)
  }

  /// A metadata server at a host.
  ///
  /// - Parameters:
  ///   - host: `host[:port]`.
  ///   - scopes: The scopes to ask for.
  public init(host: String, scopes: [String] = FirestoreRESTServiceAccount.firestoreScopes) {
    self.host = host
    self.scopes = scopes
  }

  /// `metadata server at HOST`.
  public var description: String { "metadata server at \(host)" }

  /// The token URL.
  public var tokenURL: URL? {
    var components = URLComponents()
    components.scheme = "http"
    let parts = host.split(separator: ":", maxSplits: 1)
    components.host = parts.first.map(String.init)
    if parts.count == 2, let port = Int(parts[1]) { components.port = port }
    components.path = "/computeMetadata/v1/instance/service-accounts/default/token"
    if !scopes.isEmpty {
      components.queryItems = [URLQueryItem(name: "scopes", value: scopes.joined(separator: ","))]
    }
    return components.url
  }

  /// Asks the server for the token of its default service account.
  ///
  /// - Parameters:
  ///   - transport: The transport.
  ///   - now: The current time.
  /// - Returns: The access token.
  /// - Throws: ``FirestoreRESTCredentialsError``: `noCredentialsFound` when no server could be
  ///   reached (not on Google Cloud), else `tokenRequestRefused` or `tokenRequestFailed`.
  public func fetchToken(transport: any FirestoreRESTTransport, now: Date) async throws
    -> FirestoreRESTAccessToken
  {
    guard let url = tokenURL else {
      throw FirestoreRESTCredentialsError(
        .noCredentialsFound, "'\(host)' is not a host for the metadata server")
    }
    let request = FirestoreRESTHTTPRequest(
      method: "GET", url: url, headers: ["Metadata-Flavor": "Google"],
      timeout: FirestoreRESTTokenRequest.timeout)
    return try await FirestoreRESTTokenRequest.send(
      request, secrets: [], transport: transport, now: now,
      unreachable: FirestoreRESTCredentialsError(
        .noCredentialsFound,
        "no credentials found: GOOGLE_APPLICATION_CREDENTIALS is not set, there is no "
          + "application default credentials file, and the metadata server at \(host) "
          + "cannot be reached (not on Google Cloud)"))
  }
}
