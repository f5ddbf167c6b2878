import CodableTransformsTesting
import Foundation
import Testing
import URLCoding
import _CodableTransformsLibraryTesting

@Suite("@URLString")
struct URLStringTests {
  @Test(arguments: LibraryConformance.urlString.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Book: Codable, Hashable, Sendable {
    var title: String
    @URLString var website: URL
    @URLString var coverImage: URL?
    @URLString var mirrors: [URL]
  }

  @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func propertyListsWriteTheStringNotFoundationsDictionary(
    _ format: PropertyListSerialization.PropertyListFormat
  ) throws {
    struct Model: Codable {
      @URLString var website: URL
      var plain: URL
    }
    let url = URL(string: "https://example.com/books/1")!
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    let data = try encoder.encode(Model(website: url, plain: url))
    let plist =
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    #expect(plist?["website"] as? String == "https://example.com/books/1")
    // What the wrapper is for: Foundation writes a plain URL as a dictionary in property lists.
    #expect(plist?["plain"] is [String: Any])
    let decoded = try PropertyListDecoder().decode(Model.self, from: data)
    #expect(decoded.website == url)
  }

  @Test func theSameStringInJSONAndPropertyLists() throws {
    let book = Book(
      title: "Swift", website: URL(string: "https://example.com/swift")!,
      coverImage: URL(string: "https://example.com/swift.png"), mirrors: [])
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(book)) as? [String: Any]
    let plist =
      try PropertyListSerialization.propertyList(
        from: PropertyListEncoder().encode(book), format: nil) as? [String: Any]
    #expect(json?["website"] as? String == "https://example.com/swift")
    #expect(plist?["website"] as? String == "https://example.com/swift")
    #expect(json?["coverImage"] as? String == plist?["coverImage"] as? String)
  }

  /// `URL(string:)` on Linux percent-encodes what it cannot parse; the wrapper refuses instead,
  /// so that a decoded URL always encodes back to the string it came from.
  @Test(arguments: [
    "", " ", "a b", "https://example.com/a b", "https://example.com/ü", "%", "http://[",
    "https://exa mple.com",
  ])
  func stringsThatAreNotValidURLsAreRejected(_ string: String) throws {
    let error = try #require(throws: TransformError.self) { try URLStringTransform.decode(string) }
    #expect(error.message.hasPrefix("'\(string)'"))
  }

  /// What code hosts send for a repository without a home page: `"homepage": ""`.
  @Test func anEmptyStringIsNoURLForAnOptionalProperty() throws {
    struct Repository: Codable, Equatable {
      var name: String
      @URLString var homepage: URL?
    }
    let json = #"{"name": "parsers", "homepage": ""}"#
    let repository = try JSONDecoder().decode(Repository.self, from: Data(json.utf8))
    #expect(repository == Repository(name: "parsers", homepage: nil))
    // Written back without the key, as any nil: "" is read, never written.
    #expect(
      String(decoding: try JSONEncoder().encode(repository), as: UTF8.self)
        == #"{"name":"parsers"}"#)
  }

  @Test func anEmptyStringIsRejectedWhereThereIsNoNil() throws {
    struct Model: Codable {
      @URLString var website: URL
    }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(#"{"website": ""}"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["website"])
    #expect(context.debugDescription.contains("''"))
  }

  /// In an array or a dictionary `nil` is `null`: an empty string is an element that is not a
  /// URL, even in `[URL?]`.
  @Test func anEmptyElementIsRejectedEvenWhenElementsAreOptional() throws {
    struct Model: Codable {
      @URLString var links: [URL?]
    }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(#"{"links": [null, ""]}"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["links", "1"])
  }

  /// Hand-written code gets the wrapper's rule from the transform: `decodeIfPresent` reads `""`
  /// as absent, `decode` rejects it.
  @Test func theTransformsContainerMethodsFollowTheSameRule() throws {
    struct Model: Decodable {
      var optional: URL?
      var required: URL?

      enum CodingKeys: String, CodingKey { case optional, required }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        optional = try container.decodeIfPresent(using: URLStringTransform.self, forKey: .optional)
        required = try container.decode(using: URLStringTransform.self, forKey: .required)
      }
    }
    let empty = Data(#"{"optional": "", "required": "https://example.com"}"#.utf8)
    #expect(try JSONDecoder().decode(Model.self, from: empty).optional == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(#"{"optional": "", "required": ""}"#.utf8))
    }
  }

  @Test func relativeURLsKeepTheirStringAndResolvedOnesWriteTheirAbsoluteString() throws {
    #expect(try URLStringTransform.decode("../cover.png").absoluteString == "../cover.png")
    let base = URL(string: "https://example.com/books/")!
    let resolved = URL(string: "1/cover.png", relativeTo: base)!
    #expect(URLStringTransform.encode(resolved).string == "https://example.com/books/1/cover.png")
  }

  @Test func anInvalidMirrorIsReportedAtItsIndex() throws {
    let json =
      #"{"title": "Swift", "website": "https://example.com", "mirrors": ["https://a.example", "not a url"]}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Book.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["mirrors", "1"])
    #expect(context.debugDescription.contains("'not a url'"))
  }
}
