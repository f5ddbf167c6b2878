/// A property wrapper for an optional value coded by `Coding`: the optional form of a wrapper
/// whose own value is not optional.
///
/// Catalogue wrappers built on ``TransformCoded`` take the optional shape from the property type
/// (`@URLString var avatar: URL?`). Wrappers with their own rules for the value — such as
/// `OneOrMany` or `NoDuplicates` — hold a non-optional value; each offers this wrapper as its
/// nested `Optional`, with the rules of any optional property:
///
/// ```swift
/// struct Recipe: Codable {
///     @OneOrMany<String>.Optional var authors: [String]?   // missing or null → nil
///     @OptionalCoded<NoDuplicates<Int>> var ids: Set<Int>?  // the same, spelled out
/// }
/// ```
///
/// | key missing | value `null` | invalid value | encoding `nil` |
/// |---|---|---|---|
/// | `nil` | `nil` | throws, as `Coding` does | the key is left out |
///
/// Outside a keyed container (as an array element, for instance) `nil` is written as `null`.
///
/// - Note: Wire format: `Coding`'s, or no key for `nil`.
@propertyWrapper
public struct OptionalCoded<Coding: ValueCoding> {
  /// The value, or `nil`; what is encoded.
  public var wrappedValue: Coding.Value?

  /// Creates a wrapper holding a value or `nil`.
  ///
  /// - Parameter wrappedValue: The value, or `nil`.
  @inlinable
  public init(wrappedValue: Coding.Value?) {
    self.wrappedValue = wrappedValue
  }
}

extension OptionalCoded: KeyedCodingWrapper {
  /// Decodes the value for `key`, or `nil` when the key is missing or holds `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `Coding`'s `DecodingError` for a value that is present but invalid.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self.init(wrappedValue: try Coding._decodeIfPresent(from: container, forKey: key))
  }

  /// Encodes the value for `key` as `Coding` does; leaves the key out for `nil`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `Coding`'s `EncodingError`s.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    guard let wrappedValue else { return }
    try Coding(wrappedValue: wrappedValue).encode(to: &container, forKey: key)
  }

  /// Decodes the value, or `nil` for `null`, outside a keyed container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `Coding`'s `DecodingError` for an invalid value.
  @inlinable
  public init(from decoder: any Decoder) throws {
    if try decoder.singleValueContainer().decodeNil() {
      self.init(wrappedValue: nil)
    } else {
      self.init(wrappedValue: try Coding(from: decoder).wrappedValue)
    }
  }

  /// Encodes the value as `Coding` does, or `null` for `nil`, outside a keyed container.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `Coding`'s `EncodingError`s.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    guard let wrappedValue else {
      var container = encoder.singleValueContainer()
      return try container.encodeNil()
    }
    try Coding(wrappedValue: wrappedValue).encode(to: encoder)
  }
}

extension OptionalCoded: Sendable where Coding.Value: Sendable {}

extension OptionalCoded: Equatable where Coding.Value: Equatable {}

extension OptionalCoded: Hashable where Coding.Value: Hashable {}

extension OptionalCoded: CustomStringConvertible {
  /// The value's description, or `"nil"`.
  public var description: String {
    wrappedValue.map { String(describing: $0) } ?? "nil"
  }
}
