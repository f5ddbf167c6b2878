@_exported import CodableTransformsCore
public import Foundation

extension Timestamp {
  /// Creates the timestamp of a date, truncated to the nanosecond as Firestore's
  /// `Timestamp(date:)` does.
  ///
  /// The date's `timeIntervalSince1970` is split into whole seconds rounded toward negative
  /// infinity and the non-negative rest, which is truncated to whole nanoseconds — Firestore's
  /// rule, computed here without rounding errors:
  ///
  /// ```swift
  /// Timestamp(date: Date(timeIntervalSince1970: 1.25))   // seconds: 1, nanoseconds: 250_000_000
  /// Timestamp(date: Date(timeIntervalSince1970: -1.25))  // seconds: -2, nanoseconds: 750_000_000
  /// // The Double nearest to 1732181400.123 is 1732181400.1229999065…
  /// Timestamp(date: Date(timeIntervalSince1970: 1_732_181_400.123))
  ///     // seconds: 1_732_181_400, nanoseconds: 122_999_906
  /// ```
  ///
  /// A date made with `Date(timeIntervalSince1970:)` comes back exactly from ``dateValue()``.
  ///
  /// Cloud Firestore stores microseconds and truncates the rest, so a date of `.685` seconds
  /// (`….684999942` as a `Double`) would be stored as `.684999`. Where the timestamp is for
  /// Firestore, round it with ``roundedToMicroseconds()``, as the Firestore REST encoder and
  /// `SnapshotEncoder`'s `.firestoreTimestamp` date strategy do.
  ///
  /// Any `Date` converts without trapping. One outside the years 0001–9999 gives a timestamp
  /// that is not ``isValid``; one beyond the range of `Int64` seconds gives `Int64.min` or
  /// `Int64.max` seconds, and a `NaN` date gives `Int64.min` seconds.
  ///
  /// - Parameter date: The date to convert.
  public init(date: Date) {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite else {
      self.init(seconds: interval > 0 ? .max : .min, nanoseconds: 0)
      return
    }
    let whole = interval.rounded(.down)
    guard let seconds = Int64(exactly: whole) else {
      self.init(seconds: whole > 0 ? .max : .min, nanoseconds: 0)
      return
    }
    // `whole` keeps the leading bits of `interval`, so the difference is exact, in [0, 1).
    let fraction = interval - whole
    let product = fraction * 1e9
    var nanoseconds = product.rounded(.down)
    // The product was rounded; when it rounded up onto a whole number, the exact product is
    // below it (the rounding error of a product is exactly representable).
    if nanoseconds == product, (-product).addingProduct(fraction, 1e9) < 0 {
      nanoseconds -= 1
    }
    self.init(seconds: seconds, nanoseconds: Int32(nanoseconds))
  }

  /// The date of this timestamp.
  ///
  /// The result is `Date(timeIntervalSince1970:)` of the `Double` nearest to
  /// `seconds + nanoseconds / 1e9` — exactly what the decimal literal gives when the timestamp
  /// has whole milliseconds:
  ///
  /// ```swift
  /// Timestamp(seconds: 1_732_181_400, nanoseconds: 123_000_000).dateValue()
  ///     == Date(timeIntervalSince1970: 1_732_181_400.123)   // true
  /// ```
  ///
  /// The date is made from a `Double` of seconds since 1970, whose resolution is about 0.24 µs
  /// for today's dates and 30 µs near the year 9999: the nanoseconds of a timestamp beyond that
  /// resolution are rounded away. ``init(date:)`` of the result gives back a timestamp within that resolution.
  /// The one exception to "nearest": an instant in the last 15 µs of 9999 gives the last `Date`
  /// before 10000-01-01, not 10000-01-01 itself, so that it can be written again.
  ///
  /// - Returns: The date, also for a timestamp that is not ``isValid``.
  public func dateValue() -> Date {
    UnixTime.date(seconds: seconds, nanoseconds: nanoseconds)
  }
}
