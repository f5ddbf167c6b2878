import Foundation

/// An error the Firestore REST API returned: `{"error": {"code", "message", "status"}}`.
public struct FirestoreRESTError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The HTTP status code.
  public var httpStatus: Int
  /// The error's numeric code (the HTTP status again, for Google's APIs).
  public var code: Int?
  /// The canonical status, such as `NOT_FOUND` or `ALREADY_EXISTS`.
  ///
  /// Others: `FAILED_PRECONDITION`, `PERMISSION_DENIED`, `INVALID_ARGUMENT`, `UNAUTHENTICATED`.
  public var status: String?
  /// The server's message.
  public var message: String

  /// An error.
  ///
  /// - Parameters:
  ///   - httpStatus: The HTTP status code.
  ///   - code: The error's code.
  ///   - status: The canonical status.
  ///   - message: The message.
  public init(httpStatus: Int, code: Int?, status: String?, message: String) {
    self.httpStatus = httpStatus
    self.code = code
    self.status = status
    self.message = message
  }

  init(httpStatus: Int, body: Data) {
    struct Envelope: Decodable {
      struct Body: Decodable {
        var code: Int?
        var message: String?
        var status: String?
      }
      var error: Body
    }
    let decoder = JSONDecoder()
    let envelope =
      (try? decoder.decode(Envelope.self, from: body))
      ?? (try? decoder.decode([Envelope].self, from: body))?.first
    if let envelope {
      self.init(
        httpStatus: httpStatus, code: envelope.error.code, status: envelope.error.status,
        message: envelope.error.message ?? "")
    } else {
      self.init(
        httpStatus: httpStatus, code: nil, status: nil,
        message: String(decoding: body.prefix(500), as: UTF8.self))
    }
  }

  /// `"Firestore NOT_FOUND (HTTP 404): …"`.
  public var description: String {
    "Firestore \(status ?? "error") (HTTP \(httpStatus)): \(message)"
  }
}
