import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import Testing

/// Paths and IDs Firestore forbids, as a request handler would build them from user input:
/// `get(Book.self, at: "books/\(id)")` with `id` = `../admins/root`.
enum ForbiddenPaths {
  static let long = String(repeating: "a", count: 1_501)

  /// Document paths (an even number of segments, but a forbidden one among them).
  static let documents: [String] = [
    "books/../admins/root",
    "users/../../../../../other-project/databases/(default)/documents/secret/doc",
    "books/.", "./books", "books/..", "../books",
    "books/__name__", "__books__/x", "books/__x__",
    "books/" + long,
    "", "books//x", "/books/x", "books/x/",
  ]

  /// Collection paths (an odd number of segments, but a forbidden one among them).
  static let collections: [String] = [
    "..", ".", "books/x/..", "books/../admins", "__books__", "books/x/__y__", long, "", "books/",
    "/books",
  ]

  /// Document IDs given to `create`.
  static let ids: [String] = ["x/evil/y", ".", "..", "__name__", "__x__", long, ""]
}

/// A stand-in that answers every request with a plausible success, for counting what reaches it.
private func recordingServer() throws -> LoopbackHTTPServer {
  try LoopbackHTTPServer { request in
    if request.path.hasSuffix(":beginTransaction") {
      return .json(200, #"{"transaction": "dA=="}"#)
    }
    if request.path.hasSuffix(":runQuery") || request.path.hasSuffix(":batchGet") {
      return .json(200, "[]")
    }
    if request.path.hasSuffix(":commit") {
      return .json(200, #"{"commitTime": "2026-01-01T00:00:00Z", "writeResults": [{}]}"#)
    }
    return .json(200, standInBookDocument)
  }
}

@Suite("Paths and IDs: every forbidden one is refused before any request")
struct PathSafetyTests {
  typealias Call = @Sendable (FirestoreRESTClient, String) async throws -> Void

  /// Every entry point that takes a document path.
  static let documentCalls: [(String, Call)] = [
    ("get", { _ = try await $0.get(StandInBook.self, at: $1) }),
    (
      "get at a read time",
      {
        _ = try await $0.get(
          StandInBook.self, at: $1, readTime: Timestamp(seconds: 1, nanoseconds: 0))
      }
    ),
    ("getFields", { _ = try await $0.getFields(at: $1) }),
    ("getIfPresent", { _ = try await $0.getIfPresent(StandInBook.self, at: $1) }),
    ("batchGet", { _ = try await $0.batchGet(StandInBook.self, at: ["books/ok", $1]) }),
    ("reference", { _ = try $0.reference($1) }),
    ("set", { try await $0.set(StandInBook(title: "t"), at: $1) }),
    ("update", { try await $0.update(StandInBook(title: "t"), at: $1) }),
    ("transform", { try await $0.transform(at: $1, ["n": .increment(1)]) }),
    ("delete", { try await $0.delete(at: $1) }),
    (
      "commit, built",
      { client, path in
        try await client.commit { try $0.set(StandInBook(title: "t"), at: path) }
      }
    ),
    (
      "batchWrite",
      { client, path in
        _ = try await client.batchWrite([FirestoreRESTWrite(.delete(try client.reference(path)))])
      }
    ),
    (
      "runQuery's parent",
      { client, path in
        _ = try await client.runQuery(
          StandInBook.self, FirestoreRESTQuery(collectionGroup: "reviews", under: path))
      }
    ),
    (
      "count's parent",
      { client, path in
        _ = try await client.count(FirestoreRESTQuery(collectionGroup: "reviews", under: path))
      }
    ),
    (
      "a transaction's get",
      { client, path in
        _ = try await client.runTransaction { try await $0.get(StandInBook.self, at: path) }
      }
    ),
    (
      "a transaction's set",
      { client, path in
        try await client.runTransaction { try $0.set(StandInBook(title: "t"), at: path) }
      }
    ),
  ]

  /// Every entry point that takes a collection path.
  static let collectionCalls: [(String, Call)] = [
    ("list", { _ = try await $0.list(StandInBook.self, in: $1) }),
    (
      "documents(in:)",
      { client, path in
        for try await _ in client.documents(StandInBook.self, in: path) {}
      }
    ),
    ("create", { try await $0.create(StandInBook(title: "t"), in: $1) }),
    (
      "runQuery",
      { _ = try await $0.runQuery(StandInBook.self, FirestoreRESTQuery(collection: $1)) }
    ),
    (
      "documents(matching:)",
      { client, path in
        for try await _ in client.documents(
          StandInBook.self, matching: FirestoreRESTQuery(collection: path))
        {}
      }
    ),
    ("aggregate", { _ = try await $0.count(FirestoreRESTQuery(collection: $1)) }),
  ]

  @Test(
    "A forbidden document path is a typed error naming its rule, and nothing is sent",
    arguments: ForbiddenPaths.documents)
  func documentPaths(path: String) async throws {
    try await expectRefused(path, calls: Self.documentCalls)
  }

  @Test(
    "A forbidden collection path is a typed error naming its rule, and nothing is sent",
    arguments: ForbiddenPaths.collections)
  func collectionPaths(path: String) async throws {
    try await expectRefused(path, calls: Self.collectionCalls)
  }

  @Test(
    "A forbidden document ID given to create is refused before any request",
    arguments: ForbiddenPaths.ids)
  func createIDs(id: String) async throws {
    let server = try recordingServer()
    defer { server.stop() }
    let client = standInClient(server)
    let error = await #expect(throws: FirestoreRESTPathError.self) {
      try await client.create(StandInBook(title: "t"), in: "books", documentID: id)
    }
    #expect(error?.expected == .documentID)
    #expect(error?.rule == Self.expectedRule(forID: id))
    #expect(server.requests.isEmpty)
  }

  @Test("A collection group's ID with a slash, a dot segment or __x__ is refused")
  func collectionGroupIDs() async throws {
    let server = try recordingServer()
    defer { server.stop() }
    let client = standInClient(server)
    for id in ["..", "a/b", "__x__", ""] {
      let error = await #expect(throws: FirestoreRESTPathError.self, "\(id)") {
        _ = try await client.runQuery(StandInBook.self, FirestoreRESTQuery(collectionGroup: id))
      }
      #expect(error?.expected == .collectionID)
    }
    #expect(server.requests.isEmpty)
  }

  @Test("The project's and the database's IDs are checked before any request")
  func projectAndDatabase() async throws {
    let server = try recordingServer()
    defer { server.stop() }
    for (project, database, kind) in [
      ("..", "(default)", FirestoreRESTPathError.Kind.project),
      ("p/../other", "(default)", .project), ("", "(default)", .project),
      ("p", "(default)/../x", .database), ("p", "..", .database), ("p", "Default", .database),
    ] {
      let client = FirestoreRESTClient(
        projectID: project, databaseID: database, baseURL: server.baseURL,
        transport: FirestoreRESTURLSessionTransport(), retryPolicy: .underTestLoad(),
        accessToken: { nil })
      let error = await #expect(throws: FirestoreRESTPathError.self, "\(project) \(database)") {
        _ = try await client.get(StandInBook.self, at: "books/b")
      }
      #expect(error?.expected == kind)
      await #expect(throws: FirestoreRESTPathError.self) { try await client.commit([]) }
    }
    #expect(server.requests.isEmpty)
  }

  @Test("References and document names that come back with a forbidden segment do not decode")
  func namesFromTheServer() async throws {
    for name in [
      "projects/p/databases/(default)/documents/books/../admins/root",
      "projects/../databases/(default)/documents/books/b",
      "projects/p/databases/(default)/documents/__x__/b",
    ] {
      #expect(throws: FirestoreRESTReference.InvalidName.self, "\(name)") {
        _ = try FirestoreRESTReference(name: name)
      }
      struct Review: Decodable { var book: FirestoreRESTReference }
      let server = try LoopbackHTTPServer { _ in
        .json(
          200,
          #"{"name": "projects/p/databases/(default)/documents/reviews/r", "fields": {"book": {"referenceValue": "\#(name)"}}}"#
        )
      }
      defer { server.stop() }
      await #expect(throws: DecodingError.self, "\(name)") {
        _ = try await standInClient(server).get(Review.self, at: "reviews/r")
      }
    }
  }

  @Test(
    "IDs that a URL could misread reach the server exactly as named",
    arguments: [
      "a b", "?x=1", "#frag", "%2E%2E", "%2e", "...", ".x", "x.", "é", "x;y", "a:b", "[]", "@", "+",
      "&=", "'\"", "\\",
    ])
  func requestLineIsExact(id: String) async throws {
    let server = try recordingServer()
    defer { server.stop() }
    let client = standInClient(server)
    _ = try await client.get(StandInBook.self, at: "books/\(id)")
    try await client.delete(at: "books/\(id)/reviews/\(id)")
    let requests = server.requests
    #expect(requests.count == 2)
    let segments = requests.map { request in
      request.path.split(separator: "/", omittingEmptySubsequences: false).map {
        String($0).removingPercentEncoding
      }
    }
    #expect(
      segments.first == [
        "", "v1", "projects", "p", "databases", "(default)", "documents", "books", id,
      ])
    #expect(
      !(requests.first?.target.contains("?") ?? true), "a query in \(requests.first?.target ?? "")")
    let body = try #require(requests.last?.bodyText)
    #expect(
      body.contains("documents/books/\(Self.jsonEscaped(id))/reviews/\(Self.jsonEscaped(id))"))
  }

  // MARK: Helpers

  private func expectRefused(_ path: String, calls: [(String, Call)]) async throws {
    let server = try recordingServer()
    defer { server.stop() }
    let client = standInClient(server)
    // An empty parent is the database's root, not an error.
    for (name, call) in calls where !(path.isEmpty && name.hasSuffix("'s parent")) {
      let before = server.requests
      var thrown: (any Error)?
      do {
        try await call(client, path)
      } catch {
        thrown = error
      }
      let error = try #require(
        thrown as? FirestoreRESTPathError, "\(name): \(String(describing: thrown))")
      #expect(error.path == path, "\(name)")
      #expect(String(describing: error).isEmpty == false)
      if let segment = error.segment, !segment.isEmpty {
        #expect(error.description.contains(segment.prefix(200)), "\(name): \(error)")
      }
      // A transaction's begin and rollback are sent; nothing that names the path is.
      let sent = server.requests.dropFirst(before.count)
      #expect(
        sent.allSatisfy {
          $0.path.hasSuffix(":beginTransaction") || $0.path.hasSuffix(":rollback")
        },
        "\(name) sent \(sent.map(\.target))")
    }
  }

  static func expectedRule(forID id: String) -> FirestoreRESTPathError.Rule {
    switch id {
    case "": .empty
    case ".", "..": .dotSegment
    case _ where id.contains("/"): .containsSlash
    case _ where id.hasPrefix("__"): .reservedID
    default: .tooLong
    }
  }

  static func jsonEscaped(_ text: String) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: [text], options: [.withoutEscapingSlashes])
    let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
    return String(array.dropFirst(2).dropLast(2))
  }
}

@Suite(
  "Paths through the emulator: a document outside the named path is never read",
  .enabled(if: emulatorHost != nil, skippedWithoutEmulator))
struct EmulatorPathTraversalTests {
  @Test("books/../admins/root and a path into another project read nothing")
  func traversal() async throws {
    let firestore = emulatorClient("traversal")
    try await firestore.set(StandInBook(title: "secret"), at: "admins/root")
    try await firestore.set(StandInBook(title: "public"), at: "books/b")
    let other = FirestoreRESTClient(
      projectID: "other-\(firestore.projectID)", baseURL: firestore.baseURL,
      transport: FirestoreRESTURLSessionTransport(), retryPolicy: .underTestLoad(),
      accessToken: { "owner" })
    try await other.set(StandInBook(title: "other project"), at: "secret/doc")
    // As the credentials guide's handler builds a path from a request's id.
    for id in [
      "../admins/root",
      "../../../../../other-\(firestore.projectID)/databases/(default)/documents/secret/doc",
    ] {
      await #expect(throws: FirestoreRESTPathError.self, "\(id)") {
        _ = try await firestore.get(StandInBook.self, at: "books/\(id)")
      }
      await #expect(throws: FirestoreRESTPathError.self, "\(id)") {
        try await firestore.set(StandInBook(title: "overwritten"), at: "books/\(id)")
      }
    }
    // Nothing was read, and nothing was written: both documents are as they were.
    #expect(try await firestore.get(StandInBook.self, at: "admins/root").value.title == "secret")
    #expect(try await other.get(StandInBook.self, at: "secret/doc").value.title == "other project")
    #expect(
      try await firestore.list(StandInBook.self, in: "books").documents.map(\.value.title) == [
        "public"
      ])
  }
}
