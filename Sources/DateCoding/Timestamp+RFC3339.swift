@_exported import CodableTransformsCore

// RFC 3339 text of a `Timestamp` with its nanoseconds, for coders of this package whose wire
// format writes timestamps as text (Firestore's REST API). `package`: the formats users choose
// between are the wrappers'.

extension Timestamp {
  /// Parses an RFC 3339 date-time with 0 to 9 fraction digits and any UTC offset.
  ///
  /// - Parameter bytes: The UTF-8 bytes of the text.
  /// - Returns: The timestamp, or the reason the text is not one (completing "… is not an RFC
  ///   3339 date-time: ").
  package static func _parseRFC3339(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<
    Timestamp, TimestampTextError
  > {
    do throws(RFC3339.Failure) {
      let (seconds, nanoseconds) = try RFC3339.parse(bytes)
      let timestamp = Timestamp(seconds: seconds, nanoseconds: nanoseconds)
      guard timestamp.isValid else { return .failure(TimestampTextError(reason: outOfRange)) }
      return .success(timestamp)
    } catch {
      return .failure(TimestampTextError(reason: error.reason))
    }
  }

  private static let outOfRange =
    "the instant is outside the years 0001–9999 that a timestamp holds"

  /// The timestamp as `YYYY-MM-DDThh:mm:ss[.fff|.ffffff|.fffffffff]Z`: no fraction for a whole
  /// second, else the fewest of 3, 6 or 9 digits that keep every nanosecond.
  ///
  /// The timestamp must be valid.
  package var _rfc3339Text: String {
    let (days, secondOfDay) = RFC3339.floorDivision(seconds, 86_400)
    let date = CivilDate(daysSince1970: days)
    let second = Int(secondOfDay)
    let nanos = Int(nanoseconds)
    let digits = nanos == 0 ? 0 : nanos % 1_000_000 == 0 ? 3 : nanos % 1000 == 0 ? 6 : 9
    let length = 20 + (digits == 0 ? 0 : digits + 1)
    return String(utf8Capacity: length) { buffer in
      func write(_ value: Int, digits: Int, at offset: Int) {
        var value = value
        for index in (offset..<offset + digits).reversed() {
          buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
        }
      }
      write(Int(date.year), digits: 4, at: 0)
      buffer[4] = UInt8(ascii: "-")
      write(date.month, digits: 2, at: 5)
      buffer[7] = UInt8(ascii: "-")
      write(date.day, digits: 2, at: 8)
      buffer[10] = UInt8(ascii: "T")
      write(second / 3600, digits: 2, at: 11)
      buffer[13] = UInt8(ascii: ":")
      write(second / 60 % 60, digits: 2, at: 14)
      buffer[16] = UInt8(ascii: ":")
      write(second % 60, digits: 2, at: 17)
      if digits > 0 {
        buffer[19] = UInt8(ascii: ".")
        var fraction = nanos
        for _ in digits..<9 { fraction /= 10 }
        write(fraction, digits: digits, at: 20)
      }
      buffer[length - 1] = UInt8(ascii: "Z")
      return length
    }
  }
}

/// Why a text is not a timestamp; `package`, for the package's coders.
package struct TimestampTextError: Error, Sendable {
  /// The reason, completing "… is not an RFC 3339 date-time: ".
  package var reason: String
}
