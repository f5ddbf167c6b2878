public import CodableTransformsTesting

extension ConformanceCoders {
  /// `SnapshotEncoder` and `SnapshotDecoder`: default options with Swift-value trees, and snake-case
  /// keys with unknown keys rejected and Foundation-object trees.
  public static let snapshot: [any ConformanceCoder] = [
    SnapshotConformanceCoder(.standard),
    SnapshotConformanceCoder(.foundationObjectsSnakeCaseRejectingUnknownKeys),
  ]

  /// A coder that behaves as Firebase's SDK coders do: the package's timestamps and geopoints
  /// become the SDK's objects (``FirebaseStandIns``) and pass through untouched.
  public static let firebaseLike: [any ConformanceCoder] = [FirebaseLikeConformanceCoder()]

  /// Firestore's REST coders, through the REST JSON text.
  public static let firestoreREST: [any ConformanceCoder] = [FirestoreRESTConformanceCoder()]

  /// Every coder of the root package — Foundation's, the snapshot coders, the Firebase-like coder
  /// and Firestore's REST coders: what the library's own tests run.
  public static let all: [any ConformanceCoder] =
    foundation + snapshot + firebaseLike
    + firestoreREST
}
