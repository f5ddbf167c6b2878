import DocumentCoding
import Foundation
import SnapshotCoding
import Testing

// The situations Firebase's own Firestore encoder tests cover, written afresh for the snapshot
// coders: each model is encoded to an exact tree and decoded back.

/// Encodes `value`, compares the tree with `expected` exactly (Booleans and numbers apart), and
/// decodes the tree back to `value`.
func expectRoundTrip<T: Codable & Equatable>(
  _ value: T, _ expected: SnapshotValue, encoder: SnapshotEncoder = SnapshotEncoder(),
  decoder: SnapshotDecoder = SnapshotDecoder(), sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let tree = try encoder.encode(value)
  let written = try SnapshotDecoder().decode(SnapshotValue.self, from: tree)
  #expect(written == expected, sourceLocation: sourceLocation)
  #expect(try decoder.decode(T.self, from: tree) == value, sourceLocation: sourceLocation)
}

@Suite("Firebase encoder scenarios")
struct FirebaseScenarioTests {
  @Test func nestedStructs() throws {
    struct Address: Codable, Equatable {
      var city: String
      var zip: Int
    }
    struct Person: Codable, Equatable {
      var name: String
      var address: Address
    }
    try expectRoundTrip(
      Person(name: "Ada", address: Address(city: "London", zip: 1)),
      ["name": "Ada", "address": ["city": "London", "zip": 1]])
  }

  @Test func arraysOfStructs() throws {
    struct Item: Codable, Equatable {
      var name: String
      var quantity: Int
    }
    struct Order: Codable, Equatable {
      var items: [Item]
    }
    try expectRoundTrip(
      Order(items: [Item(name: "Pen", quantity: 2), Item(name: "Ink", quantity: 1)]),
      ["items": [["name": "Pen", "quantity": 2], ["name": "Ink", "quantity": 1]]])
    try expectRoundTrip(Order(items: []), ["items": []])
  }

  @Test func optionalsAreLeftOutWhenNilAndDecodeFromMissingOrNull() throws {
    struct Model: Codable, Equatable {
      var required: String
      var optional: String?
      var optionalList: [Int]?
    }
    try expectRoundTrip(Model(required: "r", optional: nil, optionalList: nil), ["required": "r"])
    try expectRoundTrip(
      Model(required: "r", optional: "o", optionalList: [1]),
      ["required": "r", "optional": "o", "optionalList": [1]])
    let fromNull = try SnapshotDecoder().decode(
      Model.self, from: ["required": "r", "optional": NSNull()])
    #expect(fromNull == Model(required: "r", optional: nil, optionalList: nil))
  }

  @Test func enumsWithRawValues() throws {
    enum Genre: String, Codable { case fiction, poetry }
    enum Priority: Int, Codable {
      case low = 1
      case high = 3
    }
    struct Book: Codable, Equatable {
      var genre: Genre
      var priority: Priority
    }
    try expectRoundTrip(Book(genre: .poetry, priority: .high), ["genre": "poetry", "priority": 3])
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Book.self, from: ["genre": "drama", "priority": 1])
    }
    #expect(ErrorKind(error) == .dataCorrupted)
    #expect(pathDescription(of: error) == "genre")
  }

  @Test func datesAsTimestamps() throws {
    struct Event: Codable, Equatable {
      var name: String
      var startsAt: Date
    }
    var encoder = SnapshotEncoder()
    encoder.dateEncodingStrategy = .timestamp
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = .timestamp
    try expectRoundTrip(
      Event(name: "Launch", startsAt: Date(timeIntervalSince1970: 1_732_181_400.25)),
      ["name": "Launch", "startsAt": ["seconds": 1_732_181_400, "nanoseconds": 250_000_000]],
      encoder: encoder, decoder: decoder)
  }

  @Test func documentIDIsIgnoredOnEncodeAndFilledOnDecode() throws {
    struct Book: Codable, Equatable {
      @DocumentID var id: String?
      var title: String
    }
    let tree = try SnapshotEncoder().encode(Book(id: "ignored", title: "Hamlet"))
    #expect(tree.keys.sorted() == ["title"])
    let book = try SnapshotDecoder().decode(
      Book.self, from: tree, documentID: "0GlBR7JFa5KzCv1oQ6wB")
    #expect(book == Book(id: "0GlBR7JFa5KzCv1oQ6wB", title: "Hamlet"))
    // A stored field of the same name does not override the document's identifier.
    let stored = try SnapshotDecoder().decode(
      Book.self, from: ["id": "stale", "title": "Hamlet"], documentID: "fresh")
    #expect(stored.id == "fresh")
  }

  @Test func theServerTimestampPlaceholder() throws {
    struct Message: Codable, Equatable {
      var text: String
      @ServerTimestamp var sentAt: Date?
    }
    try expectRoundTrip(Message(text: "Hi"), ["text": "Hi", "sentAt": [".sv": "timestamp"]])
    try expectRoundTrip(
      Message(text: "Hi", sentAt: Date(timeIntervalSince1970: 1)),
      ["text": "Hi", "sentAt": 1000])
    // A document that was written before the field existed decodes too (Firebase's wrapper throws).
    #expect(try SnapshotDecoder().decode(Message.self, from: ["text": "Hi"]).sentAt == nil)
  }

  @Test func explicitNull() throws {
    struct Profile: Codable, Equatable {
      var name: String
      @ExplicitNull var nickname: String?
      var bio: String?
    }
    try expectRoundTrip(Profile(name: "Ada"), ["name": "Ada", "nickname": nil])
    try expectRoundTrip(
      Profile(name: "Ada", nickname: "Countess", bio: "b"),
      ["name": "Ada", "nickname": "Countess", "bio": "b"])
    // Firebase's wrapper throws for a missing key; this one gives nil.
    #expect(
      try SnapshotDecoder().decode(Profile.self, from: ["name": "Ada"]) == Profile(name: "Ada"))
  }

  @Test func codingPathsInErrors() throws {
    struct Leaf: Codable { var value: Int }
    struct Branch: Codable { var leaves: [String: [Leaf]] }
    struct Root: Codable { var branches: [Branch] }
    let tree: [String: Any] = [
      "branches": [["leaves": ["north": [["value": 1], ["value": "two"]]]]]
    ]
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Root.self, from: tree)
    }
    #expect(ErrorKind(error) == .typeMismatch)
    #expect(pathDescription(of: error) == "branches[0].leaves.north[1].value")
    #expect(debugDescription(of: error) == "Expected an integer (Int) but found the string 'two'")

    struct Bad: Encodable {
      var when = Date(timeIntervalSince1970: .nan)
    }
    struct Outer: Encodable { var items = [Bad()] }
    let encodingError = try #require(throws: EncodingError.self) {
      try SnapshotEncoder().encode(Outer())
    }
    #expect(pathDescription(of: encodingError) == "items[0].when")
    #expect(
      debugDescription(of: encodingError).hasPrefix(
        "dateEncodingStrategy .millisecondsSince1970: Date(timeIntervalSince1970: nan) is outside"))
  }
}

// SnapshotParser's promises: a misspelled key is an error that names it, keyed children become
// arrays whose elements carry their key, and the fields a type does not declare are kept.

@Suite("SnapshotParser scenarios")
struct SnapshotParserScenarioTests {
  struct Reply: Codable, Equatable, KeyedListElement {
    @DocumentID var id: String?
    var text: String
    var author: String
    static var listKey: WritableKeyPath<Reply, String?> { \.id }
  }

  struct Topic: Codable, Equatable {
    @DocumentID var id: String?
    var title: String
    @KeyedList var replies: [Reply]
    @UnknownFields var leftovers: [String: SnapshotValue] = [:]
  }

  /// A Realtime Database snapshot as the REST API returns it, read with `JSONSerialization`.
  static let snapshotJSON = #"""
    {
      "title": "Codable on the server",
      "replies": {
        "-NxB2kLmN0pQrStUvWx1": {"text": "Second", "author": "uid-2"},
        "-NxA9kLmN0pQrStUvWx0": {"text": "First", "author": "uid-1"}
      },
      "views": 120,
      "locked": false
    }
    """#

  @Test func aSnapshotMapsWithItsKeysAndLeftovers() throws {
    let topic = try SnapshotDecoder().decode(
      Topic.self, from: jsonTree(Self.snapshotJSON), documentID: "topic-1")
    #expect(topic.id == "topic-1")
    #expect(topic.replies.map(\.id) == ["-NxA9kLmN0pQrStUvWx0", "-NxB2kLmN0pQrStUvWx1"])
    #expect(topic.replies.map(\.text) == ["First", "Second"])
    #expect(topic.leftovers == ["views": 120, "locked": false])
    // Written back: the same fields, the identifiers as keys only.
    let written = try SnapshotEncoder().encode(topic)
    #expect(
      try SnapshotDecoder().decode(SnapshotValue.self, from: written)
        == SnapshotDecoder().decode(SnapshotValue.self, from: jsonTree(Self.snapshotJSON)))
  }

  @Test func aMisspelledKeyIsAnErrorNamingIt() throws {
    struct StrictTopic: Codable {
      var title: String
      @KeyedList var replies: [Reply]
    }
    let misspelled = Self.snapshotJSON
      .replacingOccurrences(of: #""author": "uid-2""#, with: #""autor": "uid-2""#)
      .replacingOccurrences(of: #""views": 120,"#, with: "")
      .replacingOccurrences(of: #""locked": false"#, with: #""titel": "x""#)
    var decoder = SnapshotDecoder()
    decoder.unknownKeys = .reject
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(StrictTopic.self, from: jsonTree(misspelled))
    }
    // The misspelled `author` is a missing required key, reported first, at the reply.
    #expect(ErrorKind(error) == .keyNotFound)
    #expect(pathDescription(of: error) == "replies.-NxB2kLmN0pQrStUvWx1.author")

    struct LenientReply: Codable, KeyedListElement {
      @DocumentID var id: String?
      var text: String
      var author: String?
      static var listKey: WritableKeyPath<LenientReply, String?> { \.id }
    }
    struct LenientTopic: Codable {
      var title: String
      @KeyedList var replies: [LenientReply]
    }
    // With an optional `author`, the typo would go unnoticed — unless unknown keys are rejected.
    let unknown = try #require(throws: DecodingError.self) {
      try decoder.decode(LenientTopic.self, from: jsonTree(misspelled))
    }
    guard case .dataCorrupted(let context) = unknown,
      let report = context.underlyingError as? SnapshotDecoder.UnknownKeysError
    else {
      Issue.record("expected unknown keys, got \(unknown)")
      return
    }
    #expect(
      Set(report.codingPaths.map(SnapshotCodingKey.pathText)) == [
        "titel", "replies.-NxB2kLmN0pQrStUvWx1.autor",
      ])
    #expect(context.debugDescription.contains("'replies.-NxB2kLmN0pQrStUvWx1.autor'"))
  }
}
