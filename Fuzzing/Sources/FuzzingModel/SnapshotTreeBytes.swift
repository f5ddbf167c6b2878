import CodableTransforms
import Foundation

/// Turns arbitrary bytes into a snapshot tree, and a tree into bytes, for the snapshot harness.
///
/// The bytes are a small prefix language: a tag byte, then its payload. Tags (the byte modulo 16):
/// `0` `NSNull`; `1`/`2` `true`/`false`; `3` an `Int` (8 bytes); `4` a small `Int` (1 byte);
/// `5` a `Double` (8 bytes, any bit pattern: `NaN`, infinities, subnormals); `6` a string (a
/// length byte, then UTF-8, invalid sequences replaced); `7` a known string (an index byte into
/// ``knownStrings``); `8` an array and `9` a dictionary (a count byte, then the elements; a
/// dictionary key is a known string when its byte is below `0x80`, else a string); `10`–`12` an `NSNumber` holding a Boolean, an integer or a double; `13` a `Date` (8 bytes,
/// non-finite read as 0); `14` `Data` (a length byte, then the bytes); `15` an `NSString`. The
/// root is a dictionary without its tag. Running out of bytes gives `NSNull`, and ends arrays and
/// dictionaries, so every input builds a tree with at most one element per byte.
public struct SnapshotTreeBytes: Sendable {
  /// The deepest nesting built: deeper than `SnapshotDecoder.maximumDepth` (128), so that its
  /// limit is reached.
  static let maximumDepth = 200

  /// The strings inputs reach by index: a model's keys and sample strings, sorted.
  public let knownStrings: [String]

  /// A language whose inputs reach `knownStrings` by index.
  ///
  /// - Parameter knownStrings: At least one string.
  public init(knownStrings: [String]) {
    precondition(!knownStrings.isEmpty, "the snapshot tree language needs a known string")
    self.knownStrings = knownStrings
  }

  /// The tree the bytes describe.
  ///
  /// - Parameter data: Any bytes.
  /// - Returns: A dictionary of Swift and Foundation values.
  public func tree(from data: Data) -> [String: Any] {
    var reader = Reader(bytes: [UInt8](data), knownStrings: knownStrings)
    return reader.dictionary(depth: 0)
  }

  /// The bytes that build `value` (an object) in every instance of the language: keys and
  /// strings are written out, never by index, so that a seed means the same tree when a model's
  /// known strings change.
  ///
  /// - Parameter value: The tree; arrays and objects hold at most 255 elements, strings at most
  ///   255 bytes.
  /// - Returns: Bytes that ``tree(from:)`` turns back into the tree.
  public static func bytes(for value: SnapshotValue) -> [UInt8] {
    guard case .object(let members) = value else { return [] }
    return dictionaryBytes(members)
  }

  private static func dictionaryBytes(_ members: [String: SnapshotValue]) -> [UInt8] {
    let sorted = members.keys.sorted().prefix(255)
    var bytes: [UInt8] = [UInt8(sorted.count)]
    for key in sorted {
      bytes.append(0x80)
      bytes += stringBytes(key)
      bytes += valueBytes(members[key] ?? .null)
    }
    return bytes
  }

  private static func stringBytes(_ string: String) -> [UInt8] {
    let utf8 = Array(string.utf8.prefix(255))
    return [UInt8(utf8.count)] + utf8
  }

  private static func valueBytes(_ value: SnapshotValue) -> [UInt8] {
    switch value {
    case .null: return [0]
    case .bool(let bool): return [bool ? 1 : 2]
    case .integer(let integer): return [3] + withUnsafeBytes(of: integer.littleEndian, Array.init)
    case .double(let double):
      return [5] + withUnsafeBytes(of: double.bitPattern.littleEndian, Array.init)
    case .string(let string): return [6] + stringBytes(string)
    case .array(let values):
      let kept = values.prefix(255)
      return [8, UInt8(kept.count)] + kept.flatMap(valueBytes)
    case .object(let members): return [9] + dictionaryBytes(members)
    case .decimal(let decimal):
      return valueBytes(.double(NSDecimalNumber(decimal: decimal).doubleValue))
    case .timestamp(let timestamp):
      return valueBytes(
        .object([
          "seconds": .integer(timestamp.seconds),
          "nanoseconds": .integer(Int64(timestamp.nanoseconds)),
        ]))
    case .geoPoint(let point):
      return valueBytes(
        .object(["latitude": .double(point.latitude), "longitude": .double(point.longitude)]))
    case .date(let date):
      return [13]
        + withUnsafeBytes(of: date.timeIntervalSince1970.bitPattern.littleEndian, Array.init)
    case .data(let data): return [14, UInt8(min(data.count, 255))] + data.prefix(255)
    case .native:
      // The byte form builds trees of plain values only; an opaque native value has none.
      return [0]
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    let knownStrings: [String]
    var position = 0

    mutating func byte() -> UInt8? {
      guard position < bytes.count else { return nil }
      defer { position += 1 }
      return bytes[position]
    }

    mutating func word() -> UInt64 {
      var word: UInt64 = 0
      for shift in stride(from: 0, to: 64, by: 8) {
        word |= UInt64(byte() ?? 0) << UInt64(shift)
      }
      return word
    }

    mutating func string() -> String {
      let length = Int(byte() ?? 0)
      let end = min(bytes.count, position + length)
      defer { position = end }
      return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    mutating func dictionary(depth: Int) -> [String: Any] {
      var dictionary: [String: Any] = [:]
      for _ in 0..<Int(byte() ?? 0) {
        guard let keyByte = byte() else { break }
        let key =
          keyByte < 0x80
          ? knownStrings[Int(keyByte) % knownStrings.count] : string()
        dictionary[key] = value(depth: depth + 1)
      }
      return dictionary
    }

    mutating func value(depth: Int) -> Any {
      guard let tag = byte(), depth < maximumDepth else { return NSNull() }
      switch tag % 16 {
      case 0: return NSNull()
      case 1: return true
      case 2: return false
      case 3: return Int(truncatingIfNeeded: word())
      case 4: return Int(Int8(truncatingIfNeeded: byte() ?? 0))
      case 5: return Double(bitPattern: word())
      case 6: return string()
      case 7: return knownStrings[Int(byte() ?? 0) % knownStrings.count]
      case 8:
        // An array ends where the input does: a few bytes must not build a large tree of nulls,
        // which would cost every input the time of its largest collection.
        var elements: [Any] = []
        for _ in 0..<Int(byte() ?? 0) where position < bytes.count {
          elements.append(value(depth: depth + 1))
        }
        return elements
      case 9: return dictionary(depth: depth)
      case 10: return NSNumber(value: (byte() ?? 0) & 1 == 1)
      case 11: return NSNumber(value: Int64(truncatingIfNeeded: word()))
      case 12: return NSNumber(value: Double(bitPattern: word()))
      case 13:
        let interval = Double(bitPattern: word())
        return Date(timeIntervalSince1970: interval.isFinite ? interval : 0)
      case 14:
        let length = Int(byte() ?? 0)
        let end = min(bytes.count, position + length)
        defer { position = end }
        return Data(bytes[position..<end])
      default: return NSString(string: string())
      }
    }
  }
}
