import ColorCoding
import DateCoding
import DocumentCoding
import FirestoreRESTCoding
import Foundation
import GeoPointCoding

// The models of Google's guide "Map Cloud Firestore data with Swift Codable", with the package's
// wrappers and types in place of the Firebase SDK's.

struct Book: Codable, Equatable {
  @DocumentID var id: String?
  var title: String
  var numberOfPages: Int
  var author: String
}

struct CoverImages: Codable, Equatable {
  var small: String
  var medium: String
  var large: String
}

struct BookWithCoverImages: Codable, Equatable {
  @DocumentID var id: String?
  var title: String
  var numberOfPages: Int
  var author: String
  var cover: CoverImages?
}

struct ProgrammingLanguage: Codable, Equatable {
  @DocumentID var id: String?
  var name: String
  var year: Timestamp

  enum CodingKeys: String, CodingKey {
    case id
    case name = "language_name"
    case year
  }
}

struct Office: Codable, Equatable {
  @DocumentID var id: String?
  var name: String
  var location: GeoPoint
}

struct Tag: Codable, Equatable {
  var name: String
  @HexColor var color: RGBAColor
}

enum Status: String, Codable {
  case draft, published
}

struct Article: Codable, Equatable {
  @DocumentID var id: String?
  var title: String
  @ServerTimestamp var createdAt: Date?
  @ExplicitNull var subtitle: String?
  var tags: [Tag]
  var status: Status
}
