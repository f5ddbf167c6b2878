import ColorCoding
import DateCoding
import DocumentCoding
import FirestoreRESTCoding
import Foundation
import GeoPointCoding
import SnapshotCoding
import Testing

/// The issue's example document, as the REST API returns it.
let bookJSON = Data(
  #"""
  {"name": "projects/p/databases/(default)/documents/books/hitchhiker",
   "fields": {"title": {"stringValue": "The Hitchhiker's Guide"}, "numberOfPages": {"integerValue": "816"},
              "published": {"timestampValue": "1979-10-12T00:00:00.123456Z"},
              "office": {"geoPointValue": {"latitude": 52.23, "longitude": 21.01}},
              "tags": {"arrayValue": {"values": [{"stringValue": "sci-fi"}]}}, "empty": {"mapValue": {}}},
   "createTime": "2024-11-21T09:30:00.250Z", "updateTime": "2024-11-21T09:31:00.5Z"}
  """#.utf8)

struct Book: Codable, Equatable {
  @DocumentID var id: String?
  var title: String
  var numberOfPages: Int
  var published: Timestamp
  var office: GeoPoint
  var tags: [String]
  var empty: [String: String]
}

@Suite("FirestoreRESTDecoder")
struct FirestoreRESTDecoderTests {
  @Test("The issue's document decodes with its id, nanoseconds and metadata")
  func book() throws {
    let document = try FirestoreRESTDecoder().decodeDocument(Book.self, from: bookJSON)
    #expect(document.value.id == "hitchhiker")
    #expect(document.value.title == "The Hitchhiker's Guide")
    #expect(document.value.numberOfPages == 816)
    #expect(document.value.published == Timestamp(seconds: 308_534_400, nanoseconds: 123_456_000))
    #expect(document.value.office == GeoPoint(latitude: 52.23, longitude: 21.01))
    #expect(document.value.tags == ["sci-fi"])
    #expect(document.value.empty == [:])
    #expect(document.documentID == "hitchhiker")
    #expect(document.reference?.path == "books/hitchhiker")
    #expect(document.createTime == Timestamp(seconds: 1_732_181_400, nanoseconds: 250_000_000))
    #expect(document.updateTime == Timestamp(seconds: 1_732_181_460, nanoseconds: 500_000_000))
  }

  struct Dated: Decodable {
    var published: Date
    @TimestampDate var stamped: Date
  }

  @Test("A timestampValue reads into Date and @TimestampDate")
  func dates() throws {
    let json = Data(
      #"{"fields": {"published": {"timestampValue": "1979-10-12T00:00:00.5Z"}, "stamped": {"timestampValue": "2024-11-21T10:30:00+01:00"}}}"#
        .utf8)
    let value = try FirestoreRESTDecoder().decode(Dated.self, from: json)
    #expect(value.published == Date(timeIntervalSince1970: 308_534_400.5))
    #expect(value.stamped == Date(timeIntervalSince1970: 1_732_181_400))
  }

  struct EveryKind: Codable {
    var null: String?
    var yes: Bool
    var max: Int64
    var min: Int64
    var numberInteger: Int
    var nan: Double
    var infinity: Double
    var negativeInfinity: Double
    var half: Float
    var bytes: Data
    var reference: FirestoreRESTReference
    var nested: [String: [Int]]
    var emptyArray: [Int]
    var unicode: String
  }

  @Test("Every Value kind, as the REST API writes it")
  func everyKind() throws {
    let json = Data(
      #"""
      {"fields": {
        "null": {"nullValue": null}, "yes": {"booleanValue": true},
        "max": {"integerValue": "9223372036854775807"}, "min": {"integerValue": "-9223372036854775808"},
        "numberInteger": {"integerValue": 42},
        "nan": {"doubleValue": "NaN"}, "infinity": {"doubleValue": "Infinity"},
        "negativeInfinity": {"doubleValue": "-Infinity"}, "half": {"doubleValue": 0.5},
        "bytes": {"bytesValue": "AAF/gP7/"},
        "reference": {"referenceValue": "projects/p/databases/(default)/documents/books/hamlet/reviews/1"},
        "nested": {"mapValue": {"fields": {"primes": {"arrayValue": {"values": [{"integerValue": "2"}, {"integerValue": "3"}]}}}}},
        "emptyArray": {"arrayValue": {}},
        "unicode": {"stringValue": "Za\u017c\u00f3\u0142\u0107 \ud83d\ude80 \"q\" \\ \n"}
      }}
      """#.utf8)
    let value = try FirestoreRESTDecoder().decode(EveryKind.self, from: json)
    #expect(value.null == nil)
    #expect(value.yes)
    #expect(value.max == .max)
    #expect(value.min == .min)
    #expect(value.numberInteger == 42)
    #expect(value.nan.isNaN)
    #expect(value.infinity == .infinity)
    #expect(value.negativeInfinity == -.infinity)
    #expect(value.half == 0.5)
    #expect(value.bytes == Data([0x00, 0x01, 0x7F, 0x80, 0xFE, 0xFF]))
    #expect(value.reference.path == "books/hamlet/reviews/1")
    #expect(value.reference.documentID == "1")
    #expect(value.nested == ["primes": [2, 3]])
    #expect(value.emptyArray == [])
    #expect(value.unicode == "Zażółć 🚀 \"q\" \\ \n")
  }

  @Test("The typed Value reads the same JSON through JSONDecoder and through the REST reader")
  func valueCodable() throws {
    let json = Data(
      #"{"mapValue": {"fields": {"a": {"integerValue": "7"}, "b": {"doubleValue": "-Infinity"}, "c": {"timestampValue": "2024-11-21T09:30:00.123456789Z"}, "d": {"geoPointValue": {}}, "e": {"bytesValue": "aGk="}}}}"#
        .utf8)
    let viaReader = try FirestoreRESTValue(json: json)
    let viaJSONDecoder = try JSONDecoder().decode(FirestoreRESTValue.self, from: json)
    #expect(viaReader == viaJSONDecoder)
    #expect(
      viaReader
        == .map([
          "a": .integer(7), "b": .double(-.infinity),
          "c": .timestamp(Timestamp(seconds: 1_732_181_400, nanoseconds: 123_456_789)),
          "d": .geoPoint(GeoPoint(latitude: 0, longitude: 0)), "e": .bytes(Data("hi".utf8)),
        ]))
    // And back: the writer's JSON reads as the same value in both readers.
    #expect(try FirestoreRESTValue(json: viaReader.json) == viaReader)
    let viaJSONEncoder = try JSONEncoder().encode(viaReader)
    #expect(try FirestoreRESTValue(json: viaJSONEncoder) == viaReader)
  }

  struct Small: Decodable {
    var count: Int8
    var tags: [String]
  }

  @Test("An integer out of the property's range is dataCorrupted at its path")
  func integerRange() throws {
    let json = Data(
      #"{"fields": {"count": {"integerValue": "300"}, "tags": {"arrayValue": {}}}}"#.utf8)
    let error = try #require(throws: DecodingError.self) {
      try FirestoreRESTDecoder().decode(Small.self, from: json)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("Expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["count"])
  }

  /// A malformed input, the path its error must name, and a part of its message.
  struct BadInput: CustomTestStringConvertible, Sendable {
    var json: String
    var path: [String]
    var message: String
    var testDescription: String { message }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      json: #"{"fields": {"count": {}}}"#, path: ["count"], message: "has none of the members"),
    BadInput(
      json: #"{"fields": {"count": {"integerValue": "1", "stringValue": "1"}}}"#, path: ["count"],
      message: "two kinds: integerValue and stringValue"),
    BadInput(
      json: #"{"fields": {"count": {"integerValue": true}}}"#, path: ["count"],
      message: "Expected a number"),
    BadInput(
      json: #"{"fields": {"count": {"integerValue": "9223372036854775808"}}}"#, path: ["count"],
      message: "outside the 64-bit range"),
    BadInput(
      json: #"{"fields": {"count": {"integerValue": "1.5"}}}"#, path: ["count"],
      message: "is not a decimal integer"),
    BadInput(
      json:
        #"{"fields": {"tags": {"arrayValue": {"values": [{"stringValue": "a"}, {"timestampValue": "2024-02-30T00:00:00Z"}]}}}}"#,
      path: ["tags", "Index 1"], message: "day 30 does not exist in 2024-02"),
    BadInput(
      json:
        #"{"fields": {"tags": {"arrayValue": {"values": [{"timestampValue": "2024-01-01T00:00:00.1234567891Z"}]}}}}"#,
      path: ["tags", "Index 0"], message: "more than 9 digits"),
    BadInput(
      json:
        #"{"fields": {"p": {"mapValue": {"fields": {"where": {"geoPointValue": {"latitude": 91, "longitude": 0}}}}}}}"#,
      path: ["p", "where"], message: "geoPointValue"),
    BadInput(
      json: #"{"fields": {"b": {"bytesValue": "not base64!"}}}"#, path: ["b"],
      message: "is not base64"),
    BadInput(
      json: #"{"fields": {"r": {"referenceValue": "books/hamlet"}}}"#, path: ["r"],
      message: "is not a Firestore document name"),
    BadInput(
      json: #"{"fields": {"s": {"stringValue": 5}}}"#, path: ["s"], message: "a JSON string"),
    BadInput(
      json: #"{"fields": {"s": {"stringValue": "\ud800"}}}"#, path: ["s"],
      message: "high surrogate"),
    BadInput(
      json: #"{"fields": {"s": {"kind": 1}}}"#, path: ["s"], message: "'kind' is not a member"),
    BadInput(
      json: #"{"fields": {"s": {"nullValue": "NULL"}}}"#, path: ["s"], message: "NULL_VALUE"),
    BadInput(
      json: #"{"fields": {"d": {"doubleValue": "nan"}}}"#, path: ["d"], message: "is not a number"),
    BadInput(
      json: #"{"fields": {"a": {"stringValue": "x"}, "a": {"stringValue": "y"}}}"#, path: ["a"],
      message: "appears twice"),
    BadInput(
      json: #"{"fields": {"a": {"stringValue": "x"}}"#, path: [], message: "ends inside an object"),
    BadInput(
      json: #"{"fields": {"a": {"stringValue": "x"}}} trailing"#, path: [],
      message: "after the JSON value"),
  ]

  @Test("Bad input is dataCorrupted with the path of the offending field", arguments: badInputs)
  func badInput(_ input: BadInput) throws {
    let error = try #require(throws: DecodingError.self) {
      try FirestoreRESTDecoder().decode(SnapshotValue.self, from: Data(input.json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("Expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == input.path)
    #expect(context.debugDescription.contains(input.message), "\(context.debugDescription)")
  }

  @Test("Invalid UTF-8 in a string is an error, not a replacement character")
  func invalidUTF8() throws {
    var bytes = Array(#"{"fields": {"s": {"stringValue": "ab"}}}"#.utf8)
    let index = try #require(bytes.firstIndex(of: UInt8(ascii: "b")))
    bytes[index] = 0xFF
    #expect(throws: DecodingError.self) {
      try FirestoreRESTDecoder().decode(SnapshotValue.self, from: Data(bytes))
    }
  }

  @Test("100,000 levels of nesting are an error, not a stack overflow")
  func deepNesting() throws {
    let depth = 100_000
    let open = String(repeating: #"{"arrayValue": {"values": ["#, count: depth)
    let close = String(repeating: "]}}", count: depth)
    let text: String = #"{"fields": {"deep": "# + open + #"{"nullValue": null}"# + close + "}}"
    let json = Data(text.utf8)
    let error = try #require(throws: DecodingError.self) {
      try FirestoreRESTDecoder().decode(SnapshotValue.self, from: json)
    }
    #expect("\(error)".contains("maximumDepth"))
  }

  @Test("A 1 MiB document decodes")
  func largeDocument() throws {
    let text = String(repeating: "x", count: 1 << 20)
    let json = Data(#"{"fields": {"text": {"stringValue": "\#(text)"}}}"#.utf8)
    struct Large: Decodable { var text: String }
    #expect(try FirestoreRESTDecoder().decode(Large.self, from: json).text.utf8.count == 1 << 20)
  }

  @Test("Unknown fields rejected: every one is listed with its path")
  func unknownFields() throws {
    struct Title: Decodable { var title: String }
    var decoder = FirestoreRESTDecoder()
    decoder.unknownFields = .reject
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(Title.self, from: bookJSON)
    }
    let description = "\(error)"
    for name in ["numberOfPages", "published", "office", "tags", "empty"] {
      #expect(description.contains(name), "\(name) is not listed: \(description)")
    }
  }

  @Test("@UnknownFields keeps unmodelled typed values and writes them back unchanged")
  func unknownFieldsRoundTrip() throws {
    struct Partial: Codable {
      var title: String
      @UnknownFields var rest: [String: SnapshotValue]
    }
    let partial = try FirestoreRESTDecoder().decode(Partial.self, from: bookJSON)
    #expect(
      partial.rest["published"]
        == .timestamp(Timestamp(seconds: 308_534_400, nanoseconds: 123_456_000)))
    let encoded = try FirestoreRESTEncoder().encode(partial)
    let original = try FirestoreRESTValue(json: bookJSON.fieldsValue())
    #expect(FirestoreRESTValue.map(encoded.fields) == original)
  }

  @Test("runQuery, batchGet and list responses")
  func responses() throws {
    struct Title: Decodable, Equatable { var title: String }
    let document =
      #"{"name": "projects/p/databases/(default)/documents/books/a", "fields": {"title": {"stringValue": "A"}}}"#
    let runQuery = Data(
      #"[{"readTime": "2024-11-21T09:30:00Z"}, {"document": \#(document), "readTime": "2024-11-21T09:30:00Z"}, {"done": true}]"#
        .utf8)
    let results = try FirestoreRESTDecoder().decodeRunQueryResponse(Title.self, from: runQuery)
    #expect(results.map(\.value) == [Title(title: "A")])
    #expect(results.first?.documentID == "a")

    let batchGet = Data(
      #"[{"found": \#(document)}, {"missing": "projects/p/databases/(default)/documents/books/b", "readTime": "2024-11-21T09:30:00Z"}]"#
        .utf8)
    let batch = try FirestoreRESTDecoder().decodeBatchGetResponse(Title.self, from: batchGet)
    #expect(batch.count == 2)
    if case .found(let found) = batch[0] {
      #expect(found.value.title == "A")
    } else {
      Issue.record("\(batch[0])")
    }
    if case .missing(let missing) = batch[1] {
      #expect(missing.documentID == "b")
    } else {
      Issue.record("\(batch[1])")
    }

    let list = Data(#"{"documents": [\#(document)], "nextPageToken": "next"}"#.utf8)
    let page = try FirestoreRESTDecoder().decodeListResponse(Title.self, from: list)
    #expect(page.documents.map(\.value) == [Title(title: "A")])
    #expect(page.nextPageToken == "next")
    #expect(
      try FirestoreRESTDecoder().decodeListResponse(Title.self, from: Data("{}".utf8)).documents
        .isEmpty)

    let bad = Data(#"[{"document": {"fields": {"title": {"integerValue": "1"}}}}]"#.utf8)
    let error = try #require(throws: DecodingError.self) {
      try FirestoreRESTDecoder().decodeRunQueryResponse(Title.self, from: bad)
    }
    guard case .typeMismatch(_, let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["Index 0", "title"])
  }
}

extension Data {
  /// The `fields` of a document's JSON, as one `mapValue`.
  func fieldsValue() throws -> Data {
    let object = try JSONSerialization.jsonObject(with: self) as? [String: Any] ?? [:]
    let fields = object["fields"] ?? [:]
    return try JSONSerialization.data(withJSONObject: ["mapValue": ["fields": fields]])
  }
}
