import CodableTransformsCore
import DateCoding
public import FirestoreRESTCoding
import Foundation

extension FirestoreRESTClient {
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
  /// The whole answer is one response, which ``maximumResponseBytes`` bounds: give the query a
  /// limit, or use `FirestoreRESTQuery`, whose queries without a limit are read a page at a
  /// time.
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

  /// Runs a query and decodes every document it returns.
  ///
  /// ```swift
  /// let long = try await firestore.runQuery(
  ///     Book.self,
  ///     FirestoreRESTQuery(collection: "books").where("numberOfPages", .greaterThan, 500))
  /// ```
  ///
  /// A query without a limit is read a page at a time (``runQueryPageSize`` documents per
  /// request, each page continuing after the last document of the one before), every page at
  /// the time the first was read: the same documents as one request would return, in bounded
  /// responses (``maximumResponseBytes``).
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - query: The query.
  /// - Returns: The documents, in the query's order.
  /// - Throws: `FirestoreRESTPathError`, `EncodingError` for a query Firestore would refuse,
  ///   ``FirestoreRESTError``, or `DecodingError` for the first document that does not decode,
  ///   its path starting at the document's place in the results.
  public func runQuery<T: Decodable>(_ type: T.Type, _ query: FirestoreRESTQuery) async throws
    -> [FirestoreRESTDocument<T>]
  {
    let documents = try await queryDocuments(query, consistency: nil)
    return try documents.enumerated().map { index, document in
      do {
        return try decoder.decode(type, document: document)
      } catch let error as DecodingError {
        throw error.prefixed(by: _CodingPathKey(index: index))
      }
    }
  }

  /// Runs a query and decodes each document on its own: the ones that do not decode are returned
  /// apart, with their names and errors, and do not fail the others.
  ///
  /// ```swift
  /// let result = try await firestore.runQueryLossy(Book.self, query)
  /// result.documents   // the books that decoded
  /// result.failures    // each other document's name and DecodingError
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - query: The query.
  /// - Returns: The documents that decoded and the ones that did not, each in the query's order.
  /// - Throws: `FirestoreRESTPathError`, `EncodingError`, ``FirestoreRESTError``, or
  ///   `DecodingError` for a response that is not a `runQuery` response at all.
  public func runQueryLossy<T: Decodable>(_ type: T.Type, _ query: FirestoreRESTQuery)
    async throws -> FirestoreRESTLossyDocuments<T>
  {
    var result = FirestoreRESTLossyDocuments<T>(documents: [], failures: [])
    for document in try await queryDocuments(query, consistency: nil) {
      switch decoder.decodeOrFailure(type, document: document) {
      case .success(let decoded): result.documents.append(decoded)
      case .failure(let failure): result.failures.append(failure)
      }
    }
    return result
  }

  /// Computes aggregations of a query's documents on the server: counts, sums, averages.
  ///
  /// ```swift
  /// let stats = try await firestore.aggregate(
  ///     FirestoreRESTQuery(collection: "books"),
  ///     [.count(as: "books"), .average("numberOfPages", as: "pages")])
  /// let average = try stats.value(Double?.self, for: "pages")
  /// ```
  ///
  /// - Parameters:
  ///   - query: The documents to aggregate; its limit and offset apply.
  ///   - aggregations: The aggregations, with distinct aliases.
  /// - Returns: The results by alias.
  /// - Throws: `FirestoreRESTPathError`, `EncodingError`, ``FirestoreRESTError``, or
  ///   `DecodingError`.
  public func aggregate(
    _ query: FirestoreRESTQuery, _ aggregations: [FirestoreRESTAggregation]
  ) async throws -> FirestoreRESTAggregationResult {
    try await aggregate(query, aggregations, consistency: nil)
  }

  /// Counts a query's documents on the server.
  ///
  /// ```swift
  /// let books = try await firestore.count(FirestoreRESTQuery(collection: "books"))
  /// ```
  ///
  /// - Parameter query: The documents to count.
  /// - Returns: How many there are.
  /// - Throws: What ``aggregate(_:_:)`` throws.
  public func count(_ query: FirestoreRESTQuery) async throws -> Int {
    try await aggregate(query, [.count(as: "count")]).value(Int.self, for: "count")
  }

  /// The documents of a query, fetched a page at a time as the sequence is iterated and decoded
  /// as each one is reached.
  ///
  /// ```swift
  /// for try await book in firestore.documents(Book.self, matching: query, pageSize: 500) {
  ///     try await process(book.value)
  /// }
  /// ```
  ///
  /// Each page is the query with a limit of `pageSize` and, after the first, a cursor just after
  /// the last document read, ordered as `FirestoreRESTQuery.start(afterDocument:)` orders; the
  /// query's own limit counts over all pages and its offset applies to the first. A query with
  /// `FirestoreRESTQuery.limit(toLast:)` is read in one request. Stopping the iteration sends no
  /// further request.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - query: The query.
  ///   - pageSize: The most documents per request, at least 1: iterating with less throws
  ///     ``FirestoreRESTError`` `invalidArgument` before any request.
  /// - Returns: The sequence; ``FirestoreRESTDocumentSequence/lossy`` yields the documents that do
  ///   not decode as failures instead of throwing.
  public func documents<T: Decodable>(
    _ type: T.Type, matching query: FirestoreRESTQuery, pageSize: Int = 300
  ) -> FirestoreRESTDocumentSequence<T> {
    FirestoreRESTDocumentSequence(client: self, source: .query(query, pageSize: pageSize))
  }

  /// A collection's documents, listed a page at a time as the sequence is iterated.
  ///
  /// ```swift
  /// for try await book in firestore.documents(Book.self, in: "books") { … }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - collectionPath: The collection's path.
  ///   - pageSize: The most documents per request, at least 1: iterating with less throws
  ///     ``FirestoreRESTError`` `invalidArgument` before any request.
  /// - Returns: The sequence, in the order `list` returns documents (by name).
  public func documents<T: Decodable>(
    _ type: T.Type, in collectionPath: String, pageSize: Int = 300
  ) -> FirestoreRESTDocumentSequence<T> {
    FirestoreRESTDocumentSequence(client: self, source: .list(collectionPath, pageSize: pageSize))
  }

  // MARK: Requests

  /// How many documents `runQuery` asks for per request when the query has no limit: 500.
  public static let runQueryPageSize = 500

  /// The documents a query returns, not decoded yet, in the query's order: a page at a time
  /// when it has no limit, all at the first page's read time (or in the transaction).
  func queryDocuments(_ query: FirestoreRESTQuery, consistency: ReadConsistency?) async throws
    -> [RESTTreeDocument]
  {
    guard query.limit == nil else {
      return try await queryPage(query, consistency: consistency).documents
    }
    // The query as written is checked first: its pages order by the document's name too, which
    // would make a cursor with one value too many valid.
    _ = try query.structuredQueryJSON(
      encoder: encoder, projectID: projectID, databaseID: databaseID)
    var pages = DocumentPages(
      client: self,
      source: .query(
        query, pageSize: Self.runQueryPageSize, consistency: consistency, pinsReadTime: true))
    var documents: [RESTTreeDocument] = []
    while let document = try await pages.next() {
      documents.append(document)
    }
    return documents
  }

  /// One request of a query: its documents, not decoded yet, in the query's order, and the
  /// time they were read at.
  func queryPage(_ query: FirestoreRESTQuery, consistency: ReadConsistency?) async throws
    -> (documents: [RESTTreeDocument], readTime: Timestamp?)
  {
    let structured = try query.structuredQueryJSON(
      encoder: encoder, projectID: projectID, databaseID: databaseID)
    var body = Data(#"{"structuredQuery":"#.utf8)
    body.append(structured)
    if let consistency { body.append(contentsOf: Array(("," + consistency.json).utf8)) }
    body.append(UInt8(ascii: "}"))
    let data = try await send(
      "POST", try parentURL(query.parentPath, verb: "runQuery"), body: body, idempotent: true)
    let page = try decoder.readRunQueryDocuments(from: data)
    // Run with its orders reversed, a limit(toLast:) query returns its results last first.
    return (query.limitsToLast ? page.documents.reversed() : page.documents, page.readTime)
  }

  func aggregate(
    _ query: FirestoreRESTQuery, _ aggregations: [FirestoreRESTAggregation],
    consistency: ReadConsistency?
  ) async throws -> FirestoreRESTAggregationResult {
    let structured = try query.aggregationQueryJSON(
      aggregations, encoder: encoder, projectID: projectID, databaseID: databaseID)
    var body = Data(#"{"structuredAggregationQuery":"#.utf8)
    body.append(structured)
    if let consistency { body.append(contentsOf: Array(("," + consistency.json).utf8)) }
    body.append(UInt8(ascii: "}"))
    let data = try await send(
      "POST", try parentURL(query.parentPath, verb: "runAggregationQuery"), body: body,
      idempotent: true)
    return try decoder.decodeAggregationResponse(from: data)
  }
}
