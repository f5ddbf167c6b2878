@_exported import CodableTransformsCore

/// A transform that decodes with `Decoding` and encodes with `Encoding` — for a value read in
/// one format and written in another.
///
/// A payload being migrated from one format to the next, an API that accepts more than it
/// sends: combine the reading transform and the writing one, and name the wrapper with a
/// typealias, as for any transform. The two must convert the same Swift value; what they read and
/// write may differ:
///
/// ```swift
/// // Read seconds or an RFC 3339 string, always write the string.
/// typealias MigratedDate<Property: TransformShape<Date>> = TransformCoded<
///     DecodeEncodeTransform<
///         PickFirstTransform<SecondsSince1970Transform, ISO8601DateTransform>,
///         ISO8601DateTransform
///     >, Property
/// >
///
/// // Read 42, "42" or 42.0; always write "42".
/// typealias IDString<Property: TransformShape<Int>> = TransformCoded<
///     DecodeEncodeTransform<LosslessValueTransform<Int>, StringCodedTransform<Int>>, Property
/// >
///
/// struct Order: Codable {
///     @MigratedDate var placedAt: Date      // 1732181400 → written "2024-11-21T09:30:00Z"
///     @IDString var customer: Int           // 42 → written "42"
///     @IDString var lines: [Int]?           // every shape, as for any transform
/// }
/// ```
///
/// Decoding is exactly `Decoding`'s: what it accepts, its errors and their paths, and its
/// ``DecodingContext`` when `Decoding` is a ``ContextualCodingTransform``. Encoding is
/// exactly `Encoding`'s, its `EncodingError`s included. A missing key, `null` and `nil` follow the
/// property's shape, as for every transform.
///
/// For a round trip to give back the value, `Decoding` must accept what `Encoding` writes — a
/// `PickFirstTransform` whose formats include `Encoding`'s is the usual way. When it does not,
/// the model still encodes, but does not decode its own output.
///
/// - Note: Wire format: `Encoding`'s coding value when writing; `Decoding`'s accepted when
///   reading. MetaCodable's `ConditionalCoder` and serde's `deserialize_with` with
///   `serialize_with` do the same.
public enum DecodeEncodeTransform<Decoding: CodingTransform, Encoding: CodingTransform>:
  CodingTransform
where Decoding.Value == Encoding.Value {
  // A plain `CodingTransform`, with the library's implementation: the coding value reads the
  // whole value with `Decoding` — its coding value in place, its context when it decodes in
  // context, its errors at their paths — so that this transform only hands it on.

  /// The value `Decoding` read — or, for a coding value made by ``encode(_:)``, `Encoding`'s
  /// coding value converted back.
  ///
  /// - Parameter codingValue: The coding value.
  /// - Returns: The value.
  /// - Throws: What `Encoding.decode(_:)` throws, for a coding value made by ``encode(_:)``.
  @inlinable
  public static func decode(_ codingValue: CodingValue) throws -> Decoding.Value {
    switch codingValue {
    case .decoded(let value): value
    case .encoded(let encoded): try Encoding.decode(encoded)
    }
  }

  /// Converts the value with `Encoding`.
  ///
  /// - Parameter value: The value.
  /// - Returns: `Encoding`'s coding value, to be written.
  /// - Throws: What `Encoding.encode(_:)` throws.
  @inlinable
  public static func encode(_ value: Decoding.Value) throws -> CodingValue {
    .encoded(try Encoding.encode(value))
  }
}

extension DecodeEncodeTransform {
  /// What a ``DecodeEncodeTransform`` reads and writes: the value `Decoding` read, or
  /// `Encoding`'s coding value to write.
  ///
  /// Reading decodes the whole value with `Decoding`, exactly as `Decoding` alone decodes it;
  /// writing writes `Encoding`'s coding value in place, with its transform's methods.
  ///
  /// ```swift
  /// let coded = try DecodeEncodeTransform<LosslessValueTransform<Int>, StringCodedTransform<Int>>
  ///     .encode(42)   // .encoded("42")
  /// ```
  public enum CodingValue: ContainerCodable {
    /// A value read with `Decoding`.
    case decoded(Decoding.Value)
    /// A value to write with `Encoding`.
    case encoded(Encoding.CodingValue)

    /// Reads the value with `Decoding`, in the decoder's context.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: What decoding with `Decoding` throws, at the decoder's path.
    @inlinable
    public init(from decoder: any Decoder) throws {
      self = .decoded(try decoder._decodeSingleValue(ofPart: Decoding.self))
    }

    /// Writes the value with `Encoding`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What encoding with `Encoding` throws.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      switch self {
      case .decoded(let value):
        var container = encoder.singleValueContainer()
        try container.encode(value, using: Encoding.self)
      case .encoded(let encoded): try encoded.encode(to: encoder)
      }
    }

    /// Reads the value for a key with `Decoding`, as `Decoding` alone reads it.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Throws: What decoding with `Decoding` throws, at the key's path or deeper.
    @inlinable
    public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
      self = .decoded(try container.decode(using: Decoding.self, forKey: key))
    }

    /// Reads the value for a key with `Decoding`, or `nil` when it is missing or `null`.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Returns: The coding value, or `nil`.
    /// - Throws: What decoding with `Decoding` throws, at the key's path or deeper.
    @inlinable
    public static func decodeIfPresent<K: CodingKey>(
      from container: KeyedDecodingContainer<K>, forKey key: K
    ) throws -> Self? {
      guard let value = try container.decodeIfPresent(using: Decoding.self, forKey: key) else {
        return nil
      }
      return .decoded(value)
    }

    /// Writes the value for a key with `Encoding`, its coding value in place.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Throws: What encoding with `Encoding` throws.
    @inlinable
    public func encode<K: CodingKey>(
      to container: inout KeyedEncodingContainer<K>, forKey key: K
    ) throws {
      switch self {
      case .decoded(let value):
        try container.encode(value, using: Encoding.self, forKey: key)
      case .encoded(let encoded):
        try container._encodeCodingValue(encoded, of: Encoding.self, forKey: key)
      }
    }

    /// Reads the next element with `Decoding`, as `Decoding` alone reads it.
    ///
    /// - Parameters:
    ///   - container: The unkeyed container.
    ///   - context: The context of the container's own value.
    /// - Throws: What decoding with `Decoding` throws, at the element's path or deeper.
    @inlinable
    public init(
      from container: inout any UnkeyedDecodingContainer, in context: DecodingContext
    ) throws {
      self = .decoded(try _decodeElement(ofPart: Decoding.self, from: &container, in: context))
    }

    /// Writes the next element with `Encoding`, its coding value in place.
    ///
    /// - Parameter container: The unkeyed container.
    /// - Throws: What encoding with `Encoding` throws.
    @inlinable
    public func encode(to container: inout any UnkeyedEncodingContainer) throws {
      switch self {
      case .decoded(let value): try _encodeElement(value, ofPart: Encoding.self, to: &container)
      case .encoded(let encoded): try _encodeCodingValue(encoded, of: Encoding.self, to: &container)
      }
    }
  }
}

extension DecodeEncodeTransform.CodingValue: Sendable
where Decoding.Value: Sendable, Encoding.CodingValue: Sendable {}
