import CodableTransforms
import Foundation

/// What the harnesses check for one input.
///
/// Each check returns `nil` when the input is handled correctly — decoded to a value that
/// survives a round trip, or rejected with a `DecodingError` — and a description of the
/// violation otherwise. The fuzz entry points trap on a violation, so that libFuzzer saves the
/// input; a crash or a hang inside decoding is caught by libFuzzer itself.
public enum FuzzChecks {
  /// Decodes the bytes as JSON with `JSONDecoder` in two configurations — the defaults, and
  /// snake-case keys with ISO 8601 dates — and round-trips every success.
  ///
  /// - Parameter data: Any bytes.
  /// - Returns: `nil`, or what went wrong.
  public static func json(_ data: Data) -> String? {
    for snakeCase in [false, true] {
      let decoder = JSONDecoder()
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      if snakeCase {
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
      }
      let violation = roundTrip(
        "JSON\(snakeCase ? " (snake_case, ISO 8601)" : "")",
        decode: { try decoder.decode(FuzzModel.self, from: data) },
        encode: { try encoder.encode($0) },
        decodeAgain: { try decoder.decode(FuzzModel.self, from: $0) })
      if let violation { return violation }
    }
    return rest(data)
  }

  /// Decodes the bytes as a Firestore REST document with `FirestoreRESTDecoder` and round-trips
  /// every success through `FirestoreRESTEncoder`; an integer the REST format cannot store (a
  /// `UInt64` above `Int64.max` read from a string) may rightly fail to encode.
  ///
  /// - Parameter data: Any bytes.
  /// - Returns: `nil`, or what went wrong.
  public static func rest(_ data: Data) -> String? {
    var encoder = FirestoreRESTEncoder()
    encoder.sortsFieldNames = true
    let decoder = FirestoreRESTDecoder()
    return roundTrip(
      "Firestore REST",
      decode: { try decoder.decode(FuzzModel.self, from: data) },
      encode: { value -> Data? in
        do {
          return try encoder.encode(value).json
        } catch let EncodingError.invalidValue(_, context)
          where context.underlyingError is FirestoreRESTEncoder.IntegerOutOfRange
        {
          return nil
        }
      },
      decodeAgain: { json in
        guard let json else { return try decoder.decode(FuzzModel.self, from: data) }
        return try decoder.decode(FuzzModel.self, from: json)
      })
  }

  /// Builds a snapshot tree from the bytes (``SnapshotTreeBytes``) and decodes it with
  /// `SnapshotDecoder`, with the default options and with snake-case keys and unknown keys
  /// rejected; every success is encoded with `SnapshotEncoder` and decoded again.
  ///
  /// - Parameter data: Any bytes.
  /// - Returns: `nil`, or what went wrong.
  public static func snapshot(_ data: Data) -> String? {
    let tree = SnapshotTreeBytes.tree(from: data)
    for strict in [false, true] {
      var decoder = SnapshotDecoder()
      var encoder = SnapshotEncoder()
      if strict {
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.unknownKeys = .reject
        encoder.keyEncodingStrategy = .convertToSnakeCase
      }
      let violation = roundTrip(
        "Snapshot\(strict ? " (snake_case, unknown keys rejected)" : "")",
        decode: { try decoder.decode(FuzzModel.self, from: tree) },
        encode: { try encoder.encode($0) as [String: Any] },
        decodeAgain: { try decoder.decode(FuzzModel.self, from: $0) })
      if let violation { return violation }
    }
    return nil
  }

  /// Decodes; on success, encodes, decodes again and compares.
  ///
  /// A wrapper may normalize what it reads (dates are written rounded to milliseconds), but only
  /// once: the second decode must give the first value, or a value that encodes the same way
  /// (``SnapshotValueView``: `NaN` is itself, and array elements are compared in sorted order,
  /// since a set is written in its iteration order).
  private static func roundTrip<Encoded>(
    _ coder: String, decode: () throws -> FuzzModel, encode: (FuzzModel) throws -> Encoded,
    decodeAgain: (Encoded) throws -> FuzzModel
  ) -> String? {
    let value: FuzzModel
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
