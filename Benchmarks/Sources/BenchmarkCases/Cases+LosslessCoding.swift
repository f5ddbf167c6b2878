import CodableTransforms
import Foundation

// MARK: - LosslessValue<Int>

struct LosslessRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @LosslessValue var a: Int
  @LosslessValue var b: Int
  @LosslessValue var c: Int?
  @LosslessValue var d: Int?
}

/// Reads an integer from a number, else from a string of digits, else from a whole floating
/// number; writes the integer.
struct HandLosslessRecord: Codable, Sendable {
  var a: Int
  var b: Int
  var c: Int?
  var d: Int?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try Self.integer(container, .a)
    b = try Self.integer(container, .b)
    c = try Self.integerIfPresent(container, .c)
    d = try Self.integerIfPresent(container, .d)
  }

  @inline(__always)
  static func integerIfPresent(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys)
    throws -> Int?
  {
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
    return try integer(container, key)
  }

  @inline(__always)
  static func integer(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys) throws
    -> Int
  {
    do {
      return try container.decode(Int.self, forKey: key)
    } catch DecodingError.valueNotFound(let type, let context) {
      throw DecodingError.valueNotFound(type, context)
    } catch {
      if let string = try? container.decode(String.self, forKey: key) {
        guard let integer = Int(string) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "'\(string)' is not an Int")
        }
        return integer
      }
      if let number = try? container.decode(Double.self, forKey: key) {
        guard let integer = Int(exactly: number) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "'\(number)' is not an Int")
        }
        return integer
      }
      throw error
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try container.encode(a, forKey: .a)
    try container.encode(b, forKey: .b)
    try container.encodeIfPresent(c, forKey: .c)
    try container.encodeIfPresent(d, forKey: .d)
  }
}

// MARK: - IntCodedBool, StringCodedBool

struct IntCodedBoolRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @IntCodedBool var a: Bool
  @IntCodedBool var b: Bool
  @IntCodedBool var c: Bool?
  @IntCodedBool var d: Bool?
}

struct HandIntCodedBoolRecord: Codable, Sendable {
  var a: Bool
  var b: Bool
  var c: Bool?
  var d: Bool?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = IntCodedBoolTransform.decode
    a = try container.int(.a, transform)
    b = try container.int(.b, transform)
    c = try container.intIfPresent(.c, transform)
    d = try container.intIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = IntCodedBoolTransform.encode
    try container.int(a, .a, transform)
    try container.int(b, .b, transform)
    try container.intIfPresent(c, .c, transform)
    try container.intIfPresent(d, .d, transform)
  }
}

struct StringCodedBoolRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @StringCodedBool var a: Bool
  @StringCodedBool var b: Bool
  @StringCodedBool var c: Bool?
  @StringCodedBool var d: Bool?
}

struct HandStringCodedBoolRecord: Codable, Sendable {
  var a: Bool
  var b: Bool
  var c: Bool?
  var d: Bool?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = StringCodedBoolTransform.decode
    a = try container.string(.a, transform)
    b = try container.string(.b, transform)
    c = try container.stringIfPresent(.c, transform)
    d = try container.stringIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = StringCodedBoolTransform.encode
    try container.string(a, .a, transform)
    try container.string(b, .b, transform)
    try container.stringIfPresent(c, .c, transform)
    try container.stringIfPresent(d, .d, transform)
  }
}

// MARK: - StringCoded<UInt64>

struct StringCodedRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @StringCoded var a: UInt64
  @StringCoded var b: UInt64
  @StringCoded var c: UInt64?
  @StringCoded var d: UInt64?
}

struct HandStringCodedRecord: Codable, Sendable {
  var a: UInt64
  var b: UInt64
  var c: UInt64?
  var d: UInt64?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = StringCodedTransform<UInt64>.decode
    a = try container.string(.a, transform)
    b = try container.string(.b, transform)
    c = try container.stringIfPresent(.c, transform)
    d = try container.stringIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = StringCodedTransform<UInt64>.encode
    try container.string(a, .a, transform)
    try container.string(b, .b, transform)
    try container.stringIfPresent(c, .c, transform)
    try container.stringIfPresent(d, .d, transform)
  }
}

// MARK: - JSONString

/// A small document nested as JSON text.
struct Metadata: Codable, Sendable, TransformShape {
  var source: String
  var retries: Int
}

struct JSONStringRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @JSONString var a: Metadata
  @JSONString var b: Metadata
  @JSONString var c: Metadata?
  @JSONString var d: Metadata?
}

struct HandJSONStringRecord: Codable, Sendable {
  var a: Metadata
  var b: Metadata
  var c: Metadata?
  var d: Metadata?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = JSONStringTransform<Metadata>.decode
    a = try container.string(.a, transform)
    b = try container.string(.b, transform)
    c = try container.stringIfPresent(.c, transform)
    d = try container.stringIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = JSONStringTransform<Metadata>.encode
    try container.string(a, .a, transform)
    try container.string(b, .b, transform)
    try container.stringIfPresent(c, .c, transform)
    try container.stringIfPresent(d, .d, transform)
  }
}

// MARK: - NonConformingFloat

struct NonConformingFloatRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @NonConformingFloat var a: Double
  @NonConformingFloat var b: Double
  @NonConformingFloat var c: Double?
  @NonConformingFloat var d: Double?
}

/// A `Double`, or on `typeMismatch` a `String` naming infinity or NaN.
///
/// Writes a finite number as a number, the others as their names.
struct HandNonConformingFloatRecord: Codable, Sendable {
  var a: Double
  var b: Double
  var c: Double?
  var d: Double?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try Self.number(container, .a)
    b = try Self.number(container, .b)
    c = try Self.numberIfPresent(container, .c)
    d = try Self.numberIfPresent(container, .d)
  }

  @inline(__always)
  static func numberIfPresent(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys)
    throws -> Double?
  {
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
    return try number(container, key)
  }

  @inline(__always)
  static func number(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys) throws
    -> Double
  {
    do {
      return try container.decode(Double.self, forKey: key)
    } catch DecodingError.typeMismatch(let type, let context) {
      guard let string = try? container.decode(String.self, forKey: key) else {
        throw DecodingError.typeMismatch(type, context)
      }
      switch string {
      case "Infinity": return .infinity
      case "-Infinity": return -.infinity
      case "NaN": return .nan
      default:
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "'\(string)' is not a number or one of 'Infinity', '-Infinity' and "
            + "'NaN'")
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try Self.encode(a, &container, .a)
    try Self.encode(b, &container, .b)
    if let c { try Self.encode(c, &container, .c) }
    if let d { try Self.encode(d, &container, .d) }
  }

  @inline(__always)
  static func encode(
    _ number: Double, _ container: inout KeyedEncodingContainer<FourKeys>, _ key: FourKeys
  ) throws {
    if number.isFinite {
      try container.encode(number, forKey: key)
    } else {
      try container.encode(
        number.isNaN ? "NaN" : number > 0 ? "Infinity" : "-Infinity", forKey: key)
    }
  }
}

/// Integers written as strings, the other form `@LosslessValue` reads.
func integersInStrings(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { index in
    ["a": "\(index)", "b": "\(index * 7_919)", "c": "\(-index)"]
  }
}

extension RatioCases {
  static let losslessCoding =
    RatioCase.pairs(
      suite: "LosslessCoding", name: "LosslessValue<Int> (numbers)", subject: LosslessRecord.self,
      baseline: HandLosslessRecord.self
    ) { index in
      LosslessRecord(a: index, b: index * 7_919, c: -index)
    }
    + RatioCase.pairs(
      suite: "LosslessCoding", name: "LosslessValue<Int> (strings)", subject: LosslessRecord.self,
      baseline: HandLosslessRecord.self, directions: [.decode],
      payload: integersInStrings
    ) { _ in LosslessRecord(a: 0, b: 0) }
    + RatioCase.pairs(
      suite: "LosslessCoding", name: "IntCodedBool", subject: IntCodedBoolRecord.self,
      baseline: HandIntCodedBoolRecord.self
    ) { index in
      IntCodedBoolRecord(a: index % 2 == 0, b: index % 3 == 0, c: true)
    }
    + RatioCase.pairs(
      suite: "LosslessCoding", name: "StringCodedBool", subject: StringCodedBoolRecord.self,
      baseline: HandStringCodedBoolRecord.self
    ) { index in
      StringCodedBoolRecord(a: index % 2 == 0, b: index % 3 == 0, c: true)
    }
    + RatioCase.pairs(
      suite: "LosslessCoding", name: "StringCoded<UInt64>", subject: StringCodedRecord.self,
      baseline: HandStringCodedRecord.self
    ) { index in
      let big = UInt64.max - UInt64(index) * 7_919
      return StringCodedRecord(a: big, b: UInt64(index), c: big / 3, d: nil)
    }
    + RatioCase.pairs(
      suite: "LosslessCoding", name: "JSONString", subject: JSONStringRecord.self,
      baseline: HandJSONStringRecord.self
    ) { index in
      JSONStringRecord(
        a: Metadata(source: "web", retries: index % 5),
        b: Metadata(source: "queue \(index)", retries: 0),
        c: Metadata(source: "app", retries: index), d: nil)
    }
    + RatioCase.pairs(
      suite: "LosslessCoding", name: "NonConformingFloat", subject: NonConformingFloatRecord.self,
      baseline: HandNonConformingFloatRecord.self
    ) { index in
      NonConformingFloatRecord(
        a: Double(index) / 8, b: index % 10 == 0 ? .infinity : Double(index) * 1.5,
        c: index % 20 == 5 ? .nan : -Double(index), d: nil)
    }
}
