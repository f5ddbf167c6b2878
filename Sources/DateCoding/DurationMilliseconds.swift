@_exported import CodableTransformsCore

/// A property wrapper that codes a `Duration` as an integer number of milliseconds, `1500`.
///
/// JavaScript timers, many APIs and configuration files count intervals in milliseconds. It works
/// on `Duration`, `Duration?`, `[Duration]` and `[String: Duration]`:
///
/// ```swift
/// struct RetryPolicy: Codable {
///     @DurationMilliseconds var initialDelay: Duration       // 250
///     @DurationMilliseconds var timeout: Duration?           // missing or null → nil
///     @DurationMilliseconds var backoff: [Duration]          // [250, 500, 1000]
/// }
/// ```
///
/// Decoding accepts what the coder reads as a 64-bit integer; a fraction (`1.5`), a string or a
/// boolean is the coder's error.
///
/// - Note: Wire format: an integer, in every coder. A duration is written rounded to the nearest
///   millisecond (a tie away from zero), so durations of whole milliseconds round-trip exactly;
///   one longer than about 292 million years cannot be written (`EncodingError.invalidValue`).
///   See ``DurationMillisecondsTransform``.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public typealias DurationMilliseconds<Property: TransformShape<Duration>> = TransformCoded<
  DurationMillisecondsTransform, Property
>

/// The transform behind ``DurationMilliseconds``: a `Duration` and its whole milliseconds.
///
/// ```swift
/// let delay = DurationMillisecondsTransform.decode(250)          // .milliseconds(250)
/// self.delay = try container.decode(using: DurationMillisecondsTransform.self, forKey: .delay)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public enum DurationMillisecondsTransform: CodingTransform {
  /// Converts milliseconds into a duration.
  ///
  /// - Parameter milliseconds: The decoded integer.
  /// - Returns: `.milliseconds(milliseconds)`.
  public static func decode(_ milliseconds: Int64) -> Duration {
    .milliseconds(milliseconds)
  }

  /// Converts a duration into whole milliseconds, rounded to the nearest.
  ///
  /// - Parameter duration: The duration to encode.
  /// - Returns: The nearest whole number of milliseconds.
  /// - Throws: ``TransformError`` when the milliseconds do not fit `Int64`.
  public static func encode(_ duration: Duration) throws -> Int64 {
    let (seconds, attoseconds) = duration.components
    // attoseconds has the sign of the duration; round half away from zero.
    let half: Int64 = attoseconds >= 0 ? 500_000_000_000_000 : -500_000_000_000_000
    let fraction = (attoseconds + half) / 1_000_000_000_000_000
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    let (milliseconds, overflowAgain) = scaled.addingReportingOverflow(fraction)
    guard !overflow, !overflowAgain else {
      throw TransformError("\(duration) is too long to be written as Int64 milliseconds")
    }
    return milliseconds
  }
}
