import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

/// A stand-in's handler: `failure` for the first `count` requests, then `answer`.
func failingFirst(
  _ count: Int, with failure: LoopbackHTTPServer.Response,
  then answer: @escaping LoopbackHTTPServer.Handler
) -> LoopbackHTTPServer.Handler {
  let remaining = Shared(count)
  return { request in
    let fails = remaining.update {
      $0 -= 1
      return $0 >= 0
    }
    return fails ? failure : answer(request)
  }
}

@Suite("batchWrite and aggregations: what is retried")
struct BatchWriteAndAggregationRetryTests {
  @Test("batchWrite is retried on ABORTED, as Google's clients retry BatchWrite")
  func batchWriteRetriesAborted() async throws {
    let written = #"{"writeResults": [{"updateTime": "2026-01-01T00:00:00Z"}], "status": [{}]}"#
    let server = try LoopbackHTTPServer(
      handler: failingFirst(1, with: .json(409, standInAborted)) { _ in .json(200, written) })
    defer { server.stop() }
    let policy = FirestoreRESTRetryPolicy.underTestLoad(clock: TestClock().clock)
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
    let internalError =
      #"{"error": {"code": 500, "message": "oops", "status": "INTERNAL"}}"#
    let counted =
      #"[{"result": {"aggregateFields": {"count": {"integerValue": "3"}}}, "readTime": "2026-01-01T00:00:00Z"}]"#
    let server = try LoopbackHTTPServer(
      handler: failingFirst(1, with: .json(500, internalError)) { _ in .json(200, counted) })
    defer { server.stop() }
    let policy = FirestoreRESTRetryPolicy.underTestLoad(clock: TestClock().clock)
    let count = try await standInClient(server, policy: policy).count(
      FirestoreRESTQuery(collection: "books"))
    #expect(count == 3)
    #expect(server.requests.count == 2)
  }
}
