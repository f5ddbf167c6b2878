import Foundation

/// One of the two alphabets of RFC 4648 base64, with its lookup tables.
///
/// A class, so that passing an alphabet passes one reference rather than copying its tables.
final class Base64Alphabet: Sendable {
  /// `"standard"` or `"URL-safe"`, for messages.
  let name: String
  /// The 64 characters, by value.
  let characters: [UInt8]
  /// The value of each byte, or `invalid`.
  let values: [UInt8]
  /// The two characters that differ from the other alphabet, for messages.
  let otherAlphabet: (characters: String, wrapper: String)
  /// For each of the four positions of a group, 256 entries: the bits each character
  /// contributes to the group's three bytes (little-endian), or `invalidGroup`.
  let groupBits: [UInt32]

  static let invalid: UInt8 = 0xFF
  /// Any bit above the low 24 marks a character outside the alphabet.
  static let invalidGroup: UInt32 = 0x01FF_FFFF

  /// RFC 4648 §4: `A–Z a–z 0–9 + /`.
  static let standard = Base64Alphabet(
    name: "standard", last: "+/", otherAlphabet: ("'-' and '_'", "@Base64URLData"))

  /// RFC 4648 §5: `A–Z a–z 0–9 - _`.
  static let urlSafe = Base64Alphabet(
    name: "URL-safe", last: "-_", otherAlphabet: ("'+' and '/'", "@Base64Data"))

  private init(name: String, last: String, otherAlphabet: (String, String)) {
    self.name = name
    self.characters = Array(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789\(last)".utf8)
    var values = [UInt8](repeating: Self.invalid, count: 256)
    for (value, character) in characters.enumerated() {
      values[Int(character)] = UInt8(value)
    }
    self.values = values
    self.otherAlphabet = otherAlphabet
    var groupBits = [UInt32](repeating: Self.invalidGroup, count: 4 * 256)
    for (character, value) in values.enumerated() where value != Self.invalid {
      let value = UInt32(value)
      groupBits[character] = value << 2
      groupBits[256 + character] = value >> 4 | (value & 0x0F) << 12
      groupBits[512 + character] = (value >> 2) << 8 | (value & 0x03) << 22
      groupBits[768 + character] = value << 16
    }
    self.groupBits = groupBits
  }
}

/// RFC 4648 base64, decoded strictly and in one pass into the `Data` buffer.
///
/// Decoding accepts the alphabet's 64 characters, with or without the final `=` padding, and
/// refuses everything else: whitespace and line breaks, characters of the other alphabet,
/// padding that is misplaced, incomplete or excessive, an impossible length, and non-zero
/// unused bits in the last group (so that every byte sequence has one encoding, up to padding).
enum Base64Codec {
  /// The encoding of `data`, with `=` padding to a multiple of four characters or without.
  static func encode(_ data: Data, alphabet: Base64Alphabet, padded: Bool) -> String {
    let count = data.count
    guard count > 0 else { return "" }
    let remainder = count % 3
    let length = count / 3 * 4 + (remainder == 0 ? 0 : padded ? 4 : remainder + 1)
    return data.withUnsafeBytes { input in
      alphabet.characters.withUnsafeBufferPointer { table in
        String(utf8Capacity: length) { output in
          var i = 0
          var o = 0
          let fullEnd = count - remainder
          while i < fullEnd {
            let (a, b, c) = (input[i], input[i + 1], input[i + 2])
            output[o] = table[Int(a >> 2)]
            output[o + 1] = table[Int((a & 0x03) << 4 | b >> 4)]
            output[o + 2] = table[Int((b & 0x0F) << 2 | c >> 6)]
            output[o + 3] = table[Int(c & 0x3F)]
            i += 3
            o += 4
          }
          if remainder > 0 {
            let a = input[i]
            let b = remainder == 2 ? input[i + 1] : 0
            output[o] = table[Int(a >> 2)]
            output[o + 1] = table[Int((a & 0x03) << 4 | b >> 4)]
            o += 2
            if remainder == 2 {
              output[o] = table[Int((b & 0x0F) << 2)]
              o += 1
            }
            while padded, o < length {
              output[o] = UInt8(ascii: "=")
              o += 1
            }
          }
          return length
        }
      }
    }
  }

  /// The bytes a base64 string encodes.
  ///
  /// - Throws: ``TransformError`` quoting (a prefix of) the string and saying what is wrong
  ///   where.
  static func decode(_ string: String, alphabet: Base64Alphabet) throws -> Data {
    var contiguous = string
    return try contiguous.withUTF8 { bytes in
      do {
        return try decode(bytes, alphabet: alphabet)
      } catch let failure as Failure {
        throw TransformError(
          "\(DataCodingText.quoted(string)) is not base64 (\(alphabet.name) alphabet, padding "
            + "optional): \(failure.reason(in: bytes, alphabet: alphabet))")
      }
    }
  }

  /// Decodes the bytes; every error thrown is a `Failure`.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, alphabet: Base64Alphabet)
    throws -> Data
  {
    let count = bytes.count
    var end = count
    while end > 0, bytes[end - 1] == UInt8(ascii: "=") {
      end -= 1
    }
    let padding = count - end
    let remainder = end % 4
    if padding > 2 || (padding > 0 && (count % 4 != 0 || remainder == 0)) || remainder == 1 {
      // A character outside the alphabet explains more than the length does.
      if let index = firstInvalid(bytes, end: end, alphabet: alphabet) {
        throw Failure.invalidCharacter(index)
      }
      if padding > 2 { throw Failure.excessPadding(count: padding) }
      if padding > 0, remainder == 0 { throw Failure.paddingAfterCompleteGroup(at: end) }
      if padding > 0 { throw Failure.incompletePadding(length: count) }
      throw Failure.impossibleLength(end)
    }

    var data = Data(count: end / 4 * 3 + (remainder == 0 ? 0 : remainder - 1))
    // Every group is decoded and its bits accumulated; whether a character was outside the
    // alphabet is checked once, at the end, and explained only then.
    let (valid, lastGroup) = alphabet.groupBits.withUnsafeBufferPointer { bits in
      data.withUnsafeMutableBytes { (output: UnsafeMutableRawBufferPointer) -> (Bool, UInt32) in
        guard let input = bytes.baseAddress, let out = output.baseAddress,
          let bits = bits.baseAddress
        else { return (true, 0) }
        var flags: UInt32 = 0
        var i = 0
        var o = 0
        let fullEnd = end - remainder
        while i < fullEnd {
          let group =
            bits[Int(input[i])] | bits[256 + Int(input[i + 1])]
            | bits[512 + Int(input[i + 2])] | bits[768 + Int(input[i + 3])]
          flags |= group
          out.storeBytes(of: UInt8(truncatingIfNeeded: group), toByteOffset: o, as: UInt8.self)
          out.storeBytes(
            of: UInt8(truncatingIfNeeded: group >> 8), toByteOffset: o + 1, as: UInt8.self)
          out.storeBytes(
            of: UInt8(truncatingIfNeeded: group >> 16), toByteOffset: o + 2, as: UInt8.self)
          i += 4
          o += 3
        }
        guard remainder > 0 else { return (flags <= 0x00FF_FFFF, 0) }
        let group =
          bits[Int(input[i])] | bits[256 + Int(input[i + 1])]
          | (remainder == 3 ? bits[512 + Int(input[i + 2])] : 0)
        flags |= group
        out.storeBytes(of: UInt8(truncatingIfNeeded: group), toByteOffset: o, as: UInt8.self)
        if remainder == 3 {
          out.storeBytes(
            of: UInt8(truncatingIfNeeded: group >> 8), toByteOffset: o + 1, as: UInt8.self)
        }
        return (flags <= 0x00FF_FFFF, group)
      }
    }
    guard valid else {
      throw Failure.invalidCharacter(firstInvalid(bytes, end: end, alphabet: alphabet) ?? 0)
    }
    // The unused low bits of the last character must be zero: they would land in the byte
    // after the last one (bits 12–15 for two characters, 22–23 for three).
    if remainder == 2
      ? lastGroup & 0x0000_F000 != 0 : remainder == 3 && lastGroup & 0x00C0_0000 != 0
    {
      throw Failure.nonCanonical(lastGroupStart: end - remainder, length: remainder)
    }
    return data
  }

  /// The index of the character that best explains a failure, found only when decoding fails:
  /// the first that is neither in the alphabet nor `=`, else the first `=` before the final
  /// padding, else `nil`.
  private static func firstInvalid(
    _ bytes: UnsafeBufferPointer<UInt8>, end: Int, alphabet: Base64Alphabet
  ) -> Int? {
    let equals = UInt8(ascii: "=")
    if let index = bytes.firstIndex(where: {
      $0 != equals && alphabet.values[Int($0)] == Base64Alphabet.invalid
    }) {
      return index
    }
    return bytes[..<end].firstIndex(of: equals)
  }

  /// Why a string is not base64; the message is built only when decoding fails.
  private enum Failure: Error {
    case invalidCharacter(Int)
    case excessPadding(count: Int)
    case incompletePadding(length: Int)
    case paddingAfterCompleteGroup(at: Int)
    case impossibleLength(Int)
    case nonCanonical(lastGroupStart: Int, length: Int)

    func reason(in bytes: UnsafeBufferPointer<UInt8>, alphabet: Base64Alphabet) -> String {
      switch self {
      case .invalidCharacter(let index):
        let character = DataCodingText.character(in: bytes, at: index)
        switch bytes[index] {
        case UInt8(ascii: "="):
          return "padding '=' at index \(index) is not at the end"
        case UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"):
          return "\(character) at index \(index) is not in the \(alphabet.name) alphabet "
            + "(\(alphabet.otherAlphabet.characters) belong to the other alphabet: use "
            + "\(alphabet.otherAlphabet.wrapper))"
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          return "\(character) at index \(index) is whitespace, which is not allowed"
        default:
          return "\(character) at index \(index) is not a base64 character"
        }
      case .excessPadding(let count):
        return "it ends with \(count) '=', and padding is at most 2"
      case .paddingAfterCompleteGroup(let index):
        return "padding '=' at index \(index) follows a complete group of 4 characters"
      case .incompletePadding(let length):
        return "padded base64 has a length that is a multiple of 4, not \(length)"
      case .impossibleLength(let length):
        return "a length of \(length) without padding leaves a single character in the last group"
      case .nonCanonical(let start, let length):
        let group = String(decoding: bytes[start..<start + length], as: UTF8.self)
        return "the last group '\(group)' has non-zero unused bits (the canonical encoding "
          + "ends with '\(canonical(group, alphabet: alphabet))')"
      }
    }

    /// The group with its unused bits cleared.
    private func canonical(_ group: String, alphabet: Base64Alphabet) -> String {
      var characters = Array(group.utf8)
      guard let last = characters.last else { return group }
      let value = alphabet.values[Int(last)]
      let mask: UInt8 = characters.count == 2 ? 0x30 : 0x3C
      characters[characters.count - 1] = alphabet.characters[Int(value & mask)]
      return String(decoding: characters, as: UTF8.self)
    }
  }
}
