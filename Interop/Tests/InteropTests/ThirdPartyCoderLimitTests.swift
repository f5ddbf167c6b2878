import CodableTransforms
import CodableTransformsTesting
import Foundation
import InteropCoders
import Testing
import XMLCoder

/// Each limit that `KnownLimitations` gives as a reason, shown directly.
///
/// If one of these starts
/// failing, the coder has changed: regenerate the table and update the reasons.
@Suite("XMLCoder 0.18.2's limits")
struct XMLCoderLimitTests {
  struct Zones: Codable, Equatable {
    @StringCodedTimeZone var zones: [TimeZone]
  }

  struct Note: Codable, Equatable {
    @ExplicitNull var note: String?
  }

  struct Plain: Codable, Equatable {
    var date: Date
  }

  struct Identifier: Codable {
    @StringCodedTimeZone var zone: TimeZone
  }

  func roundTrip<T: Codable>(_ value: T) throws -> T {
    try XMLDecoder().decode(T.self, from: XMLEncoder().encode(value, withRootKey: "root"))
  }

  struct ZonesByCity: Codable, Equatable {
    @StringCodedTimeZone var zones: [String: TimeZone]
  }

  struct Nested: Codable, Equatable {
    var values: [[Int]]
  }

  /// Older notes say XMLCoder keeps only the first element of an array-valued wrapper; with the
  /// library's container overloads it keeps them all.
  @Test func anArrayValuedWrapperRoundTrips() throws {
    let zones = Zones(zones: [
      TimeZone(identifier: "Asia/Tokyo")!, TimeZone(identifier: "Etc/UTC")!,
    ])
    #expect(try roundTrip(zones) == zones)
  }

  @Test func anEmptyArrayWritesNothing() throws {
    let xml = try XMLEncoder().encode(Zones(zones: []), withRootKey: "root")
    #expect(!String(decoding: xml, as: UTF8.self).contains("zones"))
  }

  @Test func anEmptyDictionaryDoesNotReadBack() throws {
    #expect(throws: DecodingError.self) { try roundTrip(ZonesByCity(zones: [:])) }
  }

  @Test func anEmptyArrayInsideAnArrayDoesNotReadBack() {
    let nested = Nested(values: [[], [1, 2]])
    #expect((try? roundTrip(nested)) != nested)
  }

  /// A top-level single value traps in `XMLEncoder.encode`.
  ///
  /// ("Unrecognized top-level element of type: StringBox", checked by hand: a trap cannot be
  /// tested in-process.) The kit only ever
  /// encodes its keyed harness, and writes its own inputs as documents under `root`.
  @Test func theCoderEncodesKeyedModelsOnly() throws {
    #expect(try XMLConformanceCoder().encode(Identifier(zone: .current)) != .null)
  }

  @Test func encodeNilComesBackAsTheEmptyString() throws {
    #expect(try roundTrip(Note(note: nil)).note == "")
  }

  @Test func theDefaultDateStrategiesDisagree() throws {
    // XMLEncoder writes seconds since 2001 (`deferredToDate`), XMLDecoder reads seconds since 1970.
    let date = Date(timeIntervalSince1970: 1_000_000_000)
    let back = try roundTrip(Plain(date: date)).date
    #expect(back.timeIntervalSince(date) == -978_307_200)
  }

  @Test func everythingIsTextAndTrimmed() throws {
    let coder = XMLConformanceCoder()
    struct Number: Codable { @LosslessValue var n: Int }
    #expect(try coder.encode(Number(n: 42)) == ["n": "42"])
    // 3600 is read as the text "3600": the transform rejects it, not the coder.
    let error = try #require(throws: DecodingError.self) {
      try coder.decode(Identifier.self, from: ["zone": 3600])
    }
    guard case .dataCorrupted = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(
      try coder.decode(Identifier.self, from: ["zone": " Europe/Warsaw "]).zone.identifier
        == "Europe/Warsaw")
  }

  @Test func keyNotFoundNamesTheKeyTwice() throws {
    let error = try #require(throws: DecodingError.self) {
      try XMLConformanceCoder().decode(Identifier.self, from: ["other": "x"])
    }
    guard case .keyNotFound(let key, let context) = error else {
      Issue.record("expected keyNotFound, got \(error)")
      return
    }
    #expect(key.stringValue == "zone")
    #expect(context.codingPath.map(\.stringValue) == ["zone"])
  }
}

@Suite("Yams 6.2.2's limits")
struct YamsLimitTests {
  struct Point: Codable, Equatable {
    var latitude: Double
  }

  struct Text: Codable, Equatable {
    var text: String
  }

  @Test func doublesAreWrittenWithFifteenDigits() throws {
    let coder = YAMLConformanceCoder()
    #expect(try coder.encode(Point(latitude: 0.1 + 0.2)) == ["latitude": 0.3])
    #expect(try coder.encode(Point(latitude: 89.99999999999999)) == ["latitude": 90.0])
  }

  @Test func anyScalarDecodesAsAString() throws {
    let coder = YAMLConformanceCoder()
    #expect(try coder.decode(Text.self, from: ["text": 42]).text == "42")
    #expect(try coder.decode(Text.self, from: ["text": true]).text == "true")
    #expect(try coder.decode(Text.self, from: ["text": nil]).text == "null")
  }

  @Test func aLeadingByteOrderMarkIsLost() throws {
    let coder = YAMLConformanceCoder()
    let back = try coder.decode(Text.self, from: coder.encode(Text(text: "\u{FEFF}a")))
    #expect(back.text == "a")
  }
}
