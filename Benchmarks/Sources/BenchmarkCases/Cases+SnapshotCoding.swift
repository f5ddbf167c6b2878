import CodableTransforms
import Foundation

// `SnapshotDecoder` and `SnapshotEncoder` against the way to the same result without them: turn
// the tree into JSON with `JSONSerialization` and decode that with `JSONDecoder` (and back).

struct Author: Codable, Sendable {
  var uid: String
  var name: String
  var verified: Bool
}

struct Post: Codable, Sendable {
  var title: String
  var body: String
  var likes: Int
  var score: Double
  var published: Bool
  var tags: [String]
  var author: Author
  var createdAt: Date
  var editedAt: Date?
  var ratings: [String: Int]
}

/// A post as the Realtime Database's REST API or `JSONSerialization` hands it over.
func postTree(_ index: Int) -> [String: Any] {
  var post: [String: Any] = [
    "title": "Post number \(index)",
    "body": String(repeating: "Lorem ipsum dolor sit amet. ", count: 4),
    "likes": index * 7 % 1000,
    "score": Double(index) / 4,
    "published": index % 3 != 0,
    "tags": ["swift", "firebase", "tag\(index % 10)"],
    "author": [
      "uid": "uid-\(index % 50)", "name": "Author \(index % 50)", "verified": index % 2 == 0,
    ],
    "createdAt": 1_700_000_000_000 + index * 1000,
    "ratings": ["a": index % 5, "b": (index + 1) % 5],
  ]
  if index % 4 == 0 { post["editedAt"] = 1_700_000_500_000 + index }
  return post
}

/// A tree value the hand-written mapping could not read.
struct HandMappingError: Error {
  var field: String
}

/// Maps a post out of a `[String: Any]` tree with `as?` casts, as an app does without a decoder:
/// the snapshot decoder's job, by hand.
func handMappedPost(_ value: Any) throws -> Post {
  guard let post = value as? [String: Any] else { throw HandMappingError(field: "post") }
  func field<T>(_ key: String, in tree: [String: Any], as type: T.Type = T.self) throws -> T {
    guard let value = tree[key] as? T else { throw HandMappingError(field: key) }
    return value
  }
  let author: [String: Any] = try field("author", in: post)
  let editedAt = try (post["editedAt"]).map { value -> Date in
    guard let milliseconds = value as? Double else { throw HandMappingError(field: "editedAt") }
    return Date(timeIntervalSince1970: milliseconds / 1000)
  }
  return Post(
    title: try field("title", in: post), body: try field("body", in: post),
    likes: try field("likes", in: post), score: try field("score", in: post),
    published: try field("published", in: post), tags: try field("tags", in: post),
    author: Author(
      uid: try field("uid", in: author), name: try field("name", in: author),
      verified: try field("verified", in: author)),
    createdAt: Date(
      timeIntervalSince1970: try field("createdAt", in: post, as: Double.self) / 1000),
    editedAt: editedAt, ratings: try field("ratings", in: post))
}

/// Posts as `JSONSerialization` hands them over, after a round trip through JSON.
func postsTree(_ count: Int) throws -> SharedTree {
  SharedTree(
    value: try JSONSerialization.jsonObject(
      with: JSONSerialization.data(withJSONObject: (0..<count).map(postTree))))
}

/// A snapshot decoder reading the posts' dates as milliseconds since 1970.
func millisecondsSnapshotDecoder() -> SnapshotDecoder {
  var decoder = SnapshotDecoder()
  decoder.dateDecodingStrategy = .millisecondsSince1970
  return decoder
}

/// Holds a tree that is never mutated, so that the closures may share it.
struct SharedTree: @unchecked Sendable {
  var value: Any
}

extension RatioCases {
  static let snapshotCoding = [
    RatioCase(
      suite: "SnapshotCoding", name: "SnapshotDecoder", baseline: "JSONSerialization + JSONDecoder",
      target: 1.0 / 3, records: 200
    ) { count in
      let tree = try postsTree(count)
      let decoder = millisecondsSnapshotDecoder()
      let jsonDecoder = JSONDecoder()
      jsonDecoder.dateDecodingStrategy = .millisecondsSince1970
      let viaSnapshot = try decoder.decode([Post].self, from: tree.value)
      let viaJSON = try jsonDecoder.decode(
        [Post].self, from: JSONSerialization.data(withJSONObject: tree.value))
      try checkSameRecords(viaJSON, viaSnapshot, "SnapshotDecoder")
      return PreparedCase(
        baseline: {
          consume(
            try jsonDecoder.decode(
              [Post].self, from: JSONSerialization.data(withJSONObject: tree.value)))
        },
        subject: { consume(try decoder.decode([Post].self, from: tree.value)) })
    },
    RatioCase(
      suite: "SnapshotCoding", name: "SnapshotDecoder (hand mapping)",
      baseline: "a hand-written [String: Any] mapping with as? casts", target: 1.5,
      // A decoder's containers and coding paths against no decoder at all: the target is in
      // time, as the issue set it, and the allocations are reported, not held to the baseline's.
      checksAllocations: false, records: 200
    ) { count in
      let tree = try postsTree(count)
      let decoder = millisecondsSnapshotDecoder()
      @Sendable func mapByHand() throws -> [Post] {
        guard let posts = tree.value as? [Any] else { throw HandMappingError(field: "posts") }
        return try posts.map(handMappedPost)
      }
      try checkSameRecords(
        try mapByHand(), try decoder.decode([Post].self, from: tree.value),
        "SnapshotDecoder (hand mapping)")
      return PreparedCase(
        baseline: { consume(try mapByHand()) },
        subject: { consume(try decoder.decode([Post].self, from: tree.value)) })
    },
    RatioCase(
      suite: "SnapshotCoding", name: "SnapshotEncoder", baseline: "JSONEncoder + JSONSerialization",
      target: 1.0, records: 200
    ) { count in
      let jsonDecoder = JSONDecoder()
      jsonDecoder.dateDecodingStrategy = .millisecondsSince1970
      let posts = try jsonDecoder.decode(
        [Post].self, from: JSONSerialization.data(withJSONObject: (0..<count).map(postTree)))
      var snapshotEncoder = SnapshotEncoder()
      snapshotEncoder.dateEncodingStrategy = .millisecondsSince1970
      let encoder = snapshotEncoder
      let jsonEncoder = JSONEncoder()
      jsonEncoder.dateEncodingStrategy = .millisecondsSince1970
      let viaSnapshot = try encoder.encodeTree(posts)
      let viaJSON = try JSONSerialization.jsonObject(with: jsonEncoder.encode(posts))
      guard canonical(viaSnapshot) == canonical(viaJSON) else {
        throw CaseMismatch(description: "SnapshotEncoder: the trees differ")
      }
      return PreparedCase(
        baseline: { consume(try JSONSerialization.jsonObject(with: jsonEncoder.encode(posts))) },
        subject: { consume(try encoder.encodeTree(posts)) })
    },
  ]
}
