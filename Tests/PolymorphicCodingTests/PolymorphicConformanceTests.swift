import CodableTransformsTesting
import PolymorphicCoding
import Testing
import _CodableTransformsLibraryTesting

@Suite("Polymorphic conformance")
struct PolymorphicConformanceTests {
  @Test(arguments: LibraryConformance.polymorphicCoding.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}
