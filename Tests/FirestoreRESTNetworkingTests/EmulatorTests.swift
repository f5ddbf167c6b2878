import ColorCoding
import DateCoding
import DocumentCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import GeoPointCoding
import Testing

/// The emulator's `host:port`, from `FIRESTORE_EMULATOR_HOST`; `nil` skips the emulator tests.
let emulatorHost: String? = {
  let host = ProcessInfo.processInfo.environment["FIRESTORE_EMULATOR_HOST"]
  return host?.isEmpty == false ? host : nil
}()

let skippedWithoutEmulator: Comment = """
  skipped: no Firestore emulator (set FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT; .ci/run starts one \
  with Scripts/firestore-emulator.sh)
  """

/// A client for a project of its own on the emulator, so that runs do not see each other's data.
///
/// Its token is `owner`, as `FIRESTORE_EMULATOR_HOST` would make it.
func emulatorClient(_ name: String) -> FirestoreRESTClient {
  guard let url = URL(string: "http://\(emulatorHost ?? "")") else {
    preconditionFailure("no URL for the emulator at \(emulatorHost ?? "")")
  }
  return FirestoreRESTClient(
    projectID: "demo-swift-\(name)-\(UInt32.random(in: 0...UInt32.max))", baseURL: url,
    transport: FirestoreRESTURLSessionTransport(),
    retryPolicy: .underTestLoad(), accessToken: { "owner" })
}

@Suite("Firestore emulator", .enabled(if: emulatorHost != nil, skippedWithoutEmulator))
struct EmulatorTests {
  @Test("The guide's models round-trip through the emulator")
  func guideModels() async throws {
    let firestore = emulatorClient("guide")
    let book = BookWithCoverImages(
      title: "The Hitchhiker's Guide to the Galaxy", numberOfPages: 816, author: "Douglas Adams",
      cover: CoverImages(small: "s.jpg", medium: "m.jpg", large: "l.jpg"))
    let bookReference = try await firestore.create(book, in: "books", documentID: "hitchhiker")
    let readBook = try await firestore.get(BookWithCoverImages.self, at: bookReference.path)
    #expect(
      readBook.value
        == BookWithCoverImages(
          id: "hitchhiker", title: book.title, numberOfPages: 816, author: book.author,
          cover: book.cover))
    #expect(readBook.createTime != nil && readBook.updateTime != nil)

    // A plain Book reads the same document, ignoring the cover.
    #expect(try await firestore.get(Book.self, at: "books/hitchhiker").value.title == book.title)

    let swift = ProgrammingLanguage(
      name: "Swift", year: Timestamp(seconds: 1_401_667_200, nanoseconds: 123_456_000))
    try await firestore.set(swift, at: "programming-languages/swift")
    let readSwift = try await firestore.get(
      ProgrammingLanguage.self, at: "programming-languages/swift")
    #expect(readSwift.value == ProgrammingLanguage(id: "swift", name: "Swift", year: swift.year))

    let office = Office(name: "Warsaw", location: GeoPoint(latitude: 52.2297, longitude: 21.0122))
    try await firestore.set(office, at: "offices/warsaw")
    #expect(
      try await firestore.get(Office.self, at: "offices/warsaw").value.location == office.location)

    let article = Article(
      title: "Hello", createdAt: nil, subtitle: nil,
      tags: [Tag(name: "swift", color: RGBAColor(red: 0xF0, green: 0x51, blue: 0x38))],
      status: .published)
    let before = Date()
    let commit = try await firestore.set(article, at: "articles/first")
    let readArticle = try await firestore.get(Article.self, at: "articles/first").value
    let createdAt = try #require(readArticle.createdAt, "the server filled in no time")
    #expect(abs(createdAt.timeIntervalSince(before)) < 60)
    #expect(readArticle.subtitle == nil)
    #expect(readArticle.tags == article.tags)
    #expect(readArticle.status == .published)

    // On the wire: Firestore's own types, not maps or strings.
    let rawLanguage = try await firestore.getFields(at: "programming-languages/swift").value
    #expect(rawLanguage["year"] == .timestamp(swift.year))
    #expect(rawLanguage["language_name"] == .string("Swift"))
    #expect(
      try await firestore.getFields(at: "offices/warsaw").value["location"]
        == .geoPoint(office.location))
    let rawBook = try await firestore.getFields(at: "books/hitchhiker").value
    #expect(rawBook["numberOfPages"] == .integer(816))
    let rawArticle = try await firestore.getFields(at: "articles/first").value
    #expect(rawArticle["subtitle"] == .null)
    #expect(rawArticle["status"] == .string("published"))
    // The server's time of the request: at most the commit's time, and close to it.
    guard case .timestamp(let stamped)? = rawArticle["createdAt"],
      let commitTime = commit.commitTime
    else {
      Issue.record("createdAt is \(String(describing: rawArticle["createdAt"])), not a timestamp")
      return
    }
    #expect(stamped <= commitTime && commitTime.seconds - stamped.seconds <= 1)
    #expect(
      rawArticle["tags"] == .array([.map(["name": .string("swift"), "color": .string("#F05138")])]))
  }

  @Test("Queries, paging, batchGet, masked updates, deletes and typed errors")
  func operations() async throws {
    let firestore = emulatorClient("operations")
    for (index, pages) in [120, 816, 342, 1200].enumerated() {
      try await firestore.set(
        Book(title: "Book \(index)", numberOfPages: pages, author: "A"), at: "books/b\(index)")
    }

    struct Query: Encodable {
      struct Collection: Encodable { var collectionId: String }
      struct Filter: Encodable { var fieldFilter: FieldFilter }
      struct FieldFilter: Encodable {
        struct Field: Encodable { var fieldPath: String }
        var field: Field
        var op: String
        var value: FirestoreRESTValue
      }
      struct Order: Encodable {
        var field: FieldFilter.Field
        var direction: String
      }
      var from = [Collection(collectionId: "books")]
      var `where`: Filter
      var orderBy: [Order]
    }
    let long = try await firestore.runQuery(
      Book.self,
      query: Query(
        where: .init(
          fieldFilter: .init(
            field: .init(fieldPath: "numberOfPages"), op: "GREATER_THAN", value: .integer(500))),
        orderBy: [.init(field: .init(fieldPath: "numberOfPages"), direction: "ASCENDING")]))
    #expect(long.map(\.value.numberOfPages) == [816, 1200])
    #expect(long.map(\.documentID) == ["b1", "b3"])

    var pages: [[String]] = []
    var token: String?
    repeat {
      let page = try await firestore.list(Book.self, in: "books", pageSize: 3, pageToken: token)
      pages.append(page.documents.compactMap(\.value.id))
      token = page.nextPageToken
    } while token != nil
    #expect(pages.flatMap { $0 }.sorted() == ["b0", "b1", "b2", "b3"])
    #expect(pages.count == 2)

    let batch = try await firestore.batchGet(Book.self, at: ["books/b0", "books/nope"])
    #expect(batch.count == 2)
    #expect(
      batch.contains {
        if case .missing(let reference) = $0 { reference.documentID == "nope" } else { false }
      })

    // A masked update changes only the fields the patch writes.
    struct Patch: Encodable {
      var numberOfPages: Int
      @DoubleOptional var author: String??
    }
    try await firestore.update(Patch(numberOfPages: 1, author: .none), at: "books/b0")
    let patched = try await firestore.get(Book.self, at: "books/b0").value
    #expect(patched.numberOfPages == 1 && patched.author == "A" && patched.title == "Book 0")

    // Typed errors.
    await #expect {
      try await firestore.create(
        Book(title: "x", numberOfPages: 1, author: "A"), in: "books", documentID: "b0")
    } throws: { ($0 as? FirestoreRESTError)?.status == "ALREADY_EXISTS" }
    await #expect {
      try await firestore.update(Patch(numberOfPages: 1, author: .none), at: "books/none")
    } throws: { ($0 as? FirestoreRESTError)?.status == "NOT_FOUND" }
    #expect(try await firestore.getIfPresent(Book.self, at: "books/none") == nil)

    try await firestore.delete(at: "books/b0")
    #expect(try await firestore.getIfPresent(Book.self, at: "books/b0") == nil)
  }
}
