import CodableTransformsCore
public import CodableTransformsTesting
import DateCoding
public import FirebaseContract
public import Foundation
public import SnapshotCoding

/// Classes with the shapes of the Firebase SDK's `Timestamp`, `GeoPoint`, `FieldValue` and
/// `DocumentReference`, for tests that need Firebase's behaviour without the SDK.
///
/// Each conforms to the package's bridge protocol as the SDK's class does once the app adds the
/// one-line conformance. Like the SDK's, the timestamp and geopoint encode themselves as maps in
/// a coder that does not keep them, and the field value refuses to encode itself at all.
public enum FirebaseStandIns {
  /// Plays `FIRTimestamp`.
  public final class Timestamp: NSObject, FirebaseNativeTimestamp, @unchecked Sendable {
    // `@unchecked`: immutable.

    /// Whole seconds since 1970.
    public let seconds: Int64
    /// Nanoseconds after them.
    public let nanoseconds: Int32

    /// Creates a timestamp.
    ///
    /// - Parameters:
    ///   - seconds: Whole seconds since 1970.
    ///   - nanoseconds: Nanoseconds after them.
    public init(seconds: Int64, nanoseconds: Int32) {
      self.seconds = seconds
      self.nanoseconds = nanoseconds
    }

    private enum CodingKeys: String, CodingKey {
      case seconds
      case nanoseconds
    }

    /// Reads a `seconds`/`nanoseconds` map, as the SDK's `Codable` conformance does.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: The coder's errors.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      seconds = try container.decode(Int64.self, forKey: .seconds)
      nanoseconds = try container.decode(Int32.self, forKey: .nanoseconds)
    }

    /// Writes a `seconds`/`nanoseconds` map.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The coder's errors.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(seconds, forKey: .seconds)
      try container.encode(nanoseconds, forKey: .nanoseconds)
    }

    /// Equal when both fields are.
    ///
    /// - Parameter object: The other object.
    /// - Returns: Whether it is an equal timestamp.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? Self else { return false }
      return seconds == other.seconds && nanoseconds == other.nanoseconds
    }
  }

  /// Plays `FIRGeoPoint`.
  public final class GeoPoint: NSObject, FirebaseNativeGeoPoint, @unchecked Sendable {
    // `@unchecked`: immutable.

    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double

    /// Creates a geopoint.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    public init(latitude: Double, longitude: Double) {
      self.latitude = latitude
      self.longitude = longitude
    }

    private enum CodingKeys: String, CodingKey {
      case latitude
      case longitude
    }

    /// Reads a `latitude`/`longitude` map, as the SDK's `Codable` conformance does.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: The coder's errors.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      latitude = try container.decode(Double.self, forKey: .latitude)
      longitude = try container.decode(Double.self, forKey: .longitude)
    }

    /// Writes a `latitude`/`longitude` map.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The coder's errors.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(latitude, forKey: .latitude)
      try container.encode(longitude, forKey: .longitude)
    }
  }

  /// Plays `FIRFieldValue`: only its server-timestamp sentinel.
  public final class FieldValue: NSObject, FirebaseNativeFieldValue, @unchecked Sendable {
    // `@unchecked`: no state.

    /// The server-timestamp sentinel.
    ///
    /// - Returns: A new sentinel.
    public static func serverTimestamp() -> Self { Self() }

    /// Creates a sentinel.
    override public required init() {}

    /// Refuses, as the SDK's does outside Firebase's encoder.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: Always `EncodingError.invalidValue`.
    public func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "FieldValue values can only be encoded with Firestore.Encoder"))
    }
  }

  /// Plays `DocumentReference`, as `Firestore.Decoder` puts it in `userInfo`.
  public final class DocumentReference: NSObject, FirebaseNativeDocumentReference,
    @unchecked Sendable
  {
    // `@unchecked`: immutable.

    /// The path from the database root.
    public let path: String

    /// Creates a reference.
    ///
    /// - Parameter path: The path from the database root, `"books/hitchhiker"`.
    public init(path: String) {
      self.path = path
    }

    /// The last segment of ``path``.
    public var documentID: String {
      path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The path, as the SDK's reference describes itself by its path.
    public override var description: String { path }
  }

  /// The four types, as an app registers the SDK's.
  public static var nativeTypes: FirebaseNativeTypes {
    FirebaseNativeTypes(
      timestamp: Timestamp.self, geoPoint: GeoPoint.self, fieldValue: FieldValue.self)
  }
}

/// A coder that behaves as Firebase's `Firestore.Encoder`/`Decoder` do, built on the snapshot
/// coders, with ``FirebaseStandIns`` for the SDK's classes.
///
/// - Encoding writes the package's `Timestamp` (and dates, as Firestore's encoder does) as the
///   stand-in timestamp and `GeoPoint` as the stand-in geopoint, passed through untouched; a `nil`
///   `@ServerTimestamp` as the stand-in `FieldValue` sentinel.
/// - The store keeps timestamps and geopoints as objects, and hands back `NSNull` for a server
///   timestamp not resolved yet, as Firestore's `data()` does by default. The wire value the kit
///   compares is the map each object stands for.
/// - Decoding is handed the objects: every map shaped like a valid timestamp
///   (`seconds`, `nanoseconds`) or geopoint (`latitude`, `longitude`) becomes the stand-in
///   object, as it would be after a trip through Firestore.
public struct FirebaseLikeConformanceCoder: ConformanceCoder {
  /// The encoder, configured as Firestore's.
  public var encoder: SnapshotEncoder
  /// The decoder, configured as Firestore's.
  public var decoder: SnapshotDecoder

  /// Creates the coder.
  public init() {
    encoder = SnapshotEncoder()
    encoder.dateEncodingStrategy = .timestamp
    encoder.serverTimestampPlaceholder = nil
    encoder.userInfo[.firebaseNativeTypes] = FirebaseStandIns.nativeTypes
    decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = .timestamp
    decoder.userInfo[.firebaseNativeTypes] = FirebaseStandIns.nativeTypes
  }

  /// `"Firebase-like (native timestamps and geopoints)"`.
  public var name: String { "Firebase-like (native timestamps and geopoints)" }

  /// Encodes to a tree of objects, stores it as Firestore would, and returns its wire value.
  ///
  /// - Parameter value: The value.
  /// - Returns: The wire value.
  /// - Throws: The encoder's errors.
  public func encode<T: Encodable>(_ value: T) throws -> WireValue {
    let stored = Self.stored(try encoder.encode(value))
    return try WireValue(SnapshotDecoder().decode(SnapshotValue.self, from: stored))
  }

  /// Decodes from the objects Firestore would hand back for a wire value.
  ///
  /// - Parameters:
  ///   - type: The type.
  ///   - wire: The wire value.
  /// - Returns: The value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
    try decoder.decode(T.self, from: Self.native(wire))
  }

  /// Keeps `NaN` and infinities, as Firestore does.
  public var representsNonFiniteNumbers: Bool { true }

  /// The coder with more `userInfo` in both directions.
  ///
  /// - Parameter userInfo: The entries to add.
  /// - Returns: The coder.
  public func adding(userInfo: [CodingUserInfoKey: any Sendable]) -> (any ConformanceCoder)? {
    var coder = self
    coder.encoder.userInfo.merge(userInfo) { $1 }
    coder.decoder.userInfo.merge(userInfo) { $1 }
    return coder
  }

  /// What Firestore hands back for what was written: a pending server timestamp as `NSNull`.
  ///
  /// - Parameter value: An encoded tree.
  /// - Returns: The tree with every server-timestamp sentinel replaced by `NSNull`.
  public static func stored(_ value: Any) -> Any {
    if value is FirebaseStandIns.FieldValue { return NSNull() }
    if let object = value as? [String: Any] { return object.mapValues(stored) }
    if let array = value as? [Any] { return array.map(stored) }
    return value
  }

  /// The tree of a wire value, with valid timestamp and geopoint maps as the stand-in objects.
  static func native(_ wire: WireValue) -> Any {
    switch wire {
    case .object(let members):
      if members.count == 2, case .integer(let seconds)? = members["seconds"],
        case .integer(let nanoseconds)? = members["nanoseconds"],
        let nanos = Int32(exactly: nanoseconds), (0..<1_000_000_000).contains(nanos),
        Timestamp(seconds: seconds, nanoseconds: nanos).isValid
      {
        return FirebaseStandIns.Timestamp(seconds: seconds, nanoseconds: nanos)
      }
      if members.count == 2, let latitude = members["latitude"]?.number,
        let longitude = members["longitude"]?.number,
        (try? GeoPoint(validatingLatitude: latitude, longitude: longitude)) != nil
      {
        return FirebaseStandIns.GeoPoint(latitude: latitude, longitude: longitude)
      }
      return members.mapValues(native)
    case .array(let values): return values.map(native)
    default: return wire.swiftTree
    }
  }
}

extension WireValue {
  /// The number, for an integer or a floating-point value.
  var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }
}
