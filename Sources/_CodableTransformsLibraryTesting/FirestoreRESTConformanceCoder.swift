public import CodableTransformsTesting
import DateCoding
public import FirestoreRESTCoding
import Foundation
import GeoPointCoding

/// `FirestoreRESTEncoder` and `FirestoreRESTDecoder`, through the REST JSON text.
///
/// Encoding writes the value as one REST `Value`, serializes it to JSON, reads the JSON back and
/// turns it into a `WireValue`: a `timestampValue` becomes `{"seconds", "nanoseconds"}`, a
/// `geoPointValue` `{"latitude", "longitude"}`, a `bytesValue` its base64 string and a
/// `referenceValue` its name, as the package's types write themselves in other coders.
/// Decoding writes the `WireValue` as REST JSON — a valid timestamp map as a
/// `timestampValue` and a valid geopoint map as a `geoPointValue`, as Firestore stores them — and
/// decodes that text.
public struct FirestoreRESTConformanceCoder: ConformanceCoder {
  /// The encoder under test.
  public var encoder = FirestoreRESTEncoder()
  /// The decoder under test.
  public var decoder = FirestoreRESTDecoder()

  /// Creates the coder with the default options.
  public init() {}

  /// `"Firestore REST"`.
  public var name: String { "Firestore REST" }

  /// Encodes to REST JSON and converts what it wrote.
  ///
  /// - Parameter value: The value.
  /// - Returns: The wire value.
  /// - Throws: The encoder's errors.
  public func encode<T: Encodable>(_ value: T) throws -> WireValue {
    // The kit's values are models: encoded as a document, with each server timestamp the write
    // requests stored as `null`, as a write the server has not applied yet would read.
    let encoded = try encoder.encode(value)
    var fields = try FirestoreRESTValue(json: FirestoreRESTValue.map(encoded.fields).json)
    for path in encoded.serverTimestamps { fields.setNull(at: path.segments[...]) }
    return WireValue(rest: fields)
  }

  /// Writes the wire value as REST JSON and decodes it.
  ///
  /// - Parameters:
  ///   - type: The type.
  ///   - wire: The wire value.
  /// - Returns: The value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
    try decoder.decode(T.self, fromValue: wire.restValue.json)
  }

  /// Writes the wire value as one REST `Value`'s JSON.
  ///
  /// - Parameter wire: The tree.
  /// - Returns: The JSON.
  /// - Throws: Nothing: every wire value has a REST form.
  public func serialize(_ wire: WireValue) throws -> Data? { wire.restValue.json }

  /// Decodes from REST JSON, possibly corrupted.
  ///
  /// - Parameters:
  ///   - type: The type.
  ///   - data: The bytes.
  /// - Returns: The value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, fromSerialized data: Data) throws -> T {
    try decoder.decode(T.self, fromValue: data)
  }

  /// Whether the encoder refused what Firestore cannot store: an integer above `Int64.max`, or
  /// an array directly inside an array.
  ///
  /// - Parameter error: The encoder's error.
  /// - Returns: `true` for those errors.
  public func isRepresentationLimit(_ error: any Error) -> Bool {
    guard case .invalidValue(_, let context) = error as? EncodingError else { return false }
    return context.underlyingError is FirestoreRESTEncoder.IntegerOutOfRange
      || context.underlyingError is SnapshotEncoder.NestedArray
  }

  /// The suites whose values are arrays of arrays, which Firestore cannot store: the encoder
  /// refuses them (`SnapshotEncoder.NestedArray`), so the checks that encode fail by design.
  static let arraysOfArrays: Set<String> = [
    "CoordinatePair<[GeoPoint]>", "GeoJSONPosition<[GeoPoint]>", "LossyArray<[Int]>",
    // The untagged `Quantity` has a variant that is an array of integers.
    "PolymorphicCodable (untagged)<[Quantity]>",
  ]

  /// Why the checks that encode an array of arrays fail: Firestore stores no array directly
  /// inside an array, and the encoder refuses one before it is sent.
  ///
  /// - Parameters:
  ///   - suite: The suite's name.
  ///   - shape: The placement.
  ///   - check: The check.
  /// - Returns: The explanation for the encoding checks of the suites whose values hold an array inside an array, else `nil`.
  public func knownLimitation(suite: String, shape: ConformanceShape, check: ConformanceCheck)
    -> String?
  {
    guard Self.arraysOfArrays.contains(suite) else { return nil }
    switch check {
    case .roundTrip, .wireValue, .mutateThenEncode, .randomRoundTrip:
      return "Firestore stores no array directly inside an array: FirestoreRESTEncoder refuses "
        + "[[…]] with an EncodingError at its path instead of sending a request the server "
        + "rejects"
    default:
      return nil
    }
  }

  /// Keeps `NaN` and infinities, as Firestore does.
  public var representsNonFiniteNumbers: Bool { true }

  /// The coder with more `userInfo` in both directions.
  ///
  /// - Parameter userInfo: The entries to add.
  /// - Returns: The coder.
  public func adding(userInfo: [CodingUserInfoKey: any Sendable]) -> (any ConformanceCoder)? {
    var coder = self
    coder.encoder.userInfo.merge(userInfo) { $1 }
    coder.decoder.userInfo.merge(userInfo) { $1 }
    return coder
  }
}

extension FirestoreRESTValue {
  /// Sets the field at `path` of a map to `null`.
  fileprivate mutating func setNull(at path: ArraySlice<String>) {
    guard let name = path.first, case .map(var fields) = self else { return }
    if path.count == 1 {
      fields[name] = .null
    } else {
      var nested = fields[name] ?? .map([:])
      nested.setNull(at: path.dropFirst())
      fields[name] = nested
    }
    self = .map(fields)
  }
}

extension WireValue {
  init(rest value: FirestoreRESTValue) {
    switch value {
    case .null: self = .null
    case .boolean(let value): self = .bool(value)
    case .integer(let value): self = .integer(value)
    case .double(let value): self = .double(value)
    case .string(let value): self = .string(value)
    case .timestamp(let value):
      self = [
        "seconds": .integer(value.seconds), "nanoseconds": .integer(Int64(value.nanoseconds)),
      ]
    case .geoPoint(let value):
      self = ["latitude": .double(value.latitude), "longitude": .double(value.longitude)]
    case .bytes(let value): self = .string(value.base64EncodedString())
    case .reference(let value): self = .string(value.name)
    case .array(let values): self = .array(values.map(WireValue.init(rest:)))
    case .map(let fields): self = .object(fields.mapValues(WireValue.init(rest:)))
    }
  }

  /// The REST value Firestore would hold for the wire value.
  var restValue: FirestoreRESTValue {
    switch self {
    case .null: return .null
    case .bool(let value): return .boolean(value)
    case .integer(let value): return .integer(value)
    case .double(let value): return .double(value)
    case .string(let value): return .string(value)
    case .array(let values): return .array(values.map(\.restValue))
    case .object(let members):
      if members.count == 2, case .integer(let seconds)? = members["seconds"],
        case .integer(let nanoseconds)? = members["nanoseconds"],
        let nanos = Int32(exactly: nanoseconds),
        Timestamp(seconds: seconds, nanoseconds: nanos).isValid
      {
        return .timestamp(Timestamp(seconds: seconds, nanoseconds: nanos))
      }
      if members.count == 2, let latitude = members["latitude"]?.number,
        let longitude = members["longitude"]?.number,
        let point = try? GeoPoint(validatingLatitude: latitude, longitude: longitude)
      {
        return .geoPoint(point)
      }
      return .map(members.mapValues(\.restValue))
    }
  }
}
