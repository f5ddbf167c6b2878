// The guide's example with exactly the guide's imports: `FirestoreRESTCoding` brings the types its
// API names (`Timestamp`, `GeoPoint`, the snapshot coder's options), and `DocumentCoding` the
// document wrappers. No other import of the library is allowed in this file.
import DocumentCoding
import FirestoreRESTCoding
import Foundation
import Testing

private struct GuideBook: Codable, Equatable {
  @DocumentID var id: String?
  var title: String
  var numberOfPages: Int
  var published: Timestamp
  var office: GeoPoint
  var tags: [String]
}

@Suite("The guide's imports")
struct GuideImportsTests {
  @Test func theGuideExampleDecodesAndEncodesWithItsTwoImports() throws {
    let body = Data(
      """
      {"name": "projects/demo/databases/(default)/documents/books/hitchhiker",
       "fields": {
         "title": {"stringValue": "The Hitchhiker's Guide"},
         "numberOfPages": {"integerValue": "816"},
         "published": {"timestampValue": "1979-10-12T00:00:00.123456Z"},
         "office": {"geoPointValue": {"latitude": 52.23, "longitude": 21.01}},
         "tags": {"arrayValue": {"values": [{"stringValue": "sci-fi"}]}}}}
      """.utf8)
    let book = try FirestoreRESTDecoder().decode(GuideBook.self, from: body)
    #expect(book.id == "hitchhiker")
    #expect(book.published == Timestamp(seconds: 308_534_400, nanoseconds: 123_456_000))
    #expect(book.office == GeoPoint(latitude: 52.23, longitude: 21.01))

    let fields = try FirestoreRESTEncoder().encode(book).fields
    #expect(fields["id"] == nil)  // Firestore keeps the ID in the name, not in the fields.
    #expect(fields["numberOfPages"] == .integer(816))
    #expect(fields["published"] == .timestamp(book.published))

    // The snapshot coder's options are reachable through the REST decoder's.
    var strict = FirestoreRESTDecoder()
    strict.unknownFields = SnapshotDecoder.UnknownKeyStrategy.reject
    #expect(try strict.decode(GuideBook.self, from: body) == book)
    let extra = #""pages": {"integerValue": "1"}, "tags":"#
    let unknownField = Data(
      String(decoding: body, as: UTF8.self).replacingOccurrences(of: #""tags":"#, with: extra).utf8)
    #expect(try FirestoreRESTDecoder().decode(GuideBook.self, from: unknownField) == book)
    #expect(throws: DecodingError.self) { try strict.decode(GuideBook.self, from: unknownField) }
  }
}
