public import FirestoreRESTCoding
import Foundation

extension FirestoreRESTClient {
  /// Creates a document; it must not exist.
  ///
  /// ```swift
  /// let reference = try await firestore.create(book, in: "books")      // a random id
  /// try await firestore.create(book, in: "books", documentID: "hitchhiker")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - collectionPath: The collection's path.
  ///   - documentID: The id; `nil` makes a random 20-character one, as Firebase's SDKs do.
  /// - Returns: The new document's reference.
  /// - Throws: `FirestoreRESTPathError` before any request for a path that is not a
  ///   collection's or an ID Firestore forbids (empty, with a `/`, `.` or `..`, `__…__`, over
  ///   1,500 bytes); ``FirestoreRESTError`` (`ALREADY_EXISTS`; with
  ///   ``FirestoreRESTError/isOutcomeUnknown`` when the connection was lost after the request
  ///   was sent: a create is not sent twice), or `EncodingError`.
  @discardableResult
  public func create<T: Encodable>(
    _ value: T, in collectionPath: String, documentID: String? = nil
  ) async throws -> FirestoreRESTReference {
    _ = try FirestoreRESTPathError.checkCollection(collectionPath)
    if let documentID { try FirestoreRESTPathError.checkID(documentID, .documentID) }
    let reference = try reference("\(collectionPath)/\(documentID ?? Self.randomID())")
    try await commit([
      try encoder.write(value, to: reference, precondition: .exists(false))
    ])
    return reference
  }

  /// Writes a document: whole, creating it or replacing every field, or merged into it.
  ///
  /// ```swift
  /// try await firestore.set(book, at: "books/hitchhiker")                      // replace
  /// try await firestore.set(patch, at: "books/hitchhiker", mask: .leafFields) // merge
  /// try await firestore.set(patch, at: "books/hitchhiker", mask: .fieldPaths(["stats.views"]))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The model; its `FirestoreRESTFieldTransform` properties and `nil`
  ///     `@ServerTimestamp`s become field transforms.
  ///   - path: The document's path.
  ///   - mask: Which fields to write: the whole document (`set`), each leaf the model writes
  ///     (`set` with merge), or the given paths (merge fields).
  ///   - precondition: A condition on the stored document, such as its `updateTime`.
  /// - Returns: The commit's result, with the transformed fields' values.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTError`` (`FAILED_PRECONDITION`), or
  ///   `EncodingError`.
  @discardableResult
  public func set<T: Encodable>(
    _ value: T, at path: String, mask: FirestoreRESTWrite.Mask = .replaceDocument,
    precondition: FirestoreRESTWrite.Precondition? = nil
  ) async throws -> FirestoreRESTCommitResult {
    try await commit([
      try encoder.write(value, to: try reference(path), mask: mask, precondition: precondition)
    ])
  }

  /// Updates the fields a model writes in an existing document.
  ///
  /// ```swift
  /// struct Patch: Encodable {
  ///     var numberOfPages: Int
  ///     var reads: FirestoreRESTFieldTransform = .increment(1)
  /// }
  /// try await firestore.update(Patch(numberOfPages: 817), at: "books/hitchhiker")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - path: The document's path.
  ///   - mask: Which fields to replace: by default each top-level field the model writes.
  ///   - precondition: The condition on the stored document; by default that it exists.
  /// - Returns: The commit's result.
  /// - Throws: `FirestoreRESTPathError`, ``FirestoreRESTError`` (`NOT_FOUND` when there is
  ///   no document, `FAILED_PRECONDITION`), or `EncodingError`.
  @discardableResult
  public func update<T: Encodable>(
    _ value: T, at path: String, mask: FirestoreRESTWrite.Mask = .topLevelFields,
    precondition: FirestoreRESTWrite.Precondition? = .exists(true)
  ) async throws -> FirestoreRESTCommitResult {
    try await commit([
      try encoder.write(value, to: try reference(path), mask: mask, precondition: precondition)
    ])
  }

  /// Applies field transforms to a document, leaving its other fields alone.
  ///
  /// ```swift
  /// let result = try await firestore.transform(
  ///     at: "pages/home", ["visits": .increment(1), "lastVisit": .serverTime])
  /// let visits = try result.writeResults[0].transformResult(Int.self, at: "visits")
  /// ```
  ///
  /// - Parameters:
  ///   - path: The document's path.
  ///   - transforms: Each field and what the server does to it, in order.
  ///   - precondition: The condition on the stored document; by default that it exists.
  ///     With `nil`, a missing document is created with the transformed fields.
  /// - Returns: The commit's result, with each transformed field's value.
  /// - Throws: `FirestoreRESTPathError`, `EncodingError` for an operand Firestore refuses,
  ///   or ``FirestoreRESTError``.
  @discardableResult
  public func transform(
    at path: String,
    _ transforms: KeyValuePairs<FirestoreFieldPath, FirestoreRESTFieldTransform>,
    precondition: FirestoreRESTWrite.Precondition? = .exists(true)
  ) async throws -> FirestoreRESTCommitResult {
    try await commit([
      FirestoreRESTWrite(
        .update(try reference(path), fields: [:]), updateMask: [],
        transforms: transforms.map { FirestoreRESTWrite.FieldTransform($0.key, $0.value) },
        precondition: precondition)
    ])
  }

  /// Deletes a document; without a precondition, deleting one that does not exist succeeds.
  ///
  /// ```swift
  /// try await firestore.delete(at: "books/hitchhiker")
  /// try await firestore.delete(at: "books/hitchhiker", precondition: .updateTime(read.updateTime!))
  /// ```
  ///
  /// - Parameters:
  ///   - path: The document's path.
  ///   - precondition: A condition on the stored document: `.exists(true)` fails with
  ///     `NOT_FOUND` when there is none, `.updateTime` with `FAILED_PRECONDITION` when it changed.
  /// - Throws: `FirestoreRESTPathError`, or ``FirestoreRESTError``.
  public func delete(
    at path: String, precondition: FirestoreRESTWrite.Precondition? = nil
  ) async throws {
    try await commit([FirestoreRESTWrite(.delete(try reference(path)), precondition: precondition)])
  }

  /// Applies writes atomically: all of them, or none.
  ///
  /// ```swift
  /// try await firestore.commit([
  ///     try firestore.encoder.write(book, to: firestore.reference("books/a")),
  ///     FirestoreRESTWrite(.delete(try firestore.reference("books/b"))),
  /// ])
  /// ```
  ///
  /// `commit { batch in … }` builds the writes from models (``FirestoreRESTWriteBatch``).
  ///
  /// A commit whose writes are all idempotent — no field transform, and no precondition but a
  /// `set`'s or an `update`'s `.exists(true)` — is retried as a read is (on a lost connection,
  /// `DEADLINE_EXCEEDED`, `INTERNAL` too): applying it twice is applying it once. Any other
  /// commit is retried only when the service says it did not apply it; when the connection
  /// is lost after it was sent, the call throws with ``FirestoreRESTError/isOutcomeUnknown``.
  ///
  /// - Parameter writes: The writes.
  /// - Returns: The commit's time and each write's result.
  /// - Throws: `EncodingError` before any request for a write Firestore would refuse (an array
  ///   directly inside an array, a transform operand of the wrong kind) or a request above
  ///   Firestore's size limit (``FirestoreRESTWriteLimits``); ``FirestoreRESTError``.
  @discardableResult
  public func commit(_ writes: [FirestoreRESTWrite]) async throws -> FirestoreRESTCommitResult {
    try await commit(writes, transaction: nil)
  }

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

  func commit(_ writes: [FirestoreRESTWrite], transaction: String?) async throws
    -> FirestoreRESTCommitResult
  {
    let body = try Self.writesBody(
      writes, extra: transaction.map { #""transaction":"# + restJSONString($0) })
    // A transaction's commit is never sent twice: the first may have ended the transaction.
    let data = try await send(
      "POST", documentsURL("", verb: "commit"), body: body,
      idempotent: transaction == nil && Self.areIdempotent(writes),
      documents: writes.map(\.reference.path))
    return try FirestoreRESTCommitResult(json: data, writes: writes)
  }

  /// Whether applying `writes` twice leaves the database as applying them once, and answers
  /// the same: no field transform (an increment, a server time, an array union), and no
  /// precondition that the first application would break (`.exists(false)` of a create, an
  /// `.updateTime`, a delete's `.exists(true)`).
  static func areIdempotent(_ writes: [FirestoreRESTWrite]) -> Bool {
    writes.allSatisfy { write in
      guard write.transforms.isEmpty else { return false }
      switch (write.operation, write.precondition) {
      case (_, nil): return true
      case (.update, .exists(true)?): return true
      default: return false
      }
    }
  }

  /// `{"writes": […], extra}`, after checking each write and the request's size.
  static func writesBody(_ writes: [FirestoreRESTWrite], extra: String? = nil) throws -> Data {
    var body = Data(#"{"writes":["#.utf8)
    for (index, write) in writes.enumerated() {
      do {
        try write.validate()
      } catch let error as EncodingError {
        throw error.prefixed(by: FirestoreRESTWriteIndexKey(index))
      }
      if index > 0 { body.append(UInt8(ascii: ",")) }
      body.append(write.json)
    }
    body.append(UInt8(ascii: "]"))
    if let extra {
      body.append(UInt8(ascii: ","))
      body.append(contentsOf: Array(extra.utf8))
    }
    body.append(UInt8(ascii: "}"))
    try FirestoreRESTWriteLimits.checkTransformsPerDocument(writes)
    guard body.count <= FirestoreRESTWriteLimits.maximumRequestBytes else {
      throw EncodingError.invalidValue(
        writes,
        EncodingError.Context(
          codingPath: [],
          debugDescription:
            "The request of \(writes.count) writes is \(body.count) bytes, above Firestore's "
            + "limit of \(FirestoreRESTWriteLimits.maximumRequestBytes) bytes (10 MiB) per API "
            + "request; split the writes (batchWrite does) or make the documents smaller"))
    }
    return body
  }

}

/// The coding key of a write's place in a request, at the front of a write's `EncodingError`.
struct FirestoreRESTWriteIndexKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ index: Int) {
    stringValue = "writes[\(index)]"
    intValue = index
  }

  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.init(intValue) }
}

extension EncodingError {
  /// The error with `key` in front of its coding path.
  func prefixed(by key: any CodingKey) -> EncodingError {
    switch self {
    case .invalidValue(let value, let context):
      return .invalidValue(
        value,
        Context(
          codingPath: [key] + context.codingPath, debugDescription: context.debugDescription,
          underlyingError: context.underlyingError))
    @unknown default: return self
    }
  }
}
