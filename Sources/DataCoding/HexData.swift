@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes `Data` as lowercase hexadecimal text, `"cafe0042"`, in every
/// coder: the usual form of digests, keys and identifiers.
///
/// It works on `Data`, `Data?`, `[Data]` and `[String: Data]`:
///
/// ```swift
/// struct Release: Codable {
///     var version: String
///     @HexData var sha256: Data                 // "9f86d081884c7d65…"
///     @HexData var signature: Data?             // missing or null → nil; nil → omitted
///     @HexData var checksums: [String: Data]    // {"linux": "…", "macos": "…"}
/// }
/// ```
///
/// Decoding accepts either case, even mixed (`"CAFE0042"`, `"Cafe0042"`), two digits per byte.
/// An odd length and any other character — a `0x` prefix, whitespace, `:` separators — are
/// rejected with `DecodingError.dataCorrupted`, quoting the string and saying where:
/// `"'0xcafe' is not hexadecimal (two digits per byte, any case): 'x' at index 1 is not a hexadecimal digit"`.
/// Use ``UppercaseHexData`` to write uppercase digits.
///
/// - Note: Wire format: two lowercase hexadecimal digits per byte, no prefix or separators;
///   the empty `Data` is `""`. See ``HexDataTransform``.
public typealias HexData<Property: TransformShape<Data>> = TransformCoded<
  HexDataTransform, Property
>

/// The transform behind ``HexData``: `Data` and its lowercase hexadecimal text.
///
/// ```swift
/// self.sha256 = try container.decode(using: HexDataTransform.self, forKey: .sha256)
/// ```
public enum HexDataTransform: CodingTransform {
  /// Decodes hexadecimal text in either case.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The bytes it encodes.
  /// - Throws: ``TransformError`` quoting the string when its length is odd or it holds a
  ///   character that is not a hexadecimal digit.
  public static func decode(_ string: String) throws -> Data {
    try HexCodec.decode(string)
  }

  /// Encodes the bytes as lowercase hexadecimal text.
  ///
  /// - Parameter data: The bytes.
  /// - Returns: Two lowercase digits per byte, such as `"cafe0042"`.
  public static func encode(_ data: Data) -> String {
    HexCodec.encode(data, uppercase: false)
  }
}
