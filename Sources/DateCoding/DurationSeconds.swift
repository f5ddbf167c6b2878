@_exported import CodableTransformsCore

/// A property wrapper that codes a `Duration` as a number of seconds, `1.5`, instead of the
/// standard library's pair of attosecond integers.
///
/// `Duration`'s own `Codable` conformance writes `[0, 1500000000000000000]`; APIs write timeouts,
/// lengths and intervals as seconds. It works on `Duration`, `Duration?`, `[Duration]` and
/// `[String: Duration]`:
///
/// ```swift
/// struct Track: Codable {
///     var title: String
///     @DurationSeconds var length: Duration          // 215.25
///     @DurationSeconds var fadeOut: Duration?        // missing or null → nil; nil → omitted
///     @DurationSeconds var chapters: [Duration]      // [0, 61.5, 130]
/// }
/// ```
///
/// Decoding accepts any finite number — integer or floating-point, negative too — and rounds it
/// to the nearest nanosecond. A number whose seconds do not fit `Int64`, and `NaN` or an
/// infinity (property lists), is `DecodingError.dataCorrupted` quoting it; a string is a
/// `typeMismatch`.
///
/// - Note: Wire format: the seconds as a floating-point number, rounded to the nanosecond
///   (`215.25`; JSON writes a whole number as `215`). A duration of whole nanoseconds
///   round-trips exactly up to ±2²³ seconds (97 days), where a `Double` still resolves a
///   nanosecond; longer ones to `Double`'s precision. See ``DurationSecondsTransform``.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public typealias DurationSeconds<Property: TransformShape<Duration>> = TransformCoded<
  DurationSecondsTransform, Property
>

/// The transform behind ``DurationSeconds``: a `Duration` and its seconds.
///
/// ```swift
/// let length = try DurationSecondsTransform.decode(215.25)        // .seconds(215.25)
/// self.length = try container.decode(using: DurationSecondsTransform.self, forKey: .length)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public enum DurationSecondsTransform: CodingTransform {
  /// Converts seconds into a duration, rounded to the nanosecond.
  ///
  /// - Parameter seconds: The decoded number.
  /// - Returns: The duration.
  /// - Throws: ``TransformError`` quoting the number when it is not finite or its whole seconds
  ///   do not fit `Int64`.
  public static func decode(_ seconds: Double) throws -> Duration {
    guard let duration = DurationParts(seconds: seconds) else {
      throw TransformError(
        rejecting: seconds,
        expected: "a finite number of seconds within ±9223372036854775807 (a Duration)")
    }
    return duration.duration
  }

  /// Converts a duration into seconds, rounded to the nanosecond.
  ///
  /// - Parameter duration: The duration to encode.
  /// - Returns: Its seconds, the nearest `Double`.
  public static func encode(_ duration: Duration) -> Double {
    DurationParts(duration).totalSeconds
  }
}

/// A duration as whole seconds and nanoseconds, `0...999_999_999`, with the seconds rounded down.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct DurationParts {
  var seconds: Int64
  var nanoseconds: Int64

  /// The parts of a duration, rounded to the nearest nanosecond.
  init(_ duration: Duration) {
    let (whole, attoseconds) = duration.components
    // attoseconds is in -999...999 × 10¹⁵ and has the sign of the duration.
    var nanoseconds =
      (attoseconds + (attoseconds >= 0 ? 500_000_000 : -500_000_000)) / 1_000_000_000
    var seconds = whole
    if nanoseconds < 0 {
      nanoseconds += 1_000_000_000
      seconds -= 1
    } else if nanoseconds >= 1_000_000_000 {
      nanoseconds -= 1_000_000_000
      seconds += 1
    }
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  /// The parts of a number of seconds, rounded to the nearest nanosecond; `nil` when it is not
  /// finite or does not fit.
  init?(seconds value: Double) {
    guard value.isFinite, value >= -0x1p63, value < 0x1p63 else { return nil }
    let floor = value.rounded(.down)
    var nanoseconds = Int64(((value - floor) * 1e9).rounded())
    guard var seconds = Int64(exactly: floor) else { return nil }
    if nanoseconds == 1_000_000_000 {
      guard seconds < .max else { return nil }
      seconds += 1
      nanoseconds = 0
    }
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  var duration: Duration {
    .seconds(seconds) + .nanoseconds(nanoseconds)
  }

  /// The nearest `Double` of the seconds.
  var totalSeconds: Double {
    Double(seconds) + Double(nanoseconds) / 1e9
  }
}
