public import CodableTransformsTesting
public import DateCoding
import Foundation

extension LibraryConformance {
  /// `@SecondsSince1970` in all four shapes.
  ///
  /// Samples cover 1970, dates before it, after 2038 (beyond `Int32` seconds), the years 0000,
  /// 0001 and 9999, and a fraction that a `Date` cannot hold exactly (`0.1`). Random values are
  /// dates made with `Date(timeIntervalSince1970:)` from whole, millisecond, microsecond and
  /// full-precision numbers.
  public static var secondsSince1970: TransformConformance<SecondsSince1970Transform> {
    TransformConformance(
      "SecondsSince1970",
      samples: [
        (since1970(1_732_181_400), 1_732_181_400),
        (since1970(1_732_181_400.25), 1_732_181_400.25),
        (since1970(0), 0),
        (since1970(0.1), 0.1),
        (since1970(-1.5), -1.5),
        (since1970(2_147_483_648), 2_147_483_648),
        (since1970(-62_135_596_800), -62_135_596_800),
        (since1970(-62_167_219_200), -62_167_219_200),
        (since1970(253_402_300_799.5), 253_402_300_799.5),
      ],
      invalidInputs: [
        InvalidInput(
          1_732_181_400_000, .dataCorrupted,
          messageContains: "'1732181400000' is not a number of seconds since 1970"),
        InvalidInput(1_732_181_400_000, .dataCorrupted, messageContains: "milliseconds?"),
        InvalidInput(253_402_300_800, .dataCorrupted, messageContains: "'253402300800'"),
        InvalidInput(-62_167_219_201, .dataCorrupted, messageContains: "'-62167219201'"),
        InvalidInput(1e300, .dataCorrupted, messageContains: "'1e+300'"),
        InvalidInput("1732181400", .typeMismatch),
        InvalidInput("2026-11-21T09:30:00Z", .typeMismatch),
        InvalidInput(true, .typeMismatch),
        InvalidInput([1_732_181_400], .typeMismatch),
      ],
      generate: { random in since1970(randomSeconds(&random)) })
  }

  /// `@MillisecondsSince1970` in all four shapes.
  ///
  /// Random values are dates with whole milliseconds, `Date(timeIntervalSince1970: n / 1000)`.
  public static var millisecondsSince1970: TransformConformance<MillisecondsSince1970Transform> {
    TransformConformance(
      "MillisecondsSince1970",
      samples: [
        (since1970(1_732_181_400.25), 1_732_181_400_250),
        (since1970(1_732_181_400), 1_732_181_400_000),
        (since1970(0), 0),
        (since1970(-0.001), -1),
        (since1970(2_147_483_648.123), 2_147_483_648_123),
        (since1970(-62_135_596_800), -62_135_596_800_000),
        (since1970(-62_167_219_200), -62_167_219_200_000),
        (since1970(253_402_300_799.999), 253_402_300_799_999),
      ],
      invalidInputs: [
        InvalidInput(
          253_402_300_800_000, .dataCorrupted,
          messageContains: "'253402300800000' is not a number of milliseconds since 1970"),
        InvalidInput(-62_167_219_200_001, .dataCorrupted, messageContains: "'-62167219200001'"),
        InvalidInput(1e300, .dataCorrupted, messageContains: "'1e+300'"),
        InvalidInput("1732181400250", .typeMismatch),
        InvalidInput(false, .typeMismatch),
        InvalidInput([1_732_181_400_250], .typeMismatch),
        InvalidInput(["milliseconds": 1_732_181_400_250], .typeMismatch),
      ],
      generate: { random in
        since1970(Double(randomMilliseconds(&random)) / 1000)
      })
  }

  /// `@MicrosecondsSince1970` in all four shapes.
  ///
  /// Random values are dates decoded from whole microseconds in the years 0000–9999; each is
  /// written as the microsecond nearest to it, which decodes to the same date.
  public static var microsecondsSince1970: TransformConformance<MicrosecondsSince1970Transform> {
    TransformConformance(
      "MicrosecondsSince1970",
      samples: [
        (timestamp(1_732_181_400, 250_123_000), 1_732_181_400_250_123),
        (since1970(1_732_181_400), 1_732_181_400_000_000),
        (since1970(0), 0),
        (timestamp(-1, 999_999_000), -1),
        (timestamp(-62_135_596_800, 0), -62_135_596_800_000_000),
        (timestamp(-62_167_219_200, 0), -62_167_219_200_000_000),
        (since1970(253_402_300_799.5), 253_402_300_799_500_000),
      ],
      invalidInputs: [
        InvalidInput(
          253_402_300_800_000_000, .dataCorrupted,
          messageContains:
            "'253402300800000000' is not a number of microseconds since 1970 in the years 0000–9999"
        ),
        InvalidInput(
          -62_167_219_200_000_001, .dataCorrupted, messageContains: "'-62167219200000001'"),
        InvalidInput(.integer(.max), .dataCorrupted, messageContains: "'9223372036854775807'"),
        InvalidInput(1e300, .dataCorrupted, messageContains: "'1e+300'"),
        InvalidInput("1732181400250123", .typeMismatch),
        InvalidInput(false, .typeMismatch),
        InvalidInput([1_732_181_400_250_123], .typeMismatch),
        InvalidInput(["microseconds": 1], .typeMismatch),
      ],
      generate: { random in
        let count = Int64.random(
          in: -62_167_219_200_000_000..<253_402_300_800_000_000, using: &random)
        return timestamp(count.floorDivided(by: 1_000_000), count.floorRemainder(1_000_000) * 1000)
      })
  }

  /// `@NanosecondsSince1970` in all four shapes.
  ///
  /// Random values are dates decoded from any `Int64` of nanoseconds, the ends included; each is
  /// written as the nanosecond nearest to it, which decodes to the same date.
  public static var nanosecondsSince1970: TransformConformance<NanosecondsSince1970Transform> {
    TransformConformance(
      "NanosecondsSince1970",
      samples: [
        (since1970(1_732_181_400.25), 1_732_181_400_250_000_000),
        (since1970(0), 0),
        (since1970(-1), -1_000_000_000),
        (timestamp(9_223_372_036, 854_775_807), .integer(.max)),
        (timestamp(-9_223_372_037, 145_224_192), .integer(.min)),
      ],
      invalidInputs: [
        InvalidInput(
          9.3e18, .dataCorrupted,
          messageContains: "'9.3e+18' is not a number of nanoseconds since 1970 that fits Int64"),
        InvalidInput(-1e19, .dataCorrupted, messageContains: "'-1e+19'"),
        InvalidInput("1732181400250123456", .typeMismatch),
        InvalidInput(true, .typeMismatch),
        InvalidInput([1], .typeMismatch),
        InvalidInput(["nanoseconds": 1], .typeMismatch),
      ],
      generate: { random in
        let count: Int64 = random.edgeBiasedInteger()
        return timestamp(
          count.floorDivided(by: 1_000_000_000), count.floorRemainder(1_000_000_000))
      })
  }

  /// `@ISO8601Date` in all four shapes, with every kind of string the parser rejects.
  ///
  /// Random values are dates with whole milliseconds in the years 0000–9999, which the format
  /// writes exactly.
  public static var iso8601Date: TransformConformance<ISO8601DateTransform> {
    TransformConformance(
      "ISO8601Date",
      samples: [
        (since1970(1_795_253_400), "2026-11-21T09:30:00Z"),
        (since1970(1_795_253_400.25), "2026-11-21T09:30:00.250Z"),
        (since1970(1_795_253_400.001), "2026-11-21T09:30:00.001Z"),
        (since1970(0), "1970-01-01T00:00:00Z"),
        (since1970(-0.001), "1969-12-31T23:59:59.999Z"),
        (since1970(2_147_483_648), "2038-01-19T03:14:08Z"),
        (since1970(951_825_600), "2000-02-29T12:00:00Z"),
        (since1970(-62_135_596_800), "0001-01-01T00:00:00Z"),
        (since1970(-62_167_219_200), "0000-01-01T00:00:00Z"),
        (since1970(253_402_300_799.999), "9999-12-31T23:59:59.999Z"),
      ],
      invalidInputs: [
        invalidDateTime("2026-11-21T09:30:00", "the UTC offset is missing"),
        invalidDateTime("2026-11-21T09:30:00.250", "the UTC offset is missing"),
        invalidDateTime("2026-11-21 09:30:00Z", "the date and the time must be separated by 'T'"),
        invalidDateTime("2026-11-21T09:30:00+0100", "expected YYYY-MM-DDThh:mm:ss"),
        invalidDateTime("2026-11-21T09:30Z", "expected YYYY-MM-DDThh:mm:ss"),
        invalidDateTime("2026-11-21", "expected YYYY-MM-DDThh:mm:ss"),
        invalidDateTime("", "expected YYYY-MM-DDThh:mm:ss"),
        invalidDateTime(" 2026-11-21T09:30:00Z", "expected YYYY-MM-DDThh:mm:ss"),
        invalidDateTime("2026-11-21T09:30:00Z ", "expected YYYY-MM-DDThh:mm:ss"),
        invalidDateTime("+12026-11-21T09:30:00Z", "expected YYYY-MM-DDThh:mm:ss"),
        invalidDateTime(
          "2026-11-21T09:30:00.Z", "the '.' of the fraction must be followed by digits"),
        invalidDateTime("2026-11-21T09:30:00.1234567891Z", "the fraction has more than 9 digits"),
        invalidDateTime("2026-13-01T00:00:00Z", "month 13 does not exist"),
        invalidDateTime("2026-00-01T00:00:00Z", "month 00 does not exist"),
        invalidDateTime("2026-02-29T00:00:00Z", "day 29 does not exist in 2026-02"),
        invalidDateTime("1900-02-29T00:00:00Z", "day 29 does not exist in 1900-02"),
        invalidDateTime("2026-04-31T00:00:00Z", "day 31 does not exist in 2026-04"),
        invalidDateTime("2026-11-00T00:00:00Z", "day 00 does not exist"),
        invalidDateTime("2026-11-21T24:00:00Z", "hour 24 is out of range"),
        invalidDateTime("2026-11-21T09:60:00Z", "minute 60 is out of range"),
        invalidDateTime("2026-11-21T09:30:61Z", "second 61 is out of range"),
        invalidDateTime("2026-11-21T09:30:60Z", "a leap second (:60)"),
        invalidDateTime("2016-12-31T23:59:60+01:00", "a leap second (:60)"),
        invalidDateTime("2026-11-21T09:30:00+24:00", "the offset +24:00 is out of range"),
        invalidDateTime("2026-11-21T09:30:00-05:60", "the offset -05:60 is out of range"),
        invalidDateTime("9999-12-31T23:59:59-00:01", "the instant is outside the years 0000–9999"),
        invalidDateTime("0000-01-01T00:00:00+00:01", "the instant is outside the years 0000–9999"),
        InvalidInput(1_795_253_400, .typeMismatch),
        InvalidInput(["2026-11-21T09:30:00Z"], .typeMismatch),
      ],
      generate: { random in
        since1970(Double(randomMilliseconds(&random)) / 1000)
      })
  }

  /// `Timestamp`'s own `Codable` conformance in all four placements.
  ///
  /// `Timestamp`, `Timestamp?`, `[Timestamp]` and `[String: Timestamp]` are checked the way
  /// synthesized `Codable` codes a plain property. The suites are named `Codable<Timestamp>`,
  /// `Codable<Timestamp?>`, ….
  public static var timestamp: some ConformanceSuite {
    TransformConformance<TimestampCodable>(
      "Codable",
      samples: [
        (Timestamp(seconds: 1_732_181_400, nanoseconds: 0), timestampWire(1_732_181_400, 0)),
        (Timestamp(seconds: -1, nanoseconds: 500_000_000), timestampWire(-1, 500_000_000)),
        (Timestamp(seconds: 2_147_483_648, nanoseconds: 1), timestampWire(2_147_483_648, 1)),
        (Timestamp.min, timestampWire(-62_135_596_800, 0)),
        (Timestamp.max, timestampWire(253_402_300_799, 999_999_999)),
      ],
      invalidInputs: invalidTimestamps,
      generate: { random in randomTimestamp(&random) })
  }

  /// `@TimestampDate` in all four shapes.
  ///
  /// Random values are dates made with `Date(timeIntervalSince1970:)` from numbers of every
  /// precision in the years 0001–9999: a date survives the conversion to a `Timestamp` and
  /// back exactly.
  public static var timestampDate: TransformConformance<TimestampDateTransform> {
    TransformConformance(
      "TimestampDate",
      samples: [
        (since1970(1_732_181_400), timestampWire(1_732_181_400, 0)),
        (since1970(1_732_181_400.25), timestampWire(1_732_181_400, 250_000_000)),
        (since1970(0), timestampWire(0, 0)),
        (since1970(-0.25), timestampWire(-1, 750_000_000)),
        (since1970(2_147_483_648.5), timestampWire(2_147_483_648, 500_000_000)),
        (since1970(-62_135_596_800), timestampWire(-62_135_596_800, 0)),
        (since1970(253_402_300_799), timestampWire(253_402_300_799, 0)),
      ],
      invalidInputs: invalidTimestamps + [
        InvalidInput(1_732_181_400, .typeMismatch)
      ],
      generate: { random in
        var seconds = randomSeconds(&random)
        while seconds < Double(Timestamp.min.seconds) { seconds = randomSeconds(&random) }
        return since1970(seconds)
      })
  }

  // MARK: - Helpers

  private static func since1970(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: seconds)
  }

  /// The date of an instant given in seconds and nanoseconds since 1970.
  private static func timestamp(_ seconds: Int64, _ nanoseconds: Int64) -> Date {
    Timestamp(seconds: seconds, nanoseconds: Int32(nanoseconds)).dateValue()
  }

  /// A string the parser rejects, with the start of the reason the message must give.
  private static func invalidDateTime(_ string: String, _ reason: String) -> InvalidInput {
    InvalidInput(
      .string(string), .dataCorrupted,
      messageContains: "'\(string)' is not an RFC 3339 date-time such as '2026-11-21T09:30:00Z' "
        + "or '2026-11-21T10:30:00.250+01:00': \(reason)")
  }

  private static func timestampWire(_ seconds: Int64, _ nanoseconds: Int64) -> WireValue {
    ["seconds": .integer(seconds), "nanoseconds": .integer(nanoseconds)]
  }

  private static var invalidTimestamps: [InvalidInput] {
    [
      InvalidInput(
        ["seconds": 0, "nanoseconds": 1_000_000_000], .dataCorrupted, at: ["nanoseconds"],
        messageContains: "'1000000000' is not a whole number of nanoseconds"),
      InvalidInput(
        ["seconds": 0, "nanoseconds": -1], .dataCorrupted, at: ["nanoseconds"],
        messageContains: "'-1'"),
      InvalidInput(
        ["seconds": 0, "nanoseconds": 0.5], .dataCorrupted, at: ["nanoseconds"],
        messageContains: "'0.5'"),
      InvalidInput(
        ["seconds": 0, "nanoseconds": 5_000_000_000], .dataCorrupted, at: ["nanoseconds"],
        messageContains: "'5000000000'"),
      InvalidInput(
        ["seconds": 253_402_300_800, "nanoseconds": 0], .dataCorrupted, at: ["seconds"],
        messageContains: "'253402300800' is not a whole number of seconds since 1970"),
      InvalidInput(
        ["seconds": -62_135_596_801, "nanoseconds": 0], .dataCorrupted, at: ["seconds"],
        messageContains: "years 0001–9999"),
      InvalidInput(
        ["seconds": 1.5, "nanoseconds": 0], .dataCorrupted, at: ["seconds"],
        messageContains: "'1.5'"),
      InvalidInput(["seconds": 0], .keyNotFound, at: ["nanoseconds"]),
      InvalidInput(["nanoseconds": 0], .keyNotFound, at: ["seconds"]),
      InvalidInput(["seconds": "0", "nanoseconds": 0], .typeMismatch, at: ["seconds"]),
      InvalidInput(["seconds": 0, "nanoseconds": true], .typeMismatch, at: ["nanoseconds"]),
      InvalidInput("2026-11-21T09:30:00Z", .typeMismatch),
      InvalidInput([1_732_181_400, 0], .typeMismatch),
    ]
  }

  /// Seconds since 1970 in the years 0000–9999: whole, with milliseconds, with microseconds or
  /// with every bit of a `Double`, often at the edges (the range's ends, 1970, 2001, 2038).
  private static func randomSeconds(_ random: inout SeededRandomNumberGenerator) -> Double {
    let earliest = -62_167_219_200.0
    let latest = 253_402_300_799.0
    let seconds = random.edgeBiasedDouble(
      in: earliest...latest, edges: [-1, 1, 978_307_200, 2_147_483_647, 2_147_483_648])
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return seconds.rounded(.down)
    case 1: return (seconds * 1000).rounded(.down) / 1000
    case 2: return (seconds * 1_000_000).rounded(.down) / 1_000_000
    default:
      // Every bit of the significand random: `edgeBiasedDouble` gives coarser values.
      let scale = Double(
        sign: .plus, exponent: Int.random(in: -20...37, using: &random), significand: 1)
      let candidate = (Double.random(in: -1...1, using: &random) * scale)
      return (earliest...latest).contains(candidate) ? candidate : seconds
    }
  }

  /// Whole milliseconds since 1970 in the years 0000–9999, often at the edges.
  private static func randomMilliseconds(_ random: inout SeededRandomNumberGenerator) -> Int64 {
    if random.chance(0.25) {
      return random.element(of: [
        -62_167_219_200_000, 253_402_300_799_999, 0, -1, 1, 978_307_200_000,
        2_147_483_648_000, 1_795_253_400_999,
      ])
    }
    return Int64.random(in: -62_167_219_200_000...253_402_300_799_999, using: &random)
  }

  private static func randomTimestamp(_ random: inout SeededRandomNumberGenerator) -> Timestamp {
    let seconds =
      random.chance(0.25)
      ? random.element(of: [Timestamp.min.seconds, Timestamp.max.seconds, 0, -1])
      : Int64.random(in: Timestamp.min.seconds...Timestamp.max.seconds, using: &random)
    let nanoseconds =
      random.chance(0.25)
      ? random.element(of: [0, 1, 999_999_999, 500_000_000])
      : Int32.random(in: 0..<1_000_000_000, using: &random)
    return Timestamp(seconds: seconds, nanoseconds: nanoseconds)
  }
}

/// Codes a `Timestamp` with its own `Codable` conformance, so that the kit's shapes check it in
/// every placement as synthesized `Codable` codes a plain property.
enum TimestampCodable: CodingTransform {
  static func decode(_ timestamp: Timestamp) -> Timestamp { timestamp }
  static func encode(_ timestamp: Timestamp) -> Timestamp { timestamp }
}

extension LibraryConformance {
  /// `@YearMonthDayDate` in all four shapes: midnight UTC of days from 0000-01-01 to 9999-12-31.
  public static var yearMonthDayDate: TransformConformance<YearMonthDayDateTransform> {
    TransformConformance(
      "YearMonthDayDate",
      samples: [
        (since1970(1_732_147_200), "2024-11-21"),
        (since1970(0), "1970-01-01"),
        (since1970(-86_400), "1969-12-31"),
        (since1970(951_782_400), "2000-02-29"),
        (since1970(-62_167_219_200), "0000-01-01"),
        (since1970(253_402_214_400), "9999-12-31"),
      ],
      invalidInputs: [
        "2024-2-03", "2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10", "2024-01-00",
        "20240221", "2024/02/21", "2024-02-21T00:00:00Z", " 2024-02-21", "2024-02-21 ", "",
        "+2024-02-21", "２０２４-02-21",
      ].map {
        InvalidInput(
          .string($0), .dataCorrupted,
          messageContains: "'\($0)' is not a day as YYYY-MM-DD (such as 2026-11-21)")
      } + [
        InvalidInput(20_240_221, .typeMismatch),
        InvalidInput(true, .typeMismatch),
        InvalidInput(["2024-02-21"], .typeMismatch),
      ],
      generate: { random in
        since1970(Double(Int64.random(in: -719_528...2_932_896, using: &random) * 86_400))
      })
  }

  /// A `DateFormatTransform` with month names, a time of day and a fixed UTC+1 offset, in all
  /// four shapes.
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  public static var dateFormatTransform:
    TransformConformance<ConformanceDateFormats.DayMonthYearTime>
  {
    TransformConformance(
      "DateFormatTransform",
      samples: [
        (since1970(1_732_181_400), "21 Nov 2024 10:30"),
        (since1970(0), "01 Jan 1970 01:00"),
        (since1970(951_778_800), "29 Feb 2000 00:00"),
        (since1970(-2_208_988_800), "01 Jan 1900 01:00"),
      ],
      invalidInputs: [
        "21 nov 2024 10:30", "21 NOV 2024 10:30", "21 November 2024 10:30", "1 Nov 2024 10:30",
        "31 Nov 2024 10:30", "21 Nov 2024 24:30", "21 Nov 2024 10:30 ", "21 Nov 2024 10:30Z",
        "21 Nov 2024", "2024-11-21T09:30:00Z", "",
      ].map {
        InvalidInput(
          .string($0), .dataCorrupted, messageContains: "'\($0)' is not a date in DD MMM YYYY HH:mm"
        )
      } + [
        InvalidInput(1_732_181_400, .typeMismatch),
        InvalidInput(["21 Nov 2024 10:30"], .typeMismatch),
      ],
      generate: { random in
        since1970(Double(Int64.random(in: -36_816_480...68_400_000, using: &random) * 60))
      })
  }
}

/// The date formats of the kit's `DateFormatTransform` suite.
public enum ConformanceDateFormats {
  /// `21 Nov 2024 10:30`, in UTC+1 without daylight saving time.
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  public enum DayMonthYearTime: DateFormatTransform {
    /// `DD MMM YYYY HH:mm`.
    public static var format: Date.FormatString {
      """
      \(day: .twoDigits) \(month: .abbreviated) \(year: .padded(4)) \
      \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)
      """
    }

    /// `DD MMM YYYY HH:mm`.
    public static var formatDescription: String { "DD MMM YYYY HH:mm" }

    /// UTC+1.
    public static var timeZone: TimeZone {
      guard let zone = TimeZone(secondsFromGMT: 3600) else {
        preconditionFailure("Foundation has no time zone at UTC+1")
      }
      return zone
    }
  }
}

extension LibraryConformance {
  /// `@DurationSeconds` in all four shapes: whole nanoseconds, within the ±2²³ seconds where
  /// every nanosecond survives a `Double`.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public static var durationSeconds: TransformConformance<DurationSecondsTransform> {
    TransformConformance(
      "DurationSeconds",
      samples: [
        (.seconds(215) + .milliseconds(250), 215.25),
        (.zero, 0),
        (.seconds(-1) - .milliseconds(500), -1.5),
        (.nanoseconds(1), 1e-9),
        (.seconds(8_388_607) + .nanoseconds(999_999_999), 8_388_607.999_999_999),
        (.seconds(-8_388_607) + .nanoseconds(1), -8_388_606.999_999_999),
      ],
      invalidInputs: [
        InvalidInput(1e19, .dataCorrupted, messageContains: "'1e+19' is not a finite number"),
        InvalidInput(-1e19, .dataCorrupted, messageContains: "'-1e+19'"),
        InvalidInput("1.5", .typeMismatch),
        InvalidInput(true, .typeMismatch),
        InvalidInput([1.5], .typeMismatch),
      ],
      generate: { random in
        .seconds(Int64.random(in: -8_388_607...8_388_607, using: &random))
          + .nanoseconds(Int64.random(in: 0..<1_000_000_000, using: &random))
      })
  }

  /// `@DurationMilliseconds` in all four shapes: whole milliseconds up to `Int64`'s limits.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public static var durationMilliseconds: TransformConformance<DurationMillisecondsTransform> {
    TransformConformance(
      "DurationMilliseconds",
      samples: [
        (.milliseconds(1500), 1500),
        (.zero, 0),
        (.milliseconds(-250), -250),
        (.milliseconds(Int64.max), .integer(.max)),
        (.milliseconds(Int64.min), .integer(.min)),
      ],
      invalidInputs: [
        InvalidInput("1500", .typeMismatch),
        InvalidInput(true, .typeMismatch),
        InvalidInput([1500], .typeMismatch),
      ],
      generate: { random in .milliseconds(random.edgeBiasedInteger(Int64.self)) })
  }
}

extension LibraryConformance {
  /// `@RFC2822Date` in all four shapes: whole seconds of the years 0000–9999, written in UTC.
  public static var rfc2822Date: [any ConformanceSuite] {
    let base = TransformConformance<RFC2822DateTransform>(
      "RFC2822Date",
      samples: [
        (since1970(1_732_181_400), "Thu, 21 Nov 2024 09:30:00 +0000"),
        (since1970(0), "Thu, 01 Jan 1970 00:00:00 +0000"),
        (since1970(951_782_400), "Tue, 29 Feb 2000 00:00:00 +0000"),
        (since1970(-62_167_219_200), "Sat, 01 Jan 0000 00:00:00 +0000"),
        (since1970(253_402_300_799), "Fri, 31 Dec 9999 23:59:59 +0000"),
      ],
      invalidInputs: [
        "Thu, 21 Nov 24 09:30:00 +0000", "Fri, 21 Nov 2024 09:30:00 +0000",
        "Thu, 21 Nov 2024 09:30:00", "Thu, 21 Nov 2024 24:00:00 +0000",
        "Thu, 21 Nov 2024 09:30:60 +0000", "Thu, 30 Feb 2024 09:30:00 +0000",
        "Thu, 21 Nov 2024 09:30:00 +0000 (UTC)", "Thu, 21 Nov 2024 09:30:00 A",
        "Thu, 21 Nov 2024 09:30:00 +0060", "Thu 21 Nov 2024 09:30:00 +0000",
        "Thu, 21 November 2024 09:30:00 +0000", "2024-11-21T09:30:00Z", "",
      ].map {
        InvalidInput(
          .string($0), .dataCorrupted,
          messageContains:
            "'\($0)' is not an RFC 2822 date such as 'Thu, 21 Nov 2024 09:30:00 +0000'")
      } + [InvalidInput(1_732_181_400, .typeMismatch), InvalidInput(true, .typeMismatch)],
      generate: { random in
        since1970(Double(Int64.random(in: -62_167_219_200..<253_402_300_800, using: &random)))
      })
    // Other forms RFC 5322 allows decode to the same instant, and are written back in UTC.
    let accepted: [(WireValue, Date)] = [
      ("21 Nov 2024 10:30 +0100", since1970(1_732_181_400)),
      ("thu, 21 nov 2024 04:30:00 EST", since1970(1_732_181_400)),
      ("Thu,21 Nov 2024 09:30:00 GMT", since1970(1_732_181_400)),
      ("  Thu ,  1 Jan 1970 00:00 UT  ", since1970(0)),
      ("Wed, 20 Nov 2024 23:30:00 -1000", since1970(1_732_181_400)),
    ]
    var value = base.value
    var optional = base.optional
    for (wire, date) in accepted {
      value.recoveredInputs.append(RecoveredInput(wire, decodes: date, reporting: []))
      optional.recoveredInputs.append(RecoveredInput(wire, decodes: date, reporting: []))
    }
    return [value, optional, base.array, base.dictionary]
  }
}

extension Int64 {
  /// The quotient rounded down: `-1.floorDivided(by: 1000)` is `-1`.
  fileprivate func floorDivided(by divisor: Int64) -> Int64 {
    let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? quotient - 1 : quotient
  }

  /// The remainder of ``floorDivided(by:)``, in `0..<divisor`.
  fileprivate func floorRemainder(_ divisor: Int64) -> Int64 {
    let remainder = self % divisor
    return remainder < 0 ? remainder + divisor : remainder
  }
}
