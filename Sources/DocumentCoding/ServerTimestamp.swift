@_exported import CodableTransformsCore
public import DateCoding
@_exported import FirebaseContract
public import Foundation

/// A property wrapper for a Firestore time the server fills in: `nil` asks the server to write
/// its own time.
///
/// ```swift
/// struct Article: Codable, Sendable {
///     var title: String
///     @ServerTimestamp var updatedAt: Date?
/// }
///
/// var encoder = SnapshotEncoder()
/// encoder.dateEncodingStrategy = .firestoreTimestamp
/// encoder.serverTimestampPlaceholder = nil
/// try encoder.encode(Article(title: "Hi"))
/// // ["title": "Hi", "updatedAt": FieldValue.serverTimestamp()] — with the SDK's types registered
/// ```
///
/// For the Realtime Database, whose times are milliseconds since 1970 whatever the coder's date
/// strategy, use ``DatabaseServerTimestamp``.
///
/// Encoding `nil` writes the encoder's server-timestamp placeholder: `SnapshotEncoder` writes its
/// `serverTimestampPlaceholder` (the Realtime Database's `[".sv": "timestamp"]` by default), any
/// encoder writes its `userInfo[.serverTimestampPlaceholder]` when set, Firebase's encoder the
/// SDK's `FieldValue.serverTimestamp()` once it is registered with `FirebaseNativeTypes`, and
/// every other encoder leaves the key out. A non-`nil` value is written as the value itself — a `Date` through the
/// coder's own date strategy, so it means what any other `Date` property means in that coder.
///
/// Decoding gives `nil` for a missing key or `null` (Firebase's wrapper of the same name throws
/// `keyNotFound` here), and `SnapshotDecoder` also reads its own placeholder — a write the server
/// has not resolved yet — as `nil`. Anything else must be a valid `Value`.
///
/// `Value` is `Date`, `Timestamp` or a time type of yours conforming to
/// ``ServerTimestampRepresentable``, which is written as its `Timestamp`.
///
/// - Note: Wire format: a `Date` as the coder writes a `Date` (its date strategy), any other
///   `Value` as its `Timestamp`; or the placeholder, or nothing for `nil`.
@propertyWrapper
public struct ServerTimestamp<Value: ServerTimestampRepresentable> {
  /// The time, or `nil` to let the server fill it in.
  public var wrappedValue: Value?

  /// Creates the wrapper.
  ///
  /// - Parameter wrappedValue: The time, usually `nil` for a new document.
  @inlinable
  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }
}

/// A point in time a ``ServerTimestamp`` can hold: a type that converts to and from `DateCoding`'s
/// `Timestamp`.
///
/// `Date` and `Timestamp` conform. Conform a time type of your own with the two conversions,
/// and `@ServerTimestamp` holds it in every coder — written as a `Timestamp`, so a Firestore
/// coder stores a Firestore timestamp:
///
/// ```swift
/// struct Instant: Hashable, Sendable {
///     var microsecondsSince1970: Int64
/// }
///
/// extension Instant: ServerTimestampRepresentable {
///     init(serverTimestamp: Timestamp) {
///         microsecondsSince1970 =
///             serverTimestamp.seconds * 1_000_000 + Int64(serverTimestamp.nanoseconds / 1000)
///     }
///
///     func serverTimestamp() -> Timestamp {
///         let seconds = microsecondsSince1970 / 1_000_000
///         let micros = microsecondsSince1970 % 1_000_000
///         return micros < 0
///             ? Timestamp(seconds: seconds - 1, nanoseconds: Int32(micros + 1_000_000) * 1000)
///             : Timestamp(seconds: seconds, nanoseconds: Int32(micros) * 1000)
///     }
/// }
///
/// struct Article: Codable {
///     @ServerTimestamp var updatedAt: Instant?
/// }
/// ```
///
/// It plays the part of the Firebase SDK's `ServerTimestampWrappable`, under a name of this
/// package's, so that both can be imported.
///
/// - Note: Wire format: the `Timestamp` of the value — `{"seconds": …, "nanoseconds": …}` in
///   JSON, a timestamp in the Firestore coders. `Date` keeps its own `Codable` form, so that it
///   follows the coder's date strategy as any `Date` property does.
public protocol ServerTimestampRepresentable {
  /// How a coder stores the value: a `Timestamp` — except `Date`, stored as itself. The library
  /// chooses it; leave the default.
  associatedtype _ServerTimestampStorage: Codable = Timestamp

  /// Creates the value from a point in time, such as the one a store filled in.
  ///
  /// - Parameter serverTimestamp: The time.
  /// - Throws: An error — a ``TransformError`` naming what is accepted, say — when the type
  ///   cannot hold the time; decoding reports it as `DecodingError.dataCorrupted` at the
  ///   property's path.
  init(serverTimestamp: Timestamp) throws

  /// The point in time of the value.
  ///
  /// - Returns: The time as a `Timestamp`.
  /// - Throws: An error when the value has no `Timestamp`; encoding reports it as
  ///   `EncodingError.invalidValue` at the property's path.
  func serverTimestamp() throws -> Timestamp

  /// Creates the value from what a coder read. Implemented by the library.
  init(_serverTimestampStorage storage: _ServerTimestampStorage) throws

  /// What a coder writes for the value. Implemented by the library.
  func _serverTimestampStorage() throws -> _ServerTimestampStorage
}

extension ServerTimestampRepresentable where _ServerTimestampStorage == Timestamp {
  /// Converts the `Timestamp` a coder read with ``init(serverTimestamp:)``.
  ///
  /// - Parameter storage: The timestamp read.
  /// - Throws: What ``init(serverTimestamp:)`` throws.
  @inlinable
  public init(_serverTimestampStorage storage: Timestamp) throws {
    try self.init(serverTimestamp: storage)
  }

  /// The `Timestamp` to write: ``serverTimestamp()``.
  ///
  /// - Returns: The timestamp.
  /// - Throws: What ``serverTimestamp()`` throws.
  @inlinable
  public func _serverTimestampStorage() throws -> Timestamp {
    try serverTimestamp()
  }
}

extension Date: ServerTimestampRepresentable {
  /// The date of a timestamp: ``Timestamp/dateValue()``.
  ///
  /// - Parameter serverTimestamp: The time.
  public init(serverTimestamp: Timestamp) {
    self = serverTimestamp.dateValue()
  }

  /// The timestamp of the date: ``Timestamp/init(date:)``.
  ///
  /// - Returns: The timestamp.
  public func serverTimestamp() -> Timestamp {
    Timestamp(date: self)
  }

  /// The date a coder read, through its date strategy.
  ///
  /// - Parameter storage: The date.
  @inlinable
  public init(_serverTimestampStorage storage: Date) {
    self = storage
  }

  /// The date itself, written through the coder's date strategy.
  ///
  /// - Returns: The date.
  @inlinable
  public func _serverTimestampStorage() -> Date {
    self
  }
}

extension Timestamp: ServerTimestampRepresentable {
  /// The timestamp itself.
  ///
  /// - Parameter serverTimestamp: The time.
  public init(serverTimestamp: Timestamp) {
    self = serverTimestamp
  }

  /// The timestamp itself.
  ///
  /// - Returns: The timestamp.
  public func serverTimestamp() -> Timestamp {
    self
  }
}

/// The conversion between a ``ServerTimestampRepresentable`` value and what a coder stores, as a
/// transform: the core then reads and writes the stored value with the coder's own methods and
/// reports a failed conversion at the property's path.
@usableFromInline
enum _ServerTimestampTransform<Value: ServerTimestampRepresentable>: CodingTransform {
  @usableFromInline
  static func decode(_ storage: Value._ServerTimestampStorage) throws -> Value {
    try Value(_serverTimestampStorage: storage)
  }

  @usableFromInline
  static func encode(_ value: Value) throws -> Value._ServerTimestampStorage {
    try value._serverTimestampStorage()
  }
}

extension ServerTimestamp: ContainerCodable {
  /// Decodes the time, or `nil` when the key is missing, holds `null`, or holds a
  /// `SnapshotDecoder`'s unresolved placeholder.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's `DecodingError` when the value is present but not a `Value`.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    // The value is read as a plain optional property is; only when that fails does a nested
    // decoder check for a placeholder, which is rare: a nested decoder for every value would
    // cost more than the value.
    do {
      self.init(
        wrappedValue: try container.decodeIfPresent(
          using: _ServerTimestampTransform<Value>.self, forKey: key))
    } catch {
      self.init(
        wrappedValue: try container.decodeIfPresent(ServerTimeField<Value>.self, forKey: key)?
          .value)
    }
  }

  /// Encodes the time, or for `nil` the encoder's placeholder — or nothing when it has none.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's `EncodingError`, or `EncodingError.invalidValue` when
  ///   `userInfo[.serverTimestampPlaceholder]` is not `Encodable`.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    if let wrappedValue {
      try container.encode(wrappedValue, using: _ServerTimestampTransform<Value>.self, forKey: key)
    } else {
      try container.encodeUnlessDeclined(ServerTimestampRequest(), forKey: key)
    }
  }

  /// Decodes the time outside a keyed container, or `nil` for `null` or an unresolved placeholder.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The coder's `DecodingError` when the value is not `null` and not a `Value`.
  public init(from decoder: any Decoder) throws {
    if try decoder.singleValueContainer().decodeNil() {
      self.init(wrappedValue: nil)
    } else {
      self.init(wrappedValue: try ServerTimeField<Value>(from: decoder).value)
    }
  }

  /// Encodes the time outside a keyed container; `nil` is the placeholder, or `null` when the
  /// encoder has none.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's `EncodingError`.
  public func encode(to encoder: any Encoder) throws {
    if let wrappedValue {
      var container = encoder.singleValueContainer()
      try container.encode(wrappedValue, using: _ServerTimestampTransform<Value>.self)
      return
    }
    do {
      try ServerTimestampRequest().encodeIfWanted(to: encoder)
    } catch is EncoderDeclined {
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }
}

/// The decoded field of a `@ServerTimestamp`: a value, or `nil` for an unresolved placeholder.
@usableFromInline
struct ServerTimeField<Value: ServerTimestampRepresentable>: Decodable {
  @usableFromInline
  var value: Value?

  @usableFromInline
  init(from decoder: any Decoder) throws {
    if let recognizing = decoder as? any ServerTimestampPlaceholderRecognizing,
      recognizing.holdsServerTimestampPlaceholder
    {
      value = nil
    } else {
      value = try decoder.singleValueContainer().decode(
        using: _ServerTimestampTransform<Value>.self)
    }
  }
}

/// What `@ServerTimestamp` asks the encoder to write for `nil`: its placeholder, if it has one.
@usableFromInline
struct ServerTimestampRequest: EncoderDecidedValue {
  @inlinable
  init() {}

  @usableFromInline
  func encodeIfWanted(to encoder: any Encoder) throws {
    guard let placeholder = encoder.userInfo[.serverTimestampPlaceholder] else {
      // The SDK's sentinel, when its `FieldValue` is registered: Firebase's encoder passes it
      // through; any other encoder runs its `encode(to:)`, which throws, and the key is left out.
      guard let fieldValue = FirebaseNativeTypes.current(in: encoder.userInfo)?.fieldValue else {
        throw EncoderDeclined.error
      }
      var container = encoder.singleValueContainer()
      do {
        try container.encode(fieldValue._serverTimestamp())
      } catch {
        throw EncoderDeclined.error
      }
      return
    }
    guard let encodable = placeholder as? any Encodable else {
      throw EncodingError.invalidValue(
        placeholder,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription:
            "userInfo[.serverTimestampPlaceholder] holds '\(placeholder)' of type "
            + "\(type(of: placeholder)), which is not Encodable"))
    }
    var container = encoder.singleValueContainer()
    try container.encode(encodable)
  }
}

extension ServerTimestamp: Sendable where Value: Sendable {}

extension ServerTimestamp: Equatable where Value: Equatable {}

extension ServerTimestamp: Hashable where Value: Hashable {}

extension ServerTimestamp: CustomStringConvertible {
  /// The time, or `"nil"`.
  public var description: String { wrappedValue.map { "\($0)" } ?? "nil" }
}
