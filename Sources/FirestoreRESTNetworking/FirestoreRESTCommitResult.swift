public import DateCoding
public import FirestoreRESTCoding
import Foundation

/// The result of a `commit`: when it was applied, and what each write did.
///
/// ```swift
/// let result = try await firestore.commit([bump])   // bump increments "visits"
/// let visits = try result.writeResults[0].transformResult(Int.self, at: "visits")
/// ```
public struct FirestoreRESTCommitResult: Hashable, Sendable {
  /// The time of the commit: every read at this time or later sees its writes.
  ///
  /// It is not the time a server timestamp received. The server sets
  /// `FirestoreRESTFieldTransform.serverTime` fields (and `nil` `@ServerTimestamp`s) to the
  /// time it processed the request, to the millisecond, which is earlier: on the emulator, by
  /// 1 to 60 ms. The stored value is in the write's ``FirestoreRESTWriteResult/transformResults``.
  public var commitTime: Timestamp?
  /// Each write's result, in the order of the writes.
  public var writeResults: [FirestoreRESTWriteResult]

  /// Each write's document update time, in the order of the writes (`nil` for a delete).
  public var updateTimes: [Timestamp?] { writeResults.map(\.updateTime) }

  /// A result.
  ///
  /// - Parameters:
  ///   - commitTime: The time of the commit.
  ///   - writeResults: Each write's result.
  public init(commitTime: Timestamp?, writeResults: [FirestoreRESTWriteResult]) {
    self.commitTime = commitTime
    self.writeResults = writeResults
  }

  /// Reads a `commit` response.
  ///
  /// - Parameters:
  ///   - json: The response.
  ///   - writes: The writes that were sent, to name each transform result's field.
  /// - Throws: `DecodingError` for a response of another shape.
  init(json: Data, writes: [FirestoreRESTWrite]) throws {
    struct Response: Decodable {
      var writeResults: [FirestoreRESTWriteResult.Response]?
      var commitTime: String?
    }
    let response = try JSONDecoder().decode(Response.self, from: json)
    commitTime = try FirestoreRESTWriteResult.timestamp(response.commitTime)
    writeResults = try FirestoreRESTWriteResult.results(response.writeResults ?? [], of: writes)
  }
}

/// What one write of a `commit`, `batchWrite` or transaction did.
public struct FirestoreRESTWriteResult: Hashable, Sendable {
  /// The document's update time after the write; `nil` when the write changed nothing or
  /// deleted it.
  public var updateTime: Timestamp?
  /// The value of each transformed field after its `FirestoreRESTFieldTransform`: the
  /// incremented counter, the server's time (to the millisecond); `null` for the array
  /// transforms.
  public var transformResults: [FirestoreFieldPath: FirestoreRESTValue]

  /// A result.
  ///
  /// - Parameters:
  ///   - updateTime: The update time.
  ///   - transformResults: The transformed fields' values.
  public init(
    updateTime: Timestamp?, transformResults: [FirestoreFieldPath: FirestoreRESTValue] = [:]
  ) {
    self.updateTime = updateTime
    self.transformResults = transformResults
  }

  /// Decodes a transformed field's value after the write.
  ///
  /// ```swift
  /// let stamped = try result.transformResult(Date.self, at: "createdAt")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - path: The field.
  ///   - decoder: The decoder.
  /// - Returns: The value.
  /// - Throws: `DecodingError.keyNotFound` when the write transformed no such field, or the
  ///   decoder's error.
  public func transformResult<T: Decodable>(
    _ type: T.Type, at path: FirestoreFieldPath, decoder: FirestoreRESTDecoder = .init()
  ) throws -> T {
    guard let value = transformResults[path] else {
      throw DecodingError.keyNotFound(
        SnapshotCodingKey(stringValue: path.restText),
        DecodingError.Context(
          codingPath: [],
          debugDescription:
            "The write transformed no field '\(path.restText)'; it transformed "
            + (transformResults.keys.map { "'\($0.restText)'" }.sorted().joined(separator: ", ")
              .nonEmpty ?? "none")))
    }
    return try decoder.decode(type, from: value)
  }

  struct Response: Decodable {
    var updateTime: String?
    var transformResults: [FirestoreRESTValue]?
  }

  static func results(_ responses: [Response], of writes: [FirestoreRESTWrite]) throws -> [Self] {
    guard responses.count == writes.count else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [],
          debugDescription:
            "\(responses.count) write results for \(writes.count) writes"))
    }
    return try zip(responses, writes).enumerated().map { index, pair in
      let (response, write) = pair
      let values = response.transformResults ?? []
      guard values.isEmpty || values.count == write.transforms.count else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [SnapshotCodingKey(intValue: index)],
            debugDescription:
              "\(values.count) transform results for the \(write.transforms.count) transforms "
              + "of the write of \(write.reference.path)"))
      }
      var results: [FirestoreFieldPath: FirestoreRESTValue] = [:]
      for (transform, value) in zip(write.transforms, values) {
        results[transform.fieldPath] = value
      }
      return FirestoreRESTWriteResult(
        updateTime: try timestamp(response.updateTime), transformResults: results)
    }
  }

  static func timestamp(_ text: String?) throws -> Timestamp? {
    guard let text else { return nil }
    var bytes = text
    switch bytes.withUTF8({ Timestamp._parseRFC3339($0) }) {
    case .success(let timestamp): return timestamp
    case .failure(let error):
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [],
          debugDescription: "'\(text)' is not an RFC 3339 date-time: \(error.reason)"))
    }
  }
}

extension String {
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
