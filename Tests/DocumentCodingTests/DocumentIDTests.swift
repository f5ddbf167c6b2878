import CodableTransformsTesting
import DocumentCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

struct Book: Codable, Hashable, Sendable {
  @DocumentID var id: String?
  var title: String
}

struct BookID: RawRepresentable, Codable, Hashable, Sendable, DocumentIDRepresentable {
  var rawValue: String

  init?(rawValue: String) {
    guard rawValue.hasPrefix("book-") else { return nil }
    self.rawValue = rawValue
  }
}

struct TypedBook: Codable, Hashable, Sendable {
  @DocumentID var id: BookID?
  var title: String
}

@Suite("@DocumentID")
struct DocumentIDTests {
  @Test(arguments: LibraryConformance.documentID.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: Coder.all)
  func encodingLeavesTheIdentifierOutUnlessAskedTo(_ coder: Coder) throws {
    let book = Book(id: "0GlBR7JFa5KzCv1oQ6wB", title: "Hamlet")
    #expect(try coder.encode(book).keys.sorted() == ["title"])
    #expect(try coder.with([.encodesDocumentID: false]).encode(book).keys.sorted() == ["title"])
    #expect(try coder.with([.encodesDocumentID: "yes"]).encode(book).keys.sorted() == ["title"])
    let written = try coder.with([.encodesDocumentID: true]).encode(book)
    #expect(written["id"] as? String == "0GlBR7JFa5KzCv1oQ6wB")
    // `nil` is left out even when identifiers are written.
    #expect(
      try coder.with([.encodesDocumentID: true]).encode(Book(title: "Hamlet")).keys.sorted() == [
        "title"
      ])
  }

  @Test(arguments: Coder.all)
  func decodingPrefersUserInfoThenTheFieldThenNil(_ coder: Coder) throws {
    let withField: [String: Any] = ["id": "from-field", "title": "Hamlet"]
    let withoutField: [String: Any] = ["title": "Hamlet"]
    #expect(try coder.decode(Book.self, from: withField).id == "from-field")
    #expect(try coder.decode(Book.self, from: withoutField).id == nil)
    let told = coder.with([.documentID: "from-userInfo"])
    #expect(try told.decode(Book.self, from: withField).id == "from-userInfo")
    #expect(try told.decode(Book.self, from: withoutField).id == "from-userInfo")
    // With userInfo set, the field is ignored whatever it holds.
    #expect(try told.decode(Book.self, from: ["id": 42, "title": "Hamlet"]).id == "from-userInfo")
  }

  @Test(arguments: Coder.all)
  func aFieldThatIsNotAStringThrowsAtTheProperty(_ coder: Coder) throws {
    let error = try #require(throws: DecodingError.self) {
      try coder.decode(Book.self, from: ["id": 42, "title": "Hamlet"])
    }
    guard case .typeMismatch = error else {
      Issue.record("expected typeMismatch, got \(error)")
      return
    }
    #expect(pathDescription(of: error) == "id")
  }

  @Test(arguments: Coder.all)
  func typedIdentifiersConvertAndRejectWithThePropertyPath(_ coder: Coder) throws {
    let book = try coder.with([.documentID: "book-1"]).decode(
      TypedBook.self, from: ["title": "Hamlet"])
    #expect(book.id == BookID(rawValue: "book-1"))
    let error = try #require(throws: DecodingError.self) {
      try coder.with([.documentID: "user-1"]).decode(TypedBook.self, from: ["title": "Hamlet"])
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(pathDescription(of: error) == "id")
    #expect(context.debugDescription == "'user-1' is not a valid BookID document ID")
    let written = try coder.with([.encodesDocumentID: true]).encode(book)
    #expect(written["id"] as? String == "book-1")
  }

  @Test(arguments: Coder.all)
  func documentsOfOneTypeWithDifferentFieldsEachGetTheIdentifier(_ coder: Coder) throws {
    // Without the field, `userInfo` is read through a field the object has, remembered for the
    // next object of the type: here the next one lacks it, and one object has no field at all.
    struct Note: Codable {
      @DocumentID var id: String?
      var title: String?
      var body: String?
    }
    struct Notebook: Codable { var notes: [Note] }
    let notes: [String: Any] = [
      "notes": [
        ["title": "a"], ["title": "b"], ["body": "c"], [String: Any](),
        ["title": "d", "body": "e"],
      ]
    ]
    let told = coder.with([.documentID: "note-1"])
    let decoded = try told.decode(Notebook.self, from: notes).notes
    #expect(decoded.map(\.id) == Array(repeating: "note-1", count: 5))
    #expect(decoded.map(\.title) == ["a", "b", nil, nil, "d"])
    #expect(decoded.map(\.body) == [nil, nil, "c", nil, "e"])
    let untold = try coder.decode(Notebook.self, from: notes).notes
    #expect(untold.map(\.id) == Array(repeating: nil, count: 5))
  }

  @Test func userInfoMayHoldAnIdentifierValueButNothingElse() throws {
    let decoder = JSONDecoder()
    let uuid = UUID()
    decoder.userInfo[.documentID] = uuid
    struct Item: Codable { @DocumentID var id: String? }
    #expect(try decoder.decode(Item.self, from: Data("{}".utf8)).id == uuid.uuidString)
    decoder.userInfo[.documentID] = 42
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(Item.self, from: Data("{}".utf8))
    }
    #expect(pathDescription(of: error) == "id")
    #expect(
      debugDescription(of: error).contains(
        "expected a String, a DocumentIDRepresentable value or"))
  }

  @Test func everyNestedDocumentIDSeesTheSameUserInfo() throws {
    struct Shelf: Codable {
      @DocumentID var id: String?
      var books: [Book]
    }
    let decoder = JSONDecoder()
    decoder.userInfo[.documentID] = "shelf-1"
    let shelf = try decoder.decode(
      Shelf.self, from: Data(#"{"books": [{"title": "Hamlet", "id": "b"}]}"#.utf8))
    #expect(shelf.id == "shelf-1")
    #expect(shelf.books.map(\.id) == ["shelf-1"])
  }

  @Test func outsideAKeyedContainerTheIdentifierIsAStringOrNull() throws {
    let encoder = JSONEncoder()
    let ids = [DocumentID<String>(wrappedValue: "a"), DocumentID(wrappedValue: nil)]
    #expect(String(decoding: try encoder.encode(ids), as: UTF8.self) == #"["a",null]"#)
    let decoded = try JSONDecoder().decode(
      [DocumentID<String>].self, from: Data(#"["a",null]"#.utf8))
    #expect(decoded.map(\.wrappedValue) == ["a", nil])
    let decoder = JSONDecoder()
    decoder.userInfo[.documentID] = "told"
    #expect(
      try decoder.decode([DocumentID<String>].self, from: Data(#"[1]"#.utf8)).map(\.wrappedValue)
        == ["told"])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([DocumentID<String>].self, from: Data(#"[1]"#.utf8))
    }
  }

  @Test func theWrapperIsSendableEquatableHashableAndDescribesItsValue() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(DocumentID<String>.self)
    requireSendable(Book.self)
    #expect(Book(id: "a", title: "t") != Book(id: "b", title: "t"))
    #expect(Set([Book(id: "a", title: "t"), Book(id: "a", title: "t")]).count == 1)
    #expect(DocumentID<String>(wrappedValue: "a").description == "a")
    #expect(DocumentID<String>(wrappedValue: nil).description == "nil")
  }

  @Test func uuidIdentifiersAcceptEitherCaseAndWriteUpperCase() {
    let lower = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
    let uuid = UUID(documentID: lower)
    #expect(uuid?.documentID == lower.uppercased())
    #expect(UUID(documentID: "nope") == nil)
    #expect(String(documentID: "any") == "any")
  }
}
