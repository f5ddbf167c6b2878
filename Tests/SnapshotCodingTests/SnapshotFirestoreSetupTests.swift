import DateCoding
import Foundation
import SnapshotCoding
import Testing

@Suite("SnapshotEncoder for Firestore: microsecond dates, no nested arrays")
struct SnapshotFirestoreSetupTests {
  struct Dated: Codable { var at: Date }

  @Test("The .firestoreTimestamp strategy writes the microsecond nearest to the date")
  func firestoreTimestamp() throws {
    var encoder = SnapshotEncoder()
    encoder.dateEncodingStrategy = .firestoreTimestamp
    let date = Date(timeIntervalSince1970: 1_732_181_400.685)
    let tree = try encoder.encode(Dated(at: date))
    #expect(
      tree["at"] as? [String: Int] == ["seconds": 1_732_181_400, "nanoseconds": 685_000_000])
    encoder.timestampEncodingStrategy = .value
    #expect(
      try encoder.encode(Dated(at: date))["at"] as? Timestamp
        == Timestamp(seconds: 1_732_181_400, nanoseconds: 685_000_000))
    // .timestamp keeps the nanoseconds of the Double, as @TimestampDate does.
    encoder.dateEncodingStrategy = .timestamp
    #expect((try encoder.encode(Dated(at: date))["at"] as? Timestamp)?.nanoseconds == 684_999_942)
    // Read back with the .timestamp decoding strategy, the rounded date is stable.
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = .timestamp
    encoder.dateEncodingStrategy = .firestoreTimestamp
    let once = try encoder.encode(Dated(at: date))
    let read = try decoder.decode(Dated.self, from: once)
    #expect(try encoder.encode(read)["at"] as? Timestamp == once["at"] as? Timestamp)
  }

  struct Matrix: Encodable {
    var name = "m"
    var rows: [[Int]]
  }

  @Test("rejectsNestedArrays turns an array in an array into an error at its path")
  func nestedArrays() throws {
    var encoder = SnapshotEncoder()
    #expect(try encoder.encode(Matrix(rows: [[1]]))["rows"] as? [[Int]] == [[1]])
    encoder.rejectsNestedArrays = true
    let error = try #require(throws: EncodingError.self) {
      try encoder.encode(["a": Matrix(rows: [[], [2]])])
    }
    guard case .invalidValue(_, let context) = error else { return }
    #expect(context.codingPath.map(\.stringValue) == ["a", "rows", "Index 0"])
    #expect(context.underlyingError is SnapshotEncoder.NestedArray)
    // An array in a map in an array is what Firestore stores.
    #expect(throws: Never.self) { try encoder.encode(["a": [["b": [1]]]]) }
    let value: SnapshotValue = ["x": [1, [2]]]
    #expect(throws: EncodingError.self) { try encoder.encode(value) }
  }
}
