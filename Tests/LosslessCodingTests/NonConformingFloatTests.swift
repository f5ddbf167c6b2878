import CodableTransformsTesting
import Foundation
import LosslessCoding
import Testing
import _CodableTransformsLibraryTesting

@Suite("NonConformingFloat")
struct NonConformingFloatTests {
  @Test(arguments: LibraryConformance.nonConformingFloat.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Reading: Codable {
    @NonConformingFloat var value: Double
    @NonConformingFloat var values: [Float?]
  }

  @Test(arguments: ConformanceCoders.all)
  func notANumberIsWrittenAsItsStringAndReadBack(_ coder: any ConformanceCoder) throws {
    let reading = Reading(value: .nan, values: [-.nan, nil, .signalingNaN])
    let encoded = try coder.encode(reading)
    #expect(
      encoded.matches(
        .object([
          coder.wireKey(for: "value"): "NaN", coder.wireKey(for: "values"): ["NaN", nil, "NaN"],
        ])))
    let decoded = try coder.decode(Reading.self, from: encoded)
    #expect(decoded.value.isNaN && decoded.values[0]?.isNaN == true && decoded.values[1] == nil)
  }

  /// `JSONEncoder` alone cannot write an infinity without a strategy for the whole payload.
  @Test func jsonEncoderAloneThrowsForAnInfinity() throws {
    struct Plain: Codable { var value: Double }
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(Plain(value: .infinity)) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(Reading(value: .infinity, values: []))
    #expect(String(decoding: data, as: UTF8.self) == #"{"value":"Infinity","values":[]}"#)
  }

  enum PythonFloatStrings: NonConformingFloatStrings {
    static var positiveInfinity: String { "inf" }
    static var negativeInfinity: String { "-inf" }
    static var nan: String { "nan" }
  }

  @Test func otherStringsCanBeNamed() throws {
    typealias Python = NonConformingFloatTransform<Double, PythonFloatStrings>
    #expect(try Python.decode(.string("-inf")) == -.infinity)
    #expect(Python.encode(.infinity) == .string("inf"))
    #expect(throws: TransformError.self) { try Python.decode(.string("Infinity")) }
  }

  /// A property list holds infinities as numbers; they are accepted like any number.
  @Test func aPropertyListsOwnInfinityIsANumber() throws {
    struct Plain: Codable { var value: Double }
    struct Wrapped: Codable { @NonConformingFloat var value: Double }
    let data = try PropertyListEncoder().encode(Plain(value: -.infinity))
    let decoded = try PropertyListDecoder().decode(Wrapped.self, from: data)
    #expect(decoded.value == -.infinity)
  }
}
