import CodableTransformsTesting
import DocumentCoding
import Foundation
import SnapshotCoding
import Testing
import _CodableTransformsLibraryTesting

struct Message: Codable, Hashable, Sendable {
  var text: String
  @ServerTimestamp var sentAt: Date?
}

@Suite("@ServerTimestamp")
struct ServerTimestampTests {
  @Test(arguments: Coder.all.filter { if case .snapshot = $0.kind { false } else { true } })
  func nilIsLeftOutByEncodersWithoutAPlaceholder(_ coder: Coder) throws {
    #expect(try coder.encode(Message(text: "Hi")).keys.sorted() == ["text"])
  }

  @Test func theSnapshotEncoderWritesTheRealtimeDatabasePlaceholderByDefault() throws {
    let tree = try SnapshotEncoder().encode(Message(text: "Hi"))
    #expect(tree["sentAt"] as? [String: String] == [".sv": "timestamp"])
  }

  @Test func theSnapshotEncoderCanWriteAnotherPlaceholderOrNone() throws {
    var encoder = SnapshotEncoder()
    encoder.serverTimestampPlaceholder = .custom(
      make: { "SERVER_TIME" }, matches: { $0 as? String == "SERVER_TIME" })
    #expect(try encoder.encode(Message(text: "Hi"))["sentAt"] as? String == "SERVER_TIME")
    encoder.serverTimestampPlaceholder = nil
    #expect(try encoder.encode(Message(text: "Hi")).keys.sorted() == ["text"])
  }

  @Test func anyEncoderWritesThePlaceholderFromUserInfo() throws {
    let encoder = JSONEncoder()
    encoder.userInfo[.serverTimestampPlaceholder] = [".sv": "timestamp"]
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(Message(text: "Hi")), as: UTF8.self)
        == #"{"sentAt":{".sv":"timestamp"},"text":"Hi"}"#)
  }

  @Test func aPlaceholderThatIsNotEncodableIsAnErrorAtTheProperty() throws {
    struct NotEncodable: Sendable {}
    let encoder = JSONEncoder()
    encoder.userInfo[.serverTimestampPlaceholder] = NotEncodable()
    let error = try #require(throws: EncodingError.self) {
      try encoder.encode(Message(text: "Hi"))
    }
    #expect(pathDescription(of: error) == "sentAt")
    #expect(debugDescription(of: error).contains("which is not Encodable"))
  }

  @Test(arguments: Coder.all)
  func missingAndNullDecodeAsNil(_ coder: Coder) throws {
    #expect(try coder.decode(Message.self, from: ["text": "Hi"]).sentAt == nil)
    if case .propertyList = coder.kind {
      #expect(
        try coder.decode(Message.self, from: ["text": "Hi", "sentAt": "$null"]).sentAt == nil)
    } else {
      #expect(
        try coder.decode(Message.self, from: ["text": "Hi", "sentAt": NSNull()]).sentAt == nil)
    }
  }

  @Test(arguments: Coder.all)
  func anInvalidValueStillThrowsAtTheProperty(_ coder: Coder) throws {
    let error = try #require(throws: DecodingError.self) {
      try coder.decode(Message.self, from: ["text": "Hi", "sentAt": ["not": "a date"]])
    }
    #expect(pathDescription(of: error) == "sentAt")
  }

  @Test func aDateIsWrittenWithTheCodersOwnDateStrategy() throws {
    let date = Date(timeIntervalSince1970: 1_732_181_400)
    let message = Message(text: "Hi", sentAt: date)
    let json = JSONEncoder()
    json.dateEncodingStrategy = .iso8601
    let object = try JSONSerialization.jsonObject(with: json.encode(message)) as? [String: Any]
    #expect(object?["sentAt"] as? String == "2024-11-21T09:30:00Z")

    var snapshot = SnapshotEncoder()
    #expect(try snapshot.encode(message)["sentAt"] as? Int == 1_732_181_400_000)
    snapshot.dateEncodingStrategy = .timestamp
    #expect(
      try snapshot.encode(message)["sentAt"] as? [String: Int] == [
        "seconds": 1_732_181_400, "nanoseconds": 0,
      ])
    let plist = try PropertyListEncoder().encode(message)
    #expect(try PropertyListDecoder().decode(Message.self, from: plist) == message)
  }

  @Test func theSnapshotDecoderReadsItsPendingPlaceholderAsNil() throws {
    let tree = try SnapshotEncoder().encode(Message(text: "Hi"))
    #expect(try SnapshotDecoder().decode(Message.self, from: tree) == Message(text: "Hi"))
    // Without a placeholder to recognize, the same tree is a type mismatch.
    var strict = SnapshotDecoder()
    strict.serverTimestampPlaceholder = nil
    let error = try #require(throws: DecodingError.self) {
      try strict.decode(Message.self, from: tree)
    }
    guard case .typeMismatch = error else {
      Issue.record("expected typeMismatch, got \(error)")
      return
    }
    #expect(pathDescription(of: error) == "sentAt")
    // Other decoders do not know the placeholder: it is not a date.
    let json = try JSONSerialization.data(withJSONObject: tree)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Message.self, from: json) }
  }

  @Test func theResolvedTimeDecodes() throws {
    // What the Realtime Database stores once it has replaced the placeholder.
    let message = try SnapshotDecoder().decode(
      Message.self, from: ["text": "Hi", "sentAt": 1_732_181_400_123] as [String: Any])
    #expect(message.sentAt == Date(timeIntervalSince1970: 1_732_181_400.123))
  }

  @Test func outsideAKeyedContainerNilIsThePlaceholderOrNull() throws {
    let stamps = [ServerTimestamp<Date>(wrappedValue: nil)]
    #expect(String(decoding: try JSONEncoder().encode(stamps), as: UTF8.self) == "[null]")
    let encoder = JSONEncoder()
    encoder.userInfo[.serverTimestampPlaceholder] = "now"
    #expect(String(decoding: try encoder.encode(stamps), as: UTF8.self) == #"["now"]"#)
    #expect(
      try JSONDecoder().decode([ServerTimestamp<Date>].self, from: Data("[null, 0]".utf8))
        .map(\.wrappedValue) == [nil, Date(timeIntervalSinceReferenceDate: 0)])
  }

  @Test func theWrapperIsSendableEquatableAndHashable() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(ServerTimestamp<Date>.self)
    let date = Date(timeIntervalSince1970: 1)
    #expect(ServerTimestamp(wrappedValue: date) == ServerTimestamp(wrappedValue: date))
    #expect(ServerTimestamp(wrappedValue: date) != ServerTimestamp<Date>(wrappedValue: nil))
    #expect(Set([Message(text: "a"), Message(text: "a")]).count == 1)
    #expect(ServerTimestamp<Date>(wrappedValue: nil).description == "nil")
  }
}

@Suite("@ServerTimestamp with Timestamp")
struct ServerTimestampTimestampTests {
  @Test(arguments: LibraryConformance.serverTimestamp.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test func thePlaceholderSuiteRunsWithTheSnapshotCodersOnly() {
    let cases = LibraryConformance.serverTimestamp.cases(coders: ConformanceCoders.all)
    let placeholderCoders = Set(
      cases.filter { $0.suite.contains("placeholder") }.compactMap { $0.coder?.name })
    #expect(
      placeholderCoders == [
        "Snapshot", "Snapshot (Foundation objects, snake_case, unknown keys rejected)",
      ])
  }
}
