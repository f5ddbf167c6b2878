import Foundation

/// RFC 3339 times with microseconds, the precision Firestore keeps.
///
/// Foundation's `ISO8601FormatStyle` truncates the fraction it writes to milliseconds, and a
/// `Date` of `.771` s is the `Double` `.770999…`: a server timestamp would be answered 1 ms
/// early. Here the microsecond nearest to the `Date` is written, so the JSON says what
/// Firestore stored, and any number of fraction digits is read.
enum RFC3339 {
  /// `2026-11-26T16:43:43.771000Z`.
  static func format(_ date: Date) -> String {
    let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
    let seconds = (microseconds / 1_000_000).rounded(.down)
    let fraction = Int(microseconds - seconds * 1_000_000)
    let whole = Date.ISO8601FormatStyle().format(Date(timeIntervalSince1970: seconds))
    let digits = String(fraction)
    return whole.dropLast() + "." + String(repeating: "0", count: 6 - digits.count) + digits + "Z"
  }

  /// The time `text` names, with or without a fraction of a second, in UTC (`Z`) or at an
  /// offset (`+02:00`); `nil` when it is not an RFC 3339 time.
  static func parse(_ text: String) -> Date? {
    guard let dot = text.firstIndex(of: ".") else {
      return try? Date.ISO8601FormatStyle().parse(text)
    }
    let digits = text[text.index(after: dot)...].prefix(while: \.isNumber)
    guard !digits.isEmpty, let fraction = Double("0." + digits) else { return nil }
    let withoutFraction = String(text[..<dot] + text[digits.endIndex...])
    guard let whole = try? Date.ISO8601FormatStyle().parse(withoutFraction) else { return nil }
    return Date(timeIntervalSince1970: whole.timeIntervalSince1970 + fraction)
  }
}
