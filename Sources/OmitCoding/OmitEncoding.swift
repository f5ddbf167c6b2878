@_exported import CodableTransformsCore

/// A property wrapper for a value that is decoded but never encoded: its key is never written.
///
/// Use it for what a server sends and must never receive back — a computed field, a value it
/// assigns, a secret it returns once:
///
/// ```swift
/// struct Profile: Codable {
///     var name: String
///     @OmitEncoding var followerCount: Int        // read; never sent back
///     @OmitEncoding var avatarURL: String?        // missing or null → nil; never sent back
/// }
///
/// // decoded from {"name": "Ada", "followerCount": 42}
/// // encodes as  {"name": "Ada"}
/// ```
///
/// | key missing | value `null` | value invalid | encoding |
/// |---|---|---|---|
/// | `keyNotFound`; `nil` for an optional | `valueNotFound`; `nil` for an optional | throws, at the property's path | the key is not written — not even `null` |
///
/// Decoding follows the library's rules for the property's type, exactly as without the
/// wrapper. Because nothing is written, a model does not survive its own round trip: decoding
/// what it encoded throws `keyNotFound` for a non-optional and gives `nil` for an optional.
///
/// To decode the value with a catalogue wrapper, use ``OmitEncoded``:
/// `@OmitEncoded<URLString<URL>> var avatar: URL`.
///
/// - Note: Wire format: nothing. Decoding reads the value as `Value` decodes it.
public typealias OmitEncoding<Value: Codable> = OmitEncoded<PlainCoding<Value>>

/// A property wrapper for a value decoded with `Coding` and never encoded.
///
/// The plain form is ``OmitEncoding``; this one takes any `ContainerCodable` wrapper, such as a catalogue
/// wrapper, written as on a plain property:
///
/// ```swift
/// struct Upload: Codable {
///     @OmitEncoded<URLString<URL>> var receiptURL: URL                 // read as a URL string
///     @OmitEncoded<ISO8601Date<Date?>> var processedAt: Date?          // missing or null → nil
/// }
/// ```
///
/// Decoding is `Coding`'s, with the library's optional rules; encoding writes nothing. Outside a
/// keyed container — an element of an array, a top-level value — there is no key to leave out,
/// and `null` is written.
///
/// The wrapper is `Sendable`, `Equatable` and `Hashable` when its value is.
///
/// - Note: Wire format: nothing in a keyed container; `null` elsewhere.
@propertyWrapper
public struct OmitEncoded<Coding: ContainerCodable> {
  /// The decoded value; never encoded.
  public var wrappedValue: Coding.WrappedValue

  /// Creates a wrapper holding a value.
  ///
  /// - Parameter wrappedValue: The property's value.
  @inlinable
  public init(wrappedValue: Coding.WrappedValue) {
    self.wrappedValue = wrappedValue
  }
}

extension OmitEncoded: ContainerCodable {
  /// Decodes the value for `key` as `Coding` does; a missing key or `null` is `nil` for an
  /// optional.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `keyNotFound` or `valueNotFound` for a non-optional, and the `DecodingError` of
  ///   an invalid value, at the property's path or deeper.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    if let value = try Coding.decodeIfPresent(from: container, forKey: key)?.wrappedValue {
      self.wrappedValue = value
    } else if let none = _nilValue(Coding.WrappedValue.self) {
      self.wrappedValue = none
    } else {
      // Missing or `null` for a non-optional: the coder's own `keyNotFound` / `valueNotFound`.
      self.wrappedValue = try Coding(from: container, forKey: key).wrappedValue
    }
  }

  /// Writes nothing: the key is left out.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key, which is not written.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) {
  }

  /// Decodes the value outside a keyed container; `null` is `nil` for an optional.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The `DecodingError` of a `null` for a non-optional or of an invalid value.
  @inlinable
  public init(from decoder: any Decoder) throws {
    if let none = _nilValue(Coding.WrappedValue.self),
      try decoder.singleValueContainer().decodeNil()
    {
      self.wrappedValue = none
    } else {
      self.wrappedValue = try Coding(from: decoder).wrappedValue
    }
  }

  /// Writes `null`: outside a keyed container there is no key to leave out.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}

extension OmitEncoded: Sendable where Coding.WrappedValue: Sendable {}

extension OmitEncoded: Equatable where Coding.WrappedValue: Equatable {}

extension OmitEncoded: Hashable where Coding.WrappedValue: Hashable {}

extension OmitEncoded: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
