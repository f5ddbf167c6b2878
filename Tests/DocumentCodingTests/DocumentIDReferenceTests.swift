import CodableTransformsTesting
import DocumentCoding
import FirebaseContract
import FirestoreRESTCoding
import Foundation
import SnapshotCoding
import Testing
import _CodableTransformsLibraryTesting

struct Review: Codable {
  @DocumentID var reference: FirestoreRESTReference?
  @DocumentID var id: String?
  var stars: Int
}

struct SDKReview: Codable {
  @DocumentID var reference: FirebaseStandIns.DocumentReference?
  var stars: Int
}

/// A type of the user's that keeps only the path of the SDK's reference: built by
/// `init?(documentID:reference:)`.
struct ReviewPath: DocumentIDRepresentable, Hashable, Sendable {
  var path: String

  init?(documentID: String) { nil }

  init?(documentID: String, reference: (any FirebaseNativeDocumentReference)?) {
    guard let reference else { return nil }
    path = reference.path
  }

  var documentID: String { String(path.split(separator: "/").last ?? "") }
}

struct PathReview: Codable {
  @DocumentID var path: ReviewPath?
  var stars: Int
}

private let documentJSON = Data(
  #"""
  {"name": "projects/p/databases/(default)/documents/reviews/r1",
   "fields": {"stars": {"integerValue": "5"}, "reference": {"stringValue": "ignored"}},
   "createTime": "2026-11-26T10:00:00Z", "updateTime": "2026-11-26T10:00:00Z"}
  """#.utf8)

@Suite("@DocumentID holding a document reference")
struct DocumentIDReferenceTests {
  @Test(arguments: LibraryConformance.documentReference.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  /// `FirestoreRESTDecoder` carries the document's reference: a reference `@DocumentID` takes it,
  /// a `String` one its ID; the field of the same name is ignored.
  @Test func theRESTDecoderGivesTheDocumentsReference() throws {
    let review = try FirestoreRESTDecoder().decode(Review.self, from: documentJSON)
    #expect(review.reference?.name == "projects/p/databases/(default)/documents/reviews/r1")
    #expect(review.reference?.path == "reviews/r1")
    #expect(review.id == "r1")
    #expect(review.stars == 5)
  }

  /// Encoded as nothing, as a `String` ID is; with `.encodesDocumentID`, its ID.
  @Test func aReferenceIsNeverWrittenUnlessAskedAndThenAsItsID() throws {
    let reference = try FirestoreRESTReference(projectID: "p", path: "reviews/r1")
    let review = Review(reference: reference, id: nil, stars: 4)
    let fields = try FirestoreRESTEncoder().encode(review)
    #expect(fields.fields.keys.sorted() == ["stars"])
    let tree = try SnapshotEncoder().encode(review)
    #expect(tree.keys.sorted() == ["stars"])
    var asking = SnapshotEncoder()
    asking.userInfo[.encodesDocumentID] = true
    #expect(try asking.encode(review)["reference"] as? String == "r1")
  }

  /// The SDK's decoder puts its `DocumentReference` under `"DocumentRefUserInfoKey"`: the
  /// property holds that very object.
  @Test func theSDKsReferenceIsTheDecodersOwnObject() throws {
    let reference = FirebaseStandIns.DocumentReference(path: "reviews/r1")
    var decoder = SnapshotDecoder()
    decoder.userInfo[.firestoreDocumentReference] = reference
    let review = try decoder.decode(SDKReview.self, from: ["stars": 3, "reference": "x"])
    #expect(review.reference === reference)
    let viaFirebaseLike = try FirebaseLikeConformanceCoder().adding(userInfo: [
      .firestoreDocumentReference: reference
    ])?.decode(SDKReview.self, from: ["stars": 3])
    #expect(viaFirebaseLike?.reference === reference)
  }

  /// A type of the user's builds itself from another type's reference.
  @Test func aUsersTypeIsBuiltFromTheReference() throws {
    var decoder = SnapshotDecoder()
    decoder.userInfo[.firestoreDocumentReference] = FirebaseStandIns.DocumentReference(
      path: "books/b1/reviews/r1")
    let review = try decoder.decode(PathReview.self, from: ["stars": 3])
    #expect(review.path?.path == "books/b1/reviews/r1")
  }

  /// `userInfo[.documentID]` gives the ID, and the reference still comes from the reference the
  /// decoder carries.
  @Test func anExplicitIDAndAReferenceTogether() throws {
    var decoder = SnapshotDecoder()
    decoder.userInfo[.firestoreDocumentReference] = try FirestoreRESTReference(
      projectID: "p", path: "reviews/r1")
    let review = try decoder.decode(Review.self, from: ["stars": 1], documentID: "explicit")
    #expect(review.id == "explicit")
    #expect(review.reference?.path == "reviews/r1")
  }

  /// An ID alone does not make a reference: an error that says where one comes from, never
  /// `nil`.
  @Test func aDecoderWithoutAReferenceThrowsQuotingTheID() throws {
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(SDKReview.self, from: ["stars": 1], documentID: "r1")
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["reference"])
    #expect(context.debugDescription.contains("'r1'"))
    #expect(context.debugDescription.contains("userInfo[.firestoreDocumentReference]"))

    let fromField = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Review.self, from: Data(#"{"stars": 1, "reference": "r1"}"#.utf8))
    }
    #expect("\(fromField)".contains("'r1'"))
    // Missing everywhere: nil, as for a String ID.
    let bare = try JSONDecoder().decode(Review.self, from: Data(#"{"stars": 1}"#.utf8))
    #expect(bare.reference == nil)
  }
}
