public import DateCoding
public import Foundation
public import GeoPointCoding
import SnapshotCoding

/// One of Firestore's REST `Value`s: what a document's `fields` hold.
///
/// ```swift
/// let pages: FirestoreRESTValue = .integer(816)    // {"integerValue": "816"}
/// let value = try FirestoreRESTValue(json: Data(#"{"stringValue": "Hamlet"}"#.utf8))
/// ```
///
/// Its `Codable` conformance reads and writes the REST JSON form in any coder, so that it can
/// stand in request and response types of your own (a structured query's filter value, say).
/// To decode a model from values, use `FirestoreRESTDecoder`.
///
/// - Note: Wire format: Firestore's REST `Value` JSON, one `…Value` member per value:
///   `{"integerValue": "816"}`, `{"doubleValue": "NaN"}`, `{"timestampValue": "…Z"}`,
///   `{"arrayValue": {"values": […]}}`, `{"mapValue": {"fields": {…}}}`.
public enum FirestoreRESTValue: Hashable, Sendable {
  /// `nullValue`.
  case null
  /// `booleanValue`.
  case boolean(Bool)
  /// `integerValue`: a 64-bit integer, written as a decimal string.
  case integer(Int64)
  /// `doubleValue`: `NaN` and the infinities included.
  case double(Double)
  /// `timestampValue`: Firestore stores microseconds.
  case timestamp(Timestamp)
  /// `stringValue`.
  case string(String)
  /// `bytesValue`, base64 on the wire.
  case bytes(Data)
  /// `referenceValue`.
  case reference(FirestoreRESTReference)
  /// `geoPointValue`.
  case geoPoint(GeoPoint)
  /// `arrayValue`.
  case array([FirestoreRESTValue])
  /// `mapValue`.
  case map([String: FirestoreRESTValue])

  /// Reads a REST `Value` from its JSON.
  ///
  /// - Parameters:
  ///   - json: The JSON of one `Value`.
  ///   - maximumDepth: How deeply arrays and maps may nest.
  /// - Throws: `DecodingError.dataCorrupted` with the path of the offending value.
  public init(json: Data, maximumDepth: Int = 128) throws {
    let tree = try RESTJSON.readValue(json, maximumDepth: maximumDepth)
    self.init(tree: tree)
  }

  /// The JSON of the value.
  public var json: Data { Data(RESTJSON.write(self)) }

  /// The value of a tree value that `RESTJSON` read.
  init(tree: Any) {
    switch tree {
    case is NSNull: self = .null
    case let value as Bool: self = .boolean(value)
    case let value as Int: self = .integer(Int64(value))
    case let value as Double: self = .double(value)
    case let value as String: self = .string(value)
    case let value as Timestamp: self = .timestamp(value)
    case let value as Data: self = .bytes(value)
    case let value as FirestoreRESTReference: self = .reference(value)
    case let value as GeoPoint: self = .geoPoint(value)
    case let value as [Any]: self = .array(value.map(FirestoreRESTValue.init(tree:)))
    case let value as [String: Any]: self = .map(value.mapValues(FirestoreRESTValue.init(tree:)))
    default: preconditionFailure("RESTJSON read \(type(of: tree)), which is no REST value")
    }
  }

  /// The value as a tree value for the snapshot decoder.
  var tree: Any {
    switch self {
    case .null: NSNull()
    case .boolean(let value): value
    case .integer(let value): Int(value)
    case .double(let value): value
    case .timestamp(let value): value
    case .string(let value): value
    case .bytes(let value): value
    case .reference(let value): value
    case .geoPoint(let value): value
    case .array(let values): values.map(\.tree)
    case .map(let fields): fields.mapValues(\.tree)
    }
  }
}

extension FirestoreRESTValue: Codable {
  private enum Kind: String, CodingKey, CaseIterable {
    case nullValue, booleanValue, integerValue, doubleValue, timestampValue, stringValue
    case bytesValue, referenceValue, geoPointValue, arrayValue, mapValue
  }

  private enum NestedKey: String, CodingKey {
    case values, fields, latitude, longitude
  }

  /// Reads the REST JSON form from any decoder; from `FirestoreRESTDecoder`, the field's value
  /// itself, so that a model can hold a `FirestoreRESTValue` property.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for a value with no kind, two kinds, or a malformed
  ///   member.
  public init(from decoder: any Decoder) throws {
    if decoder.userInfo[.firestoreRESTTree] != nil {
      let container = try decoder.singleValueContainer()
      self = try Self(snapshot: container.decode(SnapshotValue.self), in: container)
      return
    }
    let container = try decoder.container(keyedBy: Kind.self)
    let kinds = container.allKeys
    guard kinds.count == 1, let kind = kinds.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: kinds.isEmpty
            ? "A Firestore Value has none of the members \(RESTJSON.kindList)"
            : "A Firestore Value has \(kinds.count) kinds: "
              + kinds.map(\.stringValue).sorted().joined(separator: ", ")))
    }
    func corrupted(_ message: String) -> DecodingError {
      DecodingError.dataCorruptedError(forKey: kind, in: container, debugDescription: message)
    }
    switch kind {
    case .nullValue: self = .null
    case .booleanValue: self = .boolean(try container.decode(Bool.self, forKey: kind))
    case .integerValue:
      if let text = try? container.decode(String.self, forKey: kind) {
        guard let value = Int64(text) else {
          throw corrupted("'\(text)' is not a 64-bit integer")
        }
        self = .integer(value)
      } else {
        self = .integer(try container.decode(Int64.self, forKey: kind))
      }
    case .doubleValue:
      if let text = try? container.decode(String.self, forKey: kind) {
        guard let value = RESTJSON.nonFinite(text) ?? RESTJSON.finiteNumber(text) else {
          throw corrupted("'\(text)' is not a number")
        }
        self = .double(value)
      } else {
        self = .double(try container.decode(Double.self, forKey: kind))
      }
    case .timestampValue:
      let text = try container.decode(String.self, forKey: kind)
      var bytes = text
      let parsed = bytes.withUTF8 { Timestamp._parseRFC3339($0) }
      switch parsed {
      case .success(let timestamp): self = .timestamp(timestamp)
      case .failure(let error):
        throw corrupted("'\(text)' is not an RFC 3339 date-time: \(error.reason)")
      }
    case .stringValue: self = .string(try container.decode(String.self, forKey: kind))
    case .bytesValue:
      let text = try container.decode(String.self, forKey: kind)
      guard let data = RESTJSON.base64(text) else { throw corrupted("'\(text)' is not base64") }
      self = .bytes(data)
    case .referenceValue:
      let name = try container.decode(String.self, forKey: kind)
      do {
        self = .reference(try FirestoreRESTReference(name: name))
      } catch {
        throw corrupted("\(error)")
      }
    case .geoPointValue:
      let point = try container.nestedContainer(keyedBy: NestedKey.self, forKey: kind)
      let latitude = try point.decodeIfPresent(Double.self, forKey: .latitude) ?? 0
      let longitude = try point.decodeIfPresent(Double.self, forKey: .longitude) ?? 0
      do {
        self = .geoPoint(try GeoPoint(validatingLatitude: latitude, longitude: longitude))
      } catch {
        throw corrupted("\(error)")
      }
    case .arrayValue:
      let array = try container.nestedContainer(keyedBy: NestedKey.self, forKey: kind)
      self = .array(try array.decodeIfPresent([FirestoreRESTValue].self, forKey: .values) ?? [])
    case .mapValue:
      let map = try container.nestedContainer(keyedBy: NestedKey.self, forKey: kind)
      self = .map(
        try map.decodeIfPresent([String: FirestoreRESTValue].self, forKey: .fields) ?? [:])
    }
  }

  /// Writes the REST JSON form to any encoder.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError.invalidValue` for an invalid timestamp.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Kind.self)
    switch self {
    case .null: try container.encodeNil(forKey: .nullValue)
    case .boolean(let value): try container.encode(value, forKey: .booleanValue)
    case .integer(let value): try container.encode(String(value), forKey: .integerValue)
    case .double(let value):
      if let text = RESTJSON.nonFiniteText(value) {
        try container.encode(text, forKey: .doubleValue)
      } else {
        try container.encode(value, forKey: .doubleValue)
      }
    case .timestamp(let value):
      guard value.isValid else {
        throw EncodingError.invalidValue(
          value,
          EncodingError.Context(
            codingPath: encoder.codingPath + [Kind.timestampValue],
            debugDescription: "\(value) is not a valid timestamp (years 0001–9999)"))
      }
      try container.encode(value._rfc3339Text, forKey: .timestampValue)
    case .string(let value): try container.encode(value, forKey: .stringValue)
    case .bytes(let value): try container.encode(value.base64EncodedString(), forKey: .bytesValue)
    case .reference(let value): try container.encode(value.name, forKey: .referenceValue)
    case .geoPoint(let value):
      var point = container.nestedContainer(keyedBy: NestedKey.self, forKey: .geoPointValue)
      try point.encode(value.latitude, forKey: .latitude)
      try point.encode(value.longitude, forKey: .longitude)
    case .array(let values):
      var array = container.nestedContainer(keyedBy: NestedKey.self, forKey: .arrayValue)
      if !values.isEmpty { try array.encode(values, forKey: .values) }
    case .map(let fields):
      var map = container.nestedContainer(keyedBy: NestedKey.self, forKey: .mapValue)
      if !fields.isEmpty { try map.encode(fields, forKey: .fields) }
    }
  }
}

extension FirestoreRESTValue {
  /// The REST value of what `FirestoreRESTDecoder`'s tree holds.
  init(snapshot: SnapshotValue, in container: any SingleValueDecodingContainer) throws {
    switch snapshot {
    case .null: self = .null
    case .bool(let value): self = .boolean(value)
    case .integer(let value): self = .integer(value)
    case .double(let value): self = .double(value)
    case .string(let value): self = .string(value)
    case .timestamp(let value): self = .timestamp(value)
    case .date(let value): self = .timestamp(Timestamp(date: value))
    case .data(let value): self = .bytes(value)
    case .geoPoint(let value): self = .geoPoint(value)
    case .array(let values):
      self = .array(try values.map { try Self(snapshot: $0, in: container) })
    case .object(let fields):
      self = .map(try fields.mapValues { try Self(snapshot: $0, in: container) })
    case .native(let native):
      guard let reference = native.value as? FirestoreRESTReference else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\(native) has no Firestore REST value")
      }
      self = .reference(reference)
    case .decimal(let value):
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "The decimal \(value) has no Firestore REST value")
    }
  }
}

extension CodingUserInfoKey {
  /// Set by `FirestoreRESTDecoder`: the tree holds REST values as themselves.
  static let firestoreRESTTree: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "swift-codable-transforms.firestoreRESTTree") else {
      preconditionFailure("A constant CodingUserInfoKey raw value is valid")
    }
    return key
  }()
}
