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
