import CodableTransformsTesting
import Foundation
import LossyCoding
import Testing
import _CodableTransformsLibraryTesting

@Suite("LossySet")
struct LossySetTests {
  @Test(arguments: LibraryConformance.lossySet.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Article: Codable, Hashable {
    @LossySet var tags: Set<String>
  }

  @Test(arguments: ConformanceCoders.all)
  func dropsAreInTheProjectedValueAndSetsOfManyElementsRoundTrip(_ coder: any ConformanceCoder)
    throws
  {
    let decoded = try coder.decode(
      Article.self, from: .object([coder.wireKey(for: "tags"): ["a", 1, "b", "c", "a"]]))
    #expect(decoded.tags == ["a", "b", "c"])
    #expect(decoded.$tags.errors.map(\.codingPathDescription) == ["tags[1]"])
    #expect(try coder.decode(Article.self, from: coder.encode(decoded)) == decoded)
  }
}
