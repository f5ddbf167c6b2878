/// A conversion between a Swift value and the `Codable` value that represents it in a coder.
///
/// A transform is the whole of a wrapper: put it in ``TransformCoded`` and the property gets the
/// value, optional, array and dictionary shapes, the missing-key / `null` / `nil` rules and
/// errors that carry the property's coding path. Transforms are stateless: write them as
/// caseless enums.
///
/// ```swift
/// enum UppercaseStringTransform: CodingTransform {
///     static func decode(_ codingValue: String) throws -> String {
///         guard codingValue == codingValue.uppercased() else {
///             throw TransformError(rejecting: codingValue, expected: "an uppercase string")
///         }
///         return codingValue
///     }
///     static func encode(_ value: String) -> String { value.uppercased() }
/// }
/// typealias Uppercase<Value: TransformShape> = TransformCoded<UppercaseStringTransform, Value>
///     where Value.TransformedValue == String
///
/// struct Flight: Codable {
///     @Uppercase var airline: String
///     @Uppercase var codeShares: [String]
/// }
/// ```
///
/// This is the article's ``CodableByTransform`` with the transformed value moved from `Self` to
/// ``Value``: because the transform does not have to be the property's type, one transform
/// serves `T`, `T?`, `[T]` and `[String: T]`.
///
/// - Note: Throw a ``TransformError`` to reject a value: the library turns it into
///   `DecodingError.dataCorrupted` (or `EncodingError.invalidValue`) at the coding path of the
///   property or element. Other errors are wrapped the same way, with the error as the
///   `underlyingError`.
public protocol CodingTransform: Sendable {
  /// The Swift type of the property.
  associatedtype Value

  /// The `Codable` type written to and read from the coder.
  associatedtype CodingValue: Codable

  /// Converts a decoded coding value into the property's value.
  ///
  /// - Parameter codingValue: The value decoded from the coder.
  /// - Returns: The property's value.
  /// - Throws: A ``TransformError`` naming the value and the expected format when
  ///   `codingValue` is not acceptable.
  static func decode(_ codingValue: CodingValue) throws -> Value

  /// Converts the property's value into the coding value to write.
  ///
  /// - Parameter value: The property's value.
  /// - Returns: The value the encoder writes.
  /// - Throws: A ``TransformError`` when `value` has no representation.
  static func encode(_ value: Value) throws -> CodingValue

  // The hooks below have default implementations; do not implement them. They read and write
  // the coding value at a key: with the coder's concrete method for a primitive, through
  // `InlineCodable` for a coding value that conforms, else through the value's `Codable`.

  /// Reads the coding value for a key. Implemented by the library; see ``InlineCodable``.
  static func _decodeCodingValue<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue

  /// Reads the coding value for a key, or `nil` when it is missing or `null`. Implemented by the
  /// library; see ``InlineCodable``.
  static func _decodeCodingValueIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue?

  /// Writes the coding value for a key. Implemented by the library; see ``InlineCodable``.
  static func _encodeCodingValue<K: CodingKey>(
    _ codingValue: CodingValue, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws
}

/// The error a ``CodingTransform`` throws to reject a value.
///
/// The library never lets this error reach a caller of a decoder or encoder on its own: it
/// becomes the `underlyingError` of a `DecodingError.dataCorrupted` or
/// `EncodingError.invalidValue` whose coding path ends at the offending property or element and
/// whose description is ``message``.
///
/// ```swift
/// throw TransformError(rejecting: "#12345", expected: "a CSS hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)")
/// // "'#12345' is not a CSS hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"
/// ```
public struct TransformError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, quoting the value and naming the expected format.
  public var message: String

  /// Creates an error with a complete message.
  ///
  /// - Parameter message: The description, which should quote the rejected value and name the
  ///   expected format.
  public init(_ message: String) {
    self.message = message
  }

  /// Creates an error that quotes a rejected value and names what was expected.
  ///
  /// - Parameters:
  ///   - value: The rejected value; it is quoted in single quotes.
  ///   - expected: What the value should have been, with its article: `"a URL"`.
  public init(rejecting value: some Any, expected: String) {
    self.message = "\(_quoted(value)) is not \(expected)"
  }

  /// The ``message``.
  public var description: String { message }
}
