import CodableTransformsTesting
import EnumCoding
import Testing
import _CodableTransformsLibraryTesting

@Suite("UnknownCaseFallback conformance")
struct UnknownCaseFallbackConformanceTests {
  @Test(arguments: LibraryConformance.unknownCaseFallback.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}
