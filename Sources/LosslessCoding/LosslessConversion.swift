// The conversion table of `@LosslessValue`, as pure functions: each takes one representation a
// coder handed over and returns the value, or throws a `TransformError` that quotes the
// representation and says why it does not convert without loss. The conformances in
// `LosslessValueConvertible+*.swift` decide which representation to read; the rules live here.

/// The rules that turn a number, a string or a boolean into a lossless value's type.
package enum LosslessConversion {
  // MARK: Integers

  /// An integer from a string of decimal digits with an optional sign.
  ///
  /// `"42"`, `"-7"`, `"+42"` and `"007"` are accepted; whitespace, separators, prefixes,
  /// fractions and exponents are refused.
  package static func integer<I: FixedWidthInteger>(_ type: I.Type, fromString string: String)
    throws -> I
  {
    // `Int64(_:radix:)` and `UInt64(_:radix:)` accept exactly the integer literals. One parser
    // per signedness, then a range check, rather than the parser specialized for each of the
    // ten integer types: about 1.5 KiB of code each in every app that links this module. The
    // check that tells a literal out of range from a string that is no literal runs only when
    // parsing fails.
    if I.isSigned {
      if let wide = Int64(string, radix: 10), let value = I(exactly: wide) { return value }
    } else if let wide = UInt64(string, radix: 10), let value = I(exactly: wide) {
      return value
    }
    throw integerFailure(string, I.self, range: "\(I.min)...\(I.max)")
  }

  /// Why `string` is no integer of `type`: not a literal, or out of its `range`.
  private static func integerFailure(_ string: String, _ type: Any.Type, range: String)
    -> TransformError
  {
    guard isIntegerLiteral(string) else {
      return TransformError(
        rejecting: string,
        expected: "\(article(type)): expected a whole number, or a string of decimal digits "
          + "with an optional sign")
    }
    return TransformError("'\(string)' is out of range for \(type) (\(range))")
  }

  /// An integer from a number the coder could only read as a `Double`.
  ///
  /// The number must have no fractional part, fit the type, and be below 2^53 in magnitude:
  /// beyond that a `Double` may be a rounded form of the number on the wire
  /// (`-9223372036854775809` reads as `Int.min`).
  ///
  /// - Parameters:
  ///   - type: The integer type.
  ///   - number: The number as the coder read it.
  ///   - exactText: The number's digits when the coder could read it as a 64-bit integer, used
  ///     to quote it exactly.
  /// - Returns: The integer.
  /// - Throws: ``TransformError`` for a fraction, a number out of range or one too large to be
  ///   exact.
  package static func integer<I: FixedWidthInteger>(
    _ type: I.Type, fromNumber number: Double, exactText: String? = nil
  ) throws -> I {
    let text = exactText ?? numberText(number)
    guard number.isFinite, number.rounded(.towardZero) == number else {
      throw TransformError(
        rejecting: text, expected: "\(article(I.self)): it is not a whole number")
    }
    guard let value = I(exactly: number) else {
      throw outOfRange(text, I.self)
    }
    guard number.magnitude < 0x1p53 else {
      throw TransformError(
        "'\(text)' is not exactly \(article(I.self)): the coder read this large number as a "
          + "Double, which may have lost digits")
    }
    return value
  }

  // MARK: Floating point

  /// A `Double` from a string holding a decimal number.
  ///
  /// The string has an optional sign, digits, an optional fraction and an optional exponent
  /// (`"-1.5e3"`); the result must be finite.
  package static func double(fromString string: String) throws -> Double {
    guard isDecimalLiteral(string), let value = Double(string) else {
      throw notADecimalNumber(string, Double.self)
    }
    guard value.isFinite else { throw outOfRange(string, Double.self) }
    return value
  }

  /// A `Float` from a string holding a decimal number, rounded to the nearest `Float`; it must be
  /// finite.
  package static func float(fromString string: String) throws -> Float {
    guard isDecimalLiteral(string), let value = Float(string) else {
      throw notADecimalNumber(string, Float.self)
    }
    guard value.isFinite else { throw outOfRange(string, Float.self) }
    return value
  }

  /// A `Float` from a number, rounded to the nearest `Float`; a finite number beyond `Float`'s
  /// range is refused rather than turned into infinity.
  package static func float(fromNumber number: Double) throws -> Float {
    let value = Float(number)
    if value.isInfinite, number.isFinite {
      throw outOfRange(numberText(number), Float.self)
    }
    return value
  }

  // MARK: Bool

  /// A `Bool` from `1` or `0`.
  package static func bool(fromNumber number: Double) throws -> Bool {
    switch number {
    case 1: return true
    case 0: return false
    default: throw notABool(numberText(number))
    }
  }

  /// A `Bool` from `"true"` or `"false"` in any case, `"1"` or `"0"`.
  package static func bool(fromString string: String) throws -> Bool {
    // Checked on the UTF-8 bytes: only these six words (in any ASCII case) can match.
    switch string.utf8.count {
    case 1:
      if string == "1" { return true }
      if string == "0" { return false }
    case 4 where string.lowercased() == "true": return true
    case 5 where string.lowercased() == "false": return false
    default: break
    }
    throw notABool(string)
  }

  // MARK: String

  /// The text of a number: its digits when it is a whole number below 2^53 in magnitude, where
  /// every digit of a `Double` is exact (`42.0` → `"42"`), else Swift's shortest representation
  /// that reads back as the same `Double` (`"4.25"`, `"1e+300"`, `"9.223372036854776e+18"`).
  package static func numberText(_ number: Double) -> String {
    if number.magnitude < 0x1p53, number.rounded(.towardZero) == number {
      return String(Int64(number))
    }
    let text = number.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  // MARK: Messages and grammar

  /// `"an Int"`, `"a UInt8"`, `"a Double"`.
  package static func article(_ type: Any.Type) -> String {
    let name = "\(type)"
    return (name.first == "I" ? "an " : "a ") + name
  }

  static func outOfRange<I: FixedWidthInteger>(_ text: String, _ type: I.Type) -> TransformError {
    TransformError("'\(text)' is out of range for \(I.self) (\(I.min)...\(I.max))")
  }

  static func outOfRange<F: BinaryFloatingPoint>(_ text: String, _ type: F.Type) -> TransformError {
    TransformError("'\(text)' is out of range for \(F.self)")
  }

  static func notADecimalNumber<F: BinaryFloatingPoint>(_ string: String, _ type: F.Type)
    -> TransformError
  {
    TransformError(
      rejecting: string,
      expected: "\(article(F.self)): expected a number, or a string holding a decimal number "
        + "such as '-12.5e3'")
  }

  static func notABool(_ text: String) -> TransformError {
    TransformError(
      rejecting: text,
      expected: "a Bool: expected true, false, 1, 0, or the strings 'true' or 'false' "
        + "(any case), '1' or '0'")
  }

  /// Whether the string matches `[+-]?[0-9]+`.
  static func isIntegerLiteral(_ string: String) -> Bool {
    var bytes = string.utf8[...]
    if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    return !bytes.isEmpty && bytes.allSatisfy(isDigit)
  }

  /// Whether the string matches `[+-]?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  ///
  /// This is JSON's number grammar, with leading zeros and a `+` sign allowed.
  static func isDecimalLiteral(_ string: String) -> Bool {
    var bytes = string.utf8[...]
    func skipSign() {
      if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
    }
    func skipDigits() -> Bool {
      let digits = bytes.prefix(while: isDigit).count
      bytes = bytes.dropFirst(digits)
      return digits > 0
    }
    skipSign()
    guard skipDigits() else { return false }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard skipDigits() else { return false }
    }
    if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      skipSign()
      guard skipDigits() else { return false }
    }
    return bytes.isEmpty
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
