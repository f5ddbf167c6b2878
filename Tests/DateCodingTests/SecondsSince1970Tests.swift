import CodableTransformsTesting
import DateCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("@SecondsSince1970")
struct SecondsSince1970Tests {
  @Test(arguments: LibraryConformance.secondsSince1970.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Session: Codable, Hashable, Sendable {
    @SecondsSince1970 var startedAt: Date
    @SecondsSince1970 var endedAt: Date?
  }

  @Test(
    arguments: [
      ("1732181400", 1_732_181_400), ("1732181400.5", 1_732_181_400.5), ("-1", -1), ("0", 0),
      ("1.732181400e9", 1_732_181_400), ("-62167219200", -62_167_219_200),
      ("253402300799.999", 253_402_300_799.999),
    ] as [(String, Double)])
  func integersAndFloatingPointNumbersDecode(_ number: String, _ seconds: Double) throws {
    let json = #"{"startedAt": \#(number)}"#
    let session = try JSONDecoder().decode(Session.self, from: Data(json.utf8))
    #expect(session.startedAt == Date(timeIntervalSince1970: seconds))
    #expect(session.endedAt == nil)
  }

  /// A date is written with the fewest decimals that decode back to exactly the same date.
  @Test(
    arguments: [
      (0.1, 0.1), (1.1, 1.1), (86_400.001, 86_400.001), (1_732_181_400.123, 1_732_181_400.123),
      (0.123456, 0.123456), (-1.5, -1.5),
      // 7 decimals near 1970 are finer than a `Date`, which counts from 2001 in a `Double`.
      (0.1234567, 0.12345671653747559),
    ] as [(Double, Double)])
  func datesAreWrittenInTheFewestDecimalsThatDecodeToThem(_ seconds: Double, _ written: Double)
    throws
  {
    let date = Date(timeIntervalSince1970: seconds)
    let encoded = try SecondsSince1970Transform.encode(date)
    #expect(encoded == written)
    #expect(try SecondsSince1970Transform.decode(encoded) == date)
  }

  /// Every date made from a number of seconds since 1970 — and so every date this wrapper
  /// decodes — round-trips exactly, whatever the number's precision; numbers with up to three
  /// decimals are written back unchanged.
  @Test func datesFromNumbersRoundTripExactly() throws {
    var random = SeededRandomNumberGenerator(seed: 0x5EC0_4D5)
    for _ in 0..<20_000 {
      let exponent = Int.random(in: -30...37, using: &random)
      let seconds =
        Double.random(in: -1...1, using: &random)
        * Double(sign: .plus, exponent: exponent, significand: 1)
      guard seconds >= -62_167_219_200, seconds < 253_402_300_800 else { continue }
      let date = Date(timeIntervalSince1970: seconds)
      #expect(try SecondsSince1970Transform.decode(SecondsSince1970Transform.encode(date)) == date)

      let milliseconds = (seconds * 1000).rounded() / 1000
      #expect(
        try SecondsSince1970Transform.encode(SecondsSince1970Transform.decode(milliseconds))
          == milliseconds, "\(milliseconds)")
    }
  }

  /// `Date.now` counts from 2001 with one bit more than a `Double` of seconds since 1970 holds
  /// today, so it may come back one unit of the last place (0.24 µs) away — as with Foundation's
  /// `.secondsSince1970` strategy.
  @Test func theCurrentDateComesBackWithinTheResolutionOfTheNumber() throws {
    let now = Date()
    let decoded = try SecondsSince1970Transform.decode(SecondsSince1970Transform.encode(now))
    #expect(abs(decoded.timeIntervalSince(now)) <= now.timeIntervalSince1970.ulp)
  }

  @Test func millisecondsGivenWhereSecondsBelongAreRejectedWithAHint() throws {
    let json = #"{"startedAt": 1732181400000}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Session.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["startedAt"])
    #expect(
      context.debugDescription
        == "'1732181400000' is not a number of seconds since 1970 in the years 0000–9999 "
        + "(-62167219200..<253402300800); milliseconds?")
  }

  /// Property lists can hold `NaN` and infinities; they are not dates.
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbersInPropertyListsAreRejected(_ number: Double) throws {
    struct Plain: Encodable {
      var startedAt: Double
    }
    let data = try PropertyListEncoder().encode(Plain(startedAt: number))
    let error = try #require(throws: DecodingError.self) {
      try PropertyListDecoder().decode(Session.self, from: data)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["startedAt"])
    #expect(context.debugDescription.hasPrefix("'\(number)' is not a number of seconds"))
  }

  /// Arguments are `timeIntervalSinceReferenceDate`s: `Date.description` traps on `NaN`.
  @Test(arguments: [253_402_300_800 - 978_307_200, .nan, -.infinity] as [Double])
  func datesOutsideTheRangeAreNotEncoded(_ sinceReferenceDate: Double) throws {
    let session = Session(startedAt: Date(timeIntervalSinceReferenceDate: sinceReferenceDate))
    let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(session) }
    guard case .invalidValue(_, let context) = error else {
      Issue.record("expected invalidValue, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["startedAt"])
    #expect(context.debugDescription.contains("is outside the years 0000–9999"))
    // The error can be printed: for `NaN` it holds the number, not the `Date`.
    #expect(!String(describing: error).isEmpty)
  }
}
