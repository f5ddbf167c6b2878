@_exported import CodableTransformsCore

/// A color as four 8-bit sRGB components — red, green, blue and alpha — written as a CSS hex
/// string such as `"#1E90FF"`.
///
/// `RGBAColor` is the value the ``HexColor`` wrapper codes, and it is `Codable` on its own as
/// the same string, so a plain property needs no wrapper:
///
/// ```swift
/// struct Tag: Codable {
///     var name: String
///     var color: RGBAColor                 // "#1E90FF"
/// }
///
/// let dodgerBlue = RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF)
/// dodgerBlue.hexString                     // "#1E90FF"
/// RGBAColor(hex: "#1e90ff80")?.alpha       // 128
/// dodgerBlue.blueComponent                 // 1.0
/// ```
///
/// Two colors are equal when all four components are equal. The `Double` accessors
/// (``redComponent`` …) and ``init(redComponent:greenComponent:blueComponent:alphaComponent:)``
/// convert to and from the `0...1` range that Apple's color types use.
///
/// - Note: Wire format: ``hexString`` — `"#RRGGBB"` when ``alpha`` is 255, else `"#RRGGBBAA"`,
///   uppercase. ``init(hex:)`` and decoding accept `#RGB`, `#RGBA`, `#RRGGBB` and `#RRGGBBAA` in
///   any case, with or without the `#`.
public struct RGBAColor: Hashable, Sendable {
  /// The red component, `0...255`.
  public var red: UInt8
  /// The green component, `0...255`.
  public var green: UInt8
  /// The blue component, `0...255`.
  public var blue: UInt8
  /// The alpha (opacity) component: `0` is fully transparent, `255` fully opaque.
  public var alpha: UInt8

  /// Creates a color from 8-bit components.
  ///
  /// ```swift
  /// let tomato = RGBAColor(red: 255, green: 99, blue: 71)          // "#FF6347"
  /// let veil = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x80)   // "#00000080"
  /// ```
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity; `255`, fully opaque, by default.
  @inlinable
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Whether the color is fully opaque (``alpha`` is 255), and so written as `#RRGGBB`.
  @inlinable
  public var isOpaque: Bool { alpha == 255 }
}

extension RGBAColor: CustomStringConvertible {
  /// The ``hexString``, such as `"#1E90FF"`.
  public var description: String { hexString }
}
