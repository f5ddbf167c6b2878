/// A property wrapper for an optional value coded by `Coding`: the optional form of a wrapper
/// whose own value is not optional.
///
/// Catalogue wrappers built on ``TransformCoded`` take the optional shape from the property type
/// (`@URLString var avatar: URL?`). Wrappers with their own rules for the value — such as
/// `OneOrMany` or `NoDuplicates` — hold a non-optional value; `OptionalCoded` is their optional
/// form, the one spelling for any ``ValueCoding`` wrapper, with the rules of any optional
/// property:
///
/// ```swift
/// struct Recipe: Codable {
///     @OptionalCoded<OneOrMany<String>> var authors: [String]?   // missing or null → nil
///     @OptionalCoded<NoDuplicates<Int>> var ids: Set<Int>?
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

extension OptionalCoded: ContainerCodable {
  /// Decodes the value for `key`, or `nil` when the key is missing or holds `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `Coding`'s `DecodingError` for a value that is present but invalid.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self.init(wrappedValue: try Coding.decodeIfPresent(from: container, forKey: key)?.wrappedValue)
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

  /// Decodes the next element, or `nil` for `null`.
  ///
  /// - Parameters:
  ///   - container: The unkeyed container.
  ///   - context: The context of the container's own value.
  /// - Throws: `Coding`'s `DecodingError` for an invalid element.
  @inlinable
  public init(
    from container: inout any UnkeyedDecodingContainer, in context: some DecodingContext
  ) throws {
    if try container.decodeNil() {
      self.init(wrappedValue: nil)
    } else {
      self.init(wrappedValue: try Coding(from: &container, in: context).wrappedValue)
    }
  }

  /// Encodes the element as `Coding` does, or `null` for `nil`.
  ///
  /// - Parameter container: The unkeyed container.
  /// - Throws: `Coding`'s `EncodingError`s.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    guard let wrappedValue else { return try container.encodeNil() }
    try Coding(wrappedValue: wrappedValue).encode(to: &container)
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

extension OptionalCoded: ValueCoding {}

extension OptionalCoded: Sendable where Coding.Value: Sendable {}

extension OptionalCoded: Equatable where Coding.Value: Equatable {}

extension OptionalCoded: Hashable where Coding.Value: Hashable {}

extension OptionalCoded: CustomStringConvertible {
  /// The value's description, or `"nil"`.
  public var description: String {
    wrappedValue.map { String(describing: $0) } ?? "nil"
  }
}
