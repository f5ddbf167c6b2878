public import Foundation

/// A service account's key (`"type": "service_account"`): an RS256-signed JWT assertion,
/// exchanged at the key's token endpoint for an access token.
///
/// ```swift
/// let account = try FirestoreRESTCredentialsFile.load(path: "key.json", signer: mySigner)
/// let credentials = FirestoreRESTCredentials(source: account)
/// ```
///
/// The assertion is what Google's `google-auth` builds: the header `{"alg": "RS256", "typ":
/// "JWT", "kid": private_key_id}` and the claims `iss` (the account's email), `scope` (the
/// ``scopes``, space-separated), `aud` (`https://oauth2.googleapis.com/token`, whatever the
/// key's `token_uri`), `iat` (now) and `exp` (one hour later, the most Google accepts). It is
/// POSTed to `token_uri` with `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer`.
///
/// The signature is made by a ``FirestoreRESTServiceAccountSigner`` (RSASSA-PKCS1-v1_5 with
/// SHA-256): by default Security's on Apple platforms; on Linux pass one, for instance with
/// swift-crypto (see the guide's *Credentials per environment*).
public struct FirestoreRESTServiceAccount: FirestoreRESTTokenSource, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The account's email, the assertion's `iss`.
  public var clientEmail: String
  /// The key's id, the assertion's `kid`.
  public var privateKeyID: String?
  /// The token endpoint, the key's `token_uri`.
  public var tokenURI: URL
  /// The key's project.
  public var projectID: String?
  /// The scopes asked for: Google's Firestore clients ask for `cloud-platform` and `datastore`.
  public var scopes: [String]
  /// Signs the assertion.
  public var signer: any FirestoreRESTServiceAccountSigner
  /// Where the key was read from, for errors.
  public var file: String?
  private let privateKeyPEM: String

  /// `https://oauth2.googleapis.com/token`: the assertion's audience, as `google-auth` sends it.
  public static let googleTokenAudience = "https://oauth2.googleapis.com/token"

  /// `https://oauth2.googleapis.com/token`: Google's token endpoint.
  public static let googleTokenEndpoint: URL = {
    guard let url = URL(string: googleTokenAudience) else {
      preconditionFailure("The token endpoint's URL does not parse")
    }
    return url
  }()

  /// `https://www.googleapis.com/auth/cloud-platform` and
  /// `https://www.googleapis.com/auth/datastore`: the scopes Google's Firestore clients ask for.
  public static let firestoreScopes = [
    "https://www.googleapis.com/auth/cloud-platform",
    "https://www.googleapis.com/auth/datastore",
  ]

  /// A service account.
  ///
  /// - Parameters:
  ///   - clientEmail: The account's email.
  ///   - privateKeyPEM: The private key, PEM (`-----BEGIN PRIVATE KEY-----`, PKCS #8).
  ///   - privateKeyID: The key's id.
  ///   - tokenURI: The token endpoint; `nil` for ``googleTokenEndpoint``.
  ///   - projectID: The project.
  ///   - scopes: The scopes to ask for.
  ///   - signer: Signs the assertion.
  ///   - file: Where the key was read from.
  public init(
    clientEmail: String, privateKeyPEM: String, privateKeyID: String?,
    tokenURI: URL? = nil, projectID: String? = nil,
    scopes: [String] = firestoreScopes, signer: any FirestoreRESTServiceAccountSigner,
    file: String? = nil
  ) {
    self.clientEmail = clientEmail
    self.privateKeyPEM = privateKeyPEM
    self.privateKeyID = privateKeyID
    self.tokenURI = tokenURI ?? Self.googleTokenEndpoint
    self.projectID = projectID
    self.scopes = scopes
    self.signer = signer
    self.file = file
  }

  /// `service account NAME@… (key ID) from FILE`: never the key.
  public var description: String {
    "service account \(clientEmail)" + (privateKeyID.map { " (key \($0))" } ?? "")
      + (file.map { " from \($0)" } ?? "")
  }

  /// The ``description``.
  public var debugDescription: String { description }

  /// A mirror without the private key.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "clientEmail": clientEmail, "privateKeyID": privateKeyID as Any, "tokenURI": tokenURI,
        "scopes": scopes, "file": file as Any,
      ], displayStyle: .struct)
  }

  /// The signed JWT assertion, as sent to the token endpoint.
  ///
  /// ```swift
  /// let jwt = try await account.assertion(issuedAt: Date())
  /// ```
  ///
  /// - Parameter issuedAt: The `iat`; `exp` is an hour later.
  /// - Returns: `header.claims.signature`, each base64url-encoded without padding.
  /// - Throws: ``FirestoreRESTCredentialsError`` (`signingFailed`) when the key could not sign.
  public func assertion(issuedAt: Date) async throws -> String {
    struct Header: Encodable {
      var alg = "RS256"
      var typ = "JWT"
      var kid: String?
    }
    struct Claims: Encodable {
      var iss: String
      var scope: String
      var aud: String
      var iat: Int64
      var exp: Int64
    }
    let iat = Int64(issuedAt.timeIntervalSince1970.rounded(.down))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let header = try encoder.encode(Header(kid: privateKeyID))
    let claims = try encoder.encode(
      Claims(
        iss: clientEmail, scope: scopes.joined(separator: " "), aud: Self.googleTokenAudience,
        iat: iat, exp: iat + 3600))
    let signingInput = Self.base64URL(header) + "." + Self.base64URL(claims)
    let signature: Data
    do {
      signature = try await signer.signRS256(
        Data(signingInput.utf8), privateKeyPEM: privateKeyPEM)
    } catch let error as FirestoreRESTCredentialsError {
      throw Self.withFile(error, file)
    } catch let error as CancellationError {
      throw error
    } catch {
      // The signer's own error might quote the key: only its type is kept.
      throw FirestoreRESTCredentialsError(
        .signingFailed, "the signer failed (\(type(of: error)))", file: file,
        field: "private_key")
    }
    return signingInput + "." + Self.base64URL(signature)
  }

  /// Signs an assertion and exchanges it at ``tokenURI``.
  ///
  /// - Parameters:
  ///   - transport: The transport.
  ///   - now: The current time.
  /// - Returns: The access token.
  /// - Throws: ``FirestoreRESTCredentialsError``.
  public func fetchToken(transport: any FirestoreRESTTransport, now: Date) async throws
    -> FirestoreRESTAccessToken
  {
    let assertion = try await assertion(issuedAt: now)
    do {
      return try await FirestoreRESTTokenRequest.post(
        to: tokenURI,
        form: [
          ("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer"), ("assertion", assertion),
        ], secrets: [assertion, privateKeyPEM], transport: transport, now: now)
    } catch let error as FirestoreRESTCredentialsError {
      throw Self.withFile(error, file)
    }
  }

  static func withFile(_ error: FirestoreRESTCredentialsError, _ file: String?)
    -> FirestoreRESTCredentialsError
  {
    var error = error
    if error.file == nil { error.file = file }
    return error
  }

  static func base64URL(_ data: Data) -> String {
    data.base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }
}

/// Signs a service account's JWT assertion: RS256, that is RSASSA-PKCS1-v1_5 with SHA-256.
///
/// With swift-crypto's `_CryptoExtras` (in your package, not this one):
///
/// ```swift
/// import _CryptoExtras
///
/// struct CryptoSigner: FirestoreRESTServiceAccountSigner {
///     func signRS256(_ message: Data, privateKeyPEM: String) throws -> Data {
///         let key = try _RSA.Signing.PrivateKey(pemRepresentation: privateKeyPEM)
///         return try key.signature(for: message, padding: .insecurePKCS1v1_5).rawRepresentation
///     }
/// }
/// ```
///
/// (`insecurePKCS1v1_5` is the padding RS256 specifies; the name warns against it for new
/// protocols.) On Apple platforms `FirestoreRESTSecuritySigner` is the default.
public protocol FirestoreRESTServiceAccountSigner: Sendable {
  /// Signs `message` with the key.
  ///
  /// - Parameters:
  ///   - message: The bytes to sign (the JWT's `header.claims`).
  ///   - privateKeyPEM: The service account's private key, PEM (`-----BEGIN PRIVATE
  ///     KEY-----`, PKCS #8).
  /// - Returns: The signature: as many bytes as the key's modulus.
  /// - Throws: An error when the key cannot be read or cannot sign. Its text must not quote
  ///   the key; the client keeps only its type.
  func signRS256(_ message: Data, privateKeyPEM: String) async throws -> Data
}
