import CodableTransforms
import FirestoreRESTNetworking
import Foundation

// Cloud Firestore as a server on Linux reaches it: through the REST API, where a document is typed
// JSON (`{"integerValue": "816"}`). With `FIRESTORE_EMULATOR_HOST` set, the guide's models are
// written to that emulator and read back; without it, the showcase decodes responses recorded
// from the emulator (`Scripts/firestore-python/record_showcase_fixtures.py`: Google's Python
// client wrote the documents, the REST API's answers were saved byte for byte).

extension FirestoreGuide {
  /// A tag of an article; Firestore stores its color as `"#F05138"`.
  struct Tag: Codable {
    var name: String
    @HexColor var color: RGBAColor
  }

  enum Status: String, Codable {
    case draft, published
  }

  /// An article whose creation time the server fills in, with a subtitle written as `null`.
  struct Article: Codable {
    @DocumentID var id: String?
    var title: String
    @ServerTimestamp var createdAt: Date?
    @ExplicitNull var subtitle: String?
    var tags: [Tag]
    var status: Status
  }

  /// The part of Firestore's `StructuredQuery` the showcase needs: a collection, ordered.
  struct OrderedQuery: Encodable {
    struct Collection: Encodable { var collectionId: String }
    struct Order: Encodable {
      struct Field: Encodable { var fieldPath: String }
      var field: Field
      var direction = "ASCENDING"
    }
    var from: [Collection]
    var orderBy: [Order]

    init(_ collection: String, by field: String) {
      from = [Collection(collectionId: collection)]
      orderBy = [Order(field: Order.Field(fieldPath: field))]
    }
  }
}

func showFirestoreREST() async throws {
  if let host = ProcessInfo.processInfo.environment["FIRESTORE_EMULATOR_HOST"], !host.isEmpty {
    try await showFirestoreEmulator(host)
  } else {
    try showRecordedFirestoreResponses()
  }
}

/// Decodes the recorded responses: a list in two pages, a query, a batch get, one document.
private func showRecordedFirestoreResponses() throws {
  let decoder = FirestoreRESTDecoder()
  heading("Firestore REST responses recorded from the emulator (FirestoreRESTDecoder)")
  detail("(set FIRESTORE_EMULATOR_HOST to write and read these models through an emulator)")
  var pages = 0
  var books = 0
  var token: String? = nil
  for name in ["firestore-rest-books-page-1", "firestore-rest-books-page-2"] {
    let page = try decoder.decodeListResponse(
      FirestoreGuide.BookWithCoverImages.self, from: fixture(name))
    pages += 1
    books += page.documents.count
    detail("books, page \(pages)\(token == nil ? "" : " (after a page token)"):")
    for document in page.documents { detail("  " + describe(document)) }
    token = page.nextPageToken
  }
  let languages = try decoder.decodeRunQueryResponse(
    FirestoreGuide.ProgrammingLanguage.self, from: fixture("firestore-rest-programming-languages"))
  detail("runQuery ordered by year:")
  for document in languages { detail("  " + describe(document)) }
  let offices = try decoder.decodeBatchGetResponse(
    FirestoreGuide.Office.self, from: fixture("firestore-rest-offices"))
  detail("batchGet:")
  for result in offices { detail("  " + describe(result)) }
  let article = try decoder.decodeDocument(
    FirestoreGuide.Article.self, from: fixture("firestore-rest-article"))
  detail("get: " + describe(article))

  var draft = article.value
  draft.title = "Hello again"
  draft.createdAt = nil
  let write = try FirestoreRESTEncoder().write(
    draft,
    to: FirestoreRESTReference(name: "projects/p/databases/(default)/documents/articles/next")
  )
  detail("commit's write for a copy with createdAt = nil (the server fills in its time):")
  let json = String(decoding: write.json, as: UTF8.self)
  detail(json)
  guard json.contains(#""setToServerValue":"REQUEST_TIME""#) else {
    throw ShowcaseClaimFailed(description: "the commit's write asks for no server time")
  }

  heading("Firestore REST list from Fixtures/bad-firestore-rest-book.json (bad payload)")
  let badPath: String
  do {
    _ = try decoder.decodeListResponse(
      FirestoreGuide.BookWithCoverImages.self, from: fixture("bad-firestore-rest-book"))
    throw ShowcaseClaimFailed(
      description: "Fixtures/bad-firestore-rest-book.json decoded without an error")
  } catch let error as DecodingError {
    detail("error: \(describe(error))")
    badPath = errorPath(error) ?? "\(error)"
  }
  let missing = offices.filter { if case .missing = $0 { true } else { false } }.count
  summary(
    "Firestore REST responses recorded from the emulator",
    "FirestoreRESTDecoder read \(books) books in \(pages) pages, \(languages.count) languages "
      + "from runQuery, \(offices.count - missing) found and \(missing) missing from batchGet, "
      + "an article with the server's time; a nil @ServerTimestamp is written as a REQUEST_TIME "
      + "transform; a string page count rejected at \(badPath)")
}

/// The guide's two books; the ids name the documents and are not written as fields.
private func guideBooks() -> [FirestoreGuide.BookWithCoverImages] {
  func cover(_ stem: String) -> FirestoreGuide.CoverImages? {
    guard let small = URL(string: "https://example.com/\(stem)-s.jpg"),
      let medium = URL(string: "https://example.com/\(stem)-m.jpg"),
      let large = URL(string: "https://example.com/\(stem)-l.jpg")
    else { return nil }
    return FirestoreGuide.CoverImages(small: small, medium: medium, large: large)
  }
  return [
    FirestoreGuide.BookWithCoverImages(
      id: "hamlet", title: "Hamlet", numberOfPages: 342, author: "William Shakespeare",
      cover: nil),
    FirestoreGuide.BookWithCoverImages(
      id: "hitchhiker", title: "The Hitchhiker's Guide to the Galaxy", numberOfPages: 816,
      author: "Douglas Adams", cover: cover("hhgttg")),
  ]
}

/// Writes the guide's models to the emulator with `FirestoreRESTClient` and reads them back.
private func showFirestoreEmulator(_ host: String) async throws {
  let firestore = FirestoreRESTClient(projectID: "showcase-codable-transforms") { nil }
  heading("Firestore REST through the emulator at \(host) (FirestoreRESTClient)")
  var writes = 0
  for book in guideBooks() {
    try await firestore.set(book, at: "books/\(book.id ?? "?")")
    writes += 1
  }
  for (id, name, year) in [("swift", "Swift", 1_401_667_200), ("kotlin", "Kotlin", 1_311_292_800)] {
    let language = FirestoreGuide.ProgrammingLanguage(
      id: nil, name: name, year: Date(timeIntervalSince1970: TimeInterval(year)))
    try await firestore.set(language, at: "programming-languages/\(id)")
    writes += 1
  }
  let warsaw = FirestoreGuide.Office(
    id: nil, name: "Warsaw", location: GeoPoint(latitude: 52.2297, longitude: 21.0122))
  try await firestore.set(warsaw, at: "offices/warsaw")
  writes += 1
  let swiftOrange = RGBAColor(red: 0xF0, green: 0x51, blue: 0x38)
  let article = FirestoreGuide.Article(
    id: nil, title: "Hello", createdAt: nil, subtitle: nil,
    tags: [FirestoreGuide.Tag(name: "swift", color: swiftOrange)], status: .published)
  let created = try await firestore.create(article, in: "articles")
  writes += 1
  detail("wrote books, programming languages, an office and \(created.path)")

  var books = 0
  var page = try await firestore.list(
    FirestoreGuide.BookWithCoverImages.self, in: "books", pageSize: 1)
  while true {
    books += page.documents.count
    for document in page.documents { detail("list: " + describe(document)) }
    guard let token = page.nextPageToken else { break }
    page = try await firestore.list(
      FirestoreGuide.BookWithCoverImages.self, in: "books", pageSize: 1, pageToken: token)
  }
  let languages = try await firestore.runQuery(
    FirestoreGuide.ProgrammingLanguage.self,
    query: FirestoreGuide.OrderedQuery("programming-languages", by: "year"))
  for document in languages { detail("runQuery: " + describe(document)) }
  let offices = try await firestore.batchGet(
    FirestoreGuide.Office.self, at: ["offices/warsaw", "offices/zurich"])
  for result in offices { detail("batchGet: " + describe(result)) }
  let stored = try await firestore.get(FirestoreGuide.Article.self, at: created.path)
  detail("get: " + describe(stored))
  guard stored.value.createdAt != nil else {
    throw ShowcaseClaimFailed(description: "the server did not fill in the article's createdAt")
  }
  let missing = offices.filter { if case .missing = $0 { true } else { false } }.count
  summary(
    "Firestore REST through the emulator at \(host)",
    "FirestoreRESTClient wrote \(writes) documents and read back \(books) books one page at "
      + "a time, \(languages.count) languages from runQuery, \(offices.count - missing) found and "
      + "\(missing) missing from batchGet, and the article with the createdAt the server filled in")
}

private func describe(_ document: FirestoreRESTDocument<FirestoreGuide.BookWithCoverImages>)
  -> String
{
  let book = document.value
  let cover = book.cover.map { "cover \($0.small.lastPathComponent)" } ?? "no cover"
  return "\(book.id ?? "?"): \(book.title) by \(book.author), \(book.numberOfPages) pages, "
    + "\(cover); updated \(document.updateTime.map(rfc3339) ?? "?")"
}

private func describe(_ document: FirestoreRESTDocument<FirestoreGuide.ProgrammingLanguage>)
  -> String
{
  "\(document.value.id ?? "?"): \(document.value.name), \(rfc3339(document.value.year).prefix(4))"
}

private func describe(_ result: FirestoreRESTBatchGetResult<FirestoreGuide.Office>) -> String {
  switch result {
  case .found(let document):
    let office = document.value
    return "\(office.id ?? "?"): \(office.name) at "
      + "\(office.location.latitude), \(office.location.longitude)"
  case .missing(let reference):
    return "\(reference.path): no such document"
  }
}

private func describe(_ document: FirestoreRESTDocument<FirestoreGuide.Article>) -> String {
  let article = document.value
  let tags = article.tags.map { "\($0.name) \($0.color.hexString)" }.joined(separator: ", ")
  return "\(article.id ?? "?"): \(article.title) (\(article.status.rawValue)), "
    + "created by the server at \(article.createdAt.map(rfc3339) ?? "?"), "
    + "subtitle \(article.subtitle ?? "null"), tags \(tags)"
}

private func rfc3339(_ timestamp: Timestamp) -> String {
  rfc3339(timestamp.dateValue())
}

private func rfc3339(_ date: Date) -> String {
  (try? ISO8601DateTransform.encode(date)) ?? "outside 0000–9999"
}
