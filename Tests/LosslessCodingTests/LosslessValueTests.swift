import CodableTransformsTesting
import Foundation
import LosslessCoding
import Testing
import _CodableTransformsLibraryTesting

@Suite("@LosslessValue")
struct LosslessValueTests {
  @Test(arguments: LibraryConformance.losslessValue.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Product: Codable, Hashable, Sendable {
    @LosslessValue var id: Int
    @LosslessValue var sku: String
    @LosslessValue var inStock: Bool
    @LosslessValue var price: Double?
    @LosslessValue var sizes: [Int]
  }

  @Test func decodesTheDocumentedExample() throws {
    let json = #"{"id": "42", "sku": 1042, "inStock": 1, "sizes": [38, "39", 40.0]}"#
    let product = try JSONDecoder().decode(Product.self, from: Data(json.utf8))
    #expect(
      product == Product(id: 42, sku: "1042", inStock: true, price: nil, sizes: [38, 39, 40]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(product), as: UTF8.self)
        == #"{"id":42,"inStock":true,"sizes":[38,39,40],"sku":"1042"}"#)
  }

  @Test func aBadElementIsReportedAtItsIndex() throws {
    let json = #"{"id": 1, "sku": "a", "inStock": true, "sizes": [38, "39.5"]}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Product.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["sizes", "1"])
    #expect(
      context.debugDescription
        == "'39.5' is not an Int: expected a whole number, or a string of decimal digits with an optional sign"
    )
  }

  // JSON numbers that `WireValue` cannot hold exactly: beyond 64 bits, or written as the JSON
  // text itself.

  @Test(arguments: [
    (#"1e3"#, "1000"), (#"42.0"#, "42"), (#"-0"#, "0"),
    (#"18446744073709551615"#, "18446744073709551615"),
    (#"9223372036854775808"#, "9223372036854775808"), (#"1E+2"#, "100"),
  ])
  func jsonNumberTextIntoString(_ json: String, _ expected: String) throws {
    struct Model: Decodable { @LosslessValue var value: String }
    let model = try JSONDecoder().decode(Model.self, from: Data(#"{"value": \#(json)}"#.utf8))
    #expect(model.value == expected)
  }

  /// Beyond 64 bits a number is read as a `Double`: a `String` gets its shortest text, which is
  /// not the JSON text (the documented limit of the coders' number types).
  @Test func hugeNegativeNumbersIntoStringAreReadAsDouble() throws {
    struct Model: Decodable { @LosslessValue var value: String }
    let model = try JSONDecoder().decode(
      Model.self, from: Data(#"{"value": -9223372036854775809}"#.utf8))
    #expect(model.value == "-9.223372036854776e+18")
  }

  @Test(arguments: [
    (#"9223372036854775808"#, "'9223372036854775808' is out of range for Int"),
    (#"18446744073709551615"#, "'18446744073709551615' is out of range for Int"),
    (#"18446744073709551616"#, "'1.8446744073709552e+19' is out of range for Int"),
    (#"-9223372036854775809"#, "'-9.223372036854776e+18' is not exactly an Int"),
    (#"1.5e300"#, "'1.5e+300' is out of range for Int"),
    (#"0.5"#, "'0.5' is not an Int: it is not a whole number"),
  ])
  func jsonNumbersBeyondIntAreRejectedQuotingTheValue(_ json: String, _ message: String) throws {
    struct Model: Decodable { @LosslessValue var value: Int }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(#"{"value": \#(json)}"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["value"])
    #expect(context.debugDescription.hasPrefix(message), "\(context.debugDescription)")
  }

  @Test func jsonUInt64MaxDecodesAsUInt64() throws {
    struct Model: Decodable { @LosslessValue var value: UInt64 }
    let json = #"{"value": "18446744073709551615"}"#
    #expect(try JSONDecoder().decode(Model.self, from: Data(json.utf8)).value == .max)
    let number = #"{"value": 18446744073709551615}"#
    #expect(try JSONDecoder().decode(Model.self, from: Data(number.utf8)).value == .max)
  }

  // Property-list values that `WireValue` cannot express.

  @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func propertyListDataAndDatesAreTypeMismatches(
    _ format: PropertyListSerialization.PropertyListFormat
  ) throws {
    struct Model: Decodable { @LosslessValue var value: Int }
    for value in [Data([1, 2]) as Any, Date(timeIntervalSince1970: 0)] {
      let plist = try PropertyListSerialization.data(
        fromPropertyList: ["value": value], format: format, options: 0)
      let error = try #require(throws: DecodingError.self) {
        try PropertyListDecoder().decode(Model.self, from: plist)
      }
      guard case .typeMismatch(_, let context) = error else {
        Issue.record("expected typeMismatch, got \(error)")
        continue
      }
      #expect(context.codingPath.map(\.stringValue) == ["value"])
      #expect(context.debugDescription.contains("not a number, a string or a boolean"))
    }
  }

  @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func propertyListUInt64Max(_ format: PropertyListSerialization.PropertyListFormat) throws {
    struct Unsigned: Decodable { @LosslessValue var value: UInt64 }
    struct Signed: Decodable { @LosslessValue var value: Int64 }
    struct Text: Decodable { @LosslessValue var value: String }
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["value": UInt64.max], format: format, options: 0)
    #expect(try PropertyListDecoder().decode(Unsigned.self, from: plist).value == .max)
    #expect(
      try PropertyListDecoder().decode(Text.self, from: plist).value == "18446744073709551615")
    let error = try #require(throws: DecodingError.self) {
      try PropertyListDecoder().decode(Signed.self, from: plist)
    }
    #expect("\(error)".contains("'18446744073709551615' is out of range for Int64"))
  }

  /// Foundation's property-list decoder turns a finite number beyond `Float`'s range into
  /// infinity; the wrapper refuses it as it does in JSON.
  @Test func propertyListFloatOverflowIsRefused() throws {
    struct Model: Decodable { @LosslessValue var value: Float }
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["value": 1e300], format: .xml, options: 0)
    #expect(throws: DecodingError.self) {
      try PropertyListDecoder().decode(Model.self, from: plist)
    }
  }

  /// The coder's own strategies still apply to the natural representation.
  @Test func jsonNonConformingFloatStrategyStillApplies() throws {
    struct Model: Codable { @LosslessValue var value: Double }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let model = try decoder.decode(Model.self, from: Data(#"{"value": "+Infinity"}"#.utf8))
    #expect(model.value == .infinity)
    // Without the strategy the same string is refused, and so is encoding infinity.
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(#"{"value": "+Infinity"}"#.utf8))
    }
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(model) }
  }

  @Test func nullInANonOptionalIsValueNotFound() throws {
    struct Model: Decodable { @LosslessValue var value: String }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(#"{"value": null}"#.utf8))
    }
    guard case .valueNotFound = error else {
      Issue.record("expected valueNotFound, got \(error)")
      return
    }
  }

  @Test func handWrittenCodableUsesTheSameTransform() throws {
    struct Order: Decodable {
      var id: Int
      var note: String?
      enum CodingKeys: CodingKey { case id, note }
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(using: LosslessValueTransform<Int>.self, forKey: .id)
        note = try container.decodeIfPresent(
          using: LosslessValueTransform<String>.self, forKey: .note)
      }
    }
    let order = try JSONDecoder().decode(Order.self, from: Data(#"{"id": "7", "note": 12}"#.utf8))
    #expect(order.id == 7)
    #expect(order.note == "12")
  }

  /// A type of the user's own forwards to a library conformance, as the protocol's documentation
  /// shows.
  @Test func aUserTypeConformsByForwarding() throws {
    struct Order: Codable, Equatable {
      @LosslessValue var id: OrderID
      @LosslessValue var related: [OrderID]
    }
    let order = try JSONDecoder().decode(
      Order.self, from: Data(#"{"id": "42", "related": [1, "2"]}"#.utf8))
    #expect(
      order
        == Order(id: OrderID(rawValue: 42), related: [OrderID(rawValue: 1), OrderID(rawValue: 2)]))
    #expect(String(decoding: try JSONEncoder().encode(order), as: UTF8.self).contains(#""id":42"#))
  }
}

struct OrderID: Hashable, Sendable {
  var rawValue: Int
}

extension OrderID: LosslessValueConvertible {
  init(losslessFrom container: any SingleValueDecodingContainer) throws {
    self.init(rawValue: try Int(losslessFrom: container))
  }

  func encodeNaturally(to container: inout some SingleValueEncodingContainer) throws {
    try rawValue.encodeNaturally(to: &container)
  }
}
