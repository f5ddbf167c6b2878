// SwiftUI's `Color` as a `HexColor` value: the `ColorCodingSwiftUI` product.
//
// Apple platforms only. This file is not compiled on Linux, where the package is built and
// tested, and it has not been compiled anywhere yet: it is written against Apple's documented
// SwiftUI API and kept to what can be checked by reading it. On other platforms the module is
// empty.

#if canImport(SwiftUI) && canImport(CoreGraphics)
  @_exported import ColorCoding
  public import SwiftUI
  internal import ColorCodingCoreGraphics
  #if canImport(UIKit)
    internal import UIKit
    internal import ColorCodingUIKit
  #elseif canImport(AppKit)
    internal import AppKit
    internal import ColorCodingAppKit
  #endif

  extension Color: TransformShape, HexColorConvertible {
    /// Creates an sRGB `Color` from 8-bit components.
    ///
    /// - Parameter rgbaColor: The decoded color.
    /// - Returns: `Color(.sRGB, red:green:blue:opacity:)` with the color's components.
    public static func make(rgbaColor: RGBAColor) -> Color {
      Color(
        .sRGB, red: rgbaColor.redComponent, green: rgbaColor.greenComponent,
        blue: rgbaColor.blueComponent, opacity: rgbaColor.alphaComponent)
    }

    /// The color's sRGB components in the light appearance, rounded to 8 bits.
    ///
    /// This is what ``HexColor`` writes. Extended-range components are clamped to `0...1`.
    ///
    /// A dynamic color — `.primary`, a system color, an asset-catalog color — is always
    /// resolved in the light appearance, so the same model encodes the same string wherever
    /// it is encoded:
    ///
    /// - From macOS 14, iOS 17, tvOS 17, watchOS 10 and visionOS 1, with
    ///   `resolve(in:)` and ``hexColorEnvironment`` (a default environment whose color scheme
    ///   is `.light`). To encode another appearance, call ``rgbaColor(in:)``.
    /// - Before those releases, through the platform color: on iOS and tvOS
    ///   `UIColor(self)` resolved with the light trait collection, on macOS 11 to 13
    ///   `NSColor(self)` in the Aqua appearance, on watchOS the color's constant `cgColor`.
    ///
    /// - Throws: ``TransformError`` when the color cannot be resolved to sRGB components on
    ///   this system — a color without RGB components, or, on macOS 10.15 (where SwiftUI
    ///   offers no conversion) and watchOS before 10, a color that is not constant.
    ///   ``HexColor`` reports it as `EncodingError.invalidValue` at the property's path.
    public var rgbaColor: RGBAColor {
      get throws {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
          return rgbaColor(in: Self.hexColorEnvironment)
        }
        return try platformRGBAColor()
      }
    }

    /// The environment ``rgbaColor`` resolves colors in: a default `EnvironmentValues` with
    /// the light color scheme.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    public static var hexColorEnvironment: EnvironmentValues {
      var environment = EnvironmentValues()
      environment.colorScheme = .light
      return environment
    }

    /// The color's sRGB components resolved in the given environment, rounded to 8 bits;
    /// extended-range components are clamped to `0...1`.
    ///
    /// ```swift
    /// var dark = EnvironmentValues()
    /// dark.colorScheme = .dark
    /// let hex = Color.primary.rgbaColor(in: dark).hexString   // "#FFFFFF"
    /// ```
    ///
    /// - Parameter environment: The environment a dynamic color is resolved in
    ///   (`resolve(in:)`); pass a view's `@Environment(\.self)` to encode what it shows.
    /// - Returns: The resolved color's components.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    public func rgbaColor(in environment: EnvironmentValues) -> RGBAColor {
      let resolved = resolve(in: environment)
      return RGBAColor(
        redComponent: Double(resolved.red), greenComponent: Double(resolved.green),
        blueComponent: Double(resolved.blue), alphaComponent: Double(resolved.opacity))
    }

    /// The components before `resolve(in:)` exists, through the platform's color type.
    private func platformRGBAColor() throws -> RGBAColor {
      #if canImport(UIKit) && !os(watchOS)
        // `UIColor(_: Color)` is in iOS 14 and tvOS 14, below the package's minimums.
        return try UIColor(self).rgbaColor(resolvedWith: UIColor.hexColorTraitCollection)
      #elseif canImport(AppKit)
        if #available(macOS 11, *) {
          return try NSColor(self).rgbaColor(in: NSColor.hexColorAppearance)
        }
        throw TransformError(
          rejecting: self, expected: "a color that macOS 10.15 can convert (macOS 11 or later)")
      #else
        // watchOS 7 to 9: no appearances, and `cgColor` is `nil` for a color that is not
        // constant.
        guard let cgColor else {
          throw TransformError(
            rejecting: self, expected: "a constant color (other colors need watchOS 10)")
        }
        return try cgColor.rgbaColor
      #endif
    }
  }
#endif
