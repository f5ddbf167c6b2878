import CodableTransformsTesting
import DateCoding
import DocumentCoding
import FirestoreRESTCoding
import Foundation
import SnapshotCoding
import Testing

/// A time type of the user's: whole microseconds since 1970.
private struct Instant: Hashable, Sendable, ServerTimestampRepresentable {
  var microsecondsSince1970: Int64

  init(microsecondsSince1970: Int64) {
    self.microsecondsSince1970 = microsecondsSince1970
  }

  init(serverTimestamp: Timestamp) {
    microsecondsSince1970 =
      serverTimestamp.seconds * 1_000_000 + Int64(serverTimestamp.nanoseconds / 1000)
  }

  func serverTimestamp() -> Timestamp {
    let seconds = microsecondsSince1970 / 1_000_000
    let micros = microsecondsSince1970 % 1_000_000
    return micros < 0
      ? Timestamp(seconds: seconds - 1, nanoseconds: Int32(micros + 1_000_000) * 1000)
      : Timestamp(seconds: seconds, nanoseconds: Int32(micros) * 1000)
  }
}

/// A time type whose conversion can fail both ways.
private struct Checked: Hashable, Sendable, ServerTimestampRepresentable {
  var seconds: Int64

  init(serverTimestamp: Timestamp) throws {
    guard serverTimestamp.nanoseconds == 0 else {
      throw TransformError(rejecting: serverTimestamp, expected: "a whole second")
    }
    seconds = serverTimestamp.seconds
  }

  init(seconds: Int64) {
    self.seconds = seconds
  }

  func serverTimestamp() throws -> Timestamp {
    guard seconds >= 0 else { throw TransformError(rejecting: seconds, expected: "after 1970") }
    return Timestamp(seconds: seconds, nanoseconds: 0)
  }
}

private struct Post: Codable, Hashable, Sendable {
  var title: String
  @ServerTimestamp var at: Instant?
}

private let instant = Instant(microsecondsSince1970: 1_732_181_400_250_001)

@Suite("@ServerTimestamp with a time type of your own")
struct ServerTimestampOwnTypeTests {
  @Test func itIsWrittenAsItsTimestampWhileADateFollowsTheDateStrategy() throws {
    struct Both: Codable {
      @ServerTimestamp var at: Instant?
      @ServerTimestamp var date: Date?
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.dateEncodingStrategy = .iso8601
    let both = Both(at: instant, date: Date(timeIntervalSince1970: 0))
    #expect(
      String(decoding: try encoder.encode(both), as: UTF8.self)
        == #"{"at":{"nanoseconds":250001000,"seconds":1732181400},"date":"1970-01-01T00:00:00Z"}"#)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let decoded = try decoder.decode(Both.self, from: try encoder.encode(both))
    #expect(decoded.at == instant && decoded.date == Date(timeIntervalSince1970: 0))
  }

  @Test func theFirestoreRESTEncoderWritesATimestampOrARequestTimeTransform() throws {
    let encoded = try FirestoreRESTEncoder().encode(Post(title: "t", at: instant))
    #expect(encoded.fields["at"] == .timestamp(instant.serverTimestamp()))
    #expect(try FirestoreRESTDecoder().decode(Post.self, fromFields: encoded.fields).at == instant)
    let pending = try FirestoreRESTEncoder().encode(Post(title: "t", at: nil))
    #expect(pending.fields["at"] == nil)
    #expect(pending.serverTimestamps.map(\.restText) == ["at"])
  }

  @Test func theSnapshotCodersWriteThePlaceholderForNilAndReadItBack() throws {
    let tree = try SnapshotEncoder().encode(Post(title: "t", at: nil))
    #expect(tree["at"] as? [String: String] == [".sv": "timestamp"])
    #expect(try SnapshotDecoder().decode(Post.self, from: tree).at == nil)
    let written = try SnapshotEncoder().encode(Post(title: "t", at: instant))
    #expect(try SnapshotDecoder().decode(Post.self, from: written).at == instant)
  }

  @Test func aRefusedConversionIsAnErrorAtTheProperty() throws {
    struct Model: Codable {
      @ServerTimestamp var at: Checked?
    }
    do {
      _ = try JSONEncoder().encode(Model(at: Checked(seconds: -5)))
      Issue.record("-5 was written")
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["at"])
      #expect(context.debugDescription.contains("'-5' is not after 1970"))
    }
    let json = #"{"at": {"seconds": 1, "nanoseconds": 5}}"#
    do {
      _ = try JSONDecoder().decode(Model.self, from: Data(json.utf8))
      Issue.record("a fraction of a second was accepted")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["at"])
      #expect(context.debugDescription.contains("is not a whole second"))
    }
    let missing = try JSONDecoder().decode(Model.self, from: Data("{}".utf8))
    #expect(missing.at == nil)
  }
}
