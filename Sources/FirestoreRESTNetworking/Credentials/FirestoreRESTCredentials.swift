public import Foundation

/// Access tokens from a source — a service account, a user's refresh token, the metadata
/// server — cached and refreshed before they expire.
///
/// Usually the client finds them itself (``applicationDefault(environment:transport:signer:clock:)``,
/// through ``FirestoreRESTClient/init(projectID:databaseID:environment:transport:retryPolicy:signer:)``);
/// pass them yourself to choose the source:
///
/// ```swift
/// let credentials = FirestoreRESTCredentials(
///     source: try FirestoreRESTCredentialsFile.load(path: "/run/secrets/firestore.json", signer: mySigner))
/// let firestore = FirestoreRESTClient(projectID: "my-project", credentials: credentials)
/// ```
///
/// - A token is reused until ``refreshMargin`` (3 min 45 s, as Google's `google-auth`) before
///   it expires, then fetched again.
/// - Concurrent callers share one fetch: the first starts it, the others wait for it. A caller
///   that is cancelled stops waiting at once; the fetch goes on for the others.
/// - A fetch takes at most ``refreshTimeout`` (60 s), whatever the source does: an endpoint
///   that sends a byte every half second cannot hold the callers longer. They then get
///   ``FirestoreRESTCredentialsError/Kind/tokenRequestFailed``, and the next call starts a new
///   fetch.
/// - When Firestore answers `UNAUTHENTICATED` (a token revoked or expired early), the client
///   drops the token with ``invalidate(_:)`` and resends the call once with a new one.
/// - No token nor any other secret appears in a `description`, a dump or an error.
public actor FirestoreRESTCredentials: CustomStringConvertible, CustomReflectable {
  /// Where tokens come from.
  public nonisolated let source: any FirestoreRESTTokenSource
  /// The transport of the token requests.
  public nonisolated let transport: any FirestoreRESTTransport
  /// The clock that decides when a token expires.
  public nonisolated let clock: FirestoreRESTClock
  /// How long before its expiry a token is replaced, in seconds: 225 (3 min 45 s, google-auth's
  /// `REFRESH_THRESHOLD`).
  public nonisolated let refreshMargin: TimeInterval
  /// The most time one fetch of a token may take, in seconds, shared by every caller waiting
  /// for it: 60 by default.
  public nonisolated let refreshTimeout: TimeInterval

  private var cached: FirestoreRESTAccessToken?
  private var refreshing: Task<Void, Never>?
  private var nextWaiter: UInt64 = 0
  /// Outside the actor's isolation, so that a cancelled caller is resumed at once by its
  /// cancellation handler, without waiting for the actor.
  private nonisolated let waiters = Waiters()

  /// Credentials from a source.
  ///
  /// ```swift
  /// let onCloudRun = FirestoreRESTCredentials(source: FirestoreRESTMetadataServer())
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where tokens come from.
  ///   - transport: The transport of the token requests.
  ///   - clock: The clock that decides when a token expires.
  ///   - refreshMargin: How long before its expiry a token is replaced, in seconds.
  ///   - refreshTimeout: The most time one fetch may take, in seconds.
  public init(
    source: any FirestoreRESTTokenSource,
    transport: any FirestoreRESTTransport = FirestoreRESTURLSessionTransport(),
    clock: FirestoreRESTClock = .system, refreshMargin: TimeInterval = 225,
    refreshTimeout: TimeInterval = 60
  ) {
    self.source = source
    self.transport = transport
    self.clock = clock
    self.refreshMargin = refreshMargin
    self.refreshTimeout = refreshTimeout
  }

  /// The credentials an environment names, in the order of Google's clients: the file
  /// `GOOGLE_APPLICATION_CREDENTIALS` names, `gcloud`'s application default credentials, the
  /// metadata server (see ``FirestoreRESTCredentialsFile/applicationDefault(environment:signer:fileExists:)``).
  ///
  /// ```swift
  /// let credentials = try FirestoreRESTCredentials.applicationDefault()
  /// ```
  ///
  /// - Parameters:
  ///   - environment: The environment.
  ///   - transport: The transport of the token requests.
  ///   - signer: Signs a service account's assertion; `nil` for the platform's.
  ///   - clock: The clock that decides when a token expires.
  /// - Returns: The credentials.
  /// - Throws: ``FirestoreRESTCredentialsError`` for a credentials file that cannot be read or
  ///   is malformed.
  public static func applicationDefault(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    transport: any FirestoreRESTTransport = FirestoreRESTURLSessionTransport(),
    signer: (any FirestoreRESTServiceAccountSigner)? = nil, clock: FirestoreRESTClock = .system
  ) throws -> FirestoreRESTCredentials {
    FirestoreRESTCredentials(
      source: try FirestoreRESTCredentialsFile.applicationDefault(
        environment: environment, signer: signer),
      transport: transport, clock: clock)
  }

  /// An access token: the cached one while it is fresh, else a new one.
  ///
  /// ```swift
  /// let token = try await credentials.accessToken()
  /// ```
  ///
  /// - Returns: The token, for `Authorization: Bearer …`.
  /// - Throws: ``FirestoreRESTCredentialsError`` when the source could not give one,
  ///   `CancellationError` when the task was cancelled.
  public func accessToken() async throws -> String {
    if let cached, isFresh(cached) {
      return cached.value
    }
    return try await awaitRefresh().value
  }

  /// Drops a token the service refused, so that the next ``accessToken()`` fetches a new one.
  ///
  /// - Parameter token: The token that was refused.
  /// - Returns: `true`: a new token will be fetched (or already was, by another caller).
  @discardableResult
  public func invalidate(_ token: String) -> Bool {
    if cached?.value == token {
      cached = nil
    }
    return true
  }

  /// `credentials from SOURCE`: never a token.
  public nonisolated var description: String { "credentials from \(source)" }

  /// A mirror of the source and the margin only: the cached token is the actor's own state,
  /// neither to be shown nor read from outside it.
  public nonisolated var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "source": source, "refreshMargin": refreshMargin, "refreshTimeout": refreshTimeout,
      ],
      displayStyle: .class)
  }

  private func isFresh(_ token: FirestoreRESTAccessToken) -> Bool {
    guard let expiresAt = token.expiresAt else { return true }
    return clock.now() < expiresAt.addingTimeInterval(-refreshMargin)
  }

  private func awaitRefresh() async throws -> FirestoreRESTAccessToken {
    let id = nextWaiter
    nextWaiter += 1
    let waiters = self.waiters
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard waiters.add(id, continuation) else {
          continuation.resume(throwing: CancellationError())
          return
        }
        if refreshing == nil {
          refreshing = Task { await self.refresh() }
        }
      }
    } onCancel: {
      waiters.cancel(id)
    }
  }

  private func refresh() async {
    let result: Result<FirestoreRESTAccessToken, any Error>
    let (source, transport, now) = (source, transport, clock.now())
    do {
      if let token = try await FirestoreRESTTimeLimit.run(
        within: refreshTimeout, { try await source.fetchToken(transport: transport, now: now) })
      {
        result = .success(token)
      } else {
        result = .failure(
          FirestoreRESTCredentialsError(
            .tokenRequestFailed,
            "no token from \(source) within \(FirestoreRESTTokenRequest.format(refreshTimeout)) "
              + "s (refreshTimeout); the next call asks again"))
      }
    } catch {
      result = .failure(error)
    }
    refreshing = nil
    if case .success(let token) = result {
      cached = token
    }
    for continuation in waiters.removeAll() {
      continuation.resume(with: result)
    }
  }

  /// The callers waiting for a refresh, behind a lock.
  private final class Waiters: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [UInt64: CheckedContinuation<FirestoreRESTAccessToken, any Error>] = [:]
    private var cancelledEarly: Set<UInt64> = []

    /// Adds a waiter; `false` when it was cancelled before it could be added.
    func add(_ id: UInt64, _ continuation: CheckedContinuation<FirestoreRESTAccessToken, any Error>)
      -> Bool
    {
      lock.lock()
      defer { lock.unlock() }
      if cancelledEarly.remove(id) != nil { return false }
      waiting[id] = continuation
      return true
    }

    /// Resumes a waiter with `CancellationError`, or remembers the id when it is not added yet.
    func cancel(_ id: UInt64) {
      lock.lock()
      let continuation = waiting.removeValue(forKey: id)
      if continuation == nil { cancelledEarly.insert(id) }
      lock.unlock()
      continuation?.resume(throwing: CancellationError())
    }

    func removeAll() -> [CheckedContinuation<FirestoreRESTAccessToken, any Error>] {
      lock.lock()
      defer { lock.unlock() }
      let all = Array(waiting.values)
      waiting = [:]
      return all
    }
  }
}

/// Where a ``FirestoreRESTCredentials`` gets its access tokens: one token request per call.
///
/// The package's sources are ``FirestoreRESTServiceAccount``, ``FirestoreRESTAuthorizedUser``
/// and ``FirestoreRESTMetadataServer``; conform your own to get tokens elsewhere (a secret
/// manager, workload identity federation):
///
/// ```swift
/// struct VaultTokens: FirestoreRESTTokenSource {
///     var description: String { "tokens from Vault" }
///     func fetchToken(transport: any FirestoreRESTTransport, now: Date) async throws
///         -> FirestoreRESTAccessToken
///     {
///         FirestoreRESTAccessToken(value: try await vault.token(), expiresAt: now + 3600)
///     }
/// }
/// ```
public protocol FirestoreRESTTokenSource: Sendable, CustomStringConvertible {
  /// Fetches a new access token; the credentials cache it.
  ///
  /// - Parameters:
  ///   - transport: The transport to send the token request with.
  ///   - now: The current time, for a JWT's `iat` and the token's expiry.
  /// - Returns: The token with its expiry.
  /// - Throws: ``FirestoreRESTCredentialsError`` (or an error of your own), holding no secret.
  func fetchToken(transport: any FirestoreRESTTransport, now: Date) async throws
    -> FirestoreRESTAccessToken
}

/// An OAuth 2 access token and when it expires; its `description` and dump hide the value.
///
/// ```swift
/// let token = FirestoreRESTAccessToken(value: "ya29.…", expiresAt: Date() + 3600)
/// print(token)  // access token (redacted), expires 2026-11-26 10:00:00 +0000
/// ```
public struct FirestoreRESTAccessToken: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The token, sent as `Authorization: Bearer <value>`.
  public var value: String
  /// When it expires; `nil` when the source did not say.
  public var expiresAt: Date?

  /// A token.
  ///
  /// - Parameters:
  ///   - value: The token.
  ///   - expiresAt: When it expires.
  public init(value: String, expiresAt: Date?) {
    self.value = value
    self.expiresAt = expiresAt
  }

  /// `access token (redacted), expires …`: never the token.
  public var description: String {
    "access token (redacted)" + (expiresAt.map { ", expires \($0)" } ?? "")
  }

  /// The ``description``.
  public var debugDescription: String { description }

  /// A mirror without the token.
  public var customMirror: Mirror {
    Mirror(self, children: ["expiresAt": expiresAt as Any], displayStyle: .struct)
  }
}
