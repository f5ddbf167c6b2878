import DateCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import GeoPointCoding

/// The documents the query tests run against: twelve books whose fields have every kind a filter
/// compares (integers, doubles with `NaN`, strings, arrays, dates, geopoints, references, nested
/// maps, a field name that needs back-quotes, `null` and missing values), and reviews in two
/// places for collection groups.
struct QueryBook: Codable, Sendable, Equatable {
  var title: String
  var pages: Int
  var rating: Double
  var genre: String
  var tags: [String]
  var published: Date
  var location: GeoPoint
  var author: FirestoreRESTReference
  var meta: Meta
  var myField: Int
  var note: FirestoreRESTValue?

  struct Meta: Codable, Sendable, Equatable { var score: Int }

  enum CodingKeys: String, CodingKey {
    case title, pages, rating, genre, tags, published, location, author, meta, note
    case myField = "my-field"
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.pages == rhs.pages
      && (lhs.rating == rhs.rating || (lhs.rating.isNaN && rhs.rating.isNaN))
      && lhs.genre == rhs.genre && lhs.tags == rhs.tags && lhs.published == rhs.published
      && lhs.location == rhs.location && lhs.author == rhs.author && lhs.meta == rhs.meta
      && lhs.myField == rhs.myField
      // An optional reads a stored null as nil.
      && (lhs.note ?? .null) == (rhs.note ?? .null)
  }
}

struct QueryReview: Codable, Sendable {
  var stars: Int
  var by: String
}

enum QueryDataSet {
  static let pages = [120, 300, 300, 450, 500, 610, 700, 820, 910, 1_000, 150, 260]
  static let ratings = [4.5, .nan, 3.0, 4.0, .nan, 2.5, 5.0, 3.5, 4.0, 1.0, 4.5, 3.0]
  static let genres = [
    "sf", "fantasy", "sf", "poetry", "fantasy", "sf", "history", "sf", "poetry", "history",
    "fantasy", "sf",
  ]
  static let tags: [[String]] = [
    ["classic"], ["new"], ["classic", "new"], [], ["classic"], ["award"], ["new", "award"],
    ["classic"], [], ["award"], ["new"], ["classic", "award"],
  ]

  static func id(_ index: Int) -> String { "b" + (index < 9 ? "0" : "") + String(index + 1) }

  /// A date with a fraction of a second that a truncating encoder would store a microsecond
  /// early, so that equality filters on dates prove the rounding.
  static func published(_ index: Int) -> Date {
    Date(timeIntervalSince1970: 946_684_800 + Double(index) * 34_560_000 + 0.685)
  }

  static func location(_ index: Int) -> GeoPoint {
    GeoPoint(latitude: Double((index * 10) % 90), longitude: Double((index * 20) % 180))
  }

  static func books(in firestore: FirestoreRESTClient) throws -> [(String, QueryBook)] {
    try (0..<12).map { index in
      let note: FirestoreRESTValue? =
        switch index % 3 {
        case 0: nil
        case 1: .null
        default: .string("n\(index)")
        }
      return (
        id(index),
        QueryBook(
          title: "Book \(index + 1)", pages: pages[index], rating: ratings[index],
          genre: genres[index], tags: tags[index], published: published(index),
          location: location(index), author: try firestore.reference("authors/a\(index % 3)"),
          meta: .init(score: (index * 7) % 10), myField: index % 5, note: note)
      )
    }
  }

  /// Writes the data set in one commit.
  static func write(to firestore: FirestoreRESTClient) async throws {
    let books = try books(in: firestore)
    try await firestore.commit { batch in
      for (id, book) in books { try batch.set(book, at: "books/\(id)") }
      for (book, stars) in [("b01", [5, 3]), ("b02", [4]), ("b03", [2, 5])] {
        for (index, star) in stars.enumerated() {
          try batch.set(
            QueryReview(stars: star, by: "r\(index)"), at: "books/\(book)/reviews/r\(index)")
        }
      }
      try batch.set(QueryReview(stars: 4, by: "shelf"), at: "shelves/s1/reviews/r0")
    }
  }
}
