@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `URL` as its string, `"https://example.com/a"`, in every
/// coder — property lists included.
///
/// `JSONEncoder` writes a `URL` as a string, but `PropertyListEncoder` (and coders that follow
/// Foundation's own `URL.encode(to:)`) write `{"relative": "https://…"}`; with this wrapper
/// every coder writes the same string. It works on `URL`, `URL?`, `[URL]` and `[String: URL]`:
///
/// ```swift
/// struct Book: Codable {
///     var title: String
///     @URLString var website: URL                 // "https://example.com/books/1"
///     @URLString var coverImage: URL?             // missing or null → nil; nil → omitted
///     @URLString var mirrors: [URL]               // a bad element fails at mirrors[1]
/// }
/// ```
///
/// Decoding is strict, so that what is decoded is what gets encoded again: `""` and strings
/// that `URL(string:encodingInvalidCharacters: false)` refuses — a space, a non-ASCII
/// character, a lone `%` — are rejected with `DecodingError.dataCorrupted` quoting the string.
/// Relative references such as `"/books/1"` are accepted and kept as written.
///
/// - Note: Wire format: `URL.absoluteString`. A URL created relative to a base is written
///   resolved against it. See ``URLStringTransform``.
public typealias URLString<Property: TransformShape<URL>> = TransformCoded<
  URLStringTransform, Property
>

/// The transform behind ``URLString``: a `URL` and its absolute string.
///
/// ```swift
/// self.website = try container.decode(using: URLStringTransform.self, forKey: .website)
/// ```
public enum URLStringTransform: CodingTransform {
  /// Parses a URL string without repairing it.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The URL, whose `absoluteString` is `string`.
  /// - Throws: ``TransformError`` quoting `string` when it is empty or not a valid URL without
  ///   percent-encoding.
  public static func decode(_ string: String) throws -> URL {
    guard !string.isEmpty else {
      throw TransformError("'' is not a URL: the string is empty")
    }
    guard let url = strictURL(string) else {
      throw TransformError(
        rejecting: string,
        expected: "a valid URL (RFC 3986; spaces and non-ASCII characters must be percent-encoded)")
    }
    return url
  }

  /// Returns the URL's absolute string.
  ///
  /// - Parameter url: The URL to encode.
  /// - Returns: `url.absoluteString`.
  public static func encode(_ url: URL) -> String {
    url.absoluteString
  }

  private static func strictURL(_ string: String) -> URL? {
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
      return URL(string: string, encodingInvalidCharacters: false)
    } else {
      // Before these releases `URL(string:)` was strict already.
      return URL(string: string)
    }
  }
}
