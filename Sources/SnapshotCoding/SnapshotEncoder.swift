@_exported import CodableTransformsCore
@_exported import DateCoding
@_exported import FirebaseContract
public import Foundation
@_exported import GeoPointCoding

/// Encodes `Encodable` values as snapshot trees: the `[String: Any]` that Firestore's
/// `setData(_:)`, the Realtime Database's `setValue(_:)` and `JSONSerialization` accept.
///
/// ```swift
/// struct Message: Codable, Sendable {
///     var text: String
///     var likes: Int
///     @ServerTimestamp var sentAt: Date?
/// }
///
/// let tree = try SnapshotEncoder().encode(Message(text: "Hi", likes: 0))
/// // ["text": "Hi", "likes": 0, "sentAt": [".sv": "timestamp"]]
/// ```
///
/// The tree holds Swift values: `String`, `Bool`, `Int` (integers of every width that fit;
/// `Int64`/`UInt64` beyond), `Double` (a `Float` is widened), `Decimal`, `NSNull()` for `nil`
/// written explicitly, `[Any]` and `[String: Any]`, plus `Date` and `Data` when the strategies
/// keep them. A `URL` is its absolute string. Booleans stay `Bool`, so a store or
/// `JSONSerialization` writes `true`, never `1`.
///
/// - Note: Wire format: the options below. The defaults describe the Realtime Database: dates as
///   integer milliseconds since 1970, data as Base64 strings, keys as declared, and a `nil`
///   `@ServerTimestamp` as `[".sv": "timestamp"]`.
public struct SnapshotEncoder: Sendable {
  /// How `Date` values are written.
  ///
  /// The default is ``DateEncodingStrategy/millisecondsSince1970``.
  public var dateEncodingStrategy: DateEncodingStrategy = .millisecondsSince1970
  /// How `Data` values are written.
  ///
  /// The default is ``DataEncodingStrategy/base64``.
  public var dataEncodingStrategy: DataEncodingStrategy = .base64
  /// How `Timestamp` values are written, including dates under
  /// ``DateEncodingStrategy/timestamp``.
  ///
  /// The default is ``TimestampEncodingStrategy/fields``, Firestore's `{seconds, nanoseconds}`.
  public var timestampEncodingStrategy: TimestampEncodingStrategy = .fields
  /// How `GeoPoint` values are written.
  ///
  /// The default is ``GeoPointEncodingStrategy/fields``, Firestore's `{latitude, longitude}` shape.
  public var geoPointEncodingStrategy: GeoPointEncodingStrategy = .fields
  /// How a property's key is written.
  ///
  /// The default is ``KeyEncodingStrategy/useDefaultKeys``.
  public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
  /// What a `@ServerTimestamp` holding `nil` is written as, or `nil` to leave its key out.
  ///
  /// The default is ``ServerTimestampPlaceholder/realtimeDatabase``, `[".sv": "timestamp"]`.
  public var serverTimestampPlaceholder: ServerTimestampPlaceholder? = .realtimeDatabase
  /// The deepest nesting of objects and arrays written.
  ///
  /// A deeper value throws `EncodingError.invalidValue` instead of exhausting the stack. The
  /// default is 128.
  public var maximumDepth: Int = 128
  /// Types written into the tree as themselves, without their `encode(to:)`.
  ///
  /// The Firebase SDK's own types for `setData(_:)`, say. The Firebase types of
  /// `FirebaseNativeTypes` are included without being listed.
  public var nativeTypes: [any Any.Type] = []
  /// Whether an array directly inside an array is an `EncodingError` at its path.
  ///
  /// Cloud Firestore cannot store `[[1, 2], [3]]` (an array inside a map inside an array is
  /// fine): its server answers `INVALID_ARGUMENT` without naming the field, and the Firebase
  /// SDK stops the app with an exception. Set this to `true` for trees written to Firestore, so
  /// that such a value fails here, at its coding path. The Realtime Database stores nested arrays,
  /// so the default is `false`.
  public var rejectsNestedArrays = false
  /// Values every `Encoder` of an encoding sees in `userInfo`; set `.encodesDocumentID` to `true`
  /// to write `@DocumentID` properties.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Creates an encoder with the default options.
  public init() {}

  /// Encodes a value as an object tree.
  ///
  /// - Parameter value: The value; it must encode as an object (a struct, a class, a
  ///   dictionary with `String` keys).
  /// - Returns: The tree.
  /// - Throws: `EncodingError.invalidValue` with the coding path of the offending value, or at the
  ///   top level when the value does not encode as an object.
  public func encode<T: Encodable>(_ value: T) throws -> [String: Any] {
    let tree = try encodeTree(value)
    guard let object = tree as? [String: Any] else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: [],
          debugDescription:
            "\(T.self) encoded as \(describeTreeValue(tree)), not an object; "
            + "a snapshot tree's root is an object"))
    }
    return object
  }

  /// Encodes a value as a tree value of any kind.
  ///
  /// The result is an object, an array, a string, a number, … Use it for the value of one node, such as a Realtime Database child:
  ///
  /// ```swift
  /// let likes = try SnapshotEncoder().encodeTree(42)   // 42 as Any
  /// ```
  ///
  /// - Parameter value: The value.
  /// - Returns: The tree value; a value that writes nothing is an empty object.
  /// - Throws: `EncodingError.invalidValue` with the coding path of the offending value.
  public func encodeTree<T: Encodable>(_ value: T) throws -> Any {
    var userInfo: [CodingUserInfoKey: Any] = [:]
    userInfo.reserveCapacity(self.userInfo.count + 1)
    for (key, value) in self.userInfo { userInfo[key] = value }
    if let serverTimestampPlaceholder {
      userInfo[.serverTimestampPlaceholder] = PlaceholderRequest(
        placeholder: serverTimestampPlaceholder)
    }
    let state = TreeEncodingState(options: self, userInfo: userInfo)
    let encoder = TreeEncoder(state: state, node: .root, depth: 0)
    let tree = try encoder.wrap(value, node: .root, key: nil)
    try state.throwIfMisused()
    if rejectsNestedArrays { try rejectNestedArrays(in: tree, codingPath: []) }
    return tree
  }
}

extension SnapshotEncoder {
  /// How a ``SnapshotEncoder`` writes `Date` values.
  public enum DateEncodingStrategy: Sendable {
    /// The `Date` itself, as the Firestore SDK's `setData(_:)` accepts it.
    case native
    /// A `Double` number of seconds since 1970, in the fewest decimals that read back exactly:
    /// what `@SecondsSince1970` writes.
    case secondsSince1970
    /// An `Int` number of milliseconds since 1970, rounded to the nearest millisecond: the
    /// Realtime Database's representation, and what `@MillisecondsSince1970` writes.
    case millisecondsSince1970
    /// An RFC 3339 (ISO 8601) string in UTC: `"2026-11-21T09:30:00Z"`, with `.250` milliseconds
    /// only when the date has a fraction of a second: what `@ISO8601Date` writes.
    case iso8601
    /// A `Timestamp`, written per ``SnapshotEncoder/timestampEncodingStrategy`` — by default
    /// Firestore's `["seconds": Int, "nanoseconds": Int]`: what `@TimestampDate` writes.
    case timestamp
    /// A `Timestamp` rounded to the nearest microsecond — what Cloud Firestore stores — written
    /// per ``SnapshotEncoder/timestampEncodingStrategy``: the strategy for trees written to
    /// Firestore.
    ///
    /// Firestore truncates a timestamp to microseconds. With ``timestamp`` a `Date` keeps the
    /// nanoseconds of its `Double` (`.685` s is `….684999942`), which Firestore stores as
    /// `.684999`, one microsecond early; a date read from Firestore and written back then drifts
    /// by a microsecond per cycle in about half of all cases. Rounded, it is stored as `.685000`
    /// and reads back as the same `Date`. See `Timestamp.roundedToMicroseconds()`.
    case firestoreTimestamp
    /// A function returning the tree value to write.
    case custom(@Sendable (Date) throws -> Any)
  }

  /// How a ``SnapshotEncoder`` writes `Data` values.
  public enum DataEncodingStrategy: Sendable {
    /// The `Data` itself, as Firestore stores bytes.
    case native
    /// A Base64 string.
    case base64
    /// A function returning the tree value to write.
    case custom(@Sendable (Data) throws -> Any)
  }

  /// How a ``SnapshotEncoder`` writes `Timestamp` values.
  public enum TimestampEncodingStrategy: Sendable {
    /// `["seconds": Int, "nanoseconds": Int]`: Firestore's shape, and `Timestamp`'s own
    /// `Codable` form.
    case fields
    /// The `Timestamp` itself, kept as a value in the tree.
    case value
    /// A function returning the tree value to write, such as the Firestore SDK's `Timestamp` on
    /// Apple platforms.
    case custom(@Sendable (Timestamp) throws -> Any)
  }

  /// How a ``SnapshotEncoder`` writes `GeoPoint` values.
  public enum GeoPointEncodingStrategy: Sendable {
    /// `["latitude": Double, "longitude": Double]`: Firestore's shape, and `GeoPoint`'s own
    /// `Codable` form.
    case fields
    /// The `GeoPoint` itself, kept as a value in the tree.
    case value
    /// A function returning the tree value to write, such as the Firestore SDK's `GeoPoint` on
    /// Apple platforms.
    case custom(@Sendable (GeoPoint) throws -> Any)
  }

  /// How a ``SnapshotEncoder`` writes a property's key.
  public enum KeyEncodingStrategy: Sendable {
    /// The key as the type declares it.
    case useDefaultKeys
    /// The declared key in snake case: `"numberOfPages"` → `"number_of_pages"`, `"myURLProperty"` →
    /// `"my_url_property"`. Keys of `[String: Value]` dictionaries are never converted.
    case convertToSnakeCase
  }
}

/// The value `@ServerTimestamp` finds in `userInfo[.serverTimestampPlaceholder]` under a
/// ``SnapshotEncoder``: the tree encoder recognizes it and writes the placeholder as it is.
struct PlaceholderRequest: Encodable, Sendable {
  var placeholder: ServerTimestampPlaceholder

  func encode(to encoder: any Encoder) throws {
    // Only reached when a foreign encoder was given this encoder's `userInfo`.
    throw EncodingError.invalidValue(
      placeholder.make(),
      EncodingError.Context(
        codingPath: encoder.codingPath,
        debugDescription: "SnapshotEncoder's server-timestamp placeholder reached another encoder"))
  }
}
