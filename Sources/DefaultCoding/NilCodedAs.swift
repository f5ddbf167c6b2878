@_exported import CodableTransformsCore

/// A property wrapper for an optional whose `nil` is stored as a stand-in value —
/// `Provider.defaultValue` — and read back as `nil`.
///
/// Some APIs do not accept a missing key or `null` and expect `""`, `0` or `[]` for "no value";
/// others send them. This wrapper keeps `nil` in Swift and the stand-in on the wire, in both
/// directions:
///
/// ```swift
/// enum NoManager: DefaultValueProvider {
///     static var defaultValue: Int { 0 }
/// }
///
/// struct Employee: Codable {
///     var name: String
///     @NilAsEmptyString var middleName: String?        // nil ↔ ""
///     @NilCodedAs<NoManager> var managerID: Int?       // nil ↔ 0
/// }
///
/// // Employee(name: "Ada", middleName: nil, managerID: nil) encodes as
/// // {"name": "Ada", "middleName": "", "managerID": 0}
/// ```
///
/// | key missing | value `null` | the stand-in (`""`, `0`) | another value | value invalid | encoding `nil` |
/// |---|---|---|---|---|---|
/// | `nil` | `nil` | `nil` | the value | throws, at the property's path | the stand-in |
///
/// The stand-in and `nil` are one value: a property cannot hold `""` in a
/// ``NilAsEmptyString`` property and get it back — it comes back as `nil`.
///
/// - Note: Wire format: the value as `Provider.Value` encodes it; `nil` as
///   `Provider.defaultValue`. The key is always written.
@propertyWrapper
public struct NilCodedAs<Provider: DefaultValueProvider>
where Provider.Value: Codable & Equatable {
  /// The property's value; `nil` is written as `Provider.defaultValue`.
  public var wrappedValue: Provider.Value?

  /// Creates a wrapper holding a value.
  ///
  /// - Parameter wrappedValue: The property's value, or `nil`.
  @inlinable
  public init(wrappedValue: Provider.Value?) {
    self.wrappedValue = wrappedValue
  }

  /// `nil` for the stand-in, else the value.
  @inlinable
  init(decoded value: Provider.Value?) {
    self.wrappedValue = value == Provider.defaultValue ? nil : value
  }

  /// The value to write: the stand-in for `nil`.
  @inlinable
  var valueToEncode: Provider.Value {
    wrappedValue ?? Provider.defaultValue
  }
}

/// An optional `String` whose `nil` is stored as `""`, and `""` read as `nil`.
///
/// ```swift
/// struct Employee: Codable {
///     @NilAsEmptyString var middleName: String?    // nil ↔ ""
/// }
/// ```
///
/// - Note: Wire format: the string; `nil` as `""`. See ``NilCodedAs``.
public typealias NilAsEmptyString = NilCodedAs<DefaultValues.EmptyString>

extension NilCodedAs: ContainerCodable {
  /// Decodes the value for `key`: missing, `null` and the stand-in are `nil`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The `DecodingError` of an invalid value, at the property's path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    do {
      self.init(
        decoded: try PlainCoding<Provider.Value>.decodeIfPresent(from: container, forKey: key)?
          .wrappedValue)
    } catch {
      throw DecodingError._located(error, in: container.codingPath, key: key)
    }
  }

  /// Encodes the value for `key`, or the stand-in for `nil`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try PlainCoding(wrappedValue: valueToEncode).encode(to: &container, forKey: key)
  }

  /// Decodes the value outside a keyed container: `null` and the stand-in are `nil`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The `DecodingError` of an invalid value.
  @inlinable
  public init(from decoder: any Decoder) throws {
    if try decoder.singleValueContainer().decodeNil() {
      self.init(wrappedValue: nil)
    } else {
      self.init(decoded: try PlainCoding<Provider.Value>(from: decoder).wrappedValue)
    }
  }

  /// Encodes the value, or the stand-in for `nil`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try PlainCoding(wrappedValue: valueToEncode).encode(to: encoder)
  }
}

extension NilCodedAs: Sendable where Provider.Value: Sendable {}

extension NilCodedAs: Equatable {}

extension NilCodedAs: Hashable where Provider.Value: Hashable {}

extension NilCodedAs: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
