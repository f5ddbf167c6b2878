import CodableTransforms
import Foundation

// Polymorphic values against a hand-written `init(from:)` that reads the tag with the
// container's concrete method and switches over it, and an `encode(to:)` that writes the tag and
// then the payload into the same object. Each record holds four internally tagged values of
// three payload types and a unit variant.

struct BenchCircle: Codable, Sendable {
  var radius: Double
}

struct BenchRectangle: Codable, Sendable {
  var width: Double
  var height: Double
}

struct BenchLabel: Codable, Sendable {
  var text: String
  var size: Int
}

/// The library's form: an enum that is its own family.
enum BenchShape: PolymorphicCodable, Sendable {
  case circle(BenchCircle)
  case rectangle(BenchRectangle)
  case label(BenchLabel)
  case empty

  static let variants: [PolymorphicVariant<BenchShape>] = [
    .variant("circle", BenchCircle.self, embed: BenchShape.circle) {
      if case .circle(let circle) = $0 { circle } else { nil }
    },
    .variant("rectangle", BenchRectangle.self, embed: BenchShape.rectangle) {
      if case .rectangle(let rectangle) = $0 { rectangle } else { nil }
    },
    .variant("label", BenchLabel.self, embed: BenchShape.label) {
      if case .label(let label) = $0 { label } else { nil }
    },
    .unit("empty", .empty) { if case .empty = $0 { true } else { false } },
  ]

  static func make(_ index: Int) -> BenchShape {
    switch index % 4 {
    case 0: .circle(BenchCircle(radius: Double(index) / 4))
    case 1: .rectangle(BenchRectangle(width: 2, height: Double(index)))
    case 2: .label(BenchLabel(text: "label \(index)", size: index % 30))
    default: .empty
    }
  }
}

/// The same enum, coded by hand.
enum HandShape: Codable, Sendable {
  case circle(BenchCircle)
  case rectangle(BenchRectangle)
  case label(BenchLabel)
  case empty

  private enum TagKey: String, CodingKey {
    case type
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TagKey.self)
    let tag = try container.decode(String.self, forKey: .type)
    switch tag {
    case "circle": self = .circle(try BenchCircle(from: decoder))
    case "rectangle": self = .rectangle(try BenchRectangle(from: decoder))
    case "label": self = .label(try BenchLabel(from: decoder))
    case "empty": self = .empty
    default:
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [TagKey.type],
          debugDescription: "'\(tag)' is not a tag of Shape"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TagKey.self)
    switch self {
    case .circle(let circle):
      try container.encode("circle", forKey: .type)
      try circle.encode(to: encoder)
    case .rectangle(let rectangle):
      try container.encode("rectangle", forKey: .type)
      try rectangle.encode(to: encoder)
    case .label(let label):
      try container.encode("label", forKey: .type)
      try label.encode(to: encoder)
    case .empty:
      try container.encode("empty", forKey: .type)
    }
  }
}

struct ShapeRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  var a: BenchShape
  var b: BenchShape
  var c: BenchShape?
  var d: BenchShape?
}

struct HandShapeRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  var a: HandShape
  var b: HandShape
  var c: HandShape?
  var d: HandShape?
}

// MARK: - A registered family behind `@Polymorphic`

protocol BenchFigure: Codable, Sendable {}
extension BenchCircle: BenchFigure {}
extension BenchRectangle: BenchFigure {}
extension BenchLabel: BenchFigure {}

enum BenchFigures: PolymorphicFamily {
  static let variants: [PolymorphicVariant<any BenchFigure>] = [
    .type(BenchCircle.self, tag: "circle"),
    .type(BenchRectangle.self, tag: "rectangle"),
    .type(BenchLabel.self, tag: "label"),
  ]

  static func make(_ index: Int) -> any BenchFigure {
    switch index % 3 {
    case 0: BenchCircle(radius: Double(index) / 4)
    case 1: BenchRectangle(width: 2, height: Double(index))
    default: BenchLabel(text: "label \(index)", size: index % 30)
    }
  }
}

struct FigureRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @Polymorphic<BenchFigures> var a: any BenchFigure
  @Polymorphic<BenchFigures> var b: any BenchFigure
  @Polymorphic<BenchFigures>.Optional var c: (any BenchFigure)?
  @Polymorphic<BenchFigures>.Optional var d: (any BenchFigure)?
}

/// A box whose `init(from:)` switches over the tag and casts, as code without the library would.
struct HandFigureBox: Codable, Sendable {
  var figure: any BenchFigure

  init(_ figure: any BenchFigure) {
    self.figure = figure
  }

  private enum TagKey: String, CodingKey {
    case type
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TagKey.self)
    let tag = try container.decode(String.self, forKey: .type)
    switch tag {
    case "circle": figure = try BenchCircle(from: decoder)
    case "rectangle": figure = try BenchRectangle(from: decoder)
    case "label": figure = try BenchLabel(from: decoder)
    default:
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [TagKey.type],
          debugDescription: "'\(tag)' is not a tag of Figures"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TagKey.self)
    switch figure {
    case let circle as BenchCircle:
      try container.encode("circle", forKey: .type)
      try circle.encode(to: encoder)
    case let rectangle as BenchRectangle:
      try container.encode("rectangle", forKey: .type)
      try rectangle.encode(to: encoder)
    case let label as BenchLabel:
      try container.encode("label", forKey: .type)
      try label.encode(to: encoder)
    default:
      throw EncodingError.invalidValue(
        figure, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "unknown"))
    }
  }
}

struct HandFigureRecord: Codable, Sendable {
  var a: any BenchFigure
  var b: any BenchFigure
  var c: (any BenchFigure)?
  var d: (any BenchFigure)?

  private typealias CodingKeys = FourKeys

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    a = try container.decode(HandFigureBox.self, forKey: .a).figure
    b = try container.decode(HandFigureBox.self, forKey: .b).figure
    c = try container.decodeIfPresent(HandFigureBox.self, forKey: .c)?.figure
    d = try container.decodeIfPresent(HandFigureBox.self, forKey: .d)?.figure
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(HandFigureBox(a), forKey: .a)
    try container.encode(HandFigureBox(b), forKey: .b)
    try container.encodeIfPresent(c.map(HandFigureBox.init), forKey: .c)
    try container.encodeIfPresent(d.map(HandFigureBox.init), forKey: .d)
  }
}

// MARK: - Untagged

struct BenchMoney: Codable, Sendable {
  var amount: Double
  var currency: String
}

/// The library's form: an untagged enum, tried in order — a number, an object, a string.
enum BenchPrice: PolymorphicCodable, Sendable {
  case amount(Double)
  case money(BenchMoney)
  case text(String)

  static let tagging = PolymorphicTagging.untagged
  static let variants: [PolymorphicVariant<BenchPrice>] = [
    .variant("amount", Double.self, embed: BenchPrice.amount) {
      if case .amount(let amount) = $0 { amount } else { nil }
    },
    .variant("money", BenchMoney.self, embed: BenchPrice.money) {
      if case .money(let money) = $0 { money } else { nil }
    },
    .variant("text", String.self, embed: BenchPrice.text) {
      if case .text(let text) = $0 { text } else { nil }
    },
  ]

  /// A third of the values decode with the first variant, a third after one failure, a third
  /// after two.
  static func make(_ index: Int) -> BenchPrice {
    switch index % 3 {
    case 0: .amount(Double(index) / 4)
    case 1: .money(BenchMoney(amount: Double(index), currency: index % 2 == 0 ? "EUR" : "USD"))
    default: .text("on request \(index % 10)")
    }
  }
}

/// The same enum, coded by hand: a chain of `do`/`catch` over the single-value container that
/// keeps each variant's error for the one it throws when none decodes.
enum HandPrice: Codable, Sendable {
  case amount(Double)
  case money(BenchMoney)
  case text(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      self = .amount(try container.decode(Double.self))
    } catch let amountError {
      do {
        self = .money(try container.decode(BenchMoney.self))
      } catch let moneyError {
        do {
          self = .text(try container.decode(String.self))
        } catch let textError {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: decoder.codingPath,
              debugDescription:
                "No variant of Price decodes the value: \(amountError) \(moneyError) \(textError)"))
        }
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .amount(let amount): try container.encode(amount)
    case .money(let money): try container.encode(money)
    case .text(let text): try container.encode(text)
    }
  }
}

struct PriceRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  var a: BenchPrice
  var b: BenchPrice
  var c: BenchPrice?
  var d: BenchPrice?
}

struct HandPriceRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  var a: HandPrice
  var b: HandPrice
  var c: HandPrice?
  var d: HandPrice?
}

extension RatioCases {
  static let polymorphicCoding =
    RatioCase.pairs(
      suite: "PolymorphicCoding", name: "PolymorphicCodable", subject: ShapeRecord.self,
      baseline: HandShapeRecord.self, baselineName: "a hand-written switch over the tag"
    ) { index in
      ShapeRecord(
        a: BenchShape.make(index), b: BenchShape.make(index + 1), c: BenchShape.make(index + 2),
        d: nil)
    }
    + RatioCase.pairs(
      suite: "PolymorphicCoding", name: "Polymorphic", subject: FigureRecord.self,
      baseline: HandFigureRecord.self, baselineName: "a hand-written switch over the tag"
    ) { index in
      FigureRecord(
        a: BenchFigures.make(index), b: BenchFigures.make(index + 1),
        c: BenchFigures.make(index + 2), d: nil)
    }
    + RatioCase.pairs(
      suite: "PolymorphicCoding", name: "PolymorphicCodable (untagged)", subject: PriceRecord.self,
      baseline: HandPriceRecord.self, baselineName: "a hand-written do/catch chain"
    ) { index in
      PriceRecord(
        a: BenchPrice.make(index), b: BenchPrice.make(index + 1), c: BenchPrice.make(index + 2),
        d: nil)
    }
}

// The same description for both enums, so that the check compares their payloads.

extension BenchPrice: CustomStringConvertible {
  var description: String {
    switch self {
    case .amount(let amount): "\(amount)"
    case .money(let money): "\(money)"
    case .text(let text): text
    }
  }
}

extension HandPrice: CustomStringConvertible {
  var description: String {
    switch self {
    case .amount(let amount): "\(amount)"
    case .money(let money): "\(money)"
    case .text(let text): text
    }
  }
}

extension BenchShape: CustomStringConvertible {
  var description: String {
    switch self {
    case .circle(let circle): "\(circle)"
    case .rectangle(let rectangle): "\(rectangle)"
    case .label(let label): "\(label)"
    case .empty: "empty"
    }
  }
}

extension HandShape: CustomStringConvertible {
  var description: String {
    switch self {
    case .circle(let circle): "\(circle)"
    case .rectangle(let rectangle): "\(rectangle)"
    case .label(let label): "\(label)"
    case .empty: "empty"
    }
  }
}
