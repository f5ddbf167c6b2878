import CodableTransformsTesting
import Foundation
import LosslessCoding
import Testing
import _CodableTransformsLibraryTesting

@Suite("StringCoded and JSONString")
struct StringCodedAndJSONStringTests {
  @Test(arguments: LibraryConformance.stringCoded.cases(coders: ConformanceCoders.all))
  func stringCodedConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: LibraryConformance.jsonString.cases(coders: ConformanceCoders.all))
  func jsonStringConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test func whatInitAcceptsIsReadAndWrittenInItsOwnForm() throws {
    #expect(try StringCodedTransform<Int>.decode("+42") == 42)
    #expect(StringCodedTransform<Int>.encode(42) == "42")
    #expect(try StringCodedTransform<Double>.decode("1e3") == 1000)
    #expect(StringCodedTransform<Double>.encode(1000) == "1000.0")
    #expect(try StringCodedTransform<Double>.decode("nan").isNaN)
  }

  struct Event: Codable {
    var type: String
    @JSONString var metadata: ConformanceJSON.Metadata
  }

  /// The inner JSON is the same whatever the outer coder's strategies.
  @Test(arguments: ConformanceCoders.all)
  func theInnerJSONIgnoresTheOuterCodersStrategies(_ coder: any ConformanceCoder) throws {
    let event = Event(type: "retry", metadata: .init(source: "web", retries: 2))
    let encoded = try coder.encode(event)
    #expect(
      encoded.matches(
        .object([
          coder.wireKey(for: "type"): "retry",
          coder.wireKey(for: "metadata"): #"{"retries":2,"source":"web"}"#,
        ])), "\(encoded)")
  }

  @Test func anInnerErrorIsTheUnderlyingError() throws {
    let json = #"{"type": "retry", "metadata": "{\"source\": \"web\"}"}"#
    do {
      _ = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
      Issue.record("a metadata without retries was accepted")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["metadata"])
      #expect(context.debugDescription.contains("(at retries)"), "\(context.debugDescription)")
      guard case DecodingError.keyNotFound(let key, _)? = context.underlyingError as? DecodingError
      else {
        Issue.record("underlying error: \(String(describing: context.underlyingError))")
        return
      }
      #expect(key.stringValue == "retries")
    }
  }
}
