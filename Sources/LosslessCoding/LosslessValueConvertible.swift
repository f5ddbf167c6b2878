@_exported import CodableTransformsCore

/// A value type that ``LosslessValue`` decodes from any representation that converts to it
/// without loss — a number, a string or a boolean — and encodes in its natural form.
///
/// The library conforms `Bool`, `String`, `Double`, `Float` and every fixed-width integer type
/// (`Int`, `Int8` … `Int64`, `UInt`, `UInt8` … `UInt64`); the guide lists exactly which
/// representations each accepts and refuses. Conform a type of your own by forwarding to one
/// of them, and it works with `@LosslessValue` in every shape:
///
/// ```swift
/// struct OrderID: Hashable, Sendable {
///     var rawValue: Int
/// }
///
/// extension OrderID: LosslessValueConvertible {
///     init(losslessFrom container: any SingleValueDecodingContainer) throws {
///         self.init(rawValue: try Int(losslessFrom: container))
///     }
///     func encodeNaturally(to container: inout some SingleValueEncodingContainer) throws {
///         try rawValue.encodeNaturally(to: &container)
///     }
/// }
///
/// struct Order: Codable {
///     @LosslessValue var id: OrderID     // 42 or "42"
/// }
/// ```
///
/// - Note: Conforming makes the type a `TransformShape`: do not declare that conformance
///   separately.
public protocol LosslessValueConvertible: TransformShape where TransformedValue == Self {
  /// Decodes the value from whichever of its representations the container holds.
  ///
  /// Implementations try the most likely representation first, through this one container,
  /// and never leave it in a state that affects later values: Foundation's single-value
  /// containers are stateless.
  ///
  /// - Parameter container: The container holding the value.
  /// - Throws: `DecodingError.valueNotFound` for `null`; `DecodingError.dataCorrupted` at
  ///   `container.codingPath`, quoting the value, for a representation that does not convert
  ///   without loss (`"4_2"`, `42.5` or `300` for `Int8`); `DecodingError.typeMismatch` for a
  ///   value of no accepted representation (an array, an object, a boolean for a number).
  init(losslessFrom container: any SingleValueDecodingContainer) throws

  /// Encodes the value in its natural form: a number for numbers, a boolean for `Bool`, a
  /// string for `String`.
  ///
  /// - Parameter container: The container to write to.
  /// - Throws: The encoder's errors, such as `EncodingError.invalidValue` for a non-finite
  ///   `Double` in `JSONEncoder`'s default configuration.
  func encodeNaturally(to container: inout some SingleValueEncodingContainer) throws
}
