import CodableTransformsTesting
import ColorCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

/// The coding path of an error as `["palette", "[1]"]`.
func path(of error: any Error) -> [String] {
  let keys: [any CodingKey]
  switch error {
  case DecodingError.keyNotFound(let key, let context): keys = context.codingPath + [key]
  case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
    DecodingError.dataCorrupted(let context):
    keys = context.codingPath
  case EncodingError.invalidValue(_, let context): keys = context.codingPath
  default: keys = []
  }
  return keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
}

/// The `debugDescription` of a decoding or encoding error.
func message(of error: any Error) -> String {
  switch error {
  case DecodingError.keyNotFound(_, let context), DecodingError.typeMismatch(_, let context),
    DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
    context.debugDescription
  case EncodingError.invalidValue(_, let context): context.debugDescription
  default: "\(error)"
  }
}

/// The Firestore guide's tag, named `Label` here (Swift Testing has a `Tag`): a color stored
/// as a CSS hex string.
struct Label: Codable, Hashable, Sendable {
  var name: String
  @HexColor var color: RGBAColor
  @HexColor var highlight: RGBAColor?
  @HexColor var palette: [RGBAColor]
  @HexColor var byTheme: [String: RGBAColor]
  /// No wrapper: `RGBAColor`'s own `Codable` writes the same string.
  var plain: RGBAColor
}

@Suite("@HexColor")
struct HexColorTests {
  @Test(arguments: LibraryConformance.hexColor.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: LibraryConformance.unwrappedRGBAColor.cases(coders: ConformanceCoders.all))
  func unwrappedConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  /// Short and lowercase forms decode in every coder and are written back in the canonical
  /// form.
  @Test(arguments: ConformanceCoders.all)
  func shortAndLowercaseFormsAreWrittenBackCanonically(_ coder: any ConformanceCoder) throws {
    let byTheme = coder.wireKey(for: "byTheme")
    let input: WireValue = [
      "name": "urgent", "color": "f00", "highlight": "#ff000080", "palette": ["#FFF8", "abcdef"],
      byTheme: ["dark": "#1e1e1e"], "plain": "#0F0",
    ]
    let tag = try coder.decode(Label.self, from: input)
    #expect(tag.color == RGBAColor(red: 255, green: 0, blue: 0))
    #expect(tag.highlight == RGBAColor(red: 255, green: 0, blue: 0, alpha: 0x80))
    #expect(
      tag.palette == [
        RGBAColor(red: 255, green: 255, blue: 255, alpha: 0x88), .init(hex: "ABCDEF")!,
      ])
    let expected: WireValue = [
      "name": "urgent", "color": "#FF0000", "highlight": "#FF000080",
      "palette": ["#FFFFFF88", "#ABCDEF"], byTheme: ["dark": "#1E1E1E"], "plain": "#00FF00",
    ]
    let written = try coder.encode(tag)
    #expect(written.matches(expected), "\(written)")
  }

  @Test func theErrorQuotesTheValueAndNamesTheElement() throws {
    let json = #"""
      {"name": "x", "color": "#FFF", "palette": ["#000", "#12345"], "byTheme": {}, "plain": "#FFF"}
      """#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Label.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(path(of: error) == ["palette", "[1]"])
    #expect(
      message(of: error)
        == "'#12345' is not a CSS hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)")
  }

  @Test(arguments: [
    (##""plain": "rgb(0, 0, 0)""##, "dataCorrupted", ["plain"]),
    (##""plain": 255"##, "typeMismatch", ["plain"]),
    (##""plain": null"##, "valueNotFound", ["plain"]),
    (##""highlight": " #FFF""##, "dataCorrupted", ["highlight"]),
    (##""byTheme": {"dark": "#GGG"}"##, "dataCorrupted", ["byTheme", "dark"]),
  ])
  func aPlainPropertyAndAnOptionalReportTheSameErrors(
    _ member: String, _ kind: String, _ expectedPath: [String]
  ) throws {
    var members = [
      ##""name": "x""##, ##""color": "#FFF""##, ##""palette": []"##, ##""byTheme": {}"##,
      ##""plain": "#FFF""##,
    ]
    let key = member.split(separator: ":")[0]
    members.removeAll { $0.hasPrefix(key) }
    members.append(member)
    let json = "{" + members.joined(separator: ", ") + "}"
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Label.self, from: Data(json.utf8))
    }
    #expect(DecodingErrorKind(of: error)?.rawValue == kind)
    #expect(path(of: error) == expectedPath)
  }

  @Test func handWrittenCodableUsesTheSameTransform() throws {
    struct HandWritten: Codable {
      var color: RGBAColor
      enum CodingKeys: CodingKey { case color }
      init(from decoder: any Decoder) throws {
        color = try decoder.container(keyedBy: CodingKeys.self)
          .decode(using: HexColorTransform<RGBAColor>.self, forKey: .color)
      }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(color, using: HexColorTransform<RGBAColor>.self, forKey: .color)
      }
    }
    let label = try JSONDecoder().decode(
      HandWritten.self, from: Data(##"{"color": "#abc"}"##.utf8))
    #expect(label.color == RGBAColor(red: 0xAA, green: 0xBB, blue: 0xCC))
    #expect(
      String(decoding: try JSONEncoder().encode(label), as: UTF8.self) == ##"{"color":"#AABBCC"}"##)
    #expect(throws: TransformError.self) { try HexColorTransform<RGBAColor>.decode("#12345") }
  }
}

// MARK: - Other color types

/// A struct color type, conformed as the protocol's documentation shows.
struct Paint: HexColorConvertible, TransformShape, Equatable {
  var rgba: RGBAColor
  static func make(rgbaColor: RGBAColor) -> Paint { Paint(rgba: rgbaColor) }
  var rgbaColor: RGBAColor { rgba }
}

/// A color type with colors that have no sRGB components, like a pattern color.
enum Swatch: HexColorConvertible, TransformShape, Equatable {
  case solid(RGBAColor)
  case pattern(String)

  struct NoComponents: Error {}

  static func make(rgbaColor: RGBAColor) -> Swatch { .solid(rgbaColor) }

  var rgbaColor: RGBAColor {
    get throws {
      guard case .solid(let color) = self else {
        throw TransformError(rejecting: self, expected: "a color with sRGB components")
      }
      return color
    }
  }
}

/// A color class open to subclassing, shaped like `UIColor` and `NSColor` and conformed
/// exactly as the library conforms them on Apple platforms.
class PlatformColor: NSObject, @unchecked Sendable {
  let red: Double
  let green: Double
  let blue: Double
  let alpha: Double

  init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
}

extension PlatformColor: TransformShape, HexColorConvertible {
  typealias TransformedValue = PlatformColor

  static func make(rgbaColor: RGBAColor) -> PlatformColor {
    PlatformColor(
      red: rgbaColor.redComponent, green: rgbaColor.greenComponent,
      blue: rgbaColor.blueComponent, alpha: rgbaColor.alphaComponent)
  }

  var rgbaColor: RGBAColor {
    get throws {
      RGBAColor(
        redComponent: red, greenComponent: green, blueComponent: blue, alphaComponent: alpha)
    }
  }
}

final class SystemColor: PlatformColor, @unchecked Sendable {}

@Suite("@HexColor on other color types")
struct HexColorTypesTests {
  struct Wall: Codable, Equatable {
    @HexColor var paint: Paint
    @HexColor var swatches: [Swatch]
  }

  @Test func aStructConformedAsDocumentedCodesEveryShape() throws {
    let wall = Wall(
      paint: Paint(rgba: RGBAColor(red: 0xF5, green: 0xF5, blue: 0xDC)),
      swatches: [.solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(wall)
    #expect(
      String(decoding: json, as: UTF8.self) == ##"{"paint":"#F5F5DC","swatches":["#00000000"]}"##)
    #expect(try JSONDecoder().decode(Wall.self, from: json) == wall)
  }

  @Test func aColorWithoutComponentsFailsToEncodeAtItsPath() throws {
    let wall = Wall(
      paint: Paint(rgba: RGBAColor(red: 0, green: 0, blue: 0)),
      swatches: [.solid(RGBAColor(red: 0, green: 0, blue: 0)), .pattern("bricks")])
    let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(wall) }
    #expect(path(of: error) == ["swatches", "[1]"])
    #expect(
      message(of: error).contains("'pattern(\"bricks\")' is not a color with sRGB components"))
  }

  struct Theme: Codable {
    @HexColor var tint: PlatformColor
    @HexColor var accent: PlatformColor?
    @HexColor var palette: [PlatformColor]
    @HexColor var named: [String: PlatformColor]
  }

  @Test(arguments: ConformanceCoders.all)
  func aClassOpenToSubclassingCodesEveryShape(_ coder: any ConformanceCoder) throws {
    let input: WireValue = [
      "tint": "#FF8000", "palette": ["#00000080", "#fff"], "named": ["sky": "#87CEEB"],
    ]
    let theme = try coder.decode(Theme.self, from: input)
    #expect(try theme.tint.rgbaColor == RGBAColor(red: 255, green: 128, blue: 0))
    #expect(theme.accent == nil)
    #expect(try theme.palette.map { try $0.rgbaColor.hexString } == ["#00000080", "#FFFFFF"])
    let expected: WireValue = [
      "tint": "#FF8000", "palette": ["#00000080", "#FFFFFF"], "named": ["sky": "#87CEEB"],
    ]
    #expect(try coder.encode(theme).matches(expected))
  }

  @Test func aSubclassTypedPropertyRejectsTheBaseClassInsteadOfCrashing() throws {
    struct Dark: Codable {
      @HexColor var background: SystemColor
    }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Dark.self, from: Data(##"{"background": "#000"}"##.utf8))
    }
    guard case .typeMismatch = error else {
      Issue.record("expected typeMismatch, got \(error)")
      return
    }
    #expect(path(of: error) == ["background"])
    // Encoding a subclass instance goes through the base class's conversion.
    let dark = Dark(background: SystemColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(
      String(decoding: try JSONEncoder().encode(dark), as: UTF8.self)
        == ##"{"background":"#000000"}"##)
  }
}
