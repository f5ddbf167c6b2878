import CodableTransforms
import Foundation

/// The date, timestamp and duration wrappers in their shapes.
struct DatesModel: FuzzFamilyModel {
  // DateCoding
  @SecondsSince1970 var seconds: Date? = Date(timeIntervalSince1970: 1_732_181_400.25)
  @MillisecondsSince1970 var milliseconds: [Date]? = [Date(timeIntervalSince1970: -0.001)]
  @MicrosecondsSince1970 var microseconds: Date? = Date(timeIntervalSince1970: 1_732_181_400.25)
  @NanosecondsSince1970 var nanoseconds: [Date]? = [Date(timeIntervalSince1970: -1)]
  @ISO8601Date var iso: [String: Date]? = ["k": Date(timeIntervalSince1970: 1_795_253_400.25)]
  @TimestampDate var timestampDate: Date? = Date(timeIntervalSince1970: 0)
  @RFC2822Date var rfc2822: Date? = Date(timeIntervalSince1970: 1_795_253_400)
  @YearMonthDayDate var day: Date? = Date(timeIntervalSince1970: 1_795_219_200)
  @DurationSeconds var timeout: Duration? = .seconds(30)
  @DurationMilliseconds var delays: [Duration]? = [.milliseconds(250), .zero]
  var timestamp: Timestamp? = Timestamp(seconds: 1_732_181_400, nanoseconds: 999_999_999)
  var strict: Strict? = Strict()

  /// The non-optional placements.
  struct Strict: Codable, Hashable, Sendable {
    @ISO8601Date var date: Date = Date(timeIntervalSince1970: -62_135_596_800)
    @MillisecondsSince1970 var milliseconds: Date = Date(timeIntervalSince1970: 253_402_300_799.999)
  }
}
