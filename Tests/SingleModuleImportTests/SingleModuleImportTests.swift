import Foundation
import Testing
import TimeZoneCoding

// This target depends on `TimeZoneCoding` alone and builds with `MemberImportVisibility`. The
// container overloads live in `CodableTransformsCore`; they are found only because
// `TimeZoneCoding` re-exports it with `@_exported import`. Without that, decoding `{}` below
// would throw `keyNotFound` and `nil` would be written as `null` — silently, with no diagnostic.

struct Traveller: Codable, Equatable, Sendable {
  var name: String
  @StringCodedTimeZone var home: TimeZone
  @StringCodedTimeZone var away: TimeZone?
}

@Suite("Importing one wrapper module only")
struct SingleModuleImportTests {
  @Test func aMissingKeyDecodesAnOptionalAsNil() throws {
    let json = #"{"name": "Ada", "home": "Europe/London"}"#
    let traveller = try JSONDecoder().decode(Traveller.self, from: Data(json.utf8))
    #expect(traveller.away == nil)
  }

  @Test func nullDecodesAnOptionalAsNil() throws {
    let json = #"{"name": "Ada", "home": "Europe/London", "away": null}"#
    let traveller = try JSONDecoder().decode(Traveller.self, from: Data(json.utf8))
    #expect(traveller.away == nil)
  }

  @Test func nilIsOmitted() throws {
    let traveller = Traveller(name: "Ada", home: TimeZone(identifier: "Europe/London")!)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(traveller), as: UTF8.self)
    #expect(json == #"{"home":"Europe/London","name":"Ada"}"#)
  }

  @Test func anInvalidOptionalStillThrows() throws {
    let json = #"{"name": "Ada", "home": "Europe/London", "away": "Atlantis"}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Traveller.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["away"])
  }

  @Test func theCoreNamesAreReachableThroughTheWrapperModule() {
    // `TransformError` and the container methods come from the core, re-exported.
    #expect(throws: TransformError.self) { try StringCodedTimeZoneTransform.decode("Atlantis") }
  }
}
