import CodableTransformsTesting
import DateCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

/// What holds across the module's wrappers: one instant gives one `Date`, and the coder's own
/// date strategy changes nothing.
@Suite("DateCoding across wrappers")
struct DateCodingConsistencyTests {
  struct Everything: Codable, Equatable, Sendable {
    @SecondsSince1970 var seconds: Date
    @MillisecondsSince1970 var milliseconds: Date
    @ISO8601Date var iso: Date
    @TimestampDate var timestamp: Date
    @ISO8601Date var optional: Date?
    var plain: Date
  }

  /// An instant written with milliseconds decodes to the same `Date` in every wrapper: the date
  /// `Date(timeIntervalSince1970:)` gives for the decimal number.
  @Test func anInstantDecodesToOneDateInEveryWrapper() throws {
    var random = SeededRandomNumberGenerator(seed: 0xDA7E)
    for _ in 0..<5000 {
      let milliseconds = Int64.random(
        in: -62_135_596_800_000..<253_402_300_800_000, using: &random)
      let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
      let millisecond = milliseconds - seconds * 1000
      let expected = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
      let magnitude = milliseconds.magnitude
      let decimal = Double(
        "\(milliseconds < 0 ? "-" : "")\(magnitude / 1000).\(String(1000 + magnitude % 1000).dropFirst())"
      )
      #expect(try SecondsSince1970Transform.decode(#require(decimal)) == expected)
      #expect(try MillisecondsSince1970Transform.decode(.init(Double(milliseconds))) == expected)
      let iso = try ISO8601DateTransform.encode(expected)
      #expect(try ISO8601DateTransform.decode(iso) == expected, "\(iso)")
      let timestamp = Timestamp(seconds: seconds, nanoseconds: Int32(millisecond) * 1_000_000)
      #expect(try TimestampDateTransform.decode(timestamp) == expected, "\(timestamp)")
    }
  }

  /// Numbers of every magnitude either decode to a date that every module format but
  /// `Timestamp` writes and reads back, or throw `TransformError`; nothing traps.
  @Test func anyNumberDecodesToAWritableDateOrThrows() throws {
    var random = SeededRandomNumberGenerator(seed: 0x1E300)
    let specials: [Double] = [
      .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, -0.0, 0, 253_402_300_800, 253_402_300_800.0.nextDown,
      -62_167_219_200, -62_167_219_200.0.nextDown, 9.3e18, -9.3e18,
    ]
    for index in 0..<20_000 {
      let number =
        index < specials.count
        ? specials[index]
        : Double(
          sign: random.chance(0.5) ? .minus : .plus,
          exponent: Int.random(in: -40...60, using: &random),
          significand: Double.random(in: 1..<2, using: &random))
      for scale in [1.0, 1000] {
        let date: Date
        do {
          date =
            scale == 1
            ? try SecondsSince1970Transform.decode(number)
            : try MillisecondsSince1970Transform.decode(.init(number))
        } catch is TransformError {
          continue
        }
        let seconds = try SecondsSince1970Transform.encode(date)
        #expect(try SecondsSince1970Transform.decode(seconds) == date)
        let iso = try ISO8601DateTransform.decode(ISO8601DateTransform.encode(date))
        #expect(abs(iso.timeIntervalSince(date)) <= 0.001, "\(number)")
        let milliseconds = try MillisecondsSince1970Transform.decode(
          MillisecondsSince1970Transform.encode(date))
        #expect(milliseconds == iso, "\(number)")
      }
    }
  }

  static let strategies:
    [(String, JSONEncoder.DateEncodingStrategy, JSONDecoder.DateDecodingStrategy)] = [
      ("deferredToDate", .deferredToDate, .deferredToDate),
      ("secondsSince1970", .secondsSince1970, .secondsSince1970),
      ("millisecondsSince1970", .millisecondsSince1970, .millisecondsSince1970),
      ("iso8601", .iso8601, .iso8601),
    ]

  /// The wrapped properties are written and read the same way whatever the date strategy;
  /// only the plain `Date` follows it.
  @Test(arguments: strategies.indices)
  func theCodersDateStrategyChangesNothing(_ index: Int) throws {
    let (_, encoding, decoding) = Self.strategies[index]
    let date = Date(timeIntervalSince1970: 1_732_181_400.25)
    let value = Everything(
      seconds: date, milliseconds: date, iso: date, timestamp: date, optional: nil,
      plain: Date(timeIntervalSince1970: 1_732_181_400))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.dateEncodingStrategy = encoding
    let data = try encoder.encode(value)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["plain"] = nil
    let wrapped = try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
    #expect(
      String(decoding: wrapped, as: UTF8.self)
        == #"{"iso":"2024-11-21T09:30:00.250Z","milliseconds":1732181400250,"#
        + #""seconds":1732181400.25,"timestamp":{"nanoseconds":250000000,"seconds":1732181400}}"#)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = decoding
    #expect(try decoder.decode(Everything.self, from: data) == value)
  }

  @Test(arguments: ConformanceCoders.all.map(\.name))
  func everyWrapperRoundTripsTogetherInEveryCoder(_ coderName: String) throws {
    struct Wrapped: Codable, Equatable {
      @SecondsSince1970 var seconds: [Date]
      @MillisecondsSince1970 var milliseconds: Date?
      @ISO8601Date var iso: [String: Date]
      @TimestampDate var timestamps: [Date?]
    }
    let coder = try #require(ConformanceCoders.all.first { $0.name == coderName })
    let date = Date(timeIntervalSince1970: -1_234_567_890.5)
    let value = Wrapped(
      seconds: [date, .distantPast], milliseconds: date, iso: ["before 1970": date],
      timestamps: [date, nil, .distantFuture])
    let wire = try coder.encode(value)
    #expect(try coder.decode(Wrapped.self, from: wire) == value)
  }
}

/// The examples of the documentation, as written there.
@Suite("DateCoding documentation examples")
struct DateCodingDocumentationExampleTests {
  @Test func transformExamples() throws {
    let date = try ISO8601DateTransform.decode("2026-11-21T10:30:00+01:00")
    #expect(try ISO8601DateTransform.encode(date) == "2026-11-21T09:30:00Z")
    #expect(
      try MillisecondsSince1970Transform.decode(.init(1_732_181_400_250))
        == Date(timeIntervalSince1970: 1_732_181_400.25))
    #expect(
      try SecondsSince1970Transform.decode(1_732_181_400.5)
        == Date(timeIntervalSince1970: 1_732_181_400.5))
    #expect(
      try ISO8601DateTransform.decode("2024-11-21T09:30:00.123Z")
        == Date(timeIntervalSince1970: 1_732_181_400.123))
  }

  @Test func timestampExamples() throws {
    #expect(!Timestamp(seconds: 0, nanoseconds: 1_000_000_000).isValid)
    #expect(Timestamp(seconds: -62_135_596_800, nanoseconds: 0).isValid)
    #expect(
      Timestamp(seconds: -1, nanoseconds: 999_999_999) < Timestamp(seconds: 0, nanoseconds: 0))
    #expect(
      Timestamp(seconds: 1_732_181_400, nanoseconds: 123_000_000).dateValue()
        == Date(timeIntervalSince1970: 1_732_181_400.123))
    #expect(
      Timestamp(date: Date(timeIntervalSince1970: -0.25))
        == Timestamp(seconds: -1, nanoseconds: 750_000_000))
    let json = #"{"seconds": 1732181400, "nanoseconds": 0}"#
    let timestamp = try JSONDecoder().decode(Timestamp.self, from: Data(json.utf8))
    #expect(timestamp == Timestamp(seconds: 1_732_181_400, nanoseconds: 0))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(timestamp), as: UTF8.self)
        == #"{"nanoseconds":0,"seconds":1732181400}"#)
  }
}
