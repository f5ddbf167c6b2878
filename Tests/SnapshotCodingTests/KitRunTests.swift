import CodableTransformsTesting
import Testing

@Test(arguments: (LibraryConformance.documentCoding + LibraryConformance.snapshotCoding).cases)
func mine(_ testCase: ConformanceCase) { testCase.verify() }
