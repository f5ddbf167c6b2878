import DateCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import GeoPointCoding
import Testing

/// The query table both clients run.
///
/// Every operator, composite filters, orders, limits, `limit(toLast:)`, offsets, cursors from
/// values and from documents, projections, collection groups, field paths that need
/// back-quotes, and aggregations. The format is
/// `Scripts/firestore-python/README.md`'s "Query tables"; values are descriptions in the
/// expectations format, so that a date, a geopoint or a reference is the same value for both.
let queryTable = #"""
  [
   {"name": "<", "collection": "books", "where": [{"field": "pages", "op": "<", "value": {"type": "int", "value": 300}}]},
   {"name": "<=", "collection": "books", "where": [{"field": "pages", "op": "<=", "value": {"type": "int", "value": 300}}]},
   {"name": ">", "collection": "books", "where": [{"field": "pages", "op": ">", "value": {"type": "int", "value": 300}}]},
   {"name": ">=", "collection": "books", "where": [{"field": "pages", "op": ">=", "value": {"type": "int", "value": 300}}]},
   {"name": "==", "collection": "books", "where": [{"field": "genre", "op": "==", "value": {"type": "string", "value": "sf"}}]},
   {"name": "!=", "collection": "books", "where": [{"field": "genre", "op": "!=", "value": {"type": "string", "value": "sf"}}]},
   {"name": "array-contains", "collection": "books", "where": [{"field": "tags", "op": "array_contains", "value": {"type": "string", "value": "classic"}}]},
   {"name": "array-contains-any", "collection": "books", "where": [{"field": "tags", "op": "array_contains_any", "value": {"type": "array", "value": [{"type": "string", "value": "award"}, {"type": "string", "value": "new"}]}}]},
   {"name": "in", "collection": "books", "where": [{"field": "genre", "op": "in", "value": {"type": "array", "value": [{"type": "string", "value": "poetry"}, {"type": "string", "value": "history"}]}}]},
   {"name": "not-in", "collection": "books", "where": [{"field": "genre", "op": "not-in", "value": {"type": "array", "value": [{"type": "string", "value": "sf"}, {"type": "string", "value": "fantasy"}]}}]},
   {"name": "double >", "collection": "books", "where": [{"field": "rating", "op": ">", "value": {"type": "double", "value": 3.5}}]},
   {"name": "date ==", "collection": "books", "where": [{"field": "published", "op": "==", "value": {"type": "timestamp", "value": "PUBLISHED_4"}}]},
   {"name": "date <", "collection": "books", "where": [{"field": "published", "op": "<", "value": {"type": "timestamp", "value": "PUBLISHED_4"}}], "orderBy": [["published", "desc"]]},
   {"name": "geopoint ==", "collection": "books", "where": [{"field": "location", "op": "==", "value": {"type": "geopoint", "value": [30, 60]}}]},
   {"name": "reference ==", "collection": "books", "where": [{"field": "author", "op": "==", "value": {"type": "reference", "value": "authors/a1"}}]},
   {"name": "reference in", "collection": "books", "where": [{"field": "author", "op": "in", "value": {"type": "array", "value": [{"type": "reference", "value": "authors/a0"}, {"type": "reference", "value": "authors/a2"}]}}]},
   {"name": "IS_NAN", "collection": "books", "where": [{"field": "rating", "unary": "IS_NAN"}]},
   {"name": "IS_NOT_NAN", "collection": "books", "where": [{"field": "rating", "unary": "IS_NOT_NAN"}]},
   {"name": "IS_NULL", "collection": "books", "where": [{"field": "note", "unary": "IS_NULL"}]},
   {"name": "IS_NOT_NULL", "collection": "books", "where": [{"field": "note", "unary": "IS_NOT_NULL"}]},
   {"name": "two filters (AND)", "collection": "books", "where": [{"field": "genre", "op": "==", "value": {"type": "string", "value": "sf"}}, {"field": "pages", "op": ">", "value": {"type": "int", "value": 250}}]},
   {"name": "AND", "collection": "books", "where": [{"and": [{"field": "genre", "op": "==", "value": {"type": "string", "value": "fantasy"}}, {"field": "tags", "op": "array_contains", "value": {"type": "string", "value": "new"}}]}]},
   {"name": "OR", "collection": "books", "where": [{"or": [{"field": "genre", "op": "==", "value": {"type": "string", "value": "poetry"}}, {"field": "pages", "op": ">=", "value": {"type": "int", "value": 900}}]}]},
   {"name": "OR of ANDs", "collection": "books", "where": [{"or": [{"and": [{"field": "genre", "op": "==", "value": {"type": "string", "value": "sf"}}, {"field": "pages", "op": "<", "value": {"type": "int", "value": 300}}]}, {"and": [{"field": "genre", "op": "==", "value": {"type": "string", "value": "history"}}, {"field": "rating", "op": ">", "value": {"type": "double", "value": 2}}]}]}]},
   {"name": "order desc", "collection": "books", "orderBy": [["pages", "desc"]]},
   {"name": "two orders", "collection": "books", "orderBy": [["genre", "asc"], ["pages", "desc"]]},
   {"name": "limit", "collection": "books", "orderBy": [["pages", "asc"]], "limit": 3},
   {"name": "limitToLast", "collection": "books", "orderBy": [["pages", "asc"]], "limitToLast": 3},
   {"name": "limitToLast, two orders", "collection": "books", "orderBy": [["genre", "asc"], ["pages", "desc"]], "limitToLast": 4},
   {"name": "offset", "collection": "books", "orderBy": [["pages", "asc"]], "offset": 2, "limit": 3},
   {"name": "startAt value", "collection": "books", "orderBy": [["pages", "asc"]], "startAt": {"values": [{"type": "int", "value": 300}]}},
   {"name": "startAfter value", "collection": "books", "orderBy": [["pages", "asc"]], "startAfter": {"values": [{"type": "int", "value": 300}]}},
   {"name": "endAt value", "collection": "books", "orderBy": [["pages", "asc"]], "endAt": {"values": [{"type": "int", "value": 500}]}},
   {"name": "endBefore value", "collection": "books", "orderBy": [["pages", "asc"]], "endBefore": {"values": [{"type": "int", "value": 500}]}},
   {"name": "cursor of two values", "collection": "books", "orderBy": [["genre", "asc"], ["pages", "asc"]], "startAfter": {"values": [{"type": "string", "value": "fantasy"}, {"type": "int", "value": 150}]}, "endAt": {"values": [{"type": "string", "value": "sf"}, {"type": "int", "value": 300}]}},
   {"name": "startAfter document", "collection": "books", "orderBy": [["pages", "asc"]], "startAfter": {"document": "books/b02"}},
   {"name": "startAt document, inequality", "collection": "books", "where": [{"field": "pages", "op": ">", "value": {"type": "int", "value": 100}}], "startAt": {"document": "books/b03"}},
   {"name": "endBefore document, desc", "collection": "books", "orderBy": [["pages", "desc"]], "endBefore": {"document": "books/b03"}},
   {"name": "endAt document", "collection": "books", "orderBy": [["genre", "asc"]], "endAt": {"document": "books/b06"}},
   {"name": "select", "collection": "books", "orderBy": [["pages", "asc"]], "select": ["title", "meta.score"], "limit": 4},
   {"name": "select nothing", "collection": "books", "select": [], "limit": 4},
   {"name": "nested field", "collection": "books", "where": [{"field": "meta.score", "op": ">=", "value": {"type": "int", "value": 5}}], "orderBy": [["meta.score", "desc"]]},
   {"name": "back-quoted field", "collection": "books", "where": [{"field": "`my-field`", "op": ">", "value": {"type": "int", "value": 2}}], "orderBy": [["`my-field`", "asc"]]},
   {"name": "document name", "collection": "books", "where": [{"field": "__name__", "op": ">", "value": {"type": "reference", "value": "books/b09"}}]},
   {"name": "subcollection", "collection": "books/b01/reviews"},
   {"name": "collection group", "collectionGroup": "reviews"},
   {"name": "collection group, filtered", "collectionGroup": "reviews", "where": [{"field": "stars", "op": ">=", "value": {"type": "int", "value": 4}}], "orderBy": [["stars", "desc"]]},
   {"name": "count", "collection": "books", "aggregate": [{"count": "n"}]},
   {"name": "count, sum, average", "collection": "books", "where": [{"field": "genre", "op": "==", "value": {"type": "string", "value": "sf"}}], "aggregate": [{"count": "n"}, {"sum": "pages", "alias": "total"}, {"avg": "pages", "alias": "mean"}]},
   {"name": "sum of doubles with NaN", "collection": "books", "aggregate": [{"sum": "rating", "alias": "total"}, {"avg": "rating", "alias": "mean"}]},
   {"name": "aggregate with limit", "collection": "books", "orderBy": [["pages", "asc"]], "limit": 5, "aggregate": [{"count": "n"}, {"sum": "pages", "alias": "total"}]},
   {"name": "aggregate of a group", "collectionGroup": "reviews", "aggregate": [{"count": "n"}, {"avg": "stars", "alias": "stars"}]}
  ]
  """#
  .replacingOccurrences(
    of: "PUBLISHED_4",
    with: Timestamp(date: QueryDataSet.published(4)).roundedToMicroseconds()._rfc3339Text)

/// An `Encodable` of any kind, for arrays of the table's values.
struct AnyTableValue: Encodable, Sendable {
  let value: any Encodable & Sendable

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

/// Builds the table's queries with ``FirestoreRESTQuery``, its values as Swift values.
struct QueryTableBuilder {
  let firestore: FirestoreRESTClient

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  func value(_ description: Any) throws -> any Encodable & Sendable {
    guard let description = description as? [String: Any], let type = description["type"] as? String
    else { throw Malformed(description: "not a value description: \(description)") }
    let value = description["value"]
    switch (type, value) {
    case ("null", _): return String?.none
    case ("boolean", let flag as Bool): return flag
    case ("int", let number as Int): return Int64(number)
    case ("double", let number as Double): return number
    case ("double", let number as Int): return Double(number)
    case ("double", "NaN" as String): return Double.nan
    case ("string", let text as String): return text
    case ("timestamp", let text as String):
      var bytes = text
      let parsed = bytes.withUTF8 { Timestamp._parseRFC3339($0) }
      guard case .success(let timestamp) = parsed else { throw Malformed(description: text) }
      return timestamp.dateValue()
    case ("geopoint", let pair as [Double]):
      return GeoPoint(latitude: pair[0], longitude: pair[1])
    case ("reference", let path as String): return try firestore.reference(path)
    case ("array", let elements as [Any]):
      return try elements.map { AnyTableValue(value: try self.value($0)) }
    default: throw Malformed(description: "unsupported value \(description)")
    }
  }

  func filter(_ description: [String: Any]) throws -> FirestoreRESTQuery.Filter {
    if let nested = description["and"] as? [[String: Any]] {
      return .and(try nested.map(filter))
    }
    if let nested = description["or"] as? [[String: Any]] {
      return .or(try nested.map(filter))
    }
    guard let field = description["field"] as? String else {
      throw Malformed(description: "no field in \(description)")
    }
    let path = try FirestoreFieldPath(parsing: field)
    if let unary = description["unary"] as? String {
      guard let op = FirestoreRESTQuery.UnaryOperator(rawValue: unary) else {
        throw Malformed(description: unary)
      }
      return .unary(path, op)
    }
    let operators: [String: FirestoreRESTQuery.FieldOperator] = [
      "<": .lessThan, "<=": .lessThanOrEqual, ">": .greaterThan, ">=": .greaterThanOrEqual,
      "==": .equal, "!=": .notEqual, "array_contains": .arrayContains,
      "array_contains_any": .arrayContainsAny, "in": .in, "not-in": .notIn,
    ]
    guard let name = description["op"] as? String, let op = operators[name],
      let operand = description["value"]
    else { throw Malformed(description: "\(description)") }
    return .field(path, op, try value(operand))
  }

  func bound(_ description: Any?, inclusive: Bool) async throws -> FirestoreRESTQuery.Bound? {
    guard let description = description as? [String: Any] else { return nil }
    if let path = description["document"] as? String {
      let document = try await firestore.get([String: FirestoreRESTValue].self, at: path)
      return .init(.document(document.reference, document.value), inclusive: inclusive)
    }
    let values = try (description["values"] as? [Any] ?? []).map(value)
    return .init(.values(values), inclusive: inclusive)
  }

  func query(_ spec: [String: Any]) async throws -> FirestoreRESTQuery {
    var query: FirestoreRESTQuery
    if let group = spec["collectionGroup"] as? String {
      query = FirestoreRESTQuery(collectionGroup: group)
    } else {
      query = FirestoreRESTQuery(collection: spec["collection"] as? String ?? "")
    }
    for description in spec["where"] as? [[String: Any]] ?? [] {
      query = query.where(try filter(description))
    }
    for order in spec["orderBy"] as? [[String]] ?? [] {
      query = query.order(
        by: try FirestoreFieldPath(parsing: order[0]), order[1] == "desc" ? .descending : .ascending
      )
    }
    if let select = spec["select"] as? [String] {
      query = query.select(try select.map { try FirestoreFieldPath(parsing: $0) })
    }
    if let offset = spec["offset"] as? Int { query = query.offset(offset) }
    if let limit = spec["limit"] as? Int { query = query.limit(limit) }
    if let limit = spec["limitToLast"] as? Int { query = query.limit(toLast: limit) }
    if let start = try await bound(spec["startAt"], inclusive: true) { query.start = start }
    if let start = try await bound(spec["startAfter"], inclusive: false) { query.start = start }
    if let end = try await bound(spec["endAt"], inclusive: true) { query.end = end }
    if let end = try await bound(spec["endBefore"], inclusive: false) { query.end = end }
    return query
  }

  func aggregations(_ spec: [String: Any]) throws -> [FirestoreRESTAggregation]? {
    guard let entries = spec["aggregate"] as? [[String: String]] else { return nil }
    return try entries.map { entry in
      if let alias = entry["count"] { return .count(as: alias) }
      guard let alias = entry["alias"] else { throw Malformed(description: "\(entry)") }
      if let field = entry["sum"] { return .sum(try FirestoreFieldPath(parsing: field), as: alias) }
      if let field = entry["avg"] {
        return .average(try FirestoreFieldPath(parsing: field), as: alias)
      }
      throw Malformed(description: "\(entry)")
    }
  }
}

/// A result both clients can print the same way.
struct TableResult: Equatable, CustomStringConvertible {
  var paths: [String] = []
  var fields: [[String]] = []
  var aggregate: [String: String] = [:]

  var description: String {
    aggregate.isEmpty
      ? zip(paths, fields).map { "\($0) \($1)" }.joined(separator: ", ")
      : aggregate.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: ", ")
  }

  /// An aggregation value as `type:value`, the way both sides describe it.
  static func describe(_ value: FirestoreRESTValue) -> String {
    switch value {
    case .integer(let number): "int:\(number)"
    case .double(let number) where number.isNaN: "double:NaN"
    case .double(let number): "double:\(number)"
    case .null: "null"
    default: "other:\(value)"
    }
  }

  static func describe(python: [String: Any]) -> String {
    let type = python["type"] as? String ?? "?"
    switch (type, python["value"]) {
    case ("int", let number as Int): return "int:\(number)"
    case ("int", let text as String): return "int:\(text)"
    case ("double", let number as Double): return "double:\(number)"
    case ("double", let number as Int): return "double:\(Double(number))"
    case ("double", let text as String): return "double:\(text)"
    case ("null", _): return "null"
    default: return "other:\(python)"
    }
  }
}

@Suite(
  "Queries: the builder and Google's Python client return the same documents in the same order",
  .enabled(if: emulatorHost != nil && googlePython != nil, skippedWithoutPython))
struct QueryCrossCheckTests {
  @Test("Every entry of the query table gives the same result in Swift and in Python")
  func queryTable() async throws {
    let firestore = emulatorClient("queries")
    try await QueryDataSet.write(to: firestore)
    let table = try #require(
      try JSONSerialization.jsonObject(with: Data(queryTableText.utf8)) as? [[String: Any]])

    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "queries-\(firestore.projectID).json")
    try Data(queryTableText.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await runPython(
      "run_queries.py", ["--project", firestore.projectID, "--queries", file.path])
    try #require(run.status == 0, "run_queries.py failed: \(run.errors)")
    let python = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    try #require(python.count == table.count)

    let builder = QueryTableBuilder(firestore: firestore)
    var compared = 0
    for (spec, pythonResult) in zip(table, python) {
      let name = spec["name"] as? String ?? "?"
      if let error = pythonResult["error"] {
        Issue.record("\(name): Google's client failed: \(error)")
        continue
      }
      var expected = TableResult()
      expected.paths = pythonResult["paths"] as? [String] ?? []
      expected.fields = pythonResult["fields"] as? [[String]] ?? []
      for (alias, value) in pythonResult["aggregate"] as? [String: [String: Any]] ?? [:] {
        expected.aggregate[alias] = TableResult.describe(python: value)
      }

      var actual = TableResult()
      let query = try await builder.query(spec)
      if let aggregations = try builder.aggregations(spec) {
        let result = try await firestore.aggregate(query, aggregations)
        actual.aggregate = result.values.mapValues(TableResult.describe)
      } else {
        let documents = try await firestore.runQuery([String: FirestoreRESTValue].self, query)
        actual.paths = documents.compactMap(\.reference?.path)
        actual.fields = documents.map { $0.value.keys.sorted() }
      }
      #expect(actual == expected, "\(name): Swift \(actual) — Python \(expected)")
      #expect(
        !expected.paths.isEmpty || !expected.aggregate.isEmpty,
        "\(name) returned nothing in Python: the table should test something")
      compared += 1
    }
    #expect(compared == table.count)
    print("query table: \(compared) queries, the same results in Swift and in Python")
  }
}

/// The table's text, as both clients read it.
let queryTableText = queryTable
