@_exported import CodableTransformsCore
public import Foundation

/// A transform that codes a `Date` as a string in a format you describe — the base of your own
/// date wrapper for a layout no catalogue wrapper writes.
///
/// Describe the format with a `Date.FormatString` (fields written as interpolations, literal
/// text as is), and name the wrapper with a typealias, as for any transform:
///
/// ```swift
/// enum EuropeanDate: DateFormatTransform {
///     static var format: Date.FormatString {
///         "\(day: .twoDigits).\(month: .twoDigits).\(year: .padded(4))"
///     }
///     static var formatDescription: String { "DD.MM.YYYY" }
/// }
/// typealias EuropeanDateString<Property: TransformShape<Date>> = TransformCoded<EuropeanDate, Property>
///
/// struct Invoice: Codable {
///     @EuropeanDateString var issued: Date        // "21.11.2026"
///     @EuropeanDateString var paid: Date?         // missing or null → nil
/// }
/// ```
///
/// Formatting and parsing use Foundation's `Date.VerbatimFormatStyle` and `Date.ParseStrategy`
/// with ``timeZone`` (UTC by default), ``locale`` (`en_US_POSIX` by default, so that month and
/// weekday names are English whatever the device's language) and the Gregorian calendar. They
/// are built once per transform type, the first time it decodes or encodes, so a computed
/// ``format`` such as the one above costs nothing per value; both are `Sendable` values, shared
/// by every thread.
///
/// Decoding is strict: a string is accepted only when it is exactly what formatting the date it
/// names writes. Foundation's parser alone accepts `"2026-11-1x"` as November 1st and
/// `"2026-1-5"` for a two-digit month; this transform rejects both with
/// `DecodingError.dataCorrupted` quoting the string and naming ``formatDescription``. A format
/// with a time-zone field accepts only the offset the formatter writes (that of ``timeZone``).
///
/// - Note: Wire format: the string `Date.VerbatimFormatStyle` writes with ``format``,
///   ``timeZone`` and ``locale``. Fields the format leaves out (the time of day, seconds) are
///   dropped when writing and are zero when reading, so only dates the format can represent
///   round-trip exactly. ``format``, ``timeZone`` and ``locale`` are read once per type: they
///   must not change while the program runs.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public protocol DateFormatTransform: CodingTransform where Value == Date, CodingValue == String {
  /// The layout of the string, such as `"\(year: .padded(4))-\(month: .twoDigits)"`.
  static var format: Date.FormatString { get }

  /// How errors name the format, such as `"YYYY-MM"`. The default is the type's name.
  static var formatDescription: String { get }

  /// The type of ``timeZone``, inferred from its declaration: `TimeZone`.
  ///
  /// It is an associated type so that a declaration of another type is refused rather than
  /// ignored: `static let timeZone = TimeZone(identifier: "Europe/Paris")` is a `TimeZone?`,
  /// which would leave the default, UTC, in force unseen. The transform then does not conform,
  /// and the compiler notes that its `decode(_:)` "would match if 'TimeZone?' was the same type
  /// as 'TimeZone'": unwrap it, `TimeZone(identifier: "Europe/Paris")!`.
  associatedtype FormatTimeZone = TimeZone

  /// The time zone the string is written in. The default is UTC.
  static var timeZone: FormatTimeZone { get }

  /// The locale of month and weekday names. The default is `en_US_POSIX`.
  static var locale: Locale { get }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension DateFormatTransform {
  /// The type's name.
  public static var formatDescription: String { "the format of \(Self.self)" }

  /// `en_US_POSIX`.
  public static var locale: Locale { Locale(identifier: "en_US_POSIX") }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension DateFormatTransform where FormatTimeZone == TimeZone {
  /// UTC.
  public static var timeZone: TimeZone {
    // `TimeZone.gmt` needs macOS 13 and iOS 16; an offset of zero is always in range.
    guard let utc = TimeZone(secondsFromGMT: 0) else {
      preconditionFailure("Foundation has no time zone at offset zero")
    }
    return utc
  }
}

// The conversions need a `TimeZone`: a ``DateFormatTransform/timeZone`` of another type leaves
// the transform without `decode(_:)` and `encode(_:)`, so that it does not compile.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension DateFormatTransform where FormatTimeZone == TimeZone {

  /// Parses a string in ``format``.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The date it names.
  /// - Throws: `DecodingError.dataCorrupted` quoting `string` and naming ``formatDescription``
  ///   when it is not exactly what formatting that date writes, or names a date outside the years
  ///   0000–9999 that ``encode(_:)`` writes; Foundation's parsing error, if any, is the
  ///   `underlyingError`.
  public static func decode(_ string: String) throws -> Date {
    let formats = DateFormats.of(Self.self)
    var parseError: (any Error)?
    do {
      let date = try formats.parseStrategy.parse(string)
      // A date that `encode` refuses (a five-digit year) is not read either: what decodes must
      // write back.
      let seconds = date.timeIntervalSince1970
      if seconds >= Double(UnixTime.earliestRFC3339Second), seconds < Double(UnixTime.endSecond),
        formats.formatStyle.format(date) == string
      {
        return date
      }
    } catch {
      parseError = error
    }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: [], debugDescription: "'\(string)' is not a date in \(formatDescription)",
        underlyingError: parseError))
  }

  /// Formats a date in ``format``.
  ///
  /// - Parameter date: The date to encode.
  /// - Returns: The string.
  /// - Throws: `EncodingError.invalidValue` for a date outside the years 0000–9999 or not
  ///   finite.
  public static func encode(_ date: Date) throws -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds >= Double(UnixTime.earliestRFC3339Second), seconds < Double(UnixTime.endSecond)
    else {
      throw UnixTime.unwritable(
        date, "\(UnixTime.describe(date)) is outside the years 0000–9999 that \(Self.self) writes")
    }
    return DateFormats.of(Self.self).formatStyle.format(date)
  }
}

/// The parse strategy and format style of one ``DateFormatTransform`` type, built from its
/// requirements the first time the type decodes or encodes, and kept for the process.
///
/// The guide writes ``DateFormatTransform/format`` as a computed property, whose interpolation
/// builds the format again at every read, and a strategy and a style made for each value
/// would read it twice per value and build a calendar, a locale and a time zone each time.
/// Looking a type up here costs a lock and a dictionary lookup per value.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
final class DateFormats: Sendable {
  let parseStrategy: Date.ParseStrategy
  let formatStyle: Date.VerbatimFormatStyle

  private init<Transform: DateFormatTransform>(_: Transform.Type)
  where Transform.FormatTimeZone == TimeZone {
    let (format, timeZone, locale) = (Transform.format, Transform.timeZone, Transform.locale)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    parseStrategy = Date.ParseStrategy(
      format: format, locale: locale, timeZone: timeZone, calendar: calendar, isLenient: false)
    formatStyle = Date.VerbatimFormatStyle(
      format: format, locale: locale, timeZone: timeZone, calendar: calendar)
  }

  private static let byType = Locked<[ObjectIdentifier: DateFormats]>([:])

  /// The formats of `transform`, built on first use.
  static func of<Transform: DateFormatTransform>(_ transform: Transform.Type) -> DateFormats
  where Transform.FormatTimeZone == TimeZone {
    let key = ObjectIdentifier(transform)
    if let formats = byType.withLock({ $0[key] }) { return formats }
    // Built outside the lock, since it runs the type's own code; two threads that race here
    // build equal formats, and the first one stored is kept.
    let formats = DateFormats(transform)
    return byType.withLock { byType in
      if let stored = byType[key] { return stored }
      byType[key] = formats
      return formats
    }
  }
}
