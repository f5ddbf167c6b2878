import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

@Suite("batchWrite and aggregations: what is retried")
struct BatchWriteAndAggregationRetryTests {
  @Test("batchWrite is retried on ABORTED, as Google's clients retry BatchWrite")
  func batchWriteRetriesAborted() async throws {
    let aborted = Shared(1)
    let server = try LoopbackHTTPServer { _ in
      if aborted.update({
        $0 -= 1
        return $0 >= 0
      }) {
        return .json(409, standInAborted)
      }
      return .json(
        200,
        #"{"writeResults": [{"updateTime": "2026-01-01T00:00:00Z"}], "status": [{}]}"#)
    }
    defer { server.stop() }
    let policy = FirestoreRESTRetryPolicy(clock: TestClock().clock)
    let firestore = standInClient(server, policy: policy)
    var batch = FirestoreRESTWriteBatch(client: firestore)
    try batch.set(StandInBook(title: "x"), at: "books/b")
    let results = try await firestore.batchWrite(batch.writes)
    #expect(results.count == 1)
    if case .failure(let error)? = results.first { Issue.record("\(error)") }
    #expect(server.requests.count == 2)
  }

  @Test("runAggregationQuery is idempotent: retried on INTERNAL, which a commit is not")
  func aggregationRetriesInternal() async throws {
    let failed = Shared(1)
    let server = try LoopbackHTTPServer { _ in
      if failed.update({
        $0 -= 1
        return $0 >= 0
      }) {
        return .json(500, #"{"error": {"code": 500, "message": "oops", "status": "INTERNAL"}}"#)
      }
      return .json(
        200,
        #"[{"result": {"aggregateFields": {"count": {"integerValue": "3"}}}, "readTime": "2026-01-01T00:00:00Z"}]"#
      )
    }
    defer { server.stop() }
    let policy = FirestoreRESTRetryPolicy(clock: TestClock().clock)
    let count = try await standInClient(server, policy: policy).count(
      FirestoreRESTQuery(collection: "books"))
    #expect(count == 3)
    #expect(server.requests.count == 2)
  }
}
