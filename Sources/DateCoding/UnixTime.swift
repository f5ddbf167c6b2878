@_exported import CodableTransformsCore
import Foundation

// How the module turns counts since 1970-01-01T00:00:00Z into `Date`s and back, in one place.
//
// A `Date` is a `Double` of seconds since 2001-01-01T00:00:00Z. Every wrapper of the module
// converts through `Date(timeIntervalSince1970:)` and `timeIntervalSince1970`, as Foundation's
// coding strategies and Firestore do, so that an instant given with milliseconds decodes to the
// same `Date` in every wrapper — the `Date` that `Date(timeIntervalSince1970: 1732181400.123)`
// creates from the decimal literal.

/// Constants and conversions between `Date` and time since 1970.
enum UnixTime {
  /// 0000-01-01T00:00:00Z: the earliest instant RFC 3339 can write.
  static let earliestRFC3339Second: Int64 = -62_167_219_200
  /// 0001-01-01T00:00:00Z: the earliest instant of a `Timestamp`, as in Firestore.
  static let earliestTimestampSecond: Int64 = -62_135_596_800
  /// 10000-01-01T00:00:00Z: the first instant after the years RFC 3339 can write.
  static let endSecond: Int64 = 253_402_300_800

  /// The seconds the number and string formats accept: the years 0000–9999.
  static let rfc3339Seconds = earliestRFC3339Second..<endSecond
  /// The seconds a `Timestamp` accepts: the years 0001–9999.
  static let timestampSeconds = earliestTimestampSecond..<endSecond

  /// The date of an instant given as whole seconds and nanoseconds since 1970.
  ///
  /// The result is `Date(timeIntervalSince1970: x)` where `x` is the `Double` nearest to
  /// `seconds + nanoseconds / 1e9` whenever the instant, counted in its coarsest exact unit
  /// (seconds, milliseconds, microseconds or nanoseconds), is below 2⁵³ of that unit — always for
  /// whole seconds and milliseconds in the years 0000–9999; otherwise within one unit in the last
  /// place of it.
  ///
  /// One exception keeps every instant of the year 9999 in it: the `Double`s near 10000-01-01
  /// are 30 µs apart, so the nearest one to an instant in the last 15 µs of 9999 is
  /// 10000-01-01T00:00:00Z itself; such an instant gives the last `Double` before it instead,
  /// which the module's formats can write.
  static func date(seconds: Int64, nanoseconds: Int32) -> Date {
    var since1970 = secondsSince1970(seconds: seconds, nanoseconds: nanoseconds)
    if seconds < endSecond, since1970 >= Double(endSecond) {
      since1970 = Double(endSecond).nextDown
    }
    return Date(timeIntervalSince1970: since1970)
  }

  static func secondsSince1970(seconds: Int64, nanoseconds: Int32) -> Double {
    if nanoseconds == 0 { return Double(seconds) }
    guard (0..<1_000_000_000).contains(nanoseconds) else {
      return Double(seconds) + Double(nanoseconds) / 1e9
    }
    let (unitsPerSecond, units): (Int64, Int64) =
      if nanoseconds % 1_000_000 == 0 {
        (1000, Int64(nanoseconds / 1_000_000))
      } else if nanoseconds % 1000 == 0 {
        (1_000_000, Int64(nanoseconds / 1000))
      } else {
        (1_000_000_000, Int64(nanoseconds))
      }
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: unitsPerSecond)
    let (total, carry) = scaled.addingReportingOverflow(units)
    // Both operands of the division are exact, so the quotient is correctly rounded.
    if !overflow, !carry, total.magnitude <= 1 << 53 {
      return Double(total) / Double(unitsPerSecond)
    }
    return Double(seconds) + Double(nanoseconds) / 1e9
  }

  /// The date's whole milliseconds since 1970, rounded to the nearest (a tie goes to the later
  /// millisecond), or `nil` when the date is not in the years 0000–9999.
  ///
  /// The last half millisecond before 10000-01-01 gives 9999-12-31T23:59:59.999, so that every
  /// date in range has a millisecond in range.
  static func roundedMilliseconds(of date: Date) -> Int64? {
    let seconds = date.timeIntervalSince1970
    guard seconds >= Double(earliestRFC3339Second), seconds < Double(endSecond) else {
      return nil  // also NaN
    }
    // |seconds × 1000| < 2⁴⁸ here, so adding ½ is exact.
    let milliseconds = Int64((seconds * 1000 + 0.5).rounded(.down))
    return min(milliseconds, endSecond * 1000 - 1)
  }

  /// The date `count` units after 1970-01-01T00:00:00Z, for units that divide a second into
  /// `unitsPerSecond` (1000, 1 000 000 or 1 000 000 000): the date of the same instant as a
  /// ``Timestamp`` gives.
  static func date(count: Int64, unitsPerSecond: Int64) -> Date {
    // Floor division: -1 µs is 1969-12-31T23:59:59.999999, a second of -1 and 999 999 000 ns.
    var (seconds, remainder) = count.quotientAndRemainder(dividingBy: unitsPerSecond)
    if remainder < 0 {
      seconds -= 1
      remainder += unitsPerSecond
    }
    return date(
      seconds: seconds, nanoseconds: Int32(remainder * (1_000_000_000 / unitsPerSecond)))
  }

  /// The date's count of units since 1970, rounded to the nearest unit (a tie goes to the later
  /// one), or `nil` when the date is not finite or its count does not fit `Int64`.
  ///
  /// The date's seconds since 1970 are split into a whole and a fraction exactly; only the
  /// fraction is scaled, so the count is the unit nearest to the `Double` the date holds. The
  /// `Double`s nearest to `Int64.min` and `Int64.max` units give those counts, so that a date
  /// decoded from either end is written back as it.
  static func roundedCount(of date: Date, unitsPerSecond: Int64) -> Int64? {
    let interval = date.timeIntervalSince1970
    let perSecond = Double(unitsPerSecond)
    guard interval >= Double(Int64.min) / perSecond, interval <= Double(Int64.max) / perSecond
    else {
      return nil  // also NaN and infinities
    }
    let whole = interval.rounded(.down)
    let seconds = Int64(whole)
    // `whole` keeps the leading bits of `interval`, so the difference is exact, in [0, 1).
    let units = Int64(((interval - whole) * perSecond).rounded(.toNearestOrAwayFromZero))
    // Each product is in range; only the ends can step past `Int64`, by less than a `Double`'s
    // precision there.
    if seconds >= 0 {
      let (count, overflow) = (seconds * unitsPerSecond).addingReportingOverflow(units)
      return overflow ? .max : count
    }
    let (count, overflow) = ((seconds + 1) * unitsPerSecond).subtractingReportingOverflow(
      unitsPerSecond - units)
    return overflow ? .min : count
  }

  /// A number as the module quotes it in messages: `1732181400123`, not `1732181400123.0`.
  static func describe(_ number: Double) -> String {
    if number.rounded() == number, number.magnitude < 1e15 {
      return String(Int64(number))
    }
    return "\(number)"
  }

  /// `Date(timeIntervalSince1970: 253402300800.0)`, the way a message names a date that no
  /// format of the module can write.
  static func describe(_ date: Date) -> String {
    "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
  }

  /// The error a transform throws for a date its format cannot write: an
  /// `EncodingError.invalidValue` whose value is the date's `timeIntervalSince1970`, with
  /// `message` and a ``TransformError`` as the underlying error, which the core puts at the
  /// property's path.
  ///
  /// The error carries the `Double` instead of the `Date` because an `EncodingError` describes
  /// its value when it is printed, and Foundation cannot describe the dates no format writes:
  /// `Date.description` is `<description unavailable>` outside the years 0000–9999 and traps on
  /// `NaN` (swift-foundation on Linux).
  static func unwritable(_ date: Date, _ message: String) -> any Error {
    EncodingError.invalidValue(
      date.timeIntervalSince1970,
      EncodingError.Context(
        codingPath: [], debugDescription: message, underlyingError: TransformError(message)))
  }
}
