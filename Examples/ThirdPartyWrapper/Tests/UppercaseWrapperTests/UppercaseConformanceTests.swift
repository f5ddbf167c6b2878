import CodableTransformsTesting
import Foundation
import Testing
import UppercaseWrapper

/// The wrapper's suites, in its four shapes, with the kit's coders.
let uppercase = TransformConformance<UppercaseStringTransform>(
  "Uppercase",
  samples: [("ABC", "ABC"), ("", ""), ("ÉTÉ 2026", "ÉTÉ 2026")],
  invalidInputs: [
    InvalidInput(
      "abc", .dataCorrupted, messageContains: "'abc' is not an uppercase string"),
    InvalidInput(42, .typeMismatch),
    InvalidInput(["ABC"], .typeMismatch),
  ],
  generate: { random in random.unicodeString().uppercased() })

@Suite("A third-party wrapper with the public kit")
struct UppercaseConformanceTests {
  @Test(arguments: uppercase.suites.flatMap(\.cases))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test("the kit runs every shape with Foundation's coders")
  func coverage() {
    let cases = uppercase.suites.flatMap(\.cases)
    #expect(Set(cases.map(\.check)).isSuperset(of: [.roundTrip, .invalidInputs, .mutatedInputs]))
    #expect(cases.count > 4 * ConformanceCoders.foundation.count)
  }

  @Test("a wrong description fails: the kit is not a rubber stamp")
  func wrongDescriptionFails() {
    let wrong = TransformConformance<UppercaseStringTransform>(
      "Uppercase (wrong)", samples: [("ABC", "abc")], invalidInputs: [],
      generate: { _ in "ABC" })
    let failures = wrong.value.cases.filter { $0.check == .wireValue }.flatMap { $0.run() }
    #expect(!failures.isEmpty)
  }
}
