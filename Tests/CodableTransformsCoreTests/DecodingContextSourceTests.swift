import CodableTransformsCore
import Foundation
import Testing

/// Reads a whole number, and records a recovery for a negative one, which it clamps to 0: a
/// transform that uses every member of its context.
private enum ClampedTransform: ContextualCodingTransform {
  static func decode(_ codingValue: Int, in context: DecodingContext) -> Int {
    guard codingValue < 0 else { return codingValue }
    context.recordRecovery(TransformError(rejecting: codingValue, expected: "a whole number"))
    return 0
  }

  static func encode(_ value: Int) -> Int { value }
}

private typealias Clamped<Property: TransformShape<Int>> =
  TransformCoded<ClampedTransform, Property>

private struct Scores: Codable {
  @Clamped var single: Int
  @Clamped var list: [Int]
  @Clamped var matrix: [[Int]]
  @Clamped var table: [String: [Int]]
}

/// A decoder that is a value type, with a `userInfo` and a coding path and nothing else.
private struct ValueDecoder: Decoder {
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any]

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw DecodingError.typeMismatch(Key.self, .init(codingPath: codingPath, debugDescription: ""))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(Int.self, .init(codingPath: codingPath, debugDescription: ""))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw DecodingError.typeMismatch(Int.self, .init(codingPath: codingPath, debugDescription: ""))
  }
}

/// Captures a `DecodingContext` made from the decoder it is decoded by, and what it shows.
private struct ContextProbe: Decodable {
  let codingPath: String
  let recovered: RecoveryReport.Entry

  init(from decoder: any Decoder) {
    let context = DecodingContext(decoder)
    codingPath = context.codingPath.map(\.stringValue).joined(separator: ".")
    recovered = context.recordRecovery(TransformError(rejecting: 1, expected: "nothing"))
  }
}

private struct ProbeHolder: Decodable {
  let inner: [ContextProbe]
}

@Suite("DecodingContext from every source: keys, elements of elements, decoders")
struct DecodingContextSourceTests {
  /// The paths of what a report recorded.
  private func paths(_ report: RecoveryReport) -> [String] {
    report.entries.map(\.codingPathDescription)
  }

  @Test func aContextualTransformRecordsAtTheValuesPathInEveryShape() throws {
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let json = #"""
      {"single": -1, "list": [1, -2], "matrix": [[3], [4, -5, -6]], "table": {"a": [-7]}}
      """#
    let scores = try decoder.decode(Scores.self, from: Data(json.utf8))
    #expect(scores.single == 0 && scores.list == [1, 0] && scores.matrix == [[3], [4, 0, 0]])
    #expect(scores.table == ["a": [0]])
    #expect(
      paths(report) == ["single", "list[1]", "matrix[1][1]", "matrix[1][2]", "table.a[0]"])
  }

  @Test func aContextualTransformAtTheTopLevelRecordsAtItsElementsPaths() throws {
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let matrix = try decoder.decode(
      Clamped<[[Int]]>.self, from: Data("[[1, -1], [-2]]".utf8))
    #expect(matrix.wrappedValue == [[1, 0], [0]])
    #expect(paths(report) == ["[0][1]", "[1][0]"])
  }

  @Test func aContextMadeFromAClassDecoderReachesItsUserInfoAndPath() throws {
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let holder = try decoder.decode(ProbeHolder.self, from: Data(#"{"inner": [{}, {}]}"#.utf8))
    #expect(holder.inner.map(\.codingPath) == ["inner.Index 0", "inner.Index 1"])
    #expect(paths(report) == ["inner[0]", "inner[1]"])
  }

  @Test func aContextMadeFromAValueTypeDecoderReachesItsUserInfoAndPath() {
    let report = RecoveryReport()
    let decoder = ValueDecoder(
      codingPath: [PathKey("outer"), PathKey(index: 2)], userInfo: [.recoveryReport: report])
    let context = DecodingContext(decoder)
    #expect(context.recoveryReport === report)
    #expect(context.codingPath.map(\.stringValue) == ["outer", "Index 2"])
    let entry = context.recordRecovery(TransformError(rejecting: "x", expected: "y"))
    #expect(entry.codingPathDescription == "outer[2]")
    #expect(paths(report) == ["outer[2]"])
  }
}

/// A coding key for the tests' paths.
private struct PathKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ string: String) {
    stringValue = string
  }

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init?(stringValue: String) { self.init(stringValue) }

  init?(intValue: Int) { self.init(index: intValue) }
}
