import Foundation

/// A change to the serialized bytes of an input, as ``ConformanceCheck/mutatedInputs`` makes them
/// for coders with a byte form: truncation, flipped bits, inserted, deleted, replaced or
/// duplicated bytes.
struct ByteMutation: Sendable, CustomStringConvertible {
  /// What was done, such as `"bit 3 of byte 17 flipped"`.
  var description: String

  /// Bytes that mean something in JSON, property lists or XML.
  private static let significant: [UInt8] =
    Array("{}[]\",:\\<>/=0129-e.+ \n".utf8) + [
      0x00, 0x7F, 0x80, 0xC3, 0xFF, 0x10, 0x13, 0x23, 0x33, 0x5F, 0xD0,
    ]

  /// Applies one to three random changes to `data`.
  ///
  /// - Returns: The changed bytes and what was done.
  static func mutate(_ data: Data, _ random: inout SeededRandomNumberGenerator)
    -> (Data, ByteMutation)
  {
    var bytes = [UInt8](data)
    var done: [String] = []
    for _ in 0..<(random.chance(0.7) ? 1 : Int.random(in: 2...3, using: &random)) {
      guard !bytes.isEmpty else {
        bytes = [random.element(of: significant)]
        done.append("empty input replaced by one byte")
        continue
      }
      let index = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        bytes.removeSubrange(index...)
        done.append("truncated to \(index) bytes")
      case 1:
        let bit = Int.random(in: 0..<8, using: &random)
        bytes[index] ^= 1 << bit
        done.append("bit \(bit) of byte \(index) flipped")
      case 2:
        let byte = random.element(of: significant)
        bytes.insert(byte, at: index)
        done.append("byte 0x\(String(byte, radix: 16)) inserted at \(index)")
      case 3:
        bytes.remove(at: index)
        done.append("byte \(index) deleted")
      case 4:
        let byte = random.element(of: significant)
        bytes[index] = byte
        done.append("byte \(index) replaced by 0x\(String(byte, radix: 16))")
      default:
        let end = min(bytes.count, index + Int.random(in: 1...16, using: &random))
        let slice = bytes[index..<end]
        let at = Int.random(in: 0...bytes.count, using: &random)
        bytes.insert(contentsOf: slice, at: at)
        done.append("bytes \(index)..<\(end) copied to \(at)")
      }
    }
    return (Data(bytes), ByteMutation(description: done.joined(separator: ", ")))
  }
}
