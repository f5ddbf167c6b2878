@_exported import CodableTransformsCore

/// A property wrapper that codes a `Double` or `Float` as a number, and infinities and `NaN` —
/// which JSON cannot hold — as the strings `"Infinity"`, `"-Infinity"` and `"NaN"`.
///
/// `JSONEncoder` throws for a non-finite number unless the whole encoder is configured with a
/// `nonConformingFloatEncodingStrategy`; this wrapper decides it for one property, the same way in
/// every coder. It works on `Double`, `Float`, their optionals, arrays and dictionaries:
///
/// ```swift
/// struct Measurement: Codable {
///     @NonConformingFloat var value: Double            // 21.5, or "Infinity", "-Infinity", "NaN"
///     @NonConformingFloat var limits: [Float]          // [0, "Infinity"]
///     @NonConformingFloat var error: Double?           // missing or null → nil
/// }
/// ```
///
/// Decoding accepts any number the coder reads (a property list's own infinities included) and
/// exactly the three strings; any other string is `DecodingError.dataCorrupted` quoting it, and a
/// Boolean, array or object is a `typeMismatch`. The strings are JavaScript's (`String(Infinity)`)
/// and JSON5's; for others, use ``NonConformingFloatTransform`` with your own
/// ``NonConformingFloatStrings``.
///
/// - Note: Wire format: a finite value as a number; `+∞`, `−∞` and `NaN` as `"Infinity"`,
///   `"-Infinity"` and `"NaN"`, in every coder (property lists too, which could hold them as
///   numbers). Every `NaN` is written as `"NaN"` and decoded as the quiet `.nan`.
public typealias NonConformingFloat<Property: TransformShape> = TransformCoded<
  NonConformingFloatTransform<Property.TransformedValue, JavaScriptFloatStrings>, Property
> where Property.TransformedValue: BinaryFloatingPoint & Codable

/// The strings that stand for the values JSON numbers cannot hold.
///
/// Conform a caseless enum to spell them your way, and name the wrapper with a typealias:
///
/// ```swift
/// enum PythonFloatStrings: NonConformingFloatStrings {
///     static var positiveInfinity: String { "inf" }
///     static var negativeInfinity: String { "-inf" }
///     static var nan: String { "nan" }
/// }
/// typealias PythonFloat<Property: TransformShape> = TransformCoded<
///     NonConformingFloatTransform<Property.TransformedValue, PythonFloatStrings>, Property
/// > where Property.TransformedValue: BinaryFloatingPoint & Codable
/// ```
///
/// The three strings must differ; they are compared exactly, case included.
public protocol NonConformingFloatStrings: Sendable {
  /// The string for `+∞`, such as `"Infinity"`.
  static var positiveInfinity: String { get }
  /// The string for `−∞`, such as `"-Infinity"`.
  static var negativeInfinity: String { get }
  /// The string for `NaN`, such as `"NaN"`.
  static var nan: String { get }
}

/// `"Infinity"`, `"-Infinity"` and `"NaN"`: JavaScript's and JSON5's spelling, used by
/// ``NonConformingFloat``.
///
/// ```swift
/// JavaScriptFloatStrings.positiveInfinity   // "Infinity"
/// ```
public enum JavaScriptFloatStrings: NonConformingFloatStrings {
  /// `"Infinity"`.
  public static var positiveInfinity: String { "Infinity" }
  /// `"-Infinity"`.
  public static var negativeInfinity: String { "-Infinity" }
  /// `"NaN"`.
  public static var nan: String { "NaN" }
}

/// The transform behind ``NonConformingFloat``: a floating-point value and its number, or the
/// string of ``NonConformingFloatStrings`` that stands for it.
///
/// ```swift
/// self.value = try container.decode(
///     using: NonConformingFloatTransform<Double, JavaScriptFloatStrings>.self, forKey: .value)
/// ```
public enum NonConformingFloatTransform<
  Value: BinaryFloatingPoint & Codable, Strings: NonConformingFloatStrings
>: CodingTransform {
  /// Converts the decoded number or string into the value.
  ///
  /// - Parameter codingValue: The decoded number or string.
  /// - Returns: The number, or `+∞`, `−∞` or `NaN` for their strings.
  /// - Throws: ``TransformError`` quoting a string that is none of the three.
  @inlinable
  public static func decode(_ codingValue: NumberOrString) throws -> Value {
    switch codingValue {
    case .number(let number):
      return number
    case .string(let string):
      switch string {
      case Strings.positiveInfinity: return .infinity
      case Strings.negativeInfinity: return -.infinity
      case Strings.nan: return .nan
      default:
        throw TransformError(
          rejecting: string,
          expected: "a number or one of '\(Strings.positiveInfinity)', "
            + "'\(Strings.negativeInfinity)' and '\(Strings.nan)'")
      }
    }
  }

  /// Converts the value into a number, or the string that stands for it when it is not finite.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: `.number(value)` when finite, else `.string` of its spelling.
  @inlinable
  public static func encode(_ value: Value) -> NumberOrString {
    if value.isFinite { return .number(value) }
    if value.isNaN { return .string(Strings.nan) }
    return .string(value > 0 ? Strings.positiveInfinity : Strings.negativeInfinity)
  }
}

extension NonConformingFloatTransform {
  /// A number, or a string that stands for one: what a ``NonConformingFloat`` property holds on
  /// the wire.
  ///
  /// Decoding reads a number first; only when the coder finds something else (`typeMismatch`) does
  /// it read a string.
  ///
  /// ```swift
  /// let infinity = NonConformingFloatTransform<Double, JavaScriptFloatStrings>.NumberOrString.string("Infinity")
  /// ```
  public enum NumberOrString: ContainerCodable {
    /// A number.
    case number(Value)
    /// A string.
    case string(String)

    /// Reads a number, or a string when the value is not a number.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: The coder's error for the number when the value is not a string either.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      do {
        self = .number(try container.decode(Value.self))
      } catch DecodingError.typeMismatch(let type, let context) {
        guard let string = try? container.decode(String.self) else {
          throw DecodingError.typeMismatch(type, context)
        }
        self = .string(string)
      }
    }

    /// Writes the number or the string.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The coder's errors.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .number(let number): try container.encode(number)
      case .string(let string): try container.encode(string)
      }
    }

    /// Reads a number stored for a key, or a string when it is not a number.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Throws: `keyNotFound`, `valueNotFound`, or the coder's error for the number when the
    ///   value is not a string either.
    @inlinable
    public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
      // `@inlinable` and the core's direct value access (`CodingValueAccess.swift`): a `Double`
      // is read with the coder's concrete `decode(_: Double.Type, forKey:)`, without a nested
      // decoder's allocations.
      do {
        self = .number(try container._decodeValue(Value.self, forKey: key))
      } catch DecodingError.typeMismatch(let type, let context) {
        guard let string = try? container.decode(String.self, forKey: key) else {
          throw DecodingError.typeMismatch(type, context)
        }
        self = .string(string)
      }
    }

    /// Writes the number or the string for a key.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Throws: The coder's errors.
    @inlinable
    public func encode<K: CodingKey>(
      to container: inout KeyedEncodingContainer<K>, forKey key: K
    ) throws {
      switch self {
      case .number(let number): try container._encodeValue(number, forKey: key)
      case .string(let string): try container.encode(string, forKey: key)
      }
    }
  }
}

extension NonConformingFloatTransform.NumberOrString: Sendable where Value: Sendable {}

extension NonConformingFloatTransform.NumberOrString: Equatable {}
