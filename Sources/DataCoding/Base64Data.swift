@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes `Data` as a base64 string with the standard alphabet,
/// `"SGVsbG8="`, in every coder.
///
/// `JSONEncoder` writes `Data` as base64 only under its default data strategy, and property
/// lists write raw `<data>`; with this wrapper every coder writes the same string. It works on
/// `Data`, `Data?`, `[Data]` and `[String: Data]`:
///
/// ```swift
/// struct Attachment: Codable {
///     var name: String
///     @Base64Data var content: Data            // "SGVsbG8sIHdvcmxkIQ=="
///     @Base64Data var thumbnail: Data?         // missing or null → nil; nil → omitted
///     @Base64Data var chunks: [Data]           // a bad element fails at chunks[1]
/// }
/// ```
///
/// Decoding follows RFC 4648 strictly, with the final `=` padding optional: `"SGVsbG8="` and
/// `"SGVsbG8"` both decode. Whitespace and line breaks (MIME's 76-character lines), characters
/// of the URL-safe alphabet (`-`, `_`), misplaced or excess padding and non-zero unused bits in
/// the last character are rejected with `DecodingError.dataCorrupted`, quoting the string (its
/// first 40 characters when it is long) and saying what is wrong where:
/// `"'SGVs bG8=' is not base64 (standard alphabet, padding optional): ' ' (U+0020) at index 4 is whitespace, which is not allowed"`.
///
/// - Note: Wire format: RFC 4648 §4 base64 (`A–Z a–z 0–9 + /`), padded with `=` to a multiple
///   of four characters; the empty `Data` is `""`. See ``Base64DataTransform``.
public typealias Base64Data<Property: TransformShape<Data>> = TransformCoded<
  Base64DataTransform, Property
>

/// The transform behind ``Base64Data``: `Data` and its base64 text with the standard alphabet.
///
/// ```swift
/// self.content = try container.decode(using: Base64DataTransform.self, forKey: .content)
/// ```
public enum Base64DataTransform: CodingTransform {
  /// Decodes standard-alphabet base64, padded or not.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The bytes it encodes.
  /// - Throws: ``TransformError`` quoting the string when it is not strict base64 with the
  ///   standard alphabet.
  public static func decode(_ string: String) throws -> Data {
    try Base64Codec.decode(string, alphabet: .standard)
  }

  /// Encodes the bytes as standard-alphabet base64 with padding.
  ///
  /// - Parameter data: The bytes.
  /// - Returns: Their base64 text, such as `"SGVsbG8="`.
  public static func encode(_ data: Data) -> String {
    Base64Codec.encode(data, alphabet: .standard, padded: true)
  }
}
