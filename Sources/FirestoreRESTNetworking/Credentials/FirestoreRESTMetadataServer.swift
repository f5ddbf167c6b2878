public import Foundation

/// The metadata server of Google Cloud (Cloud Run, Cloud Functions, GKE, Compute Engine, App
/// Engine): the access token of the service account the workload runs as.
///
/// `GET http://HOST/computeMetadata/v1/instance/service-accounts/default/token?scopes=…` with
/// the header `Metadata-Flavor: Google`, where HOST is `GCE_METADATA_HOST` (or its older name
/// `GCE_METADATA_ROOT`) when set, as in Google's libraries, else `metadata.google.internal`.
///
/// ```swift
/// let credentials = FirestoreRESTCredentials(source: FirestoreRESTMetadataServer())
/// ```
///
/// Before its first token request it probes the server, as Google's `google-auth` does:
/// `GET http://HOST/` with `Metadata-Flavor: Google`, answered within ``probeTimeout`` (3 s, or
/// `GCE_METADATA_TIMEOUT`) by a response carrying `Metadata-Flavor: Google`. Off Google Cloud —
/// no server, or a host that takes the connection and never answers — the token request throws
/// ``FirestoreRESTCredentialsError/Kind/noCredentialsFound`` within that time, and the answer
/// is remembered for ``negativeAnswerLifetime`` (60 s): the calls in between fail at once
/// instead of probing again. A server that answered once is not probed again.
public struct FirestoreRESTMetadataServer: FirestoreRESTTokenSource {
  /// The server's `host[:port]`.
  public var host: String
  /// The scopes asked for (the server may ignore them, as on Compute Engine, where the
  /// instance's scopes apply).
  public var scopes: [String]
  /// How long the probe waits for the server, in seconds: 3 by default (`google-auth`'s), or
  /// the environment's `GCE_METADATA_TIMEOUT`.
  public var probeTimeout: TimeInterval
  /// How long a probe that found no server is remembered, in seconds: 60.
  public var negativeAnswerLifetime: TimeInterval = 60

  /// What was looked for before the metadata server, for the error when there is none.
  var lookedFor =
    "GOOGLE_APPLICATION_CREDENTIALS is not set, there is no application default credentials "
    + "file"
  /// The probe's answers, shared by the copies of this value.
  private let probe = Probe()

  /// `metadata.google.internal`.
  public static let defaultHost = "metadata.google.internal"

  /// The metadata server an environment names.
  ///
  /// - Parameters:
  ///   - environment: Where to read `GCE_METADATA_HOST`, `GCE_METADATA_ROOT` and
  ///     `GCE_METADATA_TIMEOUT` (seconds).
  ///   - scopes: The scopes to ask for.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    scopes: [String] = FirestoreRESTServiceAccount.firestoreScopes
  ) {
    let named = [environment["GCE_METADATA_HOST"], environment["GCE_METADATA_ROOT"]]
      .lazy.compactMap { $0 }.first { !$0.isEmpty }
    let timeout = environment["GCE_METADATA_TIMEOUT"].flatMap(TimeInterval.init).flatMap {
      $0 > 0 && $0.isFinite ? $0 : nil
    }
    self.init(host: named ?? Self.defaultHost, scopes: scopes, probeTimeout: timeout ?? 3)
  }

  /// A metadata server at a host.
  ///
  /// - Parameters:
  ///   - host: `host[:port]`.
  ///   - scopes: The scopes to ask for.
  ///   - probeTimeout: How long the probe waits for the server, in seconds.
  public init(
    host: String, scopes: [String] = FirestoreRESTServiceAccount.firestoreScopes,
    probeTimeout: TimeInterval = 3
  ) {
    self.host = host
    self.scopes = scopes
    self.probeTimeout = probeTimeout
  }

  /// `metadata server at HOST`.
  public var description: String { "metadata server at \(host)" }

  /// The token URL.
  public var tokenURL: URL? {
    url(path: "/computeMetadata/v1/instance/service-accounts/default/token", scopes: scopes)
  }

  private func url(path: String, scopes: [String] = []) -> URL? {
    var components = URLComponents()
    components.scheme = "http"
    let parts = host.split(separator: ":", maxSplits: 1)
    components.host = parts.first.map(String.init)
    if parts.count == 2, let port = Int(parts[1]) { components.port = port }
    components.path = path
    if !scopes.isEmpty {
      components.queryItems = [URLQueryItem(name: "scopes", value: scopes.joined(separator: ","))]
    }
    return components.url
  }

  /// Probes the server (once, or again after a negative answer has lived its time), then asks
  /// it for the token of its default service account.
  ///
  /// - Parameters:
  ///   - transport: The transport.
  ///   - now: The current time.
  /// - Returns: The access token.
  /// - Throws: ``FirestoreRESTCredentialsError``: `noCredentialsFound` when no server answered
  ///   the probe in time (not on Google Cloud), naming what was looked for; else
  ///   `tokenRequestRefused` or `tokenRequestFailed`.
  public func fetchToken(transport: any FirestoreRESTTransport, now: Date) async throws
    -> FirestoreRESTAccessToken
  {
    guard let tokenURL, let root = url(path: "/") else {
      throw FirestoreRESTCredentialsError(
        .noCredentialsFound, "'\(host)' is not a host for the metadata server")
    }
    let notFound = FirestoreRESTCredentialsError(
      .noCredentialsFound,
      "no credentials found: \(lookedFor), and the metadata server at \(host) could not be "
        + "reached within \(FirestoreRESTTokenRequest.format(probeTimeout)) s (not on Google "
        + "Cloud?)")
    if let remembered = probe.remembered(at: now) {
      throw remembered
    }
    if !probe.answered {
      let probeRequest = FirestoreRESTHTTPRequest(
        method: "GET", url: root, headers: ["Metadata-Flavor": "Google"], timeout: probeTimeout,
        maximumResponseBytes: FirestoreRESTTokenRequest.maximumResponseBytes)
      let response: FirestoreRESTHTTPResponse
      do {
        response = try await FirestoreRESTTokenRequest.exchange(
          probeRequest, secrets: [], transport: transport, unreachable: notFound)
      } catch is FirestoreRESTCredentialsError {
        probe.remember(notFound, until: now.addingTimeInterval(negativeAnswerLifetime))
        throw notFound
      }
      guard response.header("Metadata-Flavor") == "Google" else {
        var error = notFound
        error.message =
          "no credentials found: \(lookedFor), and \(host) answered the metadata probe "
          + "without 'Metadata-Flavor: Google' (HTTP \(response.status)): not a metadata server"
        probe.remember(error, until: now.addingTimeInterval(negativeAnswerLifetime))
        throw error
      }
      probe.answered = true
    }
    let request = FirestoreRESTHTTPRequest(
      method: "GET", url: tokenURL, headers: ["Metadata-Flavor": "Google"],
      timeout: FirestoreRESTTokenRequest.timeout,
      maximumResponseBytes: FirestoreRESTTokenRequest.maximumResponseBytes)
    return try await FirestoreRESTTokenRequest.send(
      request, secrets: [], transport: transport, now: now, unreachable: notFound)
  }

  /// Whether the server answered a probe, or until when it is known not to.
  private final class Probe: @unchecked Sendable {
    // `@unchecked`: every member is reached under `lock`.
    private let lock = NSLock()
    private var found = false
    private var absent: (error: FirestoreRESTCredentialsError, until: Date)?

    var answered: Bool {
      get {
        lock.lock()
        defer { lock.unlock() }
        return found
      }
      set {
        lock.lock()
        found = newValue
        absent = nil
        lock.unlock()
      }
    }

    func remembered(at now: Date) -> FirestoreRESTCredentialsError? {
      lock.lock()
      defer { lock.unlock() }
      guard let absent, now < absent.until else { return nil }
      return absent.error
    }

    func remember(_ error: FirestoreRESTCredentialsError, until: Date) {
      lock.lock()
      absent = (error, until)
      lock.unlock()
    }
  }
}
