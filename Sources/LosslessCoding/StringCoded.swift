@_exported import CodableTransformsCore

/// A property wrapper that codes a value as its text — `"42"`, `"1.5"`, `"true"` — for any type
/// that is `LosslessStringConvertible`.
///
/// Some APIs put numbers in strings on purpose: 64-bit ids that JavaScript would round, amounts,
/// versions. ``LosslessValue`` reads such a string but writes the natural number back; this
/// wrapper reads and writes the string:
///
/// ```swift
/// struct Order: Codable {
///     @StringCoded var id: UInt64             // "18446744073709551615"
///     @StringCoded var total: Double          // "19.99"
///     @StringCoded var quantities: [Int]      // ["1", "2"]
///     @StringCoded var note: Int?             // missing or null → nil; nil → omitted
/// }
/// ```
///
/// Decoding accepts exactly the strings the type's `init?(_: String)` accepts — `"42"` and
/// `"+42"` for an `Int`, not `" 42"` or `"42.0"`; `"1e3"` and `"inf"` for a `Double` — and
/// rejects the rest with `DecodingError.dataCorrupted` quoting the string. A number where the
/// string belongs is a `typeMismatch`: use ``LosslessValue`` to accept both.
///
/// - Note: Wire format: the value's `description`, always a string: `"42"`, `"19.99"`, `"true"`.
///   A `Double` is written in the shortest form that reads back as the same value. See
///   ``StringCodedTransform``.
public typealias StringCoded<Property: TransformShape> = TransformCoded<
  StringCodedTransform<Property.TransformedValue>, Property
> where Property.TransformedValue: LosslessStringConvertible

/// The transform behind ``StringCoded``: a value and its text.
///
/// ```swift
/// self.id = try container.decode(using: StringCodedTransform<UInt64>.self, forKey: .id)
/// ```
public enum StringCodedTransform<Value: LosslessStringConvertible>:
  CodingTransform
{
  /// Converts text into the value with `Value.init?(_:)`.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The value.
  /// - Throws: ``TransformError`` quoting `string` when `Value.init?(_:)` returns `nil`.
  @inlinable
  public static func decode(_ string: String) throws -> Value {
    guard let value = Value(string) else {
      throw TransformError(rejecting: string, expected: "\(Value.self) written as text")
    }
    return value
  }

  /// Converts the value into its text.
  ///
  /// - Parameter value: The value.
  /// - Returns: `value.description`.
  @inlinable
  public static func encode(_ value: Value) -> String {
    value.description
  }
}
