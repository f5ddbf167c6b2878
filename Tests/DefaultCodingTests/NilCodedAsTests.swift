import CodableTransformsTesting
import DefaultCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("NilCodedAs")
struct NilCodedAsTests {
  @Test(arguments: LibraryConformance.nilCodedAs.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  enum NoManager: DefaultValueProvider {
    static var defaultValue: Int { 0 }
  }

  struct Employee: Codable, Equatable {
    var name: String
    @NilAsEmptyString var middleName: String?
    @NilCodedAs<NoManager> var managerNumber: Int?
    @NilCodedAs<DefaultValues.EmptyArray<String>> var tags: [String]?
  }

  @Test(arguments: ConformanceCoders.all)
  func nilIsWrittenAsTheStandInAndTheKeyIsAlwaysPresent(_ coder: any ConformanceCoder) throws {
    let employee = Employee(name: "Ada", middleName: nil, managerNumber: nil, tags: nil)
    let encoded = try coder.encode(employee)
    #expect(
      encoded.matches(
        .object([
          coder.wireKey(for: "name"): "Ada", coder.wireKey(for: "middleName"): "",
          coder.wireKey(for: "managerNumber"): 0, coder.wireKey(for: "tags"): [],
        ])), "\(encoded)")
    #expect(try coder.decode(Employee.self, from: encoded) == employee)
  }

  @Test(arguments: ConformanceCoders.all)
  func anInvalidValueThrowsAtTheProperty(_ coder: any ConformanceCoder) {
    do {
      _ = try coder.decode(
        Employee.self,
        from: .object([coder.wireKey(for: "name"): "Ada", coder.wireKey(for: "tags"): [1]]))
      Issue.record("an array of numbers was accepted as [String]")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.codingPath.first?.stringValue == "tags")
    } catch {
      Issue.record("\(error)")
    }
  }
}
