// `NSColor` as a `HexColor` value. macOS only: this file is not compiled on Linux, so it is
// kept to what can be checked by reading it. `NSColor` is open to subclassing, so it conforms
// through `TransformableClass` (the library's tests run the same shape of conformance with a
// non-final class on Linux).

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  @_exported import CodableTransformsCore
  public import AppKit

  extension NSColor: TransformableClass, HexColorConvertible {
    /// `NSColor`: the type ``HexColorTransform`` creates.
    public typealias TransformedValue = NSColor

    /// Creates an sRGB `NSColor` from 8-bit components.
    ///
    /// - Parameter rgbaColor: The decoded color.
    /// - Returns: `NSColor(srgbRed:green:blue:alpha:)` with the color's components.
    public static func make(rgbaColor: RGBAColor) -> NSColor {
      NSColor(
        srgbRed: CGFloat(rgbaColor.redComponent), green: CGFloat(rgbaColor.greenComponent),
        blue: CGFloat(rgbaColor.blueComponent), alpha: CGFloat(rgbaColor.alphaComponent))
    }

    /// The color converted to sRGB, rounded to 8-bit components.
    ///
    /// - Throws: ``TransformError`` when the color does not convert to sRGB (a pattern or
    ///   catalog color without RGB components).
    public var rgbaColor: RGBAColor {
      get throws {
        guard let sRGB = usingColorSpace(.sRGB) else {
          throw TransformError(rejecting: self, expected: "a color that converts to sRGB")
        }
        return RGBAColor(
          redComponent: Double(sRGB.redComponent), greenComponent: Double(sRGB.greenComponent),
          blueComponent: Double(sRGB.blueComponent), alphaComponent: Double(sRGB.alphaComponent))
      }
    }
  }
#endif
