/// A coding value that reads and writes itself directly in its model's keyed container.
///
/// Foundation's coders read a primitive property with a concrete method
/// (`decode(_: Double.Type, forKey:)`), but any other `Codable` value goes through a nested
/// decoder or encoder, built for that one value. When a ``CodingTransform``'s `CodingValue` is
/// not a primitive — a number that is written as an integer when it is whole, a pair of numbers,
/// a value that may be a number or a string — that nested coder is most of the wrapper's cost.
/// A coding value that conforms to `InlineCodable` skips it: the library calls these methods
/// instead of the value's `init(from:)` and `encode(to:)` whenever the value sits at a key.
///
/// ```swift
/// /// Milliseconds, read from any number and written as an integer when whole.
/// struct Milliseconds: InlineCodable {
///     var value: Double
///
///     static func decode<K: CodingKey>(
///         from container: KeyedDecodingContainer<K>, forKey key: K
///     ) throws -> Self {
///         Self(value: try container.decode(Double.self, forKey: key))
///     }
///
///     func encode<K: CodingKey>(
///         to container: inout KeyedEncodingContainer<K>, forKey key: K
///     ) throws {
///         if let integer = Int64(exactly: value) {
///             try container.encode(integer, forKey: key)
///         } else {
///             try container.encode(value, forKey: key)
///         }
///     }
///
///     init(value: Double) { self.value = value }
///     init(from decoder: any Decoder) throws { … }      // the same, through containers
///     func encode(to encoder: any Encoder) throws { … }
/// }
/// ```
///
/// The methods must mean exactly what the value's `init(from:)` and `encode(to:)` mean: the
/// library still uses those in arrays, dictionaries and at the top level, and the conformance kit
/// checks that every placement agrees. ``KeyedValueDecodingContainer`` and
/// ``KeyedValueEncodingContainer`` present one key as a single-value container, for values whose
/// code is written against single-value containers.
///
/// - Note: The wire format is the value's own; conforming only changes how fast it is read and
///   written.
public protocol InlineCodable: Codable {
  /// Decodes the value stored for a key.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key; it may be missing or hold `null`, which must throw as the coder does.
  /// - Returns: The decoded value.
  /// - Throws: A `DecodingError` at `container.codingPath + [key]` or deeper.
  static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K)
    throws -> Self

  /// Decodes the value stored for a key, or returns `nil` when the key is missing or `null`.
  ///
  /// The default checks `contains(_:)` and `decodeNil(forKey:)` before
  /// ``decode(from:forKey:)``; implement it when the coder has a cheaper way, such as a
  /// primitive `decodeIfPresent(_:forKey:)`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Returns: The decoded value, or `nil`.
  /// - Throws: A `DecodingError` at `container.codingPath + [key]` or deeper.
  static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self?

  /// Encodes the value for a key.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key to write.
  /// - Throws: An `EncodingError` at `container.codingPath + [key]` or deeper.
  func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) throws
}

extension InlineCodable {
  /// Returns `nil` when the key is missing or `null`, else ``decode(from:forKey:)``.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Returns: The decoded value, or `nil`.
  /// - Throws: A `DecodingError` at `container.codingPath + [key]` or deeper.
  @inlinable
  public static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? {
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
    return try decode(from: container, forKey: key)
  }
}

// How a transform reads and writes its coding value at a key. `CodingTransform` declares these
// hooks as requirements, so that the witness is chosen when a transform conforms: the inline
// implementation for an `InlineCodable` coding value, the primitive fast path for the rest.

extension CodingTransform {
  /// Reads the coding value for `key` with the coder's concrete method when it is a primitive.
  @inlinable
  public static func _decodeCodingValue<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue {
    try container._decodeCodingValue(CodingValue.self, forKey: key)
  }

  /// Reads the coding value for `key`, or `nil` when the key is missing or `null`.
  @inlinable
  public static func _decodeCodingValueIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue? {
    try container._decodeCodingValueIfPresent(CodingValue.self, forKey: key)
  }

  /// Writes the coding value for `key` with the coder's concrete method when it is a primitive.
  @inlinable
  public static func _encodeCodingValue<K: CodingKey>(
    _ codingValue: CodingValue, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws {
    try container._encodeCodingValue(codingValue, forKey: key)
  }
}

extension CodingTransform where CodingValue: InlineCodable {
  /// Reads the coding value for `key` through ``InlineCodable/decode(from:forKey:)``.
  @inlinable
  public static func _decodeCodingValue<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue {
    try CodingValue.decode(from: container, forKey: key)
  }

  /// Reads the coding value for `key` through ``InlineCodable/decodeIfPresent(from:forKey:)``.
  @inlinable
  public static func _decodeCodingValueIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue? {
    try CodingValue.decodeIfPresent(from: container, forKey: key)
  }

  /// Writes the coding value for `key` through ``InlineCodable/encode(to:forKey:)``.
  @inlinable
  public static func _encodeCodingValue<K: CodingKey>(
    _ codingValue: CodingValue, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws {
    try codingValue.encode(to: &container, forKey: key)
  }
}
