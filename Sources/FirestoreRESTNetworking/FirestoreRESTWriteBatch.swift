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
