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
public typealias LosslessValue<Property: TransformShape> = TransformCoded<
  LosslessValueTransform<Property.TransformedValue>, Property
> where Property.TransformedValue: LosslessValueConvertible

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

extension LosslessCodingValue: ContainerCodable {
  /// Decodes the value stored for a key.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: What ``init(from:)`` throws, at the same path; `keyNotFound` for a missing key.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    self = try Self._decode(from: container, forKey: key)
  }

  /// The value stored for a key, from whichever representation converts without loss.
  @inlinable
  static func _decode<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self {
    // The natural form of the common types first, with the keyed container's concrete method —
    // the call a hand-written `init(from:)` makes; a nested decoder, as `init(from:)` uses,
    // allocates per property and costs most with binary property lists.
    if Value.self == Int.self {
      return try _decode({ try container.decode(Int.self, forKey: key) }, container, key)
    }
    if Value.self == Int64.self {
      return try _decode({ try container.decode(Int64.self, forKey: key) }, container, key)
    }
    if Value.self == String.self {
      return try _decode({ try container.decode(String.self, forKey: key) }, container, key)
    }
    if Value.self == Double.self {
      return try _decode({ try container.decode(Double.self, forKey: key) }, container, key)
    }
    if Value.self == Bool.self {
      return try _decode({ try container.decode(Bool.self, forKey: key) }, container, key)
    }
    // Other types through a nested decoder, as `init(from:)`: its single-value container holds
    // the value, so each representation tried does not look the key up again.
    return try container._decodeNested(Self.self, forKey: key)
  }

  // swift-format-ignore: NeverForceUnwrap
  /// The natural form read by `natural`, else the other forms.
  @inlinable @inline(__always)
  static func _decode<V, K: CodingKey>(
    _ natural: () throws -> V, _ container: KeyedDecodingContainer<K>, _ key: K
  ) throws -> Self {
    do {
      return Self(try natural() as! Value)
    } catch {
      return try _decodeOtherForm(from: container, forKey: key, naturalError: error)
    }
  }

  /// The value in another form than its natural one, once reading that failed.
  ///
  /// An integer in a string, the usual other form, is read here with the keyed container's
  /// concrete method and converted by a concrete function; every other case takes the
  /// fallbacks of `init(losslessFrom:)`, without trying the natural form again (a failed attempt
  /// costs the coder's error).
  @usableFromInline
  static func _decodeOtherForm<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K, naturalError: any Error
  ) throws -> Self {
    if Value.self == Int.self || Value.self == Int64.self, !_isMissingOrNull(naturalError),
      let string = try? container.decode(String.self, forKey: key)
    {
      // Each branch runs only when `Value` is that type, so the casts cannot fail.
      if Value.self == Int.self {
        let integer = try _integer(
          Int.self, fromString: string, codingPath: container.codingPath + [key])
        return Self(unsafeBitCast(integer, to: Value.self))
      }
      let integer = try _integer(
        Int64.self, fromString: string, codingPath: container.codingPath + [key])
      return Self(unsafeBitCast(integer, to: Value.self))
    }
    return try _decodeOtherFormSlow(from: container, forKey: key, naturalError: naturalError)
  }

  /// Whether an error says that the key is missing or holds `null`: neither has another form.
  @usableFromInline
  static func _isMissingOrNull(_ error: any Error) -> Bool {
    switch error {
    case DecodingError.keyNotFound, DecodingError.valueNotFound: true
    default: false
    }
  }

  /// An integer from a string of digits, or `dataCorrupted` at `codingPath`.
  @usableFromInline
  static func _integer(
    _ type: Int.Type, fromString string: String, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> Int {
    try integer(fromString: string, codingPath: codingPath())
  }

  /// An integer from a string of digits, or `dataCorrupted` at `codingPath`.
  @usableFromInline
  static func _integer(
    _ type: Int64.Type, fromString string: String, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> Int64 {
    try integer(fromString: string, codingPath: codingPath())
  }

  @inline(__always)
  private static func integer<I: FixedWidthInteger>(
    fromString string: String, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> I {
    do {
      return try LosslessConversion.integer(I.self, fromString: string)
    } catch let error as TransformError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath(), debugDescription: error.message, underlyingError: error))
    }
  }

  /// The fallbacks of `init(losslessFrom:)`, without trying the natural form again (a failed
  /// attempt costs the coder's error), reading the key with the keyed container's methods.
  @usableFromInline
  static func _decodeOtherFormSlow<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K, naturalError: any Error
  ) throws -> Self {
    guard container.contains(key) else { throw naturalError }
    let single: any SingleValueDecodingContainer = KeyedValueDecodingContainer(container, key: key)
    // Each branch runs only when `Value` is that type, so the casts cannot fail.
    if Value.self == Int.self {
      return Self(unsafeBitCast(try integer(Int.self, single, naturalError), to: Value.self))
    }
    if Value.self == Int64.self {
      return Self(unsafeBitCast(try integer(Int64.self, single, naturalError), to: Value.self))
    }
    if Value.self == String.self {
      let string = try String.losslessFallback(from: single, naturalError: naturalError)
      return Self(unsafeBitCast(string, to: Value.self))
    }
    if Value.self == Double.self {
      let number = try Double.losslessFallback(from: single, naturalError: naturalError)
      return Self(unsafeBitCast(number, to: Value.self))
    }
    if Value.self == Bool.self {
      let boolean = try Bool.losslessFallback(from: single, naturalError: naturalError)
      return Self(unsafeBitCast(boolean, to: Value.self))
    }
    return try container._decodeNested(Self.self, forKey: key)
  }

  /// An integer in another form than a number: a string of digits is tried first.
  private static func integer(
    _ type: Int.Type, _ single: any SingleValueDecodingContainer, _ naturalError: any Error
  ) throws -> Int {
    try integerFromOtherForm(Int.self, single, naturalError)
  }

  private static func integer(
    _ type: Int64.Type, _ single: any SingleValueDecodingContainer, _ naturalError: any Error
  ) throws -> Int64 {
    try integerFromOtherForm(Int64.self, single, naturalError)
  }

  @inline(__always)
  private static func integerFromOtherForm<
    I: FixedWidthInteger & LosslessValueConvertible & Codable
  >(
    _ type: I.Type, _ single: any SingleValueDecodingContainer, _ naturalError: any Error
  ) throws -> I {
    if case DecodingError.valueNotFound = naturalError { throw naturalError }
    if let string = try? single.decode(String.self) {
      return try single.converting { try LosslessConversion.integer(I.self, fromString: string) }
    }
    return try I.losslessFallback(from: single, naturalError: naturalError)
  }

  // swift-format-ignore: NeverForceUnwrap
  /// Encodes the value's natural form for a key, in the model's container.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    // The natural form of the common types with the keyed container's concrete method, as a
    // hand-written `encode(to:)` writes it, not through a nested encoder.
    if Value.self == Int.self { return try container.encode(value as! Int, forKey: key) }
    if Value.self == Int64.self { return try container.encode(value as! Int64, forKey: key) }
    if Value.self == String.self { return try container.encode(value as! String, forKey: key) }
    if Value.self == Double.self { return try container.encode(value as! Double, forKey: key) }
    if Value.self == Bool.self { return try container.encode(value as! Bool, forKey: key) }
    var single = KeyedValueEncodingContainer(container, key: key)
    try value.encodeNaturally(to: &single)
  }
}

extension LosslessCodingValue: Sendable where Value: Sendable {}

extension LosslessCodingValue: Equatable where Value: Equatable {}

extension LosslessCodingValue: Hashable where Value: Hashable {}
