import DateCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How a stand-in or the proxy ends a connection instead of answering.
enum ConnectionEnd: String, Sendable, CaseIterable {
  case close
  case reset
}

/// The calls of the matrix, each with whether applying it twice differs from applying it once.
enum FaultedCall: String, Sendable, CaseIterable {
  case get, runQuery, set, delete, update, increment, create, commit, batchWrite

  /// Whether the client may send it again after the connection was lost.
  var isIdempotent: Bool {
    switch self {
    case .get, .runQuery, .set, .delete, .update: true
    case .increment, .create, .commit, .batchWrite: false
    }
  }
}

@Suite("A connection the server closes: a fast retry or a fast 'outcome unknown', never a stall")
struct ClosedConnectionTests {
  /// A keep-alive stand-in that ends the connection of the `faulted`-th request (counted from 1),
  /// after reading it, and answers every other.
  static func server(ending end: ConnectionEnd, request faulted: Int) throws -> LoopbackHTTPServer {
    let count = Shared(0)
    return try LoopbackHTTPServer(keepsAlive: true) { request in
      let number = count.update { value -> Int in
        value += 1
        return value
      }
      if number == faulted {
        var response = LoopbackHTTPServer.Response(status: 200)
        response.dropsConnection = end == .close
        response.resetsConnection = end == .reset
        return response
      }
      if request.path.hasSuffix(":runQuery") { return .json(200, "[]") }
      if request.path.hasSuffix(":commit") {
        let writes =
          ((try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any])?["writes"]
          as? [Any]
        let results = Array(repeating: "{}", count: writes?.count ?? 0).joined(separator: ",")
        return .json(200, #"{"commitTime": "2026-01-01T00:00:00Z", "writeResults": [\#(results)]}"#)
      }
      if request.path.hasSuffix(":batchWrite") {
        return .json(200, #"{"writeResults": [{}], "status": [{}]}"#)
      }
      return .json(200, standInBookDocument)
    }
  }

  static func perform(_ call: FaultedCall, _ client: FirestoreRESTClient) async throws {
    switch call {
    case .get: _ = try await client.get(StandInBook.self, at: "books/b")
    case .runQuery:
      _ = try await client.runQuery(
        StandInBook.self, FirestoreRESTQuery(collection: "books").limit(5))
    case .set: try await client.set(StandInBook(title: "t"), at: "books/b")
    case .delete: try await client.delete(at: "books/b")
    case .update: try await client.update(StandInBook(title: "u"), at: "books/b")
    case .increment: try await client.transform(at: "stats/s", ["reads": .increment(1)])
    case .create: try await client.create(StandInBook(title: "c"), in: "books", documentID: "new")
    case .commit:
      try await client.commit { batch in
        try batch.set(StandInBook(title: "t"), at: "books/b")
        try batch.update(at: "stats/s", transforms: ["books": .increment(1)])
      }
    case .batchWrite:
      let write = FirestoreRESTWrite(
        .update(try client.reference("stats/s"), fields: [:]), updateMask: [],
        transforms: [FirestoreRESTWrite.FieldTransform("n", .increment(1))])
      _ = try await client.batchWrite([write]).first?.get()
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "A reused connection closed after the request was read: < 2 s, retried or 'outcome unknown'",
    arguments: FaultedCall.allCases,
    ConnectionEnd.allCases.flatMap { end in RedirectTests.transports.map { (end, $0) } })
  func warmConnection(call: FaultedCall, how: (end: ConnectionEnd, transport: String)) async throws
  {
    let (end, transport) = how
    // Request 1 opens the connection; request 2 reuses it and is the one cut.
    let server = try Self.server(ending: end, request: 2)
    defer { server.stop() }
    // A session of the caller's gets a new one here, so that no other test's connection is
    // reused.
    let session = URLSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    let client = FirestoreRESTClient(
      projectID: "p", baseURL: server.baseURL,
      transport: transport == "own session"
        ? FirestoreRESTURLSessionTransport(configuration: .ephemeral)
        : FirestoreRESTURLSessionTransport(session: session),
      retryPolicy: .underTestLoad(), accessToken: { nil })
    _ = try await client.get(StandInBook.self, at: "books/warm")
    let start = Date()
    let (result, finished) = await timed { try await Self.perform(call, client) }.value
    let took = finished.timeIntervalSince(start)
    #expect(took < timingBound(2), "\(call) took \(took) s")
    #expect(
      server.requests.dropFirst().first?.indexOnConnection == 2,
      "the second request reused no connection")
    Self.expectOutcome(result, call: call, server: server)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    "A fresh connection closed after the request was read: < 2 s, retried or 'outcome unknown'",
    arguments: FaultedCall.allCases, ConnectionEnd.allCases)
  func freshConnection(call: FaultedCall, end: ConnectionEnd) async throws {
    let server = try Self.server(ending: end, request: 1)
    defer { server.stop() }
    let client = FirestoreRESTClient(
      projectID: "p", baseURL: server.baseURL,
      transport: FirestoreRESTURLSessionTransport(configuration: .ephemeral),
      retryPolicy: .underTestLoad(), accessToken: { nil })
    let start = Date()
    let (result, finished) = await timed { try await Self.perform(call, client) }.value
    let took = finished.timeIntervalSince(start)
    #expect(took < timingBound(2), "\(call) took \(took) s")
    Self.expectOutcome(result, call: call, server: server)
  }

  /// An idempotent call succeeds, its request sent again in whole; any other fails as
  /// "outcome unknown", its request not sent again.
  static func expectOutcome(
    _ result: Result<Void, any Error>, call: FaultedCall, server: LoopbackHTTPServer,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let requests = server.requests.filter {
      $0.path != "/v1/projects/p/databases/(default)/documents/books/warm"
    }
    if call.isIdempotent {
      #expect(throws: Never.self, "\(call)", sourceLocation: sourceLocation) { try result.get() }
      #expect(
        requests.count == 2, "\(call): \(requests.count) requests", sourceLocation: sourceLocation)
      #expect(
        Set(requests.map(\.body)).count == 1, "\(call): resent differently",
        sourceLocation: sourceLocation)
    } else {
      #expect(throws: FirestoreRESTError.self, "\(call)", sourceLocation: sourceLocation) {
        try result.get()
      }
      if case .failure(let error as FirestoreRESTError) = result {
        #expect(error.isOutcomeUnknown, "\(call): \(error)", sourceLocation: sourceLocation)
        #expect(error.attempts == 1, sourceLocation: sourceLocation)
        #expect(!error.documents.isEmpty, sourceLocation: sourceLocation)
      }
      // Read whole at most once (the connection gone, the client cannot tell whether the server
      // had read it all); a resend with the headers alone never reaches a handler.
      #expect(
        requests.count <= 1, "\(call): \(requests.count) requests", sourceLocation: sourceLocation)
    }
  }
}
