import CodableTransformsCore
import CodableTransformsTesting
import Foundation
import Testing

/// A class open to subclassing, like `UIColor` and `NSColor`: it cannot conform to
/// `TransformShape` (`TransformedValue == Self`), so it conforms to `TransformShape`.
class Badge: Hashable, CustomStringConvertible, @unchecked Sendable {
  let name: String

  init(name: String) {
    self.name = name
  }

  static func == (left: Badge, right: Badge) -> Bool { left.name == right.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
  var description: String { "Badge(\(name))" }
}

/// A subclass the transform never creates.
final class GoldBadge: Badge, @unchecked Sendable {}

extension Badge: TransformShape {
  typealias TransformedValue = Badge
}

/// `Badge` ↔ `"badge:<name>"`.
enum BadgeTransform: CodingTransform {
  static func decode(_ codingValue: String) throws -> Badge {
    guard codingValue.hasPrefix("badge:") else {
      throw TransformError(rejecting: codingValue, expected: "a badge such as 'badge:gold'")
    }
    return Badge(name: String(codingValue.dropFirst(6)))
  }

  static func encode(_ value: Badge) -> String { "badge:\(value.name)" }
}

typealias BadgeString<Property: TransformShape<Badge>> = TransformCoded<BadgeTransform, Property>

@Suite("TransformShape: a class open to subclassing as the innermost value")
struct TransformShapeTests {
  static let badges: [(Badge, WireValue)] = [
    (Badge(name: "gold"), "badge:gold"), (Badge(name: "silver"), "badge:silver"),
  ]

  static let invalid = InvalidInput("gold", .dataCorrupted, messageContains: "'gold'")

  static var suites: [any ConformanceSuite] {
    let samples = badges.map { ConformanceSample($0.0, $0.1) }
    return [
      WrapperConformance<BadgeString<Badge>>(
        "BadgeString<Badge>", shape: .value, samples: samples,
        missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
        invalidInputs: [invalid, InvalidInput(1, .typeMismatch)],
        generate: { random in Badge(name: random.unicodeString()) }),
      WrapperConformance<BadgeString<Badge?>>(
        "BadgeString<Badge?>", shape: .optional,
        samples: badges.map { ConformanceSample($0.0, $0.1) } + [ConformanceSample(nil, nil)],
        missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [invalid],
        generate: { random in random.chance(0.3) ? nil : Badge(name: random.unicodeString()) }),
      WrapperConformance<BadgeString<[Badge]>>(
        "BadgeString<[Badge]>", shape: .array,
        samples: [
          ConformanceSample([], []),
          ConformanceSample(badges.map(\.0), .array(badges.map(\.1))),
        ],
        missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
        invalidInputs: [
          InvalidInput(["badge:a", "gold"], .dataCorrupted, at: [1], messageContains: "'gold'"),
          InvalidInput(["badge:a", nil], .valueNotFound, at: [1]),
        ],
        generate: { random in
          (0..<Int.random(in: 0...4, using: &random)).map { _ in
            Badge(name: random.unicodeString())
          }
        }),
      WrapperConformance<BadgeString<[String: Badge]>>(
        "BadgeString<[String: Badge]>", shape: .dictionary,
        samples: [
          ConformanceSample([:], [:]),
          ConformanceSample(["a": badges[0].0], ["a": badges[0].1]),
        ],
        missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
        invalidInputs: [
          InvalidInput(["a": "gold"], .dataCorrupted, at: ["a"], messageContains: "'gold'")
        ],
        generate: { random in [random.unicodeString(): Badge(name: random.unicodeString())] }),
    ]
  }

  @Test(arguments: suites.cases(coders: ConformanceCoders.foundation))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Trophy: Codable {
    @BadgeString var badge: GoldBadge
    @BadgeString var others: [GoldBadge?]
  }

  /// A property typed as a subclass gets what the transform returns only if it is of that
  /// subclass: otherwise `typeMismatch` at the property or element, never a crash.
  @Test func aPropertyOfASubclassTypeRejectsInstancesOfTheSuperclass() throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Trophy.self, from: Data(#"{"badge": "badge:x", "others": []}"#.utf8))
    }
    guard case .typeMismatch(let type, let context) = error else {
      Issue.record("expected typeMismatch, got \(error)")
      return
    }
    #expect(ObjectIdentifier(type) == ObjectIdentifier(GoldBadge.self))
    #expect(path(of: error) == ["badge"])
    #expect(context.debugDescription.contains("not a"))

    struct Shelf: Codable {
      @BadgeString var others: [GoldBadge?]
    }
    let element = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Shelf.self, from: Data(#"{"others": [null, "badge:y"]}"#.utf8))
    }
    #expect(path(of: element) == ["others", "[1]"])
  }

  @Test func aSubclassInstanceEncodesThroughTheSuperclassTransform() throws {
    let trophy = Trophy(badge: GoldBadge(name: "x"), others: [nil, GoldBadge(name: "y")])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(trophy), as: UTF8.self)
        == #"{"badge":"badge:x","others":[null,"badge:y"]}"#)
  }
}
