/// A coder-neutral tree of encoded values: what a property looks like on the wire, whatever the
/// format.
///
/// The conformance kit turns every coder's output into a `WireValue` to compare it with the
/// expected wire value, and turns `WireValue` inputs into each coder's format to decode them.
/// Literals make specifications short:
///
/// ```swift
/// let wire: WireValue = ["Europe/Paris", "Asia/Tokyo"]
/// let object: WireValue = ["latitude": 52.23, "longitude": 21.01]
/// ```
///
/// Numbers compare by value in ``matches(_:)``: JSON writes `1.0` as `1`, and property lists
/// keep integers and reals apart, so `.integer(1)` matches `.double(1)`.
public enum WireValue: Hashable, Sendable {
  /// A null: JSON `null`, a property list's `"$null"` marker, `NSNull`.
  case null
  /// A boolean.
  case bool(Bool)
  /// An integer number.
  case integer(Int64)
  /// A floating-point number.
  case double(Double)
  /// A string.
  case string(String)
  /// An ordered list.
  case array([WireValue])
  /// A string-keyed map.
  case object([String: WireValue])

  /// Whether two trees hold the same values, comparing numbers by value.
  ///
  /// - Parameter other: The tree to compare with.
  /// - Returns: `true` when both trees have the same shape, strings, booleans and numerically
  ///   equal numbers (`NaN` matches `NaN`).
  public func matches(_ other: WireValue) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count && a.allSatisfy { key, value in b[key].map(value.matches) == true }
    default:
      guard let a = numericValue, let b = other.numericValue else { return false }
      return a == b || (a.isNaN && b.isNaN)
    }
  }

  private var numericValue: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }
}

extension WireValue: CustomStringConvertible {
  /// The tree in a compact JSON-like notation.
  public var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .integer(let value): "\(value)"
    case .double(let value): "\(value)"
    case .string(let value): String(reflecting: value)
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }
        .map { "\(String(reflecting: $0.key)): \($0.value)" }
        .joined(separator: ", ") + "}"
    }
  }
}

extension WireValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringInterpolation,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// Creates ``null``.
  public init(nilLiteral: ()) { self = .null }
  /// Creates a ``bool(_:)``.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// Creates an ``integer(_:)``.
  public init(integerLiteral value: Int64) { self = .integer(value) }
  /// Creates a ``double(_:)``.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// Creates a ``string(_:)``.
  public init(stringLiteral value: String) { self = .string(value) }
  /// Creates an ``array(_:)``.
  public init(arrayLiteral elements: WireValue...) { self = .array(elements) }
  /// Creates an ``object(_:)``; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, WireValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}

// Codable, so that Foundation's coders can turn bytes into a tree and back. Decoding tries the
// narrowest type first: a coder that refuses `Bool` for `1` keeps integers and booleans apart.
extension WireValue: Codable {
  /// Reads the tree from any decoder.
  ///
  /// - Parameter decoder: The decoder positioned at the value.
  /// - Throws: `DecodingError.dataCorrupted` when the value is none of the cases (a date or data
  ///   blob in a property list, for example).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
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
    } else if let value = try? container.decode([WireValue].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: WireValue].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "The value has no WireValue representation")
    }
  }

  /// Writes the tree to any encoder.
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
    case .string(let value): try container.encode(value)
    case .array(let values): try container.encode(values)
    case .object(let members): try container.encode(members)
    }
  }
}
