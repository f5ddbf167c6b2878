/// A property wrapper that decodes and encodes itself straight from its model's keyed container,
/// and so decides what a missing key, `null` and `nil` mean.
///
/// Synthesized `Codable` calls `decode(_:forKey:)` and `encode(_:forKey:)` for a wrapped
/// property, never the `…IfPresent` variants, so without help a wrapper around an optional
/// throws `keyNotFound` for a missing key and writes `null` for `nil`. The library's container
/// overloads below route every conforming wrapper to its own
/// ``init(from:forKey:)`` and ``encode(to:forKey:)`` instead; they are public and re-exported by
/// every wrapper module, so synthesized code in any module finds them.
///
/// All the library's wrappers conform. Conform your own wrapper when it needs the same control:
///
/// ```swift
/// @propertyWrapper
/// struct Trimmed: KeyedCodingWrapper {
///     var wrappedValue: String?
///     init(wrappedValue: String?) { self.wrappedValue = wrappedValue }
///     init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
///         wrappedValue = try container.decodeIfPresent(String.self, forKey: key)?
///             .trimmingCharacters(in: .whitespaces)
///     }
///     func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) throws {
///         try container.encodeIfPresent(wrappedValue, forKey: key)
///     }
///     init(from decoder: any Decoder) throws { … }
///     func encode(to encoder: any Encoder) throws { … }
/// }
/// ```
///
/// Conformance is opt-in on purpose: an overload for every `Codable` type would bypass the
/// `init(from:)` of types that do not expect it.
public protocol KeyedCodingWrapper: Codable {
  /// Decodes the wrapper from its model's keyed container.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key, which may be missing or hold `null`.
  /// - Throws: A `DecodingError` at `container.codingPath + [key]` or deeper.
  init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws

  /// Encodes the wrapper into its model's keyed container.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key; the wrapper may leave it out.
  /// - Throws: An `EncodingError` at `container.codingPath + [key]` or deeper.
  func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) throws
}

// The container overloads: the only ones in the library.

extension KeyedDecodingContainer {
  /// Decodes a ``KeyedCodingWrapper`` by letting it read its own key.
  ///
  /// Synthesized `init(from:)` calls this for every wrapped property.
  ///
  /// - Parameters:
  ///   - type: The wrapper type.
  ///   - key: The property's key.
  /// - Returns: The decoded wrapper.
  /// - Throws: What the wrapper's ``KeyedCodingWrapper/init(from:forKey:)`` throws.
  @inlinable
  public func decode<W: KeyedCodingWrapper>(_ type: W.Type, forKey key: Key) throws -> W {
    try W(from: self, forKey: key)
  }

  /// Decodes a ``KeyedCodingWrapper`` when the key is present and not `null`.
  ///
  /// - Parameters:
  ///   - type: The wrapper type.
  ///   - key: The property's key.
  /// - Returns: The decoded wrapper, or `nil` when the key is missing or its value is `null`.
  /// - Throws: What the wrapper's ``KeyedCodingWrapper/init(from:forKey:)`` throws.
  @inlinable
  public func decodeIfPresent<W: KeyedCodingWrapper>(_ type: W.Type, forKey key: Key) throws
    -> W?
  {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try W(from: self, forKey: key)
  }
}

extension KeyedEncodingContainer {
  /// Encodes a ``KeyedCodingWrapper`` by letting it write (or omit) its own key.
  ///
  /// Synthesized `encode(to:)` calls this for every wrapped property.
  ///
  /// - Parameters:
  ///   - value: The wrapper.
  ///   - key: The property's key.
  /// - Throws: What the wrapper's ``KeyedCodingWrapper/encode(to:forKey:)`` throws.
  @inlinable
  public mutating func encode<W: KeyedCodingWrapper>(_ value: W, forKey key: Key) throws {
    try value.encode(to: &self, forKey: key)
  }

  /// Encodes a ``KeyedCodingWrapper`` when it is not `nil`.
  ///
  /// - Parameters:
  ///   - value: The wrapper, or `nil` to write nothing.
  ///   - key: The property's key.
  /// - Throws: What the wrapper's ``KeyedCodingWrapper/encode(to:forKey:)`` throws.
  @inlinable
  public mutating func encodeIfPresent<W: KeyedCodingWrapper>(_ value: W?, forKey key: Key)
    throws
  {
    guard let value else { return }
    try value.encode(to: &self, forKey: key)
  }
}
