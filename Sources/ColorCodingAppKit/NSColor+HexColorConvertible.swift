// `NSColor` as a `HexColor` value: the `ColorCodingAppKit` product.
//
// macOS only. This file is not compiled on Linux, where the package is built and tested, and it
// has not been compiled anywhere yet: it is written against Apple's documented AppKit API and
// kept to what can be checked by reading it. On other platforms the module is empty. `NSColor`
// is open to subclassing, so it conforms through `TransformShape` (the library's tests run
// the same shape of conformance with a non-final class on Linux).

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  @_exported import ColorCoding
  public import AppKit

  extension NSColor: TransformShape, HexColorConvertible {
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

    /// The color converted to sRGB in the light (Aqua) appearance, rounded to 8-bit
    /// components; what ``HexColor`` writes.
    ///
    /// A dynamic color — a system color such as `.labelColor`, an asset-catalog color, a color
    /// made with `NSColor(name:dynamicProvider:)` — is resolved in ``hexColorAppearance``, never
    /// in whatever appearance is current on the encoding thread, so the same model always
    /// encodes the same string. To encode another appearance, call ``rgbaColor(in:)``.
    ///
    /// - Throws: ``TransformError`` when the color does not convert to sRGB (a pattern color);
    ///   ``HexColor`` reports it as `EncodingError.invalidValue` at the property's path.
    public var rgbaColor: RGBAColor {
      get throws { try rgbaColor(in: Self.hexColorAppearance) }
    }

    /// The appearance ``rgbaColor`` resolves dynamic colors in: Aqua, the standard light
    /// appearance.
    public static var hexColorAppearance: NSAppearance {
      // AppKit documents Aqua as one of the appearances `NSAppearance(named:)` always returns.
      guard let aqua = NSAppearance(named: .aqua) else {
        preconditionFailure("AppKit has no Aqua appearance")
      }
      return aqua
    }

    /// The color converted to sRGB in the given appearance, rounded to 8-bit components.
    ///
    /// ```swift
    /// let dark = NSAppearance(named: .darkAqua)!
    /// let hex = try NSColor.labelColor.rgbaColor(in: dark).hexString
    /// ```
    ///
    /// The conversion runs with `appearance` as the current drawing appearance
    /// (`performAsCurrentDrawingAppearance(_:)`; before macOS 11, `NSAppearance.current` set and
    /// restored around it), which is how AppKit resolves a dynamic color.
    ///
    /// - Parameter appearance: The appearance a dynamic color is resolved in; a color that is
    ///   not dynamic ignores it.
    /// - Returns: The color's components.
    /// - Throws: ``TransformError`` when the color does not convert to sRGB (a pattern color).
    public func rgbaColor(in appearance: NSAppearance) throws -> RGBAColor {
      var sRGB: NSColor?
      if #available(macOS 11, *) {
        appearance.performAsCurrentDrawingAppearance { sRGB = usingColorSpace(.sRGB) }
      } else {
        let previous = NSAppearance.current
        NSAppearance.current = appearance
        sRGB = usingColorSpace(.sRGB)
        NSAppearance.current = previous
      }
      guard let sRGB else {
        throw TransformError(
          rejecting: self, expected: "a color that converts to sRGB (not a pattern color)")
      }
      return RGBAColor(
        redComponent: Double(sRGB.redComponent), greenComponent: Double(sRGB.greenComponent),
        blueComponent: Double(sRGB.blueComponent), alphaComponent: Double(sRGB.alphaComponent))
    }
  }
#endif
