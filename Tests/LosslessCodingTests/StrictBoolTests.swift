import CodableTransformsTesting
import Foundation
import LosslessCoding
import Testing
import _CodableTransformsLibraryTesting

@Suite("@IntCodedBool and @StringCodedBool")
struct StrictBoolTests {
  @Test(arguments: LibraryConformance.intCodedBool.cases(coders: ConformanceCoders.all))
  func intCodedBoolConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: LibraryConformance.stringCodedBool.cases(coders: ConformanceCoders.all))
  func stringCodedBoolConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Settings: Codable, Hashable, Sendable {
    @IntCodedBool var notificationsEnabled: Bool
    @IntCodedBool var betaOptIn: Bool?
    @StringCodedBool var isPublished: Bool
    @StringCodedBool var featureFlags: [String: Bool]
  }

  @Test(arguments: ConformanceCoders.all)
  func writesExactlyOneFormEach(_ coder: any ConformanceCoder) throws {
    let settings = Settings(
      notificationsEnabled: true, betaOptIn: false, isPublished: false, featureFlags: ["chat": true]
    )
    let expected: WireValue = [
      coder.wireKey(for: "notificationsEnabled"): 1, coder.wireKey(for: "betaOptIn"): 0,
      coder.wireKey(for: "isPublished"): "false",
      coder.wireKey(for: "featureFlags"): ["chat": "true"],
    ]
    let encoded = try coder.encode(settings)
    #expect(encoded == expected, "\(encoded)")
    #expect(try coder.decode(Settings.self, from: encoded) == settings)
  }

  /// A number the coder reads as the integer 1 is accepted: JSON and property lists read `1.0`
  /// as `Int` 1.
  @Test(arguments: ConformanceCoders.all)
  func wholeRealNumbersAreReadAsIntegers(_ coder: any ConformanceCoder) throws {
    struct Model: Decodable { @IntCodedBool var flag: Bool }
    #expect(try coder.decode(Model.self, from: [coder.wireKey(for: "flag"): 1.0]).flag)
    #expect(try !coder.decode(Model.self, from: [coder.wireKey(for: "flag"): 0.0]).flag)
  }

  /// A fraction where the integer belongs is the coder's error.
  ///
  /// Both coders report it at the property: Foundation's `JSONDecoder` on Linux throws every
  /// non-integral number read as an `Int` as invalid JSON with an empty coding path — a known
  /// Foundation defect — and the core's container methods give such a path-less error the
  /// property's path.
  @Test func aFractionIsTheCodersError() throws {
    struct Model: Decodable { @IntCodedBool var flag: Bool }
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["flag": 0.5], format: .binary, options: 0)
    let plistError = try #require(throws: DecodingError.self) {
      try PropertyListDecoder().decode(Model.self, from: plist)
    }
    guard case .dataCorrupted(let plistContext) = plistError else {
      Issue.record("expected dataCorrupted, got \(plistError)")
      return
    }
    #expect(plistContext.codingPath.map(\.stringValue) == ["flag"])

    let jsonError = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(#"{"flag": 0.5}"#.utf8))
    }
    guard case .dataCorrupted(let jsonContext) = jsonError else {
      Issue.record("expected dataCorrupted, got \(jsonError)")
      return
    }
    #expect(jsonContext.codingPath.map(\.stringValue) == ["flag"])
  }

  @Test(arguments: [(1, true), (0, false)])
  func intCodedBoolTransform(_ integer: Int, _ value: Bool) throws {
    #expect(try IntCodedBoolTransform.decode(integer) == value)
    #expect(IntCodedBoolTransform.encode(value) == integer)
  }

  @Test(arguments: [2, -1, Int.max, Int.min])
  func intCodedBoolRejectsOtherIntegers(_ integer: Int) {
    #expect(throws: TransformError("'\(integer)' is not a Bool coded as an integer (1 or 0)")) {
      try IntCodedBoolTransform.decode(integer)
    }
  }

  @Test(arguments: ["TRUE", "True", "FALSE", "1", "0", "yes", "", " true", "true\n", "tru"])
  func stringCodedBoolRejectsOtherStrings(_ string: String) {
    #expect(
      throws: TransformError("'\(string)' is not a Bool coded as a string ('true' or 'false')")
    ) {
      try StringCodedBoolTransform.decode(string)
    }
  }
}
