import CodableTransformsTesting
import DocumentCoding
import Foundation
import SnapshotCoding
import Testing
import _CodableTransformsLibraryTesting

struct Comment: Codable, Hashable, Sendable, KeyedListElement {
  @DocumentID var id: String?
  var text: String

  static var listKey: WritableKeyPath<Comment, String?> { \.id }
}

struct Thread: Codable, Hashable, Sendable {
  var title: String
  @KeyedList var comments: [Comment]
}

@Suite("@KeyedList")
struct KeyedListTests {
  @Test(arguments: LibraryConformance.keyedList.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test func childrenComeBackInFirebaseKeyOrderWithTheirKeys() throws {
    let tree = try jsonTree(
      #"""
      {"title": "T", "comments": {
        "-NxB": {"text": "b"}, "10": {"text": "ten"}, "-NxA": {"text": "a"}, "2": {"text": "two"}
      }}
      """#)
    let thread = try SnapshotDecoder().decode(Thread.self, from: tree)
    #expect(thread.comments.map(\.id) == ["2", "10", "-NxA", "-NxB"])
    #expect(thread.comments.map(\.text) == ["two", "ten", "a", "b"])
  }

  @Test func theRealtimeDatabaseArrayFormWithHolesIsAccepted() throws {
    // `snapshot.value` for children keyed 0, 2 and 3.
    let tree: [String: Any] = [
      "title": "T",
      "comments": [["text": "zero"], NSNull(), ["text": "two"], ["text": "three"]] as [Any],
    ]
    let thread = try SnapshotDecoder().decode(Thread.self, from: tree)
    #expect(thread.comments.map(\.id) == ["0", "2", "3"])
    // Written back, it is an object of children, which the database stores the same way.
    let written = try SnapshotEncoder().encode(thread)
    #expect((written["comments"] as? [String: Any])?.keys.sorted() == ["0", "2", "3"])
  }

  @Test func nullChildrenMissingAndNullListsAreEmpty() throws {
    let tree: [String: Any] = ["title": "T", "comments": ["-a": NSNull(), "-b": ["text": "b"]]]
    #expect(try SnapshotDecoder().decode(Thread.self, from: tree).comments.map(\.id) == ["-b"])
    #expect(try SnapshotDecoder().decode(Thread.self, from: ["title": "T"]).comments.isEmpty)
    let null: [String: Any] = ["title": "T", "comments": NSNull()]
    #expect(try SnapshotDecoder().decode(Thread.self, from: null).comments.isEmpty)
  }

  @Test func itIsUsableWithJSONToo() throws {
    let thread = Thread(
      title: "T", comments: [Comment(id: "-NxA", text: "a"), Comment(id: "-NxB", text: "b")])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(thread), as: UTF8.self)
    #expect(json == #"{"comments":{"-NxA":{"text":"a"},"-NxB":{"text":"b"}},"title":"T"}"#)
    #expect(try JSONDecoder().decode(Thread.self, from: Data(json.utf8)) == thread)
    let arrayForm = #"{"title": "T", "comments": [null, {"text": "one"}]}"#
    #expect(
      try JSONDecoder().decode(Thread.self, from: Data(arrayForm.utf8)).comments == [
        Comment(id: "1", text: "one")
      ])
  }

  @Test func theKeyWinsOverAnIdentifierInTheChildOrInUserInfo() throws {
    let tree: [String: Any] = ["title": "T", "comments": ["-a": ["text": "x", "id": "other"]]]
    let thread = try SnapshotDecoder().decode(Thread.self, from: tree, documentID: "thread-1")
    #expect(thread.comments.map(\.id) == ["-a"])
  }

  @Test func elementsWithoutAKeyOrWithADuplicateKeyCannotBeWritten() throws {
    let missing = Thread(title: "T", comments: [Comment(id: "-a", text: "a"), Comment(text: "b")])
    let missingError = try #require(throws: EncodingError.self) {
      try SnapshotEncoder().encode(missing)
    }
    #expect(pathDescription(of: missingError) == "comments[1]")
    #expect(debugDescription(of: missingError).contains("has no key"))

    let duplicate = Thread(
      title: "T", comments: [Comment(id: "-a", text: "a"), Comment(id: "-a", text: "b")])
    let duplicateError = try #require(throws: EncodingError.self) {
      try JSONEncoder().encode(duplicate)
    }
    #expect(pathDescription(of: duplicateError) == "comments[1]")
    #expect(debugDescription(of: duplicateError).contains("'-a'"))

    let empty = Thread(title: "T", comments: [Comment(id: "", text: "a")])
    #expect(throws: EncodingError.self) { try SnapshotEncoder().encode(empty) }
  }

  @Test func keysOfATypedIdentifierAreConvertedOrRejected() throws {
    struct Numbered: Codable, Hashable, KeyedListElement {
      @DocumentID var id: UUID?
      var value: Int
      static var listKey: WritableKeyPath<Numbered, UUID?> { \.id }
    }
    struct Holder: Codable { @KeyedList var items: [Numbered] }
    let uuid = UUID()
    let tree: [String: Any] = ["items": [uuid.uuidString: ["value": 1]]]
    #expect(try SnapshotDecoder().decode(Holder.self, from: tree).items.first?.id == uuid)
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Holder.self, from: ["items": ["nope": ["value": 1]]])
    }
    #expect(ErrorKind(error) == .dataCorrupted)
    #expect(pathDescription(of: error) == "items.nope")
  }

  @Test func aValueThatIsNeitherAnObjectNorAnArrayIsATypeMismatchAtTheProperty() throws {
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Thread.self, from: ["title": "T", "comments": "text"])
    }
    #expect(ErrorKind(error) == .typeMismatch)
    #expect(pathDescription(of: error) == "comments")
    #expect(
      debugDescription(of: error).hasPrefix("Expected an object of keyed children or an array"))
  }

  @Test func outsideAKeyedContainerItCodesTheSameObject() throws {
    let list = KeyedList(wrappedValue: [Comment(id: "-a", text: "a")])
    let tree = try SnapshotEncoder().encodeTree(list)
    #expect((tree as? [String: Any])?.keys.sorted() == ["-a"])
    #expect(try SnapshotDecoder().decode(KeyedList<Comment>.self, from: tree) == list)
    #expect(
      try SnapshotDecoder().decode(KeyedList<Comment>.self, from: NSNull()).wrappedValue == [])
  }
}
