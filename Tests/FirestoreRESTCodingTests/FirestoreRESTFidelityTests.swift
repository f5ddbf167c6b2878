import DateCoding
import FirestoreRESTCoding
import Foundation
import SnapshotCoding
import Testing

@Suite("FirestoreRESTEncoder: what is written reads back the same")
struct FirestoreRESTFidelityTests {
  struct Dated: Codable, Equatable {
    var at: Date
  }

  /// The microsecond nearest to a date, as a timestamp: the value Firestore must store.
  static func nearestMicrosecond(_ date: Date) -> Timestamp {
    let microseconds = (date.timeIntervalSince1970 * 1e6).rounded()
    let seconds = Int64((microseconds / 1e6).rounded(.down))
    return Timestamp(
      seconds: seconds, nanoseconds: Int32(microseconds - Double(seconds) * 1e6) * 1_000)
  }

  @Test("A Date is written as the microsecond nearest to it, not its truncated nanoseconds")
  func dateIsRoundedToTheMicrosecond() throws {
    let date = Date(timeIntervalSince1970: 1_732_181_400.685)
    // The Double is just below .685: truncation would store .684999.
    #expect(Timestamp(date: date).nanoseconds == 684_999_942)
    let encoded = try FirestoreRESTEncoder().encode(Dated(at: date))
    #expect(
      encoded.fields["at"]
        == .timestamp(Timestamp(seconds: 1_732_181_400, nanoseconds: 685_000_000))
    )
    // Before 1970 the seconds round down and the nanoseconds count forward.
    let early = try FirestoreRESTEncoder().encode(
      Dated(at: Date(timeIntervalSince1970: -0.0000004)))
    #expect(early.fields["at"] == .timestamp(Timestamp(seconds: 0, nanoseconds: 0)))
  }

  @Test("Every millisecond of a second, and random microseconds, survive read-write cycles")
  func readWriteCyclesAreStable() throws {
    var generator = SystemRandomNumberGenerator()
    let base = 1_732_181_400.0
    var dates = (0..<1_000).map { Date(timeIntervalSince1970: base + Double($0) / 1_000) }
    dates += (0..<1_000).map { _ in
      Date(
        timeIntervalSince1970: base + Double(Int.random(in: 0..<1_000_000, using: &generator)) / 1e6
      )
    }
    let encoder = FirestoreRESTEncoder()
    let decoder = FirestoreRESTDecoder()
    for date in dates {
      guard case .timestamp(let first)? = try encoder.encode(Dated(at: date)).fields["at"] else {
        Issue.record("no timestamp for \(date.timeIntervalSince1970)")
        continue
      }
      #expect(first == Self.nearestMicrosecond(date), "\(date.timeIntervalSince1970)")
      var stored = first
      for _ in 0..<3 {
        let read = try decoder.decode(Dated.self, fromFields: ["at": .timestamp(stored)])
        guard case .timestamp(let again)? = try encoder.encode(read).fields["at"] else { break }
        #expect(again == stored, "\(date.timeIntervalSince1970) drifted to \(again)")
        stored = again
      }
    }
  }

  @Test("Timestamp.roundedToMicroseconds: ties, carries and the end of 9999")
  func rounding() {
    #expect(
      Timestamp(seconds: 5, nanoseconds: 499).roundedToMicroseconds()
        == Timestamp(seconds: 5, nanoseconds: 0))
    #expect(
      Timestamp(seconds: 5, nanoseconds: 500).roundedToMicroseconds()
        == Timestamp(seconds: 5, nanoseconds: 1_000))
    #expect(
      Timestamp(seconds: 5, nanoseconds: 999_999_500).roundedToMicroseconds()
        == Timestamp(seconds: 6, nanoseconds: 0))
    #expect(
      Timestamp.max.roundedToMicroseconds()
        == Timestamp(seconds: Timestamp.max.seconds, nanoseconds: 999_999_000))
    let invalid = Timestamp(seconds: 0, nanoseconds: 1_000_000_000)
    #expect(invalid.roundedToMicroseconds() == invalid)
  }

  struct Matrix: Encodable { var rows: [[Int]] }
  struct Nested: Encodable {
    var ok: [[String: [Int]]]
    var deep: [String: [String: [[Double]]]]
  }
  struct Open: Codable {
    var title: String
    @UnknownFields var extra: [String: SnapshotValue] = [:]
  }
  struct Raw: Encodable { var value: FirestoreRESTValue }

  /// The path of the `EncodingError` `body` throws for a nested array.
  func nestedArrayPath(_ body: () throws -> Any) throws -> [String] {
    let error = try #require(throws: EncodingError.self) { _ = try body() }
    guard case .invalidValue(_, let context) = error else { return [] }
    #expect(context.underlyingError is SnapshotEncoder.NestedArray)
    #expect(context.debugDescription.contains("array directly inside an array"))
    return context.codingPath.map(\.stringValue)
  }

  @Test("An array directly inside an array is an error at its path, wherever it is")
  func nestedArrays() throws {
    let encoder = FirestoreRESTEncoder()
    #expect(
      try nestedArrayPath { try encoder.encode(Matrix(rows: [[1, 2]])) } == ["rows", "Index 0"])
    // An array in a map in an array is fine.
    #expect(throws: Never.self) {
      try encoder.encode(Nested(ok: [["a": [1]]], deep: [:]))
    }
    #expect(
      try nestedArrayPath {
        try encoder.encode(Nested(ok: [], deep: ["x": ["y": [[], [1.5]]]]))
      } == ["deep", "x", "y", "Index 0"])
    // In a tree the model does not declare.
    var open = Open(title: "t")
    open.extra = ["grid": .array([.integer(1), .array([.integer(2)])])]
    #expect(try nestedArrayPath { try encoder.encode(open) } == ["grid", "Index 1"])
    // In a FirestoreRESTValue property, and in a value encoded alone.
    #expect(
      try nestedArrayPath {
        try encoder.encode(Raw(value: ["a": [1, [2]]]))
      } == ["value", "a", "Index 1"])
    #expect(try nestedArrayPath { try encoder.encodeValue([[1]]) } == ["Index 0"])
    // A FirestoreRESTValue that Firestore can store is written as itself.
    #expect(try encoder.encode(Raw(value: ["a": 1])).fields["value"] == .map(["a": .integer(1)]))
  }

  @Test("Hand-built writes are checked before they are sent")
  func writesAreValidated() throws {
    let reference = try FirestoreRESTReference(projectID: "p", path: "grids/a")
    let write = FirestoreRESTWrite(.update(reference, fields: ["cells": [[1], [2]]]))
    let error = try #require(throws: EncodingError.self) { try write.validate() }
    guard case .invalidValue(_, let context) = error else { return }
    #expect(context.codingPath.map(\.stringValue) == ["cells", "Index 0"])
    #expect(context.underlyingError is SnapshotEncoder.NestedArray)

    let transform = FirestoreRESTWrite(
      .update(reference, fields: [:]), updateMask: [],
      transforms: [.init(FirestoreFieldPath(["stats", "n"]), .increment("one"))])
    let transformError = try #require(throws: EncodingError.self) { try transform.validate() }
    guard case .invalidValue(_, let transformContext) = transformError else { return }
    #expect(transformContext.codingPath.map(\.stringValue) == ["stats", "n"])
    #expect(transformContext.debugDescription.contains("increment takes an integer or a double"))

    let badPath = FirestoreRESTWrite(
      .update(reference, fields: ["a": 1]), updateMask: ["a..b"], transforms: [])
    #expect(throws: EncodingError.self) { try badPath.validate() }
  }

  struct Visit: Encodable {
    var visits: FirestoreRESTFieldTransform = .increment(1)
    var best: FirestoreRESTFieldTransform = .maximum(2.5)
    var tags: FirestoreRESTFieldTransform = .appendMissingElements(["swift", 6])
    var old: FirestoreRESTFieldTransform = .removeAllFromArray([])
    var meta = Meta()
    var by = "ada"

    struct Meta: Encodable {
      var seen: FirestoreRESTFieldTransform = .serverTime
      var low: FirestoreRESTFieldTransform = .minimum(-3)
    }
  }

  @Test("Field transforms in a model become the write's updateTransforms")
  func transformsFromAModel() throws {
    let reference = try FirestoreRESTReference(projectID: "p", path: "pages/home")
    let write = try FirestoreRESTEncoder().write(Visit(), to: reference, mask: .topLevelFields)
    #expect(write.updateMask == [FirestoreFieldPath(["by"])])
    let json = try #require(try JSONSerialization.jsonObject(with: write.json) as? [String: Any])
    let transforms = try #require(json["updateTransforms"] as? [[String: Any]])
    #expect(
      transforms.map { $0["fieldPath"] as? String } == [
        "best", "meta.low", "meta.seen", "old", "tags", "visits",
      ])
    #expect((transforms[0]["maximum"] as? [String: Double]) == ["doubleValue": 2.5])
    #expect((transforms[1]["minimum"] as? [String: String]) == ["integerValue": "-3"])
    #expect(transforms[2]["setToServerValue"] as? String == "REQUEST_TIME")
    #expect((transforms[3]["removeAllFromArray"] as? [String: Any])?.isEmpty == true)
    let appended = try #require(
      (transforms[4]["appendMissingElements"] as? [String: Any])?["values"] as? [[String: Any]])
    #expect(appended.count == 2 && appended[0]["stringValue"] as? String == "swift")
    #expect((transforms[5]["increment"] as? [String: String]) == ["integerValue": "1"])

    struct Bad: Encodable { var n: FirestoreRESTFieldTransform = .increment(true) }
    let error = try #require(throws: EncodingError.self) {
      try FirestoreRESTEncoder().encode(Bad())
    }
    guard case .invalidValue(_, let context) = error else { return }
    #expect(context.codingPath.map(\.stringValue) == ["n"])

    struct InArray: Encodable { var list: [FirestoreRESTFieldTransform] = [.increment(1)] }
    #expect(throws: EncodingError.self) { try FirestoreRESTEncoder().encode(InArray()) }
    // Other encoders refuse a transform rather than write something else.
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(Visit()) }
  }
}
