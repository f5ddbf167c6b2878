import CodableTransforms
import Foundation

// MARK: - SecondsSince1970

struct SecondsRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @SecondsSince1970 var a: Date
  @SecondsSince1970 var b: Date
  @SecondsSince1970 var c: Date?
  @SecondsSince1970 var d: Date?
}

struct HandSecondsRecord: Codable, Sendable {
  var a: Date
  var b: Date
  var c: Date?
  var d: Date?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = SecondsSince1970Transform.decode
    a = try container.double(.a, transform)
    b = try container.double(.b, transform)
    c = try container.doubleIfPresent(.c, transform)
    d = try container.doubleIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = SecondsSince1970Transform.encode
    try container.double(a, .a, transform)
    try container.double(b, .b, transform)
    try container.doubleIfPresent(c, .c, transform)
    try container.doubleIfPresent(d, .d, transform)
  }
}

// MARK: - MillisecondsSince1970

struct MillisecondsRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @MillisecondsSince1970 var a: Date
  @MillisecondsSince1970 var b: Date
  @MillisecondsSince1970 var c: Date?
  @MillisecondsSince1970 var d: Date?
}

/// Reads any number of milliseconds, writes a whole number as an integer: the wrapper's format.
struct HandMillisecondsRecord: Codable, Sendable {
  var a: Date
  var b: Date
  var c: Date?
  var d: Date?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = { try MillisecondsSince1970Transform.decode(.init($0)) }
    a = try container.double(.a, transform)
    b = try container.double(.b, transform)
    c = try container.doubleIfPresent(.c, transform)
    d = try container.doubleIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try Self.encode(a, &container, .a)
    try Self.encode(b, &container, .b)
    if let c { try Self.encode(c, &container, .c) }
    if let d { try Self.encode(d, &container, .d) }
  }

  @inline(__always)
  static func encode(
    _ date: Date, _ container: inout KeyedEncodingContainer<FourKeys>, _ key: FourKeys
  ) throws {
    let milliseconds = try container.converting(date, key) {
      try MillisecondsSince1970Transform.encode($0).milliseconds
    }
    if let integer = Int64(exactly: milliseconds) {
      try container.encode(integer, forKey: key)
    } else {
      try container.encode(milliseconds, forKey: key)
    }
  }
}

// MARK: - TimestampDate

struct TimestampRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @TimestampDate var a: Date
  @TimestampDate var b: Date
  @TimestampDate var c: Date?
  @TimestampDate var d: Date?
}

/// Decodes and encodes a `Timestamp` for each key and converts it, as Firestore users write.
struct HandTimestampRecord: Codable, Sendable {
  var a: Date
  var b: Date
  var c: Date?
  var d: Date?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try Self.date(container.decode(Timestamp.self, forKey: .a), container, .a)
    b = try Self.date(container.decode(Timestamp.self, forKey: .b), container, .b)
    c = try container.decodeIfPresent(Timestamp.self, forKey: .c).map {
      try Self.date($0, container, .c)
    }
    d = try container.decodeIfPresent(Timestamp.self, forKey: .d).map {
      try Self.date($0, container, .d)
    }
  }

  @inline(__always)
  static func date(
    _ timestamp: Timestamp, _ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys
  ) throws -> Date {
    try container.converting(key) { try TimestampDateTransform.decode(timestamp) }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = TimestampDateTransform.encode
    try container.encode(try container.converting(a, .a, transform), forKey: .a)
    try container.encode(try container.converting(b, .b, transform), forKey: .b)
    if let c { try container.encode(try container.converting(c, .c, transform), forKey: .c) }
    if let d { try container.encode(try container.converting(d, .d, transform), forKey: .d) }
  }
}

// MARK: - ISO8601Date

struct ISO8601Record: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @ISO8601Date var a: Date
  @ISO8601Date var b: Date
  @ISO8601Date var c: Date?
  @ISO8601Date var d: Date?
}

/// Parses and formats with one static `Date.ISO8601FormatStyle`, the usual hand-written choice.
///
/// It reads whole seconds only, so the fixture has no fractions.
struct HandISO8601Record: Codable, Sendable {
  static let style = Date.ISO8601FormatStyle()

  var a: Date
  var b: Date
  var c: Date?
  var d: Date?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let parse = { try Self.style.parse($0) }
    a = try container.string(.a, parse)
    b = try container.string(.b, parse)
    c = try container.stringIfPresent(.c, parse)
    d = try container.stringIfPresent(.d, parse)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let format = { (date: Date) in Self.style.format(date) }
    try container.string(a, .a, format)
    try container.string(b, .b, format)
    try container.stringIfPresent(c, .c, format)
    try container.stringIfPresent(d, .d, format)
  }
}

// MARK: - RFC2822Date, YearMonthDayDate

struct RFC2822Record: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @RFC2822Date var a: Date
  @RFC2822Date var b: Date
  @RFC2822Date var c: Date?
  @RFC2822Date var d: Date?
}

struct HandRFC2822Record: Codable, Sendable {
  var a: Date
  var b: Date
  var c: Date?
  var d: Date?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = RFC2822DateTransform.decode
    a = try container.string(.a, transform)
    b = try container.string(.b, transform)
    c = try container.stringIfPresent(.c, transform)
    d = try container.stringIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = RFC2822DateTransform.encode
    try container.string(a, .a, transform)
    try container.string(b, .b, transform)
    try container.stringIfPresent(c, .c, transform)
    try container.stringIfPresent(d, .d, transform)
  }
}

struct YearMonthDayRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @YearMonthDayDate var a: Date
  @YearMonthDayDate var b: Date
  @YearMonthDayDate var c: Date?
  @YearMonthDayDate var d: Date?
}

struct HandYearMonthDayRecord: Codable, Sendable {
  var a: Date
  var b: Date
  var c: Date?
  var d: Date?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = YearMonthDayDateTransform.decode
    a = try container.string(.a, transform)
    b = try container.string(.b, transform)
    c = try container.stringIfPresent(.c, transform)
    d = try container.stringIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = YearMonthDayDateTransform.encode
    try container.string(a, .a, transform)
    try container.string(b, .b, transform)
    try container.stringIfPresent(c, .c, transform)
    try container.stringIfPresent(d, .d, transform)
  }
}

// MARK: - DateFormatTransform

/// The date guide's custom format, written as the guide writes it: `format` a computed
/// interpolation, evaluated whenever it is read.
enum GuideEuropeanDate: DateFormatTransform {
  static var format: Date.FormatString {
    "\(day: .twoDigits).\(month: .twoDigits).\(year: .padded(4))"
  }
  static var formatDescription: String { "DD.MM.YYYY" }
}

/// The same format stored once, as a `static let`: what the guide's form must cost.
enum StoredEuropeanDate: DateFormatTransform {
  static let format: Date.FormatString =
    "\(day: .twoDigits).\(month: .twoDigits).\(year: .padded(4))"
  static let formatDescription = "DD.MM.YYYY"
}

struct GuideFormatRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @TransformCoded<GuideEuropeanDate, Date> var a: Date
  @TransformCoded<GuideEuropeanDate, Date> var b: Date
  @TransformCoded<GuideEuropeanDate, Date?> var c: Date?
  @TransformCoded<GuideEuropeanDate, Date?> var d: Date?
}

struct StoredFormatRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @TransformCoded<StoredEuropeanDate, Date> var a: Date
  @TransformCoded<StoredEuropeanDate, Date> var b: Date
  @TransformCoded<StoredEuropeanDate, Date?> var c: Date?
  @TransformCoded<StoredEuropeanDate, Date?> var d: Date?
}

/// A day's midnight, UTC.
func day(_ index: Int, _ salt: Int) -> Date {
  Date(timeIntervalSince1970: Double((19_000 + index * 7 + salt * 400) * 86_400))
}

// MARK: - DurationSeconds, DurationMilliseconds

struct DurationSecondsRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @DurationSeconds var a: Duration
  @DurationSeconds var b: Duration
  @DurationSeconds var c: Duration?
  @DurationSeconds var d: Duration?
}

struct HandDurationSecondsRecord: Codable, Sendable {
  var a: Duration
  var b: Duration
  var c: Duration?
  var d: Duration?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = DurationSecondsTransform.decode
    a = try container.double(.a, transform)
    b = try container.double(.b, transform)
    c = try container.doubleIfPresent(.c, transform)
    d = try container.doubleIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = DurationSecondsTransform.encode
    try container.double(a, .a, transform)
    try container.double(b, .b, transform)
    try container.doubleIfPresent(c, .c, transform)
    try container.doubleIfPresent(d, .d, transform)
  }
}

struct DurationMillisecondsRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @DurationMilliseconds var a: Duration
  @DurationMilliseconds var b: Duration
  @DurationMilliseconds var c: Duration?
  @DurationMilliseconds var d: Duration?
}

/// Reads and writes an `Int64` with the concrete methods.
struct HandDurationMillisecondsRecord: Codable, Sendable {
  var a: Duration
  var b: Duration
  var c: Duration?
  var d: Duration?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = DurationMillisecondsTransform.decode
    a = transform(try container.decode(Int64.self, forKey: .a))
    b = transform(try container.decode(Int64.self, forKey: .b))
    c = try container.decodeIfPresent(Int64.self, forKey: .c).map(transform)
    d = try container.decodeIfPresent(Int64.self, forKey: .d).map(transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try Self.encode(a, &container, .a)
    try Self.encode(b, &container, .b)
    if let c { try Self.encode(c, &container, .c) }
    if let d { try Self.encode(d, &container, .d) }
  }

  @inline(__always)
  static func encode(
    _ duration: Duration, _ container: inout KeyedEncodingContainer<FourKeys>, _ key: FourKeys
  ) throws {
    let milliseconds = try container.converting(duration, key) {
      try DurationMillisecondsTransform.encode($0)
    }
    try container.encode(milliseconds, forKey: key)
  }
}

/// A duration of whole milliseconds.
func duration(_ index: Int, _ salt: Int) -> Duration {
  .milliseconds(index * 1_337 + salt * 60_000)
}

func date(_ index: Int, _ salt: Int, milliseconds: Bool = false) -> Date {
  let seconds = 1_700_000_000 + index * 7_919 + salt * 86_413
  let fraction = milliseconds ? Double((index * 37 + salt) % 1000) / 1000 : 0
  return Date(timeIntervalSince1970: Double(seconds) + fraction)
}

extension RatioCases {
  static let dateCoding =
    RatioCase.pairs(
      suite: "DateCoding", name: "SecondsSince1970", subject: SecondsRecord.self,
      baseline: HandSecondsRecord.self
    ) { index in
      SecondsRecord(a: date(index, 1), b: date(index, 2, milliseconds: true), c: date(index, 3))
    }
    + RatioCase.pairs(
      suite: "DateCoding", name: "MillisecondsSince1970", subject: MillisecondsRecord.self,
      baseline: HandMillisecondsRecord.self
    ) { index in
      MillisecondsRecord(
        a: date(index, 1), b: date(index, 2, milliseconds: true), c: date(index, 3))
    }
    + RatioCase.pairs(
      suite: "DateCoding", name: "TimestampDate", subject: TimestampRecord.self,
      baseline: HandTimestampRecord.self
    ) { index in
      TimestampRecord(a: date(index, 1), b: date(index, 2, milliseconds: true), c: date(index, 3))
    }
    + RatioCase.pairs(
      suite: "DateCoding", name: "ISO8601Date", subject: ISO8601Record.self,
      baseline: HandISO8601Record.self,
      baselineName: "hand-written Codable with a static Date.ISO8601FormatStyle"
    ) { index in
      ISO8601Record(a: date(index, 1), b: date(index, 2), c: date(index, 3))
    }
    + RatioCase.pairs(
      suite: "DateCoding", name: "RFC2822Date", subject: RFC2822Record.self,
      baseline: HandRFC2822Record.self
    ) { index in
      RFC2822Record(a: date(index, 1), b: date(index, 2), c: date(index, 3), d: nil)
    }
    + RatioCase.pairs(
      suite: "DateCoding", name: "YearMonthDayDate", subject: YearMonthDayRecord.self,
      baseline: HandYearMonthDayRecord.self
    ) { index in
      YearMonthDayRecord(a: day(index, 1), b: day(index, 2), c: day(index, 3), d: nil)
    }
    + RatioCase.pairs(
      suite: "DateCoding", name: "DateFormatTransform (computed format)",
      subject: GuideFormatRecord.self, baseline: StoredFormatRecord.self,
      baselineName: "the same transform with its format in a static let", target: 1.02
    ) { index in
      GuideFormatRecord(a: day(index, 1), b: day(index, 2), c: day(index, 3), d: nil)
    }
    + RatioCase.pairs(
      suite: "DateCoding", name: "DurationSeconds", subject: DurationSecondsRecord.self,
      baseline: HandDurationSecondsRecord.self
    ) { index in
      DurationSecondsRecord(
        a: duration(index, 1), b: duration(index, 2), c: duration(index, 3), d: nil)
    }
    + RatioCase.pairs(
      suite: "DateCoding", name: "DurationMilliseconds", subject: DurationMillisecondsRecord.self,
      baseline: HandDurationMillisecondsRecord.self
    ) { index in
      DurationMillisecondsRecord(
        a: duration(index, 1), b: duration(index, 2), c: duration(index, 3), d: nil)
    }
}
