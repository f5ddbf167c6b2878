public import CodableTransformsTesting
import Foundation
public import URLCoding

extension LibraryConformance {
  /// `@URLString` in all four shapes; `""` is `nil` for an optional and rejected elsewhere.
  public static var urlString: TransformConformance<URLStringTransform> {
    TransformConformance(
      "URLString",
      samples: [
        (url("https://example.com/books/1"), "https://example.com/books/1"),
        (
          url("https://example.com/search?q=swift%20codable#results"),
          "https://example.com/search?q=swift%20codable#results"
        ),
        (url("/relative/path?page=2"), "/relative/path?page=2"),
        (url("mailto:john@example.com"), "mailto:john@example.com"),
        (url("file:///tmp/report.pdf"), "file:///tmp/report.pdf"),
        (url("HTTPS://Example.COM/Path"), "HTTPS://Example.COM/Path"),
      ],
      invalidInputs: [
        InvalidInput("", .dataCorrupted, messageContains: "''"),
        InvalidInput("a b", .dataCorrupted, messageContains: "'a b' is not a valid URL"),
        InvalidInput(
          "https://example.com/a b", .dataCorrupted, messageContains: "'https://example.com/a b'"),
        InvalidInput("https://example.com/ü", .dataCorrupted, messageContains: "ü"),
        InvalidInput("%", .dataCorrupted, messageContains: "'%'"),
        InvalidInput("http://[", .dataCorrupted, messageContains: "'http://['"),
        InvalidInput(42, .typeMismatch),
        InvalidInput(["https://example.com"], .typeMismatch),
        // Foundation's property-list encoding of a URL is not accepted in place of the string.
        InvalidInput(["relative": "https://example.com"], .typeMismatch),
      ],
      absentInputs: [""],
      generate: randomURL)
  }

  /// A random URL that is valid as written: absolute or relative, with percent-encoded unicode
  /// in its path, query and fragment.
  private static func randomURL(_ random: inout SeededRandomNumberGenerator) -> URL {
    func encoded(_ allowed: CharacterSet, _ random: inout SeededRandomNumberGenerator) -> String {
      random.unicodeString(maxLength: 6).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
    let segment = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;"))
    let path = (0..<Int.random(in: 0...3, using: &random))
      .map { _ in encoded(segment, &random) }
      .joined(separator: "/")
    let query = encoded(.urlQueryAllowed, &random)
    let fragment = encoded(.urlFragmentAllowed, &random)
    let host = random.element(of: ["example.com", "a.b.example.org", "localhost:8080", "[::1]"])
    let scheme = random.element(of: ["https", "http", "ftp", "HTTPS"])
    let string = random.element(of: [
      "\(scheme)://\(host)/\(path)",
      "\(scheme)://\(host)/\(path)?q=\(query)#\(fragment)",
      "/\(path)?\(query)",
      "mailto:\(encoded(.urlUserAllowed, &random))@example.com",
      "file:///\(path)",
      "urn:isbn:\(Int.random(in: 0...9_999_999_999, using: &random))",
    ])
    guard let url = try? URLStringTransform.decode(string) else {
      preconditionFailure("The random URL \(string) is not valid as written")
    }
    return url
  }

  private static func url(_ string: String) -> URL {
    guard let url = URL(string: string) else {
      preconditionFailure("The sample URL \(string) does not parse")
    }
    return url
  }
}
