import CodableTransforms
import CodableTransformsTesting
import Foundation
import Testing
import _CodableTransformsLibraryTesting

// What the library's messages say, pinned: a printed drop names the whole path of its error, no
// message names an underscored type of the library, and no message describes a value as
// `<description unavailable>`. Foundation's own wording (a type mismatch) is Linux's.

private struct Event: Codable, Equatable {
  var name: String
  var date: Double
}

private struct Feed: Codable {
  @LossyArray var events: [Event]
  @Lossy<URLString<URL>>.Array var links: [URL]
}

private enum Shape: PolymorphicCodable, Equatable, Sendable {
  case none
  static let variants: [PolymorphicVariant<Shape>] = [.unit("none", .none)]
}

private struct Agenda: Encodable {
  @ISO8601Date var date: Date
}

@Suite("Messages")
struct MessageTests {
  @Test func aDropPrintsTheFullPathOfItsError() throws {
    let json = #"""
      {"events": [{"name": "a", "date": 1}, {"name": "b", "date": "soon"}],
       "links": ["https://swift.org", "not a url"]}
      """#
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let feed = try decoder.decode(Feed.self, from: Data(json.utf8))
    #expect(feed.events == [Event(name: "a", date: 1)])
    #if os(Linux)
      #expect(
        feed.$events.description
          == "events[1] (at events[1].date): Expected to decode Double but found a string instead.")
    #endif
    #expect(feed.$events.description.hasPrefix("events[1] (at events[1].date): "))
    // An error at the dropped value itself prints its path once.
    #expect(
      feed.$links.description
        == "links[1]: 'not a url' is not a valid URL (RFC 3986; spaces and non-ASCII characters "
        + "must be percent-encoded)")
    #expect(report.description == feed.$events.description + "\n" + feed.$links.description)
  }

  @Test func aMissingTagNamesNoUnderscoredType() throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Shape.self, from: Data("{}".utf8))
    }
    guard case .keyNotFound(_, let context) = error else {
      Issue.record("expected keyNotFound, got \(error)")
      return
    }
    #if os(Linux)
      #expect(
        context.debugDescription
          == #"No value associated with key PolymorphicCodingKey(stringValue: "type", "#
          + #"intValue: nil) ("type")."#)
    #endif
    #expect(!"\(error)".contains("_Polymorphic"))
  }

  @Test(arguments: [253_402_300_800, -1e12, .infinity] as [Double])
  func anUnwritableDateIsPrintedAsItsSecondsSince1970(_ seconds: Double) throws {
    let error = try #require(throws: EncodingError.self) {
      try JSONEncoder().encode(Agenda(date: Date(timeIntervalSince1970: seconds)))
    }
    let message =
      "Date(timeIntervalSince1970: \(seconds)) is outside the years 0000–9999 that an RFC 3339 "
      + "date-time can write"
    // The standard library prints the value, its type, the path, the message and the
    // underlying `TransformError`, as for every transform's rejection.
    #expect(
      "\(error)"
        == "EncodingError.invalidValue: \(seconds) (Double). Path: date. Debug description: "
        + "\(message). Underlying error: \(message)")
  }

  /// Every missing key, `null`, invalid and recovered input of every suite, with every coder:
  /// the messages and report entries name no underscored type and describe every value.
  @Test(arguments: ConformanceCoders.all)
  func noMessageOfAnySuiteNamesAnUnderscoredTypeOrAnUndescribedValue(
    _ coder: any ConformanceCoder
  ) {
    let outcomes = LibraryConformance.all.badInputOutcomes(coder: coder)
    #expect(outcomes.count > 500)
    let underscored = /\b_[A-Z][A-Za-z]+/
    for outcome in outcomes {
      let text =
        "\(outcome.result)"
        + {
          if case .decoded(_, let reported) = outcome.result { reported.joined() } else { "" }
        }()
      #expect(
        !text.contains(underscored) && !text.contains("<description unavailable>"),
        "\(outcome)")
    }
  }
}
