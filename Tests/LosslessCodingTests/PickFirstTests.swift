import CodableTransformsTesting
import DateCoding
import Foundation
import LosslessCoding
import Testing
import _CodableTransformsLibraryTesting

typealias FlexibleDate<Property: TransformShape<Date>> = TransformCoded<
  PickFirstTransform<ISO8601DateTransform, SecondsSince1970Transform>, Property
>

@Suite("PickFirstTransform")
struct PickFirstTests {
  @Test(arguments: LibraryConformance.pickFirst.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Event: Codable {
    @FlexibleDate var startsAt: Date
    @FlexibleDate var reminders: [Date]
    @FlexibleDate var endsAt: Date?
  }

  @Test(arguments: ConformanceCoders.all)
  func eachElementMayUseEitherFormatAndIsWrittenInThePrimaryOne(_ coder: any ConformanceCoder)
    throws
  {
    let event = try coder.decode(
      Event.self,
      from: .object([
        coder.wireKey(for: "startsAt"): 0,
        coder.wireKey(for: "reminders"): ["1970-01-01T00:01:00Z", 120],
      ]))
    #expect(event.startsAt == Date(timeIntervalSince1970: 0) && event.endsAt == nil)
    #expect(event.reminders == [Date(timeIntervalSince1970: 60), Date(timeIntervalSince1970: 120)])
    #expect(
      try coder.encode(event).matches(
        .object([
          coder.wireKey(for: "startsAt"): "1970-01-01T00:00:00Z",
          coder.wireKey(for: "reminders"): ["1970-01-01T00:01:00Z", "1970-01-01T00:02:00Z"],
        ])))
  }

  @Test func aMissingKeyDoesNotTryTheAlternative() throws {
    do {
      _ = try JSONDecoder().decode(Event.self, from: Data(#"{"reminders": []}"#.utf8))
      Issue.record("a missing startsAt was accepted")
    } catch DecodingError.keyNotFound(let key, _) {
      #expect(key.stringValue == "startsAt")
    }
  }
}
