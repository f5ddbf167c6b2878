import ColorCoding
import DateCoding
import DocumentCoding
import FirestoreRESTCoding
import Foundation
import GeoPointCoding
import Testing

@Suite("FirestoreRESTEncoder")
struct FirestoreRESTEncoderTests {
  struct Article: Codable {
    @DocumentID var id: String?
    var title: String
    var pages: UInt8
    var rating: Float
    var published: Date
    @ServerTimestamp var createdAt: Timestamp?
    @ExplicitNull var subtitle: String?
    var note: String?
    @HexColor var color: RGBAColor
    @SecondsSince1970 var edited: Date
    var office: GeoPoint
    var cover: Data
    var related: FirestoreRESTReference
    var meta: Meta

    struct Meta: Codable {
      @ServerTimestamp var updatedAt: Date?
      var by: String
    }
  }

  static let article = Article(
    id: "first", title: "Hello", pages: 12, rating: 4.5,
    published: Date(timeIntervalSince1970: 1_732_181_400.25), createdAt: nil, subtitle: nil,
    note: nil, color: RGBAColor(red: 255, green: 136, blue: 0),
    edited: Date(timeIntervalSince1970: 60),
    office: GeoPoint(latitude: 52.23, longitude: 21.01), cover: Data([1, 2]),
    related: try! FirestoreRESTReference(name: "projects/p/databases/(default)/documents/books/a"),
    meta: .init(updatedAt: nil, by: "swift"))

  @Test("Each Swift value becomes its Value kind; nil is left out, @ExplicitNull is null")
  func kinds() throws {
    let encoded = try FirestoreRESTEncoder().encode(Self.article)
    #expect(encoded.fields["title"] == .string("Hello"))
    #expect(encoded.fields["pages"] == .integer(12))
    #expect(encoded.fields["rating"] == .double(4.5))
    #expect(
      encoded.fields["published"]
        == .timestamp(Timestamp(seconds: 1_732_181_400, nanoseconds: 250_000_000)))
    #expect(encoded.fields["subtitle"] == .null)
    #expect(encoded.fields["note"] == nil)
    #expect(encoded.fields["color"] == .string("#FF8800"))
    #expect(encoded.fields["edited"] == .double(60))  // a Double of seconds: integral or not
    #expect(encoded.fields["office"] == .geoPoint(GeoPoint(latitude: 52.23, longitude: 21.01)))
    #expect(encoded.fields["cover"] == .bytes(Data([1, 2])))
    #expect(encoded.fields["id"] == nil)
    #expect(encoded.fields["createdAt"] == nil)
    #expect(encoded.fields["meta"] == .map(["by": .string("swift")]))
    #expect(encoded.serverTimestamps.map(\.restText) == ["createdAt", "meta.updatedAt"])
  }

  @Test("A nil @ServerTimestamp becomes a REQUEST_TIME transform of the commit write")
  func serverTimestampWrite() throws {
    let reference = try FirestoreRESTReference(
      name: "projects/p/databases/(default)/documents/articles/first")
    let write = try FirestoreRESTEncoder().write(
      Self.article, to: reference, mask: .topLevelFields, precondition: .exists(false))
    let json = try #require(
      try JSONSerialization.jsonObject(with: write.json) as? [String: Any])
    let transforms = try #require(json["updateTransforms"] as? [[String: String]])
    #expect(
      transforms == [
        ["fieldPath": "createdAt", "setToServerValue": "REQUEST_TIME"],
        ["fieldPath": "meta.updatedAt", "setToServerValue": "REQUEST_TIME"],
      ])
    let mask = try #require((json["updateMask"] as? [String: [String]])?["fieldPaths"])
    #expect(mask.contains("title") && !mask.contains("createdAt") && !mask.contains("note"))
    #expect((json["currentDocument"] as? [String: Bool]) == ["exists": false])
    let update = try #require(json["update"] as? [String: Any])
    #expect(update["name"] as? String == reference.name)
  }

  @Test("Field paths back-quote names that are not simple")
  func fieldPaths() {
    #expect(FirestoreFieldPath(["a", "b_1"]).restText == "a.b_1")
    #expect(FirestoreFieldPath(["my-field", "a.b", "1st"]).restText == "`my-field`.`a.b`.`1st`")
    #expect(
      FirestoreFieldPath(["back`tick", #"back\slash"#]).restText == #"`back\`tick`.`back\\slash`"#)
    #expect(FirestoreFieldPath(["ünï"]).restText == "`ünï`")
  }

  @Test("Leaf masks merge nested maps field by field")
  func leafMask() throws {
    struct Patch: Encodable {
      var cover: [String: String]
      var empty: [String: String]
      var title: String
    }
    let reference = try FirestoreRESTReference(projectID: "p", path: "books/a")
    let write = try FirestoreRESTEncoder().write(
      Patch(cover: ["small": "s", "large": "l"], empty: [:], title: "A"), to: reference,
      mask: .leafFields)
    #expect(write.updateMask?.map(\.restText) == ["cover.large", "cover.small", "empty", "title"])
  }

  @Test("@DoubleOptional: .none leaves the field out of the mask, .some(nil) sets null")
  func doubleOptional() throws {
    struct Patch: Encodable {
      @DoubleOptional var nickname: String??
      @DoubleOptional var bio: String??
    }
    let fields = try FirestoreRESTEncoder().encode(Patch(nickname: .none, bio: .some(nil)))
    let write = fields.write(
      to: try FirestoreRESTReference(projectID: "p", path: "users/u"), mask: .topLevelFields)
    #expect(write.updateMask?.map(\.restText) == ["bio"])
    #expect(fields.fields == ["bio": .null])
  }

  @Test("Values Firestore cannot store are errors with their path")
  func unrepresentable() throws {
    struct Big: Encodable { var nested: [String: [UInt64]] }
    let error = try #require(throws: EncodingError.self) {
      try FirestoreRESTEncoder().encode(Big(nested: ["a": [1, .max]]))
    }
    guard case .invalidValue(_, let context) = error else { return }
    #expect(context.codingPath.map(\.stringValue) == ["nested", "a", "Index 1"])
    #expect(context.underlyingError is FirestoreRESTEncoder.IntegerOutOfRange)

    struct Money: Encodable { var amount: Decimal }
    #expect(try FirestoreRESTEncoder().encode(Money(amount: 12)).fields["amount"] == .integer(12))
    #expect(
      try FirestoreRESTEncoder().encode(Money(amount: Decimal(string: "0.5")!)).fields["amount"]
        == .double(0.5))
    #expect(throws: EncodingError.self) {
      try FirestoreRESTEncoder().encode(Money(amount: Decimal(string: "0.1000000000000000000001")!))
    }

    struct InArray: Encodable { var times: [ServerTimestamp<Date>] }
    #expect(throws: EncodingError.self) {
      try FirestoreRESTEncoder().encode(InArray(times: [ServerTimestamp(wrappedValue: nil)]))
    }
  }

  @Test("Encoded documents decode back to the same model")
  func roundTrip() throws {
    var encoder = FirestoreRESTEncoder()
    encoder.sortsFieldNames = true
    let fields = try encoder.encode(Self.article)
    let json =
      Data(#"{"name": "projects/p/databases/(default)/documents/articles/first", "fields": "#.utf8)
      + fields.json.dropFirst(10)
    let decoded = try FirestoreRESTDecoder().decode(Article.self, from: json)
    #expect(decoded.id == "first")
    #expect(decoded.title == "Hello")
    #expect(decoded.published == Self.article.published)
    #expect(decoded.color == Self.article.color)
    #expect(decoded.related == Self.article.related)
    #expect(decoded.createdAt == nil)
    // Sorted output is stable.
    #expect(try encoder.encode(Self.article).json == fields.json)
  }
}
