import Testing

@testable import LosslessCoding

/// The conversion rules without a coder: the grammar of numeric strings and the messages.
@Suite("LosslessConversion")
struct LosslessConversionTests {
  @Test(arguments: ["0", "42", "-7", "+42", "007", "-0", "9223372036854775807"])
  func integerLiterals(_ string: String) {
    #expect(LosslessConversion.isIntegerLiteral(string))
  }

  @Test(arguments: ["", "+", "-", " 1", "1 ", "4_2", "0x2A", "1e3", "1.0", "--1", "+-1", "٤٢", "１"])
  func notIntegerLiterals(_ string: String) {
    #expect(!LosslessConversion.isIntegerLiteral(string))
  }

  @Test(arguments: [
    "0", "42", "-7", "+1", "007.5", "1.5", "1e3", "1E-3", "-1.5e+3", "0.0000001",
  ])
  func decimalLiterals(_ string: String) {
    #expect(LosslessConversion.isDecimalLiteral(string))
  }

  @Test(arguments: [
    "", ".", ".5", "5.", "1e", "e3", "1e+", "1.e3", "nan", "inf", "0x1p3", " 1", "1 ", "1,5",
    "1_000", "--1", "1.2.3", "١",
  ])
  func notDecimalLiterals(_ string: String) {
    #expect(!LosslessConversion.isDecimalLiteral(string))
  }

  @Test(arguments: [
    (42.0, "42"), (-0.0, "0"), (4.25, "4.25"), (0.1, "0.1"), (1e300, "1e+300"),
    (9_007_199_254_740_991, "9007199254740991"), (0x1p53, "9007199254740992"), (1e16, "1e+16"),
    (-0x1p63, "-9.223372036854776e+18"), (-1.5e-7, "-1.5e-07"),
  ])
  func numberText(_ number: Double, _ text: String) {
    #expect(LosslessConversion.numberText(number) == text)
  }

  @Test func integersAreCheckedForRangeAndFraction() throws {
    #expect(try LosslessConversion.integer(Int8.self, fromNumber: -128) == -128)
    #expect(throws: TransformError("'128' is out of range for Int8 (-128...127)")) {
      try LosslessConversion.integer(Int8.self, fromNumber: 128)
    }
    #expect(throws: TransformError("'0.5' is not an Int8: it is not a whole number")) {
      try LosslessConversion.integer(Int8.self, fromNumber: 0.5)
    }
    #expect(throws: TransformError("'nan' is not a UInt: it is not a whole number")) {
      try LosslessConversion.integer(UInt.self, fromNumber: .nan)
    }
    #expect(throws: TransformError.self) {
      try LosslessConversion.integer(Int.self, fromNumber: .infinity)
    }
    #expect(
      throws: TransformError(
        "'9223372036854775808' is out of range for Int64 "
          + "(-9223372036854775808...9223372036854775807)")
    ) {
      try LosslessConversion.integer(
        Int64.self, fromNumber: 0x1p63, exactText: "9223372036854775808")
    }
  }

  @Test func largeNumbersReadAsDoublesAreNotTrusted() throws {
    #expect(
      try LosslessConversion.integer(Int.self, fromNumber: 0x1p53 - 1) == 9_007_199_254_740_991)
    #expect(
      throws: TransformError(
        "'-9.223372036854776e+18' is not exactly an Int: the coder read this large number as a "
          + "Double, which may have lost digits")
    ) {
      try LosslessConversion.integer(Int.self, fromNumber: -0x1p63)
    }
  }

  @Test func floatRoundsButRefusesOverflow() throws {
    #expect(try LosslessConversion.float(fromNumber: 0.1) == Float(0.1))
    #expect(try LosslessConversion.float(fromNumber: .infinity) == .infinity)
    #expect(try LosslessConversion.float(fromNumber: 1e-50) == 0)
    #expect(throws: TransformError("'1e+39' is out of range for Float")) {
      try LosslessConversion.float(fromNumber: 1e39)
    }
  }

  @Test func articles() {
    #expect(LosslessConversion.article(Int.self) == "an Int")
    #expect(LosslessConversion.article(UInt8.self) == "a UInt8")
    #expect(LosslessConversion.article(Double.self) == "a Double")
  }
}
