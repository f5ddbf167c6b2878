@_exported import CodableTransformsCore

/// A property wrapper that decodes a value from any representation that converts to it without
/// loss — `"42"` or `42` for an `Int`, `42` or `"42"` for a `String`, `true`, `1` or `"true"`
/// for a `Bool` — and encodes it in its natural form.
///
/// APIs are not always consistent about types: an id is a number in one response and a string
/// in the next, a flag is `true` here and `1` there. `@LosslessValue` accepts each form that
/// means the same value, and refuses the ones that would lose something — a fraction, an
/// overflow, a string that is not exactly a number — with an error quoting the value:
///
/// ```swift
/// struct Product: Codable {
///     @LosslessValue var id: Int              // 42 or "42"; encodes 42
///     @LosslessValue var sku: String          // "A-1" or 1042; encodes "1042"
///     @LosslessValue var inStock: Bool        // true, 1 or "true"; encodes true
///     @LosslessValue var price: Double?       // 9.5 or "9.5"; missing or null → nil
///     @LosslessValue var sizes: [Int]         // [38, "39", 40]; a bad element fails at sizes[1]
/// }
/// ```
///
/// The value type is any ``LosslessValueConvertible``: `Bool`, `String`, `Double`, `Float` and
/// the fixed-width integer types. Each tries its natural representation first, so a payload
/// that already has the right types decodes with one attempt per value.
///
/// | value | accepts | refuses |
/// |---|---|---|
/// | integers | whole numbers in range (`42`, `42.0`, `1e3`); strings of decimal digits with an optional sign (`"42"`, `"-7"`, `"+42"`, `"007"`) | fractions (`42.5`), out of range (`300` for `Int8`, `-1` for `UInt`), `" 42"`, `"4_2"`, `"0x2A"`, `"42.0"`, `"1e3"`, `""`, booleans |
/// | `Double`, `Float` | numbers; strings holding a decimal number (`"9.5"`, `"-1.5e3"`, `"42"`) | out of range for the type, `"nan"`, `"inf"`, `"0x1p3"`, `".5"`, `" 9.5"`, `"1,5"`, `""`, booleans |
/// | `Bool` | `true`, `false`; the numbers `1`, `0`; the strings `"true"`, `"false"` in any case, `"1"`, `"0"` | other numbers (`2`, `-1`), `"yes"`, `"no"`, `"t"`, `""` and other strings |
/// | `String` | strings; numbers (`42` → `"42"`, `42.0` → `"42"`, `4.25` → `"4.25"`); booleans (`"true"`) | arrays and objects |
///
/// - Note: Wire format: the natural form — a number for numbers, a boolean for `Bool`, a string
///   for `String`. A number decoded into a `String` is written back as a string: `"42"`. See
///   ``LosslessValueTransform``.
public typealias LosslessValue<Value: TransformShape> = TransformCoded<
  LosslessValueTransform<Value.TransformedValue>, Value
> where Value.TransformedValue: LosslessValueConvertible

/// The transform behind ``LosslessValue``: a value and the representations it is decoded from.
///
/// The conversion happens while the coding value, a ``LosslessCodingValue``, is decoded, because
/// only then can it try more than one representation. Use the transform in a hand-written
/// `init(from:)` for the same behaviour:
///
/// ```swift
/// self.id = try container.decode(using: LosslessValueTransform<Int>.self, forKey: .id)
/// ```
public enum LosslessValueTransform<Value: LosslessValueConvertible>: CodingTransform {
  /// Returns the value the coding value was decoded to.
  ///
  /// - Parameter codingValue: The decoded coding value.
  /// - Returns: Its value.
  @inlinable
  public static func decode(_ codingValue: LosslessCodingValue<Value>) -> Value {
    codingValue.value
  }

  /// Wraps the value so that it is encoded in its natural form.
  ///
  /// - Parameter value: The property's value.
  /// - Returns: The coding value to encode.
  @inlinable
  public static func encode(_ value: Value) -> LosslessCodingValue<Value> {
    LosslessCodingValue(value)
  }
}

/// The coding value of ``LosslessValueTransform``: a value that decodes from any of its lossless
/// representations, through one single-value container, and encodes in its natural form.
///
/// ```swift
/// let values = try JSONDecoder().decode([LosslessCodingValue<Int>].self, from: Data(#"[1, "2"]"#.utf8))
/// values.map(\.value)   // [1, 2]
/// ```
public struct LosslessCodingValue<Value: LosslessValueConvertible>: Codable {
  /// The value.
  public var value: Value

  /// Creates a coding value.
  ///
  /// - Parameter value: The value.
  @inlinable
  public init(_ value: Value) {
    self.value = value
  }

  /// Decodes the value with ``LosslessValueConvertible/init(losslessFrom:)``.
  ///
  /// - Parameter decoder: The decoder positioned at the value.
  /// - Throws: `DecodingError` at the value's coding path; see
  ///   ``LosslessValueConvertible/init(losslessFrom:)``.
  @inlinable
  public init(from decoder: any Decoder) throws {
    self.value = try Value(losslessFrom: decoder.singleValueContainer())
  }

  /// Encodes the value with ``LosslessValueConvertible/encodeNaturally(to:)``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try value.encodeNaturally(to: &container)
  }
}

extension LosslessCodingValue: Sendable where Value: Sendable {}

extension LosslessCodingValue: Equatable where Value: Equatable {}

extension LosslessCodingValue: Hashable where Value: Hashable {}
