import CodableTransformsCore
public import FirebaseContract

/// A reference to a Firestore document, as the REST API writes it in a `referenceValue`: the
/// document's full resource name.
///
/// ```swift
/// struct Review: Codable {
///     var book: FirestoreRESTReference          // {"referenceValue": "projects/p/databases/(default)/documents/books/hitchhiker"}
///     var stars: Int
/// }
///
/// let book = try FirestoreRESTReference(name: "projects/p/databases/(default)/documents/books/hitchhiker")
/// book.path        // "books/hitchhiker"
/// book.documentID  // "hitchhiker"
/// ```
///
/// `FirestoreRESTDecoder` also puts the reference of the document it decodes in `userInfo` under
/// `CodingUserInfoKey.firestoreDocumentReference`, where `@DocumentID` finds the id — or the
/// reference itself, for a `@DocumentID` that holds one:
///
/// ```swift
/// struct Review: Codable {
///     @DocumentID var reference: FirestoreRESTReference?   // this document's; never written
///     var stars: Int
/// }
/// ```
///
/// As a `DocumentIDRepresentable` its string form is ``documentID``, and an ID alone makes no
/// reference (`init?(documentID:)` fails): only a decoder that carries the document's reference
/// gives one.
///
/// - Note: Wire format: a `referenceValue` in Firestore's REST coders; the full name as a string
///   in other coders.
public struct FirestoreRESTReference: Hashable, Sendable, FirebaseNativeDocumentReference {
  /// The full resource name: `projects/{project}/databases/{database}/documents/{path}`.
  public let name: String
  /// The project's id.
  public let projectID: String
  /// The database's id, `"(default)"` unless the project has several.
  public let databaseID: String
  /// The document's path from the database root, `"books/hitchhiker"`.
  public let path: String

  /// The document's id: the last segment of ``path``.
  public var documentID: String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The path of the collection that holds the document, `"books"`.
  public var collectionPath: String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// Reads a full resource name, checking each of its IDs by Firestore's rules.
  ///
  /// - Parameter name: `projects/{project}/databases/{database}/documents/{collection}/{id}…`,
  ///   with an even number of segments after `documents`.
  /// - Throws: ``InvalidName`` when the name is not a document's, or a segment breaks a rule
  ///   of ``FirestoreRESTPathError`` (a `.` or `..` segment, an ID matching `__.*__`, …).
  public init(name: String) throws {
    let segments = name.split(separator: "/", omittingEmptySubsequences: false)
    guard segments.count >= 7, segments[0] == "projects", segments[2] == "databases",
      segments[4] == "documents"
    else {
      throw InvalidName(
        name: name,
        reason: "expected projects/{project}/databases/{database}/documents/{path}")
    }
    let path = segments[5...].joined(separator: "/")
    do {
      try FirestoreRESTPathError.checkProjectID(String(segments[1]))
      try FirestoreRESTPathError.checkDatabaseID(String(segments[3]))
      _ = try FirestoreRESTPathError.checkDocument(path)
    } catch let error as FirestoreRESTPathError {
      throw InvalidName(name: name, reason: error.description, rule: error.rule)
    }
    self.name = name
    projectID = String(segments[1])
    databaseID = String(segments[3])
    self.path = path
  }

  /// A reference in a project's database.
  ///
  /// - Parameters:
  ///   - projectID: The project's id.
  ///   - databaseID: The database's id.
  ///   - path: The document's path, `"books/hitchhiker"`.
  /// - Throws: ``InvalidName`` when `path` is not a document's.
  public init(projectID: String, databaseID: String = "(default)", path: String) throws {
    try self.init(name: "projects/\(projectID)/databases/\(databaseID)/documents/\(path)")
  }

  /// A name that is not a document's resource name.
  public struct InvalidName: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name.
    public var name: String
    /// What is wrong with it.
    public var reason: String
    /// The rule of Firestore's paths that a segment breaks, when one does.
    public var rule: FirestoreRESTPathError.Rule?

    /// An error.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - reason: What is wrong with it.
    ///   - rule: The rule a segment breaks.
    public init(name: String, reason: String, rule: FirestoreRESTPathError.Rule? = nil) {
      self.name = name
      self.reason = reason
      self.rule = rule
    }

    /// The name and the reason.
    public var description: String { "'\(name)' is not a Firestore document name: \(reason)" }
  }
}

extension FirestoreRESTReference: Codable {
  /// Reads the full name from a string.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for a name that is not a document's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    do {
      try self.init(name: name)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(error)")
    }
  }

  /// Writes the full name as a string.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}

extension FirestoreRESTReference: CustomStringConvertible {
  /// The full name.
  public var description: String { name }
}
