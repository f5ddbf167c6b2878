@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes `Data` as uppercase hexadecimal text, `"CAFE0042"`, in every
/// coder.
///
/// It is ``HexData`` with uppercase digits on encode, for formats that require them (some
/// hardware identifiers, EMV and smart-card data, older checksum files):
///
/// ```swift
/// struct Card: Codable {
///     @UppercaseHexData var applicationID: Data    // "A0000000041010"
///     @UppercaseHexData var keys: [Data]           // ["0A1B", "FF00"]
/// }
/// ```
///
/// Decoding is the same as ``HexData``'s: either case, even mixed, two digits per byte; an odd
/// length or a character that is not a hexadecimal digit is rejected with
/// `DecodingError.dataCorrupted` quoting the string.
///
/// - Note: Wire format: two uppercase hexadecimal digits per byte, no prefix or separators;
///   the empty `Data` is `""`. See ``UppercaseHexDataTransform``.
public typealias UppercaseHexData<Property: TransformShape<Data>> = TransformCoded<
  UppercaseHexDataTransform, Property
>

/// The transform behind ``UppercaseHexData``: `Data` and its uppercase hexadecimal text.
///
/// ```swift
/// self.applicationID = try container.decode(using: UppercaseHexDataTransform.self, forKey: .applicationID)
/// ```
public enum UppercaseHexDataTransform: CodingTransform {
  /// Decodes hexadecimal text in either case.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The bytes it encodes.
  /// - Throws: ``TransformError`` quoting the string when its length is odd or it holds a
  ///   character that is not a hexadecimal digit.
  public static func decode(_ string: String) throws -> Data {
    try HexCodec.decode(string)
  }

  /// Encodes the bytes as uppercase hexadecimal text.
  ///
  /// - Parameter data: The bytes.
  /// - Returns: Two uppercase digits per byte, such as `"CAFE0042"`.
  public static func encode(_ data: Data) -> String {
    HexCodec.encode(data, uppercase: true)
  }
}
