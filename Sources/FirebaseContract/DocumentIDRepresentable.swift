public import Foundation

/// A type a `@DocumentID` (of `DocumentCoding`) can hold, and a `KeyedList` (of `SnapshotCoding`)
/// can key its elements by: a document identifier and its string form.
///
/// `String` and `UUID` conform. Conform your own identifier type to keep document identifiers
/// apart from other strings; a `RawRepresentable` type with a `String` raw value gets both
/// requirements for free:
///
/// ```swift
/// struct BookID: RawRepresentable, Hashable, Sendable, DocumentIDRepresentable {
///     var rawValue: String
/// }
///
/// struct Book: Codable {
///     @DocumentID var id: BookID?
///     var title: String
/// }
/// ```
///
/// A document reference can be the identifier too — the Firebase SDK's `DocumentReference` once
/// it conforms to ``FirebaseNativeDocumentReference``, and the REST coder's
/// `FirestoreRESTReference` — built from the reference that the decoder carries in
/// `userInfo[.firestoreDocumentReference]` (see `init?(documentID:reference:)`):
///
/// ```swift
/// struct Review: Codable {
///     @DocumentID var reference: FirestoreRESTReference?   // the document's full name
///     var stars: Int
/// }
/// ```
///
/// - Note: Wire format: the identifier is always a string, ``documentID``.
public protocol DocumentIDRepresentable {
  /// Creates the identifier from its string form.
  ///
  /// Fails when `documentID` is not a valid identifier of this type; decoding then throws
  /// `DecodingError.dataCorrupted` quoting it.
  ///
  /// - Parameter documentID: The document identifier, from the decoder's
  ///   `userInfo[.documentID]`, the decoded field or a `KeyedList` key.
  init?(documentID: String)

  /// Creates the identifier of the document a decoder reads, from everything the decoder knows
  /// of it: its identifier and, when the decoder carries one, its reference.
  ///
  /// `@DocumentID` calls it when the decoder provides the document (in `userInfo[.documentID]`
  /// or `userInfo[.firestoreDocumentReference]`), and with no reference for a decoded field. The
  /// default implementation is `init?(documentID: documentID)`, so an identifier type implements
  /// only `init?(documentID:)`; a ``FirebaseNativeDocumentReference`` gets one that takes the
  /// decoder's reference when it is of its own type. Implement it to build a value from another
  /// type's reference, such as the path of the SDK's `DocumentReference`:
  ///
  /// ```swift
  /// struct BookPath: DocumentIDRepresentable {
  ///     var path: String
  ///     init?(documentID: String) { nil }   // an ID alone does not say where the book is
  ///     init?(documentID: String, reference: (any FirebaseNativeDocumentReference)?) {
  ///         guard let reference else { return nil }
  ///         path = reference.path
  ///     }
  ///     var documentID: String { String(path.split(separator: "/").last ?? "") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - documentID: The document's identifier: `userInfo[.documentID]`, else the reference's
  ///     `documentID`, else the decoded field.
  ///   - reference: The reference the decoder carries, or `nil`.
  init?(documentID: String, reference: (any FirebaseNativeDocumentReference)?)

  /// The identifier's string form.
  var documentID: String { get }
}

extension DocumentIDRepresentable {
  /// Creates the identifier from `documentID` alone: `init?(documentID: documentID)`.
  ///
  /// - Parameters:
  ///   - documentID: The document's identifier.
  ///   - reference: The decoder's reference, which an identifier does not need.
  public init?(documentID: String, reference: (any FirebaseNativeDocumentReference)?) {
    self.init(documentID: documentID)
  }
}

extension DocumentIDRepresentable where Self: FirebaseNativeDocumentReference {
  /// Takes the decoder's reference when it is of this type, else `init?(documentID:)`.
  ///
  /// - Parameters:
  ///   - documentID: The document's identifier.
  ///   - reference: The decoder's reference, or `nil`.
  public init?(documentID: String, reference: (any FirebaseNativeDocumentReference)?) {
    if let reference = reference as? Self {
      self = reference
    } else {
      self.init(documentID: documentID)
    }
  }

  /// Fails: an identifier alone makes no reference.
  ///
  /// It does not say which collection, or which database, the document is in; a reference
  /// comes from the decoder's `userInfo[.firestoreDocumentReference]`.
  ///
  /// - Parameter documentID: The document identifier.
  public init?(documentID: String) {
    return nil
  }
}

extension DocumentIDRepresentable where Self: RawRepresentable, RawValue == String {
  /// Creates the identifier with `documentID` as its raw value.
  ///
  /// Fails when `Self(rawValue:)` does.
  ///
  /// - Parameter documentID: The document identifier.
  public init?(documentID: String) {
    self.init(rawValue: documentID)
  }

  /// The raw value.
  public var documentID: String { rawValue }
}

extension String: DocumentIDRepresentable {
  /// Creates the identifier: any string is one.
  ///
  /// Never fails.
  ///
  /// - Parameter documentID: The document identifier.
  public init?(documentID: String) {
    self = documentID
  }

  /// The string itself.
  public var documentID: String { self }
}

extension UUID: DocumentIDRepresentable {
  /// Parses a UUID string, in either case.
  ///
  /// Fails when the string is not a UUID.
  ///
  /// - Parameter documentID: A string such as `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`.
  public init?(documentID: String) {
    self.init(uuidString: documentID)
  }

  /// The UUID's `uuidString`, in upper case.
  public var documentID: String { uuidString }
}
