import CodableTransformsTesting
import ColorCoding
import Foundation
import Testing

@Suite("RGBAColor: parsing, formatting and components")
struct RGBAColorTests {
  @Test(arguments: [
    ("#1E90FF", RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF)),
    ("1E90FF", RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF)),
    ("#1e90ff", RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF)),
    ("#1e90FF", RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF)),
    ("#fff", RGBAColor(red: 255, green: 255, blue: 255)),
    ("F80", RGBAColor(red: 0xFF, green: 0x88, blue: 0x00)),
    ("#f808", RGBAColor(red: 0xFF, green: 0x88, blue: 0x00, alpha: 0x88)),
    ("#0000", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
    ("#12345678", RGBAColor(red: 0x12, green: 0x34, blue: 0x56, alpha: 0x78)),
    ("abcdef01", RGBAColor(red: 0xAB, green: 0xCD, blue: 0xEF, alpha: 0x01)),
    ("#AbCdEfFF", RGBAColor(red: 0xAB, green: 0xCD, blue: 0xEF)),
  ])
  func acceptsEveryCSSHexForm(_ hex: String, _ expected: RGBAColor) {
    #expect(RGBAColor(hex: hex) == expected)
  }

  @Test(arguments: [
    "", "#", "#F", "#FF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "FFFFFFFFFFFFFFFF", "##FFF", "#FF#F",
    " #FFF", "#FFF ", "#FFF\n", "\t#FFF", "#F F F", "\u{FEFF}#FFF", "#FFF\u{200B}", "+FFF", "-FFF",
    "#-FF", "0xFFF", "#GGG", "#ffg", "rgb(255, 0, 0)", "red", "transparent",
    // Digits and signs from other scripts: fullwidth, Arabic-Indic, a fullwidth number sign.
    "#ＦＦＦ", "#١٢٣", "＃FFF", "#ÀBC", "#e\u{301}ee", "#👩🏽‍💻",
  ])
  func rejectsEverythingElse(_ hex: String) {
    #expect(RGBAColor(hex: hex) == nil)
  }

  @Test func writesUppercaseAndAlphaOnlyWhenNotOpaque() {
    #expect(RGBAColor(red: 0xAB, green: 0xCD, blue: 0xEF).hexString == "#ABCDEF")
    #expect(RGBAColor(red: 0xAB, green: 0xCD, blue: 0xEF, alpha: 0xFE).hexString == "#ABCDEFFE")
    #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0).hexString == "#00000000")
    #expect(RGBAColor(red: 1, green: 2, blue: 3).description == "#010203")
    #expect(RGBAColor(red: 1, green: 2, blue: 3).isOpaque)
    #expect(!RGBAColor(red: 1, green: 2, blue: 3, alpha: 254).isOpaque)
  }

  /// Every value of every component is written as two uppercase digits and read back.
  @Test func everyComponentValueSurvivesFormattingAndParsing() throws {
    for value in UInt8.min...UInt8.max {
      let digits = String(value, radix: 16, uppercase: true)
      let twoDigits = value < 16 ? "0" + digits : digits
      let colors = [
        RGBAColor(red: value, green: 0, blue: 0, alpha: 0),
        RGBAColor(red: 0, green: value, blue: 0, alpha: 0),
        RGBAColor(red: 0, green: 0, blue: value, alpha: 0),
        RGBAColor(red: 0, green: 0, blue: 0, alpha: value),
      ]
      #expect(colors[0].hexString == "#\(twoDigits)000000")
      #expect(colors[3].hexString == (value == 255 ? "#000000" : "#000000\(twoDigits)"))
      for color in colors {
        #expect(RGBAColor(hex: color.hexString) == color)
        #expect(RGBAColor(hex: color.hexString.lowercased()) == color)
      }
    }
  }

  /// Random strings over an alphabet of hex digits, `#`, whitespace and look-alikes: the parser
  /// accepts exactly what a plain reading of the rule accepts, and never crashes.
  @Test func theParserAgreesWithTheRuleOnRandomStrings() {
    var random = SeededRandomNumberGenerator(seed: 0xC0_1025)
    let alphabet: [String] = [
      "0", "7", "9", "a", "f", "A", "F", "g", "G", "#", " ", "x", "ｆ", "٣", "é", "👍", "\u{0}",
    ]
    for _ in 0..<20_000 {
      let string = (0..<Int.random(in: 0...10, using: &random))
        .map { _ in random.element(of: alphabet) }.joined()
      let digits = string.hasPrefix("#") ? string.dropFirst() : Substring(string)
      let isHex = digits.unicodeScalars.allSatisfy {
        ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0)
      }
      let expected = isHex && [3, 4, 6, 8].contains(digits.unicodeScalars.count)
      let parsed = RGBAColor(hex: string)
      #expect((parsed != nil) == expected, "\(string.debugDescription)")
      if let parsed, digits.count >= 6 {
        #expect(parsed.hexString.dropFirst() == digits.uppercased().prefix(parsed.isOpaque ? 6 : 8))
      }
    }
  }

  @Test func everyEightBitValueSurvivesTheDoubleAndFloatComponents() {
    for value in UInt8.min...UInt8.max {
      let color = RGBAColor(red: value, green: value, blue: value, alpha: value)
      #expect(color.redComponent == Double(value) / 255)
      let viaDouble = RGBAColor(
        redComponent: color.redComponent, greenComponent: color.greenComponent,
        blueComponent: color.blueComponent, alphaComponent: color.alphaComponent)
      #expect(viaDouble == color)
      // Apple's color types hold `CGFloat` or `Float` components.
      let float = Double(Float(color.redComponent))
      let viaFloat = RGBAColor(
        redComponent: float, greenComponent: float, blueComponent: float, alphaComponent: float)
      #expect(viaFloat == color)
    }
  }

  @Test(
    arguments: [
      (0.5, 128),  // 127.5 rounds away from zero
      (0.499, 127), (0.002, 1), (0.001, 0), (0.998, 254), (0.999, 255),
      (-0.5, 0), (-0.0, 0), (1.5, 255), (.infinity, 255), (-.infinity, 0), (.nan, 0),
      (.leastNonzeroMagnitude, 0), (1.0.nextDown, 255),
    ] as [(Double, UInt8)])
  func componentsRoundToTheNearestStepAndClamp(_ component: Double, _ expected: UInt8) {
    let color = RGBAColor(
      redComponent: component, greenComponent: component, blueComponent: component,
      alphaComponent: component)
    #expect(color == RGBAColor(red: expected, green: expected, blue: expected, alpha: expected))
  }

  @Test func alphaDefaultsToOpaque() {
    #expect(RGBAColor(red: 1, green: 2, blue: 3).alpha == 255)
    #expect(RGBAColor(redComponent: 0, greenComponent: 0, blueComponent: 0).alpha == 255)
  }

  @Test func equalityAndHashingUseAllFourComponents() {
    let color = RGBAColor(red: 1, green: 2, blue: 3, alpha: 4)
    var other = color
    #expect(other == color)
    #expect(other.hashValue == color.hashValue)
    other.alpha = 5
    #expect(other != color)
    #expect(Set([color, other, color]).count == 2)
  }
}
