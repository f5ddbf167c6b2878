import CodableTransformsTesting
import DateCoding
import Foundation
import LosslessCoding
import Testing
import _CodableTransformsLibraryTesting

typealias MigratedDate<Property: TransformShape<Date>> = TransformCoded<
  DecodeEncodeTransform<
    PickFirstTransform<SecondsSince1970Transform, ISO8601DateTransform>, ISO8601DateTransform
  >, Property
>

typealias IDString<Property: TransformShape<Int>> = TransformCoded<
  DecodeEncodeTransform<LosslessValueTransform<Int>, StringCodedTransform<Int>>, Property
>

@Suite("DecodeEncodeTransform")
struct DecodeEncodeTransformTests {
  @Test(arguments: LibraryConformance.decodeEncode.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Order: Codable, Equatable {
    @MigratedDate var placedAt: Date
    @MigratedDate var reminders: [Date]
    @IDString var customer: Int
    @IDString var lines: [String: Int]?
  }

  @Test(arguments: ConformanceCoders.all)
  func readInEitherFormatWrittenInTheEncodingOne(_ coder: any ConformanceCoder) throws {
    let key = coder.wireKey(for:)
    let order = try coder.decode(
      Order.self,
      from: .object([
        key("placedAt"): 0, key("reminders"): ["1970-01-01T00:01:00Z", 120.5],
        key("customer"): 42, key("lines"): ["a": "7", "b": 8.0],
      ]))
    #expect(order.placedAt == Date(timeIntervalSince1970: 0))
    #expect(
      order.reminders == [Date(timeIntervalSince1970: 60), Date(timeIntervalSince1970: 120.5)])
    #expect(order.customer == 42 && order.lines == ["a": 7, "b": 8])
    #expect(
      try coder.encode(order).matches(
        .object([
          key("placedAt"): "1970-01-01T00:00:00Z",
          key("reminders"): ["1970-01-01T00:01:00Z", "1970-01-01T00:02:00.500Z"],
          key("customer"): "42", key("lines"): ["a": "7", "b": "8"],
        ])))
    #expect(try coder.decode(Order.self, from: coder.encode(order)) == order)
  }

  @Test func decodingErrorsAreTheDecodingTransformsAtTheElement() throws {
    let json = #"{"placedAt": 0, "reminders": [60, "soon"], "customer": 1}"#
    do {
      _ = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
      Issue.record("'soon' was accepted")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["reminders", "Index 1"])
      #expect(context.debugDescription.contains("'soon' is not an RFC 3339 date-time"))
    }
  }

  @Test func encodingErrorsAreTheEncodingTransformsAtTheElement() throws {
    let order = Order(
      placedAt: Date(timeIntervalSince1970: 0),
      reminders: [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 253_402_300_800)],
      customer: 1, lines: nil)
    do {
      _ = try JSONEncoder().encode(order)
      Issue.record("a date in the year 10000 was written")
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["reminders", "Index 1"])
    }
  }

  /// A missing key and `null` follow the shape, and `nil` leaves the key out.
  @Test func missingNullAndNilFollowTheShape() throws {
    let json = #"{"placedAt": 1, "reminders": [], "customer": "3", "lines": null}"#
    let order = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
    #expect(order.lines == nil && order.customer == 3)
    let written = String(decoding: try JSONEncoder().encode(order), as: UTF8.self)
    #expect(!written.contains("lines"))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Order.self, from: Data(#"{"reminders": [], "customer": 1}"#.utf8))
    }
  }

  /// When the decoding transform does not read what the encoding one writes, the model encodes
  /// but cannot decode its own output: the error says so at the property.
  @Test func aDecodingTransformThatRefusesTheEncodedFormatFailsLoudly() throws {
    struct OneWay: Codable {
      @TransformCoded<
        DecodeEncodeTransform<MillisecondsSince1970Transform, ISO8601DateTransform>, Date
      > var at: Date
    }
    let decoded = try JSONDecoder().decode(OneWay.self, from: Data(#"{"at": 1500}"#.utf8))
    #expect(decoded.at == Date(timeIntervalSince1970: 1.5))
    let written = try JSONEncoder().encode(decoded)
    #expect(String(decoding: written, as: UTF8.self) == #"{"at":"1970-01-01T00:00:01.500Z"}"#)
    do {
      _ = try JSONDecoder().decode(OneWay.self, from: written)
      Issue.record("the string was read as milliseconds")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["at"])
    }
  }
}
