@_exported import CodableTransformsCore
public import DateCoding
import FirebaseContract
public import Foundation
public import GeoPointCoding

/// A value of a snapshot tree as a `Sendable`, `Hashable` Swift enum: what ``UnknownFields``
/// captures, and a property type for data whose shape is not known in advance.
///
/// ```swift
/// struct Post: Codable, Sendable {
///     var title: String
///     var metadata: SnapshotValue            // any value at all
/// }
///
/// let value: SnapshotValue = ["tags": ["swift", "firebase"], "likes": 3, "pinned": false]
/// value.treeValue                            // ["tags": ["swift", "firebase"], "likes": 3, "pinned": false] as [String: Any]
/// ```
///
/// ``SnapshotDecoder`` and ``SnapshotEncoder`` convert it from and to tree values directly, keeping
/// Booleans and numbers apart exactly. Other coders use its `Codable` conformance, which writes each
/// case as the coder writes the corresponding Swift value and reads back the narrowest case that
/// fits (`null`, Boolean, integer, floating-point number, string, date, data, array, object).
///
/// - Note: Wire format: the value itself — `NSNull()` for ``null``, `Bool`, `Int`/`Double`, `String`,
///   `Date`, `Data`, `[Any]`, `[String: Any]` in a tree; JSON's own types in JSON.
public enum SnapshotValue: Hashable, Sendable {
  /// `null`: `NSNull()` in a tree.
  case null
  /// A Boolean.
  case bool(Bool)
  /// An integer.
  case integer(Int64)
  /// A floating-point number; `NaN` and infinities are allowed, as Firestore allows them.
  case double(Double)
  /// A decimal number that is neither an `Int64` nor exactly a `Double`, such as the
  /// `NSDecimalNumber` that `JSONSerialization` returns for very large numbers.
  case decimal(Decimal)
  /// A string.
  case string(String)
  /// A date, kept as a `Date` in a tree.
  case date(Date)
  /// Bytes, kept as `Data` in a tree.
  case data(Data)
  /// A point on the globe kept as a value in a tree (see `SnapshotEncoder.GeoPointEncodingStrategy`);
  /// as fields, a point is an ``object(_:)``.
  case geoPoint(GeoPoint)
  /// A timestamp kept as a value in a tree (see `SnapshotEncoder.TimestampEncodingStrategy`); as
  /// fields, a timestamp is an ``object(_:)``.
  case timestamp(Timestamp)
  /// An array.
  case array([SnapshotValue])
  /// An object with string keys.
  case object([String: SnapshotValue])
  /// A value the tree holds as itself and the package does not interpret: an object of one of a
  /// coder's `nativeTypes`, or the Firebase SDK's `DocumentReference`. ``UnknownFields`` keeps
  /// it, and the snapshot encoder writes it back unchanged.
  ///
  /// `indirect`: a boxed payload keeps the enum as small as before (an inline `Any` would double
  /// it), and comparing values with an inline existential payload crashed in Swift 6.3.1 on Linux.
  indirect case native(SnapshotNativeValue)

  /// The value as a tree value: `NSNull`, `Bool`, `Int64`-range numbers as `Int`, `Double`,
  /// `Decimal`, `String`, `Date`, `Data`, `[Any]` or `[String: Any]`.
  public var treeValue: Any {
    switch self {
    case .null: NSNull()
    case .bool(let value): value
    case .integer(let value): Int(exactly: value).map { $0 as Any } ?? value
    case .double(let value): value
    case .decimal(let value): value
    case .string(let value): value
    case .date(let value): value
    case .data(let value): value
    case .geoPoint(let value): value
    case .timestamp(let value): value
    case .array(let values): values.map(\.treeValue)
    case .object(let members): members.mapValues(\.treeValue)
    case .native(let value): value.value
    }
  }
}

/// A tree value that ``SnapshotValue`` holds without interpreting it (``SnapshotValue/native(_:)``).
///
/// Two are equal when their values are equal `Hashable` values, or the same object.
public struct SnapshotNativeValue: Hashable, @unchecked Sendable, CustomStringConvertible {
  // `@unchecked`: native values are immutable objects and values handed over by Firebase's SDK
  // or a coder's `nativeTypes`; the package only passes them on.

  /// The value.
  public let value: Any

  /// Wraps a value.
  ///
  /// - Parameter value: The tree value.
  public init(_ value: Any) {
    self.value = value
  }

  /// Whether both hold equal `Hashable` values or the same object.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another value.
  /// - Returns: `true` when they are equal.
  public static func == (lhs: SnapshotNativeValue, rhs: SnapshotNativeValue) -> Bool {
    if let left = lhs.value as? any Hashable, let right = rhs.value as? any Hashable {
      return AnyHashable(left) == AnyHashable(right)
    }
    if type(of: lhs.value) is AnyClass, type(of: rhs.value) is AnyClass {
      return (lhs.value as AnyObject) === (rhs.value as AnyObject)
    }
    return false
  }

  /// Hashes the `Hashable` value, or the object's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    if let hashable = value as? any Hashable {
      hasher.combine(AnyHashable(hashable))
    } else if type(of: value) is AnyClass {
      hasher.combine(ObjectIdentifier(value as AnyObject))
    }
  }

  /// `native(TypeName: value)`.
  public var description: String { "native(\(type(of: value)): \(value))" }
}

extension SnapshotValue {
  /// The tree value, with timestamps and geopoints as the Firebase SDK's objects when `natives`
  /// names their types.
  func treeValue(natives: FirebaseNativeTypes?) -> Any {
    guard let natives, natives.timestamp != nil || natives.geoPoint != nil else { return treeValue }
    switch self {
    case .timestamp(let value):
      guard let native = natives.timestamp else { return value }
      return native._make(seconds: value.seconds, nanoseconds: value.nanoseconds)
    case .geoPoint(let value):
      guard let native = natives.geoPoint else { return value }
      return native._make(latitude: value.latitude, longitude: value.longitude)
    case .array(let values): return values.map { $0.treeValue(natives: natives) }
    case .object(let members): return members.mapValues { $0.treeValue(natives: natives) }
    case .native(let value): return value.value
    default: return treeValue
    }
  }
}

extension SnapshotValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// Creates ``null``.
  ///
  /// - Parameter nilLiteral: `nil`.
  public init(nilLiteral: ()) { self = .null }

  /// Creates a ``bool(_:)``.
  ///
  /// - Parameter value: The Boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  /// Creates an ``integer(_:)``.
  ///
  /// - Parameter value: The integer.
  public init(integerLiteral value: Int64) { self = .integer(value) }

  /// Creates a ``double(_:)``.
  ///
  /// - Parameter value: The number.
  public init(floatLiteral value: Double) { self = .double(value) }

  /// Creates a ``string(_:)``.
  ///
  /// - Parameter value: The string.
  public init(stringLiteral value: String) { self = .string(value) }

  /// Creates an ``array(_:)``.
  ///
  /// - Parameter elements: The elements.
  public init(arrayLiteral elements: SnapshotValue...) { self = .array(elements) }

  /// Creates an ``object(_:)``; a repeated key keeps its last value.
  ///
  /// - Parameter elements: The members.
  public init(dictionaryLiteral elements: (String, SnapshotValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}

extension SnapshotValue: Codable {
  /// Reads the narrowest case that fits from any decoder.
  ///
  /// ``SnapshotDecoder`` does not use this: it converts tree values directly and exactly.
  ///
  /// - Parameter decoder: The decoder positioned at the value.
  /// - Throws: `DecodingError.dataCorrupted` when the value fits no case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // Each attempt is a type test; the last error says that nothing fitted.
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Date.self) {
      self = .date(value)
    } else if let value = try? container.decode(Data.self) {
      self = .data(value)
    } else if let value = try? container.decode([SnapshotValue].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: SnapshotValue].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "The value is none of null, Boolean, number, string, date, data, array "
          + "or object")
    }
  }

  /// Writes the value with the encoder's own representation of each case; a ``geoPoint(_:)`` or
  /// ``timestamp(_:)`` as its fields, which decode back as an ``object(_:)``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .decimal(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .date(let value): try container.encode(value)
    case .data(let value): try container.encode(value)
    case .geoPoint(let value): try container.encode(value)
    case .timestamp(let value): try container.encode(value)
    case .array(let values): try container.encode(values)
    case .object(let members): try container.encode(members)
    case .native(let native):
      guard let value = native.value as? any Encodable else {
        throw EncodingError.invalidValue(
          native.value,
          EncodingError.Context(
            codingPath: encoder.codingPath,
            debugDescription: "\(type(of: native.value)) is not Encodable; only a tree coder "
              + "that keeps it as itself can write it"))
      }
      try container.encode(value)
    }
  }
}

extension SnapshotValue: CustomStringConvertible {
  /// The value in a compact JSON-like notation.
  public var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .integer(let value): "\(value)"
    case .double(let value): "\(value)"
    case .decimal(let value): "\(value)"
    case .string(let value): String(reflecting: value)
    case .date(let value): "date(\(value.timeIntervalSince1970))"
    case .data(let value): "data(\(value.count) bytes)"
    case .geoPoint(let value): "geoPoint(\(value.latitude), \(value.longitude))"
    case .timestamp(let value): "timestamp(\(value.seconds), \(value.nanoseconds))"
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .native(let value): value.description
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }
        .map { "\(String(reflecting: $0.key)): \($0.value)" }
        .joined(separator: ", ") + "}"
    }
  }
}
