import DocumentCoding
import Foundation
import Hummingbird

/// A book of the lending library: one document of the `books` collection, and the JSON of the
/// HTTP API — the same model on both wires.
///
/// In Firestore the id is the document's name, not a field (`@DocumentID` leaves it out of the
/// write and fills it from the name on read), `published` is a timestamp, and a `nil`
/// `updatedAt` asks the server for its own time on each write. In the API's JSON the id is a
/// field (the response encoder sets `userInfo[.encodesDocumentID]`) and times are RFC 3339.
struct Book: Codable, Sendable, Equatable {
  @DocumentID var id: String?
  var title: String
  var author: String
  var published: Date
  var copies: Int
  @ServerTimestamp var updatedAt: Date?
}

extension Book: ResponseCodable {}

/// The answer to a query: the books found, in order.
struct BookList: ResponseEncodable, Sendable {
  var books: [Book]
}
