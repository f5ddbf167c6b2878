import CodableTransforms
import Foundation

/// What the harnesses check for one input, written once for every model.
///
/// Each check returns `nil` when the input is handled correctly — decoded to a value that
/// survives a round trip, or rejected with a `DecodingError` — and a description of the
/// violation otherwise. The fuzzing entry point traps on a violation, so that libFuzzer saves the
/// input; a crash or a hang inside decoding is caught by libFuzzer itself. The coders are made
/// once: a harness checks the same configurations for every input.
enum FuzzChecks {
  /// A configuration of a coder: its decoder and its encoder, named for the violations.
  struct Coders<Decoder: Sendable, Encoder: Sendable>: Sendable {
    let name: String
    let decoder: Decoder
    let encoder: Encoder
  }

  /// `JSONDecoder` with the defaults, and with snake-case keys and ISO 8601 dates.
  static let jsonCoders: [Coders<JSONDecoder, JSONEncoder>] = [false, true].map { snakeCase in
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    if snakeCase {
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      decoder.dateDecodingStrategy = .iso8601
      encoder.keyEncodingStrategy = .convertToSnakeCase
      encoder.dateEncodingStrategy = .iso8601
    }
    return Coders(
      name: snakeCase ? "JSON (snake_case, ISO 8601)" : "JSON", decoder: decoder, encoder: encoder)
  }

  /// `SnapshotDecoder` with the defaults, and with snake-case keys and unknown keys rejected.
  static let snapshotCoders: [Coders<SnapshotDecoder, SnapshotEncoder>] = [false, true].map {
    strict in
    var decoder = SnapshotDecoder()
    var encoder = SnapshotEncoder()
    if strict {
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      decoder.unknownKeys = .reject
      encoder.keyEncodingStrategy = .convertToSnakeCase
    }
    return Coders(
      name: strict ? "Snapshot (snake_case, unknown keys rejected)" : "Snapshot",
      decoder: decoder, encoder: encoder)
  }

  static let restDecoder = FirestoreRESTDecoder()

  static let restEncoder = {
    var encoder = FirestoreRESTEncoder()
    encoder.sortsFieldNames = true
    return encoder
  }()

  /// Decodes the bytes as JSON in each configuration and round-trips every success.
  static func json<Model: FuzzFamilyModel>(_ data: Data, as model: Model.Type) -> String? {
    for coders in jsonCoders {
      let violation = roundTrip(
        coders.name,
        decode: { try coders.decoder.decode(Model.self, from: data) },
        encode: { try coders.encoder.encode($0) },
        decodeAgain: { try coders.decoder.decode(Model.self, from: $0) })
      if let violation { return violation }
    }
    return nil
  }

  /// Decodes a snapshot tree in each configuration; every success is encoded with
  /// `SnapshotEncoder` and decoded again.
  static func snapshot<Model: FuzzFamilyModel>(_ tree: [String: Any], as model: Model.Type)
    -> String?
  {
    for coders in snapshotCoders {
      let violation = roundTrip(
        coders.name,
        decode: { try coders.decoder.decode(Model.self, from: tree) },
        encode: { try coders.encoder.encode($0) as [String: Any] },
        decodeAgain: { try coders.decoder.decode(Model.self, from: $0) })
      if let violation { return violation }
    }
    return nil
  }

  /// Decodes the bytes as a Firestore REST document with `FirestoreRESTDecoder`, into the model
  /// its collection names (``FamilyDocument``), and round-trips every success through
  /// `FirestoreRESTEncoder`; an integer the REST format cannot store (a `UInt64` above
  /// `Int64.max` read from a string) may rightly fail to encode.
  static func rest(_ data: Data) -> String? {
    roundTrip(
      "Firestore REST",
      decode: { try restDecoder.decode(FamilyDocument.self, from: data) },
      encode: { document -> Data? in
        do {
          return try document.json(fields: restEncoder.encode(document).json)
        } catch let EncodingError.invalidValue(_, context)
          where context.underlyingError is FirestoreRESTEncoder.IntegerOutOfRange
        {
          return nil
        }
      },
      decodeAgain: { json in try restDecoder.decode(FamilyDocument.self, from: json ?? data) })
  }

  /// Decodes; on success, encodes, decodes again and compares.
  ///
  /// A wrapper may normalize what it reads (dates are written rounded to milliseconds), but only
  /// once: the second decode must give the first value, or a value that encodes the same way
  /// (``SnapshotValueView``: `NaN` is itself, and array elements are compared in sorted order,
  /// since a set is written in its iteration order).
  private static func roundTrip<Value: Equatable, Encoded>(
    _ coder: String, decode: () throws -> Value, encode: (Value) throws -> Encoded,
    decodeAgain: (Encoded) throws -> Value
  ) -> String? {
    let value: Value
    do {
      value = try decode()
    } catch is DecodingError {
      return nil
    } catch {
      return "\(coder): decoding threw \(error), which is not a DecodingError"
    }
    do {
      let encoded = try encode(value)
      let again = try decodeAgain(encoded)
      if again == value { return nil }
      let reencoded = try encode(again)
      if "\(SnapshotValueView(reencoded))" == "\(SnapshotValueView(encoded))" { return nil }
      return "\(coder): \(value) was written as \(encoded) and read back as \(again)"
    } catch {
      return "\(coder): \(value) decoded, but its round trip threw \(error)"
    }
  }
}

/// A canonical description of an encoded value — JSON bytes or a snapshot tree — for comparing
/// two encodings: dictionaries in key order, arrays in element order, `NaN` equal to itself.
struct SnapshotValueView: CustomStringConvertible {
  let value: Any

  init(_ value: Any) { self.value = value }

  var description: String {
    if let data = value as? Data,
      let object = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    {
      return SnapshotValueView(object).description
    }
    if let tree = try? SnapshotDecoder().decode(SnapshotValue.self, from: value) {
      return Self.canonical(tree)
    }
    return String(describing: value)
  }

  private static func canonical(_ value: SnapshotValue) -> String {
    switch value {
    case .object(let members):
      "{"
        + members.keys.sorted().map { "\($0): \(members[$0].map(canonical) ?? "")" }
        .joined(separator: ", ") + "}"
    // Elements in order of their descriptions: a set is written in its iteration order, which
    // differs between two equal sets. (The first comparison, with `==`, keeps order.)
    case .array(let values): "[" + values.map(canonical).sorted().joined(separator: ", ") + "]"
    default: "\(value)"
    }
  }
}
