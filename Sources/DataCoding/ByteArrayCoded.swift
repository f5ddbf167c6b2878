@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper for a `[UInt8]` coded by a `Data` transform of this module: base64 or
/// hexadecimal bytes held as an array.
///
/// Name it through its typealiases, one per format — ``Base64Bytes``, ``Base64URLBytes``,
/// ``HexBytes`` and ``UppercaseHexBytes`` — and wrap it like any coding for the other shapes:
///
/// ```swift
/// struct Key: Codable {
///     @Base64Bytes var secret: [UInt8]                        // "AQID" ↔ [1, 2, 3]
///     @HexBytes var fingerprint: [UInt8]                      // "cafe" ↔ [0xCA, 0xFE]
///     @OptionalCoded<Base64URLBytes> var salt: [UInt8]?       // missing or null → nil
///     @Lossy<HexBytes>.Array var history: [[UInt8]]           // each element a string
/// }
/// ```
///
/// The wire format, the accepted input and every error are those of the `Data` wrapper of the
/// same format (``Base64Data``, ``HexData``, …), at the same coding path: only the Swift type
/// differs. A missing key is `keyNotFound` and `null` is `valueNotFound`, as for any
/// non-optional property.
///
/// Why not `@Base64Data var secret: [UInt8]`: a `[UInt8]` property is already the array shape
/// of `UInt8` for every catalogue wrapper (`@LosslessValue var bytes: [UInt8]` reads each byte),
/// so one attribute cannot also read it as one string.
///
/// - Note: Wire format: `Transform`'s string of the bytes — `"AQID"` for ``Base64Bytes``.
@propertyWrapper
public struct ByteArrayCoded<Transform: CodingTransform> where Transform.Value == Data {
  /// The bytes; what is encoded.
  public var wrappedValue: [UInt8]

  /// Creates a wrapper holding bytes.
  ///
  /// - Parameter wrappedValue: The bytes.
  @inlinable
  public init(wrappedValue: [UInt8]) {
    self.wrappedValue = wrappedValue
  }
}

extension ByteArrayCoded: ContainerCodable {
  /// Decodes the bytes for `key` with `Transform`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `keyNotFound`, `valueNotFound`, or `Transform`'s `DecodingError` at the
  ///   property's path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self.init(wrappedValue: [UInt8](try container.decode(using: Transform.self, forKey: key)))
  }

  /// Decodes the bytes for `key`, or `nil` when the key is missing or `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Returns: The wrapper, or `nil`.
  /// - Throws: `Transform`'s `DecodingError` at the property's path for an invalid value.
  @inlinable
  public static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? {
    try container.decodeIfPresent(using: Transform.self, forKey: key).map {
      Self(wrappedValue: [UInt8]($0))
    }
  }

  /// Encodes the bytes for `key` with `Transform`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try container.encode(Data(wrappedValue), using: Transform.self, forKey: key)
  }

  /// Decodes the bytes as the next element of an unkeyed container.
  ///
  /// - Parameters:
  ///   - container: The unkeyed container.
  ///   - context: The context of the container's own value; unused.
  /// - Throws: `Transform`'s `DecodingError` at the element's path.
  @inlinable
  public init(
    from container: inout any UnkeyedDecodingContainer, in context: DecodingContext
  ) throws {
    self.init(wrappedValue: [UInt8](try container.decode(using: Transform.self)))
  }

  /// Encodes the bytes as the next element of an unkeyed container.
  ///
  /// - Parameter container: The unkeyed container.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    try container.encode(Data(wrappedValue), using: Transform.self)
  }

  /// Decodes the bytes outside a keyed container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `Transform`'s `DecodingError` at the decoder's path.
  @inlinable
  public init(from decoder: any Decoder) throws {
    self.init(
      wrappedValue: [UInt8](try decoder.singleValueContainer().decode(using: Transform.self)))
  }

  /// Encodes the bytes outside a keyed container.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Data(wrappedValue), using: Transform.self)
  }
}

extension ByteArrayCoded: Sendable {}

extension ByteArrayCoded: Equatable {}

extension ByteArrayCoded: Hashable {}

extension ByteArrayCoded: CustomStringConvertible {
  /// The bytes, as `[1, 2, 3]`.
  public var description: String { String(describing: wrappedValue) }
}

/// A property wrapper for a `[UInt8]` coded as standard, padded base64: `"AQID"`.
///
/// ```swift
/// struct Key: Codable {
///     @Base64Bytes var secret: [UInt8]
///     @OptionalCoded<Base64Bytes> var previous: [UInt8]?
/// }
/// ```
///
/// - Note: Wire format: that of ``Base64Data``, which accepts and rejects the same strings with
///   the same messages.
public typealias Base64Bytes = ByteArrayCoded<Base64DataTransform>

/// A property wrapper for a `[UInt8]` coded as URL-safe, unpadded base64: `"-_8"`.
///
/// ```swift
/// struct Token: Codable {
///     @Base64URLBytes var nonce: [UInt8]
/// }
/// ```
///
/// - Note: Wire format: that of ``Base64URLData``.
public typealias Base64URLBytes = ByteArrayCoded<Base64URLDataTransform>

/// A property wrapper for a `[UInt8]` coded as lowercase hexadecimal: `"cafe"`.
///
/// ```swift
/// struct Commit: Codable {
///     @HexBytes var hash: [UInt8]
/// }
/// ```
///
/// - Note: Wire format: that of ``HexData``; any case is accepted.
public typealias HexBytes = ByteArrayCoded<HexDataTransform>

/// A property wrapper for a `[UInt8]` coded as uppercase hexadecimal: `"CAFE"`.
///
/// ```swift
/// struct Device: Codable {
///     @UppercaseHexBytes var serial: [UInt8]
/// }
/// ```
///
/// - Note: Wire format: that of ``UppercaseHexData``; any case is accepted.
public typealias UppercaseHexBytes = ByteArrayCoded<UppercaseHexDataTransform>
