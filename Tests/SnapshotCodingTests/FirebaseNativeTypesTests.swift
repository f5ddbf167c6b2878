import CodableTransformsTesting
import DateCoding
import DocumentCoding
import Foundation
import GeoPointCoding
import SnapshotCoding
import Testing
import _CodableTransformsLibraryTesting

/// The Firestore guide's models through a coder that behaves as Firebase's does, and
/// `SnapshotDecoder` over what `DocumentSnapshot.data()` returns: the SDK's own objects.
@Suite("Firebase's native types")
struct FirebaseNativeTypesTests {
  struct Office: Codable, Equatable {
    @DocumentID var id: String?
    var name: String
    var location: GeoPoint
    var opened: Timestamp
    @TimestampDate var renovated: Date
    @ServerTimestamp var updatedAt: Date?
  }

  let office = Office(
    id: "warsaw", name: "Warsaw", location: GeoPoint(latitude: 52.23, longitude: 21.01),
    opened: Timestamp(seconds: 1_732_181_400, nanoseconds: 123_456_789),
    renovated: Date(timeIntervalSince1970: 1_700_000_000.5), updatedAt: nil)

  @Test func encodingWritesTheSDKsObjectsAndTheServerTimestampSentinel() throws {
    let tree = try FirebaseLikeConformanceCoder().encoder.encode(office)
    let location = try #require(tree["location"] as? FirebaseStandIns.GeoPoint)
    #expect(location.latitude == 52.23 && location.longitude == 21.01)
    let opened = try #require(tree["opened"] as? FirebaseStandIns.Timestamp)
    #expect(opened.seconds == 1_732_181_400 && opened.nanoseconds == 123_456_789)
    #expect(tree["renovated"] is FirebaseStandIns.Timestamp)
    #expect(tree["updatedAt"] is FirebaseStandIns.FieldValue)
    // The id is not part of the document.
    #expect(tree["id"] == nil)
  }

  @Test func decodingReadsTheSDKsObjectsAndTheIdFromTheDocumentReference() throws {
    let coder = FirebaseLikeConformanceCoder()
    // What Firestore hands back: the objects, and NSNull for a pending server timestamp.
    let stored = FirebaseLikeConformanceCoder.stored(try coder.encoder.encode(office))
    var decoder = coder.decoder
    decoder.userInfo[.firestoreDocumentReference] = FirebaseStandIns.DocumentReference(
      path: "offices/warsaw")
    let decoded = try decoder.decode(Office.self, from: stored)
    #expect(decoded == office)
  }

  /// The SDK's `DocumentReference` in `userInfo` under `"DocumentRefUserInfoKey"`, as
  /// `getDocument(as:)` sets it, with a decoder that knows nothing else: JSON.
  @Test func documentIDFromTheSDKsUserInfoEntryInAnyDecoder() throws {
    struct Book: Codable {
      @DocumentID var id: String?
      var title: String
    }
    let decoder = JSONDecoder()
    decoder.userInfo[CodingUserInfoKey(rawValue: "DocumentRefUserInfoKey")!] =
      FirebaseStandIns.DocumentReference(path: "books/hitchhiker")
    let book = try decoder.decode(Book.self, from: Data(#"{"title": "HHGTTG"}"#.utf8))
    #expect(book.id == "hitchhiker")
    // `userInfo[.documentID]` wins when both are set.
    decoder.userInfo[.documentID] = "override"
    #expect(try decoder.decode(Book.self, from: Data(#"{"title": "x"}"#.utf8)).id == "override")
  }

  /// A `data()` tree holds the SDK's objects; `SnapshotDecoder` reads them with only the
  /// conformances (no registration), `@UnknownFields` keeps them, and an encoder that knows the
  /// SDK's types writes them back as objects.
  @Test func aDataTreeWithNativeObjects() throws {
    let author = FirebaseStandIns.DocumentReference(path: "users/ada")
    struct Event: Codable {
      var name: String
      var at: Date
      var place: GeoPoint
      @UnknownFields var extra: [String: SnapshotValue] = [:]
    }
    let data: [String: Any] = [
      "name": "launch",
      "at": FirebaseStandIns.Timestamp(seconds: 1_732_181_400, nanoseconds: 250_000_000),
      "place": FirebaseStandIns.GeoPoint(latitude: 1, longitude: 2),
      "checkpoint": FirebaseStandIns.GeoPoint(latitude: 3, longitude: 4),
      "seen": FirebaseStandIns.Timestamp(seconds: 5, nanoseconds: 6),
      "author": author,
    ]
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = .timestamp
    let event = try decoder.decode(Event.self, from: data)
    #expect(event.at == Date(timeIntervalSince1970: 1_732_181_400.25))
    #expect(event.place == GeoPoint(latitude: 1, longitude: 2))
    #expect(event.extra["checkpoint"] == .geoPoint(GeoPoint(latitude: 3, longitude: 4)))
    #expect(event.extra["seen"] == .timestamp(Timestamp(seconds: 5, nanoseconds: 6)))
    // A reference is kept as the object itself, and written back unchanged.
    #expect(event.extra["author"] == .native(SnapshotNativeValue(author)))
    #expect(
      try SnapshotEncoder().encode(event)["author"] as? FirebaseStandIns.DocumentReference
        === author)

    let written = try FirebaseLikeConformanceCoder().encoder.encode(event)
    let checkpoint = try #require(written["checkpoint"] as? FirebaseStandIns.GeoPoint)
    #expect(checkpoint.latitude == 3 && checkpoint.longitude == 4)
    let seen = try #require(written["seen"] as? FirebaseStandIns.Timestamp)
    #expect(seen.seconds == 5 && seen.nanoseconds == 6)
  }

  /// Without the SDK's types, the same model encodes to plain maps, and a nil server timestamp is
  /// left out by Foundation's encoder: nothing changes for an app that does not register them.
  @Test func withoutTheSDKsTypesNothingChanges() throws {
    let data = try JSONEncoder().encode(office)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((object["location"] as? [String: Double]) == ["latitude": 52.23, "longitude": 21.01])
    #expect(object["updatedAt"] == nil)
  }

  /// An encoder that does not pass the SDK's sentinel through leaves a nil server timestamp out
  /// rather than failing, and writes the SDK's timestamp through its own `Codable` map.
  @Test func anotherEncoderWithTheSDKsTypes() throws {
    let encoder = JSONEncoder()
    encoder.userInfo[.firebaseNativeTypes] = FirebaseStandIns.nativeTypes
    let object = try #require(
      try JSONSerialization.jsonObject(with: encoder.encode(office)) as? [String: Any])
    #expect(object["updatedAt"] == nil)
    #expect(
      (object["opened"] as? [String: Int]) == [
        "seconds": 1_732_181_400, "nanoseconds": 123_456_789,
      ])
    let decoder = JSONDecoder()
    decoder.userInfo[.firebaseNativeTypes] = FirebaseStandIns.nativeTypes
    decoder.userInfo[.documentID] = "warsaw"
    #expect(try decoder.decode(Office.self, from: encoder.encode(office)) == office)
  }

  /// `SnapshotEncoder` set up for `setData(_:)` as the Firebase SDK guide says — the
  /// `.firestoreTimestamp` strategy that `SnapshotCoding`'s guide gives for Firestore too — writes
  /// the SDK's timestamp at the microsecond Firestore keeps, and the SDK's sentinel for a nil
  /// server timestamp.
  @Test func theGuidesEncoderForSetData() throws {
    struct Visit: Encodable {
      var at: Date
      @ServerTimestamp var seen: Date?
    }
    var encoder = SnapshotEncoder()
    encoder.userInfo[.firebaseNativeTypes] = FirebaseStandIns.nativeTypes
    encoder.dateEncodingStrategy = .firestoreTimestamp
    encoder.rejectsNestedArrays = true
    encoder.serverTimestampPlaceholder = nil
    let visit = Visit(at: Date(timeIntervalSince1970: 1_732_181_400.685), seen: nil)
    let tree = try encoder.encode(visit)
    let at = try #require(tree["at"] as? FirebaseStandIns.Timestamp)
    #expect(at.seconds == 1_732_181_400 && at.nanoseconds == 685_000_000)
    #expect(tree["seen"] is FirebaseStandIns.FieldValue)
    // `.timestamp` writes the Double's nanoseconds, which Firestore truncates a microsecond early.
    encoder.dateEncodingStrategy = .timestamp
    let early = try #require(try encoder.encode(visit)["at"] as? FirebaseStandIns.Timestamp)
    #expect(early.nanoseconds == 684_999_942)
  }
}
