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
  /// ```swift
  /// let hitchhiker = try firestore.reference("books/hitchhiker")
  /// hitchhiker.name   // "projects/my-project/databases/(default)/documents/books/hitchhiker"
  /// ```
  ///
  /// - Parameter path: `"books/hitchhiker"`.
  /// - Returns: The reference.
  /// - Throws: `FirestoreRESTPathError` when `path` is not a document's.
  public func reference(_ path: String) throws -> FirestoreRESTReference {
    _ = try FirestoreRESTPathError.checkDocument(path)
    return try FirestoreRESTReference(projectID: projectID, databaseID: databaseID, path: path)
  }

  // MARK: Reading

  /// Reads a document.
  ///
  /// ```swift
  /// let book = try await firestore.get(Book.self, at: "books/hitchhiker")
  /// book.value.title      // the model
  /// book.updateTime       // the document's version, for a precondition
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - path: The document's path, `"books/hitchhiker"`.
  ///   - readTime: Read the document as it was at this time (within the last hour, or further
  ///     back with point-in-time recovery); `nil` reads the latest version.
  /// - Returns: The document.
  /// - Throws: `FirestoreRESTPathError` before any request when `path` is not a document's;
  ///   ``FirestoreRESTError`` (`NOT_FOUND` when there is none), or `DecodingError`.
  public func get<T: Decodable>(_ type: T.Type, at path: String, readTime: Timestamp? = nil)
    async throws -> FirestoreRESTDocument<T>
  {
    guard let readTime else {
      return try decoder.decodeDocument(
        type, from: try await send("GET", documentURL(path), idempotent: true))
    }
    // A past version through `batchGet`: the emulator refuses `readTime` on a `GET`.
    switch try await batchGet(type, at: [path], consistency: .readTime(readTime)).first {
    case .found(let document)?: return document
    case .missing?, nil:
      throw FirestoreRESTError(
        code: .notFound, message: "No document at \(path) at \(readTime._rfc3339Text)",
        httpStatus: 404, status: "NOT_FOUND")
    }
  }

  /// Reads a document's fields as typed REST values, without a model.
  ///
  /// ```swift
  /// let raw = try await firestore.getFields(at: "books/hitchhiker")
  /// raw.value["numberOfPages"]    // .integer(816)
  /// ```
  ///
  /// - Parameter path: The document's path.
  /// - Returns: The fields with the document's reference and times.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTError``, or `DecodingError`.
  public func getFields(at path: String) async throws
    -> FirestoreRESTDocument<[String: FirestoreRESTValue]>
  {
    try decoder.decodeFields(from: try await send("GET", documentURL(path), idempotent: true))
  }

  /// Reads a document, or `nil` when there is none.
  ///
  /// ```swift
  /// if let book = try await firestore.getIfPresent(Book.self, at: "books/hitchhiker") { … }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - path: The document's path.
  /// - Returns: The document, or `nil`.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTError`` other than `NOT_FOUND`, or
  ///   `DecodingError`.
  public func getIfPresent<T: Decodable>(_ type: T.Type, at path: String) async throws
    -> FirestoreRESTDocument<T>?
  {
    do {
      return try await get(type, at: path)
    } catch let error as FirestoreRESTError where error.code == .notFound {
      return nil
    }
  }

  /// Reads several documents in one request.
  ///
  /// ```swift
  /// for result in try await firestore.batchGet(Book.self, at: ["books/a", "books/b"]) {
  ///     if case .found(let book) = result { print(book.value.title) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - paths: The documents' paths.
  ///   - readTime: Read the documents as they were at this time; `nil` reads the latest.
  /// - Returns: One result per document, `found` or `missing`.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTError``, or `DecodingError`.
  public func batchGet<T: Decodable>(
    _ type: T.Type, at paths: [String], readTime: Timestamp? = nil
  ) async throws -> [FirestoreRESTBatchGetResult<T>] {
    try await batchGet(type, at: paths, consistency: readTime.map { .readTime($0) })
  }

  func batchGet<T: Decodable>(
    _ type: T.Type, at paths: [String], consistency: ReadConsistency?
  ) async throws -> [FirestoreRESTBatchGetResult<T>] {
    var body = #"{"documents":["#
    body += try paths.map { restJSONString(try reference($0).name) }.joined(separator: ",")
    body += "]"
    if let consistency { body += "," + consistency.json }
    body += "}"
    let data = try await send(
      "POST", documentsURL("", verb: "batchGet"), body: Data(body.utf8), idempotent: true)
    return try decoder.decodeBatchGetResponse(type, from: data)
  }

  /// Runs a structured query written as your own `Encodable`, the REST API's `StructuredQuery`.
  ///
  /// Prefer `FirestoreRESTQuery`, which builds the same JSON with typed filters, encodes
  /// values as the encoder stores them and escapes field paths:
  /// `try await firestore.runQuery(Book.self, FirestoreRESTQuery(collection: "books"))`.
  /// This form sends whatever the value encodes to with `JSONEncoder`:
  ///
  /// ```swift
  /// struct Query: Encodable {
  ///     struct Collection: Encodable { var collectionId: String }
  ///     var from = [Collection(collectionId: "books")]
  ///     var limit = 10
  /// }
  /// let some = try await firestore.runQuery(Book.self, query: Query())
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - query: The structured query.
  ///   - parentPath: The document under which to query, `""` for the database's root.
  /// - Returns: The documents found.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTError``, `EncodingError` or
  ///   `DecodingError`.
  public func runQuery<T: Decodable>(
    _ type: T.Type, query: some Encodable, under parentPath: String = ""
  ) async throws -> [FirestoreRESTDocument<T>] {
    let queryJSON = try JSONEncoder().encode(query)
    var body = Data(#"{"structuredQuery":"#.utf8)
    body.append(queryJSON)
    body.append(UInt8(ascii: "}"))
    let data = try await send(
      "POST", try parentURL(parentPath, verb: "runQuery"), body: body, idempotent: true)
    return try decoder.decodeRunQueryResponse(type, from: data)
  }

  /// Lists one page of a collection's documents.
  ///
  /// ```swift
  /// let first = try await firestore.list(Book.self, in: "books", pageSize: 100)
  /// let second = try await firestore.list(Book.self, in: "books", pageSize: 100, pageToken: first.nextPageToken)
  /// ```
  ///
  /// ``documents(_:in:pageSize:)`` pages through the whole collection as a sequence.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - collectionPath: The collection's path, `"books"` or `"books/a/reviews"`.
  ///   - pageSize: The most documents to return.
  ///   - pageToken: The previous page's `nextPageToken`.
  /// - Returns: The page.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTError``, or `DecodingError`.
  public func list<T: Decodable>(
    _ type: T.Type, in collectionPath: String, pageSize: Int? = nil, pageToken: String? = nil
  ) async throws -> FirestoreRESTDocumentPage<T> {
    try decoder.decodeListResponse(
      type,
      from: try await listPage(in: collectionPath, pageSize: pageSize, pageToken: pageToken))
  }

  func listPage(in collectionPath: String, pageSize: Int?, pageToken: String?) async throws
    -> Data
  {
    _ = try FirestoreRESTPathError.checkCollection(collectionPath)
    var components = URLComponents(
      url: documentsURL(collectionPath), resolvingAgainstBaseURL: false)
    var items: [URLQueryItem] = []
    if let pageSize { items.append(URLQueryItem(name: "pageSize", value: String(pageSize))) }
    if let pageToken { items.append(URLQueryItem(name: "pageToken", value: pageToken)) }
    components?.queryItems = items.isEmpty ? nil : items
    guard let url = components?.url else {
      throw FirestoreRESTError(code: .invalidArgument, message: "No URL for \(collectionPath)")
    }
    return try await send("GET", url, idempotent: true)
  }

  // MARK: Writing

  /// Creates a document; it must not exist.
  ///
  /// ```swift
  /// let reference = try await firestore.create(book, in: "books")      // a random id
  /// try await firestore.create(book, in: "books", documentID: "hitchhiker")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - collectionPath: The collection's path.
  ///   - documentID: The id; `nil` makes a random 20-character one, as Firebase's SDKs do.
  /// - Returns: The new document's reference.
  /// - Throws: `FirestoreRESTPathError` for a path that is not a collection's or an id with a
  ///   slash, ``FirestoreRESTError`` (`ALREADY_EXISTS`), or `EncodingError`.
  @discardableResult
  public func create<T: Encodable>(
    _ value: T, in collectionPath: String, documentID: String? = nil
  ) async throws -> FirestoreRESTReference {
    _ = try FirestoreRESTPathError.checkCollection(collectionPath)
    let reference = try reference("\(collectionPath)/\(documentID ?? Self.randomID())")
    try await commit([
      try encoder.write(value, to: reference, precondition: .exists(false))
    ])
    return reference
  }

  /// Writes a document: whole, creating it or replacing every field, or merged into it.
  ///
  /// ```swift
  /// try await firestore.set(book, at: "books/hitchhiker")                      // replace
  /// try await firestore.set(patch, at: "books/hitchhiker", mask: .leafFields) // merge
  /// try await firestore.set(patch, at: "books/hitchhiker", mask: .fieldPaths(["stats.views"]))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The model; its `FirestoreRESTFieldTransform` properties and `nil`
  ///     `@ServerTimestamp`s become field transforms.
  ///   - path: The document's path.
  ///   - mask: Which fields to write: the whole document (`set`), each leaf the model writes
  ///     (`set` with merge), or the given paths (merge fields).
  ///   - precondition: A condition on the stored document, such as its `updateTime`.
  /// - Returns: The commit's result, with the transformed fields' values.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTError`` (`FAILED_PRECONDITION`), or
  ///   `EncodingError`.
  @discardableResult
  public func set<T: Encodable>(
    _ value: T, at path: String, mask: FirestoreRESTWrite.Mask = .replaceDocument,
    precondition: FirestoreRESTWrite.Precondition? = nil
  ) async throws -> FirestoreRESTCommitResult {
    try await commit([
      try encoder.write(value, to: try reference(path), mask: mask, precondition: precondition)
    ])
  }

  /// Updates the fields a model writes in an existing document.
  ///
  /// ```swift
  /// struct Patch: Encodable {
  ///     var numberOfPages: Int
  ///     var reads: FirestoreRESTFieldTransform = .increment(1)
  /// }
  /// try await firestore.update(Patch(numberOfPages: 817), at: "books/hitchhiker")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  ///   - mask: Which fields to replace: by default each top-level field the model writes.
  ///   - precondition: The condition on the stored document; by default that it exists.
  /// - Returns: The commit's result.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTError`` (`NOT_FOUND` when there is
  ///   no document, `FAILED_PRECONDITION`), or `EncodingError`.
  @discardableResult
  public func update<T: Encodable>(
    _ value: T, at path: String, mask: FirestoreRESTWrite.Mask = .topLevelFields,
    precondition: FirestoreRESTWrite.Precondition? = .exists(true)
  ) async throws -> FirestoreRESTCommitResult {
    try await commit([
      try encoder.write(value, to: try reference(path), mask: mask, precondition: precondition)
    ])
  }

  /// Applies field transforms to a document, leaving its other fields alone.
  ///
  /// ```swift
  /// let result = try await firestore.transform(
  ///     at: "pages/home", ["visits": .increment(1), "lastVisit": .serverTime])
  /// let visits = try result.writeResults[0].transformResult(Int.self, at: "visits")
  /// ```
  ///
  /// - Parameters:
  ///   - path: The document's path.
  ///   - transforms: Each field and what the server does to it, in order.
  ///   - precondition: The condition on the stored document; by default that it exists.
  ///     With `nil`, a missing document is created with the transformed fields.
  /// - Returns: The commit's result, with each transformed field's value.
  /// - Throws: `FirestoreRESTPathError`, `EncodingError` for an operand Firestore refuses,
  ///   or ``FirestoreRESTError``.
  @discardableResult
  public func transform(
    at path: String,
    _ transforms: KeyValuePairs<FirestoreFieldPath, FirestoreRESTFieldTransform>,
    precondition: FirestoreRESTWrite.Precondition? = .exists(true)
  ) async throws -> FirestoreRESTCommitResult {
    try await commit([
      FirestoreRESTWrite(
        .update(try reference(path), fields: [:]), updateMask: [],
        transforms: transforms.map { FirestoreRESTWrite.FieldTransform($0.key, $0.value) },
        precondition: precondition)
    ])
  }

  /// Deletes a document; without a precondition, deleting one that does not exist succeeds.
  ///
  /// ```swift
  /// try await firestore.delete(at: "books/hitchhiker")
  /// try await firestore.delete(at: "books/hitchhiker", precondition: .updateTime(read.updateTime!))
  /// ```
  ///
  /// - Parameters:
  ///   - path: The document's path.
  ///   - precondition: A condition on the stored document: `.exists(true)` fails with
  ///     `NOT_FOUND` when there is none, `.updateTime` with `FAILED_PRECONDITION` when it changed.
  /// - Throws: `FirestoreRESTPathError`, or ``FirestoreRESTError``.
  public func delete(
    at path: String, precondition: FirestoreRESTWrite.Precondition? = nil
  ) async throws {
    try await commit([FirestoreRESTWrite(.delete(try reference(path)), precondition: precondition)])
  }

  /// Applies writes atomically: all of them, or none.
  ///
  /// ```swift
  /// try await firestore.commit([
  ///     try firestore.encoder.write(book, to: firestore.reference("books/a")),
  ///     FirestoreRESTWrite(.delete(try firestore.reference("books/b"))),
  /// ])
  /// ```
  ///
  /// `commit { batch in … }` builds the writes from models (``FirestoreRESTWriteBatch``).
  ///
  /// - Parameter writes: The writes.
  /// - Returns: The commit's time and each write's result.
  /// - Throws: `EncodingError` before any request for a write Firestore would refuse (an array
  ///   directly inside an array, a transform operand of the wrong kind) or a request above
  ///   Firestore's size limit (``FirestoreRESTWriteLimits``); ``FirestoreRESTError``.
  @discardableResult
  public func commit(_ writes: [FirestoreRESTWrite]) async throws -> FirestoreRESTCommitResult {
    try await commit(writes, transaction: nil)
  }

  func commit(_ writes: [FirestoreRESTWrite], transaction: String?) async throws
    -> FirestoreRESTCommitResult
  {
    let body = try Self.writesBody(
      writes, extra: transaction.map { #""transaction":"# + restJSONString($0) })
    let data = try await send(
      "POST", documentsURL("", verb: "commit"), body: body, idempotent: false)
    return try FirestoreRESTCommitResult(json: data, writes: writes)
  }

  /// `{"writes": […], extra}`, after checking each write and the request's size.
  static func writesBody(_ writes: [FirestoreRESTWrite], extra: String? = nil) throws -> Data {
    var body = Data(#"{"writes":["#.utf8)
    for (index, write) in writes.enumerated() {
      do {
        try write.validate()
      } catch let error as EncodingError {
        throw error.prefixed(by: FirestoreRESTWriteIndexKey(index))
      }
      if index > 0 { body.append(UInt8(ascii: ",")) }
      body.append(write.json)
    }
    body.append(UInt8(ascii: "]"))
    if let extra {
      body.append(UInt8(ascii: ","))
      body.append(contentsOf: Array(extra.utf8))
    }
    body.append(UInt8(ascii: "}"))
    try FirestoreRESTWriteLimits.checkTransformsPerDocument(writes)
    guard body.count <= FirestoreRESTWriteLimits.maximumRequestBytes else {
      throw EncodingError.invalidValue(
        writes,
        EncodingError.Context(
          codingPath: [],
          debugDescription:
            "The request of \(writes.count) writes is \(body.count) bytes, above Firestore's "
            + "limit of \(FirestoreRESTWriteLimits.maximumRequestBytes) bytes (10 MiB) per API "
            + "request; split the writes (batchWrite does) or make the documents smaller"))
    }
    return body
  }

  // MARK: Transport

  /// The URL of a document, after checking its path.
  func documentURL(_ path: String) throws -> URL {
    _ = try FirestoreRESTPathError.checkDocument(path)
    return documentsURL(path)
  }

  /// The URL of a parent for `runQuery` and `runAggregationQuery`: the root or a document.
  func parentURL(_ path: String, verb: String) throws -> URL {
    if !path.isEmpty { _ = try FirestoreRESTPathError.checkDocument(path) }
    return documentsURL(path, verb: verb)
  }

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

  /// `projects/{project}/databases/{database}/documents[/path]`.
  func documentsName(_ path: String = "") -> String {
    let root = "projects/\(projectID)/databases/\(databaseID)/documents"
    return path.isEmpty ? root : root + "/" + path
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

/// The coding key of a write's place in a request, at the front of a write's `EncodingError`.
struct FirestoreRESTWriteIndexKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ index: Int) {
    stringValue = "writes[\(index)]"
    intValue = index
  }

  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.init(intValue) }
}

extension EncodingError {
  /// The error with `key` in front of its coding path.
  func prefixed(by key: any CodingKey) -> EncodingError {
    switch self {
    case .invalidValue(let value, let context):
      return .invalidValue(
        value,
        Context(
          codingPath: [key] + context.codingPath, debugDescription: context.debugDescription,
          underlyingError: context.underlyingError))
    @unknown default: return self
    }
  }
}
