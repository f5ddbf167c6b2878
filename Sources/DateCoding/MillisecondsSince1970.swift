@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `Date` as an integer number of milliseconds since
/// 1970-01-01T00:00:00Z, `1732181400250`, whatever the coder's date strategy.
///
/// JavaScript's `Date.now()`, Java's `System.currentTimeMillis()` and many APIs use this
/// format. It works on `Date`, `Date?`, `[Date]` and `[String: Date]`:
///
/// ```swift
/// struct Message: Codable {
///     var text: String
///     @MillisecondsSince1970 var sentAt: Date       // 1732181400250
///     @MillisecondsSince1970 var readAt: Date?      // missing or null → nil; nil → omitted
/// }
/// ```
///
/// Decoding accepts integers and floating-point numbers (`1732181400250.5` keeps its half
/// millisecond in the `Date`) from −62167219200000 (0000-01-01T00:00:00Z) up to, not including,
/// 253402300800000 (10000-01-01T00:00:00Z). Numbers outside that range and, in property lists,
/// `NaN` and infinities are rejected with `DecodingError.dataCorrupted` quoting the number; a
/// string is a `typeMismatch`.
///
/// - Note: Wire format: an integer, in every coder — an `<integer>` in property lists, never a
///   `<real>`. A date is written rounded to the nearest millisecond (a tie goes to the later
///   one), so dates with whole milliseconds — every date decoded from an integer — round-trip
///   exactly, and the date decoded from `n` is `Date(timeIntervalSince1970: Double(n) / 1000)`,
///   the date Foundation's `.millisecondsSince1970` strategy gives. Dates outside the years
///   0000–9999 cannot be written (`EncodingError.invalidValue`). See
///   ``MillisecondsSince1970Transform``.
public typealias MillisecondsSince1970<Property: TransformShape<Date>> = TransformCoded<
  MillisecondsSince1970Transform, Property
>

/// The transform behind ``MillisecondsSince1970``: a `Date` and its milliseconds since 1970.
///
/// ```swift
/// let date = try MillisecondsSince1970Transform.decode(.init(1_732_181_400_250))
/// self.sentAt = try container.decode(using: MillisecondsSince1970Transform.self, forKey: .sentAt)
/// ```
public enum MillisecondsSince1970Transform: CodingTransform {
  /// Converts milliseconds since 1970 into a date.
  ///
  /// - Parameter number: The decoded number.
  /// - Returns: `Date(timeIntervalSince1970: number.milliseconds / 1000)`.
  /// - Throws: ``TransformError`` quoting the number when it is not finite or outside the years
  ///   0000–9999 (`-62167219200000..<253402300800000`).
  public static func decode(_ number: Number) throws -> Date {
    let milliseconds = number.milliseconds
    guard milliseconds >= Double(UnixTime.earliestRFC3339Second * 1000),
      milliseconds < Double(UnixTime.endSecond * 1000)
    else {
      throw TransformError(
        "'\(UnixTime.describe(milliseconds))' is not a number of milliseconds since 1970 in the "
          + "years 0000–9999 (-62167219200000..<253402300800000)")
    }
    return Date(timeIntervalSince1970: milliseconds / 1000)
  }

  /// Converts a date into whole milliseconds since 1970.
  ///
  /// - Parameter date: The date to encode.
  /// - Returns: The nearest whole millisecond; the last half millisecond of 9999 gives
  ///   `253402300799999`.
  /// - Throws: `EncodingError.invalidValue` when the date is outside the years 0000–9999 or not
  ///   finite, holding the date's `timeIntervalSince1970`: Foundation cannot describe such a
  ///   date.
  public static func encode(_ date: Date) throws -> Number {
    guard let milliseconds = UnixTime.roundedMilliseconds(of: date) else {
      throw UnixTime.unwritable(
        date,
        "\(UnixTime.describe(date)) is outside the years 0000–9999 that "
          + "@MillisecondsSince1970 writes")
    }
    return Number(Double(milliseconds))
  }
}

extension MillisecondsSince1970Transform {
  /// The number a ``MillisecondsSince1970`` property is coded as: read from an integer or a
  /// floating-point number, written as an integer.
  ///
  /// Coders read integers as `Double` without loss in the range of the format, but refuse a
  /// fraction where an integer is requested, so decoding reads a `Double`; encoding writes an
  /// `Int64` whenever the value is a whole number, so that property lists store an
  /// `<integer>`.
  ///
  /// ```swift
  /// let number = MillisecondsSince1970Transform.Number(1_732_181_400_250)
  /// ```
  public struct Number: Codable, Hashable, Sendable {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public var milliseconds: Double

    /// Creates a number of milliseconds.
    ///
    /// - Parameter milliseconds: Milliseconds since 1970, with or without a fraction; whole
    ///   numbers up to 2⁵³ are exact.
    public init(_ milliseconds: Double) {
      self.milliseconds = milliseconds
    }

    /// Reads an integer or floating-point number through a single-value container.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: The coder's errors: `typeMismatch` for a value that is not a number.
    public init(from decoder: any Decoder) throws {
      milliseconds = try decoder.singleValueContainer().decode(Double.self)
    }

    /// Writes an integer when the number is whole and fits `Int64`, else the floating-point
    /// number.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The coder's errors.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if let integer = Int64(exactly: milliseconds) {
        try container.encode(integer)
      } else {
        try container.encode(milliseconds)
      }
    }
  }
}

extension MillisecondsSince1970Transform.Number: ContainerCodable {
  /// Reads any number stored for a key, in the model's container, without a nested decoder.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: What ``init(from:)`` throws, at the same path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self.init(try container.decode(Double.self, forKey: key))
  }

  /// Reads the next number of an array, in place, without a nested decoder.
  ///
  /// - Parameters:
  ///   - container: The array's container.
  ///   - context: Unused.
  /// - Throws: What ``init(from:)`` throws, at the same path.
  @inlinable
  public init(
    from container: inout any UnkeyedDecodingContainer, in context: DecodingContext
  ) throws {
    self.init(try container.decode(Double.self))
  }

  /// Appends the number to an array, as `encode(to:)` writes it: an integer when whole.
  ///
  /// - Parameter container: The array's container.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    if let integer = Int64(exactly: milliseconds) {
      try container.encode(integer)
    } else {
      try container.encode(milliseconds)
    }
  }

  /// Reads any number stored for a key, or `nil` when the key is missing or `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Returns: The number of milliseconds, or `nil`.
  /// - Throws: What ``init(from:)`` throws, at the same path.
  @inlinable
  public static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? {
    try container.decodeIfPresent(Double.self, forKey: key).map(Self.init)
  }

  /// Writes the number for a key, as `encode(to:)` writes it: an integer when whole.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    if let integer = Int64(exactly: milliseconds) {
      try container.encode(integer, forKey: key)
    } else {
      try container.encode(milliseconds, forKey: key)
    }
  }
}
