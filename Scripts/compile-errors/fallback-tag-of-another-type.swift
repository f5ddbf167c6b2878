// A `fallbackTag` of a type other than `String` or `String?` — here the fallback case itself —
// must not compile: the default `nil` would otherwise stay in force unseen. Declared with the
// tag, a plain string literal, it compiles (PolymorphicTests checks that it falls back).
//
// expect-error: does not conform to protocol
// expect-error: would match if 'Shape' conformed to 'PolymorphicFallbackTag'
// fix: static let fallbackTag = Shape.unknown => static let fallbackTag = "unknown"
import PolymorphicCoding

struct Circle: Codable, Equatable, Sendable { var radius: Double }

enum Shape: PolymorphicCodable, Equatable, Sendable {
  case circle(Circle)
  case unknown

  static let variants: [PolymorphicVariant<Shape>] = [
    .variant("circle", Circle.self, embed: Shape.circle) {
      if case .circle(let circle) = $0 { circle } else { nil }
    },
    .unit("unknown", .unknown),
  ]
  static let fallbackTag = Shape.unknown
}
