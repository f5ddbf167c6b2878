import CodableTransformsTesting
import Testing
import _CodableTransformsLibraryTesting

/// A whole response that is a list of documents, decoded as the top-level value, with every coder
/// of the package: one bad document is dropped and reported at its index or key, not fatal.
@Suite("LossyCoding: lossy documents, the top-level value")
struct LossyDocumentsTests {
  /// Foundation's coders write an array as the root; a snapshot tree and a Firestore document
  /// are objects, so the other coders decode a top-level array but refuse to write one.
  private func encodesTopLevelArrays(_ coder: any ConformanceCoder) -> Bool {
    ConformanceCoders.foundation.contains { $0.name == coder.name }
  }

  @Test(
    "a top-level LossyArray drops a bad document at its index", arguments: ConformanceCoders.all)
  func array(_ coder: any ConformanceCoder) throws {
    try LossyDocumentConformance.verifyArray(
      with: coder, encodesTopLevelArrays: encodesTopLevelArrays(coder))
  }

  @Test("a top-level Lossy<C>.Array codes each element with C", arguments: ConformanceCoders.all)
  func transformedArray(_ coder: any ConformanceCoder) throws {
    try LossyDocumentConformance.verifyTransformedArray(
      with: coder, encodesTopLevelArrays: encodesTopLevelArrays(coder))
  }

  @Test(
    "a top-level LossyDictionary drops a bad document at its key", arguments: ConformanceCoders.all)
  func dictionary(_ coder: any ConformanceCoder) throws {
    try LossyDocumentConformance.verifyDictionary(with: coder)
  }

  @Test(
    "a top-level lossy array given an object is empty, reported at the top level",
    arguments: ConformanceCoders.all)
  func notAnArray(_ coder: any ConformanceCoder) throws {
    try LossyDocumentConformance.verifyNotAnArray(with: coder)
  }
}
