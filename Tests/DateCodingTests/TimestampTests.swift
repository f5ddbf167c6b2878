import CodableTransformsTesting
import DateCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("Timestamp")
struct TimestampTests {
  @Test(arguments: LibraryConformance.timestamp.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Release: Codable, Hashable, Sendable {
    var version: String
    var publishedAt: Timestamp
    var patchedAt: Timestamp?
  }

  @Test func codesFirestoresShape() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .iso8601
    let release = Release(
      version: "6.0", publishedAt: Timestamp(seconds: 1_732_181_400, nanoseconds: 5))
    #expect(
      String(decoding: try encoder.encode(release), as: UTF8.self)
        == #"{"published_at":{"nanoseconds":5,"seconds":1732181400},"version":"6.0"}"#)
  }

  /// Truncation as Firestore's `Timestamp(date:)`: seconds toward negative infinity, the rest
  /// in whole nanoseconds counted forward.
  @Test(
    arguments: [
      (1.25, 1, 250_000_000), (-1.25, -2, 750_000_000), (-0.25, -1, 750_000_000), (0, 0, 0),
      (-0.0, 0, 0), (-1, -1, 0),
      // A `Date` near 1970 resolves 2⁻²³ s (it counts from 2001), so these are not what they
      // seem: the dates are -0.001000047 s and 0 s since 1970.
      (-0.001, -1, 998_999_953), (-1e-12, 0, 0),
      // The `Double` nearest to 1732181400.123 is 1732181400.1229999065…
      (1_732_181_400.123, 1_732_181_400, 122_999_906),
      (-62_135_596_800, -62_135_596_800, 0), (253_402_300_799.5, 253_402_300_799, 500_000_000),
    ] as [(Double, Int64, Int32)])
  func datesAreTruncatedToTheNanosecond(_ since1970: Double, _ seconds: Int64, _ nanoseconds: Int32)
  {
    let timestamp = Timestamp(date: Date(timeIntervalSince1970: since1970))
    #expect(timestamp == Timestamp(seconds: seconds, nanoseconds: nanoseconds))
  }

  /// Any `Date` converts without trapping; what is not representable is not valid.
  @Test(
    arguments: [
      (Double.nan, Int64.min), (.infinity, .max), (-.infinity, .min), (1e300, .max),
      (-1e300, .min), (253_402_300_800 - 978_307_200, 253_402_300_800),
    ] as [(Double, Int64)])
  func unrepresentableDatesGiveInvalidTimestamps(_ sinceReferenceDate: Double, _ seconds: Int64) {
    let timestamp = Timestamp(date: Date(timeIntervalSinceReferenceDate: sinceReferenceDate))
    #expect(timestamp.seconds == seconds)
    #expect(!timestamp.isValid)
  }

  @Test func millisecondTimestampsGiveTheDateOfTheDecimalLiteral() {
    #expect(
      Timestamp(seconds: 1_732_181_400, nanoseconds: 123_000_000).dateValue()
        == Date(timeIntervalSince1970: 1_732_181_400.123))
    #expect(
      Timestamp(seconds: -1, nanoseconds: 999_000_000).dateValue()
        == Date(timeIntervalSince1970: -0.001))
    #expect(
      Timestamp(seconds: 0, nanoseconds: 1).dateValue() == Date(timeIntervalSince1970: 1e-9))
  }

  /// A date made from seconds since 1970, of any precision, survives the timestamp exactly; a
  /// timestamp survives the date within the date's resolution.
  @Test func conversionsRoundTrip() {
    var random = SeededRandomNumberGenerator(seed: 0xF12E_5703E)
    for _ in 0..<50_000 {
      let exponent = Int.random(in: -30...37, using: &random)
      let since1970 =
        Double.random(in: -1...1, using: &random)
        * Double(sign: .plus, exponent: exponent, significand: 1)
      guard since1970 >= -62_135_596_800, since1970 < 253_402_300_800 else { continue }
      let made = Date(timeIntervalSince1970: since1970)
      let timestamp = Timestamp(date: made)
      #expect(timestamp.isValid)
      #expect(timestamp.dateValue() == made, "\(since1970)")

      let original = Timestamp(
        seconds: Int64.random(in: Timestamp.min.seconds...Timestamp.max.seconds, using: &random),
        nanoseconds: Int32.random(in: 0..<1_000_000_000, using: &random))
      let back = Timestamp(date: original.dateValue())
      let difference =
        Double(back.seconds - original.seconds) + Double(back.nanoseconds - original.nanoseconds)
        / 1e9
      // The date rounds the instant once to a `Double` since 1970 and once to one since 2001.
      let date = original.dateValue()
      let resolution =
        date.timeIntervalSince1970.ulp + date.timeIntervalSinceReferenceDate.ulp + 1e-9
      #expect(abs(difference) <= resolution, "\(original)")
    }
  }

  /// The `Double`s near 10000-01-01 are 30 µs apart: the last nanosecond of 9999 would round
  /// to 10000-01-01T00:00:00Z, which no format can write, so it gives the last date before it.
  @Test func theLastInstantsOf9999StayIn9999() throws {
    let end = Date(timeIntervalSince1970: 253_402_300_800)
    let last = Timestamp.max.dateValue()
    #expect(last < end)
    #expect(last == Date(timeIntervalSince1970: 253_402_300_800.0.nextDown))
    #expect(try TimestampDateTransform.encode(last).isValid)
    #expect(try ISO8601DateTransform.encode(last) == "9999-12-31T23:59:59.999Z")
    #expect(try ISO8601DateTransform.decode("9999-12-31T23:59:59.999999999Z") == last)
    #expect(Timestamp(seconds: 253_402_300_800, nanoseconds: 0).dateValue() == end)
  }

  @Test func validityFollowsFirestore() {
    #expect(Timestamp.min == Timestamp(seconds: -62_135_596_800, nanoseconds: 0))
    #expect(Timestamp.max == Timestamp(seconds: 253_402_300_799, nanoseconds: 999_999_999))
    #expect(Timestamp.min.isValid && Timestamp.max.isValid)
    #expect(!Timestamp(seconds: Timestamp.min.seconds - 1, nanoseconds: 999_999_999).isValid)
    #expect(!Timestamp(seconds: Timestamp.max.seconds + 1, nanoseconds: 0).isValid)
    #expect(!Timestamp(seconds: 0, nanoseconds: -1).isValid)
    #expect(!Timestamp(seconds: 0, nanoseconds: 1_000_000_000).isValid)
  }

  @Test func timestampsCompareByInstant() {
    #expect(
      Timestamp(seconds: -1, nanoseconds: 999_999_999) < Timestamp(seconds: 0, nanoseconds: 0))
    var random = SeededRandomNumberGenerator(seed: 7)
    let timestamps = (0..<500).map { _ in
      Timestamp(
        seconds: Int64.random(in: -5...5, using: &random),
        nanoseconds: Int32.random(in: 0..<1_000_000_000, using: &random))
    }
    let sorted = timestamps.sorted()
    for (earlier, later) in zip(sorted, sorted.dropFirst()) {
      #expect(earlier.dateValue() <= later.dateValue())
    }
  }

  @Test func describesItselfInSwiftSyntax() {
    #expect(
      Timestamp(seconds: 1_732_181_400, nanoseconds: 5).description
        == "Timestamp(seconds: 1732181400, nanoseconds: 5)")
  }

  @Test(arguments: [
    Timestamp(seconds: 0, nanoseconds: 1_000_000_000), Timestamp(seconds: 0, nanoseconds: -1),
    Timestamp(seconds: 253_402_300_800, nanoseconds: 0), Timestamp(seconds: .min, nanoseconds: 0),
  ])
  func invalidTimestampsAreNotEncoded(_ timestamp: Timestamp) throws {
    let release = Release(
      version: "1", publishedAt: Timestamp(seconds: 0, nanoseconds: 0), patchedAt: timestamp)
    let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(release) }
    guard case .invalidValue(let value, let context) = error else {
      Issue.record("expected invalidValue, got \(error)")
      return
    }
    #expect(value as? Timestamp == timestamp)
    #expect(context.codingPath.map(\.stringValue) == ["patchedAt"])
    #expect(context.debugDescription.hasPrefix("\(timestamp) is not a valid timestamp"))
  }

  @Test func anInvalidMemberIsReportedAtItsPath() throws {
    let json = #"""
      {"version": "1", "publishedAt": {"seconds": 0, "nanoseconds": 0},
       "patchedAt": {"seconds": 1732181400, "nanoseconds": 1000000000}}
      """#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Release.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["patchedAt", "nanoseconds"])
    #expect(
      context.debugDescription
        == "'1000000000' is not a whole number of nanoseconds in 0...999999999")
  }
}
