import Foundation

#if canImport(Security)
  import Security
#endif

#if canImport(Security)
  /// The default signer on Apple platforms: Security's RSA, `SecKeyCreateSignature` with
  /// `rsaSignatureMessagePKCS1v15SHA256`.
  ///
  /// ```swift
  /// let account = try FirestoreRESTCredentialsFile.load(
  ///     path: "key.json", signer: FirestoreRESTSecuritySigner())
  /// ```
  ///
  /// A service account's key is PKCS #8 (`-----BEGIN PRIVATE KEY-----`); Security reads RSA
  /// private keys as PKCS #1, so the signer takes the PKCS #1 key out of the PKCS #8 wrapper
  /// first (the DER reading is tested on Linux; the Security calls are compiled and run only
  /// by the Apple workflow).
  public struct FirestoreRESTSecuritySigner: FirestoreRESTServiceAccountSigner {
    /// The signer.
    public init() {}

    /// Signs with Security.
    ///
    /// - Parameters:
    ///   - message: The bytes to sign.
    ///   - privateKeyPEM: The PEM key, PKCS #8 or PKCS #1.
    /// - Returns: The signature.
    /// - Throws: ``FirestoreRESTCredentialsError`` (`signingFailed`), naming the field
    ///   `private_key` and never quoting it.
    public func signRS256(_ message: Data, privateKeyPEM: String) throws -> Data {
      let pkcs1 = try FirestoreRESTPrivateKey.pkcs1DER(fromPEM: privateKeyPEM)
      let attributes: [String: Any] = [
        kSecAttrKeyType as String: kSecAttrKeyTypeRSA,
        kSecAttrKeyClass as String: kSecAttrKeyClassPrivate,
      ]
      var error: Unmanaged<CFError>?
      guard
        let key = SecKeyCreateWithData(pkcs1 as CFData, attributes as CFDictionary, &error)
      else {
        error?.release()
        throw FirestoreRESTCredentialsError(
          .signingFailed, "Security could not read the RSA key in 'private_key'",
          field: "private_key")
      }
      guard
        let signature = SecKeyCreateSignature(
          key, .rsaSignatureMessagePKCS1v15SHA256, message as CFData, &error)
      else {
        error?.release()
        throw FirestoreRESTCredentialsError(
          .signingFailed, "Security could not sign with the key in 'private_key'",
          field: "private_key")
      }
      return signature as Data
    }
  }
#endif

/// Reading an RSA private key's PEM: PKCS #8 (`BEGIN PRIVATE KEY`, what service-account keys
/// hold) or PKCS #1 (`BEGIN RSA PRIVATE KEY`).
enum FirestoreRESTPrivateKey {
  /// `rsaEncryption`, 1.2.840.113549.1.1.1, DER-encoded.
  private static let rsaEncryption: [UInt8] = [
    0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01,
  ]

  /// The PKCS #1 `RSAPrivateKey` DER of a PEM key.
  ///
  /// A PKCS #8 `PrivateKeyInfo` is `SEQUENCE { INTEGER version, SEQUENCE { OID rsaEncryption,
  /// NULL }, OCTET STRING { RSAPrivateKey }, [0] attributes OPTIONAL }`: the octet string's
  /// contents are the PKCS #1 key.
  ///
  /// - Throws: ``FirestoreRESTCredentialsError`` (`signingFailed`) naming what is wrong, never
  ///   the key's bytes.
  static func pkcs1DER(fromPEM pem: String) throws -> Data {
    let (label, der) = try decodePEM(pem)
    if label == "RSA PRIVATE KEY" {
      return der
    }
    guard label == "PRIVATE KEY" else {
      throw failure("is a PEM '\(label)', not a 'PRIVATE KEY'")
    }
    var reader = DERReader(bytes: [UInt8](der))
    var info = try reader.element(tag: 0x30, "the PrivateKeyInfo sequence")
    let version = try info.element(tag: 0x02, "the version")
    guard version.bytes == [0x00] else {
      throw failure("has PKCS #8 version \(version.bytes), expected 0")
    }
    var algorithm = try info.element(tag: 0x30, "the algorithm identifier")
    let oid = try algorithm.element(tag: 0x06, "the algorithm")
    guard oid.bytes == rsaEncryption else {
      throw failure("is not an RSA key (its algorithm is not rsaEncryption)")
    }
    let key = try info.element(tag: 0x04, "the private key octet string")
    guard key.bytes.first == 0x30 else {
      throw failure("holds no RSAPrivateKey sequence")
    }
    return Data(key.bytes)
  }

  /// The label and the DER bytes of the first PEM block.
  static func decodePEM(_ pem: String) throws -> (label: String, der: Data) {
    let lines = pem.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let begin = lines.firstIndex(where: { $0.hasPrefix("-----BEGIN ") }) else {
      throw failure("has no '-----BEGIN' line")
    }
    let label = String(lines[begin].dropFirst("-----BEGIN ".count).prefix { $0 != "-" })
    guard
      let end = lines[begin...].firstIndex(where: { $0 == "-----END \(label)-----" })
    else {
      throw failure("has no '-----END \(label)-----' line")
    }
    let base64 = lines[(begin + 1)..<end].joined()
    guard let der = Data(base64Encoded: base64), !der.isEmpty else {
      throw failure("is not base64 between its PEM lines")
    }
    return (label, der)
  }

  private static func failure(_ problem: String) -> FirestoreRESTCredentialsError {
    FirestoreRESTCredentialsError(
      .signingFailed, "the field 'private_key' \(problem)", field: "private_key")
  }

  /// Reads DER elements one after the other.
  struct DERReader {
    var bytes: [UInt8]
    var offset = 0

    /// The next element, which must have `tag`; its contents as a reader.
    mutating func element(tag: UInt8, _ name: String) throws -> DERReader {
      guard offset < bytes.count, bytes[offset] == tag else {
        throw failure("is not PKCS #8 DER: \(name) is missing")
      }
      offset += 1
      guard offset < bytes.count else { throw failure("is truncated at \(name)") }
      var length = Int(bytes[offset])
      offset += 1
      if length & 0x80 != 0 {
        let count = length & 0x7F
        guard (1...4).contains(count), offset + count <= bytes.count else {
          throw failure("has a bad DER length at \(name)")
        }
        length = 0
        for _ in 0..<count {
          length = length << 8 | Int(bytes[offset])
          offset += 1
        }
      }
      guard length <= bytes.count - offset else {
        throw failure("is truncated at \(name)")
      }
      let contents = Array(bytes[offset..<(offset + length)])
      offset += length
      return DERReader(bytes: contents)
    }
  }
}
