import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

let standInAborted =
  #"{"error": {"code": 409, "message": "Transaction lock timeout.", "status": "ABORTED"}}"#

/// A stand-in for Firestore's transaction calls: `beginTransaction` answers `tx1`, `tx2`, …;
/// `batchGet` answers one book; `commit` answers `commitAnswers` in turn (then success).
func transactionStandIn(commitAnswers: [LoopbackHTTPServer.Response]) throws -> LoopbackHTTPServer {
  let begun = Shared(0)
  let commits = Shared(commitAnswers)
  return try LoopbackHTTPServer { request in
    if request.path.hasSuffix(":beginTransaction") {
      let id = begun.update {
        $0 += 1
        return $0
      }
      return .json(200, #"{"transaction": "dHg\#(id)"}"#)
    }
    if request.path.hasSuffix(":batchGet") {
      return .json(
        200, #"[{"found": \#(standInBookDocument), "readTime": "2026-01-01T00:00:00Z"}]"#)
    }
    if request.path.hasSuffix(":commit") {
      if let answer = commits.update({ $0.isEmpty ? nil : $0.removeFirst() }) { return answer }
      return .json(200, #"{"writeResults": [{}], "commitTime": "2026-01-01T00:00:01Z"}"#)
    }
    return .json(200, "{}")
  }
}

extension LoopbackHTTPServer.Request {
  /// The method of Firestore's API a request calls, such as `commit`.
  var apiMethod: String { String(path.split(separator: ":").last ?? "") }
}

@Suite("Transactions: what is retried, against a loopback stand-in")
struct TransactionRetryTests {
  @Test("A commit aborted by contention restarts the whole transaction, naming the aborted one")
  func abortedCommitRestarts() async throws {
    let server = try transactionStandIn(commitAnswers: [.json(409, standInAborted)])
    defer { server.stop() }
    let clock = TestClock()
    let policy = FirestoreRESTRetryPolicy.underTestLoad(clock: clock.clock, random: { 0.5 })
    let firestore = standInClient(server, policy: policy)
    let runs = Shared(0)
    let title = try await firestore.runTransaction { transaction in
      runs.update { $0 += 1 }
      let book = try await transaction.get(StandInBook.self, at: "books/b").value
      try transaction.set(StandInBook(title: book.title + "!"), at: "books/b")
      return book.title
    }
    #expect(title == "Dune")
    #expect(runs.value == 2)
    let calls = server.requests.map(\.apiMethod)
    #expect(
      calls == ["beginTransaction", "batchGet", "commit"] + [
        "beginTransaction", "batchGet", "commit",
      ])
    let begins = server.requests.filter { $0.path.hasSuffix(":beginTransaction") }
    #expect(begins.first?.bodyText.contains("retryTransaction") == false)
    #expect(begins.last?.bodyText.contains(#""retryTransaction":"dHg1""#) == true)
    let commits = server.requests.filter { $0.path.hasSuffix(":commit") }
    #expect(commits.first?.bodyText.contains(#""transaction":"dHg1""#) == true)
    #expect(commits.last?.bodyText.contains(#""transaction":"dHg2""#) == true)
    // One pause of 1 s (the jitter's middle), and no rollback: the server ended the transaction.
    #expect(clock.sleeps.value == [1])
    #expect(!server.requests.contains { $0.path.hasSuffix(":rollback") })
  }

  @Test(
    "5 attempts by default, pauses growing 1.5 times, then attemptsExhausted with the last error")
  func attemptsExhausted() async throws {
    let server = try transactionStandIn(
      commitAnswers: Array(repeating: .json(409, standInAborted), count: 10))
    defer { server.stop() }
    let clock = TestClock()
    let policy = FirestoreRESTRetryPolicy.underTestLoad(clock: clock.clock, random: { 0.5 })
    let firestore = standInClient(server, policy: policy)
    let error = await #expect(throws: FirestoreRESTTransactionError.self) {
      try await firestore.runTransaction { transaction in
        try transaction.set(StandInBook(title: "x"), at: "books/b")
      }
    }
    #expect(error?.kind == .attemptsExhausted(attempts: 5))
    #expect(error?.lastError?.code == .aborted)
    #expect(server.requests.filter { $0.path.hasSuffix(":commit") }.count == 5)
    #expect(clock.sleeps.value == [1, 1.5, 2.25, 3.375])
  }

  @Test("A thrown error rolls the transaction back once and is rethrown; nothing is committed")
  func thrownErrorRollsBack() async throws {
    struct Refused: Error {}
    let server = try transactionStandIn(commitAnswers: [])
    defer { server.stop() }
    let firestore = standInClient(server)
    await #expect(throws: Refused.self) {
      try await firestore.runTransaction { transaction in
        try transaction.set(StandInBook(title: "x"), at: "books/b")
        throw Refused()
      }
    }
    let calls = server.requests.map(\.apiMethod)
    #expect(calls == ["beginTransaction", "rollback"])
    #expect(server.requests.last?.bodyText == #"{"transaction":"dHg1"}"#)
  }

  @Test("A commit that fails otherwise (FAILED_PRECONDITION) is not retried and rolls back")
  func otherCommitErrorIsNotRetried() async throws {
    let server = try transactionStandIn(commitAnswers: [
      .json(
        400,
        #"{"error": {"code": 400, "message": "no document", "status": "FAILED_PRECONDITION"}}"#)
    ])
    defer { server.stop() }
    let firestore = standInClient(server)
    let error = await #expect(throws: FirestoreRESTError.self) {
      try await firestore.runTransaction { transaction in
        try transaction.update(StandInBook(title: "x"), at: "books/b")
      }
    }
    #expect(error?.code == .failedPrecondition)
    #expect(error?.method == "POST")
    #expect(error?.path == "/v1/projects/p/databases/(default)/documents:commit")
    let calls = server.requests.map(\.apiMethod)
    #expect(calls == ["beginTransaction", "commit", "rollback"])
  }

  @Test("beginTransaction is retried on UNAVAILABLE, as an idempotent call")
  func beginIsRetried() async throws {
    let server = try LoopbackHTTPServer(
      handler: failingFirst(2, with: .json(503, standInUnavailable)) { request in
        request.path.hasSuffix(":beginTransaction")
          ? .json(200, #"{"transaction": "dHg="}"#) : .json(200, "{}")
      })
    defer { server.stop() }
    let policy = FirestoreRESTRetryPolicy.underTestLoad(clock: TestClock().clock)
    let count = try await standInClient(server, policy: policy).runReadOnlyTransaction { _ in 7 }
    #expect(count == 7)
    let calls = server.requests.map(\.apiMethod)
    #expect(calls == ["beginTransaction", "beginTransaction", "beginTransaction", "rollback"])
    #expect(server.requests[0].bodyText == #"{"options":{"readOnly":{}}}"#)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("A cancelled task's transaction is still rolled back")
  func cancelledTaskRollsBack() async throws {
    let server = try transactionStandIn(commitAnswers: [])
    defer { server.stop() }
    let firestore = standInClient(server)
    let started = Shared(false)
    let call = timed {
      try await firestore.runTransaction { transaction in
        started.update { $0 = true }
        try await Task.sleep(nanoseconds: 30_000_000_000)
      }
    }
    // Watched and cancelled from the timing executor: other tests may hold the shared pool.
    let (result, _) = await withTaskExecutorPreference(timingExecutor) {
      let began = await eventuallyTrue { started.value }
      #expect(began, "the transaction never began")
      call.cancel()
      let (result, end) = await call.value
      return (result, end)
    }
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(
      await eventuallyTrue {
        server.requests.contains { $0.path.hasSuffix(":rollback") }
      },
      "no rollback was sent")
    #expect(!server.requests.contains { $0.path.hasSuffix(":commit") })
  }

  @Test("A collection path in a transaction throws before any read or write is sent")
  func pathCheckedBeforeRequest() async throws {
    let server = try transactionStandIn(commitAnswers: [])
    defer { server.stop() }
    let firestore = standInClient(server)
    await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.runTransaction { transaction in
        _ = try await transaction.get(StandInBook.self, at: "books")
      }
    }
    await #expect(throws: FirestoreRESTPathError.self) {
      try await firestore.runTransaction { transaction in
        try transaction.set(StandInBook(title: "x"), at: "books")
      }
    }
    let calls = server.requests.map(\.apiMethod)
    #expect(calls == ["beginTransaction", "rollback", "beginTransaction", "rollback"])
  }
}
