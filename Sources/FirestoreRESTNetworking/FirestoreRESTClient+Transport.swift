import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// How the client sends a request: the one path every call takes.

extension FirestoreRESTClient {
  /// Sends one request and returns the body of a successful response.
  ///
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - url: The request's URL.
  ///   - body: The JSON body, if any.
  ///   - idempotent: Whether sending the request twice has the effect of sending it once, so
  ///     that it may be retried.
  /// - Returns: The response body.
  /// - Throws: ``FirestoreRESTError`` for a response that is not a success.
  func send(_ method: String, _ url: URL, body: Data? = nil, idempotent: Bool) async throws
    -> Data
  {
    var request = URLRequest(url: url)
    request.httpMethod = method
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    if let token = try await accessToken() {
      request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    }
    let (data, response) = try await Self.response(to: request, in: session)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else {
      throw FirestoreRESTError(httpStatus: status, body: data)
    }
    return data
  }
}

extension FirestoreRESTClient {
  /// The response to a request, through a data task: `URLSession`'s async methods need macOS 12
  /// and watchOS 8, the package supports macOS 10.15 and watchOS 7.
  static func response(to request: URLRequest, in session: URLSession) async throws -> (
    Data, URLResponse
  ) {
    try await withCheckedThrowingContinuation { continuation in
      let task = session.dataTask(with: request) { data, response, error in
        if let error {
          continuation.resume(throwing: error)
        } else if let response {
          continuation.resume(returning: (data ?? Data(), response))
        } else {
          continuation.resume(throwing: URLError(.badServerResponse))
        }
      }
      task.resume()
    }
  }
}
