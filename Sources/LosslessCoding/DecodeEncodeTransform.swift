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
  ContextualCodingTransform
where Decoding.Value == Encoding.Value {
  /// In context when `Decoding` decodes in context; the coding value is read and written in
  /// place, each part with its own transform's methods.
  @inlinable
  public static var _traits: _CodingTransformTraits {
    Decoding._traits.intersection(.decodesInContext).union(.codesValueInPlace)
  }

  /// Converts what was read with `Decoding` — or a coding value made by ``encode(_:)``, with
  /// `Encoding` — into the value.
  ///
  /// - Parameter codingValue: The coding value.
  /// - Returns: The value.
  /// - Throws: What `Decoding.decode(_:)` (or `Encoding.decode(_:)`) throws.
  @inlinable
  public static func decode(_ codingValue: CodingValue) throws -> Decoding.Value {
    switch codingValue {
    case .decoded(let decoded): try Decoding.decode(decoded)
    case .encoded(let encoded): try Encoding.decode(encoded)
    }
  }

  /// Converts what was read with `Decoding`, in the decoder's context, which `Decoding` gets
  /// when it is a ``ContextualCodingTransform``.
  ///
  /// - Parameters:
  ///   - codingValue: The coding value.
  ///   - context: Where the value is being decoded.
  /// - Returns: The value.
  /// - Throws: What `Decoding` (or `Encoding`) throws.
  @inlinable
  public static func decode(_ codingValue: CodingValue, in context: DecodingContext) throws
    -> Decoding.Value
  {
    switch codingValue {
    case .decoded(let decoded): try Decoding._decode(decoded, in: context)
    case .encoded(let encoded): try Encoding._decode(encoded, in: context)
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
  /// What a ``DecodeEncodeTransform`` reads and writes: `Decoding`'s coding value when read,
  /// `Encoding`'s when it is to be written.
  ///
  /// Each is read and written in place with its own transform's methods, as if that transform
  /// were used alone.
  ///
  /// ```swift
  /// let coded = try DecodeEncodeTransform<LosslessValueTransform<Int>, StringCodedTransform<Int>>
  ///     .encode(42)   // .encoded("42")
  /// ```
  public enum CodingValue: ContainerCodable {
    /// A value read with `Decoding`.
    case decoded(Decoding.CodingValue)
    /// A value to write with `Encoding`.
    case encoded(Encoding.CodingValue)

    /// Reads `Decoding`'s coding value.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: What reading `Decoding`'s coding value throws.
    @inlinable
    public init(from decoder: any Decoder) throws {
      self = .decoded(try Decoding.CodingValue(from: decoder))
    }

    /// Writes the coding value it holds.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The coder's errors.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      switch self {
      case .decoded(let decoded): try decoded.encode(to: encoder)
      case .encoded(let encoded): try encoded.encode(to: encoder)
      }
    }

    /// Reads `Decoding`'s coding value for a key, as `Decoding` alone reads it.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Throws: What reading `Decoding`'s coding value throws.
    @inlinable
    public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
      self = .decoded(try container._decodeCodingValue(of: Decoding.self, forKey: key))
    }

    /// Reads `Decoding`'s coding value for a key, or `nil` when it is missing or `null`.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Returns: The coding value, or `nil`.
    /// - Throws: What reading `Decoding`'s coding value throws.
    @inlinable
    public static func decodeIfPresent<K: CodingKey>(
      from container: KeyedDecodingContainer<K>, forKey key: K
    ) throws -> Self? {
      try container._decodeCodingValueIfPresent(of: Decoding.self, forKey: key).map {
        .decoded($0)
      }
    }

    /// Writes the coding value it holds for a key, with its transform's method.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Throws: The coder's errors.
    @inlinable
    public func encode<K: CodingKey>(
      to container: inout KeyedEncodingContainer<K>, forKey key: K
    ) throws {
      switch self {
      case .decoded(let decoded):
        try container._encodeCodingValue(decoded, of: Decoding.self, forKey: key)
      case .encoded(let encoded):
        try container._encodeCodingValue(encoded, of: Encoding.self, forKey: key)
      }
    }

    /// Reads `Decoding`'s coding value as the next element, as `Decoding` alone reads it.
    ///
    /// - Parameters:
    ///   - container: The unkeyed container.
    ///   - context: The context of the container's own value.
    /// - Throws: What reading `Decoding`'s coding value throws.
    @inlinable
    public init(
      from container: inout any UnkeyedDecodingContainer, in context: DecodingContext
    ) throws {
      self = .decoded(try _decodeCodingValue(of: Decoding.self, from: &container, in: context))
    }

    /// Writes the coding value it holds as the next element.
    ///
    /// - Parameter container: The unkeyed container.
    /// - Throws: The coder's errors.
    @inlinable
    public func encode(to container: inout any UnkeyedEncodingContainer) throws {
      switch self {
      case .decoded(let decoded): try _encodeCodingValue(decoded, of: Decoding.self, to: &container)
      case .encoded(let encoded): try _encodeCodingValue(encoded, of: Encoding.self, to: &container)
      }
    }
  }
}

extension DecodeEncodeTransform.CodingValue: Sendable
where Decoding.CodingValue: Sendable, Encoding.CodingValue: Sendable {}
