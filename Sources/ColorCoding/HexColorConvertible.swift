@_exported import CodableTransformsCore

/// A color type that ``HexColor`` can code: it converts to and from ``RGBAColor``.
///
/// ``RGBAColor`` conforms, and so do SwiftUI's `Color`, `CGColor`, `UIColor` and `NSColor`
/// through the Apple bridge products (`ColorCodingSwiftUI`, `ColorCodingCoreGraphics`,
/// `ColorCodingUIKit`, `ColorCodingAppKit`). Conform your own color type with two members and a shape
/// conformance — ``TransformShape`` for a struct, enum or `final` class,
/// ``TransformShape`` for a class open to subclassing:
///
/// ```swift
/// struct Paint: HexColorConvertible, TransformShape {
///     var rgba: RGBAColor
///     static func make(rgbaColor: RGBAColor) -> Paint { Paint(rgba: rgbaColor) }
///     var rgbaColor: RGBAColor { rgba }
/// }
///
/// struct Wall: Codable {
///     @HexColor var paint: Paint   // "#F5F5DC"
/// }
/// ```
///
/// Swift infers `TransformedValue` from the shape conformance. It can fail to when the two
/// conformances are declared in different files ("does not conform to protocol
/// 'TransformShape'"); then name it: `typealias TransformedValue = Paint`.
///
/// The factory is a static function rather than an initializer so that classes open to
/// subclassing, which cannot satisfy an initializer requirement from an extension, can
/// conform.
///
/// - Note: Wire format: the ``RGBAColor/hexString`` of ``rgbaColor``.
public protocol HexColorConvertible: TransformShape {
  /// Creates a color of this type from 8-bit sRGB components.
  ///
  /// - Parameter rgbaColor: The decoded color.
  /// - Returns: The same color as a value of this type.
  static func make(rgbaColor: RGBAColor) -> TransformedValue

  /// The color's 8-bit sRGB components.
  ///
  /// - Throws: An error when the color has no sRGB representation (a pattern color, a color
  ///   in a space that does not convert); encoding then throws `EncodingError.invalidValue`
  ///   at the property's path.
  var rgbaColor: RGBAColor { get throws }
}

extension RGBAColor: TransformShape, HexColorConvertible {
  /// Returns `rgbaColor` itself.
  ///
  /// - Parameter rgbaColor: A color.
  /// - Returns: `rgbaColor`.
  @inlinable
  public static func make(rgbaColor: RGBAColor) -> RGBAColor { rgbaColor }

  /// The color itself.
  @inlinable
  public var rgbaColor: RGBAColor { self }
}
