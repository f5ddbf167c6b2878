import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

@Suite("Document sequences refuse a page size below 1 before any request")
struct PageSizeTests {
  /// Iterates `documents` and returns the error it threw.
  private func firstError(
    _ documents: FirestoreRESTDocumentSequence<StandInBook>
  ) async -> (any Error)? {
    do {
      for try await _ in documents {}
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [0, -1, Int.min])
  func aListOrAQueryWithPagesOfLessThanOneDocumentThrowsInvalidArgument(pageSize: Int) async throws
  {
    let server = try LoopbackHTTPServer { _ in .json(200, "{}") }
    defer { server.stop() }
    let firestore = standInClient(server)
    let sequences = [
      firestore.documents(StandInBook.self, in: "books", pageSize: pageSize),
      firestore.documents(
        StandInBook.self, matching: FirestoreRESTQuery(collection: "books"), pageSize: pageSize),
    ]
    for documents in sequences {
      let error = try #require(await firstError(documents) as? FirestoreRESTError)
      #expect(error.code == .invalidArgument)
      #expect(error.message == "pageSize is \(pageSize); it must be at least 1")
    }
    #expect(server.requests.isEmpty)
  }
}
