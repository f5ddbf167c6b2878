import Foundation
import SnapshotCoding
import Testing

@Suite("SnapshotDecoder unknownKeys")
struct UnknownKeysTests {
  struct Author: Codable {
    var name: String
  }

  struct Article: Codable {
    var title: String
    var subtitle: String?
    var author: Author
    var coauthors: [Author]
    var scores: [String: Int]
  }

  static let strict: SnapshotDecoder = {
    var decoder = SnapshotDecoder()
    decoder.unknownKeys = .reject
    return decoder
  }()

  static var valid: [String: Any] {
    [
      "title": "T", "author": ["name": "A"], "coauthors": [["name": "B"]], "scores": ["x": 1],
    ]
  }

  func unknownKeys(_ tree: [String: Any], decoder: SnapshotDecoder = strict) throws -> [String] {
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(Article.self, from: tree)
    }
    guard case .dataCorrupted(let context) = error,
      let unknown = context.underlyingError as? SnapshotDecoder.UnknownKeysError
    else {
      Issue.record("expected an UnknownKeysError, got \(error)")
      return []
    }
    #expect(context.codingPath.map(\.stringValue) == unknown.codingPaths.first?.map(\.stringValue))
    return unknown.codingPaths.map { SnapshotCodingKey.pathText($0) }
  }

  @Test func aValidTreeDecodesAndIgnoreIsTheDefault() throws {
    #expect(try Self.strict.decode(Article.self, from: Self.valid).title == "T")
    var tree = Self.valid
    tree["titel"] = "typo"
    #expect(try SnapshotDecoder().decode(Article.self, from: tree).title == "T")
  }

  @Test func everyUnknownKeyIsNamedWithItsPathInOneError() throws {
    var tree = Self.valid
    tree["titel"] = "typo"
    tree["author"] = ["name": "A", "nmae": "typo"]
    tree["coauthors"] = [["name": "B"], ["name": "C", "email": "c@example.com"]]
    let keys = try unknownKeys(tree)
    #expect(Set(keys) == ["titel", "author.nmae", "coauthors[1].email"])
    let error = try #require(throws: DecodingError.self) {
      try Self.strict.decode(Article.self, from: tree)
    }
    #expect(debugDescription(of: error).hasPrefix("Unknown keys: '"))
    #expect(debugDescription(of: error).contains("'coauthors[1].email'"))
  }

  @Test func optionalsAndDictionariesBindTheirKeys() throws {
    var tree = Self.valid
    tree["subtitle"] = NSNull()
    tree["scores"] = ["anything": 1, "goes": 2]
    #expect(try Self.strict.decode(Article.self, from: tree).subtitle == nil)
  }

  @Test func otherErrorsComeFirst() throws {
    var tree = Self.valid
    tree["titel"] = "typo"
    tree["author"] = ["name": 5]
    let error = try #require(throws: DecodingError.self) {
      try Self.strict.decode(Article.self, from: tree)
    }
    #expect(ErrorKind(error) == .typeMismatch)
    #expect(pathDescription(of: error) == "author.name")
  }

  @Test func valuesALossyDecodeDropsDoNotReportTheirKeys() throws {
    /// Decodes each element if it can and drops it otherwise, as a lossy array does.
    struct Lossy: Decodable {
      var names: [String]
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var names: [String] = []
        while !container.isAtEnd {
          if let author = try? container.decode(Author.self) {
            names.append(author.name)
          } else {
            _ = try container.decode(SnapshotValue.self)  // skip it
          }
        }
        self.names = names
      }
    }
    struct Holder: Decodable { var authors: Lossy }
    // The second element has an unknown key *and* fails: dropped, so its key is not reported.
    let tree: [String: Any] = ["authors": [["name": "A"], ["name": 5, "extra": 1]]]
    let holder = try Self.strict.decode(Holder.self, from: tree)
    #expect(holder.authors.names == ["A"])
    // An element that decodes keeps its unknown key reported.
    let kept: [String: Any] = ["authors": [["name": "A", "extra": 1]]]
    let error = try #require(throws: DecodingError.self) {
      try Self.strict.decode(Holder.self, from: kept)
    }
    #expect(pathDescription(of: error) == "authors[0].extra")
  }

  @Test func snakeCaseKeysAreCheckedAsWritten() throws {
    var decoder = Self.strict
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    struct Profile: Codable { var displayName: String }
    #expect(try decoder.decode(Profile.self, from: ["display_name": "x"]).displayName == "x")
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(Profile.self, from: ["display_name": "x", "displayname": "y"])
    }
    #expect(pathDescription(of: error) == "displayname")
  }

  @Test func typesThatReadAllKeysBindThem() throws {
    struct Flexible: Decodable {
      var count: Int
      init(from decoder: any Decoder) throws {
        count = try decoder.container(keyedBy: SnapshotCodingKey.self).allKeys.count
      }
    }
    #expect(try Self.strict.decode(Flexible.self, from: ["a": 1, "b": 2]).count == 2)
  }

  @Test func twoReadersOfOneObjectShareItsBoundKeys() throws {
    struct Split: Decodable {
      var first: Int
      var second: Int
      var third: Int
      enum Outer: CodingKey { case inner }
      enum A: CodingKey { case first }
      enum B: CodingKey { case second }
      enum C: CodingKey { case third }
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Outer.self)
        first = try container.nestedContainer(keyedBy: A.self, forKey: .inner)
          .decode(Int.self, forKey: .first)
        second = try container.nestedContainer(keyedBy: B.self, forKey: .inner)
          .decode(Int.self, forKey: .second)
        third = try container.superDecoder(forKey: .inner).container(keyedBy: C.self)
          .decode(Int.self, forKey: .third)
      }
    }
    let tree: [String: Any] = ["inner": ["first": 1, "second": 2, "third": 3]]
    #expect(try Self.strict.decode(Split.self, from: tree).third == 3)
    let extra: [String: Any] = ["inner": ["first": 1, "second": 2, "third": 3, "fourth": 4]]
    let error = try #require(throws: DecodingError.self) {
      try Self.strict.decode(Split.self, from: extra)
    }
    #expect(pathDescription(of: error) == "inner.fourth")
  }

  @Test func nestedContainersAreCheckedToo() throws {
    struct Manual: Decodable {
      var inner: Int
      enum Keys: CodingKey { case outer, inner }
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        inner = try container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
          .decode(Int.self, forKey: .inner)
      }
    }
    #expect(try Self.strict.decode(Manual.self, from: ["outer": ["inner": 1]]).inner == 1)
    let error = try #require(throws: DecodingError.self) {
      try Self.strict.decode(Manual.self, from: ["outer": ["inner": 1, "stray": 2]])
    }
    #expect(pathDescription(of: error) == "outer.stray")
  }
}

extension SnapshotCodingKey {
  /// `a.b[1].c`.
  static func pathText(_ path: [SnapshotCodingKey]) -> String {
    path.reduce(into: "") { result, key in
      if let index = key.intValue {
        result += "[\(index)]"
      } else {
        result += (result.isEmpty ? "" : ".") + key.stringValue
      }
    }
  }
}
