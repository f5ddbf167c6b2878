import DefaultCoding
import DocumentCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import OmitCoding
import Testing

enum NoVotes: DefaultValueProvider {
  static var defaultValue: Int { 0 }
}

/// A document that holds its own reference and leaves its empty fields out.
struct ReviewDocument: Codable, Equatable {
  @DocumentID var reference: FirestoreRESTReference?
  @DocumentID var id: String?
  var stars: Int
  @OmitIfEmpty var tags: [String]
  @OmitIfEmpty var note: String?
  @OmitIfDefault<NoVotes> var votes: Int
}

@Suite(
  "Firestore emulator: a reference as @DocumentID, fields left out when empty",
  .enabled(if: emulatorHost != nil, skippedWithoutEmulator))
struct EmulatorReferenceAndOmissionTests {
  @Test func aReferenceIDIsTheStoredDocumentsAndEmptyFieldsAreNotStored() async throws {
    let firestore = emulatorClient("references")
    let plain = ReviewDocument(
      reference: nil, id: nil, stars: 4, tags: [], note: "", votes: 0)
    let full = ReviewDocument(
      reference: nil, id: nil, stars: 5, tags: ["swift"], note: "great", votes: 2)
    try await firestore.set(plain, at: "reviews/plain")
    let created = try await firestore.create(full, in: "reviews")

    // Nothing but the stars is stored for the plain review: no ID, no empty field.
    let stored = try await firestore.getFields(at: "reviews/plain").value
    #expect(stored.keys.sorted() == ["stars"])
    #expect(
      try await firestore.getFields(at: created.path).value.keys.sorted() == [
        "note", "stars", "tags", "votes",
      ])

    // Read back: the reference is the one the server names, the empty values come back.
    let read = try await firestore.get(ReviewDocument.self, at: "reviews/plain").value
    let expectedReference = try firestore.reference("reviews/plain")
    #expect(read.reference == expectedReference)
    #expect(read.id == "plain")
    #expect(read.stars == 4 && read.tags == [] && read.note == nil && read.votes == 0)

    // A listed document carries its own reference too.
    let listed = try await firestore.list(ReviewDocument.self, in: "reviews").documents
    #expect(Set(listed.compactMap(\.value.reference)) == [expectedReference, created])
    let readFull = try #require(listed.first { $0.value.reference == created }).value
    #expect(readFull.tags == ["swift"] && readFull.note == "great" && readFull.votes == 2)

    // Writing a read model back stores no reference either.
    try await firestore.set(readFull, at: created.path)
    #expect(try await firestore.getFields(at: created.path).value["reference"] == nil)
  }
}
