/// A path that does not name what the call needs.
///
/// A collection path where a document's belongs, or the other way round, or a path with an
/// empty segment. Thrown before any request is sent.
///
/// ```swift
/// do {
///     _ = try await firestore.get(Book.self, at: "books")
/// } catch let error as FirestoreRESTPathError {
///     print(error)
///     // 'books' is a collection path; a document path has an even number of segments
///     // (collection/document[/collection/document…])
/// }
/// ```
public struct FirestoreRESTPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What a path names.
  public enum Kind: Hashable, Sendable {
    /// A document: `collection/document[/collection/document…]`, an even number of segments.
    case document
    /// A collection: `collection[/document/collection…]`, an odd number of segments.
    case collection
  }

  /// The path as given.
  public var path: String
  /// What the call needed.
  public var expected: Kind
  /// What is wrong, in a sentence that quotes the path.
  public var description: String

  /// An error.
  ///
  /// - Parameters:
  ///   - path: The path as given.
  ///   - expected: What the call needed.
  ///   - description: What is wrong.
  public init(path: String, expected: Kind, description: String) {
    self.path = path
    self.expected = expected
    self.description = description
  }

  /// The segments of a document path.
  ///
  /// - Parameter path: `"books/hitchhiker"`.
  /// - Returns: The segments.
  /// - Throws: ``FirestoreRESTPathError`` when `path` is not a document's.
  package static func checkDocument(_ path: String) throws -> [Substring] {
    try check(path, expected: .document)
  }

  /// The segments of a collection path.
  ///
  /// - Parameter path: `"books"` or `"books/hitchhiker/reviews"`.
  /// - Returns: The segments.
  /// - Throws: ``FirestoreRESTPathError`` when `path` is not a collection's.
  package static func checkCollection(_ path: String) throws -> [Substring] {
    try check(path, expected: .collection)
  }

  private static func check(_ path: String, expected: Kind) throws -> [Substring] {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    let example =
      expected == .document
      ? "collection/document[/collection/document…]" : "collection[/document/collection…]"
    let name = expected == .document ? "document" : "collection"
    guard !path.isEmpty else {
      throw FirestoreRESTPathError(
        path: path, expected: expected,
        description: "The \(name) path is empty; a \(name) path is \(example)")
    }
    if let empty = segments.firstIndex(where: \.isEmpty) {
      throw FirestoreRESTPathError(
        path: path, expected: expected,
        description:
          "'\(path)' has an empty segment (segment \(empty + 1)); a \(name) path is \(example), "
          + "with no leading, trailing or double slash")
    }
    switch (expected, segments.count % 2 == 0) {
    case (.document, false):
      throw FirestoreRESTPathError(
        path: path, expected: expected,
        description:
          "'\(path)' is a collection path; a document path has an even number of segments "
          + "(\(example))")
    case (.collection, true):
      throw FirestoreRESTPathError(
        path: path, expected: expected,
        description:
          "'\(path)' is a document path; a collection path has an odd number of segments "
          + "(\(example))")
    default:
      return segments
    }
  }
}
