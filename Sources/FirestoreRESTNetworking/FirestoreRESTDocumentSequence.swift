import DateCoding
public import FirestoreRESTCoding
import Foundation

/// Documents read a page at a time — a query's (`runQuery` with a limit and a cursor per page) or
/// a collection's (`list` with page tokens) — and decoded one by one as they are reached.
///
/// ```swift
/// for try await book in firestore.documents(Book.self, matching: query, pageSize: 200) {
///     print(book.value.title)
/// }
/// // Keep going past documents that do not decode:
/// for try await result in firestore.documents(Book.self, in: "books").lossy {
///     switch result {
///     case .success(let book): print(book.value.title)
///     case .failure(let failure): print("skipped \(failure.path ?? "?"): \(failure.error)")
///     }
/// }
/// ```
///
/// Iterating throws ``FirestoreRESTError`` for a failed request, and
/// `FirestoreRESTDocumentFailure` for a document that does not decode (the ``lossy`` form
/// yields it instead). A request is sent when the previous page is used up, not before.
public struct FirestoreRESTDocumentSequence<Model: Decodable>: AsyncSequence, Sendable {
  /// A document.
  public typealias Element = FirestoreRESTDocument<Model>

  let client: FirestoreRESTClient
  let source: DocumentPages.Source

  /// The same documents, each one that does not decode yielded as a failure with its name
  /// instead of ending the iteration.
  public var lossy: FirestoreRESTLossyDocumentSequence<Model> {
    FirestoreRESTLossyDocumentSequence(client: client, source: source)
  }

  /// Makes an iterator.
  ///
  /// - Returns: The iterator.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(pages: DocumentPages(client: client, source: source))
  }

  /// Reads the pages and decodes their documents.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var pages: DocumentPages

    /// The next document.
    ///
    /// - Returns: The document, or `nil` after the last one.
    /// - Throws: ``FirestoreRESTError``, `FirestoreRESTDocumentFailure`, `EncodingError` or
    ///   `DecodingError`.
    public mutating func next() async throws -> FirestoreRESTDocument<Model>? {
      guard let document = try await pages.next() else { return nil }
      switch pages.client.decoder.decodeOrFailure(Model.self, document: document) {
      case .success(let decoded): return decoded
      case .failure(let failure): throw failure
      }
    }
  }
}

/// Documents read a page at a time, each one that does not decode yielded as a
/// `FirestoreRESTDocumentFailure` with its name; see ``FirestoreRESTDocumentSequence``.
public struct FirestoreRESTLossyDocumentSequence<Model: Decodable>: AsyncSequence, Sendable {
  /// A document, or why one did not decode.
  public typealias Element = Result<FirestoreRESTDocument<Model>, FirestoreRESTDocumentFailure>

  let client: FirestoreRESTClient
  let source: DocumentPages.Source

  /// Makes an iterator.
  ///
  /// - Returns: The iterator.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(pages: .init(client: client, source: source))
  }

  /// Reads the pages and decodes their documents.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var pages: DocumentPages

    /// The next document, or why it did not decode.
    ///
    /// - Returns: The result, or `nil` after the last document.
    /// - Throws: ``FirestoreRESTError`` for a failed request, `EncodingError` or
    ///   `DecodingError` for a page that cannot be read at all.
    public mutating func next() async throws -> Element? {
      guard let document = try await pages.next() else { return nil }
      return pages.client.decoder.decodeOrFailure(Model.self, document: document)
    }
  }
}

/// The pages behind the document sequences and `runQuery` of a query without a limit: the
/// documents of the current page and how to fetch the next.
struct DocumentPages {
  /// Where the documents come from.
  enum Source: Sendable {
    /// A query, `pageSize` documents per request, with a transaction's or a time's
    /// consistency; when `pinsReadTime`, the pages after the first are read at the first's time.
    case query(
      FirestoreRESTQuery, pageSize: Int, consistency: ReadConsistency? = nil,
      pinsReadTime: Bool = false)
    /// A collection's `list`.
    case list(String, pageSize: Int)

    var pageSize: Int {
      switch self {
      case .query(_, let pageSize, _, _), .list(_, let pageSize): pageSize
      }
    }
  }

  let client: FirestoreRESTClient
  let source: Source
  var buffer: [RESTTreeDocument] = []
  var position = 0
  var finished = false
  var nextPageToken: String?
  var delivered = 0
  var last: RESTTreeDocument?
  /// The first page's read time, at which the next pages are read when the source pins it.
  var readTime: Timestamp?

  init(client: FirestoreRESTClient, source: Source) {
    self.client = client
    self.source = source
  }

  mutating func next() async throws -> RESTTreeDocument? {
    while position == buffer.count {
      guard !finished else { return nil }
      try await fetch()
    }
    defer { position += 1 }
    delivered += 1
    last = buffer[position]
    return buffer[position]
  }

  private mutating func fetch() async throws {
    try Task.checkCancellation()
    buffer = []
    position = 0
    // A page of no documents would never reach the end: refused before any request.
    guard source.pageSize >= 1 else {
      throw FirestoreRESTError(
        code: .invalidArgument, message: "pageSize is \(source.pageSize); it must be at least 1")
    }
    switch source {
    case .list(let path, let pageSize):
      let data = try await client.listPage(
        in: path, pageSize: pageSize, pageToken: nextPageToken)
      let (documents, token) = try client.decoder.readListDocuments(from: data)
      buffer = documents
      nextPageToken = token
      finished = token == nil
    case .query(let query, let pageSize, let consistency, let pinsReadTime):
      if query.limitsToLast {
        buffer = try await client.queryPage(query, consistency: consistency).documents
        finished = true
        return
      }
      // Every page in the order of the cursors that continue it.
      var page = query.orderedForDocumentCursor
      let remaining = query.limit.map { $0 - delivered }
      if let remaining, remaining <= 0 {
        finished = true
        return
      }
      page.limit = Swift.min(pageSize, remaining ?? pageSize)
      if let last {
        page.offset = nil
        page.start = try cursor(after: last, of: query)
      }
      let pinned = pinsReadTime ? readTime.map(ReadConsistency.readTime) : nil
      let result = try await client.queryPage(page, consistency: pinned ?? consistency)
      buffer = result.documents
      if pinsReadTime, consistency == nil, readTime == nil { readTime = result.readTime }
      finished = buffer.count < page.limit ?? 0
    }
  }

  /// A cursor just after `document`, from its stored values of the query's orders.
  private func cursor(after document: RESTTreeDocument, of query: FirestoreRESTQuery) throws
    -> FirestoreRESTQuery.Bound
  {
    guard let name = document.name else {
      throw FirestoreRESTDocumentFailure(
        name: nil,
        error: DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [],
            debugDescription: "A runQuery result has no document name to continue after")))
    }
    let reference: FirestoreRESTReference
    do {
      reference = try FirestoreRESTReference(name: name)
    } catch {
      throw FirestoreRESTDocumentFailure(name: name, error: error)
    }
    return FirestoreRESTQuery.Bound(
      .document(reference, client.decoder.fieldValues(of: document)), inclusive: false)
  }
}
