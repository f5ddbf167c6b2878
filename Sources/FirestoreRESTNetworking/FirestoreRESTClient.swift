public import FirestoreRESTCoding
public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// An async client for Cloud Firestore's REST API, coding documents with
/// `FirestoreRESTEncoder` and `FirestoreRESTDecoder`.
///
/// ```swift
/// let firestore = try FirestoreRESTClient(projectID: "my-project")
/// let reference = try await firestore.create(book, in: "books")
/// let stored = try await firestore.get(Book.self, at: reference.path)
/// ```
///
/// ``init(projectID:databaseID:environment:transport:retryPolicy:signer:)`` finds the
/// credentials as Google's clients do: the emulator when `FIRESTORE_EMULATOR_HOST` is set (with
/// the token `owner`, which bypasses security rules); else the file
/// `GOOGLE_APPLICATION_CREDENTIALS` names or `gcloud`'s application default credentials (a
/// service account's key or a user's refresh token); else the metadata server of Google Cloud.
/// Tokens are cached and refreshed before they expire (``FirestoreRESTCredentials``).
///
/// Each call is retried with backoff on the codes Google's clients retry, within a deadline
/// (``FirestoreRESTRetryPolicy``); cancelling the task cancels the HTTP request at once. Requests
/// go through a ``FirestoreRESTTransport``: `URLSession` by default, or your server's HTTP client.
///
/// Errors from the server, and requests that got no answer, are ``FirestoreRESTError``s with a
/// typed ``FirestoreRESTError/code``, the call's method and path; credentials that could not
/// give a token are ``FirestoreRESTCredentialsError``s.
public struct FirestoreRESTClient: Sendable {
  /// The project's id.
  public let projectID: String
  /// The database's id.
  public let databaseID: String
  /// The API's root: `https://firestore.googleapis.com`, or the emulator's.
  public let baseURL: URL
  /// The encoder for documents written.
  public var encoder = FirestoreRESTEncoder()
  /// The decoder for documents read.
  public var decoder = FirestoreRESTDecoder()
  /// When and how failed calls are sent again, and each call's deadline.
  public var retryPolicy: FirestoreRESTRetryPolicy
  /// What sends the HTTP requests.
  public let transport: any FirestoreRESTTransport
  /// The largest response body a call accepts, in bytes: 64 MiB by default.
  ///
  /// A document is at most 1 MiB, so the default holds a page of 64 documents of the largest
  /// size, or thousands of ordinary ones. A larger response stops being read at the limit and
  /// the call throws ``FirestoreRESTError`` `RESOURCE_EXHAUSTED`, not retried, whose
  /// ``FirestoreRESTError/transportError`` is
  /// ``FirestoreRESTTransportError/Kind/responseTooLarge(limit:)``. Read large results a page at
  /// a time (``documents(_:matching:pageSize:)``); `runQuery` of a query with no limit already
  /// does.
  public var maximumResponseBytes = 64 << 20
  /// Whether ``baseURL`` may be plain `http` on a host that is not a loopback address.
  ///
  /// `false` by default, for the access token would cross the network in clear text. For tests against
  /// a stand-in on another host; the emulator named by `FIRESTORE_EMULATOR_HOST` needs no such
  /// permission (its token is the fixed `owner`).
  public var allowsInsecureHTTP = false

  let authorization: Authorization
  /// Why the client cannot send anything, when its configuration is refused: thrown by every
  /// call, before any request.
  let configurationError: FirestoreRESTConfigurationError?

  /// Production: `https://firestore.googleapis.com`.
  public static let productionURL: URL = {
    guard let url = URL(string: "https://firestore.googleapis.com") else {
      preconditionFailure("The production URL does not parse")
    }
    return url
  }()

  /// A client with Application Default Credentials: the emulator, a credentials file, or the
  /// metadata server, in the order Google's clients look for them.
  ///
  /// ```swift
  /// // Cloud Run, GKE, Compute Engine: the metadata server's token.
  /// // Elsewhere: GOOGLE_APPLICATION_CREDENTIALS=/path/to/key.json
  /// // Tests: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080
  /// let firestore = try FirestoreRESTClient(projectID: "my-project")
  /// ```
  ///
  /// 1. `FIRESTORE_EMULATOR_HOST` (`127.0.0.1:8080`): the emulator, with the token `owner`.
  /// 2. `GOOGLE_APPLICATION_CREDENTIALS`: the file it names, a `service_account` key or an
  ///    `authorized_user`.
  /// 3. `gcloud`'s file, `~/.config/gcloud/application_default_credentials.json` (under
  ///    `CLOUDSDK_CONFIG` when set), when it exists.
  /// 4. The metadata server, `metadata.google.internal` (or `GCE_METADATA_HOST`), asked when
  ///    the first call needs a token.
  ///
  /// - Parameters:
  ///   - projectID: The project's id.
  ///   - databaseID: The database's id.
  ///   - environment: Where to read the variables above and `HOME`.
  ///   - transport: What sends the requests, the token requests included.
  ///   - retryPolicy: When and how failed calls are sent again.
  ///   - signer: Signs a service account's assertion; `nil` for the platform's (Security on
  ///     Apple platforms; on Linux a `service_account` key needs one).
  /// - Throws: ``FirestoreRESTConfigurationError`` when `FIRESTORE_EMULATOR_HOST` is not
  ///   `host:port`; ``FirestoreRESTCredentialsError`` when a credentials file is named or found
  ///   and cannot be read, is malformed (naming the file and the field), or is a service
  ///   account with no signer.
  public init(
    projectID: String, databaseID: String = "(default)",
    environment: [String: String] = ProcessInfo.processInfo.environment,
    transport: any FirestoreRESTTransport = FirestoreRESTURLSessionTransport(),
    retryPolicy: FirestoreRESTRetryPolicy = .default,
    signer: (any FirestoreRESTServiceAccountSigner)? = nil
  ) throws {
    if let url = try Self.emulatorURL(environment) {
      self.init(
        projectID: projectID, databaseID: databaseID, baseURL: url, transport: transport,
        retryPolicy: retryPolicy, authorization: .emulator)
    } else {
      let credentials = FirestoreRESTCredentials(
        source: try FirestoreRESTCredentialsFile.applicationDefault(
          environment: environment, signer: signer),
        transport: transport, clock: retryPolicy.clock)
      self.init(
        projectID: projectID, databaseID: databaseID, baseURL: Self.productionURL,
        transport: transport, retryPolicy: retryPolicy,
        authorization: .credentials(credentials))
    }
  }

  /// A client with credentials of your choosing.
  ///
  /// ```swift
  /// let credentials = FirestoreRESTCredentials(source: FirestoreRESTMetadataServer())
  /// let firestore = FirestoreRESTClient(projectID: "my-project", credentials: credentials)
  /// ```
  ///
  /// - Parameters:
  ///   - projectID: The project's id.
  ///   - databaseID: The database's id.
  ///   - baseURL: The API's root.
  ///   - transport: What sends the requests.
  ///   - retryPolicy: When and how failed calls are sent again.
  ///   - credentials: The access tokens; refreshed once when the service answers
  ///     `UNAUTHENTICATED`.
  public init(
    projectID: String, databaseID: String = "(default)", baseURL: URL = productionURL,
    transport: any FirestoreRESTTransport = FirestoreRESTURLSessionTransport(),
    retryPolicy: FirestoreRESTRetryPolicy = .default, credentials: FirestoreRESTCredentials
  ) {
    self.init(
      projectID: projectID, databaseID: databaseID, baseURL: baseURL, transport: transport,
      retryPolicy: retryPolicy, authorization: .credentials(credentials))
  }

  /// A client that asks a closure of yours for the access token before each request.
  ///
  /// ```swift
  /// let firestore = FirestoreRESTClient(
  ///     projectID: "my-project", baseURL: FirestoreRESTClient.productionURL,
  ///     transport: FirestoreRESTURLSessionTransport()) { try await myTokens.current() }
  /// ```
  ///
  /// - Parameters:
  ///   - projectID: The project's id.
  ///   - databaseID: The database's id.
  ///   - baseURL: The API's root.
  ///   - transport: What sends the requests.
  ///   - retryPolicy: When and how failed calls are sent again.
  ///   - accessToken: Returns the OAuth 2 access token sent as `Authorization: Bearer …`, or
  ///     `nil` to send none; called before each request. Cache it yourself.
  public init(
    projectID: String, databaseID: String = "(default)", baseURL: URL,
    transport: any FirestoreRESTTransport, retryPolicy: FirestoreRESTRetryPolicy = .default,
    accessToken: @escaping @Sendable () async throws -> String?
  ) {
    self.init(
      projectID: projectID, databaseID: databaseID, baseURL: baseURL, transport: transport,
      retryPolicy: retryPolicy, authorization: .closure(accessToken))
  }

  /// A client for a project's database, over a `URLSession`, with your access tokens.
  ///
  /// - Parameters:
  ///   - projectID: The project's id.
  ///   - databaseID: The database's id.
  ///   - baseURL: The API's root.
  ///   - session: The URL session; `nil` for the transport's own
  ///     (``FirestoreRESTURLSessionTransport/init()``).
  ///   - accessToken: Returns the OAuth 2 access token sent as `Authorization: Bearer …`, or
  ///     `nil` to send none; called before each request.
  public init(
    projectID: String, databaseID: String = "(default)", baseURL: URL,
    session: URLSession? = nil,
    accessToken: @escaping @Sendable () async throws -> String?
  ) {
    self.init(
      projectID: projectID, databaseID: databaseID, baseURL: baseURL,
      transport: session.map(FirestoreRESTURLSessionTransport.init(session:))
        ?? FirestoreRESTURLSessionTransport(),
      accessToken: accessToken)
  }

  /// A client for production with your access tokens, or for the emulator when the
  /// environment names one in `FIRESTORE_EMULATOR_HOST`.
  ///
  /// A `FIRESTORE_EMULATOR_HOST` that is not `host:port` makes every call throw
  /// ``FirestoreRESTConfigurationError`` before any request.
  ///
  /// - Parameters:
  ///   - projectID: The project's id.
  ///   - databaseID: The database's id.
  ///   - environment: The environment to read `FIRESTORE_EMULATOR_HOST` from.
  ///   - session: The URL session; `nil` for the transport's own.
  ///   - accessToken: The access token for production; the emulator gets `owner`.
  public init(
    projectID: String, databaseID: String = "(default)",
    environment: [String: String] = ProcessInfo.processInfo.environment,
    session: URLSession? = nil,
    accessToken: @escaping @Sendable () async throws -> String?
  ) {
    let transport =
      session.map(FirestoreRESTURLSessionTransport.init(session:))
      ?? FirestoreRESTURLSessionTransport()
    do {
      if let url = try Self.emulatorURL(environment) {
        self.init(
          projectID: projectID, databaseID: databaseID, baseURL: url, transport: transport,
          retryPolicy: .default, authorization: .emulator)
      } else {
        self.init(
          projectID: projectID, databaseID: databaseID, baseURL: Self.productionURL,
          transport: transport, accessToken: accessToken)
      }
    } catch {
      // Never production with the caller's token instead of the emulator that was asked for.
      self.init(
        projectID: projectID, databaseID: databaseID, baseURL: Self.productionURL,
        transport: transport, retryPolicy: .default, authorization: .emulator,
        configurationError: error as? FirestoreRESTConfigurationError)
    }
  }

  init(
    projectID: String, databaseID: String, baseURL: URL, transport: any FirestoreRESTTransport,
    retryPolicy: FirestoreRESTRetryPolicy, authorization: Authorization,
    configurationError: FirestoreRESTConfigurationError? = nil
  ) {
    self.projectID = projectID
    self.databaseID = databaseID
    self.baseURL = baseURL
    self.transport = transport
    self.retryPolicy = retryPolicy
    self.authorization = authorization
    self.configurationError = configurationError
  }

  /// `http://HOST:PORT` when `FIRESTORE_EMULATOR_HOST` is set, `nil` when it is not.
  ///
  /// - Throws: ``FirestoreRESTConfigurationError`` when the variable is not `host:port` — a
  ///   host name, an IPv4 address or a bracketed IPv6 address, and a port from 1 to 65535 — as
  ///   Google's clients read it (`https://x` is not a host).
  static func emulatorURL(_ environment: [String: String]) throws -> URL? {
    guard let value = environment["FIRESTORE_EMULATOR_HOST"], !value.isEmpty else { return nil }
    guard let colon = value.lastIndex(of: ":"),
      let port = Int(value[value.index(after: colon)...]), (1...65_535).contains(port),
      value[value.index(after: colon)...].allSatisfy(\.isASCII)
    else {
      throw FirestoreRESTConfigurationError(.invalidEmulatorHost(value))
    }
    let host = value[..<colon]
    let isIPv6 =
      host.hasPrefix("[") && host.hasSuffix("]") && host.count > 2
      && host.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    let isName =
      !host.isEmpty && host.first != "-" && host.first != "."
      && host.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "." }
    guard isIPv6 || isName, let url = URL(string: "http://\(host):\(port)") else {
      throw FirestoreRESTConfigurationError(.invalidEmulatorHost(value))
    }
    return url
  }

  /// Throws when the client must send nothing: a refused configuration, or a `baseURL` that
  /// would send the access token in clear text.
  func checkConfiguration() throws {
    if let configurationError { throw configurationError }
    guard case .emulator = authorization else {
      try FirestoreRESTConfigurationError.checkSecure(
        baseURL, allowsInsecureHTTP: allowsInsecureHTTP, what: "the base URL")
      return
    }
  }

  /// Where the access token of each request comes from.
  enum Authorization: Sendable {
    /// The emulator named by `FIRESTORE_EMULATOR_HOST`: the token `owner`, which it accepts
    /// from anyone (no secret).
    case emulator
    /// The caller's closure.
    case closure(@Sendable () async throws -> String?)
    /// Cached, refreshed credentials.
    case credentials(FirestoreRESTCredentials)

    func token() async throws -> String? {
      switch self {
      case .emulator: "owner"
      case .closure(let closure): try await closure()
      case .credentials(let credentials): try await credentials.accessToken()
      }
    }

    /// Drops a refused token; `true` when the next ``token()`` may differ.
    func invalidate(_ token: String) async -> Bool {
      guard case .credentials(let credentials) = self else { return false }
      return await credentials.invalidate(token)
    }
  }
}
