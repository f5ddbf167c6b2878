public import DateCoding
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

  let authorization: Authorization

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
  /// - Throws: ``FirestoreRESTCredentialsError`` when a credentials file is named or found and
  ///   cannot be read, is malformed (naming the file and the field), or is a service account
  ///   with no signer.
  public init(
    projectID: String, databaseID: String = "(default)",
    environment: [String: String] = ProcessInfo.processInfo.environment,
    transport: any FirestoreRESTTransport = URLSessionTransport(),
    retryPolicy: FirestoreRESTRetryPolicy = .default,
    signer: (any FirestoreRESTServiceAccountSigner)? = nil
  ) throws {
    if let url = Self.emulatorURL(environment) {
      self.init(
        projectID: projectID, databaseID: databaseID, baseURL: url, transport: transport,
        retryPolicy: retryPolicy, authorization: .fixed("owner"))
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
    transport: any FirestoreRESTTransport = URLSessionTransport(),
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
  ///     transport: URLSessionTransport()) { try await myTokens.current() }
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
  ///   - session: The URL session.
  ///   - accessToken: Returns the OAuth 2 access token sent as `Authorization: Bearer …`, or
  ///     `nil` to send none; called before each request.
  public init(
    projectID: String, databaseID: String = "(default)", baseURL: URL,
    session: URLSession = .shared,
    accessToken: @escaping @Sendable () async throws -> String?
  ) {
    self.init(
      projectID: projectID, databaseID: databaseID, baseURL: baseURL,
      transport: URLSessionTransport(session: session), accessToken: accessToken)
  }

  /// A client for production with your access tokens, or for the emulator when the
  /// environment names one in `FIRESTORE_EMULATOR_HOST`.
  ///
  /// - Parameters:
  ///   - projectID: The project's id.
  ///   - databaseID: The database's id.
  ///   - environment: The environment to read `FIRESTORE_EMULATOR_HOST` from.
  ///   - session: The URL session.
  ///   - accessToken: The access token for production; the emulator gets `owner`.
  public init(
    projectID: String, databaseID: String = "(default)",
    environment: [String: String] = ProcessInfo.processInfo.environment,
    session: URLSession = .shared,
    accessToken: @escaping @Sendable () async throws -> String?
  ) {
    let transport = URLSessionTransport(session: session)
    if let url = Self.emulatorURL(environment) {
      self.init(
        projectID: projectID, databaseID: databaseID, baseURL: url, transport: transport,
        retryPolicy: .default, authorization: .fixed("owner"))
    } else {
      self.init(
        projectID: projectID, databaseID: databaseID, baseURL: Self.productionURL,
        transport: transport, accessToken: accessToken)
    }
  }

  init(
    projectID: String, databaseID: String, baseURL: URL, transport: any FirestoreRESTTransport,
    retryPolicy: FirestoreRESTRetryPolicy, authorization: Authorization
  ) {
    self.projectID = projectID
    self.databaseID = databaseID
    self.baseURL = baseURL
    self.transport = transport
    self.retryPolicy = retryPolicy
    self.authorization = authorization
  }

  /// `http://HOST` when `FIRESTORE_EMULATOR_HOST` names a host.
  static func emulatorURL(_ environment: [String: String]) -> URL? {
    guard let host = environment["FIRESTORE_EMULATOR_HOST"], !host.isEmpty else { return nil }
    return URL(string: "http://\(host)")
  }

  /// Where the access token of each request comes from.
  enum Authorization: Sendable {
    /// The same token every time: the emulator's `owner`.
    case fixed(String)
    /// The caller's closure.
    case closure(@Sendable () async throws -> String?)
    /// Cached, refreshed credentials.
    case credentials(FirestoreRESTCredentials)

    func token() async throws -> String? {
      switch self {
      case .fixed(let token): token
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

  // MARK: References

  /// The reference of the document at `path` in this client's database.
  ///
  /// - Parameter path: `"books/hitchhiker"`.
  /// - Returns: The reference.
  /// - Throws: `FirestoreRESTReference.InvalidName` when `path` is not a document's.
  public func reference(_ path: String) throws -> FirestoreRESTReference {
    try FirestoreRESTReference(projectID: projectID, databaseID: databaseID, path: path)
  }

  // MARK: Reading

  /// Reads a document.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - path: The document's path, `"books/hitchhiker"`.
  /// - Returns: The document.
  /// - Throws: ``FirestoreRESTError`` (`NOT_FOUND` when there is none), or `DecodingError`.
  public func get<T: Decodable>(_ type: T.Type, at path: String) async throws
    -> FirestoreRESTDocument<T>
  {
    let data = try await send("GET", documentsURL(path), idempotent: true)
    return try decoder.decodeDocument(type, from: data)
  }

  /// Reads a document's fields as typed REST values, without a model.
  ///
  /// - Parameter path: The document's path.
  /// - Returns: The fields with the document's reference and times.
  /// - Throws: ``FirestoreRESTError``, or `DecodingError`.
  public func getFields(at path: String) async throws
    -> FirestoreRESTDocument<[String: FirestoreRESTValue]>
  {
    try decoder.decodeFields(from: try await send("GET", documentsURL(path), idempotent: true))
  }

  /// Reads a document, or `nil` when there is none.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - path: The document's path.
  /// - Returns: The document, or `nil`.
  /// - Throws: ``FirestoreRESTError`` other than `NOT_FOUND`, or `DecodingError`.
  public func getIfPresent<T: Decodable>(_ type: T.Type, at path: String) async throws
    -> FirestoreRESTDocument<T>?
  {
    do {
      return try await get(type, at: path)
    } catch let error as FirestoreRESTError where error.status == "NOT_FOUND" {
      return nil
    }
  }

  /// Reads several documents in one request.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - paths: The documents' paths.
  /// - Returns: One result per document, `found` or `missing`.
  /// - Throws: ``FirestoreRESTError``, or `DecodingError`.
  public func batchGet<T: Decodable>(_ type: T.Type, at paths: [String]) async throws
    -> [FirestoreRESTBatchGetResult<T>]
  {
    let body = try JSONEncoder().encode(["documents": try paths.map { try reference($0).name }])
    let data = try await send(
      "POST", documentsURL("", verb: "batchGet"), body: body, idempotent: true)
    return try decoder.decodeBatchGetResponse(type, from: data)
  }

  /// Runs a structured query.
  ///
  /// The query is any `Encodable` with the shape of the REST API's `StructuredQuery`; use
  /// `FirestoreRESTValue` for its values:
  ///
  /// ```swift
  /// struct Query: Encodable {
  ///     struct Collection: Encodable { var collectionId: String }
  ///     var from = [Collection(collectionId: "books")]
  ///     var `where`: Filter
  /// }
  /// struct Filter: Encodable {
  ///     var fieldFilter: FieldFilter
  /// }
  /// struct FieldFilter: Encodable {
  ///     struct Field: Encodable { var fieldPath: String }
  ///     var field: Field
  ///     var op = "GREATER_THAN"
  ///     var value: FirestoreRESTValue
  /// }
  /// let long = try await firestore.runQuery(
  ///     Book.self,
  ///     query: Query(where: Filter(fieldFilter: .init(field: .init(fieldPath: "numberOfPages"), value: .integer(500)))))
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - query: The structured query.
  ///   - parentPath: The document under which to query, `""` for the database's root.
  /// - Returns: The documents found.
  /// - Throws: ``FirestoreRESTError``, `EncodingError` or `DecodingError`.
  public func runQuery<T: Decodable>(
    _ type: T.Type, query: some Encodable, under parentPath: String = ""
  ) async throws -> [FirestoreRESTDocument<T>] {
    let queryJSON = try JSONEncoder().encode(query)
    var body = Data(#"{"structuredQuery":"#.utf8)
    body.append(queryJSON)
    body.append(UInt8(ascii: "}"))
    let data = try await send(
      "POST", documentsURL(parentPath, verb: "runQuery"), body: body, idempotent: true)
    return try decoder.decodeRunQueryResponse(type, from: data)
  }

  /// Lists one page of a collection's documents.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - collectionPath: The collection's path, `"books"` or `"books/a/reviews"`.
  ///   - pageSize: The most documents to return.
  ///   - pageToken: The previous page's `nextPageToken`.
  /// - Returns: The page.
  /// - Throws: ``FirestoreRESTError``, or `DecodingError`.
  public func list<T: Decodable>(
    _ type: T.Type, in collectionPath: String, pageSize: Int? = nil, pageToken: String? = nil
  ) async throws -> FirestoreRESTDocumentPage<T> {
    var components = URLComponents(
      url: documentsURL(collectionPath), resolvingAgainstBaseURL: false)
    var items: [URLQueryItem] = []
    if let pageSize { items.append(URLQueryItem(name: "pageSize", value: String(pageSize))) }
    if let pageToken { items.append(URLQueryItem(name: "pageToken", value: pageToken)) }
    components?.queryItems = items.isEmpty ? nil : items
    guard let url = components?.url else {
      throw FirestoreRESTError(
        httpStatus: 0, code: nil, status: "INVALID_ARGUMENT",
        message: "No URL for \(collectionPath)")
    }
    return try decoder.decodeListResponse(type, from: try await send("GET", url, idempotent: true))
  }

  // MARK: Writing

  /// Creates a document; it must not exist.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - collectionPath: The collection's path.
  ///   - documentID: The id; `nil` makes a random 20-character one, as Firebase's SDKs do.
  /// - Returns: The new document's reference.
  /// - Throws: ``FirestoreRESTError`` (`ALREADY_EXISTS`), or `EncodingError`.
  @discardableResult
  public func create<T: Encodable>(
    _ value: T, in collectionPath: String, documentID: String? = nil
  ) async throws -> FirestoreRESTReference {
    let reference = try reference("\(collectionPath)/\(documentID ?? Self.randomID())")
    try await commit([
      try encoder.write(value, to: reference, precondition: .exists(false))
    ])
    return reference
  }

  /// Writes a document whole, creating it or replacing every field.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  /// - Returns: The commit's result.
  /// - Throws: ``FirestoreRESTError``, or `EncodingError`.
  @discardableResult
  public func set<T: Encodable>(_ value: T, at path: String) async throws
    -> FirestoreRESTCommitResult
  {
    try await commit([try encoder.write(value, to: try reference(path))])
  }

  /// Updates the fields a model writes in an existing document.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  ///   - mask: Which fields to replace: by default each top-level field the model writes.
  /// - Returns: The commit's result.
  /// - Throws: ``FirestoreRESTError`` (`NOT_FOUND` when there is no document), or
  ///   `EncodingError`.
  @discardableResult
  public func update<T: Encodable>(
    _ value: T, at path: String, mask: FirestoreRESTWrite.Mask = .topLevelFields
  ) async throws -> FirestoreRESTCommitResult {
    try await commit([
      try encoder.write(value, to: try reference(path), mask: mask, precondition: .exists(true))
    ])
  }

  /// Deletes a document; deleting one that does not exist succeeds.
  ///
  /// - Parameter path: The document's path.
  /// - Throws: ``FirestoreRESTError``.
  public func delete(at path: String) async throws {
    try await commit([FirestoreRESTWrite(.delete(try reference(path)))])
  }

  /// Applies writes atomically.
  ///
  /// - Parameter writes: The writes.
  /// - Returns: The commit's time and each write's update time.
  /// - Throws: ``FirestoreRESTError``.
  @discardableResult
  public func commit(_ writes: [FirestoreRESTWrite]) async throws -> FirestoreRESTCommitResult {
    var body = Data(#"{"writes":["#.utf8)
    for (index, write) in writes.enumerated() {
      if index > 0 { body.append(UInt8(ascii: ",")) }
      body.append(write.json)
    }
    body.append(contentsOf: Array("]}".utf8))
    let data = try await send(
      "POST", documentsURL("", verb: "commit"), body: body, idempotent: false)
    return try FirestoreRESTCommitResult(json: data)
  }

  // MARK: Transport

  func documentsURL(_ path: String, verb: String? = nil) -> URL {
    var text = baseURL.absoluteString
    if text.hasSuffix("/") { text.removeLast() }
    text += "/v1/projects/\(Self.escape(projectID))/databases/\(Self.escape(databaseID))/documents"
    if !path.isEmpty {
      text +=
        "/"
        + path.split(separator: "/", omittingEmptySubsequences: false)
        .map { Self.escape(String($0)) }.joined(separator: "/")
    }
    if let verb { text += ":" + verb }
    // Every segment is percent-encoded, so the text is a valid URL.
    return URL(string: text) ?? baseURL
  }

  private static let segmentCharacters: CharacterSet = {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/;:?#[]@")
    return allowed
  }()

  static func escape(_ segment: String) -> String {
    segment.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? segment
  }

  static func randomID() -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<20).map { _ in alphabet[Int.random(in: 0..<alphabet.count)] })
  }
}

/// The result of a `commit`.
public struct FirestoreRESTCommitResult: Hashable, Sendable {
  /// When the writes were applied: the time every server timestamp of them received.
  public var commitTime: Timestamp?
  /// Each write's document update time, in the order of the writes (`nil` for a delete).
  public var updateTimes: [Timestamp?]

  init(json: Data) throws {
    struct Response: Decodable {
      struct WriteResult: Decodable { var updateTime: String? }
      var writeResults: [WriteResult]?
      var commitTime: String?
    }
    let response = try JSONDecoder().decode(Response.self, from: json)
    func timestamp(_ text: String?) throws -> Timestamp? {
      guard let text else { return nil }
      var bytes = text
      switch bytes.withUTF8({ Timestamp._parseRFC3339($0) }) {
      case .success(let timestamp): return timestamp
      case .failure(let error):
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [],
            debugDescription: "'\(text)' is not an RFC 3339 date-time: \(error.reason)"))
      }
    }
    commitTime = try timestamp(response.commitTime)
    updateTimes = try (response.writeResults ?? []).map { try timestamp($0.updateTime) }
  }
}
