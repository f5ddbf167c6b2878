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

  /// The identifier's string form.
  var documentID: String { get }
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
