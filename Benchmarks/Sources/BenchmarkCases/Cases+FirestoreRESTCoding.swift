import CodableTransforms
import Foundation

// `FirestoreRESTDecoder` and `FirestoreRESTEncoder` against the hand-written way: `JSONDecoder`
// into Codable mirrors of the REST `Value` structure, converted to the model by hand (and the
// reverse), over a `list` response of documents of the guide's shapes.

struct RESTBook: Codable, Equatable, Sendable {
  @DocumentID var id: String?
  var title: String
  var numberOfPages: Int
  var author: String
  var published: Date
  var office: GeoPoint
  var tags: [String]
  var cover: RESTCover?
}

struct RESTCover: Codable, Equatable, Sendable {
  var small: String
  var large: String
}

/// The hand-written side: Codable mirrors of the REST structure.
struct ValueMirror: Codable, Sendable {
  var stringValue: String?
  var integerValue: String?
  var doubleValue: Double?
  var timestampValue: String?
  var geoPointValue: GeoPointMirror?
  var arrayValue: ArrayMirror?
  var mapValue: MapMirror?

  init(
    stringValue: String? = nil, integerValue: String? = nil, timestampValue: String? = nil,
    geoPointValue: GeoPointMirror? = nil, arrayValue: ArrayMirror? = nil,
    mapValue: MapMirror? = nil
  ) {
    self.stringValue = stringValue
    self.integerValue = integerValue
    self.timestampValue = timestampValue
    self.geoPointValue = geoPointValue
    self.arrayValue = arrayValue
    self.mapValue = mapValue
  }
}

struct GeoPointMirror: Codable, Sendable {
  var latitude: Double?
  var longitude: Double?
}

struct ArrayMirror: Codable, Sendable {
  var values: [ValueMirror]?
}

struct MapMirror: Codable, Sendable {
  var fields: [String: ValueMirror]?
}

struct DocumentMirror: Codable, Sendable {
  var name: String?
  var fields: [String: ValueMirror]
}

struct ListMirror: Codable, Sendable {
  var documents: [DocumentMirror]?
}

struct MirrorError: Error {}

let restDateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

/// The hand conversion from mirrors to the model.
func restBook(from document: DocumentMirror) throws -> RESTBook {
  let fields = document.fields
  guard let title = fields["title"]?.stringValue, let author = fields["author"]?.stringValue,
    let pagesText = fields["numberOfPages"]?.integerValue, let pages = Int(pagesText),
    let publishedText = fields["published"]?.timestampValue,
    let point = fields["office"]?.geoPointValue
  else { throw MirrorError() }
  let published = try restDateStyle.parse(publishedText)
  let tags = try (fields["tags"]?.arrayValue?.values ?? []).map { value in
    guard let tag = value.stringValue else { throw MirrorError() }
    return tag
  }
  var cover: RESTCover?
  if let coverFields = fields["cover"]?.mapValue?.fields {
    guard let small = coverFields["small"]?.stringValue,
      let large = coverFields["large"]?.stringValue
    else { throw MirrorError() }
    cover = RESTCover(small: small, large: large)
  }
  var book = RESTBook(
    title: title, numberOfPages: pages, author: author, published: published,
    office: GeoPoint(latitude: point.latitude ?? 0, longitude: point.longitude ?? 0), tags: tags,
    cover: cover)
  book.id = document.name.flatMap { $0.split(separator: "/").last.map(String.init) }
  return book
}

/// The hand conversion from the model to mirrors.
func mirror(of book: RESTBook) -> DocumentMirror {
  var fields: [String: ValueMirror] = [
    "title": ValueMirror(stringValue: book.title),
    "numberOfPages": ValueMirror(integerValue: String(book.numberOfPages)),
    "author": ValueMirror(stringValue: book.author),
    "published": ValueMirror(timestampValue: book.published.formatted(restDateStyle)),
    "office": ValueMirror(
      geoPointValue: GeoPointMirror(
        latitude: book.office.latitude, longitude: book.office.longitude)),
    "tags": ValueMirror(
      arrayValue: ArrayMirror(values: book.tags.map { ValueMirror(stringValue: $0) })),
  ]
  if let cover = book.cover {
    fields["cover"] = ValueMirror(
      mapValue: MapMirror(fields: [
        "small": ValueMirror(stringValue: cover.small),
        "large": ValueMirror(stringValue: cover.large),
      ]))
  }
  return DocumentMirror(name: nil, fields: fields)
}

/// A `list` response of `count` documents, as the REST API writes them.
func restListResponse(_ count: Int) -> Data {
  var text = #"{"documents": ["#
  for index in 0..<count {
    if index > 0 { text += "," }
    let cover =
      index % 2 == 0
      ? #", "cover": {"mapValue": {"fields": {"small": {"stringValue": "https://example.com/\#(index)-s.jpg"}, "large": {"stringValue": "https://example.com/\#(index)-l.jpg"}}}}"#
      : ""
    text += """
      {"name": "projects/p/databases/(default)/documents/books/book\(index)", "fields": {\
      "title": {"stringValue": "Book number \(index)"}, \
      "numberOfPages": {"integerValue": "\(100 + index % 900)"}, \
      "author": {"stringValue": "Author \(index % 50)"}, \
      "published": {"timestampValue": "2024-11-\(10 + index % 18)T09:30:\(10 + index % 50).\(100 + index % 900)Z"}, \
      "office": {"geoPointValue": {"latitude": \(Double(index % 180) - 89.5), "longitude": \(Double(index % 360) - 179.25)}}, \
      "tags": {"arrayValue": {"values": [{"stringValue": "sci-fi"}, {"stringValue": "tag\(index % 10)"}]}}\(cover)}, \
      "createTime": "2024-11-21T09:30:00.250Z", "updateTime": "2024-11-21T09:30:00.250Z"}
      """
  }
  return Data((text + "]}").utf8)
}

extension RatioCases {
  static let firestoreRESTCoding = [
    RatioCase(
      suite: "FirestoreRESTCoding", name: "FirestoreRESTDecoder list response",
      baseline: "JSONDecoder into REST mirrors + hand conversion", records: 10_000
    ) { count in
      let json = restListResponse(count)
      let decoder = FirestoreRESTDecoder()
      let viaMirrors = try JSONDecoder().decode(ListMirror.self, from: json).documents?.map(
        restBook)
      let viaDecoder = try decoder.decodeListResponse(RESTBook.self, from: json).documents.map {
        $0.value
      }
      // `Date.ISO8601FormatStyle` and the decoder may round a fraction of a second to
      // neighbouring `Double`s; compare dates to the microsecond.
      func sameBook(_ left: RESTBook, _ right: RESTBook) -> Bool {
        var left = left
        guard abs(left.published.timeIntervalSince(right.published)) < 1e-6 else { return false }
        left.published = right.published
        return left == right
      }
      guard let viaMirrors, viaMirrors.count == viaDecoder.count,
        zip(viaMirrors, viaDecoder).allSatisfy(sameBook)
      else {
        let first = zip(viaMirrors ?? [], viaDecoder).first { !sameBook($0, $1) }
        throw CaseMismatch(
          description: "FirestoreRESTDecoder: the books differ: \(String(describing: first))")
      }
      return PreparedCase(
        baseline: {
          consume(try JSONDecoder().decode(ListMirror.self, from: json).documents?.map(restBook))
        },
        subject: {
          consume(
            try decoder.decodeListResponse(RESTBook.self, from: json).documents.map { $0.value })
        })
    },
    RatioCase(
      suite: "FirestoreRESTCoding", name: "FirestoreRESTEncoder documents",
      baseline: "hand conversion to REST mirrors + JSONEncoder", records: 10_000
    ) { count in
      let json = restListResponse(count)
      let books = try FirestoreRESTDecoder().decodeListResponse(RESTBook.self, from: json)
        .documents.map { $0.value }
      let encoder = FirestoreRESTEncoder()
      let jsonEncoder = JSONEncoder()
      for book in books.prefix(50) {
        let mirrored = try JSONDecoder().decode(
          DocumentMirror.self, from: jsonEncoder.encode(mirror(of: book)))
        let encoded = try encoder.encode(book).json
        let back = try JSONDecoder().decode(DocumentMirror.self, from: encoded)
        let (left, right) = (try restBook(from: mirrored), try restBook(from: back))
        guard left.title == right.title, left.tags == right.tags, left.cover == right.cover,
          left.office == right.office,
          // The hand-written side's date format keeps milliseconds (and may write .099 for .1).
          abs(left.published.timeIntervalSince(right.published)) < 0.0015
        else {
          throw CaseMismatch(
            description: "FirestoreRESTEncoder: the documents differ: \(left) \(right)")
        }
      }
      return PreparedCase(
        baseline: { consume(try books.map { try jsonEncoder.encode(mirror(of: $0)) }) },
        subject: { consume(try books.map { try encoder.encode($0).json }) })
    },
    RatioCase(
      suite: "FirestoreRESTCoding", name: "FirestoreRESTDecoder list vs plain JSON",
      baseline: "JSONDecoder over the same books as plain JSON (informational)",
      target: .infinity, checksAllocations: false, records: 10_000
    ) { count in
      let json = restListResponse(count)
      let decoder = FirestoreRESTDecoder()
      let books = try decoder.decodeListResponse(RESTBook.self, from: json).documents.map {
        PlainBook($0.value)
      }
      let plain = try JSONEncoder().encode(books)
      guard try JSONDecoder().decode([PlainBook].self, from: plain) == books else {
        throw CaseMismatch(description: "plain JSON: the books do not come back")
      }
      return PreparedCase(
        baseline: { consume(try JSONDecoder().decode([PlainBook].self, from: plain)) },
        subject: {
          consume(
            try decoder.decodeListResponse(RESTBook.self, from: json).documents.map { $0.value })
        })
    },
  ]
}

/// A book with no wrappers, for the plain-JSON comparison: the same fields, `Date` as JSON's
/// default number and the id as an ordinary field.
struct PlainBook: Codable, Equatable, Sendable {
  var id: String?
  var title: String
  var numberOfPages: Int
  var author: String
  var published: Date
  var office: GeoPoint
  var tags: [String]
  var cover: RESTCover?

  init(_ book: RESTBook) {
    (id, title, numberOfPages, author) = (book.id, book.title, book.numberOfPages, book.author)
    (published, office, tags, cover) = (book.published, book.office, book.tags, book.cover)
  }
}
