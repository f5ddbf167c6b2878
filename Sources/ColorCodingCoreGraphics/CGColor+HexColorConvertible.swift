// `CGColor` as a `HexColor` value: the `ColorCodingCoreGraphics` product.
//
// Apple platforms only. This file is not compiled on Linux, where the package is built and
// tested, and it has not been compiled anywhere yet: it is written against Apple's documented
// Core Graphics API and kept to what can be checked by reading it. On other platforms the module
// is empty.

#if canImport(CoreGraphics)
  @_exported import ColorCoding
  public import CoreGraphics

  extension CGColor: TransformShape, HexColorConvertible {
    /// `CGColor`: the type ``HexColorTransform`` creates.
    public typealias TransformedValue = CGColor

    /// Creates an sRGB `CGColor` from 8-bit components.
    ///
    /// - Parameter rgbaColor: The decoded color.
    /// - Returns: `CGColor(srgbRed:green:blue:alpha:)` with the color's components.
    public static func make(rgbaColor: RGBAColor) -> CGColor {
      CGColor(
        srgbRed: CGFloat(rgbaColor.redComponent), green: CGFloat(rgbaColor.greenComponent),
        blue: CGFloat(rgbaColor.blueComponent), alpha: CGFloat(rgbaColor.alphaComponent))
    }

    /// The color converted to sRGB, rounded to 8-bit components; what ``HexColor`` writes.
    ///
    /// A `CGColor` is never dynamic: it has one value in every appearance.
    ///
    /// - Throws: ``TransformError`` when the color does not convert to sRGB (a pattern color);
    ///   ``HexColor`` reports it as `EncodingError.invalidValue` at the property's path.
    public var rgbaColor: RGBAColor {
      get throws {
        guard let sRGB = CGColorSpace(name: CGColorSpace.sRGB),
          let converted = converted(to: sRGB, intent: .defaultIntent, options: nil),
          let components = converted.components, components.count == 4
        else {
          throw TransformError(
            rejecting: self, expected: "a color that converts to sRGB (not a pattern color)")
        }
        return RGBAColor(
          redComponent: Double(components[0]), greenComponent: Double(components[1]),
          blueComponent: Double(components[2]), alphaComponent: Double(components[3]))
      }
    }
  }
#endif
