import Foundation

/// A configuration the client refuses, before it sends anything: a URL that would carry a
/// secret in clear text, or a `FIRESTORE_EMULATOR_HOST` that is not `host:port`.
///
/// ```swift
/// let firestore = FirestoreRESTClient(
///     projectID: "my-project", baseURL: URL(string: "http://10.0.0.5:8080")!) { token }
/// try await firestore.get(Book.self, at: "books/a")
/// // FirestoreRESTConfigurationError: the base URL http://10.0.0.5:8080 is not https …
/// ```
///
/// Plain `http` is accepted on a loopback host (`localhost`, `127.0.0.0/8`, `::1`), for the
/// emulator and for tests; elsewhere set ``FirestoreRESTClient/allowsInsecureHTTP``.
public struct FirestoreRESTConfigurationError: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// What is refused.
  public enum Kind: Hashable, Sendable {
    /// A URL that would carry an access token or a credential over plain `http` to a host that
    /// is not a loopback address, or a URL of another scheme. What it is, and the URL.
    case insecureURL(what: String, url: String)
    /// `FIRESTORE_EMULATOR_HOST`'s value, which is not `host:port`.
    case invalidEmulatorHost(String)
  }

  /// What is refused.
  public var kind: Kind

  /// An error.
  ///
  /// - Parameter kind: What is refused.
  public init(_ kind: Kind) {
    self.kind = kind
  }

  /// What is refused and what to do, in a sentence.
  public var description: String {
    switch kind {
    case .insecureURL(let what, let url):
      "\(what) \(url) is not https: the access token would cross the network in clear text "
        + "(plain http is allowed on a loopback host; set allowsInsecureHTTP for a test "
        + "stand-in elsewhere)"
    case .invalidEmulatorHost(let value):
      "FIRESTORE_EMULATOR_HOST is '\(value.prefix(200))'; expected host:port, such as "
        + "127.0.0.1:8080 or [::1]:8080 (no scheme, no path)"
    }
  }

  /// Throws unless `url` is `https`, or `http` on a loopback host or when allowed.
  static func checkSecure(_ url: URL, allowsInsecureHTTP: Bool, what: String) throws {
    let scheme = url.scheme?.lowercased()
    if scheme == "https" { return }
    if scheme == "http", allowsInsecureHTTP || isLoopback(url.host) { return }
    throw FirestoreRESTConfigurationError(.insecureURL(what: what, url: url.absoluteString))
  }

  /// Whether a host is this machine: `localhost`, an address of `127.0.0.0/8`, or `::1`.
  static func isLoopback(_ host: String?) -> Bool {
    guard var host = host?.lowercased() else { return false }
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    if host == "localhost" || host == "::1" { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127"
      && octets.allSatisfy { UInt8($0) != nil }
  }
}
