/// A type that is encoded and decoded as another `Codable` value, converted by two static functions.
///
/// This is the protocol from John Sundell's article *Customizing Codable types with property
/// wrappers*, kept source-compatible: the article's wrapper compiles unchanged against this
/// library. A conforming type gets `init(from:)` and `encode(to:)` through a single-value
/// container.
///
/// ```swift
/// @propertyWrapper
/// struct StringCodedTimeZone: CodableByTransform {
///     static func transformDecodedValue(_ value: String) throws -> Self? {
///         TimeZone(identifier: value).map(Self.init)
///     }
///     static func transformValueForEncoding(_ value: Self) throws -> String {
///         value.wrappedValue.identifier
///     }
///     var wrappedValue: TimeZone
/// }
/// ```
///
/// What the library adds to the article is precision: when ``transformDecodedValue(_:)``
/// returns `nil`, decoding throws `DecodingError.dataCorrupted` whose coding path is the
/// property's path and whose description quotes the rejected value; a ``TransformError`` thrown
/// by either function becomes a `DecodingError` or `EncodingError` at that path.
///
/// A wrapper written this way covers exactly one property type. To cover `T`, `T?`, `[T]` and
/// `[String: T]` with one attribute, and to get the library's missing-key and `nil` rules,
/// write a ``CodingTransform`` instead and wrap it in ``TransformCoded`` — the catalogue
/// wrappers such as `@StringCodedTimeZone` are built that way.
public protocol CodableByTransform: Codable {
  /// The `Codable` type this type is stored as.
  associatedtype CodingValue: Codable

  /// Converts a decoded coding value into this type.
  ///
  /// - Parameter value: The value decoded from the coder.
  /// - Returns: The converted value, or `nil` to reject `value`; decoding then throws
  ///   `DecodingError.dataCorrupted` quoting it.
  /// - Throws: Any error; a ``TransformError`` becomes `DecodingError.dataCorrupted` at the
  ///   property's coding path.
  static func transformDecodedValue(_ value: CodingValue) throws -> Self?

  /// Converts a value of this type into the coding value to write.
  ///
  /// - Parameter value: The value being encoded.
  /// - Returns: The coding value the encoder writes.
  /// - Throws: Any error; a ``TransformError`` becomes `EncodingError.invalidValue` at the
  ///   property's coding path.
  static func transformValueForEncoding(_ value: Self) throws -> CodingValue
}

extension CodableByTransform {
  /// Decodes a ``CodingValue`` through a single-value container and converts it with
  /// ``transformDecodedValue(_:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The coder's own errors for a missing or mistyped value;
  ///   `DecodingError.dataCorrupted` when the transform rejects the value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let decodedValue = try container.decode(CodingValue.self)
    let transformed: Self?
    do {
      transformed = try Self.transformDecodedValue(decodedValue)
    } catch {
      throw DecodingError._transformFailure(error, codingPath: container.codingPath)
    }
    guard let transformed else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription:
            "\(_quoted(decodedValue)) was rejected by \(Self.self).transformDecodedValue(_:)"))
    }
    self = transformed
  }

  /// Converts this value with ``transformValueForEncoding(_:)`` and encodes the result through a
  /// single-value container.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when the transform throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    let encodableValue: CodingValue
    do {
      encodableValue = try Self.transformValueForEncoding(self)
    } catch {
      throw EncodingError._transformFailure(error, value: self, codingPath: container.codingPath)
    }
    try container.encode(encodableValue)
  }
}
