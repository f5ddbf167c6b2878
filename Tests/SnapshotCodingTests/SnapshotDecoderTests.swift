import Foundation
import SnapshotCoding
import Testing

@Suite("SnapshotDecoder options")
struct SnapshotDecoderTests {
  static let instant = Date(timeIntervalSince1970: 1_732_181_400.5)

  @Test(arguments: [
    (SnapshotDecoder.DateDecodingStrategy.secondsSince1970, 1_732_181_400.5 as any Sendable),
    (.millisecondsSince1970, 1_732_181_400_500 as any Sendable),
    (.iso8601, "2024-11-21T09:30:00.500Z" as any Sendable),
    (.iso8601, "2024-11-21T10:30:00.5+01:00" as any Sendable),
    (.timestamp, ["seconds": 1_732_181_400, "nanoseconds": 500_000_000] as any Sendable),
    (.native, Self.instant as any Sendable),
    (.native, NSDate(timeIntervalSince1970: 1_732_181_400.5) as any Sendable),
  ])
  func everyDateStrategyDecodesItsRepresentation(
    _ strategy: SnapshotDecoder.DateDecodingStrategy, _ tree: any Sendable
  ) throws {
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = strategy
    #expect(try decodeValue(Date.self, from: tree, with: decoder) == Self.instant)
    // A Date in the tree is accepted whatever the strategy.
    #expect(try decodeValue(Date.self, from: Self.instant, with: decoder) == Self.instant)
  }

  @Test(arguments: [
    (
      SnapshotDecoder.DateDecodingStrategy.millisecondsSince1970, "1" as any Sendable,
      "typeMismatch", "value"
    ),
    (.millisecondsSince1970, true as any Sendable, "typeMismatch", "value"),
    (.millisecondsSince1970, Double.nan as any Sendable, "dataCorrupted", "value"),
    (.iso8601, "21/11/2024" as any Sendable, "dataCorrupted", "value"),
    (
      .timestamp, ["seconds": 1, "nanoseconds": 1_000_000_000] as any Sendable, "dataCorrupted",
      "value.nanoseconds"
    ),
    (
      .timestamp, ["seconds": 1.5, "nanoseconds": 0] as any Sendable, "dataCorrupted",
      "value.seconds"
    ),
    (.timestamp, ["nanoseconds": 0] as any Sendable, "keyNotFound", "value.seconds"),
    (.native, 1_732_181_400 as any Sendable, "typeMismatch", "value"),
  ])
  func invalidDatesFailAtTheirPath(
    _ strategy: SnapshotDecoder.DateDecodingStrategy, _ tree: any Sendable, kind: String,
    path: String
  ) throws {
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = strategy
    let error = try #require(throws: DecodingError.self) {
      try decodeValue(Date.self, from: tree, with: decoder)
    }
    #expect(ErrorKind(error)?.rawValue == kind)
    #expect(pathDescription(of: error) == path)
  }

  @Test func aCustomDateStrategyGetsTheTreeValueAndItsErrorsGetThePath() throws {
    struct NotADate: Error {}
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = .custom { value in
      guard let text = value as? String, let seconds = Double(text) else { throw NotADate() }
      return Date(timeIntervalSince1970: seconds)
    }
    #expect(
      try decodeValue(Date.self, from: "12.5", with: decoder) == Date(timeIntervalSince1970: 12.5))
    let error = try #require(throws: DecodingError.self) {
      try decodeValue(Date.self, from: "x", with: decoder)
    }
    #expect(ErrorKind(error) == .dataCorrupted)
    #expect(pathDescription(of: error) == "value")
  }

  @Test func dataIsBase64OrNativeOrCustom() throws {
    let bytes = Data([0, 1, 2, 250])
    #expect(try decodeValue(Data.self, from: bytes.base64EncodedString()) == bytes)
    #expect(try decodeValue(Data.self, from: bytes) == bytes)
    #expect(try decodeValue(Data.self, from: NSData(data: bytes)) == bytes)
    let error = try #require(throws: DecodingError.self) {
      try decodeValue(Data.self, from: "not base64!")
    }
    #expect(debugDescription(of: error) == "'not base64!' is not Base64-encoded data")
    var native = SnapshotDecoder()
    native.dataDecodingStrategy = .native
    #expect(throws: DecodingError.self) {
      try decodeValue(Data.self, from: bytes.base64EncodedString(), with: native)
    }
    var custom = SnapshotDecoder()
    custom.dataDecodingStrategy = .custom { value in Data(((value as? [Int]) ?? []).map(UInt8.init))
    }
    #expect(try decodeValue(Data.self, from: [1, 2], with: custom) == Data([1, 2]))
  }

  @Test func urlsAreStrings() throws {
    let url = URL(string: "https://example.com/a?b=c")!
    #expect(try decodeValue(URL.self, from: "https://example.com/a?b=c") == url)
    #expect(try decodeValue(URL.self, from: url) == url)
    #expect(throws: DecodingError.self) { try decodeValue(URL.self, from: 42) }
  }

  struct Settings: Codable, Equatable {
    var numberOfPages: Int
    var myURLProperty: String
    var userID: String?
    var byRegion: [String: Int]
  }

  @Test func snakeCaseLooksUpTheConvertedKeyAndLeavesDictionaryKeysAlone() throws {
    var decoder = SnapshotDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let tree: [String: Any] = [
      "number_of_pages": 3, "my_url_property": "x", "user_id": "u",
      "by_region": ["north_east": 1, "southWest": 2],
    ]
    let settings = try decoder.decode(Settings.self, from: tree)
    #expect(
      settings
        == Settings(
          numberOfPages: 3, myURLProperty: "x", userID: "u",
          byRegion: ["north_east": 1, "southWest": 2]))
    // The declared key itself is found when the converted one is missing.
    let camel: [String: Any] = ["numberOfPages": 3, "myURLProperty": "x", "byRegion": [:]]
    #expect(try decoder.decode(Settings.self, from: camel).numberOfPages == 3)
    // Errors name the property.
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(Settings.self, from: ["my_url_property": "x", "by_region": [:]])
    }
    guard case .keyNotFound(let key, let context) = error else {
      Issue.record("expected keyNotFound, got \(error)")
      return
    }
    #expect(key.stringValue == "numberOfPages")
    #expect(context.debugDescription.contains("'number_of_pages'"))
  }

  @Test func snakeCaseRoundTripsEveryKeyWithTheEncoder() throws {
    var encoder = SnapshotEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    var decoder = SnapshotDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let settings = Settings(
      numberOfPages: 1, myURLProperty: "u", userID: nil, byRegion: ["keepMe": 1])
    let tree = try encoder.encode(settings)
    #expect(tree.keys.sorted() == ["by_region", "my_url_property", "number_of_pages"])
    #expect(tree["by_region"] as? [String: Int] == ["keepMe": 1])
    #expect(try decoder.decode(Settings.self, from: tree) == settings)
  }

  @Test func enumsWithAssociatedValuesDecodeThroughAllKeys() throws {
    enum Shape: Codable, Equatable {
      case circle(radius: Double)
      case rectangleSize(width: Double, height: Double)
    }
    var encoder = SnapshotEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    var decoder = SnapshotDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.unknownKeys = .reject
    for shape in [Shape.circle(radius: 1), .rectangleSize(width: 2, height: 3)] {
      let tree = try encoder.encode(Box(value: shape))
      #expect(try decoder.decode(Box<Shape>.self, from: tree).value == shape)
    }
  }

  @Test func userInfoAndTheDocumentIDReachEveryDecoder() throws {
    struct Reader: Decodable {
      var seen: String?
      var id: String?
      init(from decoder: any Decoder) throws {
        seen = decoder.userInfo[CodingUserInfoKey(rawValue: "flavour")!] as? String
        id = decoder.userInfo[.documentID] as? String
      }
    }
    var decoder = SnapshotDecoder()
    decoder.userInfo[CodingUserInfoKey(rawValue: "flavour")!] = "vanilla"
    let reader = try decoder.decode(Box<Reader>.self, from: ["value": [:]], documentID: "doc")
    #expect(reader.value.seen == "vanilla")
    #expect(reader.value.id == "doc")
    #expect(try decoder.decode(Box<Reader>.self, from: ["value": [:]]).value.id == nil)
  }

  @Test func anyTreeValueDecodesIntoATypeThatAcceptsIt() throws {
    #expect(try SnapshotDecoder().decode([Int].self, from: [1, 2]) == [1, 2])
    #expect(try SnapshotDecoder().decode(String.self, from: "a") == "a")
    #expect(try SnapshotDecoder().decode(Int?.self, from: NSNull()) == nil)
    #expect(
      try SnapshotDecoder().decode([String: [Bool]].self, from: ["a": [true]]) == ["a": [true]])
  }

  @Test func classInheritanceDecodesThroughSuperDecoder() throws {
    class Animal: Decodable {
      var name: String
      enum CodingKeys: CodingKey { case name }
      required init(from decoder: any Decoder) throws {
        name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
      }
    }
    final class Dog: Animal {
      var breed: String
      enum DogKeys: CodingKey { case breed }
      required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DogKeys.self)
        breed = try container.decode(String.self, forKey: .breed)
        try super.init(from: container.superDecoder())
      }
    }
    var decoder = SnapshotDecoder()
    decoder.unknownKeys = .reject
    let dog = try decoder.decode(Dog.self, from: ["breed": "Corgi", "super": ["name": "Rex"]])
    #expect(dog.name == "Rex" && dog.breed == "Corgi")
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(Dog.self, from: ["breed": "Corgi", "super": ["name": "Rex", "age": 3]])
    }
    #expect(pathDescription(of: error) == "super.age")
  }
}
