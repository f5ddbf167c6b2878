import CodableTransformsTesting
import InteropCoders
import Testing
import _CodableTransformsLibraryTesting

/// Every suite of the library with Yams and XMLCoder.
///
/// The same matrix as the root package's six coders. XMLCoder's known limitations are recorded as known issues, with their reasons.
@Suite("Third-party coders: the conformance kit")
struct InteropConformanceTests {
  @Test(arguments: LibraryConformance.all.cases(coders: [YAMLConformanceCoder()]))
  func yaml(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: LibraryConformance.all.cases(coders: [XMLConformanceCoder()]))
  func xml(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}
