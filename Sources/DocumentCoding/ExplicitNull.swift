@_exported import CodableTransformsCore

/// A property wrapper for an optional that is written as `null` when it is `nil`, instead of being
/// left out.
///
/// Firestore's `setData(from:merge:)` and the Realtime Database's `updateChildValues` only touch the
/// fields they are given: to clear a stored field, write `null` for it. `@ExplicitNull` does that,
/// in every coder:
///
/// ```swift
/// struct Profile: Codable, Sendable {
///     var name: String
///     @ExplicitNull var nickname: String?   // nil → "nickname": null
/// }
///
/// try SnapshotEncoder().encode(Profile(name: "Ada"))   // ["name": "Ada", "nickname": NSNull()]
/// ```
///
/// Decoding follows the library's optional rules: a missing key or `null` gives `nil`, and a value
/// of the wrong type still throws — never a silent `nil`. Firebase's wrapper of the same name throws
/// `keyNotFound` for a missing key; this one does not.
///
/// `Value` is any `Codable` type and is coded with its own `Codable` conformance, so the coder's
/// strategies (dates, data, keys) apply to it as to a plain property.
///
/// - Note: Wire format: the value as `Value` codes it, or `null` (`NSNull()` in a snapshot tree).
///   Property lists have no `null`: `PropertyListEncoder` writes the string `"$null"`, which
///   `PropertyListDecoder` reads back as `nil` — so a real `"$null"` string in an
///   `@ExplicitNull var x: String?` also decodes as `nil`.
@propertyWrapper
public struct ExplicitNull<Value: Codable> {
  /// The value, or `nil` to write `null`.
  public var wrappedValue: Value?

  /// Creates the wrapper.
  ///
  /// - Parameter wrappedValue: The value, or `nil`.
  @inlinable
  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }
}

extension ExplicitNull: ContainerCodable {
  /// Decodes the value, or `nil` when the key is missing or holds `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's `DecodingError` when the value is present but not a `Value`.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    // `@inlinable` and the core's direct value access (`CodingValueAccess.swift`): a `String?`
    // is read with the coder's concrete `decodeIfPresent(_: String.Type, forKey:)`, as a
    // hand-written `init(from:)` does, not through a nested decoder.
    self.init(wrappedValue: try container._decodeValueIfPresent(Value.self, forKey: key))
  }

  /// Encodes the value, or `null` for `nil`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's `EncodingError`.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    if let wrappedValue {
      try container._encodeValue(wrappedValue, forKey: key)
    } else {
      try container.encodeNil(forKey: key)
    }
  }

  /// Decodes the value outside a keyed container, or `nil` for `null`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The coder's `DecodingError` when the value is not `null` and not a `Value`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(Value.self))
  }

  /// Encodes the value outside a keyed container, or `null` for `nil`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's `EncodingError`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}

extension ExplicitNull: Sendable where Value: Sendable {}

extension ExplicitNull: Equatable where Value: Equatable {}

extension ExplicitNull: Hashable where Value: Hashable {}

extension ExplicitNull: CustomStringConvertible {
  /// The value, or `"nil"`.
  public var description: String { wrappedValue.map { "\($0)" } ?? "nil" }
}
