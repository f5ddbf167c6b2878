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
///     @URLString var coverImage: URL?             // missing, null or "" → nil; nil → omitted
///     @URLString var mirrors: [URL]               // a bad element fails at mirrors[1]
/// }
/// ```
///
/// Decoding is strict, so that what is decoded is what gets encoded again: strings that
/// `URL(string:encodingInvalidCharacters: false)` refuses — a space, a non-ASCII character, a
/// lone `%` — are rejected with `DecodingError.dataCorrupted` quoting the string. Relative
/// references such as `"/books/1"` are accepted and kept as written.
///
/// An empty string is not a URL. Many APIs send it for "no URL" (`"homepage": ""`), so an
/// optional property reads it as `nil`, as it reads a missing key or `null` (and a default
/// around the wrapper, `@DefaultCoded<P, URLString<URL>>`, gives its default). A `URL` property
/// rejects it with `DecodingError.dataCorrupted`, having no value to give, and so does every
/// element of an array or a dictionary, `[URL?]` included: there `nil` is `null`. Encoding `nil`
/// leaves the key out; nothing writes `""`.
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
/// self.homepage = try container.decodeIfPresent(using: URLStringTransform.self, forKey: .homepage)
/// ```
///
/// Its coding value, ``CodingValue``, is the string, read in place with the container's own
/// methods; where a value may be absent (`decodeIfPresent(using:forKey:)`, an optional
/// property) an empty string is absent.
public enum URLStringTransform: CodingTransform {
  /// A URL's string as ``URLStringTransform`` reads and writes it: a string, in place in its
  /// container, with an empty string read as absent wherever a value may be absent.
  ///
  /// The library reads it with the container's concrete `String` methods, as it reads a
  /// transform's `String`. It is its own type only to say what "absent" means for a URL: where
  /// the library asks whether a value is present — an optional property, `decodeIfPresent` —
  /// a missing key, `null` and `""` are all absent; everywhere else `""` is read, and the
  /// transform rejects it.
  ///
  /// ```swift
  /// let value = URLStringTransform.CodingValue("https://example.com")
  /// let url = try URLStringTransform.decode(value)
  /// ```
  ///
  /// - Note: Wire format: the string.
  public struct CodingValue: Sendable {
    /// The URL's string.
    public var string: String

    /// Creates a coding value.
    ///
    /// - Parameter string: The URL's string.
    @inlinable
    public init(_ string: String) {
      self.string = string
    }
  }

  /// Parses a URL string without repairing it.
  ///
  /// ```swift
  /// let url = try URLStringTransform.decode("https://example.com/books/1")
  /// ```
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

  /// Parses the string of a coding value, as the `String` form of `decode(_:)` does.
  ///
  /// - Parameter codingValue: The decoded coding value.
  /// - Returns: The URL, whose `absoluteString` is the coding value's string.
  /// - Throws: ``TransformError`` quoting the string when it is empty or not a valid URL
  ///   without percent-encoding.
  @inlinable
  public static func decode(_ codingValue: CodingValue) throws -> URL {
    try decode(codingValue.string)
  }

  /// Returns the URL's absolute string, as a coding value.
  ///
  /// ```swift
  /// URLStringTransform.encode(url).string   // url.absoluteString
  /// ```
  ///
  /// - Parameter url: The URL to encode.
  /// - Returns: The coding value holding `url.absoluteString`.
  @inlinable
  public static func encode(_ url: URL) -> CodingValue {
    CodingValue(url.absoluteString)
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
