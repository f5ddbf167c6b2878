import CodableTransformsTesting
import DocumentCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("@DatabaseServerTimestamp")
struct DatabaseServerTimestampTests {
  @Test(arguments: LibraryConformance.databaseServerTimestamp.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Message: Codable, Equatable {
    var text: String
    @DatabaseServerTimestamp var sentAt: Date?
  }

  /// With the default date strategies of `JSONEncoder` (and of the SDK's `Database.Encoder`,
  /// `.deferredToDate` too), a date is still milliseconds since 1970, and the server's resolved
  /// time reads back as that instant — not a date 55,000 years away.
  @Test func millisecondsWhateverTheDateStrategy() throws {
    let sentAt = Date(timeIntervalSince1970: 1_732_181_400.25)
    let data = try JSONEncoder().encode(Message(text: "Hi", sentAt: sentAt))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["sentAt"] as? Int == 1_732_181_400_250)

    let resolved = Data(#"{"text": "Hi", "sentAt": 1732181400250}"#.utf8)
    let message = try JSONDecoder().decode(Message.self, from: resolved)
    #expect(message.sentAt == sentAt)
    let plist = try PropertyListEncoder().encode(Message(text: "Hi", sentAt: sentAt))
    #expect(try PropertyListDecoder().decode(Message.self, from: plist).sentAt == sentAt)
  }

  @Test func nilIsThePlaceholderInEveryEncoder() throws {
    let data = try JSONEncoder().encode(Message(text: "Hi", sentAt: nil))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect((object?["sentAt"] as? [String: String]) == [".sv": "timestamp"])
    // A placeholder the server has not resolved yet reads as nil.
    #expect(try JSONDecoder().decode(Message.self, from: data).sentAt == nil)
  }

  @Test(arguments: [
    (#"{"text": "Hi", "sentAt": 1.5}"#, "sentAt"),
    (#"{"text": "Hi", "sentAt": 9000000000000000}"#, "sentAt"),
    (#"{"text": "Hi", "sentAt": "yesterday"}"#, "sentAt"),
  ])
  func aNumberThatIsNotATimeIsAnError(_ json: String, _ path: String) throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Message.self, from: Data(json.utf8))
    }
    switch error {
    case .dataCorrupted(let context), .typeMismatch(_, let context):
      #expect(context.codingPath.map(\.stringValue) == [path])
    default:
      Issue.record("expected dataCorrupted or typeMismatch, got \(error)")
    }
  }
}
