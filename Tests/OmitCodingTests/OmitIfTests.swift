import CodableTransformsTesting
import DefaultCoding
import Foundation
import LossyCoding
import OmitCoding
import Testing
import URLCoding
import _CodableTransformsLibraryTesting

struct Post: Codable, Equatable {
  var title: String
  @OmitIfEmpty var tags: [String]
  @OmitIfEmpty var subtitle: String
  @OmitIfEmpty var reactions: [String: Int]?
  @OmitIfDefault<FirstPage> var page: Int
  @OmitIfDefault<DefaultValues.False> var archived: Bool
  @OmitIfEmptyCoded<URLString<[URL]>> var mirrors: [URL]
  @OmitIfEmptyCoded<LossyArray<String>> var labels: [String]
}

private func keys(_ wire: WireValue) -> [String] {
  guard case .object(let members) = wire else { return [] }
  return members.keys.sorted()
}

private let emptyPost = Post(
  title: "Hi", tags: [], subtitle: "", reactions: nil, page: 1, archived: false, mirrors: [],
  labels: [])

@Suite("OmitCoding: left out when empty or default")
struct OmitIfTests {
  @Test(arguments: ConformanceCoders.all)
  func emptyAndDefaultValuesLeaveTheirKeysOutAndComeBack(_ coder: any ConformanceCoder) throws {
    let encoded = try coder.encode(emptyPost)
    #expect(keys(encoded) == [coder.wireKey(for: "title")])
    #expect(try coder.decode(Post.self, from: encoded) == emptyPost)

    var full = emptyPost
    full.tags = ["swift"]
    full.subtitle = "s"
    full.reactions = ["👍": 2]
    full.page = 2
    full.archived = true
    full.mirrors = [try #require(URL(string: "https://swift.org"))]
    full.labels = ["l"]
    let written = try coder.encode(full)
    #expect(keys(written).count == 8)
    #expect(try coder.decode(Post.self, from: written) == full)
  }

  /// `nil` and an empty value are both "nothing to say": both leave the key out, and a missing
  /// key decodes as `nil`, the optional's empty value.
  @Test(arguments: ConformanceCoders.all)
  func anOptionalHoldingAnEmptyValueIsLeftOutAndComesBackAsNil(_ coder: any ConformanceCoder)
    throws
  {
    var post = emptyPost
    post.reactions = [:]
    let encoded = try coder.encode(post)
    #expect(!keys(encoded).contains(coder.wireKey(for: "reactions")))
    #expect(try coder.decode(Post.self, from: encoded).reactions == nil)
  }

  /// A key that is present and `null` decodes as the empty or default value, as a missing one.
  @Test(arguments: ConformanceCoders.all)
  func aNullDecodesAsTheEmptyOrDefaultValue(_ coder: any ConformanceCoder) throws {
    let wire = WireValue.object([
      coder.wireKey(for: "title"): "Hi", coder.wireKey(for: "tags"): nil,
      coder.wireKey(for: "subtitle"): nil, coder.wireKey(for: "reactions"): nil,
      coder.wireKey(for: "page"): nil, coder.wireKey(for: "archived"): nil,
      coder.wireKey(for: "mirrors"): nil, coder.wireKey(for: "labels"): nil,
    ])
    #expect(try coder.decode(Post.self, from: wire) == emptyPost)
  }

  /// A lossy coding keeps its report: what it dropped is in the projected value.
  @Test func aLossyCodingReportsWhatItDropped() throws {
    let json = Data(#"{"title": "Hi", "labels": ["a", 3, "b"]}"#.utf8)
    let post = try JSONDecoder().decode(Post.self, from: json)
    #expect(post.labels == ["a", "b"])
    #expect(post.$labels.errors.map(\.codingPath.last?.intValue) == [1])
  }

  /// An invalid value is an error at the property's path, never the empty value.
  @Test func anInvalidValueThrowsAtItsPath() throws {
    let json = Data(#"{"title": "Hi", "mirrors": ["https://swift.org", "not a url"]}"#.utf8)
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Post.self, from: json)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["mirrors", "Index 1"])
  }

  /// Outside a keyed container there is no key to leave out: the value is written as it is, and
  /// decodes back as itself; `null` decodes as the empty value.
  @Test func aTopLevelValueOrAnArrayElementIsWrittenAsItIs() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    #expect(try encoder.encode(OmitIfEmpty<[String]>(wrappedValue: [])) == Data("[]".utf8))
    #expect(try encoder.encode(OmitIfDefault<FirstPage>(wrappedValue: 1)) == Data("1".utf8))
    let elements: [OmitIfEmpty<String>] = [.init(wrappedValue: ""), .init(wrappedValue: "a")]
    let encoded = try encoder.encode(elements)
    #expect(encoded == Data(#"["","a"]"#.utf8))
    let decoded = try decoder.decode([OmitIfEmpty<String>].self, from: Data(#"["",null,"a"]"#.utf8))
    #expect(decoded.map(\.wrappedValue) == ["", "", "a"])
    #expect(
      try decoder.decode(OmitIfDefault<FirstPage>.self, from: Data("null".utf8)).wrappedValue == 1)
  }

  /// Each element of an array of models leaves out its own empty values.
  @Test(arguments: ConformanceCoders.all)
  func modelsInAnArrayOrAnOptionalLeaveOutTheirOwnKeys(_ coder: any ConformanceCoder) throws {
    struct Feed: Codable, Equatable {
      var posts: [Post]
      var pinned: Post?
    }
    var second = emptyPost
    second.tags = ["t"]
    let feed = Feed(posts: [emptyPost, second], pinned: emptyPost)
    let encoded = try coder.encode(feed)
    guard case .object(let members) = encoded,
      case .array(let posts)? = members[coder.wireKey(for: "posts")]
    else {
      Issue.record("unexpected wire value \(encoded)")
      return
    }
    #expect(posts.map { keys($0).count } == [1, 2])
    #expect(keys(members[coder.wireKey(for: "pinned")] ?? nil) == [coder.wireKey(for: "title")])
    #expect(try coder.decode(Feed.self, from: encoded) == feed)
  }

  @Test func whatCountsAsEmpty() {
    #expect("".isEmptyValue && !"a".isEmptyValue && Data().isEmptyValue)
    #expect([Int]().isEmptyValue && [String: Int]().isEmptyValue && Set<Int>().isEmptyValue)
    let none: [Int]? = nil
    let empty: [Int]? = []
    let one: [Int]? = [1]
    #expect(none.isEmptyValue && empty.isEmptyValue && !one.isEmptyValue)
    #expect(
      OmissionRules.IfDefault<FirstPage>.omits(1) && !OmissionRules.IfDefault<FirstPage>.omits(2))
  }
}
