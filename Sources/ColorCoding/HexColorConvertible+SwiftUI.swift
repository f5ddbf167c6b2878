// SwiftUI's `Color` as a `HexColor` value. Apple platforms only: this file is not compiled on
// Linux, so it is kept to what can be checked by reading it.

#if canImport(SwiftUI) && canImport(CoreGraphics)
  @_exported import CodableTransformsCore
  public import SwiftUI

  extension Color: TransformableValue, HexColorConvertible {
    /// Creates an sRGB `Color` from 8-bit components.
    ///
    /// - Parameter rgbaColor: The decoded color.
    /// - Returns: `Color(.sRGB, red:green:blue:opacity:)` with the color's components.
    public static func make(rgbaColor: RGBAColor) -> Color {
      Color(
        .sRGB, red: rgbaColor.redComponent, green: rgbaColor.greenComponent,
        blue: rgbaColor.blueComponent, opacity: rgbaColor.alphaComponent)
    }

    /// The color's sRGB components, rounded to 8 bits; extended-range components are clamped
    /// to `0...1`.
    ///
    /// From macOS 14, iOS 17, tvOS 17 and watchOS 10 the color is resolved in a default
    /// environment (`resolve(in: EnvironmentValues())`), so a dynamic color is written as it
    /// looks in the light appearance. Before those releases, only colors with a constant
    /// `cgColor` can be encoded.
    ///
    /// - Throws: ``TransformError`` when the color cannot be resolved to sRGB components.
    public var rgbaColor: RGBAColor {
      get throws {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
          let resolved = resolve(in: EnvironmentValues())
          return RGBAColor(
            redComponent: Double(resolved.red), greenComponent: Double(resolved.green),
            blueComponent: Double(resolved.blue), alphaComponent: Double(resolved.opacity))
        }
        guard let cgColor else {
          throw TransformError(
            rejecting: self,
            expected: "a color with constant components (dynamic colors need macOS 14 or iOS 17)")
        }
        return try cgColor.rgbaColor
      }
    }
  }
#endif
