@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `Date` as an RFC 3339 (ISO 8601) string in UTC,
/// `"2026-11-21T09:30:00Z"`, whatever the coder's date strategy.
///
/// It works on `Date`, `Date?`, `[Date]` and `[String: Date]`:
///
/// ```swift
/// struct Event: Codable {
///     var title: String
///     @ISO8601Date var startsAt: Date            // "2026-11-21T09:30:00Z"
///     @ISO8601Date var endsAt: Date?             // missing or null → nil; nil → omitted
///     @ISO8601Date var reminders: [Date]         // a bad element fails at reminders[1]
/// }
/// ```
///
/// Decoding accepts RFC 3339 §5.6 date-times: `T` or `t`, 0 to 9 fraction digits, and `Z`, `z`
/// or an offset `±hh:mm` — `"2026-11-21T10:30:00.25+01:00"` is the same instant as
/// `"2026-11-21T09:30:00.250Z"`. Everything else is rejected with
/// `DecodingError.dataCorrupted` quoting the string and saying what is wrong: a missing offset,
/// a space instead of `T`, month 13, February 30, hour 24, an offset beyond ±23:59, more than
/// nine fraction digits, a leap second anywhere but 23:59:60 UTC on the last day of a month
/// (which decodes as the next second), or an instant outside the years 0000–9999 in UTC.
///
/// The parser and formatter are the module's own: a single pass over the UTF-8 bytes with
/// integer arithmetic, no formatter object per value or shared, nothing that is not
/// `Sendable`.
///
/// - Note: Wire format: `YYYY-MM-DDThh:mm:ssZ` in UTC, with `.sss` milliseconds when they are
///   not zero (`"2026-11-21T09:30:00.250Z"`). A date is written rounded to the nearest
///   millisecond, so every date with whole milliseconds — every date this wrapper decodes from a
///   string with up to 3 fraction digits — round-trips exactly. Dates outside the years
///   0000–9999 cannot be written (`EncodingError.invalidValue`). See ``ISO8601DateTransform``.
public typealias ISO8601Date<Property: TransformShape<Date>> = TransformCoded<
  ISO8601DateTransform, Property
>

/// The transform behind ``ISO8601Date``: a `Date` and its RFC 3339 string in UTC.
///
/// Use it in hand-written `Codable`, or to parse and format RFC 3339 strings without a
/// formatter object:
///
/// ```swift
/// let date = try ISO8601DateTransform.decode("2026-11-21T10:30:00+01:00")
/// try ISO8601DateTransform.encode(date)   // "2026-11-21T09:30:00Z"
/// self.startsAt = try container.decode(using: ISO8601DateTransform.self, forKey: .startsAt)
/// ```
public enum ISO8601DateTransform: CodingTransform {
  /// Parses an RFC 3339 date-time.
  ///
  /// The date is `Date(timeIntervalSince1970:)` of the `Double` nearest to the instant, so
  /// `"2024-11-21T09:30:00.123Z"` gives exactly `Date(timeIntervalSince1970: 1732181400.123)`.
  /// Fraction digits beyond the resolution of that `Double` (about 0.24 µs today) are rounded.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The instant the string names.
  /// - Throws: ``TransformError`` quoting `string` and naming what is wrong when it is not an
  ///   RFC 3339 date-time in the years 0000–9999 (see ``ISO8601Date``).
  public static func decode(_ string: String) throws -> Date {
    var string = string
    let parsed = string.withUTF8 { bytes in
      Result { () throws(RFC3339.Failure) in try RFC3339.parse(bytes) }
    }
    switch parsed {
    case .success(let instant):
      return UnixTime.date(seconds: instant.seconds, nanoseconds: instant.nanoseconds)
    case .failure(let failure):
      throw TransformError(
        "'\(string)' is not an RFC 3339 date-time such as '2026-11-21T09:30:00Z' or "
          + "'2026-11-21T10:30:00.250+01:00': \(failure.reason)")
    }
  }

  /// Formats a date in UTC, with milliseconds when they are not zero.
  ///
  /// - Parameter date: The date to encode; it is rounded to the nearest millisecond (a date
  ///   in the last half millisecond of 9999 is written as `9999-12-31T23:59:59.999Z`).
  /// - Returns: `"2026-11-21T09:30:00Z"` or `"2026-11-21T09:30:00.250Z"`.
  /// - Throws: `EncodingError.invalidValue` when the date is outside the years 0000–9999 or not
  ///   finite, holding the date's `timeIntervalSince1970`: Foundation cannot describe such a
  ///   date.
  public static func encode(_ date: Date) throws -> String {
    guard let milliseconds = UnixTime.roundedMilliseconds(of: date) else {
      throw UnixTime.unwritable(
        date,
        "\(UnixTime.describe(date)) is outside the years 0000–9999 that an RFC 3339 "
          + "date-time can write")
    }
    return RFC3339.format(millisecondsSince1970: milliseconds)
  }
}
