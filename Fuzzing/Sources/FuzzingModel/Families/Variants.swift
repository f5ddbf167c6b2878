import CodableTransforms
import Foundation

/// Enumerations with a fallback and polymorphic values.
struct VariantsModel: FuzzFamilyModel {
  // EnumCoding
  @UnknownCaseFallback var status: Status? = .active
  @UnknownCaseFallback var levels: [Level]? = [.high, .unknown]
  // PolymorphicCoding
  var shape: FuzzShape? = .circle(Record(title: "sun", likes: 1))
  @LossyArray var commands: [FuzzCommand] = [.say("hi"), .stop, .unknown]
  @OptionalCoded<Polymorphic<FuzzShape>.Dictionary> var shapesByName: [String: FuzzShape]? = [
    "a": FuzzShape.none, "b": .circle(Record(title: "", likes: -1)),
  ]
  var price: FuzzPrice? = .record(Record(title: "EUR", likes: 3))
  @LossyArray var prices: [FuzzPrice] = [
    .amount(7), .text("on request"), .record(Record(title: "", likes: 0)),
  ]
}

/// An enumeration with a fallback for unknown raw values.
enum Status: String, Codable, Hashable, Sendable, UnknownCaseRepresentable {
  case active
  case suspended
  case unknown

  static var unknownCase: Status { .unknown }
}

/// An enumeration with integer raw values and a fallback.
enum Level: Int, Codable, Hashable, Sendable, UnknownCaseRepresentable {
  case low = 1
  case high = 2
  case unknown = 0

  static var unknownCase: Level { .unknown }
}

/// An internally tagged polymorphic value.
enum FuzzShape: PolymorphicCodable, Hashable, Sendable {
  case circle(Record)
  case none

  static let variants: [PolymorphicVariant<FuzzShape>] = [
    .variant("circle", Record.self, embed: FuzzShape.circle) {
      if case .circle(let record) = $0 { record } else { nil }
    },
    .unit("none", .none),
  ]
}

/// An externally tagged polymorphic value with a fallback for unknown tags.
enum FuzzCommand: PolymorphicCodable, Hashable, Sendable {
  case say(String)
  case stop
  case unknown

  static let tagging = PolymorphicTagging.externallyTagged
  static let fallbackTag: String? = "unknown"
  static let variants: [PolymorphicVariant<FuzzCommand>] = [
    .variant("say", String.self, embed: FuzzCommand.say) {
      if case .say(let text) = $0 { text } else { nil }
    },
    .unit("stop", .stop),
    .unit("unknown", .unknown),
  ]
}

/// An untagged polymorphic value: a number, an object or a string, tried in that order.
enum FuzzPrice: PolymorphicCodable, Hashable, Sendable {
  case amount(Int)
  case record(Record)
  case text(String)

  static let tagging = PolymorphicTagging.untagged
  static let variants: [PolymorphicVariant<FuzzPrice>] = [
    .variant("amount", Int.self, embed: FuzzPrice.amount) {
      if case .amount(let amount) = $0 { amount } else { nil }
    },
    .variant("record", Record.self, embed: FuzzPrice.record) {
      if case .record(let record) = $0 { record } else { nil }
    },
    .variant("text", String.self, embed: FuzzPrice.text) {
      if case .text(let text) = $0 { text } else { nil }
    },
  ]
}
