import CodableTransformsTesting
import OmitCoding
import Testing
import _CodableTransformsLibraryTesting

@Suite("OmitCoding conformance")
struct OmitConformanceTests {
  @Test(arguments: LibraryConformance.omitCoding.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}
