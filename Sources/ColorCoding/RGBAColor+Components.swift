@_exported import CodableTransformsCore

// The `Double` view of the components, in the `0...1` range of Apple's color types.
//
// An 8-bit component `c` is `Double(c) / 255`; a `Double` `d` becomes `(d * 255).rounded()`
// after clamping to `0...1`. Every 8-bit value survives the trip through `Double` exactly,
// because `(Double(c) / 255 * 255).rounded() == c` for all 256 values — and it survives a trip
// through `Float` or `CGFloat` as well, since their errors are far below half a step (1/510).

extension RGBAColor {
  /// Creates a color from components in `0...1`, rounding each to the nearest 8-bit value.
  ///
  /// ```swift
  /// let orange = RGBAColor(redComponent: 1, greenComponent: 0.5, blueComponent: 0)
  /// orange.green       // 128 (127.5 rounds away from zero)
  /// orange.hexString   // "#FF8000"
  /// ```
  ///
  /// Values below `0` count as `0` and values above `1` as `1` — extended-range colors from
  /// a wide-gamut display clamp to sRGB's range — and `NaN` counts as `0`.
  ///
  /// - Parameters:
  ///   - redComponent: The red component, `0...1`.
  ///   - greenComponent: The green component, `0...1`.
  ///   - blueComponent: The blue component, `0...1`.
  ///   - alphaComponent: The opacity, `0...1`; `1`, fully opaque, by default.
  public init(
    redComponent: Double, greenComponent: Double, blueComponent: Double,
    alphaComponent: Double = 1
  ) {
    self.init(
      red: Self.eightBit(redComponent), green: Self.eightBit(greenComponent),
      blue: Self.eightBit(blueComponent), alpha: Self.eightBit(alphaComponent))
  }

  /// The red component in `0...1`: ``red`` divided by 255.
  @inlinable
  public var redComponent: Double { Double(red) / 255 }

  /// The green component in `0...1`: ``green`` divided by 255.
  @inlinable
  public var greenComponent: Double { Double(green) / 255 }

  /// The blue component in `0...1`: ``blue`` divided by 255.
  @inlinable
  public var blueComponent: Double { Double(blue) / 255 }

  /// The opacity in `0...1`: ``alpha`` divided by 255.
  @inlinable
  public var alphaComponent: Double { Double(alpha) / 255 }

  /// The nearest 8-bit value of a component in `0...1`; ties round away from zero, `NaN` is `0`.
  private static func eightBit(_ component: Double) -> UInt8 {
    guard component > 0 else { return 0 }  // also NaN
    guard component < 1 else { return 255 }
    return UInt8((component * 255).rounded(.toNearestOrAwayFromZero))
  }
}
