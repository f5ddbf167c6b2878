/// A path, an ID or a name that Firestore forbids, or that does not name what the call needs.
///
/// Thrown before any request is sent, for every path and ID a call takes — document and
/// collection paths, a query's parent and collection ID, the ID given to `create`, the project
/// and database IDs — by the rules Firestore documents (*Quotas and limits*, "Collections,
/// documents, and fields"). Nothing is resolved or normalised: a path that names something
/// other than it reads, such as `books/../admins/root`, is refused.
///
/// ```swift
/// do {
///     _ = try await firestore.get(Book.self, at: "books/\(id)")   // id = "../admins/root"
/// } catch let error as FirestoreRESTPathError {
///     error.rule      // .dotSegment
///     error.segment   // ".."
///     print(error)
///     // 'books/../admins/root': segment 2, '..', is '.' or '..', which Firestore forbids as an ID
/// }
/// ```
public struct FirestoreRESTPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What a path or an ID names.
  public enum Kind: Hashable, Sendable {
    /// A document: `collection/document[/collection/document…]`, an even number of segments.
    case document
    /// A collection: `collection[/document/collection…]`, an odd number of segments.
    case collection
    /// One document's ID, such as the one given to `create(_:in:documentID:)`.
    case documentID
    /// One collection's ID, such as a query's or a collection group's.
    case collectionID
    /// A project's ID.
    case project
    /// A database's ID.
    case database
  }

  /// The rule a path or an ID breaks.
  public enum Rule: Hashable, Sendable {
    /// The path or ID is empty.
    case empty
    /// A segment is empty: a leading, trailing or double slash.
    case emptySegment
    /// A segment is `.` or `..`, which Firestore forbids as IDs and a URL would resolve.
    case dotSegment
    /// A segment matches `__.*__`, which Firestore reserves.
    case reservedID
    /// A segment is longer than 1,500 bytes of UTF-8, Firestore's limit for an ID.
    case tooLong
    /// An ID holds a `/`, which would make it a path.
    case containsSlash
    /// A document path where a collection's belongs, or the other way round.
    case wrongKind
    /// A project or database ID with a character or a length its rules forbid.
    case invalidCharacters
  }

  /// The path or ID as given.
  public var path: String
  /// What the call needed.
  public var expected: Kind
  /// The rule broken.
  public var rule: Rule
  /// The segment that breaks it, when one does.
  public var segment: String?
  /// What is wrong, in a sentence that quotes the path and the segment.
  public var description: String

  /// An error.
  ///
  /// - Parameters:
  ///   - path: The path or ID as given.
  ///   - expected: What the call needed.
  ///   - rule: The rule broken.
  ///   - segment: The segment that breaks it.
  ///   - description: What is wrong.
  public init(
    path: String, expected: Kind, rule: Rule, segment: String? = nil, description: String
  ) {
    self.path = path
    self.expected = expected
    self.rule = rule
    self.segment = segment
    self.description = description
  }

  /// The largest ID Firestore accepts, in bytes of UTF-8.
  public static let maximumIDBytes = 1_500

  // MARK: Checks

  /// The segments of a document path, each checked.
  ///
  /// - Parameter path: `"books/hitchhiker"`.
  /// - Returns: The segments.
  /// - Throws: ``FirestoreRESTPathError`` when `path` is not a document's.
  package static func checkDocument(_ path: String) throws -> [Substring] {
    try check(path, expected: .document)
  }

  /// The segments of a collection path, each checked.
  ///
  /// - Parameter path: `"books"` or `"books/hitchhiker/reviews"`.
  /// - Returns: The segments.
  /// - Throws: ``FirestoreRESTPathError`` when `path` is not a collection's.
  package static func checkCollection(_ path: String) throws -> [Substring] {
    try check(path, expected: .collection)
  }

  /// Checks one document or collection ID: a segment, with no slash.
  ///
  /// - Parameters:
  ///   - id: The ID.
  ///   - kind: ``Kind/documentID`` or ``Kind/collectionID``.
  /// - Throws: ``FirestoreRESTPathError`` naming the rule.
  package static func checkID(_ id: String, _ kind: Kind) throws {
    let name = kind == .documentID ? "document ID" : "collection ID"
    guard !id.isEmpty else {
      throw FirestoreRESTPathError(
        path: id, expected: kind, rule: .empty, description: "The \(name) is empty")
    }
    if id.contains("/") {
      throw FirestoreRESTPathError(
        path: id, expected: kind, rule: .containsSlash, segment: id,
        description:
          "The \(name) '\(quoted(id))' holds a '/'; an ID is one segment, and a slash would "
          + "make it a path")
    }
    if let problem = segmentProblem(Substring(id)) {
      throw FirestoreRESTPathError(
        path: id, expected: kind, rule: problem.rule, segment: id,
        description: "The \(name) '\(quoted(id))' \(problem.text)")
    }
  }

  /// Checks a project's ID: lowercase letters, digits and hyphens, or a domain-scoped ID
  /// (`example.com:project`), at most 100 characters.
  ///
  /// - Parameter id: The project's ID.
  /// - Throws: ``FirestoreRESTPathError`` naming the rule.
  package static func checkProjectID(_ id: String) throws {
    let allowed = id.utf8.allSatisfy {
      (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2E
        || $0 == 0x3A
    }
    guard !id.isEmpty else {
      throw FirestoreRESTPathError(
        path: id, expected: .project, rule: .empty, description: "The project ID is empty")
    }
    guard allowed, id.utf8.count <= 100, id != ".", id != ".." else {
      throw FirestoreRESTPathError(
        path: id, expected: .project,
        rule: id == "." || id == ".." ? .dotSegment : .invalidCharacters,
        segment: id,
        description:
          "The project ID '\(quoted(id))' is not one: a project ID has lowercase letters, "
          + "digits and hyphens (a domain-scoped one, 'example.com:project'), at most 100 "
          + "characters")
    }
  }

  /// Checks a database's ID: `(default)`, or 4 to 63 lowercase letters, digits and hyphens,
  /// starting with a letter and ending with a letter or a digit.
  ///
  /// - Parameter id: The database's ID.
  /// - Throws: ``FirestoreRESTPathError`` naming the rule.
  package static func checkDatabaseID(_ id: String) throws {
    guard id != "(default)" else { return }
    let bytes = Array(id.utf8)
    let isLetter = { (byte: UInt8) in (0x61...0x7A).contains(byte) }
    let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
    guard !bytes.isEmpty else {
      throw FirestoreRESTPathError(
        path: id, expected: .database, rule: .empty, description: "The database ID is empty")
    }
    guard (4...63).contains(bytes.count), let first = bytes.first, let last = bytes.last,
      isLetter(first), isLetter(last) || isDigit(last),
      bytes.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 0x2D })
    else {
      throw FirestoreRESTPathError(
        path: id, expected: .database, rule: .invalidCharacters, segment: id,
        description:
          "The database ID '\(quoted(id))' is not one: '(default)', or 4 to 63 lowercase "
          + "letters, digits and hyphens, starting with a letter and ending with a letter or a "
          + "digit")
    }
  }

  private static func check(_ path: String, expected: Kind) throws -> [Substring] {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    let example =
      expected == .document
      ? "collection/document[/collection/document…]" : "collection[/document/collection…]"
    let name = expected == .document ? "document" : "collection"
    guard !path.isEmpty else {
      throw FirestoreRESTPathError(
        path: path, expected: expected, rule: .empty,
        description: "The \(name) path is empty; a \(name) path is \(example)")
    }
    try checkSegments(segments, of: path, expected: expected)
    switch (expected, segments.count % 2 == 0) {
    case (.document, false):
      throw FirestoreRESTPathError(
        path: path, expected: expected, rule: .wrongKind,
        description:
          "'\(quoted(path))' is a collection path; a document path has an even number of "
          + "segments (\(example))")
    case (.collection, true):
      throw FirestoreRESTPathError(
        path: path, expected: expected, rule: .wrongKind,
        description:
          "'\(quoted(path))' is a document path; a collection path has an odd number of "
          + "segments (\(example))")
    default:
      return segments
    }
  }

  /// Checks each segment of a path: not empty, and no rule of ``segmentProblem(_:)`` broken.
  ///
  /// - Parameters:
  ///   - segments: The path's segments.
  ///   - path: The path, for the error.
  ///   - expected: What the path names, for the error.
  /// - Throws: ``FirestoreRESTPathError`` naming the first segment that breaks a rule.
  package static func checkSegments(
    _ segments: [Substring], of path: String, expected: Kind
  ) throws {
    let example =
      expected == .document
      ? "collection/document[/collection/document…]" : "collection[/document/collection…]"
    let name = expected == .document ? "document" : "collection"
    for (index, segment) in segments.enumerated() {
      if segment.isEmpty {
        throw FirestoreRESTPathError(
          path: path, expected: expected, rule: .emptySegment, segment: "",
          description:
            "'\(quoted(path))' has an empty segment (segment \(index + 1)); a \(name) path is "
            + "\(example), with no leading, trailing or double slash")
      }
      if let problem = segmentProblem(segment) {
        throw FirestoreRESTPathError(
          path: path, expected: expected, rule: problem.rule, segment: String(segment),
          description:
            "'\(quoted(path))': segment \(index + 1), '\(quoted(String(segment)))', "
            + problem.text)
      }
    }
  }

  /// The rule a non-empty segment breaks, and the end of a sentence saying so.
  package static func segmentProblem(_ segment: Substring) -> (rule: Rule, text: String)? {
    if segment == "." || segment == ".." {
      return (.dotSegment, "is '.' or '..', which Firestore forbids as an ID")
    }
    let bytes = segment.utf8
    if bytes.count >= 4, bytes.starts(with: "__".utf8), bytes.reversed().starts(with: "__".utf8) {
      return (.reservedID, "matches __.*__, which Firestore reserves")
    }
    if bytes.count > maximumIDBytes {
      return (
        .tooLong,
        "is \(bytes.count) bytes long; Firestore allows at most \(maximumIDBytes) bytes per ID"
      )
    }
    return nil
  }

  /// The text, cut to 200 characters: an error quotes what it refuses without echoing a
  /// 100,000-byte path whole.
  private static func quoted(_ text: String) -> String {
    text.count <= 200 ? text : text.prefix(200) + "…"
  }
}
