import CodableTransformsTesting
import DateCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("@ISO8601Date")
struct ISO8601DateTests {
  @Test(arguments: LibraryConformance.iso8601Date.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  /// RFC 3339 strings the parser accepts that the kit's samples do not show, with the instant
  /// each names (seconds and nanoseconds since 1970).
  @Test(
    arguments: [
      // Lower-case separators (RFC 3339 §5.6).
      ("2026-11-21t09:30:00z", 1_795_253_400, 0),
      ("2026-11-21t09:30:00Z", 1_795_253_400, 0),
      // Offsets, including the extremes RFC 3339 can write and "-00:00" (unknown offset = UTC).
      ("2026-11-21T10:30:00+01:00", 1_795_253_400, 0),
      ("2026-11-21T04:00:00-05:30", 1_795_253_400, 0),
      ("2026-11-21T23:30:00+14:00", 1_795_253_400, 0),
      ("2026-11-20T21:30:00-12:00", 1_795_253_400, 0),
      ("2026-11-22T09:29:00+23:59", 1_795_253_400, 0),
      ("2026-11-21T09:30:00-00:00", 1_795_253_400, 0),
      ("2026-11-21T09:30:00+00:00", 1_795_253_400, 0),
      // 1 to 9 fraction digits.
      ("2026-11-21T09:30:00.5Z", 1_795_253_400, 500_000_000),
      ("2026-11-21T09:30:00.25Z", 1_795_253_400, 250_000_000),
      ("2026-11-21T09:30:00.250Z", 1_795_253_400, 250_000_000),
      ("2026-11-21T09:30:00.0000Z", 1_795_253_400, 0),
      ("2026-11-21T09:30:00.12345Z", 1_795_253_400, 123_450_000),
      ("2026-11-21T09:30:00.123456Z", 1_795_253_400, 123_456_000),
      ("2026-11-21T09:30:00.1234567Z", 1_795_253_400, 123_456_700),
      ("2026-11-21T09:30:00.12345678Z", 1_795_253_400, 123_456_780),
      ("2026-11-21T09:30:00.123456789Z", 1_795_253_400, 123_456_789),
      ("1970-01-01T00:00:00.000000001Z", 0, 1),
      ("1969-12-31T23:59:59.999999999Z", -1, 999_999_999),
      // Leap seconds: 23:59:60 UTC on the last day of a month is the next second.
      ("2016-12-31T23:59:60Z", 1_483_228_800, 0),
      ("2016-12-31T23:59:60.5Z", 1_483_228_800, 500_000_000),
      ("2015-06-30T23:59:60Z", 1_435_708_800, 0),
      ("2017-01-01T05:29:60+05:30", 1_483_228_800, 0),
      ("2016-12-31T18:59:60-05:00", 1_483_228_800, 0),
      ("2026-11-30T23:59:60Z", 1_796_083_200, 0),
      // Leap days and the ends of the range.
      ("2000-02-29T00:00:00Z", 951_782_400, 0),
      ("2024-02-29T23:59:59Z", 1_709_251_199, 0),
      ("0000-02-29T00:00:00Z", -62_162_121_600, 0),
      ("0000-01-01T00:00:00Z", -62_167_219_200, 0),
      ("0000-01-01T01:00:00+01:00", -62_167_219_200, 0),
      ("0001-01-01T00:00:00Z", -62_135_596_800, 0),
      ("1582-10-04T00:00:00Z", -12_220_243_200, 0),
      ("9999-12-31T23:59:59.999999999Z", 253_402_300_799, 999_999_999),
      ("9999-12-31T22:59:59-01:00", 253_402_300_799, 0),
    ] as [(String, Int64, Int32)])
  func acceptedStrings(_ string: String, seconds: Int64, nanoseconds: Int32) throws {
    let date = try ISO8601DateTransform.decode(string)
    #expect(date == Timestamp(seconds: seconds, nanoseconds: nanoseconds).dateValue())
  }

  /// The date of a string with milliseconds is the one the decimal literal gives, and the same
  /// as the other wrappers give for the instant.
  @Test func millisecondsDecodeToTheDateOfTheDecimalLiteral() throws {
    #expect(
      try ISO8601DateTransform.decode("2024-11-21T09:30:00.123Z")
        == Date(timeIntervalSince1970: 1_732_181_400.123))
    #expect(
      try ISO8601DateTransform.decode("1969-12-31T23:59:59.999Z")
        == Date(timeIntervalSince1970: -0.001))
  }

  /// Encoding rounds to the nearest millisecond; the fraction is written only when not zero.
  @Test(
    arguments: [
      (1_795_253_400, "2026-11-21T09:30:00Z"),
      (1_795_253_400.0004, "2026-11-21T09:30:00Z"),
      (1_795_253_400.0006, "2026-11-21T09:30:00.001Z"),
      (1_795_253_400.1, "2026-11-21T09:30:00.100Z"),
      (1_795_253_400.123, "2026-11-21T09:30:00.123Z"),
      (1_795_253_400.9996, "2026-11-21T09:30:01Z"),
      (1_798_761_599.9999, "2027-01-01T00:00:00Z"),
      (-0.0004, "1970-01-01T00:00:00Z"),
      (-0.0006, "1969-12-31T23:59:59.999Z"),
      (-62_135_596_800.25, "0000-12-31T23:59:59.750Z"),
      (253_402_300_799.9996, "9999-12-31T23:59:59.999Z"),
    ] as [(Double, String)])
  func encodingRoundsToTheNearestMillisecond(_ seconds: Double, _ expected: String) throws {
    #expect(try ISO8601DateTransform.encode(Date(timeIntervalSince1970: seconds)) == expected)
  }

  /// Foundation's `Date.ISO8601FormatStyle` truncates, and so writes about half of these dates
  /// one millisecond early; rounding writes each one as the millisecond it was made from.
  @Test func everyMillisecondOfASecondIsWrittenAsItself() throws {
    for millisecond in 0..<1000 {
      let date = Date(timeIntervalSince1970: Double(1_795_253_400_000 + millisecond) / 1000)
      let expected =
        millisecond == 0
        ? "2026-11-21T09:30:00Z"
        : "2026-11-21T09:30:00.\(String(1000 + millisecond).dropFirst())Z"
      #expect(try ISO8601DateTransform.encode(date) == expected)
    }
  }

  /// Strings with more than millisecond precision decode to that precision and re-encode
  /// rounded to the millisecond.
  @Test(arguments: [
    ("2026-11-21T09:30:00.1234Z", "2026-11-21T09:30:00.123Z"),
    ("2026-11-21T09:30:00.12351Z", "2026-11-21T09:30:00.124Z"),
    ("2026-11-21T09:30:00.999999999Z", "2026-11-21T09:30:01Z"),
    ("2026-12-31T23:59:59.9999Z", "2027-01-01T00:00:00Z"),
    ("9999-12-31T23:59:59.9999Z", "9999-12-31T23:59:59.999Z"),
    ("2026-11-21T10:30:00.25+01:00", "2026-11-21T09:30:00.250Z"),
    ("2016-12-31T23:59:60Z", "2017-01-01T00:00:00Z"),
  ])
  func finerFractionsAndOffsetsAreRewrittenInUTCMilliseconds(_ input: String, _ output: String)
    throws
  {
    #expect(try ISO8601DateTransform.encode(ISO8601DateTransform.decode(input)) == output)
  }

  @Test(arguments: [
    (Date.distantPast, "0000-12-30T00:00:00Z"),
    (Date.distantFuture, "4001-01-01T00:00:00Z"),
    (Date(timeIntervalSince1970: 0), "1970-01-01T00:00:00Z"),
  ])
  func foundationsDistantDatesAreWritable(_ date: Date, _ expected: String) throws {
    #expect(try ISO8601DateTransform.encode(date) == expected)
    #expect(try ISO8601DateTransform.decode(expected) == date)
  }

  /// Arguments are `timeIntervalSinceReferenceDate`s: Foundation's `Date.description`, which
  /// Swift Testing uses to name arguments, traps on `NaN`.
  @Test(
    arguments: [
      253_402_300_800 - 978_307_200, -62_167_219_200.001 - 978_307_200, .nan, .infinity,
      -.greatestFiniteMagnitude,
    ] as [Double])
  func datesOutsideTheYears0000To9999AreNotEncoded(_ sinceReferenceDate: Double) throws {
    struct Model: Encodable {
      @ISO8601Date var dates: [Date]
    }
    let date = Date(timeIntervalSinceReferenceDate: sinceReferenceDate)
    let error = try #require(throws: EncodingError.self) {
      try JSONEncoder().encode(Model(dates: [Date(timeIntervalSince1970: 0), date]))
    }
    guard case .invalidValue(_, let context) = error else {
      Issue.record("expected invalidValue, got \(error)")
      return
    }
    #expect(
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["dates", "1"])
    #expect(context.debugDescription.contains("is outside the years 0000–9999"))
  }

  /// Foundation's parser is independent of this one; for whole seconds after the Julian-to-
  /// Gregorian switch of 1582 (Foundation's calendar is Julian before it) both must agree.
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  @Test func agreesWithFoundationsParserAndFormatterAfter1582() throws {
    let style = Date.ISO8601FormatStyle()
    var random = SeededRandomNumberGenerator(seed: 0x1_5_8_2)
    for _ in 0..<2000 {
      let seconds = Int64.random(in: -12_219_292_800..<253_402_300_800, using: &random)
      let date = Date(timeIntervalSince1970: Double(seconds))
      let string = try ISO8601DateTransform.encode(date)
      #expect(string == date.formatted(style), "\(seconds)")
      #expect(try ISO8601DateTransform.decode(string) == style.parse(string), "\(string)")
    }
  }

  /// The first and the last day of every month of the years 0000–9999 are written as
  /// themselves and read back, in the proleptic Gregorian calendar: the day counts come from
  /// month lengths, independently of the parser's arithmetic.
  @Test func everyMonthOfTheRangeStartsAndEndsOnTheRightDay() throws {
    var days: Int64 = -719_528  // 0000-01-01
    for year in 0...9999 {
      let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
      for (index, length) in lengths.enumerated() {
        let prefix = "\(String(10_000 + year).dropFirst())-\(String(101 + index).dropFirst())-"
        for (day, offset) in [(1, 0), (length, Int64(length - 1))] {
          let date = Date(timeIntervalSince1970: Double((days + offset) * 86_400))
          let expected = "\(prefix)\(String(100 + day).dropFirst())T00:00:00Z"
          let string = try ISO8601DateTransform.encode(date)
          let decoded = try ISO8601DateTransform.decode(expected)
          guard string == expected, decoded == date else {
            Issue.record("day \(days + offset) is written \(string); expected \(expected)")
            return
          }
        }
        days += Int64(length)
      }
    }
    #expect(days == 2_932_897)  // 10000-01-01
  }

  @Test func theErrorNamesTheElementAndSaysWhatIsWrong() throws {
    struct Event: Decodable {
      @ISO8601Date var reminders: [Date]
    }
    let json = #"{"reminders": ["2026-11-21T09:30:00Z", "2026-11-21T09:30:00"]}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Event.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == [
        "reminders", "1",
      ])
    #expect(
      context.debugDescription
        == "'2026-11-21T09:30:00' is not an RFC 3339 date-time such as '2026-11-21T09:30:00Z' or "
        + "'2026-11-21T10:30:00.250+01:00': the UTC offset is missing; add 'Z' or ±hh:mm")
    #expect(context.underlyingError is TransformError)
  }

  /// Malformed and hostile input is rejected without trapping.
  @Test(arguments: [
    "２０２６-11-21T09:30:00Z", "2026-11-21T09:30:00\u{0}Z", "2026-11-21T09:30:00+01:00\u{0}",
    "2026-11-21T09:30:00+01", "2026-11-21T09:30:00+", "2026-11-21T09:30:00.",
    "2026-11-21T09:30:00.5", "2026-11-21T9:30:00Z", "2026-1-21T09:30:00Z", "2026-11-21T09:30:00ZZ",
    "2026-11-21T09:30:00+01:00Z", "2026-11-21T09:30:00Z+01:00", "2026-11-21T09:30:00,5Z",
    "2026-11-21T09:30:00.+01:00", "2026/11/21T09:30:00Z", "2026-11-21T09.30.00Z",
  ])
  func malformedStringsThrow(_ string: String) {
    #expect(throws: TransformError.self) { try ISO8601DateTransform.decode(string) }
  }

  @Test func longStringsThrow() {
    for string in [
      String(repeating: "9", count: 100_000),
      "2026-11-21T09:30:00." + String(repeating: "9", count: 100_000) + "Z",
      "2026-11-21T09:30:00Z" + String(repeating: "Z", count: 1000),
    ] {
      #expect(throws: TransformError.self) { try ISO8601DateTransform.decode(string) }
    }
  }

  /// Valid strings with random bytes replaced, inserted or removed either decode to a date that
  /// encodes again and decodes to within half a millisecond of it, or throw `TransformError`.
  @Test func mutatedStringsDecodeToWritableDatesOrThrow() throws {
    var random = SeededRandomNumberGenerator(seed: 0x3339)
    let alphabet = Array("0123456789-:+.TtZz 9\u{0}é".utf8)
    var decoded = 0
    for _ in 0..<20_000 {
      var bytes = Array(
        random.element(of: [
          "2026-11-21T09:30:00Z", "2016-12-31T23:59:60.5+01:00", "0000-01-01T00:00:00.000000001Z",
          "9999-12-31T23:59:59.999999999-00:00", "1969-12-31t23:59:59z",
        ]).utf8)
      for _ in 0...Int.random(in: 0...2, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[index] = random.element(of: alphabet)
        case 1: bytes.insert(random.element(of: alphabet), at: index)
        default: bytes.remove(at: index)
        }
      }
      let string = String(decoding: bytes, as: UTF8.self)
      do {
        let date = try ISO8601DateTransform.decode(string)
        let again = try ISO8601DateTransform.decode(ISO8601DateTransform.encode(date))
        // Half a millisecond, and a whole one in the last millisecond of 9999, whose second
        // half is written as .999 (plus the resolution of a `Date` there).
        let seconds = date.timeIntervalSince1970
        let limit = (seconds >= 253_402_300_799.999 ? 0.001 : 0.0005) + seconds.ulp
        #expect(abs(again.timeIntervalSince(date)) <= limit, "\(string)")
        decoded += 1
      } catch let error as TransformError {
        #expect(error.message.hasPrefix("'\(string)' is not an RFC 3339 date-time"))
      }
    }
    #expect(decoded > 500)  // the mutations also produce valid strings (989 with this seed)
  }

  /// The parser and formatter share nothing: many tasks at once get the same answers.
  @Test func concurrentUseGivesTheSameResults() async throws {
    let strings = (0..<200).map { index in
      "20\(10 + index % 80)-0\(1 + index % 9)-1\(index % 10)T0\(index % 10):30:00.\(100 + index)Z"
    }
    let expected = try strings.map {
      try ISO8601DateTransform.encode(ISO8601DateTransform.decode($0))
    }
    try await withThrowingTaskGroup(of: [String].self) { group in
      for _ in 0..<8 {
        group.addTask {
          try strings.map { try ISO8601DateTransform.encode(ISO8601DateTransform.decode($0)) }
        }
      }
      for try await result in group {
        #expect(result == expected)
      }
    }
    #expect(expected == strings)
  }
}
