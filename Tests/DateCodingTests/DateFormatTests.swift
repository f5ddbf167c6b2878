import CodableTransformsTesting
import DateCoding
import Foundation
import Testing

@Suite("YearMonthDayDate and DateFormatTransform")
struct DateFormatTests {
  @Test(arguments: LibraryConformance.yearMonthDayDate.cases)
  func yearMonthDayConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: LibraryConformance.dateFormatTransform.cases)
  func dateFormatConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}

/// A format with the default description, time zone and locale.
enum MonthOfYear: DateFormatTransform {
  static var format: Date.FormatString { "\(year: .padded(4))-\(month: .twoDigits)" }
}

@Suite("YearMonthDayDate and DateFormatTransform: edges")
struct DateFormatEdgeTests {
  @Test(arguments: [
    (1_732_181_400.0, "2024-11-21"), (1_732_233_599.999, "2024-11-21"), (-0.001, "1969-12-31"),
    (-62_167_219_200, "0000-01-01"), (253_402_300_799.9, "9999-12-31"),
  ])
  func aTimeOfDayIsDroppedWhenWritingADay(_ seconds: Double, _ day: String) throws {
    #expect(try YearMonthDayDateTransform.encode(Date(timeIntervalSince1970: seconds)) == day)
  }

  @Test(arguments: [-62_167_219_200.001, 253_402_300_800, .infinity, -.infinity, .nan])
  func datesOutsideTheYearsCannotBeWritten(_ seconds: Double) {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(throws: (any Error).self) { try YearMonthDayDateTransform.encode(date) }
    #expect(throws: (any Error).self) { try MonthOfYear.encode(date) }
  }

  @Test func theDefaultsAreUTCPOSIXAndTheTypeName() throws {
    #expect(try MonthOfYear.encode(Date(timeIntervalSince1970: 1_732_181_400)) == "2024-11")
    #expect(try MonthOfYear.decode("2024-11") == Date(timeIntervalSince1970: 1_730_419_200))
    #expect(MonthOfYear.timeZone == .gmt && MonthOfYear.locale.identifier == "en_US_POSIX")
    do {
      _ = try MonthOfYear.decode("2024-1x")
      Issue.record("'2024-1x' was accepted")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == "'2024-1x' is not a date in the format of MonthOfYear")
    }
  }

  @Test func aStringFoundationParsesLenientlyIsRejected() throws {
    // Foundation's parser reads "2024-1" as January; formatting January writes "2024-01".
    #expect(throws: DecodingError.self) { try MonthOfYear.decode("2024-1") }
    #expect(throws: DecodingError.self) { try MonthOfYear.decode("2024-01 ") }
  }
}
