import CodableTransformsTesting
import Foundation
import LossyCoding
import Testing
import TimeZoneCoding
import URLCoding
import _CodableTransformsLibraryTesting

struct Post: Codable, Hashable, Sendable {
  var title: String
  @LossyArray var tags: [String]
}

struct Feed: Codable, Hashable, Sendable {
  var name: String
  @LossyArray var posts: [Post]
  @LossyDictionary var counts: [String: Int]
  @LossyOptional var pinned: Int?
  @Lossy<URLString<URL>>.Array var links: [URL]
  @Lossy<StringCodedTimeZone<TimeZone>>.Dictionary var offices: [String: TimeZone]
  @Lossy<URLString<URL>>.OrNil var avatar: URL?
}

/// Decodes `wire` as a `Feed` with a report in `userInfo`.
private func decodeFeed(_ wire: WireValue, with coder: any ConformanceCoder) throws -> (
  Feed, RecoveryReport
) {
  let report = RecoveryReport()
  let reporting = try #require(coder.adding(userInfo: [.recoveryReport: report]))
  let feed = try reporting.decode(Feed.self, from: wire)
  return (feed, report)
}

private func paths(_ entries: [RecoveryReport.Entry]) -> [String] {
  entries.map(\.codingPathDescription)
}

/// The coding path of a `DecodingError`, written as a report entry writes its own.
private func errorPath(_ error: any Error) -> String? {
  let context: DecodingError.Context
  switch error as? DecodingError {
  case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found),
    .valueNotFound(_, let found):
    context = found
  default: return nil
  }
  return RecoveryReport.Entry(error: error, codingPath: context.codingPath).codingPathDescription
}

private func kind(_ error: any Error) -> DecodingErrorKind? {
  DecodingErrorKind(of: error)
}

@Suite("LossyCoding: what is dropped, reported and kept")
struct LossyCodingTests {
  /// A feed whose every lossy property has something bad, keys as written on the wire.
  private let badFeed: WireValue = [
    "name": "News",
    "posts": [
      ["title": "First", "tags": ["swift", 42, "codable"]],
      ["title": 7, "tags": []],
      ["title": "Third", "tags": []],
      nil,
    ],
    "counts": ["a": 1, "b": "two"],
    "pinned": "top",
    "links": ["https://swift.org", "not a url"],
    "offices": ["Paris": "Europe/Paris", "Base": "Mars/Olympus"],
    // "" would be no URL, not a bad one: `@URLString` reads it as absent.
    "avatar": "no url",
  ]

  @Test(arguments: ConformanceCoders.all)
  func everyDropIsInTheProjectedValueAndTheReportWithItsPath(_ coder: any ConformanceCoder)
    throws
  {
    let (feed, report) = try decodeFeed(badFeed, with: coder)
    #expect(feed.posts.map(\.title) == ["First", "Third"])
    #expect(feed.posts[0].tags == ["swift", "codable"])
    #expect(feed.counts == ["a": 1])
    #expect(feed.pinned == nil)
    #expect(feed.links == [URL(string: "https://swift.org")!])
    #expect(feed.offices == ["Paris": TimeZone(identifier: "Europe/Paris")!])
    #expect(feed.avatar == nil)

    #expect(paths(feed.$posts.errors) == ["posts[1]", "posts[3]"])
    #expect(paths(feed.posts[0].$tags.errors) == ["posts[0].tags[1]"])
    #expect(paths(feed.$counts.errors) == ["counts.b"])
    #expect(paths(feed.$pinned.errors) == ["pinned"])
    #expect(paths(feed.$links.errors) == ["links[1]"])
    #expect(paths(feed.$offices.errors) == ["offices.Base"])
    #expect(paths(feed.$avatar.errors) == ["avatar"])

    // The report holds the same entries, inner ones too, in decoding order.
    #expect(
      paths(report.entries) == [
        "posts[0].tags[1]", "posts[1]", "posts[3]", "counts.b", "pinned", "links[1]",
        "offices.Base", "avatar",
      ])
    for entry in report.entries {
      #expect(kind(entry.error) != nil, "\(entry) does not carry a DecodingError")
    }
    // A transformed element's error says where it happened, as the entry does: it once carried
    // the element's index twice (`links[1][1]`). A decoded element's may be deeper.
    for entry in feed.$links.errors + feed.$offices.errors + feed.$avatar.errors {
      #expect(errorPath(entry.error) == entry.codingPathDescription, "\(entry)")
    }
    #expect(errorPath(feed.$posts.errors[0].error) == "posts[1].title")
    #expect(kind(feed.$posts.errors[0].error) == .typeMismatch)
    #expect(kind(feed.$links.errors[0].error) == .dataCorrupted)
    #expect("\(feed.$links.errors[0])".contains("'not a url'"))
    #expect("\(feed.$offices.errors[0])".contains("Unknown time zone identifier 'Mars/Olympus'"))
  }

  /// Issue 33's reproduction: an array's own drop is listed before the drops nested in the
  /// elements after it (`items[1].tags[0]` came first).
  @Test(arguments: ConformanceCoders.all)
  func theReportListsAnArraysDropBeforeTheDropsInLaterElements(_ coder: any ConformanceCoder)
    throws
  {
    struct Item: Codable {
      var id: Int
      @LossyArray var tags: [String]
    }
    struct Items: Codable {
      @LossyArray var items: [Item]
    }
    // {"items":[{"id":"bad"},{"id":2,"tags":[1,"a"]}]}
    let wire: WireValue = ["items": [["id": "bad"], ["id": 2, "tags": [1, "a"]]]]
    let report = RecoveryReport()
    let reporting = try #require(coder.adding(userInfo: [.recoveryReport: report]))
    let decoded = try reporting.decode(Items.self, from: wire)
    #expect(decoded.items.map(\.id) == [2] && decoded.items[0].tags == ["a"])
    #expect(paths(report.entries) == ["items[0]", "items[1].tags[0]"])
  }

  @Test(arguments: ConformanceCoders.all)
  func missingKeysNullsAndValidValuesAreNotReported(_ coder: any ConformanceCoder) throws {
    let missing: WireValue = ["name": "Empty"]
    let nulls: WireValue = [
      "name": "Nulls", "posts": nil, "counts": nil, "pinned": nil, "links": nil,
      "offices": nil, "avatar": nil,
    ]
    let valid: WireValue = [
      "name": "Valid", "posts": [["title": "A", "tags": ["t"]]], "counts": ["a": 1],
      "pinned": 3, "links": ["https://swift.org"], "offices": ["Paris": "Europe/Paris"],
      "avatar": "https://swift.org/a.png",
    ]
    for wire in [missing, nulls] {
      let (feed, report) = try decodeFeed(wire, with: coder)
      #expect(feed.posts.isEmpty && feed.counts.isEmpty && feed.links.isEmpty)
      #expect(feed.offices.isEmpty && feed.pinned == nil && feed.avatar == nil)
      #expect(report.entries.isEmpty, "\(report)")
      #expect(feed.$posts.errors.isEmpty && feed.$pinned.errors.isEmpty)
    }
    let (feed, report) = try decodeFeed(valid, with: coder)
    #expect(feed.posts.count == 1 && feed.pinned == 3 && feed.avatar != nil)
    #expect(report.entries.isEmpty, "\(report)")
  }

  @Test func encodingWritesTheSurvivingValuesAsPlainCollections() throws {
    let (feed, _) = try decodeFeed(badFeed, with: JSONConformanceCoder(.standard))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(feed), as: UTF8.self)
    #expect(
      json
        == #"{"counts":{"a":1},"links":["https://swift.org"],"name":"News","offices":{"Paris":"Europe/Paris"},"#
        + #""posts":[{"tags":["swift","codable"],"title":"First"},{"tags":[],"title":"Third"}]}"#)
  }

  @Test func equalityAndHashingIgnoreTheDroppedErrors() throws {
    let wire: WireValue = [
      "name": "N", "posts": [["title": "A", "tags": ["x", 1]]], "pinned": "p",
    ]
    let (decoded, _) = try decodeFeed(wire, with: JSONConformanceCoder(.standard))
    let built = Feed(
      name: "N", posts: [Post(title: "A", tags: ["x"])], counts: [:], pinned: nil, links: [],
      offices: [:], avatar: nil)
    #expect(!decoded.$pinned.errors.isEmpty && built.$pinned.errors.isEmpty)
    #expect(decoded == built)
    #expect(Set([decoded, built]).count == 1)
  }

  @Test func mutatingTheValueKeepsTheErrorsOfTheDecode() throws {
    let wire: WireValue = ["name": "N", "posts": [["title": 1]]]
    var (feed, _) = try decodeFeed(wire, with: JSONConformanceCoder(.standard))
    feed.posts.append(Post(title: "New", tags: []))
    #expect(feed.posts.map(\.title) == ["New"])
    #expect(paths(feed.$posts.errors) == ["posts[0]"])
  }

  @Test func aBadElementDropsOnlyItselfNotItsNeighbours() throws {
    // A nested array element fails as a whole; the elements around it survive.
    let json = #"{"values": [[1, 2], [3, "x"], [4]]}"#
    struct Model: Decodable {
      @LossyArray var values: [[Int]]
    }
    let model = try JSONDecoder().decode(Model.self, from: Data(json.utf8))
    #expect(model.values == [[1, 2], [4]])
    let error = try #require(model.$values.errors.first?.error as? DecodingError)
    guard case .typeMismatch(_, let context) = error else {
      Issue.record("expected typeMismatch, got \(error)")
      return
    }
    // The entry is the dropped element; its error goes down to the bad value.
    #expect(model.$values.errors.first?.codingPathDescription == "values[1]")
    #expect(
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == [
        "values", "1", "1",
      ])
  }
}

@Suite("LossyCoding outside a keyed container")
struct LossyTopLevelTests {
  private func decode<T: Decodable>(_ type: T.Type, _ json: String, report: RecoveryReport)
    throws -> T
  {
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    return try decoder.decode(T.self, from: Data(json.utf8))
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  @Test func topLevelWrappersFollowTheSameRules() throws {
    let report = RecoveryReport()
    #expect(
      try decode(LossyArray<Int>.self, #"[1, "x", 3]"#, report: report).wrappedValue == [1, 3])
    #expect(try decode(LossyArray<Int>.self, "null", report: report).wrappedValue == [])
    #expect(try decode(LossyArray<Int>.self, #"{"a": 1}"#, report: report).wrappedValue == [])
    #expect(
      try decode(LossyDictionary<Int, Int>.self, #"{"1": 1, "x": 2}"#, report: report)
        .wrappedValue == [1: 1])
    #expect(
      try decode(LossyDictionary<String, Int>.self, "null", report: report).wrappedValue == [:])
    #expect(try decode(LossyOptional<Int>.self, #""x""#, report: report).wrappedValue == nil)
    #expect(try decode(LossyOptional<Int>.self, "null", report: report).wrappedValue == nil)
    #expect(try decode(LossyOptional<Int>.self, "4", report: report).wrappedValue == 4)
    #expect(paths(report.entries) == ["[1]", "", "x", ""])
  }

  @Test func anArrayOfLossyWrappersReportsEachElementsPath() throws {
    let report = RecoveryReport()
    let rows = try decode([LossyArray<Int>].self, #"[[1, "a"], "b", null]"#, report: report)
    #expect(rows.map(\.wrappedValue) == [[1], [], []])
    #expect(paths(report.entries) == ["[0][1]", "[1]"])
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  @Test func encodingOutsideAKeyedContainerWritesPlainValues() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    func json(_ value: some Encodable) throws -> String {
      String(decoding: try encoder.encode(value), as: UTF8.self)
    }
    #expect(try json([LossyArray(wrappedValue: [1, 2])]) == "[[1,2]]")
    #expect(
      try json([LossyOptional<Int>(wrappedValue: nil), LossyOptional(wrappedValue: 3)])
        == "[null,3]")
    #expect(
      try json(LossyDictionary<Int, String>(wrappedValue: [2: "b", 1: "a"]))
        == #"{"1":"a","2":"b"}"#)
  }
}

@Suite("LossyDictionary keys")
struct LossyDictionaryKeyTests {
  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  enum Language: String, Codable, CodingKeyRepresentable, Hashable {
    case swift, objectiveC
  }

  struct Plain: Decodable {
    var byID: [Int: String]
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  struct Lossless: Decodable {
    @LossyDictionary var byID: [Int: String]
    @LossyDictionary var byLanguage: [Language: Int]
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  @Test func foundationFailsAWholeDictionaryForOneBadKeyAndTheLossyOneDropsTheEntry() throws {
    let json = Data(
      #"{"byID": {"1": "a", "abc": "b"}, "byLanguage": {"swift": 1, "cobol": 2}}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Plain.self, from: json) }
    let model = try JSONDecoder().decode(Lossless.self, from: json)
    #expect(model.byID == [1: "a"])
    #expect(model.byLanguage == [.swift: 1])
    let entry = try #require(model.$byID.errors.first)
    #expect(entry.codingPathDescription == "byID.abc")
    #expect("\(entry)" == "byID.abc: 'abc' is not a dictionary key of type Int")
    #expect(model.$byLanguage.errors.first?.codingPathDescription == "byLanguage.cobol")
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  @Test func keysAreNeverConvertedByAKeyStrategy() throws {
    struct Model: Codable, Equatable {
      @LossyDictionary var byLanguage: [Language: Int]
      @LossyDictionary var byName: [String: Int]
    }
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = .sortedKeys
    let model = Model(byLanguage: [.objectiveC: 1], byName: ["someName": 2])
    let json = String(decoding: try encoder.encode(model), as: UTF8.self)
    #expect(json == #"{"by_language":{"objectiveC":1},"by_name":{"someName":2}}"#)
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    #expect(try decoder.decode(Model.self, from: Data(json.utf8)) == model)
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  @Test func errorsOfADictionaryAreListedInKeyOrder() throws {
    struct Model: Decodable {
      @LossyDictionary var values: [String: Int]
    }
    let json = #"{"values": {"d": "x", "b": "x", "a": 1, "c": "x", "e": "x"}}"#
    for _ in 0..<5 {
      let model = try JSONDecoder().decode(Model.self, from: Data(json.utf8))
      #expect(paths(model.$values.errors) == ["values.b", "values.c", "values.d", "values.e"])
    }
  }
}
