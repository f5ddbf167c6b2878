import CodableTransformsCore
import CodableTransformsTesting
import Foundation
import Testing

struct Survey: Codable, Hashable, Sendable {
  @Percent var score: Int
  @Percent var bonus: Int?
  @Percent var history: [Int]
  @Percent var byRegion: [String: Int]
  @Percent var matrix: [[Int]]
  @Percent var sparse: [Int?]
  @Percent var optionalList: [Int]?
  @Percent var groups: [String: [Int]]
}

private func decode<T: Decodable>(_ type: T.Type, _ json: String, snakeCase: Bool = false) throws
  -> T
{
  let decoder = JSONDecoder()
  if snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
  return try decoder.decode(T.self, from: Data(json.utf8))
}

private func encode<T: Encodable>(_ value: T, snakeCase: Bool = false) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// The coding path of a decoding or encoding error, as `a.b[1]`-style strings.
func path(of error: any Error) -> [String] {
  let keys: [any CodingKey]
  switch error {
  case DecodingError.keyNotFound(let key, let context): keys = context.codingPath + [key]
  case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
    DecodingError.dataCorrupted(let context):
    keys = context.codingPath
  case EncodingError.invalidValue(_, let context): keys = context.codingPath
  default: keys = []
  }
  return keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
}

@Suite("TransformCoded: every shape of one transform")
struct TransformCodedTests {
  let full = """
    {"score": "90%", "bonus": "5%", "history": ["1%", "2%"], "byRegion": {"north": "3%"},
     "matrix": [["1%"], ["2%", "3%"]], "sparse": ["1%", null], "optionalList": ["7%"],
     "groups": {"a": ["8%"]}}
    """

  @Test func decodesEveryShape() throws {
    let survey = try decode(Survey.self, full)
    #expect(survey.score == 90)
    #expect(survey.bonus == 5)
    #expect(survey.history == [1, 2])
    #expect(survey.byRegion == ["north": 3])
    #expect(survey.matrix == [[1], [2, 3]])
    #expect(survey.sparse == [1, nil])
    #expect(survey.optionalList == [7])
    #expect(survey.groups == ["a": [8]])
  }

  @Test func encodesEveryShapeExactly() throws {
    let survey = try decode(Survey.self, full)
    #expect(
      try encode(survey) == """
        {"bonus":"5%","byRegion":{"north":"3%"},"groups":{"a":["8%"]},"history":["1%","2%"],\
        "matrix":[["1%"],["2%","3%"]],"optionalList":["7%"],"score":"90%","sparse":["1%",null]}
        """)
  }

  @Test func missingOrNullOptionalsDecodeAsNilAndNilIsOmitted() throws {
    let json = """
      {"score": "1%", "bonus": null, "history": [], "byRegion": {}, "matrix": [], "sparse": [],
       "groups": {}}
      """
    let survey = try decode(Survey.self, json)
    #expect(survey.bonus == nil)
    #expect(survey.optionalList == nil)
    #expect(
      try encode(survey)
        == #"{"byRegion":{},"groups":{},"history":[],"matrix":[],"score":"1%","sparse":[]}"#)
  }

  @Test(arguments: [
    ("score", #""90""#, ["score"], "'90' is not a percentage"),
    ("bonus", #""x""#, ["bonus"], "'x' is not a percentage"),
    ("history", #"["1%", "two"]"#, ["history", "[1]"], "'two'"),
    ("byRegion", #"{"north": "3%", "south": "?"}"#, ["byRegion", "south"], "'?'"),
    ("matrix", #"[["1%"], ["2%", "x%"]]"#, ["matrix", "[1]", "[1]"], "'x%'"),
    ("sparse", #"["1%", null, "-"]"#, ["sparse", "[2]"], "'-'"),
    ("optionalList", #"["1%", "%"]"#, ["optionalList", "[1]"], "'%'"),
    ("groups", #"{"a": ["1%", "b"]}"#, ["groups", "a", "[1]"], "'b'"),
  ])
  func rejectedValuesAreDataCorruptedAtTheirPath(
    key: String, value: String, expectedPath: [String], message: String
  ) throws {
    var object = try JSONSerialization.jsonObject(with: Data(full.utf8)) as! [String: Any]
    object[key] = try JSONSerialization.jsonObject(
      with: Data(value.utf8), options: .fragmentsAllowed)
    let data = try JSONSerialization.data(withJSONObject: object)
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Survey.self, from: data)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(path(of: error) == expectedPath)
    #expect(context.debugDescription.contains(message))
    #expect(context.underlyingError is TransformError)
  }

  @Test func missingAndNullNonOptionalsThrowTheCoderErrors() throws {
    let missing = try #require(throws: DecodingError.self) {
      try decode(Survey.self, #"{"score": "1%"}"#)
    }
    guard case .keyNotFound(let key, _) = missing else {
      Issue.record("expected keyNotFound, got \(missing)")
      return
    }
    #expect(key.stringValue == "history")

    let null = try #require(throws: DecodingError.self) {
      try decode(Survey.self, full.replacingOccurrences(of: #""90%""#, with: "null"))
    }
    guard case .valueNotFound = null else {
      Issue.record("expected valueNotFound, got \(null)")
      return
    }
    #expect(path(of: null) == ["score"])

    let nullElement = try #require(throws: DecodingError.self) {
      try decode(
        Survey.self, full.replacingOccurrences(of: #"["1%", "2%"]"#, with: #"["1%", null]"#))
    }
    guard case .valueNotFound = nullElement else {
      Issue.record("expected valueNotFound, got \(nullElement)")
      return
    }
    #expect(path(of: nullElement) == ["history", "[1]"])
  }

  @Test func keyStrategiesConvertPropertyNamesButNeverDictionaryKeys() throws {
    let json = """
      {"score": "1%", "history": [], "by_region": {"north_east": "1%", "southWest": "2%"},
       "matrix": [], "sparse": [], "groups": {}}
      """
    let survey = try decode(Survey.self, json, snakeCase: true)
    #expect(survey.byRegion == ["north_east": 1, "southWest": 2])
    let encoded = try encode(survey, snakeCase: true)
    #expect(encoded.contains(#""by_region":{"north_east":"1%","southWest":"2%"}"#))
  }

  @Test func encodingErrorsCarryTheElementPath() throws {
    var survey = try decode(Survey.self, full)
    survey.history[1] = -1
    let error = try #require(throws: EncodingError.self) { try encode(survey) }
    #expect(path(of: error) == ["history", "[1]"])
    guard case .invalidValue(let value, let context) = error else { return }
    #expect(value as? Int == -1)
    #expect(context.debugDescription == "'-1' is not a non-negative percentage")

    survey.history[1] = 1
    survey.byRegion["west"] = -2
    #expect(
      path(of: try #require(throws: EncodingError.self) { try encode(survey) }) == [
        "byRegion", "west",
      ])
  }

  @Test func mutatingTheWrappedValueChangesWhatIsEncoded() throws {
    var survey = try decode(Survey.self, full)
    survey.score = 12
    survey.bonus = nil
    survey.history.append(3)
    let again = try decode(Survey.self, try encode(survey))
    #expect(again.score == 12 && again.bonus == nil && again.history == [1, 2, 3])
  }

  @Test func theMemberwiseInitializerDefaultsOptionalsToNil() {
    let survey = Survey(
      score: 1, history: [], byRegion: [:], matrix: [], sparse: [], groups: [:])
    #expect(survey.bonus == nil && survey.optionalList == nil)
  }

  @Test func wrappersAreEquatableAndHashableLikeTheirValues() {
    let a = Percent<[Int]>(wrappedValue: [1, 2])
    #expect(a == Percent(wrappedValue: [1, 2]))
    #expect(a != Percent(wrappedValue: [2, 1]))
    #expect(Set([a, Percent(wrappedValue: [1, 2])]).count == 1)
    #expect(a.description == "[1, 2]")
  }
}

@Suite("TransformCoded outside a keyed container")
struct UnkeyedAndTopLevelTests {
  @Test func aTopLevelWrapperCodesItsShape() throws {
    #expect(try decode(Percent<Int>.self, #""5%""#).wrappedValue == 5)
    #expect(try decode(Percent<Int?>.self, "null").wrappedValue == nil)
    #expect(try decode(Percent<[Int?]>.self, #"["1%", null]"#).wrappedValue == [1, nil])
    #expect(try encode(Percent<[Int?]>(wrappedValue: [nil, 2])) == #"[null,"2%"]"#)
    #expect(try encode(Percent<Int?>(wrappedValue: nil)) == "null")
    let error = try #require(throws: DecodingError.self) {
      try decode(Percent<[String: Int]>.self, #"{"a": "1"}"#)
    }
    #expect(path(of: error) == ["a"])
  }

  @Test func anArrayOfWrappersCodesEachElementWithItsPath() throws {
    let values = try decode([Percent<Int>].self, #"["1%", "2%"]"#)
    #expect(values.map(\.wrappedValue) == [1, 2])
    let error = try #require(throws: DecodingError.self) {
      try decode([Percent<Int>].self, #"["1%", "2"]"#)
    }
    #expect(path(of: error) == ["[1]"])
  }

  @Test func propertyListsCodeTheSameShapes() throws {
    struct Model: Codable, Equatable {
      @Percent var sparse: [Int?]
      @Percent var byRegion: [String: Int]
      @Percent var bonus: Int?
    }
    let model = Model(sparse: [1, nil], byRegion: ["north": 2], bonus: nil)
    for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
      let encoder = PropertyListEncoder()
      encoder.outputFormat = format
      let decoded = try PropertyListDecoder().decode(Model.self, from: encoder.encode(model))
      #expect(decoded == model)
    }
  }
}

@Suite("The container methods and overloads")
struct ContainerMethodTests {
  struct HandWritten: Codable, Equatable {
    var score: Int
    var bonus: Int?
    var zones: [Int]

    enum CodingKeys: String, CodingKey { case score, bonus, zones }

    init(score: Int, bonus: Int?, zones: [Int]) {
      (self.score, self.bonus, self.zones) = (score, bonus, zones)
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      score = try container.decode(using: PercentTransform.self, forKey: .score)
      bonus = try container.decodeIfPresent(using: PercentTransform.self, forKey: .bonus)
      var elements = try container.nestedUnkeyedContainer(forKey: .zones)
      var zones: [Int] = []
      while !elements.isAtEnd { zones.append(try elements.decode(using: PercentTransform.self)) }
      self.zones = zones
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(score, using: PercentTransform.self, forKey: .score)
      try container.encodeIfPresent(bonus, using: PercentTransform.self, forKey: .bonus)
      var elements = container.nestedUnkeyedContainer(forKey: .zones)
      for zone in zones { try elements.encode(zone, using: PercentTransform.self) }
    }
  }

  @Test func handWrittenCodableUsesTheSameTransformAndErrors() throws {
    let model = try decode(HandWritten.self, #"{"score": "3%", "zones": ["1%"]}"#)
    #expect(model == HandWritten(score: 3, bonus: nil, zones: [1]))
    #expect(try encode(model) == #"{"score":"3%","zones":["1%"]}"#)
    let error = try #require(throws: DecodingError.self) {
      try decode(HandWritten.self, #"{"score": "3%", "zones": ["1%", "x"]}"#)
    }
    #expect(path(of: error) == ["zones", "[1]"])
    let encodingError = try #require(throws: EncodingError.self) {
      try encode(HandWritten(score: 1, bonus: nil, zones: [1, -1]))
    }
    #expect(path(of: encodingError) == ["zones", "[1]"])
  }

  @Test func theIfPresentOverloadsHandleWrapperTypedProperties() throws {
    struct Model: Codable {
      var bonus: Percent<Int>?
    }
    #expect(try decode(Model.self, "{}").bonus == nil)
    #expect(try decode(Model.self, #"{"bonus": null}"#).bonus == nil)
    #expect(try decode(Model.self, #"{"bonus": "4%"}"#).bonus?.wrappedValue == 4)
    #expect(try encode(Model(bonus: nil)) == "{}")
    #expect(try encode(Model(bonus: Percent(wrappedValue: 4))) == #"{"bonus":"4%"}"#)
  }

  /// A `CodableByTransform` type with its own `init(from:)`: the library must not bypass it.
  struct Legacy: CodableByTransform, Equatable {
    var value: String
    var decodedByCustomInit = false
    init(value: String) { self.value = value }
    init(from decoder: any Decoder) throws {
      value = try decoder.singleValueContainer().decode(String.self).uppercased()
      decodedByCustomInit = true
    }
    static func transformDecodedValue(_ value: String) throws -> Self? { Self(value: value) }
    static func transformValueForEncoding(_ value: Self) throws -> String { value.value }
  }

  @Test func aUsersOwnInitFromDecoderIsHonoured() throws {
    struct Model: Codable {
      var legacy: Legacy
    }
    let model = try decode(Model.self, #"{"legacy": "abc"}"#)
    #expect(model.legacy.value == "ABC")
    #expect(model.legacy.decodedByCustomInit)
  }

  enum FailingTransform: CodingTransform {
    struct Failure: Error, CustomStringConvertible {
      var description: String { "the service is down" }
    }
    static func decode(_ codingValue: String) throws -> String {
      switch codingValue {
      case "mismatch":
        throw DecodingError.typeMismatch(
          Int.self, .init(codingPath: [], debugDescription: "wanted a number"))
      default: throw Failure()
      }
    }
    static func encode(_ value: String) throws -> String { throw Failure() }
  }

  @Test func otherErrorsFromATransformAreWrappedAtThePath() throws {
    struct Model: Codable {
      @TransformCoded<FailingTransform, String> var name: String
    }
    let wrapped = try #require(throws: DecodingError.self) {
      try decode(Model.self, #"{"name": "x"}"#)
    }
    guard case .dataCorrupted(let context) = wrapped else {
      Issue.record("expected dataCorrupted, got \(wrapped)")
      return
    }
    #expect(path(of: wrapped) == ["name"])
    #expect(context.debugDescription == "the service is down")
    #expect(context.underlyingError is FailingTransform.Failure)

    let kept = try #require(throws: DecodingError.self) {
      try decode(Model.self, #"{"name": "mismatch"}"#)
    }
    guard case .typeMismatch(_, let mismatch) = kept else {
      Issue.record("expected typeMismatch, got \(kept)")
      return
    }
    #expect(path(of: kept) == ["name"])
    #expect(mismatch.debugDescription == "wanted a number")

    let encoding = try #require(throws: EncodingError.self) { try encode(Model(name: "x")) }
    #expect(path(of: encoding) == ["name"])
  }
}

/// A percentage that clamps values above 100 and records what it replaced, in the decoder's
/// report: the only test transform that reads its context.
enum ClampedPercentTransform: ContextualCodingTransform {
  static func decode(_ codingValue: String, in context: DecodingContext) throws -> Int {
    let percent = try PercentTransform.decode(codingValue)
    guard percent > 100 else { return percent }
    context.recordRecovery(TransformError(rejecting: codingValue, expected: "at most 100%"))
    return 100
  }

  static func encode(_ value: Int) throws -> String { try PercentTransform.encode(value) }
}

struct Ranking: Codable {
  @ArrayCoded<Percent<Int>> var ranks: [Int]
  @TransformCoded<ClampedPercentTransform, Int> var clamped: Int
  @TransformCoded<ClampedPercentTransform, [Int]> var clampedList: [Int]
  @TransformCoded<ClampedPercentTransform, [String: Int?]> var clampedByName: [String: Int?]
}

@Suite("Where a transform's context and errors come from")
struct DecodingContextTests {
  private func decodeRanking(_ json: String) throws -> (Ranking, RecoveryReport) {
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    return (try decoder.decode(Ranking.self, from: Data(json.utf8)), report)
  }

  @Test func anElementOfAnArrayCodedWrapperIsRejectedAtItsOwnIndexOnce() throws {
    let error = try #require(throws: DecodingError.self) {
      try decodeRanking(
        #"{"ranks": ["1%", "x"], "clamped": "1%", "clampedList": [], "clampedByName": {}}"#)
    }
    #expect(path(of: error) == ["ranks", "[1]"])
  }

  @Test func aTransformThatReadsItsContextRecordsAtThePropertyAndTheElement() throws {
    let (ranking, report) = try decodeRanking(
      #"{"ranks": [], "clamped": "150%", "clampedList": ["5%", "300%"], "clampedByName": {"a": null, "b": "200%"}}"#
    )
    #expect(ranking.clamped == 100 && ranking.clampedList == [5, 100])
    #expect(ranking.clampedByName == ["a": nil, "b": 100])
    #expect(
      report.entries.map(\.codingPathDescription) == [
        "clamped", "clampedList[1]", "clampedByName.b",
      ])
  }

  @Test func withoutADecoderAContextualTransformDecodesDetached() throws {
    // A single-value container's public method has no decoder: `decode(_:)` defaults to
    // `decode(_:in: .detached)`, which converts the same and reaches no report.
    #expect(try ClampedPercentTransform.decode("150%") == 100)
    #expect(DecodingContext.detached.userInfo.isEmpty)
    #expect(DecodingContext.detached.codingPath.isEmpty)
    #expect(DecodingContext.detached.recoveryReport == nil)
  }

  @Test func aHandWrittenLoopReadsAContextualElementThroughADecoder() throws {
    struct Loop: Decodable {
      var values: [Int]
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        values = []
        while !container.isAtEnd {
          values.append(try container.decode(using: ClampedPercentTransform.self))
        }
      }
    }
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let loop = try decoder.decode(Loop.self, from: Data(#"["7%", "900%"]"#.utf8))
    #expect(loop.values == [7, 100])
    #expect(report.entries.map(\.codingPathDescription) == ["[1]"])
  }
}

@Suite("The conformance kit on a core-only transform")
struct PercentConformanceTests {
  static let suite = TransformConformance<PercentTransform>(
    "Percent",
    samples: [(0, "0%"), (42, "42%"), (100, "100%"), (Int.max, "\(Int.max)%")],
    invalidInputs: [
      InvalidInput("42", .dataCorrupted, messageContains: "'42' is not a percentage"),
      InvalidInput("-1%", .dataCorrupted, messageContains: "'-1%'"),
      InvalidInput(42, .typeMismatch),
    ],
    generate: { random in Int.random(in: 0...Int.max, using: &random) })

  @Test(arguments: suite.cases(coders: ConformanceCoders.foundation))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}
