import CodableTransformsCore
public import DateCoding
public import Foundation

/// One aggregation of a query's documents — a count, a sum or an average — computed by the
/// server (`runAggregationQuery`) without sending the documents.
///
/// ```swift
/// let stats = try await firestore.aggregate(
///     FirestoreRESTQuery(collection: "books").where("author", .equal, "Douglas Adams"),
///     [.count(as: "books"), .sum("numberOfPages", as: "pages"), .average("rating", as: "rating")])
/// let books = try stats.value(Int.self, for: "books")
/// ```
///
/// A sum is an `integerValue` when every summed value is an integer and the sum fits in 64 bits,
/// else a `doubleValue`; an average is a `doubleValue`, or `null` when no document has a number
/// in the field. Values that are not numbers are skipped.
///
/// - Note: Wire format: an element of `structuredAggregationQuery.aggregations`:
///   `{"alias": "books", "count": {}}`, `{"alias": "pages", "sum": {"field": {"fieldPath":
///   "numberOfPages"}}}`, `{"alias": "rating", "avg": {"field": …}}`.
public struct FirestoreRESTAggregation: Hashable, Sendable {
  /// What is computed.
  public enum Kind: Hashable, Sendable {
    /// The number of documents, counting at most `upTo` when it is given.
    case count(upTo: Int?)
    /// The sum of the field's numbers.
    case sum(FirestoreFieldPath)
    /// The average of the field's numbers.
    case average(FirestoreFieldPath)
  }

  /// The name the result has in ``FirestoreRESTAggregationResult/values``.
  public var alias: String
  /// What is computed.
  public var kind: Kind

  /// An aggregation.
  ///
  /// - Parameters:
  ///   - kind: What is computed.
  ///   - alias: The result's name: a field name.
  public init(_ kind: Kind, as alias: String) {
    self.kind = kind
    self.alias = alias
  }

  /// The number of documents.
  ///
  /// - Parameters:
  ///   - alias: The result's name.
  ///   - upTo: Stop counting at this number, to bound the cost.
  /// - Returns: The aggregation.
  public static func count(as alias: String = "count", upTo: Int? = nil) -> Self {
    Self(.count(upTo: upTo), as: alias)
  }

  /// The sum of a field's numbers.
  ///
  /// - Parameters:
  ///   - path: The field.
  ///   - alias: The result's name.
  /// - Returns: The aggregation.
  public static func sum(_ path: FirestoreFieldPath, as alias: String) -> Self {
    Self(.sum(path), as: alias)
  }

  /// The average of a field's numbers.
  ///
  /// - Parameters:
  ///   - path: The field.
  ///   - alias: The result's name.
  /// - Returns: The aggregation.
  public static func average(_ path: FirestoreFieldPath, as alias: String) -> Self {
    Self(.average(path), as: alias)
  }
}

/// The results of an aggregation query, by alias.
public struct FirestoreRESTAggregationResult: Hashable, Sendable {
  /// Each aggregation's result, by its alias.
  public var values: [String: FirestoreRESTValue]
  /// The time the results were computed at.
  public var readTime: Timestamp?

  /// A result.
  ///
  /// - Parameters:
  ///   - values: The results by alias.
  ///   - readTime: The time they were computed at.
  public init(values: [String: FirestoreRESTValue], readTime: Timestamp?) {
    self.values = values
    self.readTime = readTime
  }

  /// Decodes one result.
  ///
  /// ```swift
  /// let count = try result.value(Int.self, for: "count")
  /// let average = try result.value(Double?.self, for: "rating")   // nil when there was no number
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type: an integer or `Double` for a count or sum, `Double?` for an average.
  ///   - alias: The aggregation's alias.
  ///   - decoder: The decoder.
  /// - Returns: The value.
  /// - Throws: `DecodingError.keyNotFound` for an alias the query did not have, or the decoder's
  ///   error.
  public func value<T: Decodable>(
    _ type: T.Type, for alias: String, decoder: FirestoreRESTDecoder = FirestoreRESTDecoder()
  ) throws -> T {
    guard let value = values[alias] else {
      throw DecodingError.keyNotFound(
        _CodingPathKey(stringValue: alias),
        DecodingError.Context(
          codingPath: [],
          debugDescription:
            "No aggregation '\(alias)'; the results are "
            + values.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")))
    }
    return try decoder.decode(type, from: value)
  }
}

extension FirestoreRESTQuery {
  /// The query with aggregations, as the REST API's `StructuredAggregationQuery` JSON.
  ///
  /// Send it as `{"structuredAggregationQuery": …}` to `runAggregationQuery`;
  /// `FirestoreRESTClient` does.
  ///
  /// - Parameters:
  ///   - aggregations: The aggregations, with distinct aliases.
  ///   - encoder: The encoder for filter and cursor values.
  ///   - projectID: The project.
  ///   - databaseID: The database.
  /// - Returns: The JSON.
  /// - Throws: What ``structuredQueryJSON(encoder:projectID:databaseID:)`` throws;
  ///   `EncodingError` for no aggregation, an empty or repeated alias, an invalid field path,
  ///   a negative `upTo`, or ``limit(toLast:)``, which an aggregation cannot use.
  public func aggregationQueryJSON(
    _ aggregations: [FirestoreRESTAggregation],
    encoder: FirestoreRESTEncoder = FirestoreRESTEncoder(), projectID: String,
    databaseID: String = "(default)"
  ) throws -> Data {
    func fail(_ message: String) -> EncodingError {
      EncodingError.invalidValue(
        collectionPath,
        EncodingError.Context(
          codingPath: [_CodingPathKey(stringValue: "aggregations")],
          debugDescription: "Aggregation of \(collectionPath): \(message)"))
    }
    guard !limitsToLast else { throw fail("limit(toLast:) has no meaning for an aggregation") }
    guard !aggregations.isEmpty else { throw fail("no aggregation") }
    var aliases: Set<String> = []
    var writer = RESTWriter(sortedKeys: true)
    writer.raw("{\"structuredQuery\":")
    writer.output.append(
      contentsOf: try structuredQueryJSON(
        encoder: encoder, projectID: projectID, databaseID: databaseID))
    writer.raw(",\"aggregations\":[")
    for (index, aggregation) in aggregations.enumerated() {
      guard !aggregation.alias.isEmpty else { throw fail("an empty alias") }
      guard aliases.insert(aggregation.alias).inserted else {
        throw fail("the alias '\(aggregation.alias)' is used twice")
      }
      if index > 0 { writer.output.append(UInt8(ascii: ",")) }
      writer.raw("{\"alias\":")
      writer.string(aggregation.alias)
      switch aggregation.kind {
      case .count(let upTo):
        if let upTo {
          guard upTo > 0 else { throw fail("count(upTo: \(upTo)) must be positive") }
          writer.raw(",\"count\":{\"upTo\":\"")
          writer.ascii(String(upTo))
          writer.raw("\"}}")
        } else {
          writer.raw(",\"count\":{}}")
        }
      case .sum(let path), .average(let path):
        if let problem = path.problem {
          throw fail("'\(path.restText)' is not a field path: \(problem)")
        }
        if case .sum = aggregation.kind {
          writer.raw(",\"sum\":{\"field\":{\"fieldPath\":")
        } else {
          writer.raw(",\"avg\":{\"field\":{\"fieldPath\":")
        }
        writer.string(path.restText)
        writer.raw("}}}")
      }
    }
    writer.raw("]}")
    return Data(writer.output)
  }
}

extension FirestoreRESTDecoder {
  /// Decodes a `runAggregationQuery` response.
  ///
  /// - Parameter json: The response: a JSON array whose element with a `result` holds the
  ///   `aggregateFields`.
  /// - Returns: The results by alias.
  /// - Throws: `DecodingError` for a response of another shape.
  public func decodeAggregationResponse(from json: Data) throws -> FirestoreRESTAggregationResult {
    struct Item: Decodable {
      struct Result: Decodable { var aggregateFields: [String: FirestoreRESTValue]? }
      var result: Result?
      var readTime: String?
    }
    let items = try JSONDecoder().decode([Item].self, from: json)
    guard let item = items.first(where: { $0.result != nil }), let result = item.result else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "The runAggregationQuery response has no result"))
    }
    var readTime: Timestamp?
    if let text = item.readTime {
      var bytes = text
      switch bytes.withUTF8({ Timestamp._parseRFC3339($0) }) {
      case .success(let time): readTime = time
      case .failure(let error):
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [], debugDescription: "readTime '\(text)': \(error.reason)"))
      }
    }
    return FirestoreRESTAggregationResult(values: result.aggregateFields ?? [:], readTime: readTime)
  }
}
