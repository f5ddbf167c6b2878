import CodableTransformsTesting
import DateCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("YearMonthDayDate and DateFormatTransform")
struct DateFormatTests {
  @Test(arguments: LibraryConformance.yearMonthDayDate.cases(coders: ConformanceCoders.all))
  func yearMonthDayConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  @Test(arguments: LibraryConformance.dateFormatTransform.cases(coders: ConformanceCoders.all))
  func dateFormatConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}

/// A format with the default description, time zone and locale.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
enum MonthOfYear: DateFormatTransform {
  static var format: Date.FormatString { "\(year: .padded(4))-\(month: .twoDigits)" }
}

/// A format in Paris time, declared with the `static let` a reader writes.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
enum ParisDay: DateFormatTransform {
  static var format: Date.FormatString {
    "\(year: .padded(4))-\(month: .twoDigits)-\(day: .twoDigits)"
  }
  static let timeZone = TimeZone(identifier: "Europe/Paris")!
}

@Suite("YearMonthDayDate and DateFormatTransform: edges")
struct DateFormatEdgeTests {
  /// `static let timeZone = TimeZone(identifier: …)!` is the time zone the string is written
  /// in (without the `!` it does not compile: Scripts/compile-errors/).
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  @Test func aDeclaredTimeZoneIsTheOneWritten() throws {
    // 23:30 UTC on 2024-11-21 is 00:30 on the 22nd in Paris.
    let date = Date(timeIntervalSince1970: 1_732_231_800)
    #expect(try ParisDay.encode(date) == "2024-11-22")
    #expect(try MonthOfYear.encode(date) == "2024-11")
    #expect(try ParisDay.decode("2024-11-22") == Date(timeIntervalSince1970: 1_732_230_000))
  }

  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  @Test(arguments: [
    (1_732_181_400.0, "2024-11-21"), (1_732_233_599.999, "2024-11-21"), (-0.001, "1969-12-31"),
    (-62_167_219_200, "0000-01-01"), (253_402_300_799.9, "9999-12-31"),
  ])
  func aTimeOfDayIsDroppedWhenWritingADay(_ seconds: Double, _ day: String) throws {
    #expect(try YearMonthDayDateTransform.encode(Date(timeIntervalSince1970: seconds)) == day)
  }

  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  @Test(arguments: [-62_167_219_200.001, 253_402_300_800, .infinity, -.infinity, .nan])
  func datesOutsideTheYearsCannotBeWritten(_ seconds: Double) {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(throws: (any Error).self) { try YearMonthDayDateTransform.encode(date) }
    #expect(throws: (any Error).self) { try MonthOfYear.encode(date) }
  }

  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  @Test func theDefaultsAreUTCPOSIXAndTheTypeName() throws {
    #expect(try MonthOfYear.encode(Date(timeIntervalSince1970: 1_732_181_400)) == "2024-11")
    #expect(try MonthOfYear.decode("2024-11") == Date(timeIntervalSince1970: 1_730_419_200))
    #expect(
      MonthOfYear.timeZone == TimeZone(secondsFromGMT: 0)
        && MonthOfYear.locale.identifier == "en_US_POSIX")
    do {
      _ = try MonthOfYear.decode("2024-1x")
      Issue.record("'2024-1x' was accepted")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == "'2024-1x' is not a date in the format of MonthOfYear")
    }
  }

  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  @Test func aStringFoundationParsesLenientlyIsRejected() throws {
    // Foundation's parser reads "2024-1" as January; formatting January writes "2024-01".
    #expect(throws: DecodingError.self) { try MonthOfYear.decode("2024-1") }
    #expect(throws: DecodingError.self) { try MonthOfYear.decode("2024-01 ") }
  }

  /// Found by a byte mutation through the Firestore REST coder: a five-digit year parsed, and
  /// the date could then not be written back.
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  @Test func aYearEncodeCannotWriteIsRejected() throws {
    #expect(throws: DecodingError.self) { try MonthOfYear.decode("22024-11") }
    #expect(try MonthOfYear.encode(MonthOfYear.decode("9999-12")) == "9999-12")
  }
}

/// Counts the reads of each requirement of a `DateFormatTransform`, from any thread.
final class RequirementReads: Sendable {
  private let counts = Locked<[String: Int]>([:])

  func record(_ name: String) {
    counts.withLock { $0[name, default: 0] += 1 }
  }

  subscript(_ name: String) -> Int { counts.withLock { $0[name, default: 0] } }
}

/// The guide's computed format, counting each read of its requirements.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
enum CountedEuropeanDate: DateFormatTransform {
  static let reads = RequirementReads()

  static var format: Date.FormatString {
    reads.record("format")
    return "\(day: .twoDigits).\(month: .twoDigits).\(year: .padded(4))"
  }
  static var timeZone: TimeZone {
    reads.record("timeZone")
    return TimeZone(secondsFromGMT: 3600) ?? .current
  }
  static var locale: Locale {
    reads.record("locale")
    return Locale(identifier: "en_US_POSIX")
  }
}

@Suite("DateFormatTransform: formats built once per type")
struct DateFormatCacheTests {
  struct Invoice: Codable, Equatable {
    @TransformCoded<CountedEuropeanDate, Date> var issued: Date
    @TransformCoded<CountedEuropeanDate, [Date]> var reminders: [Date]
  }

  /// A computed `format`, as the guide writes it, is read once however many values are coded,
  /// and from however many threads; the time zone and the locale too.
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
  @Test func aComputedFormatIsReadOnce() async throws {
    let json = Data(#"{"issued": "21.11.2026", "reminders": ["01.12.2026", "15.12.2026"]}"#.utf8)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<25 {
            let invoice = try JSONDecoder().decode(Invoice.self, from: json)
            let again = try JSONDecoder().decode(Invoice.self, from: JSONEncoder().encode(invoice))
            #expect(again == invoice)
          }
        }
      }
      try await group.waitForAll()
    }
    let invoice = try JSONDecoder().decode(Invoice.self, from: json)
    // Midnight in UTC+1, the type's own time zone: the cached style has it.
    #expect(invoice.issued == Date(timeIntervalSince1970: 1_795_215_600))
    let reads = CountedEuropeanDate.reads
    // Threads that race on first use may each build the formats once; the first stored is kept.
    #expect((1...8).contains(reads["format"]), "format read \(reads["format"]) times")
    #expect(reads["timeZone"] == reads["format"] && reads["locale"] == reads["format"])
  }
}

@Suite("RFC2822Date")
struct RFC2822DateTests {
  @Test(arguments: LibraryConformance.rfc2822Date.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test func aFractionOfASecondIsDroppedWhenWriting() throws {
    let date = Date(timeIntervalSince1970: 1_732_181_400.999)
    #expect(try RFC2822DateTransform.encode(date) == "Thu, 21 Nov 2024 09:30:00 +0000")
    #expect(
      try RFC2822DateTransform.encode(Date(timeIntervalSince1970: -0.5))
        == "Wed, 31 Dec 1969 23:59:59 +0000")
  }

  /// Every day of the week is named right, across a leap year and the 1970 boundary.
  @Test func theDayOfTheWeekMatchesFoundationsCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    for day in stride(from: -800, through: 800, by: 7) {
      let date = Date(timeIntervalSince1970: Double(day) * 86_400 + 3)
      let weekday = calendar.component(.weekday, from: date)
      #expect(try RFC2822DateTransform.encode(date).hasPrefix(names[weekday - 1]))
      #expect(try RFC2822DateTransform.decode(RFC2822DateTransform.encode(date)) == date)
    }
  }
}
