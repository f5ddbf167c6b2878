public import FirestoreRESTCoding
import Foundation

/// A transaction in progress: reads that see one consistent version of the database, and writes
/// kept until the transaction commits them all at once.
///
/// You get one from ``FirestoreRESTClient/runTransaction(maxAttempts:_:)``:
///
/// ```swift
/// let total = try await firestore.runTransaction { transaction in
///     let counter = try await transaction.get(Counter.self, at: "counters/visits")
///     let next = counter.value.count + 1
///     try transaction.update(Counter(count: next), at: "counters/visits")
///     return next
/// }
/// ```
///
/// Reads go through `batchGet`, `runQuery` and `runAggregationQuery` with the transaction's id
/// (a read-write transaction locks what it reads until it ends). As in Google's clients, every
/// read comes before the first write: a read after a write throws
/// ``FirestoreRESTTransactionError``, because the buffered writes are not visible to it.
public final class FirestoreRESTTransaction: Sendable {
  /// The client the transaction belongs to.
  public let client: FirestoreRESTClient
  /// The id the server gave the transaction.
  public let id: String
  /// Whether the transaction only reads.
  public let isReadOnly: Bool
  /// Which attempt this is, from 1.
  public let attempt: Int

  private let state = TransactionState()

  init(client: FirestoreRESTClient, id: String, isReadOnly: Bool, attempt: Int) {
    self.client = client
    self.id = id
    self.isReadOnly = isReadOnly
    self.attempt = attempt
  }

  /// The writes buffered so far, in order.
  public var writes: [FirestoreRESTWrite] { state.withLock { $0.writes } }

  // MARK: Reading

  /// Reads a document in the transaction.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - path: The document's path.
  /// - Returns: The document.
  /// - Throws: ``FirestoreRESTError`` `NOT_FOUND` when there is none, `FirestoreRESTPathError`,
  ///   ``FirestoreRESTTransactionError`` after a write, or `DecodingError`.
  public func get<T: Decodable>(_ type: T.Type, at path: String) async throws
    -> FirestoreRESTDocument<T>
  {
    guard let document = try await getIfPresent(type, at: path) else {
      throw FirestoreRESTError(
        code: .notFound, message: "No document at \(path) (read in transaction \(id))",
        httpStatus: 404, status: "NOT_FOUND")
    }
    return document
  }

  /// Reads a document in the transaction, or `nil` when there is none.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - path: The document's path.
  /// - Returns: The document, or `nil`.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTTransactionError`` after a write,
  ///   ``FirestoreRESTError``, or `DecodingError`.
  public func getIfPresent<T: Decodable>(_ type: T.Type, at path: String) async throws
    -> FirestoreRESTDocument<T>?
  {
    // A `GET` with `?transaction=` did not answer on the emulator; `batchGet` does.
    switch try await batchGet(type, at: [path]).first {
    case .found(let document)?: return document
    case .missing?, nil: return nil
    }
  }

  /// Reads several documents in the transaction.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - paths: The documents' paths.
  /// - Returns: One result per document.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTTransactionError`` after a write,
  ///   ``FirestoreRESTError``, or `DecodingError`.
  public func batchGet<T: Decodable>(_ type: T.Type, at paths: [String]) async throws
    -> [FirestoreRESTBatchGetResult<T>]
  {
    try checkRead()
    return try await client.batchGet(type, at: paths, consistency: .transaction(id))
  }

  /// Runs a query in the transaction.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - query: The query.
  /// - Returns: The documents.
  /// - Throws: ``FirestoreRESTTransactionError`` after a write, and what
  ///   ``FirestoreRESTClient/runQuery(_:_:)`` throws.
  public func runQuery<T: Decodable>(_ type: T.Type, _ query: FirestoreRESTQuery) async throws
    -> [FirestoreRESTDocument<T>]
  {
    try checkRead()
    return try await client.queryDocuments(query, consistency: .transaction(id)).map {
      try client.decoder.decode(type, document: $0)
    }
  }

  /// Computes aggregations in the transaction.
  ///
  /// - Parameters:
  ///   - query: The documents to aggregate.
  ///   - aggregations: The aggregations.
  /// - Returns: The results by alias.
  /// - Throws: ``FirestoreRESTTransactionError`` after a write, and what
  ///   ``FirestoreRESTClient/aggregate(_:_:)`` throws.
  public func aggregate(
    _ query: FirestoreRESTQuery, _ aggregations: [FirestoreRESTAggregation]
  ) async throws -> FirestoreRESTAggregationResult {
    try checkRead()
    return try await client.aggregate(query, aggregations, consistency: .transaction(id))
  }

  // MARK: Writing

  /// Buffers a write that creates a document.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  /// - Throws: `FirestoreRESTPathError`, `EncodingError`, or ``FirestoreRESTTransactionError``
  ///   in a read-only transaction.
  public func create<T: Encodable>(_ value: T, at path: String) throws {
    try buffer { try $0.create(value, at: path) }
  }

  /// Buffers a write that sets a document, whole or merged.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  ///   - mask: Which fields to write.
  ///   - precondition: A condition on the stored document.
  /// - Throws: `FirestoreRESTPathError`, `EncodingError`, or ``FirestoreRESTTransactionError``
  ///   in a read-only transaction.
  public func set<T: Encodable>(
    _ value: T, at path: String, mask: FirestoreRESTWrite.Mask = .replaceDocument,
    precondition: FirestoreRESTWrite.Precondition? = nil
  ) throws {
    try buffer { try $0.set(value, at: path, mask: mask, precondition: precondition) }
  }

  /// Buffers a write that updates the fields a model writes in an existing document.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  ///   - mask: Which fields to replace.
  ///   - precondition: The condition on the stored document; by default that it exists.
  /// - Throws: `FirestoreRESTPathError`, `EncodingError`, or ``FirestoreRESTTransactionError``
  ///   in a read-only transaction.
  public func update<T: Encodable>(
    _ value: T, at path: String, mask: FirestoreRESTWrite.Mask = .topLevelFields,
    precondition: FirestoreRESTWrite.Precondition? = .exists(true)
  ) throws {
    try buffer { try $0.update(value, at: path, mask: mask, precondition: precondition) }
  }

  /// Buffers field transforms of a document.
  ///
  /// - Parameters:
  ///   - path: The document's path.
  ///   - transforms: Each field and what the server does to it.
  ///   - precondition: The condition on the stored document; by default that it exists.
  /// - Throws: `FirestoreRESTPathError` or ``FirestoreRESTTransactionError`` in a read-only
  ///   transaction.
  public func update(
    at path: String,
    transforms: KeyValuePairs<FirestoreFieldPath, FirestoreRESTFieldTransform>,
    precondition: FirestoreRESTWrite.Precondition? = .exists(true)
  ) throws {
    try buffer { try $0.update(at: path, transforms: transforms, precondition: precondition) }
  }

  /// Buffers a write that deletes a document.
  ///
  /// - Parameters:
  ///   - path: The document's path.
  ///   - precondition: A condition on the stored document.
  /// - Throws: `FirestoreRESTPathError` or ``FirestoreRESTTransactionError`` in a read-only
  ///   transaction.
  public func delete(at path: String, precondition: FirestoreRESTWrite.Precondition? = nil) throws {
    try buffer { try $0.delete(at: path, precondition: precondition) }
  }

  // MARK: State

  private func checkRead() throws {
    if state.withLock({ !$0.writes.isEmpty }) {
      throw FirestoreRESTTransactionError(
        kind: .readAfterWrite,
        description:
          "Transaction \(id) read after a write: every read of a transaction comes before its "
          + "first write, which is sent only at the commit")
    }
  }

  private func buffer(_ add: (inout FirestoreRESTWriteBatch) throws -> Void) throws {
    guard !isReadOnly else {
      throw FirestoreRESTTransactionError(
        kind: .writeInReadOnly, description: "Transaction \(id) is read-only: it cannot write")
    }
    // Built outside the lock: encoding may be slow, and a failed write adds nothing.
    var batch = FirestoreRESTWriteBatch(client: client)
    try add(&batch)
    state.withLock { $0.writes += batch.writes }
  }
}

/// A transaction that could not be used as asked, or did not commit.
public struct FirestoreRESTTransactionError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// A read came after a write.
    case readAfterWrite
    /// A read-only transaction was asked to write.
    case writeInReadOnly
    /// Every attempt was aborted by contention (`ABORTED`).
    case attemptsExhausted(attempts: Int)
  }

  /// What went wrong.
  public var kind: Kind
  /// The error of the last attempt, for ``Kind/attemptsExhausted(attempts:)``.
  public var lastError: FirestoreRESTError?
  /// What went wrong, in a sentence.
  public var description: String

  /// An error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - lastError: The last attempt's error.
  ///   - description: The sentence.
  public init(kind: Kind, lastError: FirestoreRESTError? = nil, description: String) {
    self.kind = kind
    self.lastError = lastError
    self.description = description
  }
}

/// The writes of a transaction, behind a lock: the transaction is shared with the body's tasks.
final class TransactionState: @unchecked Sendable {
  // `@unchecked`: `writes` is only reached inside `withLock`.
  private let lock = NSLock()
  private var state = State()

  struct State {
    var writes: [FirestoreRESTWrite] = []
  }

  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
