public import FirestoreRESTCoding
import Foundation

extension FirestoreRESTClient {
  /// Applies writes without atomicity: each succeeds or fails on its own, and each has its result.
  ///
  /// ```swift
  /// let results = try await firestore.batchWrite(imports)
  /// for (write, result) in zip(imports, results) {
  ///     if case .failure(let error) = result { print(write.reference.path, error) }
  /// }
  /// ```
  ///
  /// Writes are sent in requests of at most `maximumWritesPerRequest` writes and
  /// ``FirestoreRESTWriteLimits/maximumRequestBytes``, with each document written at most once
  /// per request (a second write of a document goes into a later request, so writes of one
  /// document apply in order). A request that fails as a whole (`PERMISSION_DENIED`, say) gives
  /// its error to each of its writes; the other requests are still sent. A request is retried
  /// as a commit of the same writes is (idempotent writes as a read), and on
  /// `ABORTED` too, as Google's clients retry `BatchWrite`.
  ///
  /// - Parameters:
  ///   - writes: The writes.
  ///   - maximumWritesPerRequest: The most writes in one request.
  /// - Returns: One result per write, in the order of `writes`: the write's result, or the error
  ///   the server gave it (`NOT_FOUND`, `FAILED_PRECONDITION`, …).
  /// - Throws: `EncodingError` before any request for a write Firestore would refuse (nothing is
  ///   sent then), `CancellationError`, or a transport error.
  public func batchWrite(
    _ writes: [FirestoreRESTWrite],
    maximumWritesPerRequest: Int = FirestoreRESTWriteLimits.defaultBatchWriteSize
  ) async throws -> [Result<FirestoreRESTWriteResult, FirestoreRESTError>] {
    let chunks = try Self.batchWriteChunks(writes, maximumWrites: max(1, maximumWritesPerRequest))
    var results = [Result<FirestoreRESTWriteResult, FirestoreRESTError>?](
      repeating: nil, count: writes.count)
    for chunk in chunks {
      let chunkWrites = chunk.map { writes[$0] }
      do {
        let data = try await send(
          "POST", try documentsURL("", verb: "batchWrite"),
          body: try Self.writesBody(chunkWrites), idempotent: Self.areIdempotent(chunkWrites),
          alsoRetrying: [.aborted], documents: chunkWrites.map(\.reference.path))
        for (index, result) in zip(chunk, try Self.batchWriteResults(data, writes: chunkWrites)) {
          results[index] = result
        }
      } catch let error as FirestoreRESTError {
        for index in chunk { results[index] = .failure(error) }
      }
    }
    return results.compactMap { $0 }
  }

  /// The writes' indices grouped into the requests of a `batchWrite`.
  ///
  /// - Parameters:
  ///   - writes: The writes.
  ///   - maximumWrites: The most writes in one request.
  /// - Returns: Each request's write indices, in order.
  /// - Throws: `EncodingError` for a write Firestore would refuse or one too large for a request.
  package static func batchWriteChunks(_ writes: [FirestoreRESTWrite], maximumWrites: Int)
    throws -> [[Int]]
  {
    // Checked whole first, so that bad input sends nothing.
    var sizes: [Int] = []
    for (index, write) in writes.enumerated() {
      do {
        try write.validate()
      } catch let error as EncodingError {
        throw error.prefixed(by: FirestoreRESTWriteIndexKey(index))
      }
      sizes.append(write.json.count)
    }
    let envelope = #"{"writes":[]}"#.utf8.count
    var chunks: [[Int]] = []
    var pending = Array(writes.indices)
    while !pending.isEmpty {
      var chunk: [Int] = []
      var names: Set<String> = []
      var bytes = envelope
      var deferred: [Int] = []
      for index in pending {
        let name = writes[index].reference.name
        let size = sizes[index] + (chunk.isEmpty ? 0 : 1)
        guard envelope + sizes[index] <= FirestoreRESTWriteLimits.maximumRequestBytes else {
          throw EncodingError.invalidValue(
            writes[index],
            EncodingError.Context(
              codingPath: [FirestoreRESTWriteIndexKey(index)],
              debugDescription:
                "The write of \(writes[index].reference.path) is \(sizes[index]) bytes; a "
                + "request holding it would exceed Firestore's limit of "
                + "\(FirestoreRESTWriteLimits.maximumRequestBytes) bytes"))
        }
        // Once a write is deferred, later writes of the same document wait too, keeping order.
        if chunk.count == maximumWrites || names.contains(name)
          || bytes + size
            > FirestoreRESTWriteLimits.maximumRequestBytes
          || deferred.contains(where: { writes[$0].reference.name == name })
        {
          deferred.append(index)
          continue
        }
        chunk.append(index)
        names.insert(name)
        bytes += size
      }
      chunks.append(chunk)
      pending = deferred
    }
    return chunks
  }

  static func batchWriteResults(_ data: Data, writes: [FirestoreRESTWrite]) throws
    -> [Result<FirestoreRESTWriteResult, FirestoreRESTError>]
  {
    struct Response: Decodable {
      struct Status: Decodable {
        var code: Int?
        var message: String?
      }
      var writeResults: [FirestoreRESTWriteResult.Response]?
      var status: [Status]?
    }
    let response = try JSONDecoder().decode(Response.self, from: data)
    let results = try FirestoreRESTWriteResult.results(response.writeResults ?? [], of: writes)
    let statuses = response.status ?? []
    guard statuses.count == writes.count else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [],
          debugDescription: "\(statuses.count) write statuses for \(writes.count) writes"))
    }
    return zip(results, statuses).map { result, status in
      guard let number = status.code, number != 0 else { return .success(result) }
      let known = FirestoreRESTError.Code(rawValue: number)
      var error = FirestoreRESTError(
        code: known ?? .unknown, message: status.message ?? "", status: known?.name)
      error.numericCode = number
      return .failure(error)
    }
  }
}
