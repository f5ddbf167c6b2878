/// A Firestore query: which collection, which documents, in which order, how many — the REST
/// API's `StructuredQuery`, built with typed filters.
///
/// ```swift
/// let long = FirestoreRESTQuery(collection: "books")
///     .where("numberOfPages", .greaterThan, 500)
///     .where(.or([.field("genre", .equal, "sf"), .field("genre", .equal, "fantasy")]))
///     .order(by: "numberOfPages", .descending)
///     .limit(10)
/// let books = try await firestore.runQuery(Book.self, long)
/// ```
///
/// Filter values and cursor values are any `Encodable` value, encoded by the client's
/// ``FirestoreRESTEncoder`` when the query runs, so they are written as the fields they are
/// compared with are stored: a `Date` as a `timestampValue` (to the microsecond), a `GeoPoint` as a
/// `geoPointValue`, a ``FirestoreRESTReference`` as a `referenceValue`, an enum as its raw value,
/// a catalogue wrapper's value in its wire form (`HexColor(wrappedValue: .red)` is `"#FF0000"`).
/// A `nil` or `NaN` compared with ``FieldOperator/equal`` or ``FieldOperator/notEqual`` becomes
/// the unary filter Firestore requires (`IS_NULL`, `IS_NAN`, …), as Google's clients do. On
/// ``FirestoreFieldPath/documentID`` (`__name__`), a string is a document id in the queried
/// collection, or a path with a slash.
///
/// Field paths are ``FirestoreFieldPath``s: `"meta.updatedAt"` is a nested field, and names that
/// are not simple identifiers are back-quoted on the wire.
///
/// A query with ``limit(toLast:)`` runs with every order reversed and its cursors swapped, and
/// its results come back reversed, as Firebase's clients do. A cursor taken from a document
/// (``start(afterDocument:)``, …) orders by the fields of inequality filters and by the
/// document's name, as Google's clients do, and takes its values from the document.
///
/// - Note: Wire format: `{"structuredQuery": {"from": [{"collectionId": "books"}], "where":
///   {"fieldFilter": {"field": {"fieldPath": "numberOfPages"}, "op": "GREATER_THAN", "value":
///   {"integerValue": "500"}}}, "orderBy": […], "limit": 10}}`, sent to `…/documents:runQuery`
///   (or `…/documents/{parent}:runQuery`).
public struct FirestoreRESTQuery: Sendable {
  /// The path of the document the queried collection is under, `""` for the database root.
  public var parentPath: String
  /// The collection's id: its path's last segment.
  public var collectionID: String
  /// Whether every collection with ``collectionID`` under ``parentPath`` is queried (a
  /// collection group), not only the one directly under it.
  public var allDescendants: Bool
  /// The filters; they must all hold.
  public var filters: [Filter] = []
  /// The orders, first one first.
  public var orders: [Order] = []
  /// The most documents to return; with ``limitsToLast``, the last ones.
  public var limit: Int?
  /// Whether ``limit`` counts from the end of the results.
  public var limitsToLast = false
  /// How many documents to skip before the first one returned.
  public var offset: Int?
  /// The fields to return; `nil` returns whole documents, `[]` only their names.
  public var projection: [FirestoreFieldPath]?
  /// Where the results start.
  public var start: Bound?
  /// Where the results end.
  public var end: Bound?
  /// The path `init(collection:)` was given, checked whole before the query is sent: split into
  /// ``parentPath`` and ``collectionID``, `/books` would read as `books`.
  var pathAsGiven: String?

  /// A query of the collection at `collectionPath`.
  ///
  /// ```swift
  /// FirestoreRESTQuery(collection: "books")
  /// FirestoreRESTQuery(collection: "books/hitchhiker/reviews")
  /// ```
  ///
  /// - Parameter collectionPath: The collection's path; the client checks that it is one before
  ///   it sends the query.
  public init(collection collectionPath: String) {
    pathAsGiven = collectionPath
    if let slash = collectionPath.lastIndex(of: "/") {
      parentPath = String(collectionPath[..<slash])
      collectionID = String(collectionPath[collectionPath.index(after: slash)...])
    } else {
      parentPath = ""
      collectionID = collectionPath
    }
    allDescendants = false
  }

  /// A query of every collection with the id `collectionID` — a collection group — in the
  /// database or under one document.
  ///
  /// ```swift
  /// FirestoreRESTQuery(collectionGroup: "reviews")                      // every book's reviews
  /// FirestoreRESTQuery(collectionGroup: "reviews", under: "shelves/sf")  // below one shelf
  /// ```
  ///
  /// - Parameters:
  ///   - collectionID: The collections' id.
  ///   - parentPath: The document under which to look; `""` for the whole database.
  public init(collectionGroup collectionID: String, under parentPath: String = "") {
    self.parentPath = parentPath
    self.collectionID = collectionID
    allDescendants = true
  }

  /// The path of the queried collection, `"books/hitchhiker/reviews"`.
  public var collectionPath: String {
    parentPath.isEmpty ? collectionID : parentPath + "/" + collectionID
  }
}

// MARK: Filters

extension FirestoreRESTQuery {
  /// A comparison of a field with a value.
  public enum FieldOperator: String, Hashable, Sendable, CaseIterable {
    /// `<`
    case lessThan = "LESS_THAN"
    /// `<=`
    case lessThanOrEqual = "LESS_THAN_OR_EQUAL"
    /// `>`
    case greaterThan = "GREATER_THAN"
    /// `>=`
    case greaterThanOrEqual = "GREATER_THAN_OR_EQUAL"
    /// `==`
    case equal = "EQUAL"
    /// `!=`: the field exists and differs.
    case notEqual = "NOT_EQUAL"
    /// The field is an array holding the value.
    case arrayContains = "ARRAY_CONTAINS"
    /// The field is an array holding one of the values, an array of at most 30.
    case arrayContainsAny = "ARRAY_CONTAINS_ANY"
    /// The field equals one of the values, an array of at most 30.
    case `in` = "IN"
    /// The field exists and equals none of the values, an array of at most 10.
    case notIn = "NOT_IN"

    /// Whether the operator needs an array of values.
    var takesArray: Bool { self == .arrayContainsAny || self == .in || self == .notIn }

    /// Whether the operator compares by order or excludes values, so that a document cursor
    /// orders by its field.
    var isInequality: Bool {
      switch self {
      case .lessThan, .lessThanOrEqual, .greaterThan, .greaterThanOrEqual, .notEqual, .notIn: true
      default: false
      }
    }
  }

  /// A test of a field that takes no value.
  public enum UnaryOperator: String, Hashable, Sendable, CaseIterable {
    /// The field is `NaN`.
    case isNaN = "IS_NAN"
    /// The field is `null`.
    case isNull = "IS_NULL"
    /// The field exists and is not `NaN`.
    case isNotNaN = "IS_NOT_NAN"
    /// The field exists and is not `null`.
    case isNotNull = "IS_NOT_NULL"
  }

  /// A condition on documents.
  ///
  /// ```swift
  /// let sciFi: FirestoreRESTQuery.Filter = .or([
  ///     .field("genre", .equal, "sf"),
  ///     .and([.field("genre", .equal, "fantasy"), .field("numberOfPages", .lessThan, 300)]),
  /// ])
  /// ```
  public indirect enum Filter: Sendable {
    /// The field compared with a value, encoded when the query runs.
    case field(FirestoreFieldPath, FieldOperator, any Encodable & Sendable)
    /// A test of the field.
    case unary(FirestoreFieldPath, UnaryOperator)
    /// Every filter holds.
    case and([Filter])
    /// At least one filter holds.
    case or([Filter])
  }

  /// The query with one more filter; all filters must hold.
  ///
  /// - Parameter filter: The filter.
  /// - Returns: The query.
  public func `where`(_ filter: Filter) -> Self {
    var query = self
    query.filters.append(filter)
    return query
  }

  /// The query with one more comparison; all filters must hold.
  ///
  /// ```swift
  /// query.where("numberOfPages", .greaterThanOrEqual, 100)
  /// query.where("tags", .arrayContainsAny, ["swift", "server"])
  /// query.where("published", .lessThan, Date())
  /// ```
  ///
  /// - Parameters:
  ///   - path: The field.
  ///   - op: The comparison.
  ///   - value: The value; an array for `in`, `notIn` and `arrayContainsAny`.
  /// - Returns: The query.
  public func `where`(
    _ path: FirestoreFieldPath, _ op: FieldOperator, _ value: any Encodable & Sendable
  ) -> Self {
    self.where(.field(path, op, value))
  }

  /// The query with one more test of a field; all filters must hold.
  ///
  /// ```swift
  /// query.where("rating", .isNotNaN)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The field.
  ///   - op: The test.
  /// - Returns: The query.
  public func `where`(_ path: FirestoreFieldPath, _ op: UnaryOperator) -> Self {
    self.where(.unary(path, op))
  }
}

// MARK: Order, limits, projection

extension FirestoreRESTQuery {
  /// The direction of an order.
  public enum Direction: String, Hashable, Sendable {
    /// Smallest first.
    case ascending = "ASCENDING"
    /// Largest first.
    case descending = "DESCENDING"

    var reversed: Direction { self == .ascending ? .descending : .ascending }
  }

  /// An order of the results by one field.
  public struct Order: Hashable, Sendable {
    /// The field.
    public var fieldPath: FirestoreFieldPath
    /// The direction.
    public var direction: Direction

    /// An order.
    ///
    /// - Parameters:
    ///   - fieldPath: The field.
    ///   - direction: The direction.
    public init(_ fieldPath: FirestoreFieldPath, _ direction: Direction = .ascending) {
      self.fieldPath = fieldPath
      self.direction = direction
    }
  }

  /// The query ordered by one more field; documents without the field are left out.
  ///
  /// ```swift
  /// query.order(by: "numberOfPages", .descending).order(by: "title")
  /// ```
  ///
  /// - Parameters:
  ///   - path: The field.
  ///   - direction: The direction.
  /// - Returns: The query.
  public func order(by path: FirestoreFieldPath, _ direction: Direction = .ascending) -> Self {
    var query = self
    query.orders.append(Order(path, direction))
    return query
  }

  /// The query returning at most `count` documents, the first ones.
  ///
  /// - Parameter count: The most documents.
  /// - Returns: The query.
  public func limit(_ count: Int) -> Self {
    var query = self
    query.limit = count
    query.limitsToLast = false
    return query
  }

  /// The query returning at most `count` documents, the last ones in its order, in that order.
  ///
  /// ```swift
  /// let latest = query.order(by: "published").limit(toLast: 3)   // the three most recent, oldest first
  /// ```
  ///
  /// - Parameter count: The most documents.
  /// - Returns: The query; it needs at least one order.
  public func limit(toLast count: Int) -> Self {
    var query = self
    query.limit = count
    query.limitsToLast = true
    return query
  }

  /// The query skipping its first `count` documents.
  ///
  /// - Parameter count: The documents to skip.
  /// - Returns: The query.
  public func offset(_ count: Int) -> Self {
    var query = self
    query.offset = count
    return query
  }

  /// The query returning only these fields of each document.
  ///
  /// ```swift
  /// struct Title: Decodable { var title: String }
  /// let titles = try await firestore.runQuery(Title.self, query.select(["title"]))
  /// ```
  ///
  /// - Parameter paths: The fields; none returns only each document's name.
  /// - Returns: The query.
  public func select(_ paths: [FirestoreFieldPath]) -> Self {
    var query = self
    query.projection = paths
    return query
  }
}

// MARK: Cursors

extension FirestoreRESTQuery {
  /// Where results start or end: at values of the ordered fields, or at a document.
  public struct Bound: Sendable {
    /// The position.
    public enum Position: Sendable {
      /// Values of the ordered fields, in order: the first order's value first.
      case values([any Encodable & Sendable])
      /// A document: the values of its ordered fields, then its name.
      case document(FirestoreRESTReference?, any Encodable & Sendable)
    }

    /// The position.
    public var position: Position
    /// Whether a document at the position is included.
    public var inclusive: Bool

    /// A bound.
    ///
    /// - Parameters:
    ///   - position: The position.
    ///   - inclusive: Whether a document at the position is included.
    public init(_ position: Position, inclusive: Bool) {
      self.position = position
      self.inclusive = inclusive
    }
  }

  /// The query starting at the documents whose ordered fields have these values.
  ///
  /// ```swift
  /// query.order(by: "numberOfPages").start(at: 300)
  /// ```
  ///
  /// - Parameter values: A value for each order, in order (fewer is allowed).
  /// - Returns: The query.
  public func start(at values: any Encodable & Sendable...) -> Self {
    with(start: Bound(.values(values), inclusive: true))
  }

  /// The query starting after the documents whose ordered fields have these values.
  ///
  /// - Parameter values: A value for each order, in order.
  /// - Returns: The query.
  public func start(after values: any Encodable & Sendable...) -> Self {
    with(start: Bound(.values(values), inclusive: false))
  }

  /// The query ending at the documents whose ordered fields have these values.
  ///
  /// - Parameter values: A value for each order, in order.
  /// - Returns: The query.
  public func end(at values: any Encodable & Sendable...) -> Self {
    with(end: Bound(.values(values), inclusive: true))
  }

  /// The query ending before the documents whose ordered fields have these values.
  ///
  /// - Parameter values: A value for each order, in order.
  /// - Returns: The query.
  public func end(before values: any Encodable & Sendable...) -> Self {
    with(end: Bound(.values(values), inclusive: false))
  }

  /// The query starting at a document.
  ///
  /// The document's values of the ordered fields and its name make the cursor; the query is
  /// ordered by its inequality filters' fields and by document name too, when it is not already.
  ///
  /// ```swift
  /// let next = query.start(afterDocument: page.last!)
  /// ```
  ///
  /// - Parameter document: A document read from Firestore: its model is encoded with the
  ///   client's encoder to find the ordered fields' values.
  /// - Returns: The query.
  public func start<Model: Encodable & Sendable>(atDocument document: FirestoreRESTDocument<Model>)
    -> Self
  {
    with(start: Bound(.document(document.reference, document.value), inclusive: true))
  }

  /// The query starting after a document; see ``start(atDocument:)``.
  ///
  /// - Parameter document: A document read from Firestore.
  /// - Returns: The query.
  public func start<Model: Encodable & Sendable>(
    afterDocument document: FirestoreRESTDocument<Model>
  ) -> Self {
    with(start: Bound(.document(document.reference, document.value), inclusive: false))
  }

  /// The query ending at a document; see ``start(atDocument:)``.
  ///
  /// - Parameter document: A document read from Firestore.
  /// - Returns: The query.
  public func end<Model: Encodable & Sendable>(atDocument document: FirestoreRESTDocument<Model>)
    -> Self
  {
    with(end: Bound(.document(document.reference, document.value), inclusive: true))
  }

  /// The query ending before a document; see ``start(atDocument:)``.
  ///
  /// - Parameter document: A document read from Firestore.
  /// - Returns: The query.
  public func end<Model: Encodable & Sendable>(
    beforeDocument document: FirestoreRESTDocument<Model>
  ) -> Self {
    with(end: Bound(.document(document.reference, document.value), inclusive: false))
  }

  private func with(start: Bound? = nil, end: Bound? = nil) -> Self {
    var query = self
    if let start { query.start = start }
    if let end { query.end = end }
    return query
  }
}
