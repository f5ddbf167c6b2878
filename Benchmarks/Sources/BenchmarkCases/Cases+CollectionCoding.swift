import CodableTransforms
import Foundation

// The collection wrappers against the same rules written by hand with the containers' concrete
// methods.

// MARK: - OneOrMany

struct OneOrManyRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @OneOrMany var a: [String]
  @OneOrMany var b: [String]
  @OneOrMany var c: [Int]
  @OneOrMany var d: [Int]
}

/// Opens a nested unkeyed container; on `typeMismatch`, reads the single value instead.
struct HandOneOrManyRecord: Codable, Sendable {
  var a: [String]
  var b: [String]
  var c: [Int]
  var d: [Int]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try Self.strings(container, .a)
    b = try Self.strings(container, .b)
    c = try Self.integers(container, .c)
    d = try Self.integers(container, .d)
  }

  @inline(__always)
  static func strings(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys) throws
    -> [String]
  {
    var elements: any UnkeyedDecodingContainer
    do {
      elements = try container.nestedUnkeyedContainer(forKey: key)
    } catch DecodingError.typeMismatch {
      return [try container.decode(String.self, forKey: key)]
    }
    var values: [String] = []
    if let count = elements.count { values.reserveCapacity(count) }
    while !elements.isAtEnd { values.append(try elements.decode(String.self)) }
    return values
  }

  @inline(__always)
  static func integers(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys) throws
    -> [Int]
  {
    var elements: any UnkeyedDecodingContainer
    do {
      elements = try container.nestedUnkeyedContainer(forKey: key)
    } catch DecodingError.typeMismatch {
      return [try container.decode(Int.self, forKey: key)]
    }
    var values: [Int] = []
    if let count = elements.count { values.reserveCapacity(count) }
    while !elements.isAtEnd { values.append(try elements.decode(Int.self)) }
    return values
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    var elements = container.nestedUnkeyedContainer(forKey: .a)
    for value in a { try elements.encode(value) }
    elements = container.nestedUnkeyedContainer(forKey: .b)
    for value in b { try elements.encode(value) }
    elements = container.nestedUnkeyedContainer(forKey: .c)
    for value in c { try elements.encode(value) }
    elements = container.nestedUnkeyedContainer(forKey: .d)
    for value in d { try elements.encode(value) }
  }
}

/// `a` and `d` single values, `b` and `c` arrays.
func oneOrManyPayload(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { index in
    [
      "a": "tag \(index)", "b": ["x\(index)", "y", "z\(index % 5)"], "c": [index, index + 1],
      "d": index * 7,
    ]
  }
}

// MARK: - CommaSeparated

struct CommaSeparatedRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @CommaSeparated var a: [String]
  @CommaSeparated var b: [Int]
  @CommaSeparated var c: [String]
  @CommaSeparated var d: [Int]
}

/// Splits the string at each comma and converts each part with `init?(_:)`; joins the parts'
/// `description`s, refusing a part that holds a comma or a lone empty part.
struct HandCommaSeparatedRecord: Codable, Sendable {
  var a: [String]
  var b: [Int]
  var c: [String]
  var d: [Int]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try Self.values(container, .a)
    b = try Self.values(container, .b)
    c = try Self.values(container, .c)
    d = try Self.values(container, .d)
  }

  @inline(__always)
  static func values<Element: LosslessStringConvertible>(
    _ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys
  ) throws -> [Element] {
    let string = try container.decode(String.self, forKey: key)
    if string.isEmpty { return [] }
    var values: [Element] = []
    for (position, part) in string.split(separator: ",", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let value = Element(String(part)) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription:
            "'\(part)' (value \(position + 1) of '\(string)', separated by ',') is not "
            + "\(Element.self) written as text")
      }
      values.append(value)
    }
    return values
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try Self.encode(a, &container, .a)
    try Self.encode(b, &container, .b)
    try Self.encode(c, &container, .c)
    try Self.encode(d, &container, .d)
  }

  @inline(__always)
  static func encode<Element: LosslessStringConvertible>(
    _ values: [Element], _ container: inout KeyedEncodingContainer<FourKeys>, _ key: FourKeys
  ) throws {
    let parts = values.map(\.description)
    if parts == [""] || parts.contains(where: { $0.contains(",") }) {
      throw EncodingError.invalidValue(
        values,
        EncodingError.Context(
          codingPath: container.codingPath + [key],
          debugDescription:
            "\(parts) cannot be written joined by ',': a value contains the separator, or the "
            + "only value is empty"))
    }
    try container.encode(parts.joined(separator: ","), forKey: key)
  }
}

func commaSeparatedRecord(_ index: Int) -> CommaSeparatedRecord {
  CommaSeparatedRecord(
    a: ["red", "green", "blue\(index % 10)"], b: [index, index * 3, 42, -7],
    c: ["tag\(index)", "x"], d: [index % 100])
}

// MARK: - NoDuplicates

struct NoDuplicatesRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @NoDuplicates var a: Set<String>
  @NoDuplicates var b: Set<Int>
  @NoDuplicates var c: Set<String>
  @NoDuplicates var d: Set<Int>
}

/// Reads the elements into an array and a set; a repeated element is an error naming the index
/// of its first occurrence.
struct HandNoDuplicatesRecord: Codable, Sendable {
  var a: Set<String>
  var b: Set<Int>
  var c: Set<String>
  var d: Set<Int>

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try Self.set(container, .a) { try $0.decode(String.self) }
    b = try Self.set(container, .b) { try $0.decode(Int.self) }
    c = try Self.set(container, .c) { try $0.decode(String.self) }
    d = try Self.set(container, .d) { try $0.decode(Int.self) }
  }

  @inline(__always)
  static func set<Element: Hashable>(
    _ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys,
    _ decode: (inout any UnkeyedDecodingContainer) throws -> Element
  ) throws -> Set<Element> {
    var elements = try container.nestedUnkeyedContainer(forKey: key)
    let count = elements.count ?? 0
    var order: [Element] = []
    order.reserveCapacity(count)
    var values = Set<Element>(minimumCapacity: count)
    while !elements.isAtEnd {
      let index = elements.currentIndex
      let value = try decode(&elements)
      guard values.insert(value).inserted else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: elements.codingPath + [ElementIndex(index)],
            debugDescription:
              "'\(value)' repeats the element at index \(order.firstIndex(of: value) ?? 0); a "
              + "set lists each once"))
      }
      order.append(value)
    }
    return values
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    var elements = container.nestedUnkeyedContainer(forKey: .a)
    for value in a { try elements.encode(value) }
    elements = container.nestedUnkeyedContainer(forKey: .b)
    for value in b { try elements.encode(value) }
    elements = container.nestedUnkeyedContainer(forKey: .c)
    for value in c { try elements.encode(value) }
    elements = container.nestedUnkeyedContainer(forKey: .d)
    for value in d { try elements.encode(value) }
  }
}

func noDuplicatesRecord(_ index: Int) -> NoDuplicatesRecord {
  NoDuplicatesRecord(
    a: ["red", "green", "blue", "tag\(index)", "x\(index % 10)"],
    b: [index, index + 1, index * 3 + 2, -index - 1, 1_000_000 + index],
    c: ["only\(index)", "two"], d: [index])
}

extension RatioCases {
  static let collectionCoding =
    RatioCase.pairs(
      suite: "CollectionCoding", name: "OneOrMany", subject: OneOrManyRecord.self,
      baseline: HandOneOrManyRecord.self, payload: oneOrManyPayload
    ) { _ in OneOrManyRecord(a: [], b: [], c: [], d: []) }
    + RatioCase.pairs(
      suite: "CollectionCoding", name: "CommaSeparated", subject: CommaSeparatedRecord.self,
      baseline: HandCommaSeparatedRecord.self, make: commaSeparatedRecord)
    + RatioCase.pairs(
      suite: "CollectionCoding", name: "NoDuplicates", subject: NoDuplicatesRecord.self,
      baseline: HandNoDuplicatesRecord.self, unorderedArrays: true, make: noDuplicatesRecord)
}
