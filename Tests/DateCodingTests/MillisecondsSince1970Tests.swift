import CodableTransformsTesting
import DateCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("@MillisecondsSince1970")
struct MillisecondsSince1970Tests {
  @Test(arguments: LibraryConformance.millisecondsSince1970.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Message: Codable, Hashable, Sendable {
    @MillisecondsSince1970 var sentAt: Date
    @MillisecondsSince1970 var readAt: Date?
  }

  /// Integers and floating-point numbers decode in every coder; a fraction of a millisecond is
  /// kept in the date and rounded away when it is written again.
  @Test(arguments: ConformanceCoders.all.map(\.name))
  func integersAndFloatingPointNumbersDecodeInEveryCoder(_ coderName: String) throws {
    let coder = try #require(ConformanceCoders.all.first { $0.name == coderName })
    for (number, written) in [
      (.integer(1_732_181_400_250), 1_732_181_400_250),
      (.double(1_732_181_400_250), 1_732_181_400_250),
      (.double(1_732_181_400_250.7), 1_732_181_400_251),
      (.double(1_732_181_400_250.2), 1_732_181_400_250), (.double(-1.7), -2),
    ] as [(WireValue, Int64)] {
      let key = coder.wireKey(for: "sentAt")
      let message = try coder.decode(Message.self, from: .object([key: number]))
      guard case .double(let milliseconds) = number else {
        #expect(message.sentAt == Date(timeIntervalSince1970: Double(written) / 1000))
        continue
      }
      #expect(message.sentAt == Date(timeIntervalSince1970: milliseconds / 1000), "\(number)")
      #expect(try coder.encode(message).matches(.object([key: .integer(written)])), "\(number)")
    }
  }

  @Test func propertyListsStoreAnIntegerNotAReal() throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    let message = Message(sentAt: Date(timeIntervalSince1970: 1_732_181_400.25))
    let xml = String(decoding: try encoder.encode(message), as: UTF8.self)
    #expect(xml.contains("<integer>1732181400250</integer>"))
    #expect(!xml.contains("<real>"))
  }

  /// Every whole millisecond round-trips exactly, and decodes to the date Foundation's
  /// `.millisecondsSince1970` strategy gives.
  @Test func everyMillisecondRoundTripsAndMatchesFoundationsStrategy() throws {
    struct Plain: Decodable {
      var sentAt: Date
    }
    let strategy = JSONDecoder()
    strategy.dateDecodingStrategy = .millisecondsSince1970
    var random = SeededRandomNumberGenerator(seed: 0x3111)
    for index in 0..<20_000 {
      let milliseconds =
        index < 2000
        ? 1_732_181_400_000 + Int64(index) - 1000
        : Int64.random(in: -62_167_219_200_000..<253_402_300_800_000, using: &random)
      let date = try MillisecondsSince1970Transform.decode(.init(Double(milliseconds)))
      #expect(try MillisecondsSince1970Transform.encode(date) == .init(Double(milliseconds)))
      if index % 20 == 0 {
        let json = Data(#"{"sentAt": \#(milliseconds)}"#.utf8)
        #expect(try strategy.decode(Plain.self, from: json).sentAt == date, "\(milliseconds)")
      }
    }
  }

  /// Dates are written rounded to the nearest millisecond, not truncated: a date made from a
  /// number of milliseconds is often a hair below it.
  @Test(
    arguments: [
      (1_732_181_400.0004, 1_732_181_400_000), (1_732_181_400.0006, 1_732_181_400_001),
      (-0.0004, 0), (-0.0006, -1), (253_402_300_799.9996, 253_402_300_799_999),
    ] as [(Double, Int64)])
  func datesAreRoundedToTheNearestMillisecond(_ seconds: Double, _ milliseconds: Int64) throws {
    let encoded = try MillisecondsSince1970Transform.encode(Date(timeIntervalSince1970: seconds))
    #expect(encoded == .init(Double(milliseconds)))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func nonFiniteAndHugeNumbersInPropertyListsAreRejected(_ number: Double) throws {
    struct Plain: Encodable {
      var sentAt: Double
    }
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let data = try encoder.encode(Plain(sentAt: number))
    let error = try #require(throws: DecodingError.self) {
      try PropertyListDecoder().decode(Message.self, from: data)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["sentAt"])
    #expect(context.debugDescription.contains("is not a number of milliseconds since 1970"))
  }

  /// Arguments are `timeIntervalSinceReferenceDate`s: `Date.description` traps on `NaN`.
  @Test(
    arguments: [
      253_402_300_800 - 978_307_200, -62_167_219_201 - 978_307_200, .nan, .infinity,
      .greatestFiniteMagnitude,
    ] as [Double])
  func datesOutsideTheRangeAreNotEncoded(_ sinceReferenceDate: Double) throws {
    let message = Message(sentAt: Date(timeIntervalSinceReferenceDate: sinceReferenceDate))
    let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(message) }
    guard case .invalidValue(_, let context) = error else {
      Issue.record("expected invalidValue, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["sentAt"])
    #expect(context.debugDescription.contains("@MillisecondsSince1970"))
  }

  @Test func theNumberWritesAnIntegerOnlyWhenItIsWhole() throws {
    struct Box: Encodable {
      var number: MillisecondsSince1970Transform.Number
    }
    let encoder = JSONEncoder()
    for (number, json) in [
      (MillisecondsSince1970Transform.Number(42), #"{"number":42}"#),
      (.init(42.5), #"{"number":42.5}"#),
      (.init(1e300), #"{"number":1e+300}"#),
    ] {
      #expect(String(decoding: try encoder.encode(Box(number: number)), as: UTF8.self) == json)
    }
  }
}
