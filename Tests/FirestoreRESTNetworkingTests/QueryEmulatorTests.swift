import DateCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

@Suite("Queries through the emulator", .enabled(if: emulatorHost != nil, skippedWithoutEmulator))
struct QueryEmulatorTests {
  static let queries: [FirestoreRESTQuery] = [
    FirestoreRESTQuery(collection: "books"),
    FirestoreRESTQuery(collection: "books").order(by: "pages", .descending),
    FirestoreRESTQuery(collection: "books").where("pages", .greaterThan, 200),
    FirestoreRESTQuery(collection: "books").where("genre", .notEqual, "sf").order(by: "title"),
    FirestoreRESTQuery(collection: "books").order(by: "genre").order(by: "pages").limit(7),
    FirestoreRESTQuery(collection: "books").order(by: "pages").offset(3).limit(6),
    FirestoreRESTQuery(collection: "books").order(by: "pages").start(after: 300).end(at: 910),
    FirestoreRESTQuery(collectionGroup: "reviews").order(by: "stars", .descending),
  ]

  func paths(_ documents: [FirestoreRESTDocument<QueryBook>]) -> [String] {
    documents.compactMap(\.reference?.path)
  }

  @Test("Paging a query two documents at a time gives what one request gives, decoded as yielded")
  func pagedQueriesMatchOneRequest() async throws {
    let firestore = emulatorClient("paging")
    try await QueryDataSet.write(to: firestore)
    for query in Self.queries {
      let all = try await firestore.runQuery([String: FirestoreRESTValue].self, query)
      var paged: [String] = []
      for try await document in firestore.documents(
        [String: FirestoreRESTValue].self, matching: query, pageSize: 2)
      {
        paged.append(document.reference?.path ?? "?")
      }
      #expect(paged == all.compactMap(\.reference?.path), "\(query.collectionPath) \(query.orders)")
    }
    // A typed read of the whole collection, listed three at a time.
    var listed: [QueryBook] = []
    for try await book in firestore.documents(QueryBook.self, in: "books", pageSize: 3) {
      listed.append(book.value)
    }
    #expect(listed == (try QueryDataSet.books(in: firestore)).map(\.1))
    // Stopping early sends no more requests and keeps what was read.
    var firstTwo: [String] = []
    for try await book in firestore.documents(
      QueryBook.self, matching: FirestoreRESTQuery(collection: "books").order(by: "pages"),
      pageSize: 5)
    {
      firstTwo.append(book.value.title)
      if firstTwo.count == 2 { break }
    }
    #expect(firstTwo == ["Book 1", "Book 11"])
  }

  @Test(
    "Collection groups under a document, limit(toLast:) with cursors, __name__ from ids, counts")
  func queryForms() async throws {
    let firestore = emulatorClient("query-forms")
    try await QueryDataSet.write(to: firestore)
    let underB01 = try await firestore.runQuery(
      QueryReview.self, FirestoreRESTQuery(collectionGroup: "reviews", under: "books/b01"))
    #expect(
      underB01.compactMap(\.reference?.path) == ["books/b01/reviews/r0", "books/b01/reviews/r1"])

    // The last two of 300, 300, 450, 500, 610, 700, 820, in ascending order.
    let lastTwo = try await firestore.runQuery(
      QueryBook.self,
      FirestoreRESTQuery(collection: "books").order(by: "pages").start(at: 300).end(at: 820)
        .limit(toLast: 2))
    #expect(lastTwo.map(\.value.pages) == [700, 820])
    let lastTwoExclusive = try await firestore.runQuery(
      QueryBook.self,
      FirestoreRESTQuery(collection: "books").order(by: "pages").start(after: 300)
        .end(before: 820).limit(toLast: 2))
    #expect(lastTwoExclusive.map(\.value.pages) == [610, 700])

    let byID = try await firestore.runQuery(
      QueryBook.self,
      FirestoreRESTQuery(collection: "books").where(.documentID, .greaterThan, "b10"))
    #expect(byID.compactMap(\.documentID) == ["b11", "b12"])
    let byIDs = try await firestore.runQuery(
      QueryBook.self,
      FirestoreRESTQuery(collection: "books").where(.documentID, .in, ["b02", "books/b07"]))
    #expect(byIDs.compactMap(\.documentID) == ["b02", "b07"])

    #expect(try await firestore.count(FirestoreRESTQuery(collection: "books")) == 12)
    let bounded = try await firestore.aggregate(
      FirestoreRESTQuery(collection: "books"), [.count(as: "n", upTo: 5)])
    #expect(try bounded.value(Int.self, for: "n") == 5)
    #expect(throws: DecodingError.self) { try bounded.value(Int.self, for: "missing") }

    // A Date filter value is written as the field is stored: to the microsecond.
    let published = try await firestore.runQuery(
      QueryBook.self,
      FirestoreRESTQuery(collection: "books").where("published", .equal, QueryDataSet.published(6)))
    #expect(published.compactMap(\.documentID) == ["b07"])
  }

  struct Shelf: Codable, Equatable {
    var name: String
    var size: Int
  }

  @Test("One document that does not decode: lossy reads return it apart, with its name and path")
  func lossyReads() async throws {
    let firestore = emulatorClient("lossy")
    try await firestore.set(Shelf(name: "a", size: 1), at: "shelves/a")
    try await firestore.set(["name": "b", "size": "large"], at: "shelves/b")
    try await firestore.set(Shelf(name: "c", size: 3), at: "shelves/c")
    let query = FirestoreRESTQuery(collection: "shelves")

    let strict = await #expect(throws: DecodingError.self) {
      try await firestore.runQuery(Shelf.self, query)
    }
    if case .typeMismatch(_, let context)? = strict {
      #expect(context.codingPath.map(\.stringValue) == ["Index 1", "size"])
    }

    let lossy = try await firestore.runQueryLossy(Shelf.self, query)
    #expect(lossy.documents.map(\.value) == [Shelf(name: "a", size: 1), Shelf(name: "c", size: 3)])
    let failure = try #require(lossy.failures.first)
    #expect(lossy.failures.count == 1)
    #expect(failure.path == "shelves/b")
    #expect(failure.name?.hasSuffix("/documents/shelves/b") == true)
    if case .typeMismatch(_, let context)? = failure.error as? DecodingError {
      #expect(context.codingPath.map(\.stringValue) == ["size"])
    } else {
      Issue.record("expected a typeMismatch, got \(failure.error)")
    }

    var yielded: [String] = []
    for try await result in firestore.documents(Shelf.self, in: "shelves", pageSize: 2).lossy {
      switch result {
      case .success(let shelf): yielded.append(shelf.value.name)
      case .failure(let failure): yielded.append("failed \(failure.path ?? "?")")
      }
    }
    #expect(yielded == ["a", "failed shelves/b", "c"])

    var strictlyYielded: [String] = []
    let thrown = await #expect(throws: FirestoreRESTDocumentFailure.self) {
      for try await shelf in firestore.documents(Shelf.self, matching: query, pageSize: 1) {
        strictlyYielded.append(shelf.value.name)
      }
    }
    #expect(strictlyYielded == ["a"])
    #expect(thrown?.path == "shelves/b")
  }

  @Test("A query Firestore would refuse is a typed error before any request")
  func badQueries() async throws {
    let firestore = try unreachableClient()
    let books = FirestoreRESTQuery(collection: "books")
    await #expect(throws: EncodingError.self) {
      try await firestore.runQuery(QueryBook.self, books.limit(toLast: 2))
    }
    await #expect(throws: EncodingError.self) {
      try await firestore.runQuery(QueryBook.self, books.where("genre", .in, "sf"))
    }
    await #expect(throws: EncodingError.self) {
      try await firestore.runQuery(QueryBook.self, books.where(.or([])))
    }
    await #expect(throws: EncodingError.self) {
      try await firestore.runQuery(QueryBook.self, books.where("a..b", .equal, 1))
    }
    await #expect(throws: EncodingError.self) {
      try await firestore.runQuery(QueryBook.self, books.order(by: "pages").start(at: 1, 2))
    }
    await #expect(throws: EncodingError.self) {
      try await firestore.runQuery(QueryBook.self, books.where("grid", .equal, [[1]]))
    }
    await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.runQuery(QueryBook.self, FirestoreRESTQuery(collection: "books/b01"))
    }
    await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.count(FirestoreRESTQuery(collectionGroup: "reviews", under: "books"))
    }
    await #expect(throws: EncodingError.self) {
      try await firestore.aggregate(books, [.count(as: "n"), .sum("pages", as: "n")])
    }
  }
}
