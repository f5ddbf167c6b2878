@_exported import CodableTransformsCore

/// A property wrapper that codes a color as a CSS hex string, `"#1E90FF"` or `"#1E90FF80"`, in
/// every coder.
///
/// It works on ``RGBAColor`` — and, with the Apple bridge products (`ColorCodingSwiftUI`,
/// `ColorCodingUIKit`, `ColorCodingAppKit`, `ColorCodingCoreGraphics`), SwiftUI's `Color`,
/// `UIColor`, `NSColor` and `CGColor` — in plain, optional, array and dictionary properties:
///
/// ```swift
/// struct Tag: Codable {
///     var name: String
///     @HexColor var color: RGBAColor                 // "#1E90FF"
///     @HexColor var highlight: RGBAColor?            // missing or null → nil; nil → omitted
///     @HexColor var palette: [RGBAColor]             // ["#FFFFFF", "#00000080"]
///     @HexColor var byTheme: [String: RGBAColor]     // {"dark": "#121212"}
/// }
/// ```
///
/// Decoding accepts `#RGB`, `#RGBA`, `#RRGGBB` and `#RRGGBBAA`, in any case, with or without
/// the `#`. Anything else — a wrong number of digits, a character that is not a hex digit,
/// surrounding whitespace, `rgb(…)` — is rejected with `DecodingError.dataCorrupted` at the
/// property's path (`palette[1]` for an element): `"'#12345' is not a CSS hex color (#RGB,
/// #RGBA, #RRGGBB or #RRGGBBAA)"`. A number, array or object is a `typeMismatch`; `null` in a
/// non-optional is `valueNotFound`.
///
/// An ``RGBAColor`` property codes the same string without the wrapper; the wrapper adds the
/// other color types and the library's optional rules (a missing key, `null` → `nil`; `nil` →
/// key omitted).
///
/// - Note: Wire format: `"#RRGGBB"` when the color is opaque, else `"#RRGGBBAA"`, uppercase
///   (``RGBAColor/hexString``). A short or lowercase input is written back in that canonical
///   form. See ``HexColorTransform``.
public typealias HexColor<Property: TransformShape> = TransformCoded<
  HexColorTransform<Property.TransformedValue>, Property
>
where
  Property.TransformedValue: HexColorConvertible,
  Property.TransformedValue.TransformedValue == Property.TransformedValue

/// The transform behind ``HexColor``: a color and its CSS hex string.
///
/// Use it in a hand-written `init(from:)` for the same conversion and errors:
///
/// ```swift
/// self.color = try container.decode(using: HexColorTransform<RGBAColor>.self, forKey: .color)
/// ```
///
/// - Note: Wire format: ``RGBAColor/hexString``.
public enum HexColorTransform<Color: HexColorConvertible>: CodingTransform
where Color.TransformedValue == Color {
  // `@inlinable` so that the generic transform specializes into the model's `Codable` code with
  // the core's overloads, where its color type is known.

  /// Parses a CSS hex color.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The color, created with ``HexColorConvertible/make(rgbaColor:)``.
  /// - Throws: ``TransformError`` quoting `string` when it is not `#RGB`, `#RGBA`, `#RRGGBB` or
  ///   `#RRGGBBAA` (with an optional `#`).
  @inlinable
  public static func decode(_ string: String) throws -> Color {
    Color.make(rgbaColor: try RGBAColor._parse(string))
  }

  /// Formats a color as its CSS hex string.
  ///
  /// - Parameter color: The color to encode.
  /// - Returns: `"#RRGGBB"` when opaque, else `"#RRGGBBAA"`, uppercase.
  /// - Throws: What ``HexColorConvertible/rgbaColor`` throws for a color without sRGB
  ///   components.
  @inlinable
  public static func encode(_ color: Color) throws -> String {
    try color.rgbaColor.hexString
  }
}

extension RGBAColor {
  /// ``init(hex:)``, throwing the library's error for a string that is not a hex color.
  @usableFromInline
  static func _parse(_ string: String) throws -> RGBAColor {
    guard let color = RGBAColor(hex: string) else { throw notAHexColor(string) }
    return color
  }
}
