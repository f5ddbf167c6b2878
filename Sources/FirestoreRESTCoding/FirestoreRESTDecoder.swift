public import DateCoding
import FirebaseContract
public import Foundation
@_exported import SnapshotCoding

/// Decodes Codable models from Firestore REST documents: the JSON that `get`, `list`,
/// `runQuery` and `batchGet` return.
///
/// ```swift
/// struct Book: Codable {
///     @DocumentID var id: String?              // "hitchhiker", from the document's name
///     var title: String
///     var numberOfPages: Int                   // {"integerValue": "816"}
///     var published: Date                      // {"timestampValue": "1979-10-12T00:00:00.123456Z"}
/// }
///
/// let book = try FirestoreRESTDecoder().decode(Book.self, from: responseBody)
/// ```
///
/// Each `Value` kind reads into the Swift types that hold it: `integerValue` into every integer
/// type (out of its range is `DecodingError.dataCorrupted` at the field's path) and `Double`;
/// `doubleValue` into `Double`, `Float` and — when it is a whole number — integers;
/// `timestampValue` into `Date` (to the precision a `Date` holds), the package's `Timestamp` with
/// every nanosecond, and `@TimestampDate`; `bytesValue` into `Data`; `geoPointValue` into the
/// package's `GeoPoint`; `referenceValue` into ``FirestoreRESTReference``; `nullValue` into
/// optionals and `@ExplicitNull`; `arrayValue` and `mapValue` into arrays, dictionaries and your
/// types. `@DocumentID` receives the last segment of the document's `name`, and the document's
/// ``FirestoreRESTReference`` is in `userInfo[.firestoreDocumentReference]`; to read `name`,
/// `createTime` and `updateTime` too, use ``decodeDocument(_:from:)``.
///
/// Bad input is a `DecodingError` with the path of the offending field, never a trap: a `Value`
/// with no kind or two, a kind with the wrong JSON type, a malformed timestamp, an out-of-range
/// geopoint, bytes that are not base64, an integer outside 64 bits, nesting deeper than
/// ``maximumDepth``.
public struct FirestoreRESTDecoder: Sendable {
  /// How field names map to property names.
  public var keyDecodingStrategy: SnapshotDecoder.KeyDecodingStrategy = .useDefaultKeys
  /// Whether fields that no decoded type reads are ignored or an error that lists each with its
  /// path.
  public var unknownFields: SnapshotDecoder.UnknownKeyStrategy = .ignore
  /// How deeply maps and arrays may nest.
  public var maximumDepth: Int = 128
  /// Values for the coding `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// A decoder with the default options.
  public init() {}

  /// Decodes a model from a document's JSON.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - json: A REST `Document`: `{"name": …, "fields": {…}, "createTime": …, "updateTime": …}`.
  /// - Returns: The model.
  /// - Throws: `DecodingError` with the path of the offending value.
  public func decode<T: Decodable>(_ type: T.Type, from json: Data) throws -> T {
    try decodeDocument(type, from: json).value
  }

  /// Decodes a model and the document's metadata from a document's JSON.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - json: A REST `Document`.
  /// - Returns: The model with the document's reference and times.
  /// - Throws: `DecodingError` with the path of the offending value.
  public func decodeDocument<T: Decodable>(_ type: T.Type, from json: Data) throws
    -> FirestoreRESTDocument<T>
  {
    try decode(type, document: try RESTJSON.readDocument(json, maximumDepth: maximumDepth))
  }

  /// Reads a document's JSON as typed values, without a model.
  ///
  /// ```swift
  /// let raw = try FirestoreRESTDecoder().decodeFields(from: responseBody)
  /// raw.value["numberOfPages"]      // .integer(816)
  /// ```
  ///
  /// - Parameter json: A REST `Document`.
  /// - Returns: The fields with the document's reference and times.
  /// - Throws: `DecodingError.dataCorrupted` with the path of a malformed value.
  public func decodeFields(from json: Data) throws
    -> FirestoreRESTDocument<[String: FirestoreRESTValue]>
  {
    let document = try RESTJSON.readDocument(json, maximumDepth: maximumDepth)
    return FirestoreRESTDocument(
      value: document.fields.mapValues(FirestoreRESTValue.init(tree:)),
      reference: try reference(named: document.name), createTime: document.createTime,
      updateTime: document.updateTime)
  }

  /// Decodes a model from fields already read.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - fields: The document's fields.
  ///   - reference: The document, for `@DocumentID`.
  /// - Returns: The model.
  /// - Throws: `DecodingError` with the path of the offending value.
  public func decode<T: Decodable>(
    _ type: T.Type, fromFields fields: [String: FirestoreRESTValue],
    reference: FirestoreRESTReference? = nil
  ) throws -> T {
    try snapshotDecoder(reference: reference).decode(
      type, from: fields.mapValues(\.tree), documentID: reference?.documentID)
  }

  /// Decodes any value from one REST `Value`'s JSON.
  ///
  /// - Parameters:
  ///   - type: The type.
  ///   - json: `{"integerValue": "816"}`, `{"mapValue": {…}}`, …
  /// - Returns: The value.
  /// - Throws: `DecodingError` with the path of the offending value.
  public func decode<T: Decodable>(_ type: T.Type, fromValue json: Data) throws -> T {
    try snapshotDecoder(reference: nil).decode(
      type, from: try RESTJSON.readValue(json, maximumDepth: maximumDepth))
  }

  /// Decodes any value from a REST `Value`.
  ///
  /// - Parameters:
  ///   - type: The type.
  ///   - value: The value.
  /// - Returns: The decoded value.
  /// - Throws: `DecodingError` with the path of the offending value.
  public func decode<T: Decodable>(_ type: T.Type, from value: FirestoreRESTValue) throws -> T {
    try snapshotDecoder(reference: nil).decode(type, from: value.tree)
  }

  /// Decodes the documents of a `runQuery` response; results without a document (progress
  /// reports, the final `done`) are skipped.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - json: The response: a JSON array of `RunQueryResponse`s.
  /// - Returns: The documents in the order the query returned them.
  /// - Throws: `DecodingError` whose path starts at the document's place in the results.
  public func decodeRunQueryResponse<T: Decodable>(_ type: T.Type, from json: Data) throws
    -> [FirestoreRESTDocument<T>]
  {
    let documents = try RESTJSON.readRunQueryResponse(json, maximumDepth: maximumDepth).documents
    return try documents.enumerated().map { index, document in
      try prefixingPath(index) { try decode(type, document: document) }
    }
  }

  /// Decodes a `batchGet` response.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - json: The response: a JSON array of `found` or `missing` results.
  /// - Returns: One result per requested document, in the order the server returned them.
  /// - Throws: `DecodingError` whose path starts at the result's place in the response.
  public func decodeBatchGetResponse<T: Decodable>(_ type: T.Type, from json: Data) throws
    -> [FirestoreRESTBatchGetResult<T>]
  {
    let results = try RESTJSON.readBatchGetResponse(json, maximumDepth: maximumDepth)
    return try results.enumerated().map { index, result in
      try prefixingPath(index) {
        if let document = result.0 { return .found(try decode(type, document: document)) }
        let name = result.missing ?? ""
        do {
          return .missing(try FirestoreRESTReference(name: name))
        } catch {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: "missing: \(error)"))
        }
      }
    }
  }

  /// Decodes a `list` response.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - json: The response: `{"documents": […], "nextPageToken": …}`.
  /// - Returns: The page.
  /// - Throws: `DecodingError` whose path starts at the document's place in the page.
  public func decodeListResponse<T: Decodable>(_ type: T.Type, from json: Data) throws
    -> FirestoreRESTDocumentPage<T>
  {
    let (documents, token) = try RESTJSON.readListResponse(json, maximumDepth: maximumDepth)
    return FirestoreRESTDocumentPage(
      documents: try documents.enumerated().map { index, document in
        try prefixingPath(index) { try decode(type, document: document) }
      },
      nextPageToken: token)
  }

  // MARK: Documents read first, decoded one by one

  /// The documents of a `runQuery` response, not decoded yet, and the time they were read at.
  package func readRunQueryDocuments(from json: Data) throws -> (
    documents: [RESTTreeDocument], readTime: Timestamp?
  ) {
    try RESTJSON.readRunQueryResponse(json, maximumDepth: maximumDepth)
  }

  /// The documents of a `list` response, not decoded yet, and the next page's token.
  package func readListDocuments(from json: Data) throws -> (
    [RESTTreeDocument], nextPageToken: String?
  ) {
    try RESTJSON.readListResponse(json, maximumDepth: maximumDepth)
  }

  /// A document's fields as REST values.
  package func fieldValues(of document: RESTTreeDocument) -> [String: FirestoreRESTValue] {
    document.fields.mapValues(FirestoreRESTValue.init(tree:))
  }

  /// Decodes a document, or describes why it cannot be, with its name.
  package func decodeOrFailure<T: Decodable>(_ type: T.Type, document: RESTTreeDocument)
    -> Result<FirestoreRESTDocument<T>, FirestoreRESTDocumentFailure>
  {
    do {
      return .success(try decode(type, document: document))
    } catch {
      return .failure(FirestoreRESTDocumentFailure(name: document.name, error: error))
    }
  }

  // MARK: Implementation

  package func decode<T: Decodable>(_ type: T.Type, document: RESTTreeDocument) throws
    -> FirestoreRESTDocument<T>
  {
    let reference = try reference(named: document.name)
    let value = try snapshotDecoder(reference: reference).decode(
      type, from: document.fields, documentID: reference?.documentID)
    return FirestoreRESTDocument(
      value: value, reference: reference, createTime: document.createTime,
      updateTime: document.updateTime)
  }

  private func reference(named name: String?) throws -> FirestoreRESTReference? {
    guard let name else { return nil }
    do {
      return try FirestoreRESTReference(name: name)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "The document's name: \(error)"))
    }
  }

  private func prefixingPath<R>(_ index: Int, _ body: () throws -> R) throws -> R {
    do {
      return try body()
    } catch let error as DecodingError {
      throw error.prefixed(by: SnapshotCodingKey(intValue: index))
    }
  }

  private func snapshotDecoder(reference: FirestoreRESTReference?) -> SnapshotDecoder {
    var decoder = SnapshotDecoder()
    decoder.dateDecodingStrategy = .timestamp
    decoder.dataDecodingStrategy = .native
    decoder.serverTimestampPlaceholder = nil
    decoder.keyDecodingStrategy = keyDecodingStrategy
    decoder.unknownKeys = unknownFields
    decoder.maximumDepth = maximumDepth
    decoder.nativeTypes = [FirestoreRESTReference.self]
    decoder.userInfo = userInfo
    decoder.userInfo[.firestoreRESTTree] = true
    if let reference { decoder.userInfo[.firestoreDocumentReference] = reference }
    return decoder
  }
}

extension DecodingError {
  /// The error with `key` in front of its coding path.
  package func prefixed(by key: any CodingKey) -> DecodingError {
    func context(_ context: Context) -> Context {
      Context(
        codingPath: [key] + context.codingPath, debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    switch self {
    case .typeMismatch(let type, let value): return .typeMismatch(type, context(value))
    case .valueNotFound(let type, let value): return .valueNotFound(type, context(value))
    case .keyNotFound(let missing, let value): return .keyNotFound(missing, context(value))
    case .dataCorrupted(let value): return .dataCorrupted(context(value))
    @unknown default: return self
    }
  }
}

/// A model decoded from a Firestore document, with the document's name and times.
public struct FirestoreRESTDocument<Model> {
  /// The model.
  public var value: Model
  /// The document, when the JSON named it.
  public var reference: FirestoreRESTReference?
  /// When the document was created.
  public var createTime: Timestamp?
  /// When the document was last changed.
  public var updateTime: Timestamp?

  /// The document's id, the last segment of its name.
  public var documentID: String? { reference?.documentID }

  /// A decoded document.
  ///
  /// - Parameters:
  ///   - value: The model.
  ///   - reference: The document.
  ///   - createTime: When it was created.
  ///   - updateTime: When it was last changed.
  public init(
    value: Model, reference: FirestoreRESTReference?, createTime: Timestamp?,
    updateTime: Timestamp?
  ) {
    self.value = value
    self.reference = reference
    self.createTime = createTime
    self.updateTime = updateTime
  }
}

extension FirestoreRESTDocument: Sendable where Model: Sendable {}
extension FirestoreRESTDocument: Equatable where Model: Equatable {}
extension FirestoreRESTDocument: Hashable where Model: Hashable {}

/// One result of a `batchGet`.
public enum FirestoreRESTBatchGetResult<Model> {
  /// The document exists.
  case found(FirestoreRESTDocument<Model>)
  /// No document has this name.
  case missing(FirestoreRESTReference)
}

extension FirestoreRESTBatchGetResult: Sendable where Model: Sendable {}
extension FirestoreRESTBatchGetResult: Equatable where Model: Equatable {}
extension FirestoreRESTBatchGetResult: Hashable where Model: Hashable {}

/// One page of a `list` response.
public struct FirestoreRESTDocumentPage<Model> {
  /// The page's documents.
  public var documents: [FirestoreRESTDocument<Model>]
  /// The token that asks for the next page; `nil` on the last page.
  public var nextPageToken: String?

  /// A page.
  ///
  /// - Parameters:
  ///   - documents: The page's documents.
  ///   - nextPageToken: The token for the next page.
  public init(documents: [FirestoreRESTDocument<Model>], nextPageToken: String?) {
    self.documents = documents
    self.nextPageToken = nextPageToken
  }
}

extension FirestoreRESTDocumentPage: Sendable where Model: Sendable {}
extension FirestoreRESTDocumentPage: Equatable where Model: Equatable {}
