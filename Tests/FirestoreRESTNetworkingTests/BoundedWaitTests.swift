import FirestoreRESTCoding
import Foundation
import Testing

@testable import FirestoreRESTNetworking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport that counts the requests another sends, by the URL's path.
final class CountingTransport: FirestoreRESTTransport, @unchecked Sendable {
  let base: any FirestoreRESTTransport
  private let lock = NSLock()
  private var sent: [FirestoreRESTHTTPRequest] = []

  init(_ base: any FirestoreRESTTransport = FirestoreRESTURLSessionTransport()) {
    self.base = base
  }

  var requests: [FirestoreRESTHTTPRequest] {
    lock.lock()
    defer { lock.unlock() }
    return sent
  }

  func send(_ request: FirestoreRESTHTTPRequest) async throws -> FirestoreRESTHTTPResponse {
    record(request)
    return try await base.send(request)
  }

  private func record(_ request: FirestoreRESTHTTPRequest) {
    lock.lock()
    sent.append(request)
    lock.unlock()
  }
}

/// A transport that reads whole bodies whatever their size: the client must refuse them itself.
struct UnlimitedTransport: FirestoreRESTTransport {
  let base = FirestoreRESTURLSessionTransport()

  func send(_ request: FirestoreRESTHTTPRequest) async throws -> FirestoreRESTHTTPResponse {
    var unlimited = request
    unlimited.maximumResponseBytes = nil
    return try await base.send(unlimited)
  }
}

@Suite("Every wait has a bound: the metadata probe, the token refresh, Retry-After, body sizes")
struct BoundedWaitTests {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "A metadata host that takes connections and never answers: a credentials error in < 5 s, remembered"
  )
  func metadataBlackhole() async throws {
    let blackhole = try LoopbackHTTPServer { _ in
      var response = LoopbackHTTPServer.Response.json(200, "{}")
      response.delay = 120
      return response
    }
    defer { blackhole.stop() }
    var server = FirestoreRESTMetadataServer(environment: ["GCE_METADATA_HOST": blackhole.host])
    // Long enough that a loaded machine cannot outlast it between the two calls: its expiry is
    // `probeMemory`'s, on a clock the test sets.
    server.negativeAnswerLifetime = 3600
    let client = FirestoreRESTClient(
      projectID: "p", baseURL: FirestoreRESTClient.productionURL, retryPolicy: .underTestLoad(),
      credentials: FirestoreRESTCredentials(source: server))
    let start = Date()
    let (first, firstEnd) = await timed { try await client.get(StandInBook.self, at: "books/b") }
      .value
    let firstTook = firstEnd.timeIntervalSince(start)
    #expect(firstTook < timingBound(5), "the first call took \(firstTook) s")
    #expect(firstTook > 2.5, "the probe gave up after \(firstTook) s, before its 3 s")
    #expect(throws: FirestoreRESTCredentialsError.self) { try first.get() }
    guard case .failure(let failure) = first, let error = failure as? FirestoreRESTCredentialsError
    else { return }
    #expect(error.kind == .noCredentialsFound)
    #expect(error.description.contains(blackhole.host))
    #expect(error.description.contains("within 3 s"))
    #expect(error.description.contains("GOOGLE_APPLICATION_CREDENTIALS"))
    // Remembered: the next calls fail at once, without another connection.
    let secondStart = Date()
    let (second, secondEnd) = await timed { try await client.get(StandInBook.self, at: "books/b") }
      .value
    #expect(secondEnd.timeIntervalSince(secondStart) < timingBound(1))
    #expect(throws: FirestoreRESTCredentialsError.self) { try second.get() }
    #expect(blackhole.connectionCount == 1)
  }

  @Test("A negative probe is forgotten after its lifetime; GCE_METADATA_TIMEOUT sets the probe's")
  func probeMemory() async throws {
    let absent = try LoopbackHTTPServer { _ in .json(404, "not a metadata server") }
    defer { absent.stop() }
    var server = FirestoreRESTMetadataServer(
      environment: ["GCE_METADATA_HOST": absent.host, "GCE_METADATA_TIMEOUT": "1.5"])
    #expect(server.probeTimeout == 1.5)
    server.negativeAnswerLifetime = 30
    let now = Date()
    let transport = FirestoreRESTURLSessionTransport()
    for offset in [0.0, 29, 31] {
      await #expect(throws: FirestoreRESTCredentialsError.self) {
        _ = try await server.fetchToken(transport: transport, now: now.addingTimeInterval(offset))
      }
    }
    // Probed at 0 and again at 31 s; at 29 s the answer was remembered.
    #expect(absent.requests.map(\.path) == ["/", "/"])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "A token endpoint that drips a byte every 0.5 s cannot hold calls past the refresh deadline")
  func drippingTokenEndpoint() async throws {
    let endpoint = try LoopbackHTTPServer { _ in
      var response = LoopbackHTTPServer.Response(
        status: 200, headers: ["Content-Type": "application/json"])
      response.dripInterval = 0.5
      return response
    }
    defer { endpoint.stop() }
    let firestore = try LoopbackHTTPServer { _ in .json(200, standInBookDocument) }
    defer { firestore.stop() }
    let user = FirestoreRESTAuthorizedUser(
      clientID: "c", clientSecret: TestSecrets.clientSecret, refreshToken: TestSecrets.refreshToken,
      tokenURI: endpoint.baseURL.appendingPathComponent("token"))
    let credentials = FirestoreRESTCredentials(source: user, refreshTimeout: 2)
    // One attempt per call and no call deadline: the refresh's own bound is the only one, so
    // the call ends with its error however late a loaded machine runs the timers.
    let client = FirestoreRESTClient(
      projectID: "p", baseURL: firestore.baseURL,
      retryPolicy: FirestoreRESTRetryPolicy(deadline: nil, maximumAttempts: 1),
      credentials: credentials)
    for round in 1...2 {
      let start = Date()
      let (result, end) = await timed { try await client.get(StandInBook.self, at: "books/b") }
        .value
      let took = end.timeIntervalSince(start)
      #expect(took < timingBound(4), "round \(round) took \(took) s with a refresh deadline of 2 s")
      #expect(throws: FirestoreRESTCredentialsError.self) { try result.get() }
      if case .failure(let error as FirestoreRESTCredentialsError) = result {
        #expect(error.kind == .tokenRequestFailed)
        #expect(error.description.contains("refreshTimeout"))
      }
      // Each call started a fresh token request: the stuck one was given up.
      #expect(await eventuallyTrue { endpoint.requests.count == round })
    }
    #expect(firestore.requests.isEmpty)
  }

  @Test("Retry-After is capped by the policy's longest delay, with no deadline too")
  func retryAfterCapped() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(503, standInUnavailable, headers: ["Retry-After": "86400"])
    }
    defer { server.stop() }
    let clock = TestClock()
    let policy = FirestoreRESTRetryPolicy(
      maximumDelay: 5, deadline: nil, maximumAttempts: 3, clock: clock.clock, random: { 0 })
    await #expect(throws: FirestoreRESTError.self) {
      _ = try await standInClient(server, policy: policy).get(StandInBook.self, at: "books/b")
    }
    #expect(clock.sleeps.value == [5, 5])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "A response above the size limit stops being read: a typed error, not retried",
    arguments: [
      "with a length", "without a length", "caller's session", "a transport that reads it all",
    ])
  func responseTooLarge(variant: String) async throws {
    let large = variant == "with a length" || variant == "without a length" ? 200 << 20 : 4 << 20
    let server = try LoopbackHTTPServer { _ in
      var response = LoopbackHTTPServer.Response(
        status: 200, headers: ["Content-Type": "application/json"])
      response.generatedBodyLength = large
      response.omitsContentLength = variant == "without a length"
      return response
    }
    defer { server.stop() }
    let transport: any FirestoreRESTTransport =
      switch variant {
      case "caller's session": FirestoreRESTURLSessionTransport(session: .shared)
      case "a transport that reads it all": UnlimitedTransport()
      default: FirestoreRESTURLSessionTransport(configuration: .ephemeral)
      }
    var client = FirestoreRESTClient(
      projectID: "p", baseURL: server.baseURL, transport: transport, retryPolicy: .underTestLoad(),
      accessToken: { nil })
    client.maximumResponseBytes = 1 << 20
    let start = Date()
    let limited = client
    let (result, end) = await timed { try await limited.get(StandInBook.self, at: "books/b") }.value
    // 200 MB stop at 1 MB: a fraction of a second, not the seconds of reading it all.
    #expect(end.timeIntervalSince(start) < timingBound(large > 100 << 20 ? 5 : 30))
    let error = #expect(throws: FirestoreRESTError.self) { try result.get() }
    #expect(error?.code == .resourceExhausted)
    #expect(error?.attempts == 1)
    #expect(error?.transportError?.kind == .responseTooLarge(limit: 1 << 20))
    #expect(server.requests.count == 1)
  }

  @Test("The response limit reaches the transport with every request")
  func limitInRequests() async throws {
    let server = try LoopbackHTTPServer { _ in .json(200, standInBookDocument) }
    defer { server.stop() }
    let counting = CountingTransport()
    var client = FirestoreRESTClient(
      projectID: "p", baseURL: server.baseURL, transport: counting, retryPolicy: .underTestLoad(),
      accessToken: { nil })
    client.maximumResponseBytes = 12_345
    _ = try await client.get(StandInBook.self, at: "books/b")
    #expect(counting.requests.map(\.maximumResponseBytes) == [12_345])
    #expect(
      FirestoreRESTClient(projectID: "p", baseURL: server.baseURL) { nil }.maximumResponseBytes
        == 64 << 20)
  }
}

@Suite(
  "runQuery without a limit, through the emulator: read a page at a time",
  .enabled(if: emulatorHost != nil, skippedWithoutEmulator))
struct QueryPagingEmulatorTests {
  @Test(
    "1,100 documents in 3 requests of at most 500, in order, at one read time; a limit reads in one"
  )
  func pages() async throws {
    let writer = emulatorClient("paging")
    let writes = try (0..<1_100).map { number in
      try writer.encoder.write(
        StandInBook(title: String(format: "%05d", number)),
        to: try writer.reference("books/\(String(format: "b%05d", number))"))
    }
    for result in try await writer.batchWrite(writes) {
      _ = try result.get()
    }
    let counting = CountingTransport()
    let reader = FirestoreRESTClient(
      projectID: writer.projectID, baseURL: writer.baseURL, transport: counting,
      retryPolicy: .underTestLoad(), accessToken: { "owner" })
    let all = try await reader.runQuery(
      StandInBook.self, FirestoreRESTQuery(collection: "books").order(by: "title"))
    #expect(all.count == 1_100)
    #expect(all.map(\.value.title) == (0..<1_100).map { String(format: "%05d", $0) })
    let bodies = counting.requests.compactMap {
      $0.body.map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(bodies.count == 3)
    #expect(bodies.allSatisfy { $0.contains(#""limit":500"#) })
    // The second and third pages are read at the first's time.
    #expect(
      !bodies[0].contains("readTime") && bodies[1].contains("readTime")
        && bodies[2].contains("readTime"))

    let limited = try await reader.runQuery(
      StandInBook.self, FirestoreRESTQuery(collection: "books").limit(700))
    #expect(limited.count == 700)
    #expect(counting.requests.count == 4)
  }
}
