@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `Date` as an RFC 2822 (RFC 5322) date, the form of e-mail
/// headers and RSS feeds: `"Thu, 21 Nov 2024 09:30:00 +0000"`.
///
/// It works on `Date`, `Date?`, `[Date]` and `[String: Date]`:
///
/// ```swift
/// struct FeedItem: Codable {
///     var title: String
///     @RFC2822Date var published: Date            // "Thu, 21 Nov 2024 09:30:00 +0000"
///     @RFC2822Date var updated: Date?             // missing or null → nil; nil → omitted
/// }
/// ```
///
/// Decoding accepts RFC 5322 §3.3 date-times, with the module's own parser: an optional day of
/// the week that must be the date's (`Thu,`), a one- or two-digit day, an English month
/// abbreviation, a four-digit year, `hh:mm` with optional `:ss`, and a zone — `+hhmm`/`-hhmm`,
/// or the obsolete names `UT`, `GMT`, `Z`, `EST`, `EDT`, `CST`, `CDT`, `MST`, `MDT`, `PST` and
/// `PDT`. Names are read in any case; tokens are separated by spaces or tabs. Everything else is
/// `DecodingError.dataCorrupted` quoting the string: a two-digit year, a comment in
/// parentheses, a military zone letter other than `Z`, February 30, `24:00`, a leap second, a
/// wrong day of the week.
///
/// - Note: Wire format: `"EEE, dd MMM yyyy HH:mm:ss +0000"` in UTC, English names. A date is
///   written rounded down to the whole second, so only dates with whole seconds round-trip
///   exactly; dates outside the years 0000–9999 cannot be written
///   (`EncodingError.invalidValue`). See ``RFC2822DateTransform``.
public typealias RFC2822Date<Property: TransformShape<Date>> = TransformCoded<
  RFC2822DateTransform, Property
>

/// The transform behind ``RFC2822Date``: a `Date` and its RFC 2822 string in UTC.
///
/// ```swift
/// let date = try RFC2822DateTransform.decode("Thu, 21 Nov 2024 10:30:00 +0100")
/// try RFC2822DateTransform.encode(date)   // "Thu, 21 Nov 2024 09:30:00 +0000"
/// ```
public enum RFC2822DateTransform: CodingTransform {
  /// Parses an RFC 5322 date-time.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The instant it names.
  /// - Throws: ``TransformError`` quoting `string` when it is not an RFC 5322 date-time in the
  ///   years 0000–9999 (see ``RFC2822Date``).
  public static func decode(_ string: String) throws -> Date {
    guard let seconds = parse(Array(string.utf8)) else {
      throw TransformError(
        rejecting: string,
        expected: "an RFC 2822 date such as 'Thu, 21 Nov 2024 09:30:00 +0000'")
    }
    return Date(timeIntervalSince1970: Double(seconds))
  }

  /// Formats a date in UTC.
  ///
  /// - Parameter date: The date to encode.
  /// - Returns: `"EEE, dd MMM yyyy HH:mm:ss +0000"`, the time rounded down to the second.
  /// - Throws: `EncodingError.invalidValue` when the date is outside the years 0000–9999 or not
  ///   finite.
  public static func encode(_ date: Date) throws -> String {
    let interval = date.timeIntervalSince1970
    guard interval >= Double(UnixTime.earliestRFC3339Second), interval < Double(UnixTime.endSecond)
    else {
      throw UnixTime.unwritable(
        date, "\(UnixTime.describe(date)) is outside the years 0000–9999 that @RFC2822Date writes")
    }
    let seconds = Int64(interval.rounded(.down))
    let (days, secondOfDay) = RFC3339.floorDivision(seconds, 86_400)
    let day = CivilDate(daysSince1970: days)
    let weekday = weekdays[weekdayIndex(daysSince1970: days)]
    return "\(weekday), \(pad(Int64(day.day), 2)) \(months[day.month - 1]) \(pad(day.year, 4)) "
      + "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
      + " +0000"
  }

  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  /// The obsolete zone names of RFC 5322 §4.3 and their offsets in minutes.
  private static let zones: [String: Int64] = [
    "UT": 0, "GMT": 0, "Z": 0, "EST": -300, "EDT": -240, "CST": -360, "CDT": -300, "MST": -420,
    "MDT": -360, "PST": -480, "PDT": -420,
  ]

  /// `0` for Sunday; 1970-01-01 was a Thursday.
  private static func weekdayIndex(daysSince1970 days: Int64) -> Int {
    Int(RFC3339.floorDivision(days + 4, 7).1)
  }

  private static func pad(_ value: Int64, _ count: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, count - text.count)) + text
  }

  /// The seconds since 1970 the string names, or `nil`.
  private static func parse(_ bytes: [UInt8]) -> Int64? {
    var scanner = Scanner(bytes)
    scanner.skipSpaces()
    var weekday: Int?
    if let first = scanner.peek, isLetter(first) {
      guard let name = scanner.word(), let index = index(of: name, in: weekdays) else { return nil }
      weekday = index
      scanner.skipSpaces()
      guard scanner.take(UInt8(ascii: ",")) else { return nil }
      scanner.skipSpaces()
    }
    guard let day = scanner.number(digits: 1...2), scanner.skipSpaces(required: true),
      let monthName = scanner.word(), let month = index(of: monthName, in: months),
      scanner.skipSpaces(required: true), let year = scanner.number(digits: 4...4),
      scanner.skipSpaces(required: true), let hour = scanner.number(digits: 2...2),
      scanner.take(UInt8(ascii: ":")), let minute = scanner.number(digits: 2...2)
    else { return nil }
    var second: Int64 = 0
    if scanner.take(UInt8(ascii: ":")) {
      guard let value = scanner.number(digits: 2...2) else { return nil }
      second = value
    }
    guard scanner.skipSpaces(required: true), let offset = zone(&scanner) else { return nil }
    scanner.skipSpaces()
    guard scanner.isAtEnd, (1...12).contains(month + 1),
      (1...Int64(CivilDate.numberOfDays(inMonth: month + 1, of: year))).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }
    let days = CivilDate(year: year, month: month + 1, day: Int(day)).daysSince1970
    if let weekday, weekday != weekdayIndex(daysSince1970: days) { return nil }
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset * 60
    guard UnixTime.rfc3339Seconds.contains(seconds) else { return nil }
    return seconds
  }

  /// The zone's offset from UTC in minutes, or `nil`.
  private static func zone(_ scanner: inout Scanner) -> Int64? {
    if let sign = scanner.peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      _ = scanner.take(sign)
      guard let hhmm = scanner.number(digits: 4...4), hhmm % 100 < 60 else { return nil }
      return (sign == UInt8(ascii: "-") ? -1 : 1) * (hhmm / 100 * 60 + hhmm % 100)
    }
    guard let name = scanner.word() else { return nil }
    return zones[name.uppercased()]
  }

  private static func index(of name: String, in names: [String]) -> Int? {
    names.firstIndex { $0.caseInsensitiveCompare(name) == .orderedSame }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  /// A cursor over the string's bytes.
  private struct Scanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position == bytes.count }
    var peek: UInt8? { isAtEnd ? nil : bytes[position] }

    mutating func take(_ byte: UInt8) -> Bool {
      guard peek == byte else { return false }
      position += 1
      return true
    }

    /// Skips spaces and tabs; returns whether there was at least one when `required`.
    @discardableResult
    mutating func skipSpaces(required: Bool = false) -> Bool {
      let start = position
      while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        position += 1
      }
      return !required || position > start
    }

    /// The letters at the cursor, or `nil` when there are none.
    mutating func word() -> String? {
      let start = position
      while let byte = peek, RFC2822DateTransform.isLetter(byte) { position += 1 }
      guard position > start else { return nil }
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The number of `digits` ASCII digits at the cursor, or `nil`.
    mutating func number(digits: ClosedRange<Int>) -> Int64? {
      let start = position
      var value: Int64 = 0
      while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"),
        position - start < digits.upperBound
      {
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        position += 1
      }
      guard digits.contains(position - start) else { return nil }
      if let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { return nil }
      return value
    }
  }
}
