import Foundation

/// A document that was read but did not decode into the model: its name and the error.
///
/// A lossy read (`runQueryLossy`, a document sequence's `lossy` form) returns these next to the
/// documents that decoded, so one bad document does not fail the others, and none is dropped
/// without a trace.
///
/// ```swift
/// let result = try await firestore.runQueryLossy(Book.self, query)
/// for failure in result.failures {
///     log.warning("\(failure.path ?? "?"): \(failure.error)")   // books/b7: typeMismatch at pages…
/// }
/// ```
public struct FirestoreRESTDocumentFailure: Error, Sendable, CustomStringConvertible {
  /// The document's full name, `projects/…/documents/books/b7`, when the response gave one.
  public var name: String?
  /// Why it did not decode: usually a `DecodingError` whose path is inside the document.
  public var error: any Error

  /// A failure.
  ///
  /// - Parameters:
  ///   - name: The document's full name.
  ///   - error: Why it did not decode.
  public init(name: String?, error: any Error) {
    self.name = name
    self.error = error
  }

  /// The document's path from the database root, `books/b7`.
  public var path: String? {
    guard let name, let range = name.range(of: "/documents/") else { return nil }
    return String(name[range.upperBound...])
  }

  /// The path and the error.
  public var description: String {
    "\(path ?? name ?? "a document without a name"): \(error)"
  }
}

/// The documents of a read that decoded, and the ones that did not.
public struct FirestoreRESTLossyDocuments<Model> {
  /// The documents that decoded, in the order they were read.
  public var documents: [FirestoreRESTDocument<Model>]
  /// The documents that did not decode, in the order they were read.
  public var failures: [FirestoreRESTDocumentFailure]

  /// A result.
  ///
  /// - Parameters:
  ///   - documents: The documents that decoded.
  ///   - failures: The documents that did not.
  public init(
    documents: [FirestoreRESTDocument<Model>], failures: [FirestoreRESTDocumentFailure]
  ) {
    self.documents = documents
    self.failures = failures
  }
}

extension FirestoreRESTLossyDocuments: Sendable where Model: Sendable {}
