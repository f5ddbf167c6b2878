import CodableTransformsCore
import Foundation

/// The Firebase SDK's timestamp (`FIRTimestamp`, `Timestamp` in Swift), as the package sees it.
///
/// Conform the SDK's class in one line, in the app — the package does not depend on the SDK:
///
/// ```swift
/// import FirebaseCore
/// import CodableTransforms
///
/// extension FirebaseCore.Timestamp: @retroactive FirebaseNativeTimestamp {}
/// ```
///
/// The SDK's initializer and properties satisfy the requirements as they are. Register the type
/// with ``FirebaseNativeTypes/register(_:)`` so that the package's `Timestamp`, `@TimestampDate`
/// and `@ServerTimestamp` hand the SDK's coders its own timestamps.
public protocol FirebaseNativeTimestamp: Codable {
  /// Creates a timestamp.
  ///
  /// - Parameters:
  ///   - seconds: Whole seconds since 1970-01-01T00:00:00Z.
  ///   - nanoseconds: Nanoseconds after them, in `0..<1_000_000_000`.
  init(seconds: Int64, nanoseconds: Int32)
  /// Whole seconds since 1970-01-01T00:00:00Z.
  var seconds: Int64 { get }
  /// Nanoseconds after ``seconds``.
  var nanoseconds: Int32 { get }
}

/// The Firebase SDK's geopoint (`FIRGeoPoint`, `GeoPoint` in Swift), as the package sees it.
///
/// ```swift
/// extension FirebaseFirestore.GeoPoint: @retroactive FirebaseNativeGeoPoint {}
/// ```
public protocol FirebaseNativeGeoPoint: Codable {
  /// Creates a geopoint.
  ///
  /// - Parameters:
  ///   - latitude: Degrees in `-90...90`.
  ///   - longitude: Degrees in `-180...180`.
  init(latitude: Double, longitude: Double)
  /// Degrees north.
  var latitude: Double { get }
  /// Degrees east.
  var longitude: Double { get }
}

/// The Firebase SDK's `FieldValue`, whose `serverTimestamp()` asks Firestore to fill in its time.
///
/// ```swift
/// extension FieldValue: @retroactive FirebaseNativeFieldValue {}
/// ```
public protocol FirebaseNativeFieldValue: Encodable {
  /// The sentinel that Firestore replaces with the time at which it commits the write.
  static func serverTimestamp() -> Self
}

/// The Firebase SDK's `DocumentReference`, which `Firestore.Decoder` puts in its `userInfo`
/// under `"DocumentRefUserInfoKey"`; `@DocumentID` reads the document's id from it.
///
/// ```swift
/// extension DocumentReference: @retroactive FirebaseNativeDocumentReference {}
/// ```
///
/// No registration is needed: the conformance is enough. It also makes the reference a
/// ``DocumentIDRepresentable``, so that `@DocumentID var reference: DocumentReference?` holds
/// the reference the decoder carries (and fails, quoting the ID, with a decoder that carries
/// none: an ID alone does not make a reference).
public protocol FirebaseNativeDocumentReference: DocumentIDRepresentable {
  /// The document's id: the last segment of ``path``.
  var documentID: String { get }
  /// The document's path from the database root, `"books/hitchhiker"`.
  var path: String { get }
}

/// The Firebase SDK's own types that the package's values become inside the SDK's coders.
///
/// Firebase's `Firestore.Encoder` stores a `FIRTimestamp` as a Firestore timestamp and a
/// `FIRGeoPoint` as a geopoint, and `Firestore.Decoder` hands them back as those objects; a map
/// of `seconds` and `nanoseconds` is just a map. Register the SDK's types once, at launch, next to
/// `FirebaseApp.configure()`:
///
/// ```swift
/// FirebaseApp.configure()
/// FirebaseNativeTypes.register(
///     FirebaseNativeTypes(
///         timestamp: FirebaseCore.Timestamp.self, geoPoint: FirebaseFirestore.GeoPoint.self,
///         fieldValue: FieldValue.self))
/// ```
///
/// From then on, in every coder — `getDocument(as:)` and `@FirestoreQuery` use default
/// decoders, with no `userInfo` of yours:
/// - the package's `Timestamp` (and `@TimestampDate`) is written as the SDK's timestamp, and read
///   from it or from a `seconds`/`nanoseconds` map;
/// - the package's `GeoPoint` is written as the SDK's geopoint, and read from it or from a
///   `latitude`/`longitude` map;
/// - a `nil` `@ServerTimestamp` is written as `FieldValue.serverTimestamp()` where the encoder
///   passes it through (Firebase's), and left out elsewhere.
///
/// Another coder — `JSONEncoder`, say — writes the SDK's types through their own `Codable`
/// conformances, which use the same maps as the package's types.
///
/// To scope the types to one coder instead, put them in its `userInfo` under
/// `CodingUserInfoKey.firebaseNativeTypes`; that entry wins over the registration.
/// Reading the registration takes a lock that is never contended after launch.
public struct FirebaseNativeTypes: @unchecked Sendable {
  // `@unchecked`: metatypes are immutable and safe to share.

  /// The SDK's timestamp type.
  public var timestamp: (any FirebaseNativeTimestamp.Type)?
  /// The SDK's geopoint type.
  public var geoPoint: (any FirebaseNativeGeoPoint.Type)?
  /// The SDK's field-value type, for the server-timestamp sentinel.
  public var fieldValue: (any FirebaseNativeFieldValue.Type)?

  /// Names the SDK's types; leave out those you do not use.
  ///
  /// - Parameters:
  ///   - timestamp: The SDK's timestamp type.
  ///   - geoPoint: The SDK's geopoint type.
  ///   - fieldValue: The SDK's field-value type.
  public init(
    timestamp: (any FirebaseNativeTimestamp.Type)? = nil,
    geoPoint: (any FirebaseNativeGeoPoint.Type)? = nil,
    fieldValue: (any FirebaseNativeFieldValue.Type)? = nil
  ) {
    self.timestamp = timestamp
    self.geoPoint = geoPoint
    self.fieldValue = fieldValue
  }

  private static let storage = Locked<FirebaseNativeTypes?>(nil)

  /// Registers the SDK's types for every coder of the process; call it once, at launch.
  ///
  /// Registering the same types again does nothing; registering different ones is a programmer
  /// error and traps, as two parts of an app disagreeing on them would code the same model in
  /// two ways.
  ///
  /// - Parameter types: The SDK's types.
  public static func register(_ types: FirebaseNativeTypes) {
    storage.withLock { current in
      if let current {
        precondition(
          current.names == types.names,
          "FirebaseNativeTypes.register: already registered \(current.names), not \(types.names)")
        return
      }
      current = types
    }
  }

  /// The registered types, or `nil` before ``register(_:)``.
  public static var registered: FirebaseNativeTypes? {
    storage.withLock { $0 }
  }

  /// The types a coder uses: its `userInfo` entry, else the registration.
  ///
  /// - Parameter userInfo: The coder's `userInfo`.
  /// - Returns: The types, or `nil` when neither names any.
  public static func current(in userInfo: [CodingUserInfoKey: Any]) -> FirebaseNativeTypes? {
    if let scoped = userInfo[.firebaseNativeTypes] as? FirebaseNativeTypes { return scoped }
    return registered
  }

  /// The type names, to compare registrations and to describe them.
  private var names: [String] {
    [
      timestamp.map { "\($0)" } ?? "-", geoPoint.map { "\($0)" } ?? "-",
      fieldValue.map { "\($0)" } ?? "-",
    ]
  }
}

extension CodingUserInfoKey {
  /// The key under which a coder's `userInfo` may hold ``FirebaseNativeTypes`` for that coder
  /// only; it wins over ``FirebaseNativeTypes/register(_:)``.
  public static let firebaseNativeTypes: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "swift-codable-transforms.firebaseNativeTypes")
    else { preconditionFailure("a non-empty raw value makes a key") }
    return key
  }()
}

extension FirebaseNativeTimestamp {
  /// A native timestamp of this type; opens the existential metatype.
  package static func _make(seconds: Int64, nanoseconds: Int32) -> any FirebaseNativeTimestamp {
    Self(seconds: seconds, nanoseconds: nanoseconds)
  }

  /// Decodes a native timestamp of this type from a single-value container.
  package static func _decode(from container: any SingleValueDecodingContainer) throws
    -> any FirebaseNativeTimestamp
  {
    try container.decode(Self.self)
  }
}

extension FirebaseNativeGeoPoint {
  /// A native geopoint of this type; opens the existential metatype.
  package static func _make(latitude: Double, longitude: Double) -> any FirebaseNativeGeoPoint {
    Self(latitude: latitude, longitude: longitude)
  }

  /// Decodes a native geopoint of this type from a single-value container.
  package static func _decode(from container: any SingleValueDecodingContainer) throws
    -> any FirebaseNativeGeoPoint
  {
    try container.decode(Self.self)
  }
}

extension FirebaseNativeFieldValue {
  /// The server-timestamp sentinel, as an `Encodable` existential.
  package static func _serverTimestamp() -> any Encodable {
    serverTimestamp()
  }
}
