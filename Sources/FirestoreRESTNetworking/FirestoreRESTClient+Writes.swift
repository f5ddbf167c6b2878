public import FirestoreRESTCoding
import Foundation

/// The limits Cloud Firestore documents for one write request, which the client checks before
/// it sends one.
///
/// From *Quotas and limits* (<https://cloud.google.com/firestore/quotas>, "Writes and
/// transactions"): an API request is at most 10 MiB, and a `commit` (or a transaction) performs
/// at most 500 field transformations on one document. From the `batchWrite` REST reference
/// (<https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/batchWrite>):
/// a request writes each document at most once. The quotas page no longer lists a number of
/// writes per request; the emulator enforces none of these limits (it accepted a 501-write
/// commit), so they are checked here, not learned from it.
public enum FirestoreRESTWriteLimits {
  /// The largest request body, 10 MiB.
  public static let maximumRequestBytes = 10 * 1_024 * 1_024
  /// The most field transforms on one document in a `commit` or a transaction.
  public static let maximumFieldTransformsPerDocument = 500
  /// The most writes ``FirestoreRESTClient/batchWrite(_:maximumWritesPerRequest:)`` puts in one
  /// request by default: 500, the number Firebase's client SDKs still document for a write
  /// batch (Firebase JS SDK, `writeBatch`: "The maximum number of writes allowed in a single
  /// WriteBatch is 500"), which no current service limit contradicts.
  public static let defaultBatchWriteSize = 500

  static func checkTransformsPerDocument(_ writes: [FirestoreRESTWrite]) throws {
    var counts: [String: Int] = [:]
    for write in writes where !write.transforms.isEmpty {
      counts[write.reference.name, default: 0] += write.transforms.count
    }
    if let (name, count) = counts.first(where: { $0.value > maximumFieldTransformsPerDocument }) {
      throw EncodingError.invalidValue(
        writes,
        EncodingError.Context(
          codingPath: [],
          debugDescription:
            "\(count) field transforms on \(name) in one request; Firestore allows "
            + "\(maximumFieldTransformsPerDocument) per document per commit"))
    }
  }
}

/// Writes collected for one `commit` (all applied, or none) or one transaction, built from models
/// with the client's encoder and checked paths.
///
/// ```swift
/// try await firestore.commit { batch in
///     try batch.create(review, at: "books/hitchhiker/reviews/r1")
///     try batch.update(at: "books/hitchhiker", transforms: ["reviewCount": .increment(1)])
///     try batch.delete(at: "drafts/r1", precondition: .exists(true))
/// }
/// ```
public struct FirestoreRESTWriteBatch: Sendable {
  /// The client whose encoder and database the writes use.
  public let client: FirestoreRESTClient
  /// The writes, in order.
  public private(set) var writes: [FirestoreRESTWrite] = []

  /// An empty batch for a client's database.
  ///
  /// - Parameter client: The client.
  public init(client: FirestoreRESTClient) {
    self.client = client
  }

  /// Adds a write.
  ///
  /// - Parameter write: The write.
  public mutating func append(_ write: FirestoreRESTWrite) {
    writes.append(write)
  }

  /// Adds a write that creates a document; the commit fails with `ALREADY_EXISTS` if it exists.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  /// - Throws: `FirestoreRESTPathError` or `EncodingError`, and nothing is added.
  public mutating func create<T: Encodable>(_ value: T, at path: String) throws {
    writes.append(
      try client.encoder.write(value, to: try client.reference(path), precondition: .exists(false))
    )
  }

  /// Adds a write that sets a document, whole or merged.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  ///   - mask: `.replaceDocument` (set), `.leafFields` (set with merge), `.fieldPaths(…)` (merge
  ///     fields) or `.topLevelFields`.
  ///   - precondition: A condition on the stored document.
  /// - Throws: `FirestoreRESTPathError` or `EncodingError`, and nothing is added.
  public mutating func set<T: Encodable>(
    _ value: T, at path: String, mask: FirestoreRESTWrite.Mask = .replaceDocument,
    precondition: FirestoreRESTWrite.Precondition? = nil
  ) throws {
    writes.append(
      try client.encoder.write(
        value, to: try client.reference(path), mask: mask, precondition: precondition))
  }

  /// Adds a write that updates the fields a model writes in an existing document.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  ///   - mask: Which fields to replace.
  ///   - precondition: The condition on the stored document; by default that it exists.
  /// - Throws: `FirestoreRESTPathError` or `EncodingError`, and nothing is added.
  public mutating func update<T: Encodable>(
    _ value: T, at path: String, mask: FirestoreRESTWrite.Mask = .topLevelFields,
    precondition: FirestoreRESTWrite.Precondition? = .exists(true)
  ) throws {
    writes.append(
      try client.encoder.write(
        value, to: try client.reference(path), mask: mask, precondition: precondition))
  }

  /// Adds a write that applies field transforms to a document, leaving its other fields alone.
  ///
  /// - Parameters:
  ///   - path: The document's path.
  ///   - transforms: Each field and what the server does to it.
  ///   - precondition: The condition on the stored document; by default that it exists.
  /// - Throws: `FirestoreRESTPathError`, and nothing is added.
  public mutating func update(
    at path: String,
    transforms: KeyValuePairs<FirestoreFieldPath, FirestoreRESTFieldTransform>,
    precondition: FirestoreRESTWrite.Precondition? = .exists(true)
  ) throws {
    writes.append(
      FirestoreRESTWrite(
        .update(try client.reference(path), fields: [:]), updateMask: [],
        transforms: transforms.map { FirestoreRESTWrite.FieldTransform($0.key, $0.value) },
        precondition: precondition))
  }

  /// Adds a write that deletes a document.
  ///
  /// - Parameters:
  ///   - path: The document's path.
  ///   - precondition: `.exists(true)` or `.updateTime(…)` to delete only that version.
  /// - Throws: `FirestoreRESTPathError`, and nothing is added.
  public mutating func delete(
    at path: String, precondition: FirestoreRESTWrite.Precondition? = nil
  ) throws {
    writes.append(
      FirestoreRESTWrite(.delete(try client.reference(path)), precondition: precondition))
  }
}

extension FirestoreRESTClient {
  /// Builds writes from models and applies them atomically: all of them, or none.
  ///
  /// ```swift
  /// let result = try await firestore.commit { batch in
  ///     try batch.set(book, at: "books/hitchhiker")
  ///     try batch.update(at: "stats/books", transforms: ["count": .increment(1)])
  /// }
  /// ```
  ///
  /// - Parameter build: Adds the writes; an error it throws sends nothing.
  /// - Returns: The commit's result.
  /// - Throws: What `build` throws, `EncodingError` for a write Firestore would refuse, or
  ///   ``FirestoreRESTError``.
  @discardableResult
  public func commit(_ build: (inout FirestoreRESTWriteBatch) throws -> Void) async throws
    -> FirestoreRESTCommitResult
  {
    var batch = FirestoreRESTWriteBatch(client: self)
    try build(&batch)
    return try await commit(batch.writes)
  }

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
  /// on `ABORTED` besides the codes of a commit (`UNAVAILABLE`, `RESOURCE_EXHAUSTED`), as
  /// Google's clients retry `BatchWrite`.
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
          "POST", documentsURL("", verb: "batchWrite"),
          body: try Self.writesBody(chunkWrites), idempotent: false, alsoRetrying: [.aborted])
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
