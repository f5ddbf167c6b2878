import DateCoding
import FirebaseContract
public import Foundation
import GeoPointCoding
public import SnapshotCoding

/// Encodes Codable models as Firestore REST documents: `fields` of typed `Value`s, and `commit`
/// writes that carry what a document body cannot — server timestamps and field masks.
///
/// ```swift
/// struct Book: Codable {
///     @DocumentID var id: String?
///     var title: String
///     var numberOfPages: Int
///     var published: Date
/// }
///
/// let encoded = try FirestoreRESTEncoder().encode(book)
/// encoded.fields["numberOfPages"]    // .integer(816): {"integerValue": "816"}
/// encoded.fields["published"]        // .timestamp(…): {"timestampValue": "1979-10-12T00:00:00Z"}
/// ```
///
/// Swift values become these `Value` kinds:
/// - `Bool` → `booleanValue`; every integer type → `integerValue` (a `UInt64` or `UInt` above
///   `Int64.max` is an `EncodingError`); `Double`, `Float` → `doubleValue` (`NaN` and the
///   infinities included); `Decimal` → `integerValue` when it is a 64-bit integer, else
///   `doubleValue` when a `Double` holds it exactly, else an `EncodingError`.
/// - `String`, `URL` (its absolute string) → `stringValue`; `Data` → `bytesValue`.
/// - `Date` → `timestampValue`, rounded to the nearest microsecond (see *Dates* below); the
///   package's `Timestamp` and `@TimestampDate` → `timestampValue` with their nanoseconds, which
///   Firestore truncates to microseconds.
/// - The package's `GeoPoint` → `geoPointValue`; ``FirestoreRESTReference`` → `referenceValue`.
/// - `nil` → the field is left out; `@ExplicitNull` → `nullValue`; a `nil` `@ServerTimestamp` → a
///   field transform that sets the server's commit time (see ``FirestoreRESTFields/serverTimestamps``).
/// - Arrays → `arrayValue`; structs, classes and dictionaries → `mapValue`. An array directly
///   inside an array, which Firestore refuses, is an `EncodingError` at the inner array's path
///   (its underlying error `SnapshotEncoder.NestedArray`) — in a model, a dictionary, a
///   `SnapshotValue` or `@UnknownFields` alike — so no request is sent with it.
///
/// ## Dates
///
/// Firestore keeps a timestamp to the microsecond and truncates the rest. A `Date` holds a
/// `Double` of seconds: `.685` is `….684999942`, which truncated would be stored as `.684999`,
/// and written back after a read as `.684998`. So a `Date` is written rounded to the nearest
/// microsecond (`Timestamp.roundedToMicroseconds()`): what you write is the stored value nearest
/// to it, and a `Date` read from Firestore and written back is stored unchanged.
/// `Timestamp(date:)` keeps the nanoseconds of the `Double`, as Firebase's own `Timestamp(date:)`
/// does, and a `Timestamp` (or `@TimestampDate`, which writes one) is sent as it is: a
/// `Timestamp` that came from Firestore has whole microseconds and round-trips exactly; one with
/// finer digits is truncated by the server. `SnapshotEncoder` rounds the same way with its
///  `.firestoreTimestamp` date strategy.
///
/// Every wrapper of the catalogue keeps its meaning: a `@HexColor` is a `stringValue`, a
/// `@SecondsSince1970` an `integerValue`, a `@TimestampDate` a `timestampValue`.
public struct FirestoreRESTEncoder: Sendable {
  /// How property names become field names.
  public var keyEncodingStrategy: SnapshotEncoder.KeyEncodingStrategy = .useDefaultKeys
  /// How deeply values may nest; Firestore itself allows 20 levels of maps and arrays.
  public var maximumDepth: Int = 128
  /// Whether JSON output lists fields sorted by name, for output that is the same on every run.
  public var sortsFieldNames = false
  /// Values for the coding `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// An encoder with the default options.
  public init() {}

  /// Encodes a model as a document's fields.
  ///
  /// - Parameter value: The model; it must encode as an object.
  /// - Returns: The fields, and the paths of the server timestamps it requests.
  /// - Throws: `EncodingError.invalidValue` with the path of a value Firestore cannot store.
  public func encode<T: Encodable>(_ value: T) throws -> FirestoreRESTFields {
    let tree = try snapshotEncoder.encode(value)
    var converter = RESTTreeConverter()
    var fields: [String: FirestoreRESTValue] = [:]
    fields.reserveCapacity(tree.count)
    for (name, member) in tree {
      if let converted = try converter.convert(member, key: name) { fields[name] = converted }
    }
    return FirestoreRESTFields(
      fields: fields,
      transforms: converter.transforms.sorted { $0.fieldPath.restText < $1.fieldPath.restText },
      sortsFieldNames: sortsFieldNames)
  }

  /// Encodes any value as one REST `Value`.
  ///
  /// - Parameter value: The value.
  /// - Returns: Its `Value`.
  /// - Throws: `EncodingError.invalidValue` with the path of a value Firestore cannot store, or
  ///   for a `nil` `@ServerTimestamp`, which only a document write can request.
  public func encodeValue<T: Encodable>(_ value: T) throws -> FirestoreRESTValue {
    let tree = try snapshotEncoder.encodeTree(value)
    var converter = RESTTreeConverter()
    converter.rejectsServerTimestamps = true
    return try converter.convert(tree, key: nil) ?? .map([:])
  }

  /// Encodes a model as a `commit` write of the document at `reference`.
  ///
  /// ```swift
  /// // Replace the document; the server fills in every nil @ServerTimestamp.
  /// let set = try encoder.write(article, to: reference)
  /// // Change only the fields the model writes; a @DoubleOptional that is .none stays untouched,
  /// // one that is .some(nil) is set to null.
  /// let update = try encoder.write(patch, to: reference, mask: .topLevelFields, precondition: .exists(true))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - reference: The document.
  ///   - mask: Which fields the write replaces.
  ///   - precondition: A condition that must hold for the write to apply.
  /// - Returns: The write.
  /// - Throws: `EncodingError.invalidValue` with the path of a value Firestore cannot store.
  public func write<T: Encodable>(
    _ value: T, to reference: FirestoreRESTReference,
    mask: FirestoreRESTWrite.Mask = .replaceDocument,
    precondition: FirestoreRESTWrite.Precondition? = nil
  ) throws -> FirestoreRESTWrite {
    try encode(value).write(to: reference, mask: mask, precondition: precondition)
  }

  private var snapshotEncoder: SnapshotEncoder {
    var encoder = SnapshotEncoder()
    encoder.dateEncodingStrategy = .firestoreTimestamp
    encoder.dataEncodingStrategy = .native
    encoder.timestampEncodingStrategy = .value
    encoder.geoPointEncodingStrategy = .value
    encoder.keyEncodingStrategy = keyEncodingStrategy
    encoder.maximumDepth = maximumDepth
    encoder.nativeTypes = [
      FirestoreRESTReference.self, FirestoreRESTValue.self, FirestoreRESTFieldTransform.self,
    ]
    encoder.serverTimestampPlaceholder = .custom(
      make: { RESTServerTimestampRequest() }, matches: { $0 is RESTServerTimestampRequest })
    encoder.userInfo = userInfo
    return encoder
  }
}

extension FirestoreRESTEncoder {
  /// The underlying error of the `EncodingError` for an unsigned integer above `Int64.max`:
  /// Firestore's integers are 64-bit signed.
  public struct IntegerOutOfRange: Error, Hashable, Sendable {
    /// The integer, in decimal.
    public var value: String
  }
}

/// A document's fields as ``FirestoreRESTEncoder`` encoded them.
public struct FirestoreRESTFields: Hashable, Sendable {
  /// The fields.
  public var fields: [String: FirestoreRESTValue]
  /// The field transforms the model asks for: a `nil` `@ServerTimestamp` (the server's time) and
  /// each ``FirestoreRESTFieldTransform`` property, sorted by field path.
  ///
  /// They are not in ``fields``; only a ``FirestoreRESTWrite`` can carry them.
  public var transforms: [FirestoreRESTWrite.FieldTransform]
  /// Whether ``json`` sorts fields by name.
  public var sortsFieldNames: Bool

  /// The fields that a `nil` `@ServerTimestamp` asks the server to set to its commit time.
  public var serverTimestamps: [FirestoreFieldPath] {
    transforms.filter { $0.transform == .serverTime }.map(\.fieldPath)
  }

  /// The fields.
  ///
  /// - Parameters:
  ///   - fields: The fields.
  ///   - serverTimestamps: Fields the server sets to its commit time.
  ///   - transforms: Other field transforms.
  ///   - sortsFieldNames: Whether ``json`` sorts fields by name.
  public init(
    fields: [String: FirestoreRESTValue], serverTimestamps: [FirestoreFieldPath] = [],
    transforms: [FirestoreRESTWrite.FieldTransform] = [], sortsFieldNames: Bool = false
  ) {
    self.fields = fields
    self.transforms = serverTimestamps.map { .init($0, .serverTime) } + transforms
    self.sortsFieldNames = sortsFieldNames
  }

  /// A document body, `{"fields": {…}}`, as `createDocument` and `patch` take it.
  ///
  /// Server timestamps are not in it: write them with ``write(to:mask:precondition:)`` and
  /// `commit`.
  public var json: Data {
    var writer = RESTWriter(sortedKeys: sortsFieldNames)
    writer.raw("{\"fields\":")
    writer.write(fields: fields)
    writer.output.append(UInt8(ascii: "}"))
    return Data(writer.output)
  }

  /// A `commit` write of these fields into the document at `reference`.
  ///
  /// - Parameters:
  ///   - reference: The document.
  ///   - mask: Which fields the write replaces.
  ///   - precondition: A condition that must hold for the write to apply.
  /// - Returns: The write, with the server timestamps as field transforms.
  public func write(
    to reference: FirestoreRESTReference, mask: FirestoreRESTWrite.Mask = .replaceDocument,
    precondition: FirestoreRESTWrite.Precondition? = nil
  ) -> FirestoreRESTWrite {
    let paths: [FirestoreFieldPath]?
    switch mask {
    case .replaceDocument: paths = nil
    case .topLevelFields: paths = fields.keys.sorted().map { FirestoreFieldPath([$0]) }
    case .leafFields:
      var leaves: [FirestoreFieldPath] = []
      func collect(_ fields: [String: FirestoreRESTValue], prefix: [String]) {
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
          if case .map(let nested) = value, !nested.isEmpty {
            collect(nested, prefix: prefix + [name])
          } else {
            leaves.append(FirestoreFieldPath(prefix + [name]))
          }
        }
      }
      collect(fields, prefix: [])
      paths = leaves
    case .fieldPaths(let given): paths = given
    }
    return FirestoreRESTWrite(
      .update(reference, fields: fields), updateMask: paths, transforms: transforms,
      precondition: precondition)
  }
}

/// What a `nil` `@ServerTimestamp` puts in the tree for the REST encoder.
struct RESTServerTimestampRequest {}

/// Converts the snapshot encoder's tree to REST values, checking what Firestore cannot store.
struct RESTTreeConverter {
  var transforms: [FirestoreRESTWrite.FieldTransform] = []
  var rejectsServerTimestamps = false
  private var path: [String] = []
  private var inArray = 0
  /// Whether the value being converted is an element of an array (not of a map in one).
  private var directlyInArray = false
  private var codingPath: [any CodingKey] = []

  /// The value, or `nil` for a server-timestamp request (recorded in ``serverTimestamps``).
  mutating func convert(_ value: Any, key: String?) throws -> FirestoreRESTValue? {
    let savedDirectlyInArray = directlyInArray
    if let key {
      path.append(key)
      codingPath.append(SnapshotCodingKey(stringValue: key))
      directlyInArray = false
    }
    defer {
      if key != nil {
        path.removeLast()
        codingPath.removeLast()
      }
      directlyInArray = savedDirectlyInArray
    }
    return try convert(value)
  }

  private func invalid(_ value: Any, _ message: String, underlying: (any Error)? = nil)
    -> EncodingError
  {
    EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: codingPath, debugDescription: message, underlyingError: underlying))
  }

  private func outOfRange(_ value: some BinaryInteger) -> EncodingError {
    invalid(
      value, "\(value) is above \(Int64.max), the largest integer Firestore stores",
      underlying: FirestoreRESTEncoder.IntegerOutOfRange(value: "\(value)"))
  }

  private mutating func convert(_ value: Any) throws -> FirestoreRESTValue? {
    switch value {
    case let value as String: return .string(value)
    case let value as Bool: return .boolean(value)
    case let value as Int: return .integer(Int64(value))
    case let value as Double: return .double(value)
    case let value as [String: Any]:
      var fields: [String: FirestoreRESTValue] = [:]
      fields.reserveCapacity(value.count)
      for (name, member) in value {
        if let converted = try convert(member, key: name) { fields[name] = converted }
      }
      // A map whose members are all field transforms is not written, so that a mask does not
      // name it and replace what the document holds there: only the transforms change it.
      if fields.isEmpty && !value.isEmpty { return nil }
      return .map(fields)
    case let value as [Any]:
      if directlyInArray {
        throw invalid(
          value,
          "An array directly inside an array, which Firestore cannot store; put the inner "
            + "array in a map, such as a struct with an array property",
          underlying: SnapshotEncoder.NestedArray())
      }
      var values: [FirestoreRESTValue] = []
      values.reserveCapacity(value.count)
      inArray += 1
      defer { inArray -= 1 }
      for (index, element) in value.enumerated() {
        codingPath.append(SnapshotCodingKey(intValue: index))
        directlyInArray = true
        defer {
          codingPath.removeLast()
          directlyInArray = false
        }
        guard let converted = try convert(element) else { continue }
        values.append(converted)
      }
      return .array(values)
    case is NSNull: return .null
    case let value as Timestamp:
      guard value.isValid else {
        throw invalid(value, "\(value) is outside the years 0001–9999 that Firestore stores")
      }
      return .timestamp(value)
    case let value as GeoPoint:
      guard GeoPoint.latitudeRange.contains(value.latitude),
        GeoPoint.longitudeRange.contains(value.longitude)
      else {
        throw invalid(value, "\(value) is not a point on the globe")
      }
      return .geoPoint(value)
    case let value as Data: return .bytes(value)
    case let value as FirestoreRESTReference: return .reference(value)
    case is RESTServerTimestampRequest:
      if rejectsServerTimestamps {
        throw invalid(
          value,
          "A nil @ServerTimestamp asks the server for its time, which only a document write "
            + "can request; use FirestoreRESTEncoder.encode or write")
      }
      guard inArray == 0 else {
        throw invalid(
          value, "Firestore cannot set a server timestamp inside an array")
      }
      transforms.append(.init(FirestoreFieldPath(path), .serverTime))
      return nil
    case let value as FirestoreRESTFieldTransform:
      if rejectsServerTimestamps {
        throw invalid(
          value,
          "A field transform (\(value.restName)) is a request to the server, which only a "
            + "document write can carry; use FirestoreRESTEncoder.encode or write")
      }
      guard inArray == 0 else {
        throw invalid(value, "Firestore cannot apply a field transform inside an array")
      }
      if let problem = value.problem() {
        throw EncodingError.invalidValue(
          value,
          EncodingError.Context(
            codingPath: codingPath + problem.path, debugDescription: problem.message,
            underlyingError: problem.underlying))
      }
      transforms.append(.init(FirestoreFieldPath(path), value))
      return nil
    case let value as FirestoreRESTValue:
      if let problem = value.problem(inArray: directlyInArray) {
        throw EncodingError.invalidValue(
          value,
          EncodingError.Context(
            codingPath: codingPath + problem.path, debugDescription: problem.message,
            underlyingError: problem.underlying))
      }
      return value
    case let value as Int64: return .integer(value)
    case let value as UInt64:
      guard let exact = Int64(exactly: value) else { throw outOfRange(value) }
      return .integer(exact)
    case let value as UInt:
      guard let exact = Int64(exactly: value) else { throw outOfRange(value) }
      return .integer(exact)
    case let value as Decimal:
      return try decimal(value)
    case let value as Date:
      do {
        return try convert(TimestampDateTransform.encode(value).roundedToMicroseconds())
      } catch {
        throw invalid(value, "\(value) has no Firestore timestamp: \(error)")
      }
    default:
      throw invalid(value, "A \(type(of: value)) has no Firestore REST form")
    }
  }

  private func decimal(_ value: Decimal) throws -> FirestoreRESTValue {
    if value.isNaN { return .double(.nan) }
    // A fraction or a number outside 64 bits does not survive the conversion.
    let integer = NSDecimalNumber(decimal: value).int64Value
    if Decimal(integer) == value { return .integer(integer) }
    let double = NSDecimalNumber(decimal: value).doubleValue
    if double.isFinite, Decimal(string: "\(double)") == value { return .double(double) }
    throw invalid(
      value,
      "\(value) is not an integer and no Double holds it exactly; Firestore has no decimal "
        + "type: store it as a String to keep every digit")
  }
}
