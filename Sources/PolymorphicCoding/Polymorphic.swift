/// A property wrapper for a value whose type a tag on the wire chooses from `Family`, such as a
/// protocol existential.
///
/// ```swift
/// struct Drawing: Codable {
///     @Polymorphic<FigureFamily> var main: any Figure
///     @Polymorphic<FigureFamily>.Optional var highlight: (any Figure)?
///     @Polymorphic<FigureFamily>.Array var figures: [any Figure]
///     @Polymorphic<FigureFamily>.Dictionary var figuresByLayer: [String: any Figure]
///     @Lossy<Polymorphic<FigureFamily>>.Array var sketches: [any Figure]   // drops unknown tags
/// }
/// ```
///
/// | key missing | value `null` | unknown tag | encoding |
/// |---|---|---|---|
/// | `keyNotFound` (`nil` in `.Optional`) | `valueNotFound` (`nil` in `.Optional`) | `dataCorrupted` at the tag, or the family's fallback, reported | the variant's tag and payload |
///
/// For an enum, conform it to ``PolymorphicCodable`` instead: it needs no wrapper.
///
/// - Note: Wire format: `Family`'s tagging (``PolymorphicTagging``).
@propertyWrapper
public struct Polymorphic<Family: PolymorphicFamily> {
  /// The value; what is encoded.
  public var wrappedValue: Family.Value

  /// Creates a wrapper holding a value.
  ///
  /// - Parameter wrappedValue: The value.
  @inlinable
  public init(wrappedValue: Family.Value) {
    self.wrappedValue = wrappedValue
  }

  /// The optional form: `nil` for a missing key or `null`, the key left out for `nil`.
  public typealias Optional = OptionalCoded<Self>

  /// The array form; an element's errors are at its path (`figures[2].radius`).
  public typealias Array = ArrayCoded<Self>

  /// The dictionary form, with string keys.
  public typealias Dictionary = DictionaryCoded<String, Self>
}

extension Polymorphic: ContainerCodable {
  /// Decodes the value stored for `key`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `keyNotFound` or `valueNotFound` for a missing key or `null`, and what
  ///   ``PolymorphicFamily/decodeValue(from:)`` throws.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self = try container._decodeNested(Self.self, forKey: key)
  }

  /// Decodes the value stored for `key`, or `nil` when the key is missing or holds `null`, with
  /// the coder's own `decodeIfPresent(_:forKey:)`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Returns: The value, or `nil`.
  /// - Throws: What ``PolymorphicFamily/decodeValue(from:)`` throws.
  @inlinable
  public static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? {
    try container._decodeNestedIfPresent(Self.self, forKey: key)
  }

  /// Encodes the value for `key`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: What ``PolymorphicFamily/encodeValue(_:to:)`` throws.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try container._encodeNested(self, forKey: key)
  }

  /// Decodes the value from its tag and payload.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: What ``PolymorphicFamily/decodeValue(from:)`` throws.
  @inlinable
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Family.decodeValue(from: decoder))
  }

  /// Encodes the value's tag and payload.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What ``PolymorphicFamily/encodeValue(_:to:)`` throws.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try Family.encodeValue(wrappedValue, to: encoder)
  }
}

extension Polymorphic: Sendable where Family.Value: Sendable {}

extension Polymorphic: Equatable where Family.Value: Equatable {}

extension Polymorphic: Hashable where Family.Value: Hashable {}

extension Polymorphic: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}
