@_exported import CodableTransformsCore
import Foundation

/// A property wrapper that codes a value as a string holding its JSON, `"{\"id\":7}"` — for
/// APIs that nest JSON documents inside string fields.
///
/// Message queues, webhooks and some databases hand over a payload as a string of JSON within
/// the JSON. The value type conforms to `TransformShape` (one empty line) to be wrapped:
///
/// ```swift
/// struct Metadata: Codable, TransformShape {
///     var source: String
///     var retries: Int
/// }
///
/// struct Event: Codable {
///     var type: String
///     @JSONString var metadata: Metadata          // "{\"retries\":2,\"source\":\"web\"}"
///     @JSONString var attachments: [Metadata]     // each element its own JSON string
///     @JSONString var previous: Metadata?         // missing or null → nil
/// }
/// ```
///
/// The inner JSON is read with a default `JSONDecoder` and written with a `JSONEncoder` with
/// sorted keys, whatever coder and strategies the outer document uses. A string that is not JSON,
/// or whose JSON does not decode as the value, is `DecodingError.dataCorrupted` at the property,
/// with the inner error — and its path inside the string — in the message and as the
/// `underlyingError`; a value that is not a string is a `typeMismatch`.
///
/// - Note: Wire format: a string of compact JSON with sorted keys, as `JSONEncoder` writes the
///   value with `.sortedKeys` (dates as seconds since 2001, data as base64 — wrap those
///   properties inside the value to choose their format). See ``JSONStringTransform``.
public typealias JSONString<Property: TransformShape> = TransformCoded<
  JSONStringTransform<Property.TransformedValue>, Property
> where Property.TransformedValue: Codable

/// The transform behind ``JSONString``: a value and the JSON text of it.
///
/// ```swift
/// self.metadata = try container.decode(using: JSONStringTransform<Metadata>.self, forKey: .metadata)
/// ```
public enum JSONStringTransform<Value: Codable>: CodingTransform {
  /// Decodes the value from the JSON in a string.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The value its JSON holds.
  /// - Throws: `DecodingError.dataCorrupted` quoting the start of `string` when its JSON does not
  ///   decode as `Value`, with `JSONDecoder`'s error as the `underlyingError`.
  public static func decode(_ string: String) throws -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: Data(string.utf8))
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [],
          debugDescription:
            "\(quoted(string)) is not the JSON of a \(Value.self): \(describe(error))",
          underlyingError: error))
    }
  }

  /// Encodes the value as compact JSON with sorted keys.
  ///
  /// - Parameter value: The value.
  /// - Returns: The JSON text.
  /// - Throws: `JSONEncoder`'s error, such as for a non-finite `Double`.
  public static func encode(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// The string in quotes, shortened to its first 40 characters when longer than 48.
  private static func quoted(_ string: String) -> String {
    string.count > 48 ? "'\(string.prefix(40))…' (\(string.count) characters)" : "'\(string)'"
  }

  /// The inner error, with its path inside the JSON.
  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
      var path = context.codingPath
      if case DecodingError.keyNotFound(let key, _) = error { path.append(key) }
      let location = path.map(\.stringValue).joined(separator: ".")
      return location.isEmpty
        ? context.debugDescription : "\(context.debugDescription) (at \(location))"
    default:
      return String(describing: error)
    }
  }
}
