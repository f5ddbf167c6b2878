@_exported import CodableTransformsCore

// How the library reads and writes `URLStringTransform.CodingValue` in place.

extension URLStringTransform.CodingValue: ContainerCodable {
  /// Decodes the string stored for a key.
  ///
  /// - Parameters:
  ///   - container: The keyed container.
  ///   - key: The key.
  /// - Throws: The coder's `keyNotFound`, `valueNotFound` or `typeMismatch`.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self.init(try container.decode(String.self, forKey: key))
  }

  /// Decodes the string stored for a key, or returns `nil` when the key is missing, `null` or
  /// the empty string — the one place `""` differs from other strings.
  ///
  /// - Parameters:
  ///   - container: The keyed container.
  ///   - key: The key.
  /// - Returns: The coding value, or `nil`.
  /// - Throws: The coder's `typeMismatch` for a value that is not a string.
  @inlinable
  public static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? {
    guard let string = try container.decodeIfPresent(String.self, forKey: key), !string.isEmpty
    else { return nil }
    return Self(string)
  }

  /// Encodes the string for a key.
  ///
  /// - Parameters:
  ///   - container: The keyed container.
  ///   - key: The key.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try container.encode(string, forKey: key)
  }

  /// Decodes the string as the next element.
  ///
  /// - Parameters:
  ///   - container: The unkeyed container.
  ///   - context: The context of the container's own value (unused).
  /// - Throws: The coder's `valueNotFound` or `typeMismatch`.
  @inlinable
  public init(from container: inout any UnkeyedDecodingContainer, in context: DecodingContext)
    throws
  {
    self.init(try container.decode(String.self))
  }

  /// Encodes the string as the next element.
  ///
  /// - Parameter container: The unkeyed container.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    try container.encode(string)
  }

  /// Decodes the string from a single-value container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The coder's `valueNotFound` or `typeMismatch`.
  @inlinable
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the string into a single-value container.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(string)
  }
}
