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

  /// Converts a decoded coding value into the property's value, with the decoder's context at
  /// hand.
  ///
  /// Implement it, and set ``readsDecodingContext`` to `true`, when the conversion needs the
  /// decoder — to record a value it replaced in the decoder's ``RecoveryReport``, or to read
  /// `userInfo`. The library calls this method instead of ``decode(_:)`` exactly when
  /// ``readsDecodingContext`` is `true`; its default calls ``decode(_:)``.
  ///
  /// ```swift
  /// static var readsDecodingContext: Bool { true }
  ///
  /// static func decode(_ codingValue: String, in context: some DecodingContext) throws -> Status {
  ///     if let status = Status(rawValue: codingValue) { return status }
  ///     context.recordRecovery(TransformError(rejecting: codingValue, expected: "a status"))
  ///     return .unknown
  /// }
  /// ```
  ///
  /// The context reaches the decoder on demand (see ``DecodingContext``): for a property, an
  /// element of a transformed array or a transformed dictionary, and a top-level value; in a
  /// hand-written loop, `UnkeyedDecodingContainer.decode(using:)` reads each element through a
  /// nested decoder, which has the `userInfo` that an unkeyed container lacks. The public method
  /// of a single-value container has no decoder to offer and calls ``decode(_:)``.
  ///
  /// - Parameters:
  ///   - codingValue: The value decoded from the coder.
  ///   - context: Where the value is being decoded.
  /// - Returns: The property's value.
  /// - Throws: What ``decode(_:)`` throws.
  static func decode(_ codingValue: CodingValue, in context: some DecodingContext) throws -> Value

  /// Whether the library calls ``decode(_:in:)`` rather than ``decode(_:)``; `false` by default.
  ///
  /// Set it to `true` in a transform that implements ``decode(_:in:)``: when it is `false` the
  /// library calls ``decode(_:)`` and makes no context at all (making one copies the container
  /// the value is read from, which costs about as much as the conversion). When `true`,
  /// `UnkeyedDecodingContainer.decode(using:)` also decodes each element through a nested
  /// decoder, to offer its `userInfo`. The conformance kit's `decodingContext` check fails a
  /// transform that leaves it `false` while its ``decode(_:in:)`` decodes differently.
  static var readsDecodingContext: Bool { get }

  /// Converts the property's value into the coding value to write.
  ///
  /// - Parameter value: The property's value.
  /// - Returns: The value the encoder writes.
  /// - Throws: A ``TransformError`` when `value` has no representation.
  static func encode(_ value: Value) throws -> CodingValue

  // The hooks below have default implementations; do not implement them, and do not call them:
  // the library calls them. They read and write the coding value in its container — with the
  // coder's concrete method for a primitive, in place for a `ContainerCodable` coding value, else
  // through the value's `Codable` — and are requirements so that the choice is made once, when a
  // transform conforms.

  /// Reads the coding value for a key. Implemented by the library.
  static func _decodeCodingValue<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue

  /// Reads the coding value for a key, or `nil` when it is missing or `null`. Implemented by the
  /// library.
  static func _decodeCodingValueIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue?

  /// Reads the coding value as the next element of a container whose own value has `context`.
  /// Implemented by the library.
  static func _decodeCodingValue(
    from container: inout any UnkeyedDecodingContainer, in context: some DecodingContext
  ) throws -> CodingValue

  /// Writes the coding value for a key. Implemented by the library.
  static func _encodeCodingValue<K: CodingKey>(
    _ codingValue: CodingValue, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws

  /// Writes the coding value as the next element. Implemented by the library.
  static func _encodeCodingValue(
    _ codingValue: CodingValue, to container: inout any UnkeyedEncodingContainer
  ) throws
}

extension CodingTransform {
  /// `false`: a transform that does not implement ``decode(_:in:)`` does not read the context.
  @inlinable
  public static var readsDecodingContext: Bool { false }

  /// Calls ``decode(_:)``: the context is not needed.
  ///
  /// - Parameters:
  ///   - codingValue: The value decoded from the coder.
  ///   - context: Where the value is being decoded; unused.
  /// - Returns: What ``decode(_:)`` returns.
  /// - Throws: What ``decode(_:)`` throws.
  @inlinable
  public static func decode(_ codingValue: CodingValue, in context: some DecodingContext) throws
    -> Value
  {
    try decode(codingValue)
  }
}

// How a transform reads and writes its coding value: the hooks' two sets of witnesses.

extension CodingTransform {
  /// Reads the coding value for `key` with the coder's concrete method when it is a primitive.
  @inlinable
  public static func _decodeCodingValue<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue {
    try container._decodeCodingValue(CodingValue.self, forKey: key)
  }

  /// Reads the coding value for `key`, or `nil` when the key is missing or `null`.
  @inlinable
  public static func _decodeCodingValueIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue? {
    try container._decodeCodingValueIfPresent(CodingValue.self, forKey: key)
  }

  /// Reads the next element with the coder's concrete method when it is a primitive.
  @inlinable
  public static func _decodeCodingValue(
    from container: inout any UnkeyedDecodingContainer, in context: some DecodingContext
  ) throws -> CodingValue {
    try container._decodeCodingValue(CodingValue.self)
  }

  /// Writes the coding value for `key` with the coder's concrete method when it is a primitive.
  @inlinable
  public static func _encodeCodingValue<K: CodingKey>(
    _ codingValue: CodingValue, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws {
    try container._encodeCodingValue(codingValue, forKey: key)
  }

  /// Writes the next element with the coder's concrete method when it is a primitive.
  @inlinable
  public static func _encodeCodingValue(
    _ codingValue: CodingValue, to container: inout any UnkeyedEncodingContainer
  ) throws {
    try container._encodeCodingValue(codingValue)
  }
}

extension CodingTransform where CodingValue: ContainerCodable {
  /// Reads the coding value for `key` in place.
  @inlinable
  public static func _decodeCodingValue<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue {
    try CodingValue(from: container, forKey: key)
  }

  /// Reads the coding value for `key` in place, or `nil` when it is missing or `null`.
  @inlinable
  public static func _decodeCodingValueIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue? {
    try CodingValue.decodeIfPresent(from: container, forKey: key)
  }

  /// Reads the next element in place.
  @inlinable
  public static func _decodeCodingValue(
    from container: inout any UnkeyedDecodingContainer, in context: some DecodingContext
  ) throws -> CodingValue {
    try CodingValue(from: &container, in: context)
  }

  /// Writes the coding value for `key` in place.
  @inlinable
  public static func _encodeCodingValue<K: CodingKey>(
    _ codingValue: CodingValue, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws {
    try codingValue.encode(to: &container, forKey: key)
  }

  /// Writes the next element in place.
  @inlinable
  public static func _encodeCodingValue(
    _ codingValue: CodingValue, to container: inout any UnkeyedEncodingContainer
  ) throws {
    try codingValue.encode(to: &container)
  }
}

// The hooks above are public requirements only so that each transform's choice is made once, when
// it conforms; the library's modules reach them through these package methods, so that nothing
// outside the core calls an underscored requirement (a transform combinator such as
// `DecodeEncodeTransform` reads and writes the coding values of the transforms it combines).
extension CodingTransform {
  @inlinable
  package static func _readCodingValue<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue {
    try _decodeCodingValue(from: container, forKey: key)
  }

  @inlinable
  package static func _readCodingValueIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> CodingValue? {
    try _decodeCodingValueIfPresent(from: container, forKey: key)
  }

  @inlinable
  package static func _readCodingValue(
    from container: inout any UnkeyedDecodingContainer, in context: some DecodingContext
  ) throws -> CodingValue {
    try _decodeCodingValue(from: &container, in: context)
  }

  @inlinable
  package static func _writeCodingValue<K: CodingKey>(
    _ codingValue: CodingValue, to container: inout KeyedEncodingContainer<K>, forKey key: K
  ) throws {
    try _encodeCodingValue(codingValue, to: &container, forKey: key)
  }

  @inlinable
  package static func _writeCodingValue(
    _ codingValue: CodingValue, to container: inout any UnkeyedEncodingContainer
  ) throws {
    try _encodeCodingValue(codingValue, to: &container)
  }
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
