import Foundation
import SnapshotCoding
import Testing

/// Where a tree value comes from: the same number or Boolean, delivered the three ways a tree
/// can hold it.
enum Origin: String, CaseIterable, Sendable {
  /// `JSONSerialization` output: `NSNumber`, and `__NSCFBoolean` for `true`/`false`.
  case jsonSerialization
  /// Swift values: `Int`, `Double`, `Bool`.
  case swiftLiteral
  /// `NSNumber(value:)`.
  case nsNumber

  func tree(_ json: String, swift: Any, number: NSNumber) throws -> Any {
    switch self {
    case .jsonSerialization: try jsonTree(json)
    case .swiftLiteral: swift
    case .nsNumber: number
    }
  }
}

@Suite("SnapshotDecoder: Booleans and numbers")
struct SnapshotNumberTests {
  @Test(arguments: Origin.allCases)
  func oneIsNotTrueAndTrueIsNotOne(_ origin: Origin) throws {
    let one = try origin.tree("1", swift: 1, number: NSNumber(value: 1))
    let zero = try origin.tree("0", swift: 0, number: NSNumber(value: 0))
    let yes = try origin.tree("true", swift: true, number: NSNumber(value: true))
    let no = try origin.tree("false", swift: false, number: NSNumber(value: false))

    #expect(try decodeValue(Int.self, from: one) == 1)
    #expect(try decodeValue(Int.self, from: zero) == 0)
    #expect(try decodeValue(Bool.self, from: yes) == true)
    #expect(try decodeValue(Bool.self, from: no) == false)
    for number in [one, zero] {
      let error = try #require(throws: DecodingError.self) {
        try decodeValue(Bool.self, from: number)
      }
      #expect(ErrorKind(error) == .typeMismatch)
      #expect(debugDescription(of: error).hasPrefix("Expected a Boolean but found the number"))
      #expect(pathDescription(of: error) == "value")
    }
    for boolean in [yes, no] {
      for type: any (Codable & Sendable).Type in [Int.self, Double.self, UInt8.self, Decimal.self] {
        let error = try #require(throws: DecodingError.self) {
          try decodeValue(type, from: boolean)
        }
        #expect(ErrorKind(error) == .typeMismatch, "\(type)")
        #expect(debugDescription(of: error).contains("found the Boolean"))
      }
    }
  }

  @Test func swiftBooleansAndIntegersOfEveryWidthAreToldApart() throws {
    let values: [Any] = [
      Int8(1), Int16(1), Int32(1), Int64(1), UInt(1), UInt8(1), UInt16(1), UInt32(1), UInt64(1),
    ]
    for value in values {
      #expect(try decodeValue(Int.self, from: value) == 1, "\(type(of: value))")
      #expect(throws: DecodingError.self) { try decodeValue(Bool.self, from: value) }
    }
    #expect(try decodeValue([Bool].self, from: [true, false] as [Any]) == [true, false])
  }

  @Test(arguments: [
    ("300", "value", "'300' does not fit in UInt8"),
    ("-1", "value", "'-1' does not fit in UInt8"),
    ("1.5", "value", "'1.5' is not an integer; expected UInt8"),
  ])
  func integersOutOfRangeOrWithAFractionAreDataCorrupted(
    json: String, path: String, message: String
  ) throws {
    let error = try #require(throws: DecodingError.self) {
      try decodeValue(UInt8.self, from: jsonTree(json))
    }
    #expect(ErrorKind(error) == .dataCorrupted)
    #expect(pathDescription(of: error) == path)
    #expect(debugDescription(of: error) == message)
  }

  @Test func sixtyFourBitEdgesDecodeExactly() throws {
    // `JSONSerialization` on Linux returns `NSDecimalNumber` for Int64.min and `Q`-typed
    // `NSNumber`s for large unsigned values: both must still decode exactly.
    #expect(try decodeValue(Int64.self, from: jsonTree("-9223372036854775808")) == .min)
    #expect(try decodeValue(Int64.self, from: jsonTree("9223372036854775807")) == .max)
    #expect(try decodeValue(UInt64.self, from: jsonTree("18446744073709551615")) == .max)
    #expect(try decodeValue(UInt64.self, from: UInt64.max) == .max)
    #expect(try decodeValue(Int64.self, from: NSNumber(value: Int64.min)) == .min)
    for json in ["9223372036854775808", "18446744073709551616", "123456789012345678901234567890"] {
      let error = try #require(throws: DecodingError.self) {
        try decodeValue(Int64.self, from: jsonTree(json))
      }
      #expect(ErrorKind(error) == .dataCorrupted, "\(json)")
      #expect(debugDescription(of: error).hasSuffix("does not fit in Int64"))
    }
  }

  @Test func floatingPointAcceptsIntegersAndKeepsNaNAndInfinity() throws {
    #expect(try decodeValue(Double.self, from: jsonTree("3")) == 3)
    #expect(try decodeValue(Double.self, from: Int64.max) == Double(Int64.max))
    #expect(try decodeValue(Double.self, from: jsonTree("0.1")) == 0.1)
    #expect(try decodeValue(Double.self, from: Double.nan).isNaN)
    #expect(try decodeValue(Double.self, from: NSNumber(value: Double.infinity)) == .infinity)
    #expect(try decodeValue(Float.self, from: 0.1) == Float(0.1))
    #expect(try decodeValue(Float.self, from: -Double.infinity) == -.infinity)
    let error = try #require(throws: DecodingError.self) {
      try decodeValue(Float.self, from: 1e300)
    }
    #expect(debugDescription(of: error) == "'1e+300' does not fit in Float")
  }

  @Test func nanAndInfinityAreNotIntegers() throws {
    for value in [Double.nan, .infinity, -.infinity] {
      let error = try #require(throws: DecodingError.self) {
        try decodeValue(Int.self, from: value)
      }
      #expect(ErrorKind(error) == .dataCorrupted)
      #expect(debugDescription(of: error).hasSuffix("is not an integer; expected Int"))
    }
  }

  @Test func decimalsAreExact() throws {
    #expect(try decodeValue(Decimal.self, from: jsonTree("0.1")) == Decimal(string: "0.1"))
    #expect(
      try decodeValue(Decimal.self, from: jsonTree("123456789012345678901234567890"))
        == Decimal(string: "123456789012345678901234567890"))
    #expect(try decodeValue(Decimal.self, from: 42) == 42)
    #expect(
      try decodeValue(Decimal.self, from: Decimal(string: "1.25")!) == Decimal(string: "1.25"))
    #expect(try decodeValue(Int.self, from: Decimal(string: "12")!) == 12)
    #expect(throws: DecodingError.self) { try decodeValue(Decimal.self, from: Double.nan) }
    #expect(try encodeValue(Decimal(string: "1.25")!) as? Decimal == Decimal(string: "1.25"))
  }

  @Test func theEncoderWritesSwiftBooleansAndNumbers() throws {
    struct Numbers: Codable {
      var flag = true
      var small: Int8 = -3
      var unsigned: UInt32 = 7
      var large: UInt64 = .max
      var float: Float = 0.5
      var double = 2.5
      var nan = Double.nan
    }
    let tree = try SnapshotEncoder().encode(Numbers())
    #expect(type(of: tree["flag"]!) == Bool.self)
    #expect(tree["small"] as? Int == -3)
    #expect(tree["unsigned"] as? Int == 7)
    #expect(tree["large"] as? UInt64 == .max)
    #expect(tree["float"] as? Double == 0.5)
    #expect(tree["double"] as? Double == 2.5)
    #expect((tree["nan"] as? Double)?.isNaN == true)
    // `JSONSerialization` writes the Boolean as `true`, not `1`.
    var serializable = tree
    serializable["nan"] = nil
    let json = String(
      decoding: try JSONSerialization.data(withJSONObject: serializable, options: .sortedKeys),
      as: UTF8.self)
    #expect(json.contains(#""flag":true"#))
  }
}
