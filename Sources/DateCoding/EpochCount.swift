@_exported import CodableTransformsCore
import Foundation

/// A count of units since 1970 as ``MicrosecondsSince1970`` and ``NanosecondsSince1970`` code
/// it: an `Int64`, or the floating-point number a payload held.
///
/// A `Double` holds whole numbers exactly only up to 2⁵³, and today is about 1.7 × 10¹⁸
/// nanoseconds after 1970, so these counts are read as `Int64` first — exactly — and as a
/// `Double` only when the coder has a number with a fraction or beyond `Int64`. They are always
/// written as `Int64`.
///
/// ```swift
/// let count = try MicrosecondsSince1970Transform.encode(Date(timeIntervalSince1970: 1.5))
/// // .integer(1500000)
/// ```
///
/// - Note: Wire format: an integer — an `<integer>` in property lists; `.floating` (only made by
///   hand) writes its `Double`.
public enum EpochCount: Hashable, Sendable {
  /// A whole count, as written and as read from an integer.
  case integer(Int64)
  /// A count read from a number with a fraction or beyond `Int64`.
  case floating(Double)
}

extension EpochCount: Codable {
  /// Reads an integer, or else a floating-point number, through a single-value container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The coder's error for a value that is not a number (`typeMismatch`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      self = .integer(try container.decode(Int64.self))
    } catch {
      // Not an integer: a fraction, a number beyond Int64, or not a number, whose error the
      // second attempt throws.
      self = .floating(try container.decode(Double.self))
    }
  }

  /// Writes the integer, or the floating-point number.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .integer(let integer): try container.encode(integer)
    case .floating(let number): try container.encode(number)
    }
  }
}

extension EpochCount: ContainerCodable {
  /// Reads the count stored for a key, in the model's container, without a nested decoder.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: What ``init(from:)`` throws, at the same path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    do {
      self = .integer(try container.decode(Int64.self, forKey: key))
    } catch {
      self = .floating(try container.decode(Double.self, forKey: key))
    }
  }

  /// Reads the next count of an array, in place.
  ///
  /// A coder whose failed read moves past the element cannot be asked twice: its error for the
  /// integer is thrown.
  ///
  /// - Parameters:
  ///   - container: The array's container.
  ///   - context: Unused.
  /// - Throws: What ``init(from:)`` throws, at the same path.
  @inlinable
  public init(
    from container: inout any UnkeyedDecodingContainer, in context: DecodingContext
  ) throws {
    let index = container.currentIndex
    do {
      self = .integer(try container.decode(Int64.self))
    } catch {
      guard container.currentIndex == index else { throw error }
      self = .floating(try container.decode(Double.self))
    }
  }

  /// Writes the count for a key, as `encode(to:)` writes it.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    switch self {
    case .integer(let integer): try container.encode(integer, forKey: key)
    case .floating(let number): try container.encode(number, forKey: key)
    }
  }

  /// Appends the count to an array, as `encode(to:)` writes it.
  ///
  /// - Parameter container: The array's container.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    switch self {
    case .integer(let integer): try container.encode(integer)
    case .floating(let number): try container.encode(number)
    }
  }
}

/// What the sub-millisecond counts since 1970 share: the unit, the counts accepted, the words of
/// the messages.
struct SubsecondUnixTime {
  /// `1_000_000` for microseconds, `1_000_000_000` for nanoseconds.
  var unitsPerSecond: Int64
  /// The integers decoding accepts and encoding can write.
  var counts: ClosedRange<Int64>
  /// `"microseconds"`.
  var unit: String
  /// `"in the years 0000–9999 (-62167219200000000..<253402300800000000)"`.
  var range: String
  /// `"the years 0000–9999"`: the dates encoding can write.
  var dates: String
  /// `"@MicrosecondsSince1970"`.
  var wrapper: String

  static let microseconds = SubsecondUnixTime(
    unitsPerSecond: 1_000_000,
    counts: UnixTime.earliestRFC3339Second * 1_000_000...UnixTime.endSecond * 1_000_000 - 1,
    unit: "microseconds",
    range: "in the years 0000–9999 (-62167219200000000..<253402300800000000)",
    dates: "the years 0000–9999", wrapper: "@MicrosecondsSince1970")

  static let nanoseconds = SubsecondUnixTime(
    unitsPerSecond: 1_000_000_000, counts: Int64.min...Int64.max, unit: "nanoseconds",
    range:
      "that fits Int64 (1677-09-21T00:12:43.145224192Z through 2262-04-11T23:47:16.854775807Z)",
    dates: "1677-09-21T00:12:43.145224192Z through 2262-04-11T23:47:16.854775807Z, the Int64 range",
    wrapper: "@NanosecondsSince1970")

  /// The date of a decoded count.
  func decode(_ count: EpochCount) throws -> Date {
    switch count {
    case .integer(let integer):
      guard counts.contains(integer) else { throw rejection(String(integer)) }
      return UnixTime.date(count: integer, unitsPerSecond: unitsPerSecond)
    case .floating(let number):
      if let integer = Int64(exactly: number) { return try decode(.integer(integer)) }
      // The integer bounds as `Double`s, the upper one exclusive.
      guard number >= Double(counts.lowerBound), number < Double(counts.upperBound) + 1 else {
        throw rejection(UnixTime.describe(number))
      }
      var since1970 = number / Double(unitsPerSecond)
      if since1970 >= Double(UnixTime.endSecond) {
        since1970 = Double(UnixTime.endSecond).nextDown
      }
      return Date(timeIntervalSince1970: since1970)
    }
  }

  /// The nearest whole count of a date.
  func encode(_ date: Date) throws -> EpochCount {
    let seconds = date.timeIntervalSince1970
    guard seconds >= Double(UnixTime.earliestRFC3339Second), seconds < Double(UnixTime.endSecond),
      let count = UnixTime.roundedCount(of: date, unitsPerSecond: unitsPerSecond),
      count >= counts.lowerBound
    else {
      throw UnixTime.unwritable(
        date, "\(UnixTime.describe(date)) is outside \(dates) that \(wrapper) writes")
    }
    // The last half unit before 10000-01-01 gives the last unit of 9999.
    return .integer(min(count, counts.upperBound))
  }

  private func rejection(_ quoted: String) -> TransformError {
    TransformError("'\(quoted)' is not a number of \(unit) since 1970 \(range)")
  }
}
