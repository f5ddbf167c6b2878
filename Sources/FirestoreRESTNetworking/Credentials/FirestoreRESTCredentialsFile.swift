public import Foundation

/// Reads a credentials file — a service account's key or `gcloud`'s application default
/// credentials — and finds the credentials of an environment, in the order Google's clients
/// look for them.
///
/// ```swift
/// let source = try FirestoreRESTCredentialsFile.load(path: "/run/secrets/key.json", signer: signer)
/// ```
public enum FirestoreRESTCredentialsFile {
  /// The credentials in a JSON file: `"type": "service_account"` or `"authorized_user"`.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - signer: The signer of a service account's assertion; `nil` for the platform's
  ///     (`FirestoreRESTSecuritySigner` on Apple platforms, none elsewhere).
  ///   - scopes: The scopes a service account asks for.
  /// - Returns: A ``FirestoreRESTServiceAccount`` or a ``FirestoreRESTAuthorizedUser``.
  /// - Throws: ``FirestoreRESTCredentialsError`` naming the file, and the field that is
  ///   missing or of the wrong type; `signerRequired` for a service account with no signer.
  public static func load(
    path: String, signer: (any FirestoreRESTServiceAccountSigner)? = nil,
    scopes: [String] = FirestoreRESTServiceAccount.firestoreScopes
  ) throws -> any FirestoreRESTTokenSource {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw FirestoreRESTCredentialsError(
        .unreadableFile, "cannot be read (\(Self.reason(error)))", file: path)
    }
    return try parse(data, file: path, signer: signer, scopes: scopes)
  }

  /// The credentials in a file's contents.
  ///
  /// - Parameters:
  ///   - data: The JSON.
  ///   - file: The file's name, for errors.
  ///   - signer: The signer of a service account's assertion; `nil` for the platform's.
  ///   - scopes: The scopes a service account asks for.
  /// - Returns: A ``FirestoreRESTServiceAccount`` or a ``FirestoreRESTAuthorizedUser``.
  /// - Throws: ``FirestoreRESTCredentialsError`` naming the file and the field.
  public static func parse(
    _ data: Data, file: String, signer: (any FirestoreRESTServiceAccountSigner)? = nil,
    scopes: [String] = FirestoreRESTServiceAccount.firestoreScopes
  ) throws -> any FirestoreRESTTokenSource {
    // The parser's own message may quote the text around the error, a secret's characters.
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw FirestoreRESTCredentialsError(
        .malformedFile, "is not a JSON object; expected a credentials file", file: file)
    }
    let fields = Fields(object: object, file: file)
    let type = try fields.string("type")
    switch type {
    case "service_account":
      let email = try fields.string("client_email")
      let key = try fields.string("private_key")
      guard key.contains("-----BEGIN") else {
        throw FirestoreRESTCredentialsError(
          .malformedFile, "the field 'private_key' is not a PEM key", file: file,
          field: "private_key")
      }
      guard let signer = signer ?? defaultSigner else {
        throw FirestoreRESTCredentialsError(
          .signerRequired,
          "a service_account key needs a FirestoreRESTServiceAccountSigner on this platform "
            + "(RS256; swift-crypto's _RSA.Signing.PrivateKey signs it, see the guide)",
          file: file)
      }
      return FirestoreRESTServiceAccount(
        clientEmail: email, privateKeyPEM: key,
        privateKeyID: try fields.optionalString("private_key_id"),
        tokenURI: try fields.optionalURL("token_uri"),
        projectID: try fields.optionalString("project_id"), scopes: scopes, signer: signer,
        file: file)
    case "authorized_user":
      return FirestoreRESTAuthorizedUser(
        clientID: try fields.string("client_id"), clientSecret: try fields.string("client_secret"),
        refreshToken: try fields.string("refresh_token"),
        tokenURI: try fields.optionalURL("token_uri"),
        quotaProjectID: try fields.optionalString("quota_project_id"), file: file)
    default:
      throw FirestoreRESTCredentialsError(
        .unsupportedType,
        "the field 'type' is '\(type.prefix(60))'; expected 'service_account' or "
          + "'authorized_user' (external_account, impersonated_service_account and others "
          + "are not supported)",
        file: file, field: "type")
    }
  }

  /// The platform's signer: Security's on Apple platforms, none elsewhere.
  public static var defaultSigner: (any FirestoreRESTServiceAccountSigner)? {
    #if canImport(Security)
      FirestoreRESTSecuritySigner()
    #else
      nil
    #endif
  }

  /// The path of `gcloud`'s application default credentials: `$CLOUDSDK_CONFIG/…` when set,
  /// else `~/.config/gcloud/application_default_credentials.json` (`%APPDATA%\gcloud\…` on
  /// Windows).
  ///
  /// - Parameter environment: The environment.
  /// - Returns: The path; the file may not exist.
  public static func wellKnownPath(environment: [String: String]) -> String? {
    let name = "application_default_credentials.json"
    if let directory = environment["CLOUDSDK_CONFIG"], !directory.isEmpty {
      return URL(fileURLWithPath: directory).appendingPathComponent(name).path
    }
    #if os(Windows)
      guard let appData = environment["APPDATA"], !appData.isEmpty else { return nil }
      return URL(fileURLWithPath: appData).appendingPathComponent("gcloud")
        .appendingPathComponent(name).path
    #else
      guard let home = environment["HOME"], !home.isEmpty else { return nil }
      return URL(fileURLWithPath: home).appendingPathComponent(".config/gcloud")
        .appendingPathComponent(name).path
    #endif
  }

  /// Where the credentials of an environment are, in the order of Google's clients (after
  /// `FIRESTORE_EMULATOR_HOST`, which the client checks first): the file
  /// `GOOGLE_APPLICATION_CREDENTIALS` names, then the well-known file of `gcloud`, then the
  /// metadata server.
  ///
  /// ```swift
  /// let source = try FirestoreRESTCredentialsFile.applicationDefault()
  /// print(source)  // service account app@my-project.iam.gserviceaccount.com (key 1a2b…) from …
  /// ```
  ///
  /// - Parameters:
  ///   - environment: The environment.
  ///   - signer: The signer of a service account's assertion; `nil` for the platform's.
  ///   - fileExists: Whether a file exists (for tests).
  /// - Returns: The source.
  /// - Throws: ``FirestoreRESTCredentialsError`` when `GOOGLE_APPLICATION_CREDENTIALS` names a
  ///   file that cannot be read, or a file found is malformed; a missing well-known file is
  ///   not an error (the metadata server is next).
  public static func applicationDefault(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    signer: (any FirestoreRESTServiceAccountSigner)? = nil,
    fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) throws -> any FirestoreRESTTokenSource {
    if let path = environment["GOOGLE_APPLICATION_CREDENTIALS"], !path.isEmpty {
      do {
        return try load(path: path, signer: signer)
      } catch var error as FirestoreRESTCredentialsError {
        error.message += " (named by GOOGLE_APPLICATION_CREDENTIALS)"
        throw error
      }
    }
    let wellKnown = wellKnownPath(environment: environment)
    if let path = wellKnown, fileExists(path) {
      return try load(path: path, signer: signer)
    }
    var server = FirestoreRESTMetadataServer(environment: environment)
    server.lookedFor =
      "GOOGLE_APPLICATION_CREDENTIALS is not set, there is no application default credentials "
      + "file" + (wellKnown.map { " at \($0)" } ?? " (no HOME)")
    return server
  }

  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if error.domain == NSCocoaErrorDomain {
      switch error.code {
      case NSFileReadNoSuchFileError: return "no such file"
      case NSFileReadNoPermissionError: return "permission denied"
      default: break
      }
    }
    return "\(error.domain) \(error.code)"
  }

  /// The fields of a credentials file, read with errors that name the file and the field.
  private struct Fields {
    var object: [String: Any]
    var file: String

    func string(_ name: String) throws -> String {
      guard let value = object[name] else {
        throw FirestoreRESTCredentialsError(
          .malformedFile, "the field '\(name)' is missing", file: file, field: name)
      }
      guard let text = value as? String, !text.isEmpty else {
        throw FirestoreRESTCredentialsError(
          .malformedFile, "the field '\(name)' must be a non-empty string", file: file,
          field: name)
      }
      return text
    }

    func optionalString(_ name: String) throws -> String? {
      guard object[name] != nil, !(object[name] is NSNull) else { return nil }
      return try string(name)
    }

    func optionalURL(_ name: String) throws -> URL? {
      guard let text = try optionalString(name) else { return nil }
      guard let url = URL(string: text), url.scheme == "https" || url.scheme == "http" else {
        throw FirestoreRESTCredentialsError(
          .malformedFile, "the field '\(name)' is not an http(s) URL", file: file, field: name)
      }
      // The token endpoint receives the refresh token, the client secret or a signed
      // assertion: never in clear text across a network.
      do {
        try FirestoreRESTConfigurationError.checkSecure(
          url, allowsInsecureHTTP: false, what: "the field '\(name)'")
      } catch {
        throw FirestoreRESTCredentialsError(.insecureURL, "\(error)", file: file, field: name)
      }
      return url
    }
  }
}
