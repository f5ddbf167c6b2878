@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `Date` in the shape of a ``Timestamp``,
/// `{"seconds": 1732181400, "nanoseconds": 250000000}`, whatever the coder's date strategy.
///
/// Firestore stores dates as timestamps; with this wrapper a model keeps `Date` properties and
/// reads and writes Firestore's shape in JSON, property lists or any other coder. It works on
/// `Date`, `Date?`, `[Date]` and `[String: Date]`:
///
/// ```swift
/// struct Post: Codable {
///     var title: String
///     @TimestampDate var createdAt: Date        // {"seconds": 1732181400, "nanoseconds": 0}
///     @TimestampDate var editedAt: Date?        // missing or null → nil; nil → omitted
/// }
/// ```
///
/// Decoding follows ``Timestamp``: both members are required whole numbers, `nanoseconds` in
/// `0...999_999_999` and `seconds` in the years 0001–9999; anything else is
/// `DecodingError.dataCorrupted` at the member (`createdAt.nanoseconds`), a missing member is
/// `keyNotFound`, a string in place of the object is `typeMismatch`.
///
/// - Note: Wire format: the ``Timestamp`` object of ``Timestamp/init(date:)``: seconds rounded
///   toward negative infinity and the nanoseconds after them, truncated as Firestore does —
///   `Date(timeIntervalSince1970: -0.25)` is `{"seconds": -1, "nanoseconds": 750000000}`. A
///   `Double` of seconds since 1970 resolves about 0.24 µs today, so decoding rounds finer
///   nanoseconds away: a date made with `Date(timeIntervalSince1970:)` round-trips exactly, a
///   decoded timestamp comes back within that resolution. Dates outside the years 0001–9999 —
///   `Date.distantPast` is 0000-12-30 — cannot be written (`EncodingError.invalidValue`). See
///   ``TimestampDateTransform``.
public typealias TimestampDate<Property: TransformShape<Date>> = TransformCoded<
  TimestampDateTransform, Property
>

/// The transform behind ``TimestampDate``: a `Date` and its ``Timestamp``.
///
/// ```swift
/// self.createdAt = try container.decode(using: TimestampDateTransform.self, forKey: .createdAt)
/// ```
public enum TimestampDateTransform: CodingTransform {
  /// Converts a timestamp into its date.
  ///
  /// - Parameter timestamp: The decoded timestamp.
  /// - Returns: ``Timestamp/dateValue()``.
  /// - Throws: ``TransformError`` when the timestamp is not ``Timestamp/isValid`` (decoding
  ///   validates already; this guards timestamps passed in by hand).
  public static func decode(_ timestamp: Timestamp) throws -> Date {
    guard timestamp.isValid else {
      throw TransformError(
        "\(timestamp) is not a valid timestamp: nanoseconds must be in 0...999999999 and the "
          + "instant in the years 0001–9999")
    }
    return timestamp.dateValue()
  }

  /// Converts a date into its timestamp.
  ///
  /// - Parameter date: The date to encode.
  /// - Returns: ``Timestamp/init(date:)``.
  /// - Throws: `EncodingError.invalidValue` when the date is outside the years 0001–9999 or not
  ///   finite, holding the date's `timeIntervalSince1970`: Foundation cannot describe such a
  ///   date.
  public static func encode(_ date: Date) throws -> Timestamp {
    let timestamp = Timestamp(date: date)
    guard timestamp.isValid else {
      throw UnixTime.unwritable(
        date,
        "\(UnixTime.describe(date)) is outside the years 0001–9999 that a Timestamp can hold")
    }
    return timestamp
  }
}
