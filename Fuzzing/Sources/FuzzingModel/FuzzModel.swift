import CodableTransforms
import Foundation

/// A model that uses every wrapper of the library, in its shapes: what the harnesses decode.
///
/// Nearly every property is optional, lossy or defaulted, so that an input with only some keys
/// still reaches the wrappers it has; ``Strict`` holds the non-optional placements.
public struct FuzzModel: Codable, Hashable, Sendable {
  // TimeZoneCoding, URLCoding
  @StringCodedTimeZone var zone: TimeZone? = nil
  @StringCodedTimeZone var zones: [String: TimeZone]? = nil
  @URLString var url: URL? = nil
  @URLString var urls: [URL]? = nil
  // ColorCoding
  @HexColor var color: RGBAColor? = nil
  @HexColor var colors: [String: RGBAColor?]? = nil
  var plainColor: RGBAColor? = nil
  // GeoPointCoding
  @CoordinatePair var pair: GeoPoint? = nil
  @GeoJSONPosition var positions: [GeoPoint]? = nil
  var point: GeoPoint? = nil
  // DateCoding
  @SecondsSince1970 var seconds: Date? = nil
  @MillisecondsSince1970 var milliseconds: [Date]? = nil
  @MicrosecondsSince1970 var microseconds: Date? = nil
  @NanosecondsSince1970 var nanoseconds: [Date]? = nil
  @ISO8601Date var iso: [String: Date]? = nil
  @TimestampDate var timestampDate: Date? = nil
  @RFC2822Date var rfc2822: Date? = nil
  @YearMonthDayDate var day: Date? = nil
  @DurationSeconds var timeout: Duration? = nil
  @DurationMilliseconds var delays: [Duration]? = nil
  var timestamp: Timestamp? = nil
  // LosslessCoding
  @LosslessValue var int: Int? = nil
  @LosslessValue var bytes: [UInt8]? = nil
  @LosslessValue var double: Double? = nil
  @LosslessValue var float: Float? = nil
  @LosslessValue var bool: Bool? = nil
  @LosslessValue var string: String? = nil
  @LosslessValue var uint64: UInt64? = nil
  @IntCodedBool var intBool: Bool? = nil
  @StringCodedBool var stringBools: [Bool]? = nil
  @StringCoded var bigNumber: UInt64? = nil
  @JSONString var embedded: Record? = nil
  @NonConformingFloat var nonFinite: [Double]? = nil
  @TransformCoded<LosslessToStringCoded, [Int]?> var idStrings: [Int]? = nil
  // DataCoding
  @Base64Data var base64: Data? = nil
  @Base64URLData var urlSafeBase64: [Data]? = nil
  @HexData var hex: Data? = nil
  @UppercaseHexData var upperHex: [String: Data]? = nil
  @OptionalCoded<Base64Bytes> var base64Bytes: [UInt8]? = nil
  @OptionalCoded<HexBytes> var hexBytes: [UInt8]? = nil
  // LossyCoding
  @LossyArray var items: [Int] = []
  @LossyArray var records: [Record] = []
  @LossyDictionary var counts: [Int: String] = [:]
  @LossyDictionary var byName: [String: Double] = [:]
  @LossyOptional var maybe: GeoPoint? = nil
  @LossySet var labels: Set<String> = []
  @Lossy<URLString<URL>>.Array var links: [URL] = []
  @Lossy<StringCodedTimeZone<TimeZone>>.Dictionary<String> var zonesByCity: [String: TimeZone] = [:]
  @LossyArray<Int>.Optional var maybeItems: [Int]? = nil
  @LossyDictionary<String, Int>.Optional var maybeCounts: [String: Int]? = nil
  // DefaultCoding
  @DefaultFalse var flag: Bool = false
  @DefaultTrue var enabled: Bool = true
  @DefaultZero<Int> var count: Int = 0
  @DefaultZero<Double>.Lenient var ratio: Double = 0
  @DefaultEmptyString var name: String = ""
  @DefaultEmptyArray<String>.Lenient var tags: [String] = []
  @DefaultEmptyDictionary<String, Int> var scores: [String: Int] = [:]
  @NilAsEmptyString var middleName: String? = nil
  @DefaultCoded<DefaultValues.EmptyArray<TimeZone>, StringCodedTimeZone<[TimeZone]>>
  var zonesOrEmpty: [TimeZone] = []
  @DefaultCoded<DefaultValues.EmptyArray<Int>, LossyArray<Int>> var defaultedItems: [Int] = []
  // DocumentCoding
  @DocumentID var id: String? = nil
  @ServerTimestamp var createdAt: Timestamp? = nil
  @ExplicitNull var note: String? = nil
  @DoubleOptional var nickname: String?? = nil
  // EnumCoding
  @UnknownCaseFallback var status: Status? = nil
  @UnknownCaseFallback var levels: [Level]? = nil
  // OmitCoding (an omitted encoding would not round-trip: the harness compares the values)
  @OmitDecoding var password: String? = nil
  @Omitted var isExpanded: Bool = false
  // CollectionCoding
  @OneOrMany<String>.Optional var authors: [String]? = nil
  @CommaSeparated<String>.Optional var keywords: [String]? = nil
  @NoDuplicates<Int>.Optional var memberNumbers: Set<Int>? = nil
  // PolymorphicCoding
  var shape: FuzzShape? = nil
  @LossyArray var commands: [FuzzCommand] = []
  @OptionalCoded<Polymorphic<FuzzShape>.Dictionary> var shapesByName: [String: FuzzShape]? = nil
  // SnapshotCoding, FirestoreRESTCoding (the whole model decoded from REST documents:
  // `FuzzChecks.rest`, run by the JSON harness)
  @KeyedList var comments: [Comment] = []
  // Non-optional placements. (Property names have no acronyms: `convertToSnakeCase` writes
  // `base64URL` as `base64_url`, which `convertFromSnakeCase` reads as `base64Url`.)
  var strict: Strict? = nil

  /// A value of every property, for the seed corpus.
  public static var sample: FuzzModel {
    var model = FuzzModel()
    model.zone = knownZone("Europe/Warsaw")
    model.zones = ["Paris": knownZone("Europe/Paris")]
    model.url = validURL("https://example.com/a?b=c#d")
    model.urls = [validURL("/relative"), validURL("mailto:a@b.c")]
    model.color = RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF)
    model.colors = ["a": RGBAColor(red: 1, green: 2, blue: 3, alpha: 4), "b": nil]
    model.plainColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    model.pair = GeoPoint(latitude: 52.23, longitude: 21.01)
    model.positions = [GeoPoint(latitude: -90, longitude: 180)]
    model.point = GeoPoint(latitude: 0, longitude: -0.0)
    model.seconds = Date(timeIntervalSince1970: 1_732_181_400.25)
    model.milliseconds = [Date(timeIntervalSince1970: -0.001)]
    model.microseconds = Date(timeIntervalSince1970: 1_732_181_400.25)
    model.nanoseconds = [Date(timeIntervalSince1970: -1)]
    model.iso = ["k": Date(timeIntervalSince1970: 1_795_253_400.25)]
    model.timestampDate = Date(timeIntervalSince1970: 0)
    model.timestamp = Timestamp(seconds: 1_732_181_400, nanoseconds: 999_999_999)
    model.rfc2822 = Date(timeIntervalSince1970: 1_795_253_400)
    model.day = Date(timeIntervalSince1970: 1_795_219_200)
    model.timeout = .seconds(30)
    model.delays = [.milliseconds(250), .zero]
    model.int = -42
    model.bytes = [0, 255]
    model.double = 1e300
    model.float = 0.5
    model.bool = true
    model.string = "Zürich 東京"
    model.uint64 = UInt64(Int64.max)
    model.intBool = false
    model.stringBools = [true, false]
    model.bigNumber = UInt64.max
    model.embedded = Record(title: "{\"x\": 1}", likes: -1)
    model.nonFinite = [.infinity, -.infinity, 1.5]
    model.idStrings = [42, -1]
    model.base64 = Data("Hello".utf8)
    model.urlSafeBase64 = [Data([0xFB, 0xFF])]
    model.hex = Data([0xCA, 0xFE])
    model.upperHex = ["k": Data([0x0A])]
    model.base64Bytes = [0xFB, 0xFF]
    model.hexBytes = [0xCA, 0xFE]
    model.items = [1, -2]
    model.records = [Record(title: "Hi", likes: 3)]
    model.counts = [1: "one"]
    model.byName = ["pi": 3.14]
    model.maybe = GeoPoint(latitude: 1, longitude: 2)
    model.labels = ["a", "ß"]
    model.links = [validURL("https://example.com")]
    model.zonesByCity = ["Tokyo": knownZone("Asia/Tokyo")]
    model.maybeItems = [3, -4]
    model.maybeCounts = ["k": 1]
    model.flag = true
    model.enabled = false
    model.count = 7
    model.ratio = 0.25
    model.name = "name"
    model.tags = ["a"]
    model.scores = ["a": 1]
    model.zonesOrEmpty = [knownZone("Etc/UTC")]
    model.defaultedItems = [5]
    // `id` stays nil: the identifier is not part of the document, so encoding leaves it out.
    model.createdAt = Timestamp(seconds: 1, nanoseconds: 2)
    model.note = "note"
    model.middleName = "Maria"
    model.nickname = .some(nil)
    model.status = .active
    model.levels = [.high, .unknown]
    // `password` and `isExpanded` are never decoded: they keep their initial values.
    model.authors = ["Ada"]
    model.keywords = ["swift", "codable"]
    model.memberNumbers = [1, 2]
    model.shape = .circle(Record(title: "sun", likes: 1))
    model.commands = [.say("hi"), .stop, .unknown]
    model.shapesByName = ["a": .none, "b": .circle(Record(title: "", likes: -1))]
    // In Firebase's key order, as decoding returns them.
    model.comments = [Comment(id: "10", text: "x"), Comment(id: "-Nx1", text: "First", likes: 2)]
    model.strict = .sample
    return model
  }

  /// Creates a model with every property empty, `nil` or at its default.
  public init() {}
}

func knownZone(_ identifier: String) -> TimeZone {
  guard let zone = TimeZone(identifier: identifier) else {
    preconditionFailure("Foundation does not know the time zone \(identifier)")
  }
  return zone
}

func validURL(_ string: String) -> URL {
  guard let url = URL(string: string) else { preconditionFailure("\(string) is not a URL") }
  return url
}

/// The non-optional placements of the value wrappers.
struct Strict: Codable, Hashable, Sendable {
  @StringCodedTimeZone var zone: TimeZone
  @URLString var urls: [URL]
  @HexColor var colors: [String: RGBAColor]
  @CoordinatePair var pair: GeoPoint
  @ISO8601Date var date: Date
  @MillisecondsSince1970 var milliseconds: Date
  @LosslessValue var int8: Int8
  @Base64Data var data: Data

  /// A value of every property, for the seed corpus.
  static var sample: Strict {
    Strict(
      zone: knownZone("Asia/Kolkata"), urls: [validURL("file:///tmp/x")],
      colors: ["k": RGBAColor(red: 255, green: 255, blue: 255)],
      pair: GeoPoint(latitude: 90, longitude: -180),
      date: Date(timeIntervalSince1970: -62_135_596_800),
      milliseconds: Date(timeIntervalSince1970: 253_402_300_799.999), int8: -128,
      data: Data([0, 0, 0]))
  }
}

/// An enumeration with a fallback for unknown raw values.
enum Status: String, Codable, Hashable, Sendable, UnknownCaseRepresentable {
  case active
  case suspended
  case unknown

  static var unknownCase: Status { .unknown }
}

/// An enumeration with integer raw values and a fallback.
enum Level: Int, Codable, Hashable, Sendable, UnknownCaseRepresentable {
  case low = 1
  case high = 2
  case unknown = 0

  static var unknownCase: Level { .unknown }
}

/// Integers read losslessly and written as strings.
typealias LosslessToStringCoded = DecodeEncodeTransform<
  LosslessValueTransform<Int>, StringCodedTransform<Int>
>

/// An internally tagged polymorphic value.
enum FuzzShape: PolymorphicCodable, Hashable, Sendable {
  case circle(Record)
  case none

  static let variants: [PolymorphicVariant<FuzzShape>] = [
    .variant("circle", Record.self, embed: FuzzShape.circle) {
      if case .circle(let record) = $0 { record } else { nil }
    },
    .unit("none", .none),
  ]
}

/// An externally tagged polymorphic value with a fallback for unknown tags.
enum FuzzCommand: PolymorphicCodable, Hashable, Sendable {
  case say(String)
  case stop
  case unknown

  static let tagging = PolymorphicTagging.externallyTagged
  static let fallbackTag: String? = "unknown"
  static let variants: [PolymorphicVariant<FuzzCommand>] = [
    .variant("say", String.self, embed: FuzzCommand.say) {
      if case .say(let text) = $0 { text } else { nil }
    },
    .unit("stop", .stop),
    .unit("unknown", .unknown),
  ]
}

/// An element of a lossy array.
struct Record: Codable, Hashable, Sendable, TransformShape {
  var title: String
  var likes: Int
}

/// A `@KeyedList` element, whose `@DocumentID` receives its key.
struct Comment: Codable, Hashable, Sendable, KeyedListElement {
  @DocumentID var id: String?
  var text: String
  var likes: Int?

  static var listKey: WritableKeyPath<Comment, String?> { \.id }
}
