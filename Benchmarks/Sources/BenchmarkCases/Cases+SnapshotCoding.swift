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
      let tree = SharedTree(
        value: try JSONSerialization.jsonObject(
          with: JSONSerialization.data(withJSONObject: (0..<count).map(postTree))))
      var snapshotDecoder = SnapshotDecoder()
      snapshotDecoder.dateDecodingStrategy = .millisecondsSince1970
      let jsonDecoder = JSONDecoder()
      jsonDecoder.dateDecodingStrategy = .millisecondsSince1970
      let decoder = snapshotDecoder
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
