import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Hummingbird

/// The books API's routes, each a call or two of ``FirestoreRESTClient``.
///
/// - `POST /books`: creates a book (its `id`, when given, is the document's id) and answers
///   `201` with the stored book, the server's `updatedAt` included; `409` when the id is taken.
/// - `GET /books/:id`: the book, or `404` with `{"error": {"message": …}}`.
/// - `GET /books?author=…&limit=…`: the author's books (or all), ordered by id, through a
///   ``FirestoreRESTQuery`` read a page at a time.
/// - `POST /books/:id/borrow`: one copy fewer, in a transaction; `409` when none is left.
struct BooksAPI: Sendable {
  let firestore: FirestoreRESTClient
  /// The collection the books are in.
  let collection: String
  /// How many documents each request of a query reads: small, so that a query's pages show.
  let pageSize: Int

  func addRoutes(to router: Router<BooksRequestContext>) {
    router.post("books") { request, context in
      try await create(request, context)
    }
    router.get("books/:id") { _, context in
      try await read(try context.parameters.require("id"))
    }
    router.get("books") { request, _ in
      try await query(request.uri.queryParameters)
    }
    router.post("books/:id/borrow") { _, context in
      try await borrow(try context.parameters.require("id"))
    }
  }

  func create(_ request: Request, _ context: BooksRequestContext) async throws
    -> EditedResponse<Book>
  {
    var book = try await request.decode(as: Book.self, context: context)
    guard !book.title.isEmpty, !book.author.isEmpty else {
      throw HTTPError(.badRequest, message: "A book needs a title and an author")
    }
    guard book.copies >= 0 else {
      throw HTTPError(.badRequest, message: "copies is \(book.copies); it cannot be negative")
    }
    // The server's time, whatever the client sent.
    book.updatedAt = nil
    let reference = try await firestore.create(book, in: collection, documentID: book.id)
    let stored = try await firestore.get(Book.self, at: reference.path)
    return EditedResponse(status: .created, response: stored.value)
  }

  func read(_ id: String) async throws -> Book {
    guard let book = try await firestore.getIfPresent(Book.self, at: path(id)) else {
      throw HTTPError(.notFound, message: "No book with the id '\(id)'")
    }
    return book.value
  }

  func query(_ parameters: Parameters) async throws -> BookList {
    let limit = try parameters.get("limit").map { text in
      guard let limit = Int(text), (1...100).contains(limit) else {
        throw HTTPError(.badRequest, message: "limit is '\(text)'; it must be from 1 to 100")
      }
      return limit
    }
    var query = FirestoreRESTQuery(collection: collection).order(by: .documentID).limit(limit ?? 20)
    if let author = parameters.get("author") {
      query = query.where("author", .equal, author)
    }
    var books: [Book] = []
    for try await document in firestore.documents(Book.self, matching: query, pageSize: pageSize) {
      books.append(document.value)
    }
    return BookList(books: books)
  }

  /// Takes one copy of a book in a transaction.
  ///
  /// Concurrent borrows each see a count that no other has taken from, or are retried until they
  /// do, so the count never goes below 0. Answers the book as the transaction wrote it; its
  /// `updatedAt` is the server's to fill in.
  func borrow(_ id: String) async throws -> Book {
    try await firestore.runTransaction { transaction in
      guard let document = try await transaction.getIfPresent(Book.self, at: path(id)) else {
        throw HTTPError(.notFound, message: "No book with the id '\(id)'")
      }
      var book = document.value
      guard book.copies > 0 else {
        // Thrown out of the transaction, which is rolled back.
        throw HTTPError(.conflict, message: "No copy of '\(id)' is left")
      }
      book.copies -= 1
      book.updatedAt = nil
      try transaction.update(book, at: path(id))
      return book
    }
  }

  private func path(_ id: String) -> String {
    "\(collection)/\(id)"
  }
}

/// Turns the client's errors into HTTP answers with a JSON body: a missing document is a `404`,
/// a conflict a `409`, a path Firestore refuses a `400`, a transaction that contention kept from
/// committing a `503`, the rest the gateway's fault.
struct FirestoreErrorMiddleware: RouterMiddleware {
  typealias Context = BooksRequestContext

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as FirestoreRESTError {
      context.logger.error("Firestore: \(error)")
      throw HTTPError(
        Self.status(error.code), message: "Firestore: \(error.code): \(error.message)")
    } catch let error as FirestoreRESTPathError {
      throw HTTPError(.badRequest, message: error.description)
    } catch let error as FirestoreRESTTransactionError {
      context.logger.error("Firestore transaction: \(error)")
      // Nothing was written: the request can be sent again.
      throw HTTPError(
        .serviceUnavailable, headers: [.retryAfter: "1"],
        message: "Firestore: \(error.description)")
    }
  }

  static func status(_ code: FirestoreRESTError.Code) -> HTTPResponse.Status {
    switch code {
    case .notFound: .notFound
    case .alreadyExists, .aborted, .failedPrecondition: .conflict
    case .invalidArgument, .outOfRange: .badRequest
    case .unavailable, .deadlineExceeded, .resourceExhausted: .serviceUnavailable
    default: .badGateway
    }
  }
}
