import CodableTransforms
import Foundation

// Documents and snapshots: the models of Google's "Map Cloud Firestore data with Swift Codable"
// guide (read and written through Firestore's REST API in Firestore+REST.swift), and a Realtime
// Database snapshot with keyed child lists and leftover fields — on any platform, with no mapping
// code. The Realtime Database's REST API answers with plain JSON, turned into a tree with
// `JSONSerialization`; in an app the tree comes from `snapshot.value`.

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

func showRealtimeDatabase() throws {
  heading("Realtime Database snapshot from Fixtures/realtime-database-snapshot.json")
  var post = try SnapshotDecoder().decode(
    RealtimeDatabase.Post.self, from: jsonTree("realtime-database-snapshot"))
  detail("\(post.title): \(post.comments.count) comments, oldest first:")
  for comment in post.comments {
    detail("  \(comment.id ?? "?") \(comment.author): \(comment.text)")
  }
  detail("pinned (from the array form, hole skipped): \(post.pinnedReplies.map { $0.id ?? "?" })")
  detail("fields the model does not declare: \(post.extra)")
  post.title = "Codable on the server, edited"
  post.createdAt = nil
  detail("written back (the leftovers kept, a server timestamp requested):")
  let tree = try SnapshotEncoder().encode(post)
  printTree(tree)

  heading("Realtime Database snapshot from Fixtures/bad-realtime-database-snapshot.json")
  var strict = SnapshotDecoder()
  strict.unknownKeys = .reject
  let unknownKeys: String
  do {
    _ = try strict.decode(
      RealtimeDatabase.StrictPost.self, from: jsonTree("bad-realtime-database-snapshot"))
    throw ShowcaseClaimFailed(
      description: "Fixtures/bad-realtime-database-snapshot.json decoded without an error")
  } catch let error as DecodingError {
    detail("with unknownKeys = .reject: \(describe(error))")
    guard case .dataCorrupted(let context) = error,
      let names = context.debugDescription.split(separator: ";").first
    else { throw error }
    unknownKeys = names.replacingOccurrences(of: "Unknown keys: ", with: "")
  }
  let placeholder = tree["createdAt"].map { "\($0)" } ?? "none"
  summary(
    "Realtime Database snapshot",
    "SnapshotDecoder on a [String: Any] tree: @KeyedList children oldest first "
      + "(\(post.comments.count), and \(post.pinnedReplies.count) from the array form), "
      + "@UnknownFields kept \(post.extra.count) fields and wrote them back, a nil "
      + "@DatabaseServerTimestamp written as \(placeholder); unknownKeys = .reject names "
      + unknownKeys)
}

/// A fixture parsed by `JSONSerialization`.
private func jsonTree(_ name: String) throws -> Any {
  try JSONSerialization.jsonObject(with: fixture(name))
}

private func printTree(_ tree: [String: Any]) {
  guard
    let data = try? JSONSerialization.data(
      withJSONObject: tree, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  else {
    return detail("\(tree)")
  }
  detail(String(decoding: data, as: UTF8.self))
}
