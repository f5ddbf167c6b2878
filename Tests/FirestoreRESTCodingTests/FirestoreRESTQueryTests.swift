import ColorCoding
import DateCoding
import FirestoreRESTCoding
import Foundation
import GeoPointCoding
import Testing

@Suite("FirestoreRESTQuery's JSON")
struct FirestoreRESTQueryTests {
  func json(_ query: FirestoreRESTQuery) throws -> [String: Any] {
    let data = try query.structuredQueryJSON(projectID: "p")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func fieldFilter(_ query: FirestoreRESTQuery) throws -> [String: Any] {
    let filter = try #require(try json(query)["where"] as? [String: Any])
    return try #require(filter["fieldFilter"] as? [String: Any])
  }

  @Test("Every operator, and values encoded as the fields are stored")
  func operators() throws {
    let books = FirestoreRESTQuery(collection: "books")
    for op in FirestoreRESTQuery.FieldOperator.allCases {
      let value: any Encodable & Sendable =
        [.in, .notIn, .arrayContainsAny].contains(op) ? [1, 2] : 1
      let filter = try fieldFilter(books.where("pages", op, value))
      #expect(filter["op"] as? String == op.rawValue)
    }
    let date = Date(timeIntervalSince1970: 1_732_181_400.685)
    #expect(
      (try fieldFilter(books.where("published", .lessThan, date))["value"] as? [String: String])
        == ["timestampValue": "2024-11-21T09:30:00.685Z"])
    let color = HexColor<RGBAColor>(wrappedValue: RGBAColor(red: 255, green: 0, blue: 0))
    #expect(
      (try fieldFilter(books.where("color", .equal, color))["value"] as? [String: String])
        == ["stringValue": "#FF0000"])
    let point = try #require(
      try fieldFilter(books.where("at", .equal, GeoPoint(latitude: 1, longitude: 2)))["value"]
        as? [String: [String: Double]])
    #expect(point == ["geoPointValue": ["latitude": 1, "longitude": 2]])
    // Back-quotes for names that are not identifiers; dots for nested fields.
    let field = try fieldFilter(books.where("meta.`my-field`", .equal, 1))["field"]
    #expect(field as? [String: String] == ["fieldPath": "meta.`my-field`"])
  }

  @Test("nil and NaN compared with == or != are unary filters; AND and OR nest")
  func unaryAndComposite() throws {
    let books = FirestoreRESTQuery(collection: "books")
    let cases: [(FirestoreRESTQuery, String)] = [
      (books.where("note", .equal, String?.none), "IS_NULL"),
      (books.where("note", .notEqual, String?.none), "IS_NOT_NULL"),
      (books.where("rating", .equal, Double.nan), "IS_NAN"),
      (books.where("rating", .notEqual, Double.nan), "IS_NOT_NAN"),
      (books.where("rating", .isNotNaN), "IS_NOT_NAN"),
    ]
    for (query, op) in cases {
      let filter = try #require(try json(query)["where"] as? [String: Any])
      #expect((filter["unaryFilter"] as? [String: Any])?["op"] as? String == op)
    }
    let composite = try #require(
      try json(
        books.where("a", .equal, 1).where(.or([.field("b", .equal, 2), .unary("c", .isNull)])))[
          "where"] as? [String: Any])
    let and = try #require(composite["compositeFilter"] as? [String: Any])
    #expect(and["op"] as? String == "AND")
    let inner = try #require(
      (and["filters"] as? [[String: Any]])?.last?["compositeFilter"] as? [String: Any])
    #expect(inner["op"] as? String == "OR" && (inner["filters"] as? [Any])?.count == 2)
  }

  @Test("limit(toLast:) reverses the orders and swaps the cursors, keeping inclusiveness")
  func limitToLast() throws {
    let query = FirestoreRESTQuery(collection: "books").order(by: "pages").order(
      by: "title", .descending
    )
    .start(at: 100).end(before: 900).limit(toLast: 3)
    let body = try json(query)
    let orders = try #require(body["orderBy"] as? [[String: Any]])
    #expect(orders.map { $0["direction"] as? String } == ["DESCENDING", "ASCENDING"])
    // The old end (exclusive 900) is the new start, exclusive; the old start the new end.
    let start = try #require(body["startAt"] as? [String: Any])
    #expect(start["before"] as? Bool == false)
    #expect((start["values"] as? [[String: String]]) == [["integerValue": "900"]])
    let end = try #require(body["endAt"] as? [String: Any])
    #expect(end["before"] as? Bool == false)
    #expect((end["values"] as? [[String: String]]) == [["integerValue": "100"]])
    #expect(body["limit"] as? Int == 3)
  }

  @Test(
    "A document cursor orders by inequality fields and the name, and takes the document's values")
  func documentCursor() throws {
    let reference = try FirestoreRESTReference(projectID: "p", path: "books/b3")
    let document = FirestoreRESTDocument<[String: FirestoreRESTValue]>(
      value: ["pages": 300, "genre": "sf"], reference: reference, createTime: nil, updateTime: nil)
    let body = try json(
      FirestoreRESTQuery(collection: "books").where("pages", .greaterThan, 100)
        .order(by: "genre", .descending).start(afterDocument: document))
    let orders = try #require(body["orderBy"] as? [[String: Any]])
    #expect(
      orders.map { ($0["field"] as? [String: String])?["fieldPath"] } == [
        "genre", "pages", "__name__",
      ])
    #expect(
      orders.map { $0["direction"] as? String } == ["DESCENDING", "DESCENDING", "DESCENDING"])
    let start = try #require(body["startAt"] as? [String: Any])
    #expect(start["before"] as? Bool == false)
    let values = try #require(start["values"] as? [[String: String]])
    #expect(
      values == [
        ["stringValue": "sf"], ["integerValue": "300"], ["referenceValue": reference.name],
      ])
  }

  @Test("Collection groups, parents, projections, offsets")
  func shape() throws {
    let group = try json(FirestoreRESTQuery(collectionGroup: "reviews").select([]).offset(2))
    #expect((group["from"] as? [[String: Any]])?.first?["allDescendants"] as? Bool == true)
    #expect(
      ((group["select"] as? [String: Any])?["fields"] as? [[String: String]]) == [
        ["fieldPath": "__name__"]
      ])
    #expect(group["offset"] as? Int == 2)
    let nested = FirestoreRESTQuery(collection: "books/b1/reviews")
    #expect(nested.parentPath == "books/b1" && nested.collectionID == "reviews")
  }
}
