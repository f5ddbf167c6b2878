import Foundation
import SnapshotCoding
import Testing

struct Note: Codable, Hashable, Sendable {
  var title: String
  var pageCount: Int?
  @UnknownFields var extra: [String: SnapshotValue] = [:]
}

@Suite("@UnknownFields")
struct UnknownFieldsTests {
  static var tree: [String: Any] {
    [
      "title": "Hello", "likes": 3, "tags": ["swift", true, NSNull()],
      "meta": ["pinned": false, "rating": 4.5], "pageCount": 2,
    ]
  }

  @Test func theFieldsTheTypeDoesNotDeclareAreCaptured() throws {
    let note = try SnapshotDecoder().decode(Note.self, from: Self.tree)
    #expect(note.title == "Hello" && note.pageCount == 2)
    #expect(
      note.extra == [
        "likes": 3, "tags": ["swift", true, nil], "meta": ["pinned": false, "rating": 4.5],
      ])
  }

  @Test func theyAreWrittenBackNextToTheDeclaredFields() throws {
    var note = try SnapshotDecoder().decode(Note.self, from: Self.tree)
    note.title = "Changed"
    let written = try SnapshotEncoder().encode(note)
    #expect(written.keys.sorted() == ["likes", "meta", "pageCount", "tags", "title"])
    #expect(written["title"] as? String == "Changed")
    #expect(try SnapshotDecoder().decode(Note.self, from: written) == note)
  }

  @Test func aDeclaredPropertyWinsOverACapturedFieldOfTheSameName() throws {
    let note = Note(title: "Declared", extra: ["title": "captured", "other": 1])
    let written = try SnapshotEncoder().encode(note)
    #expect(written["title"] as? String == "Declared")
    #expect(written["other"] as? Int == 1)
  }

  @Test func capturedFieldsAreNotUnknownKeys() throws {
    var decoder = SnapshotDecoder()
    decoder.unknownKeys = .reject
    #expect(try decoder.decode(Note.self, from: Self.tree).extra.count == 3)
  }

  @Test func snakeCaseKeysOfDeclaredPropertiesAreNotCaptured() throws {
    var decoder = SnapshotDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let note = try decoder.decode(
      Note.self, from: ["title": "T", "page_count": 4, "free_text": "x"])
    #expect(note.pageCount == 4)
    #expect(note.extra == ["free_text": "x"])
  }

  @Test func otherCodersCaptureAndWriteNothing() throws {
    let json = #"{"title": "Hello", "likes": 3}"#
    let note = try JSONDecoder().decode(Note.self, from: Data(json.utf8))
    #expect(note.extra.isEmpty)
    let withExtra = Note(title: "T", extra: ["likes": 3])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(withExtra), as: UTF8.self) == #"{"title":"T"}"#)
    let plist = try PropertyListEncoder().encode(withExtra)
    #expect(try PropertyListDecoder().decode(Note.self, from: plist).extra.isEmpty)
  }

  @Test func aCapturedValueDeeperThanTheLimitIsAnError() throws {
    var decoder = SnapshotDecoder()
    decoder.maximumDepth = 3
    let tree: [String: Any] = ["title": "T", "deep": ["a": ["b": ["c": ["d": 1]]]]]
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(Note.self, from: tree)
    }
    #expect(pathDescription(of: error).hasPrefix("deep.a"))
  }
}

@Suite("FirebaseKeyOrder")
struct FirebaseKeyOrderTests {
  @Test func integerKeysComeFirstByValueThenStringsByCodeUnits() {
    let keys = ["b", "10", "-Nx2", "2", "a", "-1", "007", "7", "2147483648", "B", "é", "😀", ""]
    #expect(
      FirebaseKeyOrder.sorted(keys) == [
        "-1", "2", "7", "007", "10", "", "-Nx2", "2147483648", "B", "a", "b", "é", "😀",
      ])
  }

  @Test func pushIDsSortOldestFirst() {
    // Push IDs start with 8 characters of time in Firebase's base-64 alphabet.
    let older = "-NxAbCdEfGhIjKlMnOpQ"
    let newer = "-NxB0000000000000000"
    #expect(FirebaseKeyOrder.areInIncreasingOrder(older, newer))
    #expect(!FirebaseKeyOrder.areInIncreasingOrder(newer, older))
    #expect(!FirebaseKeyOrder.areInIncreasingOrder(older, older))
  }
}

@Suite("SnapshotValue")
struct SnapshotValueTests {
  @Test func treesConvertExactlyBothWays() throws {
    let tree: [String: Any] = [
      "null": NSNull(), "bool": NSNumber(value: true), "int": NSNumber(value: 1), "double": 1.5,
      "string": "s", "date": Date(timeIntervalSince1970: 1), "data": Data([1]),
      "array": [1, "a"] as [Any], "huge": NSDecimalNumber(string: "123456789012345678901234567890"),
    ]
    let value = try SnapshotDecoder().decode(SnapshotValue.self, from: tree)
    #expect(
      value
        == [
          "null": nil, "bool": true, "int": 1, "double": 1.5, "string": "s",
          "date": .date(Date(timeIntervalSince1970: 1)), "data": .data(Data([1])),
          "array": [1, "a"],
          "huge": .decimal(Decimal(string: "123456789012345678901234567890")!),
        ])
    let back = try #require(value.treeValue as? [String: Any])
    #expect(type(of: back["bool"]!) == Bool.self)
    #expect(back["null"] is NSNull)
    #expect(try SnapshotDecoder().decode(SnapshotValue.self, from: back) == value)
    #expect(try SnapshotEncoder().encodeTree(value) as? [String: Any] != nil)
  }

  @Test func itIsCodableWithOtherCoders() throws {
    let value: SnapshotValue = ["a": [1, 2.5, "x", true, nil], "b": ["c": false]]
    let json = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(SnapshotValue.self, from: json) == value)
    let plist = try PropertyListEncoder().encode(value)
    #expect(try PropertyListDecoder().decode(SnapshotValue.self, from: plist) == value)
    #expect(value.description == #"{"a": [1, 2.5, "x", true, null], "b": {"c": false}}"#)
  }
}
