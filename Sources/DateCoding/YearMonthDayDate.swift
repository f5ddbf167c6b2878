@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `Date` as a calendar day in UTC, `"2026-11-21"`, whatever
/// the coder's date strategy.
///
/// Birthdays, due dates and publication dates are days, not instants. It works on `Date`,
/// `Date?`, `[Date]` and `[String: Date]`:
///
/// ```swift
/// struct Person: Codable {
///     var name: String
///     @YearMonthDayDate var birthday: Date          // "1984-01-22" ↔ 1984-01-22T00:00:00Z
///     @YearMonthDayDate var anniversaries: [Date]   // a bad element fails at anniversaries[1]
/// }
/// ```
///
/// Decoding accepts exactly `YYYY-MM-DD` — four digits, two, two, with hyphens — for an
/// existing day of the proleptic Gregorian calendar from 0000-01-01 to 9999-12-31, and gives
/// midnight UTC of that day. Anything else is `DecodingError.dataCorrupted` quoting the string:
/// `"2026-2-3"`, `"2026-02-30"`, `"20260221"`, `"2026-02-21T00:00:00Z"`, surrounding spaces.
///
/// - Note: Wire format: `YYYY-MM-DD`, the UTC day of the date. A date with a time of day is
///   written as its day — `2026-11-21T18:30:00Z` as `"2026-11-21"` — and decodes back as that
///   day's midnight, so only midnight dates round-trip exactly. Dates outside the years
///   0000–9999 cannot be written (`EncodingError.invalidValue`). For a day in another time zone
///   or another layout, write a ``DateFormatTransform``. See ``YearMonthDayDateTransform``.
public typealias YearMonthDayDate<Property: TransformShape<Date>> = TransformCoded<
  YearMonthDayDateTransform, Property
>

/// The transform behind ``YearMonthDayDate``: a `Date` and its UTC day, `"2026-11-21"`.
///
/// ```swift
/// let day = try YearMonthDayDateTransform.decode("1984-01-22")   // 1984-01-22T00:00:00Z
/// self.birthday = try container.decode(using: YearMonthDayDateTransform.self, forKey: .birthday)
/// ```
public enum YearMonthDayDateTransform: CodingTransform {
  /// Parses a `YYYY-MM-DD` day.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: Midnight UTC of that day.
  /// - Throws: ``TransformError`` quoting `string` when it is not exactly `YYYY-MM-DD` or names
  ///   no day (`"2026-02-30"`).
  public static func decode(_ string: String) throws -> Date {
    guard let day = parse(string.utf8) else {
      throw TransformError(rejecting: string, expected: "a day as YYYY-MM-DD (such as 2026-11-21)")
    }
    return Date(timeIntervalSince1970: Double(day.daysSince1970 * 86_400))
  }

  /// Formats the UTC day of a date.
  ///
  /// - Parameter date: The date to encode.
  /// - Returns: `YYYY-MM-DD`, the day in UTC; the time of day is dropped.
  /// - Throws: `EncodingError.invalidValue` when the date is not finite or outside the years
  ///   0000–9999.
  public static func encode(_ date: Date) throws -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, seconds >= Double(UnixTime.earliestRFC3339Second),
      seconds < Double(UnixTime.endSecond)
    else {
      throw UnixTime.unwritable(
        date,
        "\(UnixTime.describe(date)) is outside the years 0000–9999 that @YearMonthDayDate writes")
    }
    let day = CivilDate(daysSince1970: Int64((seconds / 86_400).rounded(.down)))
    return digits(day.year, 4) + "-" + digits(Int64(day.month), 2) + "-" + digits(Int64(day.day), 2)
  }

  private static func digits(_ value: Int64, _ count: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, count - text.count)) + text
  }

  /// The day `YYYY-MM-DD` names, or `nil`.
  private static func parse(_ bytes: some Collection<UInt8>) -> CivilDate? {
    guard bytes.count == 10 else { return nil }
    var year: Int64 = 0
    var month = 0
    var day = 0
    for (offset, byte) in bytes.enumerated() {
      if offset == 4 || offset == 7 {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      switch offset {
      case 0..<4: year = year * 10 + Int64(digit)
      case 5..<7: month = month * 10 + digit
      default: day = day * 10 + digit
      }
    }
    guard (1...12).contains(month),
      (1...CivilDate.numberOfDays(inMonth: month, of: year)).contains(day)
    else { return nil }
    return CivilDate(year: year, month: month, day: day)
  }
}
