import Foundation
import SnapshotCoding
import Testing

@Suite("SnapshotEncoder options")
struct SnapshotEncoderTests {
  static let instant = Date(timeIntervalSince1970: 1_732_181_400.5)

  @Test func dateStrategiesWriteTheirRepresentation() throws {
    var encoder = SnapshotEncoder()
    #expect(try encodeValue(Self.instant, with: encoder) as? Int == 1_732_181_400_500)
    encoder.dateEncodingStrategy = .secondsSince1970
    #expect(try encodeValue(Self.instant, with: encoder) as? Double == 1_732_181_400.5)
    encoder.dateEncodingStrategy = .iso8601
    #expect(try encodeValue(Self.instant, with: encoder) as? String == "2024-11-21T09:30:00.500Z")
    #expect(
      try encodeValue(Date(timeIntervalSince1970: 1_732_181_400), with: encoder) as? String
        == "2024-11-21T09:30:00Z")
    encoder.dateEncodingStrategy = .timestamp
    #expect(
      try encodeValue(Self.instant, with: encoder) as? [String: Int] == [
        "seconds": 1_732_181_400, "nanoseconds": 500_000_000,
      ])
    #expect(
      try encodeValue(Date(timeIntervalSince1970: -0.25), with: encoder) as? [String: Int] == [
        "seconds": -1, "nanoseconds": 750_000_000,
      ])
    encoder.dateEncodingStrategy = .native
    #expect(try encodeValue(Self.instant, with: encoder) as? Date == Self.instant)
    encoder.dateEncodingStrategy = .custom { "\($0.timeIntervalSince1970)" }
    #expect(try encodeValue(Self.instant, with: encoder) as? String == "1732181400.5")
  }

  @Test(arguments: [
    SnapshotEncoder.DateEncodingStrategy.millisecondsSince1970, .iso8601, .timestamp,
  ])
  func datesThatHaveNoRepresentationAreInvalidValuesAtTheirPath(
    _ strategy: SnapshotEncoder.DateEncodingStrategy
  ) throws {
    var encoder = SnapshotEncoder()
    encoder.dateEncodingStrategy = strategy
    let error = try #require(throws: EncodingError.self) {
      try encoder.encode(Box(value: [Date(timeIntervalSince1970: .infinity)]))
    }
    #expect(pathDescription(of: error) == "value[0]")
  }

  @Test(arguments: [
    SnapshotEncoder.DateEncodingStrategy.millisecondsSince1970, .secondsSince1970, .iso8601,
    .timestamp, .native,
  ])
  func everyDateStrategyRoundTripsWithTheDecoder(_ strategy: SnapshotEncoder.DateEncodingStrategy)
    throws
  {
    var encoder = SnapshotEncoder()
    encoder.dateEncodingStrategy = strategy
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy =
      switch strategy {
      case .millisecondsSince1970: .millisecondsSince1970
      case .secondsSince1970: .secondsSince1970
      case .iso8601: .iso8601
      case .timestamp: .timestamp
      default: .native
      }
    let box = Box(value: Self.instant)
    #expect(try decoder.decode(Box<Date>.self, from: encoder.encode(box)).value == Self.instant)
  }

  @Test func dataStrategiesWriteTheirRepresentation() throws {
    let bytes = Data([0, 1, 2, 250])
    var encoder = SnapshotEncoder()
    #expect(try encodeValue(bytes, with: encoder) as? String == "AAEC+g==")
    encoder.dataEncodingStrategy = .native
    #expect(try encodeValue(bytes, with: encoder) as? Data == bytes)
    encoder.dataEncodingStrategy = .custom { $0.map(Int.init) }
    #expect(try encodeValue(bytes, with: encoder) as? [Int] == [0, 1, 2, 250])
  }

  @Test func customStrategyErrorsBecomeInvalidValuesAtThePath() throws {
    struct Refused: Error {}
    var encoder = SnapshotEncoder()
    encoder.dataEncodingStrategy = .custom { _ in throw Refused() }
    let error = try #require(throws: EncodingError.self) {
      try encoder.encode(Box(value: ["a": Data()]))
    }
    #expect(pathDescription(of: error) == "value.a")
  }

  @Test func valuesBecomeSwiftTreeValues() throws {
    struct Everything: Codable {
      var url = URL(string: "https://example.com/x")!
      var decimal = Decimal(string: "12.34")!
      var optional: Int? = nil
      var nested = ["a": [1, 2]]
      var uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    }
    let tree = try SnapshotEncoder().encode(Everything())
    #expect(tree["url"] as? String == "https://example.com/x")
    #expect(tree["decimal"] as? Decimal == Decimal(string: "12.34"))
    #expect(tree["optional"] == nil)
    #expect(tree["nested"] as? [String: [Int]] == ["a": [1, 2]])
    #expect(tree["uuid"] as? String == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    // The tree is a valid JSONSerialization object.
    #expect(JSONSerialization.isValidJSONObject(tree))
  }

  @Test func theRootMustBeAnObjectButEncodeTreeTakesAnyValue() throws {
    let error = try #require(throws: EncodingError.self) { try SnapshotEncoder().encode([1, 2]) }
    #expect(debugDescription(of: error).contains("encoded as an array, not an object"))
    #expect(try SnapshotEncoder().encodeTree(42) as? Int == 42)
    #expect(try SnapshotEncoder().encodeTree(["a", "b"]) as? [String] == ["a", "b"])
    struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
    #expect(try SnapshotEncoder().encodeTree(Nothing()) as? [String: Any] != nil)
  }

  @Test func nestedContainersAndSuperEncodersAreResolved() throws {
    struct Manual: Encodable {
      enum Keys: String, CodingKey { case a, b, c }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
        try nested.encode(1, forKey: .b)
        var list = container.nestedUnkeyedContainer(forKey: .b)
        try list.encode("x")
        var inner = list.nestedContainer(keyedBy: Keys.self)
        try inner.encode(true, forKey: .c)
        try list.encode("y")
        let sup = container.superEncoder(forKey: .c)
        var single = sup.singleValueContainer()
        try single.encode(2.5)
        let base = container.superEncoder()
        var baseContainer = base.container(keyedBy: Keys.self)
        try baseContainer.encode("base", forKey: .a)
      }
    }
    let tree = try SnapshotEncoder().encode(Manual())
    #expect(tree["a"] as? [String: Int] == ["b": 1])
    let list = try #require(tree["b"] as? [Any])
    #expect(list.count == 3)
    #expect(list[0] as? String == "x")
    #expect(list[1] as? [String: Bool] == ["c": true])
    #expect(list[2] as? String == "y")
    #expect(tree["c"] as? Double == 2.5)
    #expect(tree["super"] as? [String: String] == ["a": "base"])
  }

  @Test func misusingTheEncoderIsAnErrorNotACrash() throws {
    struct TwoContainers: Encodable {
      func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(1)
        var keyed = encoder.container(keyedBy: SnapshotCodingKey.self)
        try keyed.encode(2, forKey: "a")
      }
    }
    let error = try #require(throws: EncodingError.self) {
      try SnapshotEncoder().encode(Box(value: TwoContainers()))
    }
    #expect(pathDescription(of: error) == "value")
    #expect(debugDescription(of: error).contains("already encoded something else"))
  }

  @Test func snakeCaseConvertsDeclaredKeysOnly() throws {
    struct Model: Codable {
      var numberOfPages = 1
      var myURLProperty = "u"
      var _privateName = "p"
      var byRegion = ["northEast": 1]
    }
    var encoder = SnapshotEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    let tree = try encoder.encode(Model())
    #expect(
      tree.keys.sorted() == ["_private_name", "by_region", "my_url_property", "number_of_pages"])
    #expect(tree["by_region"] as? [String: Int] == ["northEast": 1])
  }

  /// ASCII keys are converted on their bytes, other keys with Unicode's tables: a key with a
  /// caseless non-ASCII letter after it (which changes no decision) must convert the same way.
  @Test func snakeCaseConvertsASCIIKeysAsUnicodeKeys() throws {
    struct OneKey: Encodable {
      let name: String
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SnapshotCodingKey.self)
        try container.encode(0, forKey: SnapshotCodingKey(stringValue: name))
      }
    }
    var encoder = SnapshotEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    let snakeCase = encoder
    func converted(_ name: String) throws -> String? {
      let tree = try snakeCase.encode(OneKey(name: name))
      return tree.keys.first
    }
    let alphabet = ["a", "B", "c", "D", "0", "_"]
    var keys = ["myURLProperty", "numberOfPages", "HTTPServer2Go", "base64URL", "_privateName"]
    for first in alphabet {
      for second in alphabet {
        for third in alphabet { keys.append(first + second + third) }
      }
    }
    for key in keys {
      let ascii = try #require(try converted(key))
      #expect(try converted(key + "€") == ascii + "€", "\(key)")
    }
    #expect(try converted("myURLProperty") == "my_url_property")
    #expect(try converted("aBc") == "a_bc")
    #expect(try converted("ABc") == "a_bc")
  }
}
