import DocumentCoding
import Foundation
import SnapshotCoding
import Testing

/// Stands for a store SDK's own timestamp type, such as the Firestore SDK's `Timestamp` class.
final class StoreTimestamp: Sendable {
  let seconds: Int64
  let nanos: Int32
  init(seconds: Int64, nanos: Int32) {
    self.seconds = seconds
    self.nanos = nanos
  }
}

@Suite("SnapshotEncoder and SnapshotDecoder: Timestamp")
struct SnapshotTimestampTests {
  struct Event: Codable, Equatable {
    var name: String
    var at: Timestamp
  }

  static let launch = Event(name: "Launch", at: Timestamp(seconds: 1_732_181_400, nanoseconds: 250))

  @Test func timestampsAreFirestoreFieldsByDefault() throws {
    let tree = try SnapshotEncoder().encode(Self.launch)
    #expect(tree["at"] as? [String: Int] == ["seconds": 1_732_181_400, "nanoseconds": 250])
    #expect(try SnapshotDecoder().decode(Event.self, from: tree) == Self.launch)
  }

  @Test func timestampsCanBeKeptAsValues() throws {
    var encoder = SnapshotEncoder()
    encoder.timestampEncodingStrategy = .value
    let tree = try encoder.encode(Self.launch)
    #expect(tree["at"] as? Timestamp == Self.launch.at)
    #expect(try SnapshotDecoder().decode(Event.self, from: tree) == Self.launch)
    #expect(
      try SnapshotDecoder().decode(SnapshotValue.self, from: tree)
        == ["name": "Launch", "at": .timestamp(Self.launch.at)])
    // Dates written as timestamps follow the same strategy.
    encoder.dateEncodingStrategy = .timestamp
    let date = Date(timeIntervalSince1970: 1_732_181_400.5)
    #expect(
      try encodeValue(date, with: encoder) as? Timestamp
        == Timestamp(seconds: 1_732_181_400, nanoseconds: 500_000_000))
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = .timestamp
    #expect(
      try decoder.decode(Box<Date>.self, from: encoder.encode(Box(value: date))).value == date)
  }

  @Test func invalidTimestampsAreErrorsBothWays() throws {
    let invalid = Timestamp(seconds: 1, nanoseconds: 1_000_000_000)
    var encoder = SnapshotEncoder()
    for strategy in [SnapshotEncoder.TimestampEncodingStrategy.fields, .value] {
      encoder.timestampEncodingStrategy = strategy
      let error = try #require(throws: EncodingError.self) {
        try encoder.encode(Event(name: "x", at: invalid))
      }
      #expect(pathDescription(of: error) == "at")
    }
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Event.self, from: ["name": "x", "at": invalid])
    }
    #expect(ErrorKind(error) == .dataCorrupted)
    #expect(pathDescription(of: error) == "at")
  }

  @Test func aStoresOwnTimestampTypeGoesThroughCustomStrategies() throws {
    var encoder = SnapshotEncoder()
    encoder.timestampEncodingStrategy = .custom {
      StoreTimestamp(seconds: $0.seconds, nanos: $0.nanoseconds)
    }
    let tree = try encoder.encode(Self.launch)
    #expect((tree["at"] as? StoreTimestamp)?.nanos == 250)
    var decoder = SnapshotDecoder()
    decoder.timestampDecodingStrategy = .custom { value in
      guard let stored = value as? StoreTimestamp else { throw CocoaError(.coderValueNotFound) }
      return Timestamp(seconds: stored.seconds, nanoseconds: stored.nanos)
    }
    #expect(try decoder.decode(Event.self, from: tree) == Self.launch)
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(Event.self, from: ["name": "x", "at": "soon"])
    }
    #expect(ErrorKind(error) == .dataCorrupted)
    #expect(pathDescription(of: error) == "at")
  }

  @Test func dateStrategiesMeanWhatTheDateCodingWrappersMean() throws {
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    // Beyond the year 9999 is an error, with the hint @SecondsSince1970 gives.
    let error = try #require(throws: DecodingError.self) {
      try decodeValue(Date.self, from: 1_732_181_400_000, with: decoder)
    }
    #expect(debugDescription(of: error).hasPrefix("dateDecodingStrategy .secondsSince1970: "))
    #expect(debugDescription(of: error).hasSuffix("; milliseconds?"))
    decoder.dateDecodingStrategy = .iso8601
    let iso = try #require(throws: DecodingError.self) {
      try decodeValue(Date.self, from: "2024-13-01T00:00:00Z", with: decoder)
    }
    #expect(
      debugDescription(of: iso).hasPrefix("dateDecodingStrategy .iso8601: '2024-13-01T00:00:00Z'"))
  }

  @Test func serverTimestampsHoldTimestampsToo() throws {
    struct Message: Codable, Equatable {
      var text: String
      @ServerTimestamp var sentAt: Timestamp?
    }
    let tree = try SnapshotEncoder().encode(Message(text: "Hi"))
    #expect(tree["sentAt"] as? [String: String] == [".sv": "timestamp"])
    #expect(try SnapshotDecoder().decode(Message.self, from: tree) == Message(text: "Hi"))
    let resolved: [String: Any] = ["text": "Hi", "sentAt": ["seconds": 5, "nanoseconds": 0]]
    #expect(
      try SnapshotDecoder().decode(Message.self, from: resolved).sentAt
        == Timestamp(seconds: 5, nanoseconds: 0))
  }
}
