@_exported import CodableTransformsCore

// Parsing and formatting CSS hex colors without allocating: the parser walks the UTF-8 bytes of
// the string once, and the formatter writes at most nine ASCII bytes into a string that Swift
// stores inline (small strings of up to 15 bytes need no heap storage).

extension RGBAColor {
  /// Parses a CSS hex color: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, in any case, with or
  /// without the `#`.
  ///
  /// ```swift
  /// RGBAColor(hex: "#1E90FF")     // red 0x1E, green 0x90, blue 0xFF, alpha 0xFF
  /// RGBAColor(hex: "f80")         // #FF8800
  /// RGBAColor(hex: "#0008")       // #00000088
  /// RGBAColor(hex: " #FFF")       // nil: surrounding whitespace is not trimmed
  /// RGBAColor(hex: "rgb(0,0,0)")  // nil
  /// ```
  ///
  /// A short form repeats each digit: `#F80` is `#FF8800`, `#F808` is `#FF880088`. A color
  /// without alpha digits is opaque. The initializer fails when `hex` is not 3, 4, 6 or 8 ASCII
  /// hexadecimal digits after an optional `#`.
  ///
  /// - Parameter hex: The string to parse.
  public init?(hex: String) {
    var utf8 = hex.utf8[...]
    if utf8.first == UInt8(ascii: "#") { utf8 = utf8.dropFirst() }
    // Accumulate the digits into one integer; any byte that is not an ASCII hex digit (a
    // space, a sign, a multi-byte character) rejects the string.
    var value: UInt32 = 0
    var digits = 0
    for byte in utf8 {
      guard digits < 8, let digit = Self.hexDigitValue(byte) else { return nil }
      value = value << 4 | digit
      digits += 1
    }
    switch digits {
    case 3: value = Self.expandShortForm(value << 4 | 0xF)
    case 4: value = Self.expandShortForm(value)
    case 6: value = value << 8 | 0xFF
    case 8: break
    default: return nil
    }
    self.init(
      red: UInt8(truncatingIfNeeded: value >> 24), green: UInt8(truncatingIfNeeded: value >> 16),
      blue: UInt8(truncatingIfNeeded: value >> 8), alpha: UInt8(truncatingIfNeeded: value))
  }

  /// The color as a CSS hex string: `"#RRGGBB"` when it is opaque, else `"#RRGGBBAA"`, with
  /// uppercase digits.
  ///
  /// ```swift
  /// RGBAColor(red: 30, green: 144, blue: 255).hexString             // "#1E90FF"
  /// RGBAColor(red: 30, green: 144, blue: 255, alpha: 0).hexString   // "#1E90FF00"
  /// ```
  ///
  /// - Note: This is the wire format of ``HexColor`` and of `RGBAColor`'s own `Codable`
  ///   conformance; ``init(hex:)`` reads it back exactly.
  public var hexString: String {
    let count = isOpaque ? 7 : 9
    return String(utf8Capacity: count) { buffer in
      buffer[0] = UInt8(ascii: "#")
      Self.write(red, to: buffer, at: 1)
      Self.write(green, to: buffer, at: 3)
      Self.write(blue, to: buffer, at: 5)
      if count == 9 { Self.write(alpha, to: buffer, at: 7) }
      return count
    }
  }

  /// The value of an ASCII hexadecimal digit, or `nil`.
  @inline(__always)
  private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte &- UInt8(ascii: "0"))
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte &- UInt8(ascii: "A") &+ 10)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte &- UInt8(ascii: "a") &+ 10)
    default: nil
    }
  }

  /// Writes a component as two uppercase ASCII digits at `index` and `index + 1`.
  @inline(__always)
  private static func write(
    _ component: UInt8, to buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) {
    buffer[index] = hexDigit(component >> 4)
    buffer[index + 1] = hexDigit(component & 0xF)
  }

  /// The uppercase ASCII digit of a value in `0...15`.
  @inline(__always)
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "A") &+ (value &- 10)
  }

  /// `0xRGBA` → `0xRRGGBBAA`.
  @inline(__always)
  private static func expandShortForm(_ value: UInt32) -> UInt32 {
    var result: UInt32 = 0
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = (value >> UInt32(shift)) & 0xF
      result = result << 8 | digit << 4 | digit
    }
    return result
  }
}
