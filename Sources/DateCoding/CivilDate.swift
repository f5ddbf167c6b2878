@_exported import CodableTransformsCore

// Calendar arithmetic in the proleptic Gregorian calendar, in integers: RFC 3339, Firestore and
// `Timestamp` all count days that way, including before 1582 (Foundation's `Calendar` switches to
// the Julian calendar there). The day-count conversions are Howard Hinnant's `days_from_civil` and
// `civil_from_days` algorithms, exact for every year and free of tables and allocations.

/// A day of the proleptic Gregorian calendar.
struct CivilDate: Hashable, Sendable {
  /// The year; `0` is 1 BC.
  var year: Int64
  /// The month, `1...12`.
  var month: Int
  /// The day of the month, starting at `1`.
  var day: Int

  init(year: Int64, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day that is `days` days after 1970-01-01 (negative: before).
  init(daysSince1970 days: Int64) {
    let shifted = days + 719_468  // days since 0000-03-01
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097  // 0...146096
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // from March 1
    let marchBasedMonth = (5 * dayOfYear + 2) / 153  // 0 = March
    let month = Int(marchBasedMonth < 10 ? marchBasedMonth + 3 : marchBasedMonth - 9)
    self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.month = month
    self.day = Int(dayOfYear - (153 * marchBasedMonth + 2) / 5 + 1)
  }

  /// The number of days from 1970-01-01 to this day (negative: before).
  var daysSince1970: Int64 {
    let marchBasedYear = month <= 2 ? year - 1 : year
    let era = (marchBasedYear >= 0 ? marchBasedYear : marchBasedYear - 399) / 400
    let yearOfEra = marchBasedYear - era * 400
    let marchBasedMonth = Int64(month > 2 ? month - 3 : month + 9)
    let dayOfYear = (153 * marchBasedMonth + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Whether `year` has a February 29.
  static func isLeapYear(_ year: Int64) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days of a month, `28...31`.
  static func numberOfDays(inMonth month: Int, of year: Int64) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
