import Foundation

/// Hexadecimal text, two digits per byte, decoded in one pass into the `Data` buffer.
///
/// Decoding accepts the digits `0–9`, `a–f` and `A–F`, mixed freely, in pairs; it refuses an odd
/// length and any other character — a `0x` prefix, whitespace, `:` or `-` separators.
enum HexCodec {
  private static let lowercase = Array("0123456789abcdef".utf8)
  private static let uppercase = Array("0123456789ABCDEF".utf8)
  private static let invalid: UInt8 = 0xFF

  /// The value of each byte as a hexadecimal digit, or `invalid`.
  private static let values: [UInt8] = {
    var values = [UInt8](repeating: invalid, count: 256)
    for (value, digit) in lowercase.enumerated() {
      values[Int(digit)] = UInt8(value)
    }
    for (value, digit) in uppercase.enumerated() {
      values[Int(digit)] = UInt8(value)
    }
    return values
  }()

  /// The hexadecimal text of `data`, two digits per byte.
  static func encode(_ data: Data, uppercase: Bool) -> String {
    let length = data.count * 2
    guard length > 0 else { return "" }
    return data.withUnsafeBytes { input in
      (uppercase ? Self.uppercase : Self.lowercase).withUnsafeBufferPointer { digits in
        String(utf8Capacity: length) { output in
          var o = 0
          for byte in input {
            output[o] = digits[Int(byte >> 4)]
            output[o + 1] = digits[Int(byte & 0x0F)]
            o += 2
          }
          return length
        }
      }
    }
  }

  /// The bytes a hexadecimal string encodes.
  ///
  /// - Throws: ``TransformError`` quoting (a prefix of) the string and saying what is wrong
  ///   where.
  static func decode(_ string: String) throws -> Data {
    var contiguous = string
    return try contiguous.withUTF8 { bytes in
      guard bytes.count % 2 == 0 else {
        // A character that is not a digit explains the length better than the length does.
        if let index = bytes.firstIndex(where: { values[Int($0)] == invalid }) {
          throw notHexadecimal(string, invalidCharacterAt: index, in: bytes)
        }
        throw notHexadecimal(string, "its length \(bytes.count) is odd")
      }
      var data = Data(count: bytes.count / 2)
      let invalidIndex: Int? = data.withUnsafeMutableBytes {
        (output: UnsafeMutableRawBufferPointer) in
        values.withUnsafeBufferPointer { table in
          var i = 0
          var o = 0
          while i < bytes.count {
            let high = table[Int(bytes[i])]
            let low = table[Int(bytes[i + 1])]
            // Digits are 0...15; `invalid` has the high bits set.
            if (high | low) & 0xF0 != 0 {
              return high & 0xF0 != 0 ? i : i + 1
            }
            output[o] = high << 4 | low
            i += 2
            o += 1
          }
          return nil
        }
      }
      if let index = invalidIndex {
        throw notHexadecimal(string, invalidCharacterAt: index, in: bytes)
      }
      return data
    }
  }

  // The messages, built only when decoding fails.

  private static func notHexadecimal(
    _ string: String, invalidCharacterAt index: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> TransformError {
    notHexadecimal(
      string,
      "\(DataCodingText.character(in: bytes, at: index)) at index \(index) is not a hexadecimal "
        + "digit")
  }

  private static func notHexadecimal(_ string: String, _ reason: String) -> TransformError {
    TransformError(
      "\(DataCodingText.quoted(string)) is not hexadecimal (two digits per byte, any case): "
        + reason)
  }
}
