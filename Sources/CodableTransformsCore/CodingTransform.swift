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
/// typealias Uppercase<Property: TransformShape<String>> =
///     TransformCoded<UppercaseStringTransform, Property>
///
/// struct Flight: Codable {
///     @Uppercase var airline: String
///     @Uppercase var codeShares: [String]
/// }
/// ```
///
/// This is the article's ``CodableByTransform`` with the transformed value moved from `Self` to
/// ``Value``: because the transform does not have to be the property's type, one transform
/// serves `T`, `T?`, `[T]` and `[K: T]`.
///
/// A transform that needs the decoder — to read its `userInfo`, or to record a value it replaced
/// in the decoder's ``RecoveryReport`` — conforms to ``ContextualCodingTransform`` instead.
///
/// - Note: Throw a ``TransformError`` to reject a value: the library turns it into
///   `DecodingError.dataCorrupted` (or `EncodingError.invalidValue`) at the coding path of the
///   property or element. Other errors are wrapped the same way, with the error as the
///   `underlyingError`.
public protocol CodingTransform: _CodingTransformImplementation, Sendable {
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
}

/// A ``CodingTransform`` that decodes with the decoder's context at hand: its `userInfo`, and the
/// coding path of the value.
///
/// Conform to it when the conversion needs the decoder — to record a value it replaced in the
/// decoder's ``RecoveryReport``, or to read `userInfo`. The library then decodes every value
/// through ``decode(_:in:)``, in every shape and placement:
///
/// ```swift
/// enum StatusTransform: ContextualCodingTransform {
///     static func decode(_ codingValue: String, in context: DecodingContext) -> Status {
///         if let status = Status(rawValue: codingValue) { return status }
///         context.recordRecovery(TransformError(rejecting: codingValue, expected: "a status"))
///         return .unknown
///     }
///     static func encode(_ value: Status) -> String { value.rawValue }
/// }
/// ```
///
/// The context reaches the decoder on demand (see ``DecodingContext``): for a property, an element
/// of a transformed array or dictionary, and a top-level value. In a hand-written loop,
/// `UnkeyedDecodingContainer.decode(using:)` reads each element of such a transform through a
/// nested decoder, which has the `userInfo` that an unkeyed container lacks.
///
/// ``CodingTransform/decode(_:)`` — called where no decoder is at hand, by the public method of
/// a single-value container — defaults to ``decode(_:in:)`` with
/// ``DecodingContext/detached``, whose `userInfo` is empty; implement it to decode differently
/// there.
public protocol ContextualCodingTransform: CodingTransform {
  /// Converts a decoded coding value into the property's value, with the decoder's context at
  /// hand.
  ///
  /// - Parameters:
  ///   - codingValue: The value decoded from the coder.
  ///   - context: Where the value is being decoded; valid during the call only.
  /// - Returns: The property's value.
  /// - Throws: A ``TransformError`` naming the value and the expected format when
  ///   `codingValue` is not acceptable.
  static func decode(_ codingValue: CodingValue, in context: DecodingContext) throws -> Value
}

extension ContextualCodingTransform {
  /// Decodes with ``decode(_:in:)`` in a context that has no decoder.
  ///
  /// - Parameter codingValue: The value decoded from the coder.
  /// - Returns: What ``decode(_:in:)`` returns.
  /// - Throws: What ``decode(_:in:)`` throws.
  @inlinable
  public static func decode(_ codingValue: CodingValue) throws -> Value {
    try decode(codingValue, in: .detached)
  }
}

/// The part of every ``CodingTransform`` that the library implements: how the transform's
/// coding value is read and written, and whether it decodes in context.
///
/// Do not conform to it or implement its requirement: conforming to ``CodingTransform`` (or
/// ``ContextualCodingTransform``) conforms to it, with the library's implementation.
///
/// The two facts it records are known when a transform conforms, and the library must know
/// them in generic code, for every value, at no cost: a requirement whose answer is fixed per
/// transform is folded away once the code is specialized, where asking the runtime whether a
/// type conforms to a protocol (`T.self is any ContextualCodingTransform.Type`) costs about 150
/// instructions when the answer is no — more than many conversions.
///
/// A transform that combines others (`DecodeEncodeTransform`, `PickFirstTransform`) is a
/// ``CodingTransform`` like any other and leaves this requirement alone: its coding value reads
/// each part's value with that part's own reading, context included.
///
/// It is public and underscored rather than `@_spi` because the library reads `_traits`
/// inside its public `@inlinable` code — the container methods, the shapes, ``TransformCoded``
/// — which is compiled into the modules that use it, and such code may name only public
/// declarations, never SPI ones. Implementing `_traits` with another value than the default's
/// makes the library cast the transform or its coding value to what the traits claim, which
/// traps at the first value.
public protocol _CodingTransformImplementation {
  /// How the library reads, writes and converts this transform's values.
  static var _traits: _CodingTransformTraits { get }
}

/// How the library reads, writes and converts a transform's values; see
/// ``_CodingTransformImplementation``.
public struct _CodingTransformTraits: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates traits from their raw bits.
  ///
  /// - Parameter rawValue: The bits.
  @inlinable
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  // Computed and inlinable, not stored: a stored constant is read through its global's
  // initializer at run time, and the library's checks of the traits would not fold away.

  /// The transform is a ``ContextualCodingTransform``: decode with
  /// ``ContextualCodingTransform/decode(_:in:)``.
  @inlinable
  public static var decodesInContext: Self { Self(rawValue: 1 << 0) }

  /// The coding value is ``ContainerCodable``: read and write it in its container.
  @inlinable
  public static var codesValueInPlace: Self { Self(rawValue: 1 << 1) }
}

extension CodingTransform {
  /// Neither in context nor in place.
  @inlinable
  public static var _traits: _CodingTransformTraits { [] }
}

extension CodingTransform where CodingValue: ContainerCodable {
  /// The coding value is read and written in place.
  @inlinable
  public static var _traits: _CodingTransformTraits { .codesValueInPlace }
}

extension ContextualCodingTransform {
  /// Decoded in context.
  @inlinable
  public static var _traits: _CodingTransformTraits { .decodesInContext }
}

extension ContextualCodingTransform where CodingValue: ContainerCodable {
  /// Decoded in context; the coding value is read and written in place.
  @inlinable
  public static var _traits: _CodingTransformTraits { [.decodesInContext, .codesValueInPlace] }
}

extension CodingTransform {
  /// Converts a decoded coding value with ``ContextualCodingTransform/decode(_:in:)``; only for a
  /// transform whose traits say it decodes in context.
  // swift-format-ignore: NeverForceUnwrap
  @inlinable @inline(__always)
  package static func _decodeInContext(_ codingValue: CodingValue, _ context: DecodingContext)
    throws -> Value
  {
    // A transform whose traits say `.decodesInContext` is a `ContextualCodingTransform`. Once
    // the transform is known the cast, the opening and the two same-type casts fold away.
    func decode<Contextual: ContextualCodingTransform>(_: Contextual.Type) throws -> Value {
      try Contextual.decode(codingValue as! Contextual.CodingValue, in: context) as! Value
    }
    return try _openExistential(Self.self as! any ContextualCodingTransform.Type, do: decode)
  }
}
