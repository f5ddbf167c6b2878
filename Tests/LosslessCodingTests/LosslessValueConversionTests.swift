import CodableTransformsTesting
import Foundation
import LosslessCoding
import Testing
import _CodableTransformsLibraryTesting

/// Every row of the guide's conversion table, decoded through `@LosslessValue` with every coder
/// of the kit.
@Suite("@LosslessValue conversions")
struct LosslessValueConversionTests {
  @Test(arguments: ConversionRow.all, ConformanceCoders.all)
  func conversion(_ row: ConversionRow, _ coder: any ConformanceCoder) {
    for failure in row.check(coder) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// Decoding a mixed array leaves the container ready for the next element after each failed
  /// attempt.
  @Test(arguments: ConformanceCoders.all)
  func failedAttemptsDoNotDisturbTheNextElement(_ coder: any ConformanceCoder) throws {
    struct Model: Codable, Equatable {
      @LosslessValue var ids: [Int]
      @LosslessValue var names: [String]
      @LosslessValue var flags: [String: Bool]
      var after: String
    }
    let wire: WireValue = [
      coder.wireKey(for: "ids"): ["1", 2, "3", 4.0, "-5"],
      coder.wireKey(for: "names"): [1, "two", 3.5, true],
      coder.wireKey(for: "flags"): ["a": "TRUE", "b": 0, "c": false, "d": "1"],
      coder.wireKey(for: "after"): "intact",
    ]
    let model = try coder.decode(Model.self, from: wire)
    #expect(model.ids == [1, 2, 3, 4, -5])
    #expect(model.names == ["1", "two", "3.5", "true"])
    #expect(model.flags == ["a": true, "b": false, "c": false, "d": true])
    #expect(model.after == "intact")
  }

  /// A value decoded from another representation is written in its natural form.
  @Test(arguments: ConformanceCoders.all)
  func encodingWritesTheNaturalForm(_ coder: any ConformanceCoder) throws {
    struct Model: Codable {
      @LosslessValue var id: Int
      @LosslessValue var sku: String
      @LosslessValue var active: Bool
      @LosslessValue var price: Double
    }
    let input: WireValue = [
      coder.wireKey(for: "id"): "42", coder.wireKey(for: "sku"): 1042,
      coder.wireKey(for: "active"): 1, coder.wireKey(for: "price"): "9.5",
    ]
    let encoded = try coder.encode(coder.decode(Model.self, from: input))
    let expected: WireValue = [
      coder.wireKey(for: "id"): 42, coder.wireKey(for: "sku"): "1042",
      coder.wireKey(for: "active"): true, coder.wireKey(for: "price"): 9.5,
    ]
    #expect(encoded == expected, "\(encoded)")
  }
}

/// One row of the conversion table: a wire value, a target type, and the value or error
/// expected.
struct ConversionRow: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let check: @Sendable (any ConformanceCoder) -> [String]

  /// A wire value that decodes as `expected`.
  static func decodes<V: LosslessValueConvertible & Equatable & Sendable>(
    _ wire: WireValue, _ expected: V
  ) -> ConversionRow {
    ConversionRow(testDescription: "\(wire) → \(V.self) \(expected)") { coder in
      do {
        let decoded = try decode(V.self, wire, coder)
        return decoded == expected ? [] : ["\(wire) decoded as \(decoded); expected \(expected)"]
      } catch {
        return ["\(wire) threw \(error); expected \(expected)"]
      }
    }
  }

  /// A wire value that `V` refuses with a `DecodingError` of `kind` at the property, whose
  /// description contains `message`.
  static func fails<V: LosslessValueConvertible & Sendable>(
    _ type: V.Type, _ wire: WireValue, _ kind: DecodingErrorKind, _ message: String? = nil
  ) -> ConversionRow {
    ConversionRow(testDescription: "\(wire) → \(V.self) fails (\(kind))") { coder in
      do {
        let decoded = try decode(V.self, wire, coder)
        return ["\(wire) decoded as \(decoded); expected DecodingError.\(kind)"]
      } catch {
        return DecodingErrorExpectation(kind: kind, path: ["value"], message: message)
          .failures(for: error, coder: coder)
      }
    }
  }

  private static func decode<V: LosslessValueConvertible>(
    _ type: V.Type, _ wire: WireValue, _ coder: any ConformanceCoder
  ) throws -> V {
    try coder.decode(Box<V>.self, from: [coder.wireKey(for: "value"): wire]).value
  }

  struct Box<V: LosslessValueConvertible>: Decodable {
    @LosslessValue var value: V
  }

  static let all: [ConversionRow] = integers + floatingPoint + booleans + strings

  static let integers: [ConversionRow] = [
    decodes(42, 42), decodes(42.0, 42), decodes(1e3, 1000), decodes(-0.0, 0), decodes("42", 42),
    decodes("-7", -7), decodes("+42", 42), decodes("007", 7), decodes("-0", 0),
    decodes(.integer(.max), Int.max), decodes(.integer(.min), Int.min),
    decodes("9223372036854775807", Int.max), decodes("-9223372036854775808", Int.min),
    decodes(127, Int8(127)), decodes("-128", Int8(-128)), decodes(255, UInt8(255)),
    decodes("+5", UInt(5)), decodes("-0", UInt(0)), decodes("4294967295", UInt32.max),
    decodes("18446744073709551615", UInt64.max), decodes(.integer(.max), UInt64(Int64.max)),
    fails(Int.self, "4_2", .dataCorrupted, "'4_2' is not an Int: expected a whole number"),
    fails(Int.self, " 42", .dataCorrupted, "' 42' is not an Int"),
    fails(Int.self, "42 ", .dataCorrupted, "'42 ' is not an Int"),
    fails(Int.self, "0x2A", .dataCorrupted, "'0x2A' is not an Int"),
    fails(Int.self, "42.0", .dataCorrupted, "'42.0' is not an Int"),
    fails(Int.self, "1e3", .dataCorrupted, "'1e3' is not an Int"),
    fails(Int.self, "", .dataCorrupted, "'' is not an Int"),
    fails(Int.self, "+", .dataCorrupted, "'+' is not an Int"),
    fails(Int.self, "4 2", .dataCorrupted, "'4 2' is not an Int"),
    fails(Int.self, 42.5, .dataCorrupted, "'42.5' is not an Int: it is not a whole number"),
    fails(Int.self, 1e300, .dataCorrupted, "'1e+300' is out of range for Int"),
    fails(Int.self, "9223372036854775808", .dataCorrupted, "'9223372036854775808' is out of range"),
    fails(Int.self, true, .typeMismatch, "Expected Int as a whole number or a string"),
    fails(Int.self, false, .typeMismatch, "found a boolean ('false')"),
    fails(
      Int.self, [42], .typeMismatch, "found a value that is not a number, a string or a boolean"),
    fails(Int.self, ["value": 42], .typeMismatch),
    fails(Int8.self, 128, .dataCorrupted, "'128' is out of range for Int8 (-128...127)"),
    fails(Int8.self, "-129", .dataCorrupted, "'-129' is out of range for Int8 (-128...127)"),
    fails(Int8.self, 300, .dataCorrupted, "'300' is out of range for Int8"),
    fails(
      UInt.self, -1, .dataCorrupted, "'-1' is out of range for UInt (0...18446744073709551615)"),
    fails(UInt.self, "-1", .dataCorrupted, "'-1' is out of range for UInt"),
    fails(UInt8.self, 256, .dataCorrupted, "'256' is out of range for UInt8 (0...255)"),
    fails(UInt64.self, "18446744073709551616", .dataCorrupted, "is out of range for UInt64"),
    fails(Int64.self, 0.5, .dataCorrupted, "'0.5' is not an Int64"),
  ]

  static let floatingPoint: [ConversionRow] = [
    decodes(42, 42.0), decodes(42.5, 42.5), decodes("42", 42.0), decodes("9.5", 9.5),
    decodes("-1.5e3", -1500.0), decodes("1E3", 1000.0), decodes("+1", 1.0), decodes("007.5", 7.5),
    decodes("0.1", 0.1), decodes("-0", -0.0), decodes("1e-400", 0.0),
    decodes("0.1", Float(0.1)), decodes(0.5, Float(0.5)),
    decodes("3.4028235e38", Float.greatestFiniteMagnitude),
    decodes(.integer(16_777_217), Float(16_777_216)),
    fails(Double.self, "nan", .dataCorrupted, "'nan' is not a Double: expected a number"),
    fails(Double.self, "NaN", .dataCorrupted, "'NaN' is not a Double"),
    fails(Double.self, "inf", .dataCorrupted, "'inf' is not a Double"),
    fails(Double.self, "Infinity", .dataCorrupted, "'Infinity' is not a Double"),
    fails(Double.self, "0x1p3", .dataCorrupted, "'0x1p3' is not a Double"),
    fails(Double.self, ".5", .dataCorrupted, "'.5' is not a Double"),
    fails(Double.self, "5.", .dataCorrupted, "'5.' is not a Double"),
    fails(Double.self, " 9.5", .dataCorrupted, "' 9.5' is not a Double"),
    fails(Double.self, "1,5", .dataCorrupted, "'1,5' is not a Double"),
    fails(Double.self, "1_000", .dataCorrupted, "'1_000' is not a Double"),
    fails(Double.self, "", .dataCorrupted, "'' is not a Double"),
    fails(Double.self, "1e400", .dataCorrupted, "'1e400' is out of range for Double"),
    fails(Double.self, true, .typeMismatch, "Expected Double as a number or a string holding one"),
    fails(Double.self, [1.5], .typeMismatch),
    fails(Float.self, 1e39, .dataCorrupted, "'1e+39' is out of range for Float"),
    fails(Float.self, "1e39", .dataCorrupted, "'1e39' is out of range for Float"),
    fails(Float.self, "inf", .dataCorrupted, "'inf' is not a Float"),
    fails(Float.self, false, .typeMismatch, "found a boolean ('false')"),
  ]

  static let booleans: [ConversionRow] = [
    decodes(true, true), decodes(false, false), decodes(1, true), decodes(0, false),
    decodes(1.0, true), decodes(-0.0, false), decodes("true", true), decodes("TRUE", true),
    decodes("True", true), decodes("false", false), decodes("FaLsE", false), decodes("1", true),
    decodes("0", false),
    fails(Bool.self, 2, .dataCorrupted, "'2' is not a Bool: expected true, false, 1, 0"),
    fails(Bool.self, -1, .dataCorrupted, "'-1' is not a Bool"),
    fails(Bool.self, 0.5, .dataCorrupted, "'0.5' is not a Bool"),
    fails(Bool.self, "yes", .dataCorrupted, "'yes' is not a Bool"),
    fails(Bool.self, "no", .dataCorrupted, "'no' is not a Bool"),
    fails(Bool.self, "t", .dataCorrupted, "'t' is not a Bool"),
    fails(Bool.self, "", .dataCorrupted, "'' is not a Bool"),
    fails(Bool.self, " true", .dataCorrupted, "' true' is not a Bool"),
    fails(Bool.self, "2", .dataCorrupted, "'2' is not a Bool"),
    fails(Bool.self, "1.0", .dataCorrupted, "'1.0' is not a Bool"),
    fails(Bool.self, [true], .typeMismatch, "Expected Bool as a boolean, 1, 0 or a string"),
  ]

  static let strings: [ConversionRow] = [
    decodes("A-1042", "A-1042"), decodes("42", "42"), decodes("", ""), decodes(42, "42"),
    decodes(-7, "-7"), decodes(42.0, "42"), decodes(4.25, "4.25"), decodes(0.1, "0.1"),
    decodes(1e300, "1e+300"), decodes(-0.0, "0"), decodes(true, "true"), decodes(false, "false"),
    decodes(.integer(.max), "9223372036854775807"), decodes(.integer(.min), "-9223372036854775808"),
    fails(String.self, ["a"], .typeMismatch, "Expected String as a string, a number or a boolean"),
    fails(String.self, ["key": "a"], .typeMismatch),
  ]
}

/// What a `DecodingError` must be: its kind, its path relative to the decoded model, and text
/// its description contains.
struct DecodingErrorExpectation {
  var kind: DecodingErrorKind
  var path: [String]
  var message: String?

  func failures(for error: any Error, coder: any ConformanceCoder) -> [String] {
    guard let actual = DecodingErrorKind(of: error), let context = Self.context(of: error) else {
      return ["threw \(error), which is not a DecodingError"]
    }
    var failures: [String] = []
    if actual != kind { failures.append("threw \(actual); expected \(kind): \(error)") }
    let actualPath = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    if actualPath != path.map(coder.wireKey) {
      failures.append("threw at \(actualPath); expected \(path): \(error)")
    }
    if let message, !context.debugDescription.contains(message) {
      failures.append(
        "threw \"\(context.debugDescription)\"; expected it to contain \"\(message)\"")
    }
    return failures
  }

  static func context(of error: any Error) -> DecodingError.Context? {
    switch error {
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
      context
    default:
      nil
    }
  }
}
