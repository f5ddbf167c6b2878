public import DateCoding
public import FirestoreRESTCoding
import Foundation

extension FirestoreRESTClient {
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
    var query: [(String, String)] = []
    if let pageSize { query.append(("pageSize", String(pageSize))) }
    if let pageToken { query.append(("pageToken", pageToken)) }
    return try await send("GET", try documentsURL(collectionPath, query: query), idempotent: true)
  }

}
