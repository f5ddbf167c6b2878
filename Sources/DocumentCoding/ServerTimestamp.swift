@_exported import CodableTransformsCore
public import DateCoding
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
/// encoder.dateEncodingStrategy = .timestamp
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
/// - Note: Wire format: the value as the coder writes a `Value` (a `Date` follows the coder's date
///   strategy), or the placeholder, or nothing for `nil`.
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

/// A type a ``ServerTimestamp`` can hold: a point in time as a coder writes it.
///
/// `Date` and `DateCoding`'s `Timestamp` conform. Conform another time type of yours when the
/// store hands back the resolved server time in a shape it decodes from:
///
/// ```swift
/// extension Instant: ServerTimestampRepresentable {}
/// ```
///
/// - Note: Wire format: the type's own `Codable` representation.
public protocol ServerTimestampRepresentable: Codable {}

extension Date: ServerTimestampRepresentable {}

extension Timestamp: ServerTimestampRepresentable {}

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
    // decoder check for a placeholder, which is rare. Measured with the ratio report (callgrind,
    // JSONDecoder, 4 × `Date?`): checking every value through the nested decoder cost 2.05× a
    // hand-written `decodeIfPresent`; this costs 1.00×.
    do {
      self.init(wrappedValue: try container.decodeIfPresent(Value.self, forKey: key))
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
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    if let wrappedValue {
      try container.encode(wrappedValue, forKey: key)
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
      try container.encode(wrappedValue)
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

/// A decoder that can tell whether its current value is its own server-timestamp placeholder.
///
/// The placeholder is a value the store has not replaced with a time yet. `SnapshotCoding`
/// implements this protocol.
package protocol ServerTimestampPlaceholderRecognizing {
  /// Whether the current value is the decoder's placeholder.
  var holdsServerTimestampPlaceholder: Bool { get }
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
      value = try decoder.singleValueContainer().decode(Value.self)
    }
  }
}

/// What `@ServerTimestamp` asks the encoder to write for `nil`: its placeholder, if it has one.
private struct ServerTimestampRequest: EncoderDecidedValue {
  func encodeIfWanted(to encoder: any Encoder) throws {
    guard let placeholder = encoder.userInfo[.serverTimestampPlaceholder] else {
      // The SDK's sentinel, when its `FieldValue` is registered: Firebase's encoder passes it
      // through; any other encoder runs its `encode(to:)`, which throws, and the key is left out.
      guard let fieldValue = FirebaseNativeTypes.current(in: encoder.userInfo)?.fieldValue else {
        throw EncoderDeclined()
      }
      var container = encoder.singleValueContainer()
      do {
        try container.encode(fieldValue._serverTimestamp())
      } catch {
        throw EncoderDeclined()
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
