/// A property wrapper that codes its value through a ``CodingTransform``, in every
/// ``TransformShape``: the value, an optional, an array or a dictionary of it.
///
/// You rarely spell `TransformCoded` yourself: each catalogue module names it with a typealias
/// (`@StringCodedTimeZone`, `@URLString`, …), and so can you for your own transform:
///
/// ```swift
/// typealias Uppercase<Property: TransformShape<String>> =
///     TransformCoded<UppercaseStringTransform, Property>
///
/// struct Flight: Codable {
///     @Uppercase var airline: String          // "KL"
///     @Uppercase var operatedBy: String?      // missing key → nil; nil → key omitted
///     @Uppercase var codeShares: [String]     // a bad element fails at codeShares[1]
/// }
/// ```
///
/// `TransformCoded` is ``ContainerCodable``: synthesized `Codable` reaches it through the
/// library's container overloads, so a missing key or `null` decodes an optional as `nil`,
/// `nil` omits the key, and the coded value is read with the coder's concrete primitive methods
/// — as fast as a hand-written `init(from:)`. Outside a keyed container (an array of wrappers, a
/// top-level value) it codes itself through a single-value container with the same rules.
///
/// It is `Sendable`, `Equatable` and `Hashable` when its value is, so it never breaks a model's
/// synthesized conformances; mutating ``wrappedValue`` changes what is encoded.
///
/// `Property` is the property's type — the transform's value or a shape around it — and
/// `Property.TransformedValue` is `Transform.Value`.
///
/// - Note: The wire format is the transform's: see each catalogue wrapper's documentation.
@propertyWrapper
public struct TransformCoded<Transform: CodingTransform, Property: TransformShape<Transform.Value>>
{
  /// The property's value.
  public var wrappedValue: Property

  /// Creates a wrapper holding a value.
  ///
  /// - Parameter wrappedValue: The property's value.
  @inlinable
  public init(wrappedValue: Property) {
    self.wrappedValue = wrappedValue
  }
}

extension TransformCoded: ContainerCodable {
  /// Decodes the property from its model's keyed container, with the rules of its shape.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `DecodingError` at the property's or element's coding path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self.init(wrappedValue: try Property._decode(Transform.self, from: container, forKey: key))
  }

  /// Decodes the property for `key`, or `nil` when the key is missing or `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Returns: The wrapper, or `nil`.
  /// - Throws: `DecodingError` at the property's or element's coding path for an invalid value.
  @inlinable
  public static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? {
    try Property._decodeIfPresent(Transform.self, from: container, forKey: key).map {
      Self(wrappedValue: $0)
    }
  }

  /// Encodes the property into its model's keyed container; `nil` omits the key.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` at the property's or element's coding path.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try wrappedValue._encode(Transform.self, to: &container, forKey: key)
  }

  /// Decodes the value as the next element of an unkeyed container, with the rules of its shape.
  ///
  /// - Parameters:
  ///   - container: The unkeyed container.
  ///   - context: The context of the unkeyed container's own value.
  /// - Throws: `DecodingError` at the element's coding path or deeper.
  @inlinable
  public init(
    from container: inout any UnkeyedDecodingContainer, in context: DecodingContext
  ) throws {
    self.init(wrappedValue: try Property._decode(Transform.self, from: &container, in: context))
  }

  /// Encodes the value as the next element of an unkeyed container; `nil` is written as `null`.
  ///
  /// - Parameter container: The unkeyed container.
  /// - Throws: `EncodingError.invalidValue` at the element's coding path or deeper.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    try wrappedValue._encode(Transform.self, to: &container)
  }

  /// Decodes the value outside a keyed container, with the rules of its shape.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` at the value's or element's coding path.
  @inlinable
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Property._decode(Transform.self, from: decoder))
  }

  /// Encodes the value outside a keyed container; `nil` is written as `null`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` at the value's or element's coding path.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue._encode(Transform.self, to: encoder)
  }
}

extension TransformCoded: Sendable where Property: Sendable {}

extension TransformCoded: Equatable where Property: Equatable {}

extension TransformCoded: Hashable where Property: Hashable {}

extension TransformCoded: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
