import ColorCoding
import DateCoding
import DocumentCoding
import FirestoreRESTCoding
import FirestoreRESTNetworking
import Foundation
import GeoPointCoding
import SnapshotCoding
import Testing

/// The Python of the virtual environment with Google's client (`Scripts/firestore-python/setup.sh`
/// prints it), from `FIRESTORE_PYTHON`.
let googlePython: String? = {
  let python = ProcessInfo.processInfo.environment["FIRESTORE_PYTHON"]
  return python?.isEmpty == false ? python : nil
}()

let skippedWithoutPython: Comment = """
  skipped: needs FIRESTORE_EMULATOR_HOST and FIRESTORE_PYTHON (the python of \
  Scripts/firestore-python/setup.sh, with google-cloud-firestore); .ci/run sets both
  """

/// The repository's root, for the scripts.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Runs one of the Python scripts against the emulator; returns its exit status and output.
func runPython(_ script: String, _ arguments: [String]) async throws -> SubprocessResult {
  var environment = ProcessInfo.processInfo.environment
  environment["FIRESTORE_EMULATOR_HOST"] = emulatorHost
  return try await runSubprocess(
    googlePython ?? "/usr/bin/false",
    [repositoryRoot.appendingPathComponent("Scripts/firestore-python/\(script)").path] + arguments,
    environment: environment)
}

@Suite(
  "Google's Python client ↔ Swift, through the emulator",
  .enabled(if: emulatorHost != nil && googlePython != nil, skippedWithoutPython))
struct PythonClientTests {
  struct Integers: Decodable, Equatable {
    var zero: Int64
    var minusOne: Int8
    var max: Int64
    var min: Int64
    var numberOfPages: UInt16
  }

  struct Doubles: Decodable {
    var half: Double
    var negativeZero: Double
    var large: Double
    var nan: Double
    var positiveInfinity: Double
    var negativeInfinity: Double
    var one: Float
    var tiny: Double
    var pi: Double
  }

  struct Timestamps: Decodable {
    var microseconds: Timestamp
    var wholeSecond: Date
    var milliseconds: Date
    var nanoseconds: Timestamp
    var epoch: Timestamp
    var beforeEpoch: Timestamp
    var minimum: Timestamp
    var maximum: Timestamp
  }

  struct TimestampsAsDates: Decodable {
    @TimestampDate var microseconds: Date
  }

  struct Nested: Decodable {
    struct Language: Decodable, Equatable {
      var name: String
      var stars: Int?
      var tags: [String]?
    }
    var arrayOfMaps: [Language]
    var mapOfArrays: [String: [SnapshotValue]]
    var emptyMap: [String: Int]
    var emptyArray: [Int]
    var mixedArray: [SnapshotValue]
    var deep: [String: [String: [String: [String: [String: String]]]]]
  }

  @Test("Documents written by Google's Python client decode into Swift types")
  func pythonWritesSwiftReads() async throws {
    let firestore = emulatorClient("python-writes")
    let project = firestore.projectID
    let run = try await runPython(
      "write_every_kind.py", ["--project", project, "--collection", "every-kind"])
    try #require(run.status == 0, "write_every_kind.py failed: \(run.errors)")
    #expect(
      try await firestore.get(Integers.self, at: "every-kind/integers").value
        == Integers(zero: 0, minusOne: -1, max: .max, min: .min, numberOfPages: 816))

    let doubles = try await firestore.get(Doubles.self, at: "every-kind/doubles").value
    #expect(doubles.half == 0.5 && doubles.large == 1e300 && doubles.one == 1 && doubles.pi == .pi)
    #expect(doubles.negativeZero == 0 && doubles.negativeZero.sign == .minus)
    #expect(doubles.nan.isNaN && doubles.positiveInfinity == .infinity)
    #expect(doubles.negativeInfinity == -.infinity && doubles.tiny == .leastNonzeroMagnitude)

    struct Strings: Decodable, Equatable {
      var empty: String
      var ascii: String
      var unicode: String
      var emoji: String
      var escapes: String
    }
    #expect(
      try await firestore.get(Strings.self, at: "every-kind/strings").value
        == Strings(
          empty: "", ascii: "Hello, Firestore", unicode: "Zażółć gęślą jaźń — ünïcödé, 日本語",
          emoji: "👩🏽‍💻🚀🇵🇱", escapes: "quote \" backslash \\ slash / newline \n tab \t"))

    let times = try await firestore.get(Timestamps.self, at: "every-kind/timestamps").value
    #expect(times.microseconds == Timestamp(seconds: 308_534_400, nanoseconds: 123_456_000))
    let asDates = try await firestore.get(TimestampsAsDates.self, at: "every-kind/timestamps").value
    #expect(asDates.microseconds == Date(timeIntervalSince1970: 308_534_400.123456))
    #expect(times.wholeSecond == Date(timeIntervalSince1970: 1_732_181_400))
    #expect(times.milliseconds == Date(timeIntervalSince1970: 1_732_181_400.25))
    // Firestore stores microseconds: the client's nanoseconds arrive truncated.
    #expect(times.nanoseconds == Timestamp(seconds: 1_732_181_400, nanoseconds: 123_456_000))
    #expect(times.epoch == Timestamp(seconds: 0, nanoseconds: 0))
    #expect(times.beforeEpoch == Timestamp(seconds: -1, nanoseconds: 500_000_000))
    #expect(times.minimum == .min)
    #expect(times.maximum == Timestamp(seconds: 253_402_300_799, nanoseconds: 999_999_000))

    struct Bytes: Decodable, Equatable {
      var empty: Data
      var text: Data
      var binary: Data
      var urlUnsafe: Data
      var onePadding: Data
    }
    #expect(
      try await firestore.get(Bytes.self, at: "every-kind/bytes").value
        == Bytes(
          empty: Data(), text: Data("hello".utf8), binary: Data([0, 1, 0x7F, 0x80, 0xFE, 0xFF]),
          urlUnsafe: Data([0xFB, 0xEF, 0xBE, 0xFF]), onePadding: Data("ab".utf8)))

    let points = try await firestore.get([String: GeoPoint].self, at: "every-kind/geopoints").value
    #expect(points["warsaw"] == GeoPoint(latitude: 52.2297, longitude: 21.0122))
    #expect(points["southWest"] == GeoPoint(latitude: -90, longitude: -180))
    #expect(points["origin"] == GeoPoint(latitude: 0, longitude: 0))

    let references = try await firestore.get(
      [String: FirestoreRESTReference].self, at: "every-kind/references"
    ).value
    #expect(references["book"]?.path == "books/hitchhiker")
    #expect(references["subcollection"]?.path == "books/hitchhiker/reviews/first")
    #expect(references["subcollection"]?.projectID == project)

    let nested = try await firestore.get(Nested.self, at: "every-kind/nested").value
    #expect(
      nested.arrayOfMaps == [
        .init(name: "swift", stars: 5, tags: nil), .init(name: "kotlin", stars: nil, tags: ["jvm"]),
      ])
    #expect(nested.mapOfArrays["primes"] == [2, 3, 5, 7] && nested.mapOfArrays["empty"] == [])
    #expect(nested.emptyMap.isEmpty && nested.emptyArray.isEmpty)
    #expect(nested.mixedArray.count == 10)
    #expect(nested.mixedArray.first == .null, "\(nested.mixedArray)")
    #expect(nested.mixedArray[7] == .geoPoint(GeoPoint(latitude: 1, longitude: 2)))
    #expect(nested.deep["a"]?["b"]?["c"]?["d"]?["e"] == "five levels")

    struct Stamped: Decodable {
      @ServerTimestamp var createdAt: Date?
      var meta: Meta
      struct Meta: Decodable {
        @ServerTimestamp var updatedAt: Timestamp?
        var by: String
      }
    }
    let stamped = try await firestore.get(Stamped.self, at: "every-kind/server-timestamp").value
    let createdAt = try #require(stamped.createdAt)
    #expect(abs(createdAt.timeIntervalSinceNow) < 300)
    #expect(stamped.meta.updatedAt != nil && stamped.meta.by == "python")

    let names = try await firestore.get([String: SnapshotValue].self, at: "every-kind/field-names")
      .value
    #expect(names["my-field"] == 1 && names["a.b"] == 2 && names["back`tick"] == 5)
    #expect(names["plain"] == ["nested-name": ["x.y": "z"]])

    struct Note: Decodable {
      @DocumentID var id: String?
      var note: String
    }
    let note = try await firestore.get(Note.self, at: "every-kind/ünï id with spaces").value
    #expect(note.id == "ünï id with spaces")

    // The guide's documents, written by Python, through the guide's Swift models.
    #expect(
      try await firestore.get(BookWithCoverImages.self, at: "books/hitchhiker").value.cover?.large
        == "https://example.com/hhgttg-l.jpg")
    #expect(
      try await firestore.get(ProgrammingLanguage.self, at: "programming-languages/swift").value
        == ProgrammingLanguage(
          id: "swift", name: "Swift", year: Timestamp(seconds: 1_401_667_200, nanoseconds: 0)))
    #expect(
      try await firestore.get(Office.self, at: "offices/warsaw").value.location
        == GeoPoint(latitude: 52.2297, longitude: 21.0122))
    let article = try await firestore.get(Article.self, at: "articles/first").value
    #expect(article.createdAt != nil && article.subtitle == nil && article.status == .published)
    #expect(
      article.tags.map(\.color) == [
        RGBAColor(red: 0xF0, green: 0x51, blue: 0x38),
        RGBAColor(red: 0xFF, green: 0xCA, blue: 0x28),
      ])
  }

  struct EveryKind: Encodable {
    @ExplicitNull var nothing: String?
    var flag: Bool
    var max: Int64
    var min: Int64
    var pages: UInt8
    var nan: Double
    var infinity: Double
    var half: Float
    var title: String
    var when: Date
    var precise: Timestamp
    @TimestampDate var stamped: Date
    var blob: Data
    var location: GeoPoint
    var book: FirestoreRESTReference
    var tags: [Tag]
    var groups: [String: [Double]]
    var emptyMap: [String: Int]
    var emptyArray: [Int]
    var absent: String?
    @SecondsSince1970 var seconds: Date
    @ServerTimestamp var createdAt: Date?
    var status: Status
    var myField = "quoted"

    enum CodingKeys: String, CodingKey {
      case nothing, flag, max, min, pages, nan, infinity, half, title, when, precise, stamped, blob
      case location, book, tags, groups, emptyMap, emptyArray, absent, seconds, createdAt, status
      case myField = "my-field"
    }
  }

  @Test("Documents written by Swift read back in Google's Python client as Firestore's own types")
  func swiftWritesPythonReads() async throws {
    let firestore = emulatorClient("swift-writes")
    let project = firestore.projectID
    let every = EveryKind(
      nothing: nil, flag: true, max: .max, min: .min, pages: 200,
      nan: .nan, infinity: .infinity, half: 0.5, title: "Zażółć 🚀",
      when: Date(timeIntervalSince1970: 1_732_181_400.25),
      precise: Timestamp(seconds: 308_534_400, nanoseconds: 123_456_000),
      stamped: Date(timeIntervalSince1970: 0), blob: Data([0, 1, 0x7F, 0x80, 0xFE, 0xFF]),
      location: GeoPoint(latitude: 52.2297, longitude: 21.0122),
      book: try firestore.reference("books/hitchhiker"),
      tags: [Tag(name: "swift", color: RGBAColor(red: 0xF0, green: 0x51, blue: 0x38))],
      groups: ["xs": [1, 2.5], "none": []], emptyMap: [:], emptyArray: [], absent: nil,
      seconds: Date(timeIntervalSince1970: 60), createdAt: nil, status: .published)
    try await firestore.set(every, at: "swift-written/every")
    try await firestore.create(
      Article(
        id: nil, title: "Hello", createdAt: nil, subtitle: nil,
        tags: [Tag(name: "firebase", color: RGBAColor(red: 0xFF, green: 0xCA, blue: 0x28))],
        status: .draft),
      in: "swift-written", documentID: "article")

    let expectations = """
      {"every": {
        "nothing": {"type": "null"}, "flag": {"type": "boolean", "value": true},
        "max": {"type": "int", "value": "9223372036854775807"},
        "min": {"type": "int", "value": "-9223372036854775808"},
        "pages": {"type": "int", "value": 200},
        "nan": {"type": "double", "value": "NaN"}, "infinity": {"type": "double", "value": "Infinity"},
        "half": {"type": "double", "value": 0.5},
        "title": {"type": "string", "value": "Zażółć 🚀"},
        "when": {"type": "timestamp", "value": "2024-11-21T09:30:00.250Z"},
        "precise": {"type": "timestamp", "value": "1979-10-12T00:00:00.123456Z"},
        "stamped": {"type": "timestamp", "value": "1970-01-01T00:00:00Z"},
        "blob": {"type": "bytes", "value": "AAF/gP7/"},
        "location": {"type": "geopoint", "value": [52.2297, 21.0122]},
        "book": {"type": "reference", "value": "books/hitchhiker"},
        "tags": {"type": "array", "value": [{"type": "map", "value": {
          "name": {"type": "string", "value": "swift"}, "color": {"type": "string", "value": "#F05138"}}}]},
        "groups": {"type": "map", "value": {
          "xs": {"type": "array", "value": [{"type": "double", "value": 1.0}, {"type": "double", "value": 2.5}]},
          "none": {"type": "array", "value": []}}},
        "emptyMap": {"type": "map", "value": {}}, "emptyArray": {"type": "array", "value": []},
        "absent": {"type": "absent"},
        "seconds": {"type": "double", "value": 60.0},
        "createdAt": {"type": "server_timestamp", "within_seconds": 300},
        "status": {"type": "string", "value": "published"},
        "my-field": {"type": "string", "value": "quoted"}
      },
      "article": {
        "title": {"type": "string", "value": "Hello"},
        "createdAt": {"type": "server_timestamp", "within_seconds": 300},
        "subtitle": {"type": "null"},
        "tags": {"type": "array", "value": [{"type": "map", "value": {
          "name": {"type": "string", "value": "firebase"}, "color": {"type": "string", "value": "#FFCA28"}}}]},
        "status": {"type": "string", "value": "draft"}
      }}
      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swift-written-\(project).json")
    try Data(expectations.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await runPython(
      "read_and_check.py",
      ["--project", project, "--collection", "swift-written", "--expect", file.path])
    #expect(run.status == 0, "Google's client read something else:\n\(run.errors)")
    #expect(run.output.contains("ok: 2 documents"), "\(run.output)")
  }
}
