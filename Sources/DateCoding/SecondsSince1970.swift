@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `Date` as a number of seconds since
/// 1970-01-01T00:00:00Z, `1732181400.5`, whatever the coder's date strategy.
///
/// It works on `Date`, `Date?`, `[Date]` and `[String: Date]`:
///
/// ```swift
/// struct Session: Codable {
///     @SecondsSince1970 var startedAt: Date        // 1732181400.25
///     @SecondsSince1970 var endedAt: Date?         // missing or null → nil; nil → omitted
///     @SecondsSince1970 var heartbeats: [Date]
/// }
/// ```
///
/// Decoding accepts integer and floating-point numbers from −62167219200 (0000-01-01T00:00:00Z)
/// up to, not including, 253402300800 (10000-01-01T00:00:00Z): the years an RFC 3339 string can
/// write, so that every decoded date can also be written by ``ISO8601Date``. Larger numbers —
/// most often milliseconds given where seconds belong — and, in property lists, `NaN` and
/// infinities are rejected with `DecodingError.dataCorrupted` quoting the number. A string is a
/// `typeMismatch`.
///
/// - Note: Wire format: a number of seconds with its fraction, written in the fewest decimals
///   (whole seconds, milliseconds or microseconds, else every digit of the `Double`) that decode
///   back to the same `Date`. A `Date` counts from 2001 in a `Double`, so a number with more
///   digits than the `Date` can hold comes back as the number the `Date` does hold: `0.1234567`
///   decodes to a date that is written as `0.12345671653747559`, while `0.1` stays `0.1`. Dates made with
///   `Date(timeIntervalSince1970:)` — and all dates this wrapper decodes — round-trip exactly;
///   `Date.now` may move by up to 0.24 µs, a unit of the number's last place. See
///   ``SecondsSince1970Transform``.
public typealias SecondsSince1970<Property: TransformShape<Date>> = TransformCoded<
  SecondsSince1970Transform, Property
>

/// The transform behind ``SecondsSince1970``: a `Date` and its seconds since 1970.
///
/// ```swift
/// let date = try SecondsSince1970Transform.decode(1_732_181_400.5)
/// self.startedAt = try container.decode(using: SecondsSince1970Transform.self, forKey: .startedAt)
/// ```
public enum SecondsSince1970Transform: CodingTransform {
  /// Converts seconds since 1970 into a date.
  ///
  /// - Parameter seconds: The decoded number.
  /// - Returns: `Date(timeIntervalSince1970: seconds)`.
  /// - Throws: ``TransformError`` quoting `seconds` when it is not finite or outside the years
  ///   0000–9999 (`-62167219200..<253402300800`).
  public static func decode(_ seconds: Double) throws -> Date {
    guard seconds >= Double(UnixTime.earliestRFC3339Second), seconds < Double(UnixTime.endSecond)
    else {
      let hint = seconds >= Double(UnixTime.endSecond) && seconds.isFinite ? "; milliseconds?" : ""
      throw TransformError(
        "'\(UnixTime.describe(seconds))' is not a number of seconds since 1970 in the years "
          + "0000–9999 (-62167219200..<253402300800)\(hint)")
    }
    return Date(timeIntervalSince1970: seconds)
  }

  /// Converts a date into seconds since 1970, in the fewest decimals that decode back to it.
  ///
  /// - Parameter date: The date to encode.
  /// - Returns: `date.timeIntervalSince1970`, or the number with 0, 3 or 6 decimals nearest to
  ///   it when that decodes to exactly the same date.
  /// - Throws: `EncodingError.invalidValue` when the date is outside the years 0000–9999 or not
  ///   finite, holding the date's `timeIntervalSince1970`: Foundation cannot describe such a
  ///   date.
  public static func encode(_ date: Date) throws -> Double {
    let seconds = date.timeIntervalSince1970
    guard seconds >= Double(UnixTime.earliestRFC3339Second), seconds < Double(UnixTime.endSecond)
    else {
      throw UnixTime.unwritable(
        date,
        "\(UnixTime.describe(date)) is outside the years 0000–9999 that @SecondsSince1970 writes")
    }
    if seconds.rounded() == seconds { return seconds }
    let target = date.timeIntervalSinceReferenceDate
    var scale = 1.0
    while scale <= 1e6 {
      let shorter = (seconds * scale).rounded() / scale
      if Date(timeIntervalSince1970: shorter).timeIntervalSinceReferenceDate == target {
        return shorter
      }
      scale *= 1000
    }
    return seconds
  }
}
