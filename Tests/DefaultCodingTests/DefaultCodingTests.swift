import CodableTransformsTesting
import DefaultCoding
import Foundation
import Testing
import TimeZoneCoding
import URLCoding
import _CodableTransformsLibraryTesting

enum FirstPage: DefaultValueProvider {
  static var defaultValue: Int { 1 }
}

enum UTC: DefaultValueProvider {
  static var defaultValue: TimeZone { TimeZone(identifier: "Etc/UTC")! }
}

struct Settings: Codable, Hashable, Sendable {
  @DefaultFalse var isPinned: Bool
  @DefaultTrue var notify: Bool
  @DefaultZero var views: Int
  @DefaultZero var balance: Decimal
  @DefaultEmptyString var bio: String
  @DefaultEmptyArray var tags: [String]
  @DefaultEmptyDictionary var counts: [String: Int]
  @Default<FirstPage> var page: Int
  @DefaultCoded<UTC, StringCodedTimeZone<TimeZone>> var zone: TimeZone
  @DefaultCoded<DefaultValues.EmptyArray<URL>, URLString<[URL]>> var mirrors: [URL]
}

struct LenientSettings: Codable, Hashable, Sendable {
  @DefaultFalse.Lenient var isPinned: Bool
  @DefaultZero<Int>.Lenient var likes: Int
  @Default<FirstPage>.Lenient var page: Int
  @DefaultCoded<UTC, StringCodedTimeZone<TimeZone>>.Lenient var zone: TimeZone
}

private func decode<T: Decodable>(
  _ type: T.Type, _ json: String, report: RecoveryReport? = nil
) throws -> T {
  let decoder = JSONDecoder()
  if let report { decoder.userInfo[.recoveryReport] = report }
  return try decoder.decode(T.self, from: Data(json.utf8))
}

private func path(of error: any Error) -> [String] {
  let keys: [any CodingKey]
  switch error {
  case DecodingError.keyNotFound(let key, let context): keys = context.codingPath + [key]
  case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
    DecodingError.dataCorrupted(let context):
    keys = context.codingPath
  default: keys = []
  }
  return keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
}

@Suite("DefaultCoding: missing, null and invalid")
struct DefaultCodingTests {
  @Test func missingKeysAndNullsDecodeAsTheDefaults() throws {
    let keys = [
      "isPinned", "notify", "views", "balance", "bio", "tags", "counts", "page", "zone", "mirrors",
    ]
    let nulls = "{" + keys.map { "\"\($0)\": null" }.joined(separator: ", ") + "}"
    for json in ["{}", nulls] {
      let settings = try decode(Settings.self, json)
      #expect(!settings.isPinned && settings.notify && settings.views == 0)
      #expect(settings.balance == 0 && settings.bio == "" && settings.tags == [])
      #expect(settings.counts == [:] && settings.page == 1 && settings.mirrors == [])
      #expect(settings.zone.identifier == "Etc/UTC")
    }
  }

  @Test func presentValuesAreDecodedWithTheirCoding() throws {
    let json = """
      {"isPinned": true, "notify": false, "views": 12, "balance": 10.25, "bio": "Hi",
       "tags": ["a"], "counts": {"some_key": 1}, "page": 3, "zone": "Europe/Paris",
       "mirrors": ["https://a.example/x"]}
      """
    let settings = try decode(Settings.self, json)
    #expect(settings.isPinned && !settings.notify && settings.views == 12)
    #expect(settings.balance == Decimal(string: "10.25") && settings.bio == "Hi")
    #expect(settings.tags == ["a"] && settings.counts == ["some_key": 1] && settings.page == 3)
    #expect(settings.zone.identifier == "Europe/Paris")
    #expect(settings.mirrors == [URL(string: "https://a.example/x")!])
  }

  @Test(arguments: [
    ("isPinned", #""yes""#, ["isPinned"]),
    ("views", #""12""#, ["views"]),
    ("tags", #"["a", 1]"#, ["tags", "[1]"]),
    ("counts", #"{"a": "b"}"#, ["counts", "a"]),
    ("zone", #""Mars/Olympus""#, ["zone"]),
    ("mirrors", #"["https://a.example", "not a url"]"#, ["mirrors", "[1]"]),
  ])
  func anInvalidValueThrowsAtItsPath(key: String, value: String, expectedPath: [String]) throws {
    let error = try #require(throws: DecodingError.self) {
      try decode(Settings.self, "{\"\(key)\": \(value)}")
    }
    #expect(path(of: error) == expectedPath)
  }

  /// Foundation's `JSONDecoder` on Linux reports a number that does not fit a plain property
  /// with no coding path at all; the default wrappers give the property's path.
  @Test func aNumberThatDoesNotFitThrowsAtThePropertysPath() throws {
    struct Plain: Decodable { var level: UInt8 }
    struct Defaulted: Decodable { @DefaultZero var level: UInt8 }
    let json = #"{"level": 300}"#
    let plain = try #require(throws: DecodingError.self) { try decode(Plain.self, json) }
    let defaulted = try #require(throws: DecodingError.self) { try decode(Defaulted.self, json) }
    #if os(Linux)
      #expect(path(of: plain) == [])
    #endif
    #expect(path(of: defaulted) == ["level"])
    guard case .dataCorrupted = defaulted else {
      Issue.record("expected dataCorrupted, got \(defaulted)")
      return
    }
  }

  @Test func theDefaultIsWrittenLikeAnyOtherValue() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(try decode(Settings.self, "{}")), as: UTF8.self)
    #expect(
      json
        == #"{"balance":0,"bio":"","counts":{},"isPinned":false,"mirrors":[],"notify":true,"#
        + #""page":1,"tags":[],"views":0,"zone":"Etc/UTC"}"#)
  }

  @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func decimalDefaultsRoundTripInPropertyLists(
    _ format: PropertyListSerialization.PropertyListFormat
  )
    throws
  {
    var settings = try decode(Settings.self, "{}")
    settings.balance = Decimal(string: "1234.5678")!
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    let decoded = try PropertyListDecoder().decode(Settings.self, from: encoder.encode(settings))
    #expect(decoded == settings)
  }

  @Test func theMemberwiseInitializerTakesPlainValuesAndInitialValuesDefaultIt() {
    struct Draft: Codable {
      @DefaultFalse var isPinned: Bool = false
      @DefaultEmptyArray var tags: [String] = []
    }
    let draft = Draft(tags: ["a"])
    #expect(!draft.isPinned && draft.tags == ["a"])
  }
}

@Suite("DefaultCoding: the lenient form")
struct LenientDefaultTests {
  @Test func invalidValuesAreReplacedAndReportedOnce() throws {
    let report = RecoveryReport()
    let json = #"{"isPinned": "yes", "likes": 2.5, "page": 4, "zone": "Mars/Olympus"}"#
    let settings = try decode(LenientSettings.self, json, report: report)
    #expect(!settings.isPinned && settings.likes == 0 && settings.page == 4)
    #expect(settings.zone.identifier == "Etc/UTC")

    #expect(settings.$isPinned.errors.map(\.codingPathDescription) == ["isPinned"])
    #expect(settings.$likes.errors.map(\.codingPathDescription) == ["likes"])
    #expect(settings.$page.errors.isEmpty)
    #expect(report.entries.map(\.codingPathDescription) == ["isPinned", "likes", "zone"])
    // Foundation gives `2.5` for an `Int` no path; the entry's error has the property's.
    let likes = try #require(settings.$likes.errors.first?.error)
    #expect(path(of: likes) == ["likes"])
    #expect("\(report.entries[2])".contains("Unknown time zone identifier 'Mars/Olympus'"))
  }

  @Test func missingKeysAndNullsAreNotReported() throws {
    let report = RecoveryReport()
    for json in ["{}", #"{"isPinned": null, "likes": null, "page": null, "zone": null}"#] {
      let settings = try decode(LenientSettings.self, json, report: report)
      #expect(!settings.isPinned && settings.likes == 0 && settings.page == 1)
    }
    #expect(report.entries.isEmpty, "\(report)")
  }

  @Test func equalityIgnoresTheReplacedError() throws {
    let replaced = try decode(LenientSettings.self, #"{"isPinned": "yes"}"#)
    let missing = try decode(LenientSettings.self, "{}")
    #expect(!replaced.$isPinned.errors.isEmpty)
    #expect(replaced == missing && replaced.hashValue == missing.hashValue)
  }
}

@Suite("DefaultCoding outside a keyed container")
struct DefaultTopLevelTests {
  @Test func arraysOfDefaultsUseTheDefaultForNull() throws {
    let flags = try decode([DefaultTrue].self, "[null, false, true]")
    #expect(flags.map(\.wrappedValue) == [true, false, true])
    #expect(throws: DecodingError.self) { try decode([DefaultTrue].self, #"["no"]"#) }

    let report = RecoveryReport()
    let lenient = try decode([DefaultZero<Int>.Lenient].self, #"[1, null, "x"]"#, report: report)
    #expect(lenient.map(\.wrappedValue) == [1, 0, 0])
    #expect(report.entries.map(\.codingPathDescription) == ["[2]"])
  }

  @Test func encodingOutsideAKeyedContainerWritesTheValue() throws {
    let json = try JSONEncoder().encode([
      DefaultFalse(wrappedValue: true), DefaultFalse(wrappedValue: false),
    ])
    #expect(String(decoding: json, as: UTF8.self) == "[true,false]")
  }
}

@Suite("DefaultCoding: the conformance kit on every coder")
struct DefaultConformanceTests {
  @Test(arguments: LibraryConformance.defaultCoding.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }
}

@Suite("DefaultCoding in property lists")
struct DefaultPropertyListTests {
  /// Property lists write `null` as the string "$null", so a real "$null" string is read as
  /// `null` too — and becomes the default.
  @Test func theNullMarkerStringDecodesAsTheDefault() throws {
    struct Profile: Codable {
      @DefaultEmptyString var bio: String
    }
    struct Raw: Codable {
      var bio: String
    }
    let data = try PropertyListEncoder().encode(Raw(bio: "$null"))
    #expect(try PropertyListDecoder().decode(Profile.self, from: data).bio == "")
  }
}
