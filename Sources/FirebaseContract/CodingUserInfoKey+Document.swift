// The keys through which Firestore's document wrappers (`DocumentCoding`'s `@DocumentID` and
// `@ServerTimestamp`) and the coders that know documents (`SnapshotCoding`, `FirestoreRESTCoding`,
// Firebase's own) talk. They live in this module, below both, so that a coder needs no wrapper
// module to set them, and a wrapper no coder module to read them.

import Foundation

extension CodingUserInfoKey {
  /// The identifier of the document being decoded: a `String` that every `@DocumentID` takes
  /// instead of the field of the same name.
  ///
  /// Firestore keeps a document's identifier outside its data, so the decoder has to be told:
  ///
  /// ```swift
  /// let decoder = JSONDecoder()
  /// decoder.userInfo[.documentID] = "0GlBR7JFa5KzCv1oQ6wB"
  /// let book = try decoder.decode(Book.self, from: data)   // book.id == "0GlBR7JFa5KzCv1oQ6wB"
  /// ```
  ///
  /// `SnapshotDecoder.decode(_:from:documentID:)` sets it for you. The value may also be any
  /// ``DocumentIDRepresentable`` value, whose ``DocumentIDRepresentable/documentID`` is used.
  ///
  /// - Note: Every `@DocumentID` of the decoded tree sees the same value, nested ones included.
  public static let documentID = userInfoKey("swift-codable-transforms.documentID")

  /// Where the Firebase SDK's `Firestore.Decoder` puts the reference of the document it decodes:
  /// `"DocumentRefUserInfoKey"`.
  ///
  /// `getDocument(as:)`, `data(as:)` and `@FirestoreQuery` set it themselves, so a `@DocumentID`
  /// gets the document's id with no `userInfo` of yours once the SDK's `DocumentReference`
  /// conforms to `FirebaseNativeDocumentReference` (one line in the app):
  ///
  /// ```swift
  /// extension DocumentReference: @retroactive FirebaseNativeDocumentReference {}
  /// ```
  ///
  /// ``documentID`` wins when both are set.
  public static let firestoreDocumentReference = userInfoKey("DocumentRefUserInfoKey")

  /// Whether `@DocumentID` properties are written when encoding: `true` to write them, anything
  /// else (or no value) to leave their keys out, as Firestore does.
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.userInfo[.encodesDocumentID] = true
  /// let data = try encoder.encode(book)   // {"id": "0GlBR7JFa5KzCv1oQ6wB", "title": …}
  /// ```
  ///
  /// Use it when the same model is sent somewhere that does need the identifier in the body, such
  /// as an HTTP API or a cache.
  public static let encodesDocumentID = userInfoKey("swift-codable-transforms.encodesDocumentID")

  /// The value a `@ServerTimestamp` holding `nil` is written as: any `Encodable & Sendable`
  /// value, such as the Realtime Database's `[".sv": "timestamp"]`.
  ///
  /// Without it an encoder leaves the key of a `nil` server timestamp out. `SnapshotEncoder` sets
  /// it from its own `serverTimestampPlaceholder` option; set it yourself to send the placeholder
  /// through another encoder, for example to the Realtime Database's REST API:
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.userInfo[.serverTimestampPlaceholder] = [".sv": "timestamp"]
  /// let body = try encoder.encode(message)   // {"text": "Hi", "sentAt": {".sv": "timestamp"}}
  /// ```
  public static let serverTimestampPlaceholder = userInfoKey(
    "swift-codable-transforms.serverTimestampPlaceholder")
}

private func userInfoKey(_ rawValue: String) -> CodingUserInfoKey {
  guard let key = CodingUserInfoKey(rawValue: rawValue) else {
    preconditionFailure("CodingUserInfoKey refused the raw value \(rawValue)")
  }
  return key
}

/// A decoder that can tell whether its current value is its own server-timestamp placeholder: a
/// value the store has not replaced with a time yet, which a `@ServerTimestamp` reads as `nil`.
///
/// `SnapshotCoding`'s decoder implements it; `DocumentCoding`'s `@ServerTimestamp` asks it.
package protocol ServerTimestampPlaceholderRecognizing {
  /// Whether the current value is the decoder's placeholder.
  var holdsServerTimestampPlaceholder: Bool { get }
}
