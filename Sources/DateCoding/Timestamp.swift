@_exported import CodableTransformsCore

/// A point in time as whole seconds and nanoseconds since 1970-01-01T00:00:00Z: the shape in
/// which Firestore stores dates, coded as `{"seconds": 1732181400, "nanoseconds": 0}`.
///
/// Use `Timestamp` where a model mirrors a Firestore document, or where nanoseconds matter; use
/// ``TimestampDate`` to keep a `Date` property and code it in this shape:
///
/// ```swift
/// struct Release: Codable {
///     var version: String
///     var publishedAt: Timestamp     // {"seconds": 1732181400, "nanoseconds": 500000000}
/// }
///
/// let release = Release(version: "6.0", publishedAt: Timestamp(date: .now))
/// let date = release.publishedAt.dateValue()
/// ```
///
/// The names are Firestore's: ``init(seconds:nanoseconds:)``, ``init(date:)``,
/// ``dateValue()``, ``seconds`` and ``nanoseconds``. A timestamp is valid (``isValid``) when
/// ``nanoseconds`` is in `0..<1_000_000_000` and the instant is in the years 0001–9999, from
/// ``min`` to ``max``. Decoding rejects anything else with `DecodingError.dataCorrupted` at the
/// offending field; encoding an invalid timestamp throws `EncodingError.invalidValue`. Nothing
/// traps.
///
/// Timestamps compare by instant (``seconds``, then ``nanoseconds``); they are `Hashable`,
/// `Sendable` and a `TransformShape`, so that transforms of your own can convert them.
///
/// - Note: Wire format: an object with the integer members `seconds` (since 1970, rounded
///   toward negative infinity) and `nanoseconds` (`0...999_999_999`, counted forward), whatever
///   the coder's date and key strategies: 1969-12-31T23:59:59.5Z is
///   `{"seconds": -1, "nanoseconds": 500000000}`.
public struct Timestamp: Hashable, Sendable {
  /// Whole seconds since 1970-01-01T00:00:00Z, rounded toward negative infinity; negative
  /// before 1970.
  public let seconds: Int64

  /// Nanoseconds after ``seconds``, in `0..<1_000_000_000` when the timestamp is valid.
  public let nanoseconds: Int32

  /// Creates a timestamp from its two fields, as given.
  ///
  /// The initializer does not validate or normalize, and never traps: check ``isValid`` when
  /// the fields come from outside. Decoding validates.
  ///
  /// ```swift
  /// let launch = Timestamp(seconds: 1_732_181_400, nanoseconds: 250_000_000)
  /// let beforeEpoch = Timestamp(seconds: -1, nanoseconds: 500_000_000)  // 1969-12-31T23:59:59.5Z
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: Whole seconds since 1970-01-01T00:00:00Z, rounded toward negative infinity.
  ///   - nanoseconds: Nanoseconds after `seconds`, in `0..<1_000_000_000`.
  public init(seconds: Int64, nanoseconds: Int32) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  /// The earliest valid timestamp, 0001-01-01T00:00:00Z.
  public static let min = Timestamp(seconds: UnixTime.earliestTimestampSecond, nanoseconds: 0)

  /// The latest valid timestamp, 9999-12-31T23:59:59.999999999Z.
  public static let max = Timestamp(seconds: UnixTime.endSecond - 1, nanoseconds: 999_999_999)

  /// Whether ``nanoseconds`` is in `0..<1_000_000_000` and the instant is in the years
  /// 0001–9999, as Firestore requires.
  ///
  /// ```swift
  /// Timestamp(seconds: 0, nanoseconds: 1_000_000_000).isValid      // false
  /// Timestamp(seconds: -62_135_596_800, nanoseconds: 0).isValid    // true: 0001-01-01
  /// ```
  public var isValid: Bool {
    (0..<1_000_000_000).contains(nanoseconds) && UnixTime.timestampSeconds.contains(seconds)
  }
}

extension Timestamp: Comparable {
  /// Whether `lhs` is earlier than `rhs`: by ``seconds``, then ``nanoseconds``.
  ///
  /// ```swift
  /// Timestamp(seconds: -1, nanoseconds: 999_999_999) < Timestamp(seconds: 0, nanoseconds: 0)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A timestamp.
  ///   - rhs: Another timestamp.
  /// - Returns: `true` when `lhs` comes first.
  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
  }
}

extension Timestamp: CustomStringConvertible {
  /// `Timestamp(seconds: 1732181400, nanoseconds: 0)`.
  public var description: String {
    "Timestamp(seconds: \(seconds), nanoseconds: \(nanoseconds))"
  }
}

extension Timestamp: TransformShape {}
