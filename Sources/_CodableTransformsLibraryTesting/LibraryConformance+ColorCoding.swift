public import CodableTransformsTesting
public import ColorCoding

extension LibraryConformance {
  /// `@HexColor` on `RGBAColor` in all four shapes.
  ///
  /// Samples cover the opaque form (`#RRGGBB`), the form with alpha (`#RRGGBBAA`) and every
  /// component at `0` and `255`; the rejected inputs are the documented ones.
  public static var hexColor: TransformConformance<HexColorTransform<RGBAColor>> {
    TransformConformance(
      "HexColor", samples: colorSamples, invalidInputs: invalidColors, generate: randomColor)
  }

  /// A plain `RGBAColor` property, without a wrapper, in all four shapes: the color's own
  /// `Codable` conformance writes the same hex string as `@HexColor`.
  public static var unwrappedRGBAColor: any ConformanceSuite {
    TransformConformance<UnwrappedRGBAColor>(
      "Unwrapped", samples: colorSamples, invalidInputs: invalidColors,
      generate: randomColor)
  }

  private static var colorSamples: [(RGBAColor, WireValue)] {
    [
      (RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF), "#1E90FF"),
      (RGBAColor(red: 0x12, green: 0x34, blue: 0x56, alpha: 0x78), "#12345678"),
      (RGBAColor(red: 0, green: 0, blue: 0), "#000000"),
      (RGBAColor(red: 255, green: 255, blue: 255), "#FFFFFF"),
      (RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), "#00000000"),
      (RGBAColor(red: 255, green: 255, blue: 255, alpha: 254), "#FFFFFFFE"),
      (RGBAColor(red: 0xAB, green: 0xCD, blue: 0xEF, alpha: 0x01), "#ABCDEF01"),
    ]
  }

  private static var invalidColors: [InvalidInput] {
    let format = "is not a CSS hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"
    return [
      InvalidInput("#12345", .dataCorrupted, messageContains: "'#12345' \(format)"),
      InvalidInput("", .dataCorrupted, messageContains: "'' \(format)"),
      InvalidInput("#", .dataCorrupted, messageContains: "'#'"),
      InvalidInput("#12", .dataCorrupted, messageContains: "'#12'"),
      InvalidInput("#123456789", .dataCorrupted, messageContains: "'#123456789'"),
      InvalidInput("#GGG", .dataCorrupted, messageContains: "'#GGG'"),
      InvalidInput("#12345G", .dataCorrupted, messageContains: "'#12345G'"),
      InvalidInput(" #FFFFFF", .dataCorrupted, messageContains: "' #FFFFFF'"),
      InvalidInput("#FFFFFF ", .dataCorrupted, messageContains: "'#FFFFFF '"),
      InvalidInput("##FFF", .dataCorrupted, messageContains: "'##FFF'"),
      InvalidInput("0xFFFFFF", .dataCorrupted, messageContains: "'0xFFFFFF'"),
      InvalidInput("rgb(255, 0, 0)", .dataCorrupted, messageContains: "'rgb(255, 0, 0)'"),
      InvalidInput("red", .dataCorrupted, messageContains: "'red'"),
      // Fullwidth digits are hex digits to `Character.isHexDigit`, but not to CSS.
      InvalidInput("#ＦＦＦ", .dataCorrupted, messageContains: "'#ＦＦＦ'"),
      InvalidInput(0xFF_FFFF, .typeMismatch),
      InvalidInput(1.5, .typeMismatch),
      InvalidInput(true, .typeMismatch),
      InvalidInput(["#FFFFFF"], .typeMismatch),
      InvalidInput(["red": 255, "green": 0, "blue": 0], .typeMismatch),
    ]
  }

  /// A random color, with each component often at an edge (`0`, `1`, `2`, `255`) and half of
  /// the colors opaque.
  private static func randomColor(_ random: inout SeededRandomNumberGenerator) -> RGBAColor {
    RGBAColor(
      red: random.edgeBiasedInteger(), green: random.edgeBiasedInteger(),
      blue: random.edgeBiasedInteger(),
      alpha: random.chance(0.5) ? 255 : random.edgeBiasedInteger())
  }
}

/// The identity transform of `RGBAColor`, so that ``TransformConformance`` can run a plain
/// property: the coders call `RGBAColor`'s own `init(from:)` and `encode(to:)`, as they do for
/// a property without a wrapper.
private enum UnwrappedRGBAColor: CodingTransform {
  static func decode(_ color: RGBAColor) -> RGBAColor { color }
  static func encode(_ color: RGBAColor) -> RGBAColor { color }
}
