import CodableTransforms
import Foundation

// A lossy collection against the plain collection (no bad elements: the cost of being lossy),
// and against a hand-written lossy loop (bad elements: the cost of the wrapper's bookkeeping).

struct Item: Codable, Sendable, Hashable {
  var id: Int
  var name: String
  var score: Double
}

func item(_ index: Int) -> Item {
  Item(id: index, name: "item \(index)", score: Double(index % 1000) / 8)
}

/// Ten items per record; with `bad`, every tenth has a string `id` and cannot decode.
func itemTree(_ record: Int, _ position: Int, bad: Bool) -> [String: Any] {
  let index = record * 10 + position
  let good = item(index)
  return [
    "id": bad && position == 3 ? "#\(index)" as Any : good.id, "name": good.name,
    "score": good.score,
  ]
}

/// The key of the records that hold a collection, shared by both sides of a case.
enum ItemsKeys: CodingKey {
  case items
}

/// An element decoded only to move past it, in a hand-written lossy loop.
struct HandSkip: Decodable {
  init(from decoder: any Decoder) {}
}

// MARK: - LossyArray

struct LossyArrayRecord: Codable, Sendable {
  typealias CodingKeys = ItemsKeys

  @LossyArray var items: [Item]
}

struct PlainArrayRecord: Codable, Sendable {
  typealias CodingKeys = ItemsKeys

  var items: [Item]
}

/// Decodes each element, and on failure keeps the error with the element's coding path and
/// skips the element: the wrapper's behaviour, by hand.
struct HandLossyArrayRecord: Codable, Sendable {
  var items: [Item]
  var errors: [String] = []

  private typealias CodingKeys = ItemsKeys

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var elements = try container.nestedUnkeyedContainer(forKey: .items)
    var items: [Item] = []
    if let count = elements.count { items.reserveCapacity(count) }
    var errors: [(error: any Error, codingPath: [any CodingKey])] = []
    while !elements.isAtEnd {
      let index = elements.currentIndex
      do {
        items.append(try elements.decode(Item.self))
      } catch {
        errors.append((error, elements.codingPath + [ElementIndex(index)]))
        _ = try elements.decode(HandSkip.self)
      }
    }
    self.items = items
    self.errors = errors.map { _ in "dropped" }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(items, forKey: .items)
  }
}

/// A document that is a lossy array, decoded by a type of the app's own.
///
/// It calls the wrapper's `init(from:)` directly, so that the wrapper's code is specialized for
/// `Item`, as inside a struct. Decoded as `LossyArray<Item>` itself, the coder calls the same
/// `init(from:)` through the generic conformance, unspecialized.
struct ItemsDocument: Codable, Sendable {
  var wrappedValue: [Item]

  init(from decoder: any Decoder) {
    wrappedValue = LossyArray<Item>(from: decoder).wrappedValue
  }

  func encode(to encoder: any Encoder) throws {
    try LossyArray(wrappedValue: wrappedValue).encode(to: encoder)
  }
}

// MARK: - LossyDictionary

struct LossyDictionaryRecord: Codable, Sendable {
  typealias CodingKeys = ItemsKeys

  @LossyDictionary var items: [String: Item]
}

struct PlainDictionaryRecord: Codable, Sendable {
  typealias CodingKeys = ItemsKeys

  var items: [String: Item]
}

// MARK: - LossyOptional

struct LossyOptionalRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @LossyOptional var a: Item?
  @LossyOptional var b: Item?
  @LossyOptional var c: Item?
  @LossyOptional var d: Item?
}

struct PlainOptionalRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  var a: Item?
  var b: Item?
  var c: Item?
  var d: Item?
}

// MARK: - LossySet

struct LossySetRecord: Codable, Sendable {
  typealias CodingKeys = ItemsKeys

  @LossySet var items: Set<Item>
}

struct PlainSetRecord: Codable, Sendable {
  typealias CodingKeys = ItemsKeys

  var items: Set<Item>
}

// MARK: - Lossy<URLString<URL>>.Array

/// The key of the records that hold a list of links.
enum LinksKeys: CodingKey {
  case links
}

struct LossyLinksRecord: Codable, Sendable {
  typealias CodingKeys = LinksKeys

  @Lossy<URLString<URL>>.Array var links: [URL]
}

/// Reads each link as a string and converts it with the same transform; on failure keeps the
/// error with the element's coding path and skips the element — the wrapper's behaviour, by
/// hand.
struct HandLossyLinksRecord: Codable, Sendable {
  var links: [URL]
  var errors: [String] = []

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: LinksKeys.self)
    var elements = try container.nestedUnkeyedContainer(forKey: .links)
    var links: [URL] = []
    if let count = elements.count { links.reserveCapacity(count) }
    var errors: [(error: any Error, codingPath: [any CodingKey])] = []
    while !elements.isAtEnd {
      let index = elements.currentIndex
      do {
        let string = try elements.decode(String.self)
        do {
          links.append(try URLStringTransform.decode(string))
        } catch {
          let path = elements.codingPath + [ElementIndex(index)]
          errors.append(
            (
              DecodingError.dataCorrupted(
                .init(codingPath: path, debugDescription: "\(error)", underlyingError: error)),
              path
            ))
        }
      } catch {
        errors.append((error, elements.codingPath + [ElementIndex(index)]))
        _ = try elements.decode(HandSkip.self)
      }
    }
    self.links = links
    self.errors = errors.map { _ in "dropped" }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: LinksKeys.self)
    var elements = container.nestedUnkeyedContainer(forKey: .links)
    for link in links {
      try elements.encode(URLStringTransform.encode(link).string)
    }
  }
}

/// Ten links per record; with `bad`, the fourth is empty and the eighth a number.
func linksTree(_ record: Int, bad: Bool) -> [String: Any] {
  [
    "links": (0..<10).map { position -> Any in
      if bad, position == 3 { return "" }
      if bad, position == 7 { return record }
      return link(record * 10 + position).absoluteString
    }
  ]
}

func link(_ index: Int) -> URL {
  URL(string: "https://cdn.example.org/assets/\(index % 997)/image.png?v=\(index)")!
}

/// Records of ten links, two of which cannot decode.
func linksWithBadElements(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { linksTree($0, bad: true) }
}

/// Records of ten items, one of which cannot decode.
func itemsWithBadElements(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { record in
    ["items": (0..<10).map { itemTree(record, $0, bad: true) }]
  }
}

/// Documents of ten items, one of which cannot decode: each record is the array itself.
func itemDocumentsWithBadElements(_ count: Int, _ format: CoderFormat) throws -> Data {
  try format.serialize(
    (0..<count).map { record in (0..<10).map { itemTree(record, $0, bad: true) } })
}

extension RatioCases {
  static let lossyCoding =
    RatioCase.pairs(
      suite: "LossyCoding", name: "LossyArray (0% bad)", subject: LossyArrayRecord.self,
      baseline: PlainArrayRecord.self, baselineName: "a plain [T]", target: 1.03, records: 100
    ) { record in
      LossyArrayRecord(items: (0..<10).map { item(record * 10 + $0) })
    }
    + RatioCase.pairs(
      suite: "LossyCoding", name: "LossyArray (10% bad)", subject: LossyArrayRecord.self,
      baseline: HandLossyArrayRecord.self, baselineName: "a hand-written lossy loop",
      directions: [.decode], records: 100,
      payload: itemsWithBadElements
    ) { _ in LossyArrayRecord(items: []) }
    + RatioCase.pairs(
      suite: "LossyCoding", name: "LossyArray<Item> as the document (10% bad)",
      subject: LossyArray<Item>.self, baseline: ItemsDocument.self,
      baselineName: "its init(from:) called from the app's own type", target: 1.01,
      directions: [.decode], records: 100, payload: itemDocumentsWithBadElements
    ) { _ in LossyArray(wrappedValue: []) }
    + RatioCase.pairs(
      suite: "LossyCoding", name: "Lossy<URLString<URL>>.Array (0% bad)",
      subject: LossyLinksRecord.self, baseline: HandLossyLinksRecord.self,
      baselineName: "a hand-written lossy loop", records: 100
    ) { record in
      LossyLinksRecord(links: (0..<10).map { link(record * 10 + $0) })
    }
    + RatioCase.pairs(
      suite: "LossyCoding", name: "Lossy<URLString<URL>>.Array (20% bad)",
      subject: LossyLinksRecord.self, baseline: HandLossyLinksRecord.self,
      baselineName: "a hand-written lossy loop", directions: [.decode], records: 100,
      payload: linksWithBadElements
    ) { _ in LossyLinksRecord(links: []) }
    + RatioCase.pairs(
      suite: "LossyCoding", name: "LossyDictionary (0% bad)", subject: LossyDictionaryRecord.self,
      baseline: PlainDictionaryRecord.self, baselineName: "a plain [String: T]", target: 1.03,
      records: 100
    ) { record in
      LossyDictionaryRecord(
        items: Dictionary(uniqueKeysWithValues: (0..<10).map { ("k\($0)", item(record * 10 + $0)) })
      )
    }
    + RatioCase.pairs(
      suite: "LossyCoding", name: "LossyOptional", subject: LossyOptionalRecord.self,
      baseline: PlainOptionalRecord.self, baselineName: "a plain T?"
    ) { index in
      LossyOptionalRecord(a: item(index), b: item(index + 1), c: item(index + 2), d: nil)
    }
    + RatioCase.pairs(
      suite: "LossyCoding", name: "LossySet (0% bad)", subject: LossySetRecord.self,
      baseline: PlainSetRecord.self, baselineName: "a plain Set<T>", target: 1.03, records: 100,
      unorderedArrays: true
    ) { record in
      LossySetRecord(items: Set((0..<10).map { item(record * 10 + $0) }))
    }
}
