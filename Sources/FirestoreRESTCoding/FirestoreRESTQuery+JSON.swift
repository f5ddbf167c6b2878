import CodableTransformsCore
public import Foundation

extension FirestoreRESTQuery {
  /// The query as the REST API's `StructuredQuery` JSON, its values encoded by `encoder`.
  ///
  /// ```swift
  /// let body = try query.structuredQueryJSON(projectID: "my-project")
  /// // {"from":[{"collectionId":"books"}],"where":{…},"orderBy":[…],"limit":10}
  /// ```
  ///
  /// Send it as `{"structuredQuery": …}` to the `runQuery` method of the document
  /// ``parentPath`` names (or of the database's `documents` when it is empty); `FirestoreRESTClient`
  /// does.
  ///
  /// - Parameters:
  ///   - encoder: The encoder for filter and cursor values.
  ///   - projectID: The project, for document names (`__name__` values, cursors).
  ///   - databaseID: The database.
  /// - Returns: The JSON.
  /// - Throws: ``FirestoreRESTPathError`` for a parent or collection that is not one;
  ///   `EncodingError` for a value Firestore cannot store, a field path that is not one, an
  ///   operator that needs an array given something else, an empty `and` or `or`, a cursor with
  ///   more values than orders or taken from a document without a name or without an ordered
  ///   field, ``limit(toLast:)`` without an order, a negative limit or offset.
  public func structuredQueryJSON(
    encoder: FirestoreRESTEncoder = FirestoreRESTEncoder(), projectID: String,
    databaseID: String = "(default)"
  ) throws -> Data {
    var writer = QueryWriter(
      query: self, encoder: encoder,
      documentsName: "projects/\(projectID)/databases/\(databaseID)/documents")
    return Data(try writer.structuredQuery())
  }

  /// The orders the query runs with: its own, then — when a cursor is a document — the fields of
  /// its inequality filters and the document name, in the direction of the last order, as
  /// Google's clients add them.
  package var normalizedOrders: [Order] {
    let hasDocumentCursor = [start, end].contains { bound in
      if case .document? = bound?.position { return true }
      return false
    }
    return hasDocumentCursor ? ordersForDocumentCursor : orders
  }

  /// The query ordered as a document cursor needs, for every page of a paged read to have the
  /// same order.
  package var orderedForDocumentCursor: FirestoreRESTQuery {
    var query = self
    query.orders = ordersForDocumentCursor
    return query
  }

  /// The explicit orders, then the fields Firestore orders by implicitly — those of inequality
  /// filters, `IS_NOT_NAN` and `IS_NOT_NULL` included, at any depth of `and` and `or`, in the
  /// lexicographic order of their paths as Firestore takes them — then the document's name.
  private var ordersForDocumentCursor: [Order] {
    var orders = self.orders
    let direction = orders.last?.direction ?? .ascending
    var implicit: [FirestoreFieldPath] = []
    func collect(_ filter: Filter) {
      switch filter {
      case .field(let path, let op, _) where op.isInequality: implicit.append(path)
      case .unary(let path, .isNotNaN), .unary(let path, .isNotNull): implicit.append(path)
      case .and(let filters), .or(let filters): filters.forEach(collect)
      default: break
      }
    }
    filters.forEach(collect)
    for path in implicit.sorted(by: { $0.restText < $1.restText })
    where !orders.contains(where: { $0.fieldPath == path }) {
      orders.append(Order(path, direction))
    }
    if !orders.contains(where: { $0.fieldPath == .documentID }) {
      orders.append(Order(.documentID, direction))
    }
    return orders
  }
}

/// Writes one query's JSON.
struct QueryWriter {
  let query: FirestoreRESTQuery
  let encoder: FirestoreRESTEncoder
  let documentsName: String
  var writer = RESTWriter(sortedKeys: true)

  init(query: FirestoreRESTQuery, encoder: FirestoreRESTEncoder, documentsName: String) {
    self.query = query
    self.encoder = encoder
    self.documentsName = documentsName
  }

  func fail(_ message: String, at path: [any CodingKey] = []) -> EncodingError {
    EncodingError.invalidValue(
      query.collectionPath,
      EncodingError.Context(
        codingPath: path, debugDescription: "Query of \(query.collectionPath): \(message)"))
  }

  func checkPath(_ path: FirestoreFieldPath, in member: String) throws {
    if let problem = path.problem {
      throw fail(
        "'\(path.restText)' is not a field path: \(problem)",
        at: [_CodingPathKey(stringValue: member)])
    }
  }

  mutating func structuredQuery() throws -> [UInt8] {
    try query.checkPaths()
    var orders = query.normalizedOrders
    var start = query.start
    var end = query.end
    if query.limitsToLast {
      guard !orders.isEmpty else {
        throw fail(
          "limit(toLast:) needs at least one order(by:)", at: [_CodingPathKey(stringValue: "limit")]
        )
      }
      // Reversed: the last documents come first, and each bound keeps its inclusiveness.
      orders = orders.map { .init($0.fieldPath, $0.direction.reversed) }
      (start, end) = (end, start)
    }
    for (index, order) in orders.enumerated() {
      try checkPath(order.fieldPath, in: "orderBy[\(index)]")
    }

    writer.output.append(UInt8(ascii: "{"))
    var first = true
    func member(_ name: StaticString) {
      if !first { writer.output.append(UInt8(ascii: ",")) }
      first = false
      writer.output.append(UInt8(ascii: "\""))
      writer.raw(name)
      writer.raw("\":")
    }
    if let projection = query.projection {
      member("select")
      writer.raw("{\"fields\":[")
      // An empty projection returns every field; only the name is `__name__`, as Google's
      // clients send it.
      for (index, path) in (projection.isEmpty ? [.documentID] : projection).enumerated() {
        try checkPath(path, in: "select")
        if index > 0 { writer.output.append(UInt8(ascii: ",")) }
        fieldReference(path)
      }
      writer.raw("]}")
    }
    member("from")
    writer.raw("[{\"collectionId\":")
    writer.string(query.collectionID)
    if query.allDescendants { writer.raw(",\"allDescendants\":true") }
    writer.raw("}]")
    if !query.filters.isEmpty {
      member("where")
      if query.filters.count == 1 {
        try write(query.filters[0], at: [_CodingPathKey(stringValue: "where")])
      } else {
        try write(.and(query.filters), at: [_CodingPathKey(stringValue: "where")])
      }
    }
    if !orders.isEmpty {
      member("orderBy")
      writer.output.append(UInt8(ascii: "["))
      for (index, order) in orders.enumerated() {
        if index > 0 { writer.output.append(UInt8(ascii: ",")) }
        writer.raw("{\"field\":")
        fieldReference(order.fieldPath)
        writer.raw(",\"direction\":\"")
        writer.ascii(order.direction.rawValue)
        writer.raw("\"}")
      }
      writer.output.append(UInt8(ascii: "]"))
    }
    if let start {
      member("startAt")
      try write(start, isStart: true, orders: orders)
    }
    if let end {
      member("endAt")
      try write(end, isStart: false, orders: orders)
    }
    if let offset = query.offset {
      guard (0...Int(Int32.max)).contains(offset) else {
        throw fail(
          "the offset \(offset) is not in 0...\(Int32.max)",
          at: [_CodingPathKey(stringValue: "offset")])
      }
      member("offset")
      writer.ascii(String(offset))
    }
    if let limit = query.limit {
      guard (0...Int(Int32.max)).contains(limit) else {
        throw fail(
          "the limit \(limit) is not in 0...\(Int32.max)",
          at: [_CodingPathKey(stringValue: "limit")])
      }
      member("limit")
      writer.ascii(String(limit))
    }
    writer.output.append(UInt8(ascii: "}"))
    return writer.output
  }

  mutating func fieldReference(_ path: FirestoreFieldPath) {
    writer.raw("{\"fieldPath\":")
    writer.string(path.restText)
    writer.output.append(UInt8(ascii: "}"))
  }

  // MARK: Filters

  mutating func write(_ filter: FirestoreRESTQuery.Filter, at path: [any CodingKey]) throws {
    switch filter {
    case .and(let filters), .or(let filters):
      guard !filters.isEmpty else {
        throw fail("an empty \(filter.isAnd ? "and" : "or") filter", at: path)
      }
      writer.raw("{\"compositeFilter\":{\"op\":\"")
      filter.isAnd ? writer.raw("AND") : writer.raw("OR")
      writer.raw("\",\"filters\":[")
      for (index, nested) in filters.enumerated() {
        if index > 0 { writer.output.append(UInt8(ascii: ",")) }
        try write(nested, at: path + [_CodingPathKey(index: index)])
      }
      writer.raw("]}}")
    case .unary(let field, let op):
      try checkPath(field, in: "where")
      writeUnary(field, op)
    case .field(let field, let op, let value):
      try checkPath(field, in: "where")
      var encoded = try encode(value, at: path + [_CodingPathKey(stringValue: field.restText)])
      if field == .documentID { encoded = try documentNames(encoded, at: path) }
      if op.takesArray {
        guard case .array(let values) = encoded else {
          throw fail(
            "\(op.rawValue) on '\(field.restText)' takes an array of values, not "
              + encoded.kindName, at: path)
        }
        guard !values.isEmpty else {
          throw fail("\(op.rawValue) on '\(field.restText)' with no values", at: path)
        }
      }
      // `== nil` and `== NaN` are unary filters on the wire, as Google's clients send them.
      if op == .equal || op == .notEqual {
        switch encoded {
        case .null:
          return writeUnary(field, op == .equal ? .isNull : .isNotNull)
        case .double(let number) where number.isNaN:
          return writeUnary(field, op == .equal ? .isNaN : .isNotNaN)
        default: break
        }
      }
      writer.raw("{\"fieldFilter\":{\"field\":")
      fieldReference(field)
      writer.raw(",\"op\":\"")
      writer.ascii(op.rawValue)
      writer.raw("\",\"value\":")
      writer.write(encoded)
      writer.raw("}}")
    }
  }

  mutating func writeUnary(
    _ field: FirestoreFieldPath, _ op: FirestoreRESTQuery.UnaryOperator
  ) {
    writer.raw("{\"unaryFilter\":{\"op\":\"")
    writer.ascii(op.rawValue)
    writer.raw("\",\"field\":")
    fieldReference(field)
    writer.raw("}}")
  }

  func encode(_ value: any Encodable & Sendable, at path: [any CodingKey]) throws
    -> FirestoreRESTValue
  {
    do {
      return try encoder.encodeValue(value)
    } catch let error as EncodingError {
      guard case .invalidValue(let bad, let context) = error else { throw error }
      throw EncodingError.invalidValue(
        bad,
        EncodingError.Context(
          codingPath: path + context.codingPath,
          debugDescription: "Query of \(query.collectionPath): \(context.debugDescription)",
          underlyingError: context.underlyingError))
    }
  }

  /// A value compared with `__name__`: strings become references, a document id in the queried
  /// collection or a path from the root when it has a slash.
  func documentNames(_ value: FirestoreRESTValue, at path: [any CodingKey]) throws
    -> FirestoreRESTValue
  {
    switch value {
    case .string(let text):
      let documentPath = text.contains("/") ? text : query.collectionPath + "/" + text
      do {
        _ = try FirestoreRESTPathError.checkDocument(documentPath)
        return .reference(try FirestoreRESTReference(name: documentsName + "/" + documentPath))
      } catch {
        throw fail("'\(text)' names no document: \(error)", at: path)
      }
    case .array(let values):
      return .array(try values.map { try documentNames($0, at: path) })
    default:
      return value
    }
  }

  // MARK: Cursors

  mutating func write(
    _ bound: FirestoreRESTQuery.Bound, isStart: Bool, orders: [FirestoreRESTQuery.Order]
  ) throws {
    let key = _CodingPathKey(stringValue: isStart ? "startAt" : "endAt")
    var values: [FirestoreRESTValue]
    switch bound.position {
    case .values(let given):
      guard given.count <= orders.count else {
        throw fail(
          "the cursor has \(given.count) values for \(orders.count) orders; give at most one "
            + "value per order(by:)", at: [key])
      }
      values = try given.enumerated().map { index, value in
        let encoded = try encode(value, at: [key, _CodingPathKey(index: index)])
        return orders[index].fieldPath == .documentID
          ? try documentNames(encoded, at: [key, _CodingPathKey(index: index)]) : encoded
      }
    case .document(let reference, let model):
      guard let reference else {
        throw fail("a document cursor needs the document's name; this document has none", at: [key])
      }
      let fields = try encoder.encode(model).fields
      values = try orders.map { order in
        if order.fieldPath == .documentID { return .reference(reference) }
        guard let value = Self.value(at: order.fieldPath.segments[...], in: fields) else {
          throw fail(
            "the cursor document \(reference.path) has no field '\(order.fieldPath.restText)' "
              + "to start or end at", at: [key])
        }
        return value
      }
    }
    writer.raw("{\"values\":[")
    for (index, value) in values.enumerated() {
      if index > 0 { writer.output.append(UInt8(ascii: ",")) }
      writer.write(value)
    }
    // `before`: the position is just before the values — an inclusive start, an exclusive end.
    writer.raw("],\"before\":")
    isStart == bound.inclusive ? writer.raw("true}") : writer.raw("false}")
  }

  static func value(at path: ArraySlice<String>, in fields: [String: FirestoreRESTValue])
    -> FirestoreRESTValue?
  {
    guard let name = path.first, let value = fields[name] else { return nil }
    if path.count == 1 { return value }
    guard case .map(let nested) = value else { return nil }
    return Self.value(at: path.dropFirst(), in: nested)
  }
}

extension FirestoreRESTQuery.Filter {
  var isAnd: Bool {
    if case .and = self { return true }
    return false
  }
}

extension FirestoreRESTQuery {
  /// Checks the collection queried, or the collection group's parent and ID, by Firestore's
  /// rules.
  ///
  /// - Throws: ``FirestoreRESTPathError`` naming the rule, and the path as the query was given
  ///   it.
  func checkPaths() throws {
    if !allDescendants {
      // The path as given while the query still names it: `/books` is refused, not read as
      // `books`.
      let given = pathAsGiven.flatMap { path -> String? in
        let split = FirestoreRESTQuery(collection: path)
        return split.parentPath == parentPath && split.collectionID == collectionID ? path : nil
      }
      _ = try FirestoreRESTPathError.checkCollection(given ?? collectionPath)
    } else {
      if !parentPath.isEmpty { _ = try FirestoreRESTPathError.checkDocument(parentPath) }
      try FirestoreRESTPathError.checkID(collectionID, .collectionID)
    }
  }
}
