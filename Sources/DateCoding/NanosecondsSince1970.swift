@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `Date` as an integer number of nanoseconds since
/// 1970-01-01T00:00:00Z, `1732181400250123456`, whatever the coder's date strategy.
///
/// Go's `time.UnixNano()`, Java's `Instant` in nanoseconds, OpenTelemetry and many databases
/// count time this way. It works on `Date`, `Date?`, `[Date]` and `[String: Date]`:
///
/// ```swift
/// struct Span: Codable {
///     @NanosecondsSince1970 var start: Date       // 1732181400250123456
///     @NanosecondsSince1970 var end: Date?        // missing or null → nil; nil → omitted
/// }
/// ```
///
/// Decoding accepts what ``MillisecondsSince1970`` accepts, in nanoseconds: integers — every
/// `Int64`, read exactly, `Int64.max` being 2262-04-11T23:47:16.854775807Z — and floating-point
/// numbers in the `Int64` range. Other numbers are rejected with `DecodingError.dataCorrupted`
/// quoting the number; a string is a `typeMismatch`.
///
/// - Note: Wire format: an integer, in every coder — an `<integer>` in property lists. A date is
///   written rounded to the nearest nanosecond (a tie goes to the later one). A `Date` is a
///   `Double` of seconds, converted through seconds since 1970 as in the rest of the module: today
///   it holds an instant to about 0.1 µs, so the last two or three digits of a decoded count are
///   not kept. A date is written as the count nearest to it, so a decoded date round-trips:
///   decoding the written count gives the same `Date`. `Int64.max` and `Int64.min` decode, and
///   are written back as themselves. Dates outside the `Int64`
///   range (before 1677-09-21T00:12:43.145224192Z or after 2262-04-11T23:47:16.854775807Z)
///   cannot be written: `EncodingError.invalidValue`, never a trap. See
///   ``NanosecondsSince1970Transform``.
public typealias NanosecondsSince1970<Property: TransformShape<Date>> = TransformCoded<
  NanosecondsSince1970Transform, Property
>

/// The transform behind ``NanosecondsSince1970``: a `Date` and its nanoseconds since 1970.
///
/// ```swift
/// let date = try NanosecondsSince1970Transform.decode(.integer(1_732_181_400_250_123_456))
/// self.start = try container.decode(using: NanosecondsSince1970Transform.self, forKey: .start)
/// ```
public enum NanosecondsSince1970Transform: CodingTransform {
  /// Converts nanoseconds since 1970 into a date.
  ///
  /// - Parameter count: The decoded count.
  /// - Returns: The date of the instant, as ``Timestamp/dateValue()`` gives it.
  /// - Throws: ``TransformError`` quoting the number when it is not finite or outside the
  ///   `Int64` range.
  public static func decode(_ count: EpochCount) throws -> Date {
    try SubsecondUnixTime.nanoseconds.decode(count)
  }

  /// Converts a date into whole nanoseconds since 1970.
  ///
  /// - Parameter date: The date to encode.
  /// - Returns: The nearest whole nanosecond, as ``EpochCount/integer(_:)``.
  /// - Throws: `EncodingError.invalidValue` when the date's nanoseconds do not fit `Int64` or it
  ///   is not finite, holding the date's `timeIntervalSince1970`: Foundation cannot describe
  ///   such a date.
  public static func encode(_ date: Date) throws -> EpochCount {
    try SubsecondUnixTime.nanoseconds.encode(date)
  }
}
