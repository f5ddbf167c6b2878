import Foundation
public import URLCoding

extension LibraryConformance {
  /// `@URLString` in all four shapes.
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
      ])
  }

  private static func url(_ string: String) -> URL {
    guard let url = URL(string: string) else {
      preconditionFailure("The sample URL \(string) does not parse")
    }
    return url
  }
}
