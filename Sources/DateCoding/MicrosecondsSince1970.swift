@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `Date` as an integer number of microseconds since
/// 1970-01-01T00:00:00Z, `1732181400250123`, whatever the coder's date strategy.
///
/// PostgreSQL, Firestore (which stores times to the microsecond) and many event streams count
/// time this way. It works on `Date`, `Date?`, `[Date]` and `[String: Date]`:
///
/// ```swift
/// struct Event: Codable {
///     @MicrosecondsSince1970 var occurredAt: Date      // 1732181400250123
///     @MicrosecondsSince1970 var processedAt: Date?    // missing or null → nil; nil → omitted
/// }
/// ```
///
/// Decoding accepts what ``MillisecondsSince1970`` accepts, in microseconds: integers — read as
/// `Int64`, exactly — and floating-point numbers (`1.5` is 1.5 µs), from −62167219200000000
/// (0000-01-01T00:00:00Z) up to, not including, 253402300800000000 (10000-01-01T00:00:00Z). Other
/// numbers are rejected with `DecodingError.dataCorrupted` quoting the number; a string is a
/// `typeMismatch`.
///
/// - Note: Wire format: an integer, in every coder — an `<integer>` in property lists. A date is
///   written rounded to the nearest microsecond (a tie goes to the later one). A `Date` is a
///   `Double` of seconds, so its precision shrinks away from 2001 — a unit in its last place is
///   0.12 µs until 2035, 0.24 µs until 2069, 0.48 µs until 2137 and 30 µs in the year 9999.
///   Every count from 1970 to 2100 is written back as the same integer; farther out, the integer
///   is the one nearest to the `Date` that was decoded, and that integer decodes to the same
///   `Date`. The date decoded from `n` is the one a ``Timestamp`` of the same instant gives. Dates outside the years 0000–9999 cannot be
///   written (`EncodingError.invalidValue`). See ``MicrosecondsSince1970Transform``.
public typealias MicrosecondsSince1970<Property: TransformShape<Date>> = TransformCoded<
  MicrosecondsSince1970Transform, Property
>

/// The transform behind ``MicrosecondsSince1970``: a `Date` and its microseconds since 1970.
///
/// ```swift
/// let date = try MicrosecondsSince1970Transform.decode(.integer(1_732_181_400_250_123))
/// self.occurredAt = try container.decode(
///     using: MicrosecondsSince1970Transform.self, forKey: .occurredAt)
/// ```
public enum MicrosecondsSince1970Transform: CodingTransform {
  /// Converts microseconds since 1970 into a date.
  ///
  /// - Parameter count: The decoded count.
  /// - Returns: The date of the instant, as ``Timestamp/dateValue()`` gives it.
  /// - Throws: ``TransformError`` quoting the number when it is not finite or outside the years
  ///   0000–9999 (`-62167219200000000..<253402300800000000`).
  public static func decode(_ count: EpochCount) throws -> Date {
    try SubsecondUnixTime.microseconds.decode(count)
  }

  /// Converts a date into whole microseconds since 1970.
  ///
  /// - Parameter date: The date to encode.
  /// - Returns: The nearest whole microsecond, as ``EpochCount/integer(_:)``; the last half
  ///   microsecond of 9999 gives `253402300799999999`.
  /// - Throws: `EncodingError.invalidValue` when the date is outside the years 0000–9999 or not
  ///   finite, holding the date's `timeIntervalSince1970`: Foundation cannot describe such a
  ///   date.
  public static func encode(_ date: Date) throws -> EpochCount {
    try SubsecondUnixTime.microseconds.encode(date)
  }
}
