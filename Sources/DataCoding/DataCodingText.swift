/// How the module quotes a rejected string: in full when short, else a prefix and the length,
/// so that a megabyte payload does not end up in an error message.
enum DataCodingText {
  /// The longest string quoted in full.
  static let quotedLengthLimit = 48

  /// `'SGVsbG8'`, or `'SGVsbG8gd29ybGQ…' (1024 characters)`, control characters escaped.
  static func quoted(_ string: String) -> String {
    let count = string.count
    guard count > quotedLengthLimit else { return "'\(escaped(string[...]))'" }
    return "'\(escaped(string.prefix(quotedLengthLimit - 8)))…' (\(count) characters)"
  }

  /// `'*'`, or `'\n' (U+000A)` for a character that does not print, decoded from the UTF-8
  /// bytes at `index`.
  static func character(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
    var iterator = bytes[index...].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return "an invalid UTF-8 byte"
    }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
      || scalar.properties.generalCategory == .format
    {
      return "'\(scalar.escaped(asASCII: true))' (\(code))"
    }
    return "'\(scalar)'"
  }

  private static func escaped(_ string: Substring) -> String {
    var result = ""
    for scalar in string.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        result += scalar.escaped(asASCII: true)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
