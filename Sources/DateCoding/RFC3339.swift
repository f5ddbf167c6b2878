@_exported import CodableTransformsCore

// The RFC 3339 date-time parser and formatter behind `@ISO8601Date`: a single pass over UTF-8
// bytes, integers only, no formatter object, no `Calendar`, nothing shared. Parsing allocates
// nothing unless it fails; formatting allocates only the returned string.

/// RFC 3339 §5.6 `date-time`: `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)`.
enum RFC3339 {
  /// Why a string is not an RFC 3339 date-time.
  ///
  /// It is built without allocating; the message is composed only when the error is reported.
  enum Failure: Error, Equatable {
    /// Not the shape `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)`.
    case syntax
    /// A space (or another character) where the `T` belongs.
    case separator
    /// The string ends before the UTC offset.
    case missingOffset
    /// A `.` without digits.
    case emptyFraction
    /// More than nine fraction digits.
    case longFraction
    case month(Int)
    case day(year: Int, month: Int, day: Int)
    case hour(Int)
    case minute(Int)
    case second(Int)
    /// `:60` where no leap second can be.
    case leapSecond
    case offset(sign: UInt8, hours: Int, minutes: Int)
    /// The instant, converted to UTC, is outside the years 0000–9999.
    case outOfRange

    /// The reason, completing "'…' is not an RFC 3339 date-time …: ".
    var reason: String {
      switch self {
      case .syntax:
        "expected YYYY-MM-DDThh:mm:ss, an optional fraction of 1 to 9 digits, and Z or ±hh:mm"
      case .separator: "the date and the time must be separated by 'T'"
      case .missingOffset: "the UTC offset is missing; add 'Z' or ±hh:mm"
      case .emptyFraction: "the '.' of the fraction must be followed by digits"
      case .longFraction: "the fraction has more than 9 digits (nanoseconds)"
      case .month(let month): "month \(twoDigits(month)) does not exist"
      case .day(let year, let month, let day):
        "day \(twoDigits(day)) does not exist in \(fourDigits(year))-\(twoDigits(month))"
      case .hour(let hour): "hour \(twoDigits(hour)) is out of range (00–23)"
      case .minute(let minute): "minute \(twoDigits(minute)) is out of range (00–59)"
      case .second(let second): "second \(twoDigits(second)) is out of range (00–59, or 60)"
      case .leapSecond:
        "a leap second (:60) can only be 23:59:60 UTC on the last day of a month"
      case .offset(let sign, let hours, let minutes):
        "the offset \(Character(Unicode.Scalar(sign)))\(twoDigits(hours)):\(twoDigits(minutes))"
          + " is out of range (±00:00 to ±23:59)"
      case .outOfRange: "the instant is outside the years 0000–9999 in UTC"
      }
    }

    private func twoDigits(_ value: Int) -> String {
      value < 10 ? "0\(value)" : "\(value)"
    }

    private func fourDigits(_ value: Int) -> String {
      String(repeating: "0", count: max(0, 4 - String(value).count)) + String(value)
    }
  }

  // ASCII bytes.
  private static let zero = UInt8(ascii: "0")
  private static let hyphen = UInt8(ascii: "-")
  private static let colon = UInt8(ascii: ":")
  private static let dot = UInt8(ascii: ".")
  private static let plus = UInt8(ascii: "+")
  private static let space = UInt8(ascii: " ")
  private static let upperT = UInt8(ascii: "T")
  private static let lowerT = UInt8(ascii: "t")
  private static let upperZ = UInt8(ascii: "Z")
  private static let lowerZ = UInt8(ascii: "z")

  /// Parses a date-time into whole seconds and nanoseconds since 1970-01-01T00:00:00Z.
  ///
  /// - `T`/`t` and `Z`/`z` in either case (RFC 3339 §5.6); a space instead of `T` is rejected.
  /// - 1 to 9 fraction digits; the offset `Z`, `+hh:mm` or `-hh:mm` (`-00:00` is UTC) is required.
  /// - Fields must exist: month 01–12, the month's days (proleptic Gregorian), hour 00–23,
  ///   minute 00–59, second 00–59, offset hours 00–23 and minutes 00–59.
  /// - Second 60 is accepted only where RFC 3339 allows a leap second, 23:59:60 UTC on the last
  ///   day of a month, and means the next second (as POSIX time counts it).
  /// - The instant, in UTC, must lie in the years 0000–9999.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> (
    seconds: Int64, nanoseconds: Int32
  ) {
    let count = bytes.count
    guard count >= 19,
      let year = number(bytes, at: 0, digits: 4), bytes[4] == hyphen,
      let month = number(bytes, at: 5, digits: 2), bytes[7] == hyphen,
      let day = number(bytes, at: 8, digits: 2)
    else { throw .syntax }
    switch bytes[10] {
    case upperT, lowerT: break
    case space: throw .separator
    default: throw .syntax
    }
    guard let hour = number(bytes, at: 11, digits: 2), bytes[13] == colon,
      let minute = number(bytes, at: 14, digits: 2), bytes[16] == colon,
      let second = number(bytes, at: 17, digits: 2)
    else { throw .syntax }

    var index = 19
    var nanoseconds: Int32 = 0
    if index < count, bytes[index] == dot {
      index += 1
      let start = index
      var fraction: Int32 = 0
      while index < count, bytes[index] &- zero < 10 {
        if index - start < 9 { fraction = fraction * 10 + Int32(bytes[index] &- zero) }
        index += 1
      }
      let digits = index - start
      guard digits > 0 else { throw .emptyFraction }
      guard digits <= 9 else { throw .longFraction }
      for _ in digits..<9 { fraction *= 10 }
      nanoseconds = fraction
    }

    guard index < count else { throw .missingOffset }
    var offsetSeconds = 0
    switch bytes[index] {
    case upperZ, lowerZ:
      index += 1
    case plus, hyphen:
      let sign = bytes[index]
      guard count - index >= 6,
        let hours = number(bytes, at: index + 1, digits: 2), bytes[index + 3] == colon,
        let minutes = number(bytes, at: index + 4, digits: 2)
      else { throw .syntax }
      guard hours <= 23, minutes <= 59 else {
        throw .offset(sign: sign, hours: hours, minutes: minutes)
      }
      offsetSeconds = (hours * 3600 + minutes * 60) * (sign == hyphen ? -1 : 1)
      index += 6
    default:
      throw .syntax
    }
    guard index == count else { throw .syntax }

    guard (1...12).contains(month) else { throw .month(month) }
    guard day >= 1, day <= CivilDate.numberOfDays(inMonth: month, of: Int64(year)) else {
      throw .day(year: year, month: month, day: day)
    }
    guard hour <= 23 else { throw .hour(hour) }
    guard minute <= 59 else { throw .minute(minute) }
    guard second <= 60 else { throw .second(second) }

    let days = CivilDate(year: Int64(year), month: month, day: day).daysSince1970
    let seconds =
      days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offsetSeconds)
    if second == 60 {
      // The second before must be 23:59:59 UTC, and the leap second's POSIX instant the first
      // second of a month.
      let (dayBefore, secondOfDay) = floorDivision(seconds - 1, 86_400)
      guard secondOfDay == 86_399, CivilDate(daysSince1970: dayBefore + 1).day == 1 else {
        throw .leapSecond
      }
    }
    guard UnixTime.rfc3339Seconds.contains(seconds) else { throw .outOfRange }
    return (seconds, nanoseconds)
  }

  /// Formats milliseconds since 1970 as `YYYY-MM-DDThh:mm:ssZ`, or `YYYY-MM-DDThh:mm:ss.sssZ`
  /// when the millisecond is not zero.
  ///
  /// - Parameter milliseconds: A millisecond in the years 0000–9999.
  /// - Returns: The 20- or 24-character string.
  static func format(millisecondsSince1970 milliseconds: Int64) -> String {
    let (days, millisecondOfDay) = floorDivision(milliseconds, 86_400_000)
    let date = CivilDate(daysSince1970: days)
    let secondOfDay = Int(millisecondOfDay / 1000)
    let millisecond = Int(millisecondOfDay % 1000)
    let length = millisecond == 0 ? 20 : 24
    return String(utf8Capacity: length) { buffer in
      write(Int(date.year), digits: 4, to: buffer, at: 0)
      buffer[4] = hyphen
      write(date.month, digits: 2, to: buffer, at: 5)
      buffer[7] = hyphen
      write(date.day, digits: 2, to: buffer, at: 8)
      buffer[10] = upperT
      write(secondOfDay / 3600, digits: 2, to: buffer, at: 11)
      buffer[13] = colon
      write(secondOfDay / 60 % 60, digits: 2, to: buffer, at: 14)
      buffer[16] = colon
      write(secondOfDay % 60, digits: 2, to: buffer, at: 17)
      if millisecond != 0 {
        buffer[19] = dot
        write(millisecond, digits: 3, to: buffer, at: 20)
      }
      buffer[length - 1] = upperZ
      return length
    }
  }

  /// The decimal number of `digits` ASCII digits at `offset`, or `nil` if one is not a digit.
  @inline(__always)
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, digits: Int)
    -> Int?
  {
    var value = 0
    for index in offset..<offset + digits {
      let digit = bytes[index] &- zero
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }

  @inline(__always)
  private static func write(
    _ value: Int, digits: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) {
    var value = value
    for index in (offset..<offset + digits).reversed() {
      buffer[index] = zero + UInt8(value % 10)
      value /= 10
    }
  }

  /// The quotient rounded toward negative infinity, and the non-negative remainder.
  @inline(__always)
  static func floorDivision(_ dividend: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let remainder = dividend % divisor
    return remainder < 0
      ? (dividend / divisor - 1, remainder + divisor) : (dividend / divisor, remainder)
  }
}
