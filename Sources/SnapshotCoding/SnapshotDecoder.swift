@_exported import CodableTransformsCore
@_exported import DateCoding
@_exported import FirebaseContract
public import Foundation
@_exported import GeoPointCoding

/// Decodes `Decodable` values from snapshot trees: the `[String: Any]` that Firestore's `data()`,
/// the Realtime Database's `snapshot.value` and `JSONSerialization` hand you.
///
/// ```swift
/// struct Book: Codable, Sendable {
///     @DocumentID var id: String?
///     var title: String
///     var numberOfPages: Int
/// }
///
/// let tree: [String: Any] = ["title": "Hamlet", "numberOfPages": 342]
/// let book = try SnapshotDecoder().decode(Book.self, from: tree, documentID: "0GlBR7JFa5KzCv1oQ6wB")
/// ```
///
/// A tree may hold Swift values (`String`, `Bool`, `Int`, `Double`, `[Any]`, `[String: Any]`,
/// `Date`, `Data`, …) or their Foundation counterparts (`NSString`, `NSNumber`, `NSArray`,
/// `NSDictionary`, `NSNull`, `NSDate`, `NSData`), mixed freely. Decoding is exact where casts are not:
///
/// - An `NSNumber` `1` is not `true`, and `true` is not `1`, on Linux as on Apple platforms.
/// - An integer that does not fit, or a number with a fraction, is `DecodingError.dataCorrupted`
///   at its coding path — never a trap, never a silent truncation.
/// - `Double` and `Float` accept integers; `Decimal` accepts every number; `NaN` and infinities
///   decode into floating-point properties (Firestore stores them).
/// - Trees nested deeper than ``maximumDepth`` and dictionaries with non-`String` keys are
///   `DecodingError.dataCorrupted` — never a stack overflow.
///
/// With ``unknownKeys`` set to ``UnknownKeyStrategy/reject``, a key that no type binds throws one
/// error naming every such key with its path — a misspelled field cannot go unnoticed.
///
/// - Note: Wire format: the options below. The defaults describe the Realtime Database: dates as
///   milliseconds since 1970 (what its server timestamps resolve to), data as Base64 strings, keys
///   as written, unknown keys ignored.
public struct SnapshotDecoder: Sendable {
  /// How `Date` values are read.
  ///
  /// The default is ``DateDecodingStrategy/millisecondsSince1970``.
  public var dateDecodingStrategy: DateDecodingStrategy = .millisecondsSince1970
  /// How `Data` values are read.
  ///
  /// The default is ``DataDecodingStrategy/base64``.
  public var dataDecodingStrategy: DataDecodingStrategy = .base64
  /// How `Timestamp` values are read.
  ///
  /// The default is ``TimestampDecodingStrategy/fieldsOrValue``.
  public var timestampDecodingStrategy: TimestampDecodingStrategy = .fieldsOrValue
  /// How `GeoPoint` values are read.
  ///
  /// The default is ``GeoPointDecodingStrategy/fieldsOrValue``.
  public var geoPointDecodingStrategy: GeoPointDecodingStrategy = .fieldsOrValue
  /// How a property's key is found in an object.
  ///
  /// The default is ``KeyDecodingStrategy/useDefaultKeys``.
  public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
  /// What keys that no type binds mean.
  ///
  /// The default is ``UnknownKeyStrategy/ignore``.
  public var unknownKeys: UnknownKeyStrategy = .ignore
  /// The placeholder a `@ServerTimestamp` reads as `nil`, or `nil` to recognize none.
  ///
  /// The placeholder stands for a server time not resolved yet. The default is
  /// ``ServerTimestampPlaceholder/realtimeDatabase``.
  public var serverTimestampPlaceholder: ServerTimestampPlaceholder? = .realtimeDatabase
  /// The deepest nesting of objects and arrays decoded.
  ///
  /// Deeper trees throw `DecodingError.dataCorrupted` instead of exhausting the stack. The default
  /// is 128, well above Firestore's 20 and the Realtime Database's 32.
  public var maximumDepth: Int = 128
  /// Types that the tree holds as themselves, read back untouched by `decode(_:)` of that type.
  ///
  /// The Firebase SDK's own types in a `DocumentSnapshot.data()` tree, say. The Firebase types of
  /// `FirebaseNativeTypes` are included without being listed.
  public var nativeTypes: [any Any.Type] = []
  /// Values every `Decoder` of a decoding sees in `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Creates a decoder with the default options.
  public init() {}

  /// Decodes a value from a tree.
  ///
  /// ```swift
  /// let book = try SnapshotDecoder().decode(Book.self, from: snapshot.value as Any, documentID: snapshot.key)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - tree: The tree: usually a `[String: Any]` or `NSDictionary`, but any tree value decodes
  ///     into a type that accepts it.
  ///   - documentID: The document's identifier, which every `@DocumentID` receives (it is put in
  ///     `userInfo[.documentID]` for this call); `nil` leaves `userInfo` as it is.
  /// - Returns: The decoded value.
  /// - Throws: `DecodingError` with the coding path of the offending value; with
  ///   ``UnknownKeyStrategy/reject``, `DecodingError.dataCorrupted` whose underlying error is an
  ///   ``UnknownKeysError`` listing every unknown key.
  public func decode<T: Decodable>(_ type: T.Type, from tree: Any, documentID: String? = nil)
    throws -> T
  {
    var userInfo: [CodingUserInfoKey: Any] = [:]
    userInfo.reserveCapacity(self.userInfo.count + 1)
    for (key, value) in self.userInfo { userInfo[key] = value }
    if let documentID { userInfo[.documentID] = documentID }
    let state = TreeDecodingState(options: self, userInfo: userInfo)
    let decoder = TreeDecoder(state: state, value: tree, node: .root, depth: 0)
    let value: T = try decoder.unbox(tree, as: T.self, node: .root, key: nil)
    try state.throwIfUnknownKeys()
    return value
  }
}

extension SnapshotDecoder {
  /// How a ``SnapshotDecoder`` reads `Date` values.
  ///
  /// Whatever the strategy, a `Date` (or `NSDate`) in the tree is accepted as it is.
  public enum DateDecodingStrategy: Sendable {
    /// Only `Date` and `NSDate` values, as the Firestore SDK's `data()` can return them.
    case native
    /// A number of seconds since 1970, integer or fractional, in the years 0000–9999: what
    /// `@SecondsSince1970` reads.
    case secondsSince1970
    /// A number of milliseconds since 1970, integer or fractional, in the years 0000–9999: the
    /// Realtime Database's server timestamps, and what `@MillisecondsSince1970` reads.
    case millisecondsSince1970
    /// An RFC 3339 (ISO 8601) string such as `"2026-11-21T09:30:00Z"` or
    /// `"2026-11-21T10:30:00.250+01:00"`: what `@ISO8601Date` reads.
    case iso8601
    /// A `Timestamp`, read per ``SnapshotDecoder/timestampDecodingStrategy`` — by default
    /// Firestore's `{"seconds": …, "nanoseconds": …}` or a `Timestamp` value: what
    /// `@TimestampDate` reads.
    case timestamp
    /// A function of the tree value: return the date, or throw (a `DecodingError` keeps its kind;
    /// any other error becomes `dataCorrupted` at the value's path).
    case custom(@Sendable (Any) throws -> Date)
  }

  /// How a ``SnapshotDecoder`` reads `Data` values.
  ///
  /// Whatever the strategy, `Data` (or `NSData`) in the tree is accepted as it is.
  public enum DataDecodingStrategy: Sendable {
    /// Only `Data` and `NSData` values, as Firestore's bytes fields arrive.
    case native
    /// A Base64 string.
    case base64
    /// A function of the tree value: return the data, or throw.
    case custom(@Sendable (Any) throws -> Data)
  }

  /// How a ``SnapshotDecoder`` reads `Timestamp` values.
  ///
  /// Whatever the strategy, a valid `Timestamp` in the tree is accepted as it is.
  public enum TimestampDecodingStrategy: Sendable {
    /// Firestore's shape, `{"seconds": Int64, "nanoseconds": Int32}`, checked as `Timestamp`'s
    /// own `Codable` conformance checks it, or a `Timestamp` value.
    case fieldsOrValue
    /// A function of the tree value, such as one reading the Firestore SDK's `Timestamp` on Apple
    /// platforms: return the timestamp, or throw (a `DecodingError` keeps its kind; any other
    /// error becomes `dataCorrupted` at the value's path).
    case custom(@Sendable (Any) throws -> Timestamp)
  }

  /// How a ``SnapshotDecoder`` reads `GeoPoint` values.
  ///
  /// Whatever the strategy, a `GeoPoint` in the tree is accepted as it is.
  public enum GeoPointDecodingStrategy: Sendable {
    /// Firestore's shape, `{"latitude": Double, "longitude": Double}`, checked as `GeoPoint`'s
    /// own `Codable` conformance checks it, or a `GeoPoint` value.
    case fieldsOrValue
    /// A function of the tree value, such as one reading the Firestore SDK's `GeoPoint` on Apple
    /// platforms: return the point, or throw (a `DecodingError` keeps its kind; any other error
    /// becomes `dataCorrupted` at the value's path).
    case custom(@Sendable (Any) throws -> GeoPoint)
  }

  /// How a ``SnapshotDecoder`` finds a property's key in an object.
  public enum KeyDecodingStrategy: Sendable {
    /// The key as the type declares it.
    case useDefaultKeys
    /// The snake-case form of the declared key, as ``SnapshotEncoder``'s
    /// ``SnapshotEncoder/KeyEncodingStrategy/convertToSnakeCase`` writes it (`"myURLProperty"` is
    /// looked up as `"my_url_property"`, so every key round-trips); when that key is missing, the
    /// declared key itself. Keys of `[String: Value]` dictionaries are never converted.
    case convertFromSnakeCase
  }

  /// What a ``SnapshotDecoder`` does with keys that no decoded type binds.
  public enum UnknownKeyStrategy: Sendable {
    /// Ignore them, like Foundation's decoders.
    case ignore
    /// Throw one `DecodingError.dataCorrupted` naming every unknown key with its path, after
    /// everything else decoded. A type binds a key by decoding it, asking `contains(_:)` or
    /// `decodeNil(forKey:)` about it, or asking for `allKeys` (which binds every key that the
    /// container's key type can represent: all of them for dictionaries and `KeyedList`, only
    /// the declared ones for an enum of coding keys); `UnknownFields` binds the keys it captures.
    case reject
  }

  /// The underlying error of the `DecodingError` that ``UnknownKeyStrategy/reject`` throws: every
  /// key no type bound, each with its full coding path.
  ///
  /// ```swift
  /// do {
  ///     _ = try decoder.decode(Post.self, from: tree)
  /// } catch let DecodingError.dataCorrupted(context) {
  ///     let unknown = context.underlyingError as? SnapshotDecoder.UnknownKeysError
  ///     unknown?.codingPaths   // [["titel"], ["comments", "-Nx1", "autor"]]
  /// }
  /// ```
  public struct UnknownKeysError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The coding path of each unknown key, ending with the key, in the order they were found.
    public var codingPaths: [[SnapshotCodingKey]]

    /// Creates the error.
    ///
    /// - Parameter codingPaths: The coding path of each unknown key, ending with the key.
    public init(codingPaths: [[SnapshotCodingKey]]) {
      self.codingPaths = codingPaths
    }

    /// `Unknown keys: 'titel', 'comments.-Nx1.autor'`.
    public var description: String {
      let list = codingPaths.map { "'\($0.pathDescription)'" }.joined(separator: ", ")
      return "Unknown key\(codingPaths.count == 1 ? "" : "s"): \(list)"
    }
  }
}
