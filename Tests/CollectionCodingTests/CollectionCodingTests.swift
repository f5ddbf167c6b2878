import CodableTransformsTesting
import CollectionCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("CollectionCoding")
struct CollectionCodingTests {
  @Test(arguments: LibraryConformance.collectionCoding.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Article: Codable {
    @CommaSeparated var tags: [String]
  }

  @Test(arguments: [[""], ["a,b"], ["ok", "not,ok"]])
  func valuesThatCannotBeJoinedAreNotWritten(_ tags: [String]) {
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(Article(tags: tags)) }
  }

  struct Team: Codable {
    @NoDuplicates var members: Set<Int>
    @OneOrMany var leads: [Int]
  }

  @Test(arguments: ConformanceCoders.all)
  func largerSetsAndArraysRoundTrip(_ coder: any ConformanceCoder) throws {
    let team = Team(members: Set(1...20), leads: [3, 1, 2])
    let decoded = try coder.decode(Team.self, from: coder.encode(team))
    #expect(decoded.members == team.members && decoded.leads == team.leads)
  }

  /// A hand-written decoder reads one element after a `@OneOrMany` element of an array.
  @Test(arguments: ConformanceCoders.all)
  func aSingleElementInsideAnArrayIsReadOnce(_ coder: any ConformanceCoder) throws {
    struct Rows: Codable { var rows: [OneOrMany<Int>] }
    let decoded = try coder.decode(
      Rows.self, from: .object([coder.wireKey(for: "rows"): [1, [2, 3], 4]]))
    #expect(decoded.rows.map(\.wrappedValue) == [[1], [2, 3], [4]])
  }
}

@Suite("CollectionCoding optional forms")
struct CollectionCodingOptionalTests {
  struct Recipe: Codable, Equatable {
    @OneOrMany<String>.Optional var authors: [String]?
    @OptionalCoded<NoDuplicates<Int>> var ids: Set<Int>?
  }

  /// Outside a keyed container — as array elements — `nil` is `null`, and `null` reads as `nil`.
  @Test(arguments: ConformanceCoders.all)
  func elementsOfAnArrayWriteNilAsNull(_ coder: any ConformanceCoder) throws {
    struct Rows: Codable { var rows: [OneOrMany<Int>.Optional] }
    let rows = Rows(rows: [.init(wrappedValue: [1]), .init(wrappedValue: nil)])
    do {
      let encoded = try coder.encode(rows)
      #expect(encoded == .object([coder.wireKey(for: "rows"): [[1], nil]]))
    } catch  where coder.isRepresentationLimit(error) {
      // Firestore stores no array directly inside an array: its coder refuses `[[1], nil]`.
    }
    let decoded = try coder.decode(
      Rows.self, from: .object([coder.wireKey(for: "rows"): [1, nil, [2, 3]]]))
    #expect(decoded.rows.map(\.wrappedValue) == [[1], nil, [2, 3]])
  }

  @Test func theSpelledOutFormIsTheNestedOne() throws {
    let json = Data(#"{"authors": "Ada", "ids": null}"#.utf8)
    let recipe = try JSONDecoder().decode(Recipe.self, from: json)
    #expect(recipe == Recipe(authors: ["Ada"], ids: nil))
    #expect(try JSONEncoder().encode(recipe) == Data(#"{"authors":["Ada"]}"#.utf8))
    #expect(OneOrMany<String>.Optional.self == OptionalCoded<OneOrMany<String>>.self)
  }
}
