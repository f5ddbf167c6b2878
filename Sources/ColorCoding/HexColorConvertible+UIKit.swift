// `UIColor` as a `HexColor` value. Apple platforms only: this file is not compiled on Linux,
// so it is kept to what can be checked by reading it. `UIColor` is open to subclassing, so it
// conforms through `TransformableClass` (the library's tests run the same shape of conformance
// with a non-final class on Linux).

#if canImport(UIKit)
  @_exported import CodableTransformsCore
  public import UIKit

  extension UIColor: TransformableClass, HexColorConvertible {
    /// `UIColor`: the type ``HexColorTransform`` creates.
    public typealias TransformedValue = UIColor

    /// Creates a `UIColor` from 8-bit sRGB components.
    ///
    /// - Parameter rgbaColor: The decoded color.
    /// - Returns: `UIColor(red:green:blue:alpha:)` with the color's components.
    public static func make(rgbaColor: RGBAColor) -> UIColor {
      UIColor(
        red: CGFloat(rgbaColor.redComponent), green: CGFloat(rgbaColor.greenComponent),
        blue: CGFloat(rgbaColor.blueComponent), alpha: CGFloat(rgbaColor.alphaComponent))
    }

    /// The color's sRGB components from `getRed(_:green:blue:alpha:)`, rounded to 8 bits;
    /// extended-range components are clamped to `0...1`.
    ///
    /// - Throws: ``TransformError`` when the color has no RGB components (a pattern color).
    public var rgbaColor: RGBAColor {
      get throws {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
          throw TransformError(rejecting: self, expected: "a color with RGB components")
        }
        return RGBAColor(
          redComponent: Double(red), greenComponent: Double(green), blueComponent: Double(blue),
          alphaComponent: Double(alpha))
      }
    }
  }
#endif
