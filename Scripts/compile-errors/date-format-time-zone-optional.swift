// `TimeZone(identifier:)` returns an optional: a `timeZone` declared with it is a `TimeZone?`,
// not the requirement's `TimeZone`, and must not compile — the default, UTC, would otherwise stay
// in force unseen. Unwrapped, it compiles (DateFormatTests checks the time zone it writes in).
//
// expect-error: does not conform to protocol 'CodingTransform'
// expect-error: would match if 'TimeZone?' was the same type as 'TimeZone'
// fix: static let timeZone = TimeZone(identifier: "Europe/Paris") => static let timeZone = TimeZone(identifier: "Europe/Paris")!
import DateCoding
import Foundation

enum ParisDay: DateFormatTransform {
  static var format: Date.FormatString { "\(year: .padded(4))-\(month: .twoDigits)-\(day: .twoDigits)" }
  static let timeZone = TimeZone(identifier: "Europe/Paris")
}
