// One family of PolymorphicCoding: an enum tagged by its `type` key.
import PolymorphicCoding
import SizeSupport

struct Circle: Codable, Equatable, Sendable {
  var radius: Double
}

enum Shape: PolymorphicCodable, Equatable, Sendable {
  case circle(Circle)
  case none

  static let tagging = PolymorphicTagging.internallyTagged(key: "type")
  static let variants: [PolymorphicVariant<Shape>] = [
    .variant("circle", Circle.self, embed: Shape.circle) {
      if case .circle(let circle) = $0 { circle } else { nil }
    },
    .unit("none", .none),
  ]
}

struct Profile: Codable {
  var name: String
  var value: Shape
}

try decodeAndEncode(
  Profile.self, json: #"{"name": "Ada", "value": {"type": "circle", "radius": 2}}"#)
