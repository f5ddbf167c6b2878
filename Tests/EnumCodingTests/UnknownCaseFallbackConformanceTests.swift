import _CodableTransformsLibraryTesting
import CodableTransformsTesting
import EnumCoding
import Testing

@Suite("UnknownCaseFallback conformance")
struct UnknownCaseFallbackConformanceTests {
  @Test(arguments: LibraryConformance.unknownCaseFallback.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}
