import CodableTransforms
import Foundation

// Documents and snapshots: the models of Google's "Map Cloud Firestore data with Swift Codable"
// guide, decoded from a Firestore-shaped export and encoded back, and a Realtime Database
// snapshot with keyed child lists and leftover fields — on any platform, with no mapping code.
// The JSON fixtures are turned into trees with `JSONSerialization`, as a server reading the REST
// APIs would; in an app the trees come from `document.data()` and `snapshot.value`.

/// The guide's models, in a namespace so that their names do not clash with other sections.
enum FirestoreGuide {
  struct Book: Codable {
    @DocumentID var id: String?
    var title: String
    var numberOfPages: Int
    var author: String
  }

  struct BookWithCoverImages: Codable {
    @DocumentID var id: String?
    var title: String
    var numberOfPages: Int
    var author: String
    var cover: CoverImages?
  }

  struct CoverImages: Codable {
    @URLString var small: URL
    @URLString var medium: URL
    @URLString var large: URL
  }

  struct Office: Codable {
    @DocumentID var id: String?
    var name: String
    var location: GeoPoint
  }

  struct ProgrammingLanguage: Codable {
    @DocumentID var id: String?
    var name: String
    var year: Date

    enum CodingKeys: String, CodingKey {
      case id
      case name = "language_name"
      case year
    }
  }
}

/// A Realtime Database post: keyed comments, a server timestamp, and the fields it does not model.
enum RealtimeDatabase {
  struct Comment: Codable, KeyedListElement {
    @DocumentID var id: String?
    var text: String
    var author: String
    var likes: Int
    var editedAt: Date?

    static var listKey: WritableKeyPath<Comment, String?> { \.id }
  }

  struct Post: Codable {
    var title: String
    var subtitle: String?
    @DatabaseServerTimestamp var createdAt: Date?
    @KeyedList var comments: [Comment]
    @KeyedList var pinnedReplies: [Comment]
    @UnknownFields var extra: [String: SnapshotValue] = [:]
  }

  /// The same post without leftovers, decoded with `unknownKeys: .reject`.
  struct StrictPost: Codable {
    var title: String
    var subtitle: String?
    @KeyedList var comments: [Comment]
  }
}

func showFirestoreDocuments() throws {
  let firestore = try jsonTree("firestore-documents")
  var decoder = SnapshotDecoder()
  decoder.dateDecodingStrategy = .timestamp
  var encoder = SnapshotEncoder()
  encoder.dateEncodingStrategy = .timestamp

  section("Firestore documents from Fixtures/firestore-documents.json (SnapshotDecoder)")
  for (id, data) in try collection("books", in: firestore) {
    let book = try decoder.decode(
      FirestoreGuide.BookWithCoverImages.self, from: data, documentID: id)
    let cover = book.cover.map { "cover \($0.small.lastPathComponent)" } ?? "no cover"
    print(
      "\(book.id ?? "?"): \(book.title) by \(book.author), \(book.numberOfPages) pages, \(cover)")
  }
  let hamlet = try decoder.decode(
    FirestoreGuide.Book.self, from: collection("books", in: firestore)[0].data,
    documentID: "0GlBR7JFa5KzCv1oQ6wB")
  print("setData(from:) would write (no id — it names the document):")
  printTree(try encoder.encode(hamlet))
  for (id, data) in try collection("programming-languages", in: firestore) {
    let language = try decoder.decode(
      FirestoreGuide.ProgrammingLanguage.self, from: data, documentID: id)
    let year = Calendar(identifier: .gregorian).component(.year, from: language.year)
    print("\(language.id ?? "?"): \(language.name), \(year)")
    printTree(try encoder.encode(language))
  }
  for (id, data) in try collection("offices", in: firestore) {
    let office = try decoder.decode(FirestoreGuide.Office.self, from: data, documentID: id)
    print(
      "\(office.id ?? "?"): \(office.name) at \(office.location.latitude), \(office.location.longitude)"
    )
  }
  var pointsAsValues = encoder
  pointsAsValues.geoPointEncodingStrategy = .value
  let warsaw = try decoder.decode(
    FirestoreGuide.Office.self, from: collection("offices", in: firestore)[1].data)
  print("with geoPointEncodingStrategy = .value: \(try pointsAsValues.encode(warsaw))")

  section("Realtime Database snapshot from Fixtures/realtime-database-snapshot.json")
  var post = try SnapshotDecoder().decode(
    RealtimeDatabase.Post.self, from: jsonTree("realtime-database-snapshot"))
  print("\(post.title): \(post.comments.count) comments, oldest first:")
  for comment in post.comments {
    print("  \(comment.id ?? "?") \(comment.author): \(comment.text)")
  }
  print("pinned (from the array form, hole skipped): \(post.pinnedReplies.map { $0.id ?? "?" })")
  print("fields the model does not declare: \(post.extra)")
  post.title = "Codable on the server, edited"
  post.createdAt = nil
  print("written back (the leftovers kept, a server timestamp requested):")
  printTree(try SnapshotEncoder().encode(post))

  section("Realtime Database snapshot from Fixtures/bad-realtime-database-snapshot.json")
  var strict = SnapshotDecoder()
  strict.unknownKeys = .reject
  do {
    _ = try strict.decode(
      RealtimeDatabase.StrictPost.self, from: jsonTree("bad-realtime-database-snapshot"))
    print("decoded without an error: the snapshot was expected to be rejected")
  } catch {
    print("with unknownKeys = .reject: \(describe(error))")
  }
}

/// A fixture parsed by `JSONSerialization`.
private func jsonTree(_ name: String) throws -> Any {
  try JSONSerialization.jsonObject(with: fixture(name))
}

/// The documents of a collection in the export, ordered by identifier.
private func collection(_ name: String, in export: Any) throws -> [(id: String, data: Any)] {
  guard let documents = (export as? [String: Any])?[name] as? [String: Any] else {
    throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "no \(name)"])
  }
  return documents.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}

private func printTree(_ tree: [String: Any]) {
  guard
    let data = try? JSONSerialization.data(
      withJSONObject: tree, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  else {
    return print(tree)
  }
  print(String(decoding: data, as: UTF8.self))
}
