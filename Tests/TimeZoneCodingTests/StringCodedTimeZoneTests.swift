import CodableTransformsTesting
import Foundation
import Testing
import TimeZoneCoding
import _CodableTransformsLibraryTesting

@Suite("@StringCodedTimeZone")
struct StringCodedTimeZoneTests {
  @Test(arguments: LibraryConformance.stringCodedTimeZone.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Meeting: Codable, Hashable, Sendable {
    @StringCodedTimeZone var host: TimeZone
    @StringCodedTimeZone var guest: TimeZone?
    @StringCodedTimeZone var attendees: [TimeZone]
    @StringCodedTimeZone var offices: [String: TimeZone]
  }

  @Test func codesTheIdentifierInEveryShape() throws {
    let json = #"""
      {"host": "Europe/Warsaw", "attendees": ["Asia/Tokyo", "America/New_York"],
       "offices": {"Paris": "Europe/Paris"}}
      """#
    let meeting = try JSONDecoder().decode(Meeting.self, from: Data(json.utf8))
    #expect(meeting.host.identifier == "Europe/Warsaw")
    #expect(meeting.guest == nil)
    #expect(meeting.attendees.map(\.identifier) == ["Asia/Tokyo", "America/New_York"])
    #expect(meeting.offices["Paris"]?.identifier == "Europe/Paris")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    #expect(
      String(decoding: try encoder.encode(meeting), as: UTF8.self)
        == #"{"attendees":["Asia/Tokyo","America/New_York"],"host":"Europe/Warsaw","offices":{"Paris":"Europe/Paris"}}"#
    )
  }

  @Test func theErrorNamesTheElementAndQuotesTheIdentifier() throws {
    let json =
      #"{"host": "Europe/Warsaw", "attendees": ["Asia/Tokyo", "Mars/Olympus"], "offices": {}}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Meeting.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == [
        "attendees", "1",
      ])
    #expect(context.debugDescription.hasPrefix("Unknown time zone identifier 'Mars/Olympus'"))
  }

  /// Foundation normalizes some identifiers when it creates the zone.
  ///
  /// The wrapper accepts them
  /// and writes the normalized identifier back: the documented behaviour.
  @Test func normalizedIdentifiersAreReencodedAsFoundationNormalizesThem() throws {
    for (input, identifier) in [("UTC", TimeZone(identifier: "UTC")!.identifier), ("GMT", "GMT")] {
      let zone = try StringCodedTimeZoneTransform.decode(input)
      #expect(StringCodedTimeZoneTransform.encode(zone) == identifier)
    }
    #if os(Linux)
      #expect(try StringCodedTimeZoneTransform.decode("UTC").identifier == "GMT")
      #expect(try StringCodedTimeZoneTransform.decode("GMT+01:00").identifier == "GMT+0100")
    #endif
  }

  @Test(arguments: ["utc", "Z", "+01:00", "", "Europe/Warsaw ", "Mars/Olympus", "Etc/GMT+99"])
  func identifiersFoundationDoesNotKnowAreRejected(_ identifier: String) {
    #expect(throws: TransformError.self) { try StringCodedTimeZoneTransform.decode(identifier) }
  }

  @Test func everyKnownIdentifierDecodes() throws {
    for identifier in TimeZone.knownTimeZoneIdentifiers {
      let zone = try StringCodedTimeZoneTransform.decode(identifier)
      // A known identifier decodes to a zone that decodes again from what it encodes.
      let again = try StringCodedTimeZoneTransform.decode(StringCodedTimeZoneTransform.encode(zone))
      #expect(again == zone, "\(identifier)")
    }
  }

  @Test func propertyListsWriteTheIdentifierNotFoundationsDictionary() throws {
    struct Model: Codable {
      @StringCodedTimeZone var zone: TimeZone
      var plain: TimeZone
    }
    let paris = TimeZone(identifier: "Europe/Paris")!
    let data = try PropertyListEncoder().encode(Model(zone: paris, plain: paris))
    let plist =
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    #expect(plist?["zone"] as? String == "Europe/Paris")
    #expect(plist?["plain"] is [String: Any])
  }
}
