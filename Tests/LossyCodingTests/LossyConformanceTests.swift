import _CodableTransformsLibraryTesting
import CodableTransformsTesting
import Testing

@Suite("LossyCoding: the conformance kit on every coder")
struct LossyConformanceTests {
  @Test(arguments: LibraryConformance.lossyCoding.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}
