import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client of a loopback stand-in for Firestore, with no token and a policy on a test clock.
func standInClient(
  _ server: LoopbackHTTPServer, policy: FirestoreRESTRetryPolicy = .underTestLoad()
) -> FirestoreRESTClient {
  FirestoreRESTClient(
    projectID: "p", baseURL: server.baseURL, transport: FirestoreRESTURLSessionTransport(),
    retryPolicy: policy, accessToken: { nil })
}

struct StandInBook: Codable, Equatable, Sendable {
  var title: String
}

let standInBookDocument = #"""
  {"name": "projects/p/databases/(default)/documents/books/b", "fields": {"title": {"stringValue": "Dune"}},
   "createTime": "2026-01-01T00:00:00Z", "updateTime": "2026-01-01T00:00:00Z"}
  """#

let standInUnavailable =
  #"{"error": {"code": 503, "message": "The service is currently unavailable.", "status": "UNAVAILABLE"}}"#

/// Waits up to `seconds` for a condition that another thread makes true.
func eventuallyTrue(_ seconds: TimeInterval = testLoadTimeout, _ condition: () -> Bool) async
  -> Bool
{
  let end = Date().addingTimeInterval(seconds)
  while Date() < end {
    if condition() { return true }
    try? await Task.sleep(nanoseconds: 20_000_000)
  }
  return condition()
}

/// The executor of the timing tests (see ``ThreadExecutor``).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
let timingExecutor = ThreadExecutor()

/// Runs `body` on the timing executor; the task's value is the result and when it ended.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func timed<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> Task<
  (result: Result<T, any Error>, end: Date), Never
> {
  Task(executorPreference: timingExecutor) {
    do {
      return (.success(try await body()), Date())
    } catch {
      return (.failure(error), Date())
    }
  }
}

@Suite("Cancellation and the deadline, against a loopback server that answers after 30 s")
struct CancellationTests {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("Cancelling the task cancels the HTTP request at once; the server sees it closed")
  func cancellation() async throws {
    let server = try LoopbackHTTPServer { _ in
      var response = LoopbackHTTPServer.Response.json(200, standInBookDocument)
      response.delay = 30
      return response
    }
    defer { server.stop() }
    let firestore = standInClient(server)
    let call = timed { try await firestore.get(StandInBook.self, at: "books/b") }
    // Watched and cancelled from the timing executor too.
    let (cancelled, result, end) = await withTaskExecutorPreference(timingExecutor) {
      let arrived = await eventuallyTrue { server.requests.count == 1 }
      #expect(arrived, "no request arrived")
      let cancelled = Date()
      call.cancel()
      let (result, end) = await call.value
      return (cancelled, result, end)
    }
    let ended = end.timeIntervalSince(cancelled)
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(ended < 5, "the call ended \(ended) s after the cancellation")
    #expect(
      await eventuallyTrue(10) { server.connectionsClosedBeforeAnswer == 1 },
      "the server never saw the connection closed")
    let closedAfter = try #require(server.closedAt.first).timeIntervalSince(cancelled)
    #expect(closedAfter < 2, "the connection closed \(closedAfter) s after the cancellation")
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("The deadline cancels the attempt in flight and throws DEADLINE_EXCEEDED")
  func deadlineInFlight() async throws {
    let server = try LoopbackHTTPServer { _ in
      var response = LoopbackHTTPServer.Response.json(200, standInBookDocument)
      response.delay = 30
      return response
    }
    defer { server.stop() }
    let firestore = standInClient(server, policy: FirestoreRESTRetryPolicy(deadline: 0.5))
    let start = Date()
    let (result, end) = await timed { try await firestore.get(StandInBook.self, at: "books/b") }
      .value
    #expect(end.timeIntervalSince(start) < 5)
    #expect(throws: FirestoreRESTError.self) { try result.get() }
    guard case .failure(let failure) = result, let error = failure as? FirestoreRESTError else {
      return
    }
    #expect(error.code == .deadlineExceeded)
    #expect(error.method == "GET")
    #expect(error.path == "/v1/projects/p/databases/(default)/documents/books/b")
    #expect(await eventuallyTrue(10) { server.connectionsClosedBeforeAnswer == 1 })
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("A task cancelled during the backoff stops at once")
  func cancelledDuringBackoff() async throws {
    let server = try LoopbackHTTPServer { _ in .json(503, standInUnavailable) }
    defer { server.stop() }
    let firestore = standInClient(
      server, policy: FirestoreRESTRetryPolicy.underTestLoad(initialDelay: 30, random: { 1 }))
    let call = timed { try await firestore.get(StandInBook.self, at: "books/b") }
    let (start, result, end) = try await withTaskExecutorPreference(timingExecutor) {
      let arrived = await eventuallyTrue { server.requests.count == 1 }
      #expect(arrived)
      try await Task.sleep(nanoseconds: 100_000_000)
      let start = Date()
      call.cancel()
      let (result, end) = await call.value
      return (start, result, end)
    }
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(end.timeIntervalSince(start) < 5)
    #expect(server.requests.count == 1)
  }
}

@Suite("Retries with backoff, the deadline and Retry-After")
struct RetryTests {
  @Test("Retryable codes are retried with a growing, jittered delay")
  func backoff() async throws {
    let failures = Shared(2)
    let server = try LoopbackHTTPServer { _ in
      failures.update { count in
        count -= 1
        return count >= 0
      } ? .json(503, standInUnavailable) : .json(200, standInBookDocument)
    }
    defer { server.stop() }
    let clock = TestClock()
    let jitter = Shared([1.0, 0.5])
    let policy = FirestoreRESTRetryPolicy.underTestLoad(
      clock: clock.clock, random: { jitter.update { $0.isEmpty ? 1 : $0.removeFirst() } })
    let book = try await standInClient(server, policy: policy).get(StandInBook.self, at: "books/b")
    #expect(book.value == StandInBook(title: "Dune"))
    #expect(server.requests.count == 3)
    // Bounds 0.1 and 0.13 s, times the jitter 1.0 and 0.5.
    #expect(clock.sleeps.value.count == 2)
    #expect(abs(clock.sleeps.value[0] - 0.1) < 1e-9)
    #expect(abs(clock.sleeps.value[1] - 0.065) < 1e-9)
  }

  @Test("The bound grows 1.3 times per attempt up to 60 s")
  func bounds() {
    let policy = FirestoreRESTRetryPolicy()
    #expect(abs(policy.delayBound(afterAttempt: 1) - 0.1) < 1e-12)
    #expect(abs(policy.delayBound(afterAttempt: 2) - 0.13) < 1e-12)
    #expect(abs(policy.delayBound(afterAttempt: 3) - 0.169) < 1e-12)
    #expect(policy.delayBound(afterAttempt: 40) == 60)
    #expect(policy.delayBound(afterAttempt: 1000) == 60)
    let zero = FirestoreRESTRetryPolicy(random: { 0 })
    #expect(zero.delay(afterAttempt: 5) == 0)
  }

  @Test(
    "Which codes are retried for a read and for a commit",
    arguments: FirestoreRESTError.Code.allCases)
  func retriedCodes(code: FirestoreRESTError.Code) async throws {
    guard code != .ok, code != .unauthenticated else { return }
    let server = try LoopbackHTTPServer { _ in
      .json(
        code == .notFound ? 404 : 500,
        #"{"error": {"code": 500, "message": "no", "status": "\#(code.name)"}}"#)
    }
    defer { server.stop() }
    let policy = FirestoreRESTRetryPolicy.underTestLoad(
      maximumAttempts: 3, clock: TestClock().clock)
    let firestore = standInClient(server, policy: policy)
    let readError = await #expect(throws: FirestoreRESTError.self) {
      try await firestore.get(StandInBook.self, at: "books/b")
    }
    let retriedForReads: Set<FirestoreRESTError.Code> = [
      .unavailable, .resourceExhausted, .deadlineExceeded, .internal,
    ]
    let expectedRead = retriedForReads.contains(code)
    #expect(readError?.code == code)
    #expect(readError?.isRetryable == expectedRead)
    #expect(readError?.attempts == (expectedRead ? 3 : 1))
    // A commit that could apply twice (an increment) is retried only where the service says it
    // applied nothing; an idempotent one (a delete without precondition) as a read is.
    var before = server.requests.count
    let commitError = await #expect(throws: FirestoreRESTError.self) {
      try await firestore.transform(at: "counters/c", ["n": .increment(1)])
    }
    let retriedForCommits: Set<FirestoreRESTError.Code> = [.unavailable, .resourceExhausted]
    let expectedCommit = retriedForCommits.contains(code)
    #expect(commitError?.attempts == (expectedCommit ? 3 : 1))
    #expect(server.requests.count - before == (expectedCommit ? 3 : 1))
    #expect(commitError?.method == "POST")
    #expect(commitError?.path == "/v1/projects/p/databases/(default)/documents:commit")
    #expect(commitError?.documents == ["counters/c"])
    before = server.requests.count
    let deleteError = await #expect(throws: FirestoreRESTError.self) {
      try await firestore.delete(at: "books/b")
    }
    #expect(deleteError?.attempts == (expectedRead ? 3 : 1))
    #expect(server.requests.count - before == (expectedRead ? 3 : 1))
  }

  @Test("The deadline stops the retries before a delay that would end past it")
  func deadline() async throws {
    let server = try LoopbackHTTPServer { _ in .json(503, standInUnavailable) }
    defer { server.stop() }
    let clock = TestClock()
    let policy = FirestoreRESTRetryPolicy(
      initialDelay: 1, delayMultiplier: 2, deadline: 10, clock: clock.clock, random: { 1 })
    let error = await #expect(throws: FirestoreRESTError.self) {
      try await standInClient(server, policy: policy).get(StandInBook.self, at: "books/b")
    }
    // Delays 1, 2, 4 (7 s); the next, 8 s, would end at 15 s.
    #expect(clock.sleeps.value == [1, 2, 4])
    #expect(error?.code == .unavailable)
    #expect(error?.attempts == 4)
    #expect(server.requests.count == 4)
  }

  @Test("Retry-After is the least delay; past the deadline the call gives up at once")
  func retryAfter() async throws {
    let retryAfter = Shared("7")
    let answered = Shared(false)
    let server = try LoopbackHTTPServer { _ in
      if answered.update({
        let was = $0
        $0 = true
        return was
      }) {
        return .json(200, standInBookDocument)
      }
      return .json(
        429,
        #"{"error": {"code": 429, "message": "Slow down", "status": "RESOURCE_EXHAUSTED"}}"#,
        headers: ["Retry-After": retryAfter.value])
    }
    defer { server.stop() }
    let clock = TestClock()
    let policy = FirestoreRESTRetryPolicy(clock: clock.clock, random: { 1 })
    _ = try await standInClient(server, policy: policy).get(StandInBook.self, at: "books/b")
    #expect(clock.sleeps.value == [7])

    answered.update { $0 = false }
    retryAfter.update { $0 = "120" }
    let error = await #expect(throws: FirestoreRESTError.self) {
      try await standInClient(server, policy: policy).get(StandInBook.self, at: "books/b")
    }
    #expect(error?.code == .resourceExhausted)
    #expect(error?.attempts == 1)
    #expect(clock.sleeps.value == [7])
  }

  @Test("A connection that cannot be opened is retried, even for a commit")
  func connectionRefused() async throws {
    let (refusing, port) = try SocketIO.refusingPort()
    defer { close(refusing) }
    let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
    let policy = FirestoreRESTRetryPolicy.underTestLoad(
      maximumAttempts: 3, clock: TestClock().clock)
    let firestore = FirestoreRESTClient(
      projectID: "p", baseURL: url, transport: FirestoreRESTURLSessionTransport(),
      retryPolicy: policy,
      accessToken: { nil })
    let error = await #expect(throws: FirestoreRESTError.self) {
      try await firestore.commit([])
    }
    #expect(error?.code == .unavailable)
    #expect(error?.httpStatus == 0)
    #expect(error?.attempts == 3)
    #expect(error?.underlyingError is URLError)
    #expect(error?.method == "POST")
    #expect(error?.path == "/v1/projects/p/databases/(default)/documents:commit")
    #expect(String(describing: error).contains("no response"))
    #expect(
      String(describing: error).contains(
        "on POST /v1/projects/p/databases/(default)/documents:commit"))
  }

  @Test(
    "A connection lost after the request was sent: a read and a set are retried, an increment is not"
  )
  func connectionLost() async throws {
    let server = try LoopbackHTTPServer { _ in
      var response = LoopbackHTTPServer.Response.json(200, "{}")
      response.dropsConnection = true
      return response
    }
    defer { server.stop() }
    let policy = FirestoreRESTRetryPolicy.underTestLoad(
      maximumAttempts: 3, clock: TestClock().clock)
    let firestore = standInClient(server, policy: policy)
    let commitError = await #expect(throws: FirestoreRESTError.self) {
      try await firestore.transform(at: "counters/c", ["n": .increment(1)])
    }
    #expect(commitError?.code == .unavailable)
    #expect(commitError?.httpStatus == 0)
    #expect(commitError?.attempts == 1)
    #expect(commitError?.isOutcomeUnknown == true)
    #expect(String(describing: commitError).contains("may have been applied"))
    #expect(String(describing: commitError).contains("(writing counters/c)"))
    #expect(server.requests.count == 1)
    let readError = await #expect(throws: FirestoreRESTError.self) {
      try await firestore.get(StandInBook.self, at: "books/b")
    }
    #expect(readError?.attempts == 3)
    #expect(readError?.isOutcomeUnknown == false)
    #expect(server.requests.count == 4)
    let setError = await #expect(throws: FirestoreRESTError.self) {
      try await firestore.set(StandInBook(title: "t"), at: "books/b")
    }
    #expect(setError?.attempts == 3)
    #expect(setError?.isOutcomeUnknown == false)
    #expect(server.requests.count == 7)
  }

  @Test("Retry-After as an HTTP date")
  func retryAfterDate() async throws {
    let clock = TestClock()
    let answered = Shared(false)
    let server = try LoopbackHTTPServer { _ in
      if answered.update({
        let was = $0
        $0 = true
        return was
      }) {
        return .json(200, standInBookDocument)
      }
      // The test clock's now is 2027-01-15 08:00:00 GMT.
      return .json(
        503, standInUnavailable, headers: ["Retry-After": "Fri, 15 Jan 2027 08:00:30 GMT"])
    }
    defer { server.stop() }
    let policy = FirestoreRESTRetryPolicy.underTestLoad(clock: clock.clock, random: { 0 })
    _ = try await standInClient(server, policy: policy).get(StandInBook.self, at: "books/b")
    #expect(clock.sleeps.value == [30])
  }
}
