@_exported import CodableTransformsCore

/// A property wrapper that keeps a missing key, `null` and a value apart, as a double optional:
/// `nil`, `.some(nil)` and `.some(value)`.
///
/// A partial update — JSON Merge Patch, a Firestore `update` with merge, a `PATCH` request —
/// means three different things by a field that is left out (leave it alone), set to `null`
/// (clear it) and set to a value. An optional property cannot tell the first two apart; this one
/// can:
///
/// ```swift
/// struct ProfilePatch: Codable {
///     @DoubleOptional var nickname: String??
///     @DoubleOptional var age: Int??
/// }
///
/// // {"nickname": null}        → nickname == .some(nil) (clear it), age == nil (leave it)
/// // {"nickname": "Ada"}       → nickname == .some("Ada")
/// switch patch.nickname {
/// case .none: break                              // key missing: leave it alone
/// case .some(.none): profile.nickname = nil      // null: clear it
/// case .some(.some(let name)): profile.nickname = name
/// }
/// ```
///
/// | key missing | value `null` | a value | value invalid | encoding |
/// |---|---|---|---|---|
/// | `nil` | `.some(nil)` | `.some(value)` | throws, at the property's path | `nil` omits the key; `.some(nil)` writes `null`; a value is written |
///
/// Outside a keyed container there is no key to leave out: `nil` and `.some(nil)` are both
/// written as `null` and read back as `.some(nil)`.
///
/// - Note: Wire format: the value as `Value` encodes it, `null`, or no key.
@propertyWrapper
public struct DoubleOptional<Value: Codable> {
  /// `nil` for a missing key, `.some(nil)` for `null`, else the value.
  public var wrappedValue: Value??

  /// Creates a wrapper holding a double optional.
  ///
  /// - Parameter wrappedValue: `nil` (no key), `.some(nil)` (`null`) or a value.
  @inlinable
  public init(wrappedValue: Value??) {
    self.wrappedValue = wrappedValue
  }
}

extension DoubleOptional: ContainerCodable {
  /// Decodes `nil` for a missing key, `.some(nil)` for `null`, else the value.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The `DecodingError` of an invalid value, at the property's path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    guard container.contains(key) else {
      self.init(wrappedValue: nil)
      return
    }
    if try container.decodeNil(forKey: key) {
      self.init(wrappedValue: .some(nil))
      return
    }
    do {
      self.init(wrappedValue: try PlainCoding<Value>(from: container, forKey: key).wrappedValue)
    } catch {
      throw DecodingError._located(error, in: container.codingPath, key: key)
    }
  }

  /// Omits the key for `nil`, writes `null` for `.some(nil)`, else the value.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    switch wrappedValue {
    case .none: return
    case .some(.none): try container.encodeNil(forKey: key)
    case .some(.some(let value)):
      try PlainCoding(wrappedValue: value).encode(to: &container, forKey: key)
    }
  }

  /// Decodes `.some(nil)` for `null`, else the value, outside a keyed container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The `DecodingError` of an invalid value.
  @inlinable
  public init(from decoder: any Decoder) throws {
    if try decoder.singleValueContainer().decodeNil() {
      self.init(wrappedValue: .some(nil))
    } else {
      self.init(wrappedValue: try PlainCoding<Value>(from: decoder).wrappedValue)
    }
  }

  /// Writes `null` for `nil` and `.some(nil)`, else the value.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    guard case .some(.some(let value)) = wrappedValue else {
      var container = encoder.singleValueContainer()
      return try container.encodeNil()
    }
    try PlainCoding(wrappedValue: value).encode(to: encoder)
  }
}

extension DoubleOptional: Sendable where Value: Sendable {}

extension DoubleOptional: Equatable where Value: Equatable {}

extension DoubleOptional: Hashable where Value: Hashable {}

extension DoubleOptional: CustomStringConvertible {
  /// `nil`, `null` or the value's description.
  public var description: String {
    switch wrappedValue {
    case .none: "nil"
    case .some(.none): "null"
    case .some(.some(let value)): String(describing: value)
    }
  }
}
