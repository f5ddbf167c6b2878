import DocumentCoding
import Foundation
import Testing

// This file imports `DocumentCoding` alone (the target builds with `MemberImportVisibility`): the
// container overloads in the core must still be found through its `@_exported import`, or a
// missing key would throw `keyNotFound` and `nil` would be written as `null`.

private struct Draft: Codable, Equatable {
  @DocumentID var id: String?
  @ServerTimestamp var savedAt: Date?
  @ExplicitNull var note: String?
}

@Suite("Importing DocumentCoding only")
struct DocumentCodingImportTests {
  @Test func missingKeysDecodeAndNilFollowsEachWrappersRule() throws {
    let draft = try JSONDecoder().decode(Draft.self, from: Data("{}".utf8))
    #expect(draft == Draft())
    let json = String(decoding: try JSONEncoder().encode(Draft(id: "d")), as: UTF8.self)
    #expect(json == #"{"note":null}"#)
  }
}
