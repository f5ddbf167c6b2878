import CodableTransformsTesting
import Testing
import _CodableTransformsLibraryTesting

@Suite("LossyCoding: the conformance kit on every coder")
struct LossyConformanceTests {
  @Test(arguments: LibraryConformance.lossyCoding.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}
