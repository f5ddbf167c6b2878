@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes `Data` as unpadded base64 with the URL-safe alphabet,
/// `"-_8"`, in every coder: the form of JSON Web Tokens, WebAuthn and many API tokens.
///
/// It works on `Data`, `Data?`, `[Data]` and `[String: Data]`:
///
/// ```swift
/// struct Credential: Codable {
///     @Base64URLData var id: Data                 // "hs0cX3Jd0Q"
///     @Base64URLData var userHandle: Data?        // missing or null → nil; nil → omitted
/// }
/// ```
///
/// Decoding follows RFC 4648 §5 strictly, with the final `=` padding optional: `"-_8"` and
/// `"-_8="` both decode. Whitespace, characters of the standard alphabet (`+`, `/`), misplaced
/// or excess padding and non-zero unused bits in the last character are rejected with
/// `DecodingError.dataCorrupted`, quoting the string and saying what is wrong where:
/// `"'ab+c' is not base64 (URL-safe alphabet, padding optional): '+' at index 2 is not in the URL-safe alphabet (…)"`.
///
/// - Note: Wire format: RFC 4648 §5 base64 (`A–Z a–z 0–9 - _`) without padding, as RFC 7515
///   (JSON Web Signature) writes it; the empty `Data` is `""`. See ``Base64URLDataTransform``.
public typealias Base64URLData<Property: TransformShape<Data>> = TransformCoded<
  Base64URLDataTransform, Property
>

/// The transform behind ``Base64URLData``: `Data` and its unpadded base64 text with the
/// URL-safe alphabet.
///
/// ```swift
/// self.id = try container.decode(using: Base64URLDataTransform.self, forKey: .id)
/// ```
public enum Base64URLDataTransform: CodingTransform {
  /// Decodes URL-safe base64, padded or not.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The bytes it encodes.
  /// - Throws: ``TransformError`` quoting the string when it is not strict base64 with the
  ///   URL-safe alphabet.
  public static func decode(_ string: String) throws -> Data {
    try Base64Codec.decode(string, alphabet: .urlSafe)
  }

  /// Encodes the bytes as URL-safe base64 without padding.
  ///
  /// - Parameter data: The bytes.
  /// - Returns: Their base64 text, such as `"-_8"`.
  public static func encode(_ data: Data) -> String {
    Base64Codec.encode(data, alphabet: .urlSafe, padded: false)
  }
}
