// `UIColor` as a `HexColor` value: the `ColorCodingUIKit` product.
//
// Apple platforms only. This file is not compiled on Linux, where the package is built and
// tested, and it has not been compiled anywhere yet: it is written against Apple's documented
// UIKit API and kept to what can be checked by reading it. On other platforms the module is
// empty. `UIColor` is open to subclassing, so it conforms through `TransformShape` (the
// library's tests run the same shape of conformance with a non-final class on Linux).

#if canImport(UIKit)
  @_exported import ColorCoding
  public import UIKit

  extension UIColor: TransformShape, HexColorConvertible {
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

    /// The color's sRGB components in the light appearance, rounded to 8 bits; what
    /// ``HexColor`` writes.
    ///
    /// A dynamic color — a system color such as `.label`, an asset-catalog color, a color made
    /// with `UIColor(dynamicProvider:)` — is resolved with ``hexColorTraitCollection`` (the light
    /// appearance), never with the trait collection that happens to be current on the encoding
    /// thread, so the same model always encodes the same string. To encode another appearance,
    /// resolve the color first or call ``rgbaColor(resolvedWith:)``. watchOS has no trait
    /// collections; there the color's own components are used.
    ///
    /// - Throws: ``TransformError`` when the color has no RGB components (a pattern color);
    ///   ``HexColor`` reports it as `EncodingError.invalidValue` at the property's path.
    public var rgbaColor: RGBAColor {
      get throws {
        #if os(watchOS)
          return try Self.components(of: self)
        #else
          return try rgbaColor(resolvedWith: Self.hexColorTraitCollection)
        #endif
      }
    }

    #if !os(watchOS)
      /// The trait collection ``rgbaColor`` resolves dynamic colors with: the light user
      /// interface style, every other trait unspecified (normal contrast, base level).
      public static var hexColorTraitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: .light)
      }

      /// The color's sRGB components with the given traits, rounded to 8 bits; extended-range
      /// components are clamped to `0...1`.
      ///
      /// ```swift
      /// let dark = UITraitCollection(userInterfaceStyle: .dark)
      /// let hex = try UIColor.label.rgbaColor(resolvedWith: dark).hexString   // "#FFFFFF"
      /// ```
      ///
      /// - Parameter traitCollection: The traits a dynamic color is resolved with
      ///   (`resolvedColor(with:)`); a color that is not dynamic ignores them.
      /// - Returns: The resolved color's components.
      /// - Throws: ``TransformError`` when the color has no RGB components (a pattern color).
      public func rgbaColor(resolvedWith traitCollection: UITraitCollection) throws -> RGBAColor {
        try Self.components(of: resolvedColor(with: traitCollection))
      }
    #endif

    /// The components `getRed(_:green:blue:alpha:)` gives, or an error when it gives none.
    private static func components(of color: UIColor) throws -> RGBAColor {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
        throw TransformError(
          rejecting: color, expected: "a color with RGB components (not a pattern color)")
      }
      return RGBAColor(
        redComponent: Double(red), greenComponent: Double(green), blueComponent: Double(blue),
        alphaComponent: Double(alpha))
    }
  }
#endif
