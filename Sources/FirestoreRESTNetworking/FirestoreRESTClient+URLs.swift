import FirestoreRESTCoding
import Foundation

// The URLs of the calls. Every path, ID and name is checked by Firestore's rules before it
// becomes part of a URL, and each segment is percent-encoded, so that no layer below — the URL
// type, the transport, a proxy — can read a segment as anything but one ID: there is no `.` or
// `..` left to resolve, and no `/`, `?`, `#` or `%` that is not an escape.

extension FirestoreRESTClient {
  /// The URL of a document, after checking its path.
  func documentURL(_ path: String) throws -> URL {
    _ = try FirestoreRESTPathError.checkDocument(path)
    return try documentsURL(path)
  }

  /// The URL of a parent for `runQuery` and `runAggregationQuery`: the root or a document.
  func parentURL(_ path: String, verb: String) throws -> URL {
    if !path.isEmpty { _ = try FirestoreRESTPathError.checkDocument(path) }
    return try documentsURL(path, verb: verb)
  }

  /// `BASE/v1/projects/P/databases/D/documents[/path][:verb][?query]`, after checking the
  /// project's and the database's IDs and each segment of `path`.
  ///
  /// - Parameters:
  ///   - path: A document or collection path whose kind the caller checked, or `""`.
  ///   - verb: The custom method, such as `commit`.
  ///   - query: The query's parameters, encoded with ``queryEscape(_:)``.
  /// - Returns: The URL.
  /// - Throws: ``FirestoreRESTPathError`` for an ID or a segment that breaks a rule.
  func documentsURL(_ path: String, verb: String? = nil, query: [(String, String)] = [])
    throws -> URL
  {
    try FirestoreRESTPathError.checkProjectID(projectID)
    try FirestoreRESTPathError.checkDatabaseID(databaseID)
    var text = baseURL.absoluteString
    if text.hasSuffix("/") { text.removeLast() }
    text += "/v1/projects/\(Self.escape(projectID))/databases/\(Self.escape(databaseID))/documents"
    if !path.isEmpty {
      // The kind of path was checked by the caller; the segments are checked again here, so
      // that no URL of this client can hold a dot segment, whoever builds it.
      let segments = path.split(separator: "/", omittingEmptySubsequences: false)
      try FirestoreRESTPathError.checkSegments(segments, of: path, expected: .document)
      text += segments.map { "/" + Self.escape(String($0)) }.joined()
    }
    if let verb { text += ":" + verb }
    if !query.isEmpty {
      text +=
        "?"
        + query.map { Self.queryEscape($0.0) + "=" + Self.queryEscape($0.1) }
        .joined(separator: "&")
    }
    guard let url = URL(string: text) else {
      // Every character outside the unreserved and sub-delimiter sets is escaped: unreachable.
      throw FirestoreRESTError(code: .invalidArgument, message: "No URL for '\(path)'")
    }
    return url
  }

  /// `projects/{project}/databases/{database}/documents[/path]`.
  func documentsName(_ path: String = "") -> String {
    let root = "projects/\(projectID)/databases/\(databaseID)/documents"
    return path.isEmpty ? root : root + "/" + path
  }

  /// A path segment's characters left as they are: RFC 3986's unreserved characters and the
  /// sub-delimiters a path may hold, but not `/`, `;`, `:`, `?`, `#`, `[`, `]`, `@` nor `%`.
  private static let segmentCharacters: CharacterSet = {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/;:?#[]@%")
    return allowed
  }()

  /// A query's characters left as they are: RFC 3986's unreserved characters only, so that a
  /// `+` in a page token is not read as a space and no `&` or `=` splits a value.
  private static let queryCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  static func escape(_ segment: String) -> String {
    segment.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? segment
  }

  static func queryEscape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: queryCharacters) ?? text
  }

  static func randomID() -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<20).map { _ in alphabet[Int.random(in: 0..<alphabet.count)] })
  }
}
