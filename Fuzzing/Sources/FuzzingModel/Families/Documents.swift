import CodableTransforms
import Foundation

/// Firestore's document wrappers, the Realtime Database's keyed lists and the REST coder's
/// document reference.
struct DocumentsModel: FuzzFamilyModel {
  // DocumentCoding (`id` starts nil: the identifier is not part of the document, so encoding
  // leaves it out)
  @DocumentID var id: String? = nil
  // The document's reference: from the REST document's name, never written.
  @DocumentID var documentReference: FirestoreRESTReference? = nil
  @ServerTimestamp var createdAt: Timestamp? = Timestamp(seconds: 1, nanoseconds: 2)
  @ExplicitNull var note: String? = "note"
  @DoubleOptional var nickname: String?? = .some(nil)
  // SnapshotCoding (in Firebase's key order, as decoding returns them)
  @KeyedList var comments: [Comment] = [
    Comment(id: "10", text: "x"), Comment(id: "-Nx1", text: "First", likes: 2),
  ]
  // FirestoreRESTCoding
  var reference: FirestoreRESTReference? = knownReference(
    "projects/p/databases/(default)/documents/books/b1")
}

/// A `@KeyedList` element, whose `@DocumentID` receives its key.
struct Comment: Codable, Hashable, Sendable, KeyedListElement {
  @DocumentID var id: String?
  var text: String
  var likes: Int?

  static var listKey: WritableKeyPath<Comment, String?> { \.id }
}

func knownReference(_ name: String) -> FirestoreRESTReference {
  do {
    return try FirestoreRESTReference(name: name)
  } catch {
    preconditionFailure("\(error)")
  }
}
