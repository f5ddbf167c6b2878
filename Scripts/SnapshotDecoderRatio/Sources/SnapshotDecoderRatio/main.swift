// Decodes the same tree many times with SnapshotDecoder and with JSONSerialization + JSONDecoder,
// alternating rounds to even out machine noise, and prints the median time of each and the ratio.

import Foundation
import SnapshotCoding

struct Author: Codable {
  var uid: String
  var name: String
  var verified: Bool
}

struct Post: Codable {
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

struct Feed: Codable {
  var name: String
  var posts: [Post]
}

/// A feed of `count` posts, as a JSON tree from `JSONSerialization` (what a server reading the
/// Realtime Database's REST API holds).
func makeTree(count: Int) throws -> Any {
  var posts: [[String: Any]] = []
  for index in 0..<count {
    var post: [String: Any] = [
      "title": "Post number \(index)",
      "body": String(repeating: "Lorem ipsum dolor sit amet. ", count: 4),
      "likes": index * 7 % 1000,
      "score": Double(index) / 3,
      "published": index % 3 != 0,
      "tags": ["swift", "firebase", "tag\(index % 10)"],
      "author": [
        "uid": "uid-\(index % 50)", "name": "Author \(index % 50)", "verified": index % 2 == 0,
      ],
      "createdAt": 1_700_000_000_000 + index * 1000,
      "ratings": ["a": index % 5, "b": (index + 1) % 5],
    ]
    if index % 4 == 0 { post["editedAt"] = 1_700_000_500_000 + index }
    posts.append(post)
  }
  let json = try JSONSerialization.data(withJSONObject: ["name": "Feed", "posts": posts])
  return try JSONSerialization.jsonObject(with: json)
}

func measure(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

let arguments = CommandLine.arguments.dropFirst()
let postCount = arguments.compactMap { Int($0) }.first ?? 1000
let rounds = 15
let tree = try makeTree(count: postCount)

var snapshotDecoder = SnapshotDecoder()
snapshotDecoder.dateDecodingStrategy = .millisecondsSince1970
let jsonDecoder = JSONDecoder()
jsonDecoder.dateDecodingStrategy = .millisecondsSince1970

// Both must decode the same value.
let viaSnapshot = try snapshotDecoder.decode(Feed.self, from: tree)
let viaJSON = try jsonDecoder.decode(Feed.self, from: JSONSerialization.data(withJSONObject: tree))
precondition(viaSnapshot.posts.count == viaJSON.posts.count)
precondition(viaSnapshot.posts.last?.createdAt == viaJSON.posts.last?.createdAt)

if arguments.contains("--profile-snapshot") {
  // Only SnapshotDecoder, for a profiler: `perf record .build/release/SnapshotDecoderRatio --profile-snapshot`.
  for _ in 0..<200 { _ = try snapshotDecoder.decode(Feed.self, from: tree) }
  exit(0)
}

var snapshotTimes: [Double] = []
var jsonTimes: [Double] = []
var serializationTimes: [Double] = []
var jsonDecoderTimes: [Double] = []
let data = try JSONSerialization.data(withJSONObject: tree)
for _ in 0..<rounds {
  snapshotTimes.append(try measure { _ = try snapshotDecoder.decode(Feed.self, from: tree) })
  jsonTimes.append(
    try measure {
      _ = try jsonDecoder.decode(Feed.self, from: JSONSerialization.data(withJSONObject: tree))
    })
  serializationTimes.append(try measure { _ = try JSONSerialization.data(withJSONObject: tree) })
  jsonDecoderTimes.append(try measure { _ = try jsonDecoder.decode(Feed.self, from: data) })
}
let snapshot = median(snapshotTimes)
let json = median(jsonTimes)
print("posts: \(postCount), rounds: \(rounds) (median)")
print(String(format: "SnapshotDecoder:                      %8.2f ms", snapshot))
print(String(format: "JSONSerialization + JSONDecoder:      %8.2f ms", json))
print(String(format: "  of which JSONSerialization.data:    %8.2f ms", median(serializationTimes)))
print(String(format: "  of which JSONDecoder.decode:        %8.2f ms", median(jsonDecoderTimes)))
print(String(format: "ratio (JSON round trip / Snapshot):   %8.2f×", json / snapshot))
