public import CodableTransformsTesting
import Foundation
import LossyCoding
public import Testing
import URLCoding

/// Lossy documents: a whole response that is a list of documents, decoded as a top-level
/// `LossyArray`, `Lossy<C>.Array` or `LossyDictionary`, where one bad document is dropped and
/// reported at its index or key instead of failing the rest.
///
/// The kit's suites decode a keyed harness, so they cannot hold a top-level value; these checks
/// decode the wrappers' own types with a coder, and every package that has coders runs them
/// (the root package's tests, the `Interop` package with Yams and XMLCoder):
///
/// ```swift
/// @Test(arguments: ConformanceCoders.all)
/// func lossyArray(_ coder: any ConformanceCoder) throws {
///     try LossyDocumentConformance.verifyArray(with: coder)
/// }
/// ```
public enum LossyDocumentConformance {
  /// A document: a title and lossy tags, so that a kept document can report a drop of its own.
  struct Post: Codable, Hashable, Sendable {
    var title: String
    @LossyArray var tags: [String]
  }

  /// Decodes `wire` as `T` with a report in the decoder's `userInfo`.
  static func decode<T: Decodable>(
    _ type: T.Type, from wire: WireValue, with coder: any ConformanceCoder,
    sourceLocation: SourceLocation
  ) throws -> (T, RecoveryReport) {
    let report = RecoveryReport()
    let reporting = try #require(
      coder.adding(userInfo: [.recoveryReport: report]), sourceLocation: sourceLocation)
    return (try reporting.decode(T.self, from: wire), report)
  }

  /// A top-level `LossyArray<Post>` of three documents, the first without a title and the second
  /// with a tag that is an array: the first is dropped at `[0]`, in `errors` and in the report,
  /// which lists it before the drop inside the second (`[1].tags[1]`), in decoding order;
  /// encoding writes the plain array of what was kept.
  ///
  /// - Parameters:
  ///   - coder: The coder.
  ///   - encodesTopLevelArrays: Whether the coder writes an array as its root; a coder whose
  ///     root is an object (a snapshot tree, a Firestore document) must refuse it instead.
  ///   - sourceLocation: Where failures are reported.
  /// - Throws: The coder's errors, which fail the check.
  public static func verifyArray(
    with coder: any ConformanceCoder, encodesTopLevelArrays: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let wire: WireValue = [
      ["tags": ["orphan"]],
      ["title": "Second", "tags": ["swift", ["nested"]]],
      ["title": "Third", "tags": ["last"]],
    ]
    let (posts, report) = try decode(
      LossyArray<Post>.self, from: wire, with: coder, sourceLocation: sourceLocation)
    #expect(
      posts.wrappedValue == [
        Post(title: "Second", tags: ["swift"]), Post(title: "Third", tags: ["last"]),
      ], sourceLocation: sourceLocation)
    #expect(
      posts.projectedValue.errors.map(\.codingPathDescription) == ["[0]"],
      sourceLocation: sourceLocation)
    #expect(
      posts.projectedValue.errors.map { DecodingErrorKind(of: $0.error) } == [.keyNotFound],
      sourceLocation: sourceLocation)
    #expect(
      report.entries.map(\.codingPathDescription) == ["[0]", "[1].tags[1]"],
      sourceLocation: sourceLocation)

    guard encodesTopLevelArrays else {
      return expectRefusal(of: posts, by: coder, sourceLocation: sourceLocation)
    }
    let encoded = try coder.encode(posts)
    #expect(
      try coder.decode([Post].self, from: encoded) == posts.wrappedValue,
      sourceLocation: sourceLocation)
  }

  /// A top-level `Lossy<URLString<URL>>.Array`: each element is coded by the catalogue wrapper;
  /// an empty string (the transform's rejection) and a number (a type mismatch) are dropped at
  /// their indexes.
  ///
  /// - Parameters:
  ///   - coder: The coder.
  ///   - encodesTopLevelArrays: Whether the coder writes an array as its root; a coder whose
  ///     root is an object must refuse it instead.
  ///   - sourceLocation: Where failures are reported.
  /// - Throws: The coder's errors, which fail the check.
  public static func verifyTransformedArray(
    with coder: any ConformanceCoder, encodesTopLevelArrays: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let wire: WireValue = ["https://swift.org", "", ["href": "x"], "https://example.com/a"]
    let (links, report) = try decode(
      Lossy<URLString<URL>>.Array.self, from: wire, with: coder, sourceLocation: sourceLocation)
    #expect(
      links.wrappedValue.map(\.absoluteString) == ["https://swift.org", "https://example.com/a"],
      sourceLocation: sourceLocation)
    #expect(
      links.projectedValue.errors.map(\.codingPathDescription) == ["[1]", "[2]"],
      sourceLocation: sourceLocation)
    #expect(
      links.projectedValue.errors.map { DecodingErrorKind(of: $0.error) } == [
        .dataCorrupted, .typeMismatch,
      ], sourceLocation: sourceLocation)
    #expect(
      report.entries.map(\.codingPathDescription) == ["[1]", "[2]"],
      sourceLocation: sourceLocation)

    guard encodesTopLevelArrays else {
      return expectRefusal(of: links, by: coder, sourceLocation: sourceLocation)
    }
    let encoded = try coder.encode(links)
    #expect(
      try coder.decode(Lossy<URLString<URL>>.Array.self, from: encoded).wrappedValue
        == links.wrappedValue, sourceLocation: sourceLocation)
  }

  /// A top-level `LossyDictionary<String, Post>`, documents keyed by their ID: the document
  /// whose title is a number is dropped at its key, in `errors` and in the report, with the drop
  /// inside a kept document; encoding writes the plain object of what was kept.
  ///
  /// - Parameters:
  ///   - coder: The coder.
  ///   - sourceLocation: Where failures are reported.
  /// - Throws: The coder's errors, which fail the check.
  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  public static func verifyDictionary(
    with coder: any ConformanceCoder, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let wire: WireValue = [
      "p1": ["title": "First", "tags": ["one"]],
      "p2": ["title": ["text": "Second"], "tags": ["two"]],
      "p3": ["title": "Third", "tags": ["a", ["b"]]],
    ]
    let (byID, report) = try decode(
      LossyDictionary<String, Post>.self, from: wire, with: coder,
      sourceLocation: sourceLocation)
    #expect(
      byID.wrappedValue == [
        "p1": Post(title: "First", tags: ["one"]), "p3": Post(title: "Third", tags: ["a"]),
      ], sourceLocation: sourceLocation)
    #expect(
      byID.projectedValue.errors.map(\.codingPathDescription) == ["p2"],
      sourceLocation: sourceLocation)
    #expect(
      byID.projectedValue.errors.map { DecodingErrorKind(of: $0.error) } == [.typeMismatch],
      sourceLocation: sourceLocation)
    #expect(
      report.entries.map(\.codingPathDescription).sorted() == ["p2", "p3.tags[1]"],
      sourceLocation: sourceLocation)

    let encoded = try coder.encode(byID)
    #expect(
      try coder.decode([String: Post].self, from: encoded) == byID.wrappedValue,
      sourceLocation: sourceLocation)
  }

  /// A coder whose root is an object refuses to write an array there: an
  /// `EncodingError.invalidValue` at the top level, never a tree of another shape.
  static func expectRefusal(
    of value: some Encodable, by coder: any ConformanceCoder, sourceLocation: SourceLocation
  ) {
    do {
      _ = try coder.encode(value)
      Issue.record(
        "\(coder.name) wrote a top-level array, which it was expected to refuse",
        sourceLocation: sourceLocation)
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.codingPath.isEmpty, sourceLocation: sourceLocation)
    } catch {
      Issue.record(
        "expected EncodingError.invalidValue, got \(error)", sourceLocation: sourceLocation)
    }
  }

  /// A top-level lossy array given an object decodes as empty, reported at the top level.
  ///
  /// - Parameters:
  ///   - coder: The coder.
  ///   - sourceLocation: Where failures are reported.
  /// - Throws: The coder's errors, which fail the check.
  public static func verifyNotAnArray(
    with coder: any ConformanceCoder, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (posts, report) = try decode(
      LossyArray<Post>.self, from: ["title": "alone", "tags": []], with: coder,
      sourceLocation: sourceLocation)
    #expect(posts.wrappedValue.isEmpty, sourceLocation: sourceLocation)
    #expect(
      posts.projectedValue.errors.map { DecodingErrorKind(of: $0.error) } == [.typeMismatch],
      sourceLocation: sourceLocation)
    #expect(
      report.entries.map(\.codingPathDescription) == [""], sourceLocation: sourceLocation)
  }
}
