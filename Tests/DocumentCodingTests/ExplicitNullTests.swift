import CodableTransformsTesting
import DocumentCoding
import Foundation
import SnapshotCoding
import Testing
import _CodableTransformsLibraryTesting

struct Profile: Codable, Hashable, Sendable {
  var name: String
  @ExplicitNull var nickname: String?
  @ExplicitNull var birthday: Date?
}

@Suite("@ExplicitNull")
struct ExplicitNullTests {
  @Test(arguments: LibraryConformance.explicitNull.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test func nilIsWrittenAsNullInJSONAndSnapshotTrees() throws {
    let profile = Profile(name: "Ada")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(profile), as: UTF8.self)
        == #"{"birthday":null,"name":"Ada","nickname":null}"#)
    let tree = try SnapshotEncoder().encode(profile)
    #expect(tree["nickname"] is NSNull)
    #expect(tree["birthday"] is NSNull)
  }

  /// Property lists have no null: the encoder writes `"$null"`, read back as `nil`.
  ///
  /// So a real `"$null"` string cannot be told apart: the documented limitation.
  @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func propertyListsWriteTheNullMarker(_ format: PropertyListSerialization.PropertyListFormat)
    throws
  {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    let data = try encoder.encode(Profile(name: "Ada"))
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    #expect((plist as? [String: Any])?["nickname"] as? String == "$null")
    #expect(try PropertyListDecoder().decode(Profile.self, from: data) == Profile(name: "Ada"))
    if format == .binary {
      let marker = try encoder.encode(Profile(name: "Ada", nickname: "$null"))
      #expect(try PropertyListDecoder().decode(Profile.self, from: marker).nickname == nil)
    }
  }

  @Test func valuesGoThroughTheCodersStrategies() throws {
    let date = Date(timeIntervalSince1970: 1_732_181_400)
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let object = try JSONSerialization.jsonObject(
      with: encoder.encode(Profile(name: "Ada", birthday: date)))
    #expect((object as? [String: Any])?["birthday"] as? String == "2024-11-21T09:30:00Z")
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let data = Data(#"{"name": "Ada", "birthday": "2024-11-21T09:30:00Z"}"#.utf8)
    #expect(try decoder.decode(Profile.self, from: data).birthday == date)
  }

  @Test(arguments: Coder.all)
  func aMissingKeyIsNilAndAnInvalidValueThrows(_ coder: Coder) throws {
    #expect(try coder.decode(Profile.self, from: ["name": "Ada"]) == Profile(name: "Ada"))
    let error = try #require(throws: DecodingError.self) {
      try coder.decode(Profile.self, from: ["name": "Ada", "nickname": 42])
    }
    #expect(pathDescription(of: error) == "nickname")
  }

  @Test func outsideAKeyedContainerNilIsNull() throws {
    let values = [ExplicitNull<Int>(wrappedValue: 1), ExplicitNull(wrappedValue: nil)]
    #expect(String(decoding: try JSONEncoder().encode(values), as: UTF8.self) == "[1,null]")
    #expect(
      try JSONDecoder().decode([ExplicitNull<Int>].self, from: Data("[1,null]".utf8))
        .map(\.wrappedValue) == [1, nil])
  }

  @Test func theWrapperIsSendableEquatableAndHashable() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(ExplicitNull<String>.self)
    #expect(ExplicitNull(wrappedValue: "a") == ExplicitNull(wrappedValue: "a"))
    #expect(Set([ExplicitNull(wrappedValue: 1), ExplicitNull(wrappedValue: 1)]).count == 1)
    #expect(ExplicitNull<Int>(wrappedValue: nil).description == "nil")
  }
}
