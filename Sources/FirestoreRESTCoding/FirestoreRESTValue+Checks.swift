import DateCoding
import GeoPointCoding
import SnapshotCoding

extension FirestoreRESTValue {
  /// The REST name of the value's kind, such as `"integerValue"` or `"arrayValue"`.
  public var kindName: String { kind.memberName }

  /// The value's kind; its member name is spelled once, by the reader's `RESTKind`.
  var kind: RESTKind {
    switch self {
    case .null: .null
    case .boolean: .boolean
    case .integer: .integer
    case .double: .double
    case .timestamp: .timestamp
    case .string: .string
    case .bytes: .bytes
    case .reference: .reference
    case .geoPoint: .geoPoint
    case .array: .array
    case .map: .map
    }
  }

  /// What Firestore would refuse in the value — an array directly inside an array, a timestamp
  /// outside the years 0001–9999, a point off the globe — with the path to it, or `nil`.
  ///
  /// - Parameter inArray: Whether the value is an element of an array.
  /// - Returns: The first problem found, or `nil`.
  func problem(inArray: Bool) -> RESTValueProblem? {
    switch self {
    case .null, .boolean, .integer, .double, .string, .bytes, .reference: return nil
    case .timestamp(let timestamp):
      return timestamp.isValid
        ? nil
        : RESTValueProblem("\(timestamp) is outside the years 0001–9999 that Firestore stores")
    case .geoPoint(let point):
      return GeoPoint.latitudeRange.contains(point.latitude)
        && GeoPoint.longitudeRange.contains(point.longitude)
        ? nil : RESTValueProblem("\(point) is not a point on the globe")
    case .array(let values):
      if inArray {
        return RESTValueProblem(
          "An array directly inside an array, which Firestore cannot store; put the inner "
            + "array in a map",
          underlying: SnapshotEncoder.NestedArray())
      }
      for (index, value) in values.enumerated() {
        if let problem = value.problem(inArray: true) {
          return problem.inside(SnapshotCodingKey(intValue: index))
        }
      }
      return nil
    case .map(let fields):
      for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
        if let problem = value.problem(inArray: false) {
          return problem.inside(SnapshotCodingKey(stringValue: name))
        }
      }
      return nil
    }
  }

  /// Encodes any value as the REST value ``FirestoreRESTEncoder`` stores for it: a `Date` as a
  /// `timestampValue` rounded to the microsecond, a `GeoPoint` as a `geoPointValue`, a
  /// catalogue wrapper's value in its wire form.
  ///
  /// ```swift
  /// let published = try FirestoreRESTValue(encoding: Date(timeIntervalSince1970: 1_732_181_400))
  /// // .timestamp(Timestamp(seconds: 1_732_181_400, nanoseconds: 0))
  /// let tags = try FirestoreRESTValue(encoding: ["swift", "server"])   // .array([…])
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - encoder: The encoder, for its key strategy and `userInfo`.
  /// - Throws: `EncodingError.invalidValue` for what Firestore cannot store.
  public init<T: Encodable>(encoding value: T, encoder: FirestoreRESTEncoder = .init()) throws {
    self = try encoder.encodeValue(value)
  }
}

extension FirestoreRESTValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// `nil` as ``null``.
  ///
  /// - Parameter nilLiteral: `nil`.
  public init(nilLiteral: ()) { self = .null }

  /// A Boolean literal as ``boolean(_:)``.
  ///
  /// - Parameter value: The literal.
  public init(booleanLiteral value: Bool) { self = .boolean(value) }

  /// An integer literal as ``integer(_:)``: `let pages: FirestoreRESTValue = 816`.
  ///
  /// - Parameter value: The literal.
  public init(integerLiteral value: Int64) { self = .integer(value) }

  /// A floating-point literal as ``double(_:)``.
  ///
  /// - Parameter value: The literal.
  public init(floatLiteral value: Double) { self = .double(value) }

  /// A string literal as ``string(_:)``.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) { self = .string(value) }

  /// An array literal as ``array(_:)``: `["swift", 6]`.
  ///
  /// - Parameter elements: The elements.
  public init(arrayLiteral elements: FirestoreRESTValue...) { self = .array(elements) }

  /// A dictionary literal as ``map(_:)``: `["title": "Hamlet", "pages": 342]`.
  ///
  /// - Parameter elements: The fields; a repeated name keeps its last value.
  public init(dictionaryLiteral elements: (String, FirestoreRESTValue)...) {
    self = .map(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}

/// What Firestore would refuse in a value, and where.
struct RESTValueProblem {
  var message: String
  var path: [any CodingKey] = []
  var underlying: (any Error)?

  init(_ message: String, underlying: (any Error)? = nil) {
    self.message = message
    self.underlying = underlying
  }

  /// The problem, seen from the container holding the value at `key`.
  func inside(_ key: any CodingKey) -> RESTValueProblem {
    var problem = self
    problem.path.insert(key, at: 0)
    return problem
  }
}
