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

private func printTree(_ tree: [String: Any]) {
  guard
    let data = try? JSONSerialization.data(
      withJSONObject: tree, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  else {
    return print(tree)
  }
  print(String(decoding: data, as: UTF8.self))
}
