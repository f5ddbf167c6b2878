import CodableTransformsTesting
import DateCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("@MicrosecondsSince1970 and @NanosecondsSince1970")
struct SubsecondEpochTests {
  @Test(arguments: LibraryConformance.microsecondsSince1970.cases(coders: ConformanceCoders.all))
  func microsecondsConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: LibraryConformance.nanosecondsSince1970.cases(coders: ConformanceCoders.all))
  func nanosecondsConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Span: Codable, Hashable, Sendable {
    @MicrosecondsSince1970 var micro: Date
    @NanosecondsSince1970 var nano: Date
  }

  private func date(_ seconds: Int64, _ nanoseconds: Int32) -> Date {
    Timestamp(seconds: seconds, nanoseconds: nanoseconds).dateValue()
  }

  /// The date decoded from a count is the date of a `Timestamp` of the same instant.
  @Test func countsDecodeToTheTimestampsDate() throws {
    let micro = MicrosecondsSince1970Transform.self
    let nano = NanosecondsSince1970Transform.self
    #expect(try micro.decode(.integer(1_732_181_400_250_123)) == date(1_732_181_400, 250_123_000))
    #expect(try micro.decode(.integer(-1)) == date(-1, 999_999_000))
    #expect(try nano.decode(.integer(-1)) == date(-1, 999_999_999))
    #expect(
      try nano.decode(.integer(1_732_181_400_250_123_456)) == date(1_732_181_400, 250_123_456))
    // Year 1 and the last microsecond of 9999.
    #expect(try micro.decode(.integer(-62_135_596_800_000_000)) == date(-62_135_596_800, 0))
    #expect(
      try micro.decode(.integer(253_402_300_799_999_999)) == date(253_402_300_799, 999_999_000))
    #expect(
      try micro.decode(.integer(253_402_300_799_999_999))
        < Date(timeIntervalSince1970: 253_402_300_800))
  }

  /// `Int64.max` and `Int64.min` nanoseconds decode, and the dates are written back as them.
  @Test func theEndsOfInt64NanosecondsDecodeAndComeBack() throws {
    let nano = NanosecondsSince1970Transform.self
    for end in [Int64.max, .min] {
      let decoded = try nano.decode(.integer(end))
      #expect(try nano.encode(decoded) == .integer(end), "\(end)")
    }
    #expect(try nano.decode(.integer(.max)) == date(9_223_372_036, 854_775_807))
  }

  /// Dates whose count does not fit `Int64`, or outside the years 0000–9999, are
  /// `EncodingError.invalidValue` at the property's path, never a trap.
  @Test func unwritableDatesAreEncodingErrorsWithThePath() throws {
    let now = Date(timeIntervalSince1970: 1_732_181_400)
    let cases: [(Span, String, String)] = [
      (Span(micro: now, nano: date(9_223_372_037, 0)), "nano", "@NanosecondsSince1970"),
      (Span(micro: now, nano: date(-9_223_372_037, 0)), "nano", "the Int64 range"),
      (Span(micro: now, nano: date(253_402_300_799, 0)), "nano", "2262-04-11"),
      (Span(micro: now, nano: date(-62_135_596_800, 0)), "nano", "1677-09-21"),
      (Span(micro: now, nano: .distantFuture), "nano", "@NanosecondsSince1970"),
      (
        Span(micro: Date(timeIntervalSince1970: 253_402_300_800), nano: now), "micro",
        "the years 0000–9999"
      ),
      (
        Span(micro: Date(timeIntervalSince1970: -62_167_219_200.5), nano: now), "micro",
        "@MicrosecondsSince1970"
      ),
      (Span(micro: Date(timeIntervalSince1970: .infinity), nano: now), "micro", "0000–9999"),
      (Span(micro: Date(timeIntervalSince1970: .nan), nano: now), "micro", "0000–9999"),
    ]
    for (span, property, message) in cases {
      do {
        _ = try JSONEncoder().encode(span)
        Issue.record("\(property) was written")
      } catch let EncodingError.invalidValue(_, context) {
        #expect(context.codingPath.map(\.stringValue) == [property])
        #expect(context.debugDescription.contains(message), "\(context.debugDescription)")
      }
    }
  }

  /// Integers and floating-point numbers decode in every coder; fractions are kept in the date
  /// as far as it holds them and rounded away when it is written.
  @Test(arguments: ConformanceCoders.all.map(\.name))
  func integersAndFloatingPointNumbersDecodeInEveryCoder(_ coderName: String) throws {
    let coder = try #require(ConformanceCoders.all.first { $0.name == coderName })
    let micro = coder.wireKey(for: "micro")
    let nano = coder.wireKey(for: "nano")
    for (wire, microWritten, nanoDate) in [
      (.integer(1_732_181_400_250_000), 1_732_181_400_250_000, date(1_732_181, 400_250_000)),
      (
        .double(1_732_181_400_250.7), 1_732_181_400_251,
        Date(timeIntervalSince1970: 1_732.1814002507)
      ),
      (.double(-1.7), -2, Date(timeIntervalSince1970: -1.7e-9)),
      (.double(2.5), 3, Date(timeIntervalSince1970: 2.5e-9)), (.integer(0), 0, date(0, 0)),
    ] as [(WireValue, Int64, Date)] {
      let span = try coder.decode(Span.self, from: .object([micro: wire, nano: wire]))
      #expect(span.nano == nanoDate, "\(wire)")
      let written = try coder.encode(span)
      guard case .object(let members) = written else {
        Issue.record("\(written) is not an object")
        continue
      }
      #expect(members[micro]?.matches(.integer(microWritten)) == true, "\(wire) → \(written)")
    }
  }

  @Test func propertyListsStoreIntegers() throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    let span = Span(micro: date(1_732_181_400, 250_123_000), nano: date(1_732_181_400, 0))
    let xml = String(decoding: try encoder.encode(span), as: UTF8.self)
    #expect(xml.contains("<integer>1732181400250123</integer>"))
    #expect(xml.contains("<integer>1732181400000000000</integer>"))
    #expect(!xml.contains("<real>"))
  }

  /// Every whole microsecond from 1970 to 2100 is written back as itself; seeded, reproducible.
  @Test func microsecondsRoundTripExactlyFrom1970To2100() throws {
    var random = SeededRandomNumberGenerator(seed: 0x5EC0_0001)
    let end: Int64 = 4_102_444_800_000_000  // 2100-01-01
    for _ in 0..<200_000 {
      let count = Int64.random(in: 0..<end, using: &random)
      let date = try MicrosecondsSince1970Transform.decode(.integer(count))
      #expect(try MicrosecondsSince1970Transform.encode(date) == .integer(count), "\(count)")
    }
  }

  /// Near now, a date made by the clock and one decoded from nanoseconds come back unchanged
  /// after a round trip, though the nanoseconds do not.
  @Test func datesRoundTripThroughEitherCount() throws {
    var random = SeededRandomNumberGenerator(seed: 0x5EC0_0002)
    for _ in 0..<50_000 {
      let instant = Double.random(in: -4e9...4e9, using: &random)
      let date = Date(timeIntervalSince1970: instant)
      for transform in [
        (MicrosecondsSince1970Transform.encode, MicrosecondsSince1970Transform.decode),
        (NanosecondsSince1970Transform.encode, NanosecondsSince1970Transform.decode),
      ] as [((Date) throws -> EpochCount, (EpochCount) throws -> Date)] {
        let once = try transform.1(transform.0(date))
        #expect(try transform.1(transform.0(once)) == once, "\(instant)")
      }
      let nanoseconds = try NanosecondsSince1970Transform.encode(date)
      #expect(try NanosecondsSince1970Transform.decode(nanoseconds) == date, "\(instant)")
    }
  }
}
