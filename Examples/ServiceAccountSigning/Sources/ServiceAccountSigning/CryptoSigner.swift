public import FirestoreRESTNetworking
public import Foundation
import _CryptoExtras

/// Signs a service account's JWT assertion with swift-crypto's RSA: RSASSA-PKCS1-v1_5 with
/// SHA-256, which is what RS256 names.
///
/// ```swift
/// let firestore = try FirestoreRESTClient(projectID: "my-project", signer: CryptoSigner())
/// ```
///
/// `_RSA.Signing.PrivateKey(pemRepresentation:)` reads the key file's PKCS #8 PEM as it is.
/// swift-crypto names the padding `insecurePKCS1v1_5` to steer new protocols to PSS; RS256 is
/// defined with this padding, and Google's token endpoint verifies exactly it.
public struct CryptoSigner: FirestoreRESTServiceAccountSigner {
  /// The signer.
  public init() {}

  /// Signs `message` with the key.
  ///
  /// - Parameters:
  ///   - message: The JWT's `header.claims`.
  ///   - privateKeyPEM: The service account's private key.
  /// - Returns: The signature.
  /// - Throws: swift-crypto's error when the key cannot be read; the client keeps only its type.
  public func signRS256(_ message: Data, privateKeyPEM: String) throws -> Data {
    let key = try _RSA.Signing.PrivateKey(pemRepresentation: privateKeyPEM)
    return try key.signature(for: message, padding: .insecurePKCS1v1_5).rawRepresentation
  }
}
