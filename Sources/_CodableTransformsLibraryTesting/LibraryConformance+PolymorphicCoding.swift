public import CodableTransformsTesting
import Foundation
import PolymorphicCoding

extension Polymorphic: ConformanceTestable {}
extension ArrayCoded: ConformanceTestable {}
extension DictionaryCoded: ConformanceTestable {}

extension LibraryConformance {
  /// Polymorphic values: an enum in each of the three taggings, an enum with a fallback variant,
  /// a registered family of types behind `@Polymorphic` in its four forms, and the same forms
  /// untagged.
  ///
  /// Unknown tags are rejected at the tag's path naming the known tags, or — with a fallback —
  /// recovered and reported there. An untagged value that no variant decodes is rejected at the
  /// value's path, listing each variant's failure at its own place in the value.
  public static var polymorphicCoding: [any ConformanceSuite] {
    [
      internallyTaggedShapes.suites, adjacentlyTaggedShapes.suites,
      externallyTaggedShapes.suites, fallbackEvents,
      figureSuites(
        Polymorphism.Figures.self, samples: figureSamples, invalidInputs: figureInvalidInputs,
        valueOnlyInputs: [InvalidInput("circle", .typeMismatch)],
        generate: Polymorphism.Figures.random),
      untaggedPolymorphicCoding,
    ].flatMap { $0 }
  }

  private typealias Polymorphism = ConformancePolymorphism

  private static var internallyTaggedShapes:
    TransformConformance<Polymorphism.Identity<Polymorphism.Shape>>
  {
    TransformConformance(
      "PolymorphicCodable (internally tagged)",
      samples: [
        (.circle(.init(radius: 2.5)), ["type": "circle", "radius": 2.5]),
        (.rectangle(.init(width: 1, height: -3)), ["type": "rectangle", "width": 1, "height": -3]),
        (.none, ["type": "none"]),
      ],
      invalidInputs: [
        InvalidInput(
          ["type": "hexagon", "side": 1], .dataCorrupted, at: ["type"],
          messageContains: "'hexagon' is not a tag of Shape (known: 'circle', 'rectangle', 'none')"
        ),
        InvalidInput(["type": "Circle", "radius": 1], .dataCorrupted, at: ["type"]),
        InvalidInput(["radius": 1], .keyNotFound, at: ["type"]),
        InvalidInput(["type": nil, "radius": 1], .valueNotFound, at: ["type"]),
        InvalidInput(["type": 1, "radius": 1], .typeMismatch, at: ["type"]),
        InvalidInput(["type": "circle", "radius": "2"], .typeMismatch, at: ["radius"]),
        InvalidInput(["type": "circle"], .keyNotFound, at: ["radius"]),
        InvalidInput(["type": "rectangle", "width": 1], .keyNotFound, at: ["height"]),
        InvalidInput("circle", .typeMismatch),
        InvalidInput(["circle"], .typeMismatch),
      ],
      generate: Polymorphism.Shape.random)
  }

  private static var adjacentlyTaggedShapes:
    TransformConformance<Polymorphism.Identity<Polymorphism.Message>>
  {
    TransformConformance(
      "PolymorphicCodable (adjacently tagged)",
      samples: [
        (.text("Hi"), ["kind": "text", "data": "Hi"]),
        (.location(.init(radius: 0.5)), ["kind": "location", "data": ["radius": 0.5]]),
        (.attachments([1, 2]), ["kind": "attachments", "data": [1, 2]]),
        (.typing, ["kind": "typing"]),
      ],
      invalidInputs: [
        InvalidInput(
          ["kind": "sticker", "data": "x"], .dataCorrupted, at: ["kind"],
          messageContains: "'sticker' is not a tag of Message"),
        InvalidInput(["kind": "text"], .keyNotFound, at: ["data"]),
        InvalidInput(["kind": "text", "data": 1], .typeMismatch, at: ["data"]),
        InvalidInput(["kind": "attachments", "data": [1, "2"]], .typeMismatch, at: ["data", 1]),
        InvalidInput(["data": "Hi"], .keyNotFound, at: ["kind"]),
        InvalidInput("text", .typeMismatch),
      ],
      generate: Polymorphism.Message.random)
  }

  private static var externallyTaggedShapes:
    TransformConformance<Polymorphism.Identity<Polymorphism.Command>>
  {
    TransformConformance(
      "PolymorphicCodable (externally tagged)",
      samples: [
        (.move(.init(radius: 3)), ["move": ["radius": 3]]),
        (.say("Hello"), ["say": "Hello"]),
        (.stop, "stop"),
      ],
      invalidInputs: [
        InvalidInput(
          ["jump": ["radius": 1]], .dataCorrupted, at: ["jump"],
          messageContains: "'jump' is not a tag of Command (known: 'move', 'say', 'stop')"),
        InvalidInput(
          "jump", .dataCorrupted, messageContains: "'jump' is not a tag of Command"),
        InvalidInput(
          "say", .dataCorrupted, messageContains: "The tag 'say' of Command needs its payload"),
        InvalidInput(
          [:], .dataCorrupted, messageContains: "Expected an object with one key naming a type"),
        InvalidInput(
          ["move": ["radius": 1], "say": "x"], .dataCorrupted,
          messageContains: "found 2 keys: 'move', 'say'"),
        InvalidInput(["say": 1], .typeMismatch, at: ["say"]),
        InvalidInput(["move": ["radius": nil]], .valueNotFound, at: ["move", "radius"]),
        InvalidInput(1, .typeMismatch),
      ],
      generate: Polymorphism.Command.random)
  }

  /// An unknown tag decodes as the fallback variant and is reported at the tag.
  private static var fallbackEvents: [any ConformanceSuite] {
    let suites = TransformConformance<Polymorphism.Identity<Polymorphism.Event>>(
      "PolymorphicCodable (fallback)",
      samples: [
        (.opened, ["event": "opened"]),
        (.closed(reason: "done"), ["event": "closed", "reason": "done"]),
      ],
      invalidInputs: [
        InvalidInput(["event": "closed"], .keyNotFound, at: ["reason"]),
        InvalidInput(["event": 7], .typeMismatch, at: ["event"]),
      ],
      generate: { random in random.chance(0.5) ? .opened : .closed(reason: random.unicodeString()) }
    )
    let message =
      "'archived' is not a tag of Event (known: 'opened', 'closed', 'unknown'); "
      + "decoded as 'unknown'"
    let unknown: WireValue = ["event": "archived", "at": 3]
    var value = suites.value
    value.recoveredInputs = [
      RecoveredInput(
        unknown, decodes: .unknown,
        reporting: [ExpectedReportEntry(at: ["event"], .dataCorrupted, messageContains: message)])
    ]
    var array = suites.array
    array.recoveredInputs = [
      RecoveredInput(
        [["event": "opened"], unknown], decodes: [.opened, .unknown],
        reporting: [
          ExpectedReportEntry(at: [1, "event"], .dataCorrupted, messageContains: message)
        ])
    ]
    return [value, suites.optional, array, suites.dictionary]
  }

  // A registered family of types: subclasses of an `Equatable` base class, so that the kit can
  // compare what it decodes; `.type(_:tag:)` casts each payload to the base class as it casts to
  // a protocol existential.

  private static var figureSamples: [ConformanceSample<Polymorphism.Figure>] {
    [
      .init(Polymorphism.CircleFigure(radius: 1.5), ["shape": "circle", "radius": 1.5]),
      .init(Polymorphism.LabelFigure(text: "Ω"), ["shape": "label", "text": "Ω"]),
    ]
  }

  private static let figureInvalidInputs: [InvalidInput] = [
    InvalidInput(
      ["shape": "star"], .dataCorrupted, at: ["shape"],
      messageContains: "'star' is not a tag of Figures (known: 'circle', 'label')"),
    InvalidInput(["shape": "label", "text": 1], .typeMismatch, at: ["text"]),
    InvalidInput(["text": "x"], .keyNotFound, at: ["shape"]),
  ]

  /// `@Polymorphic<Family>` in its four forms — value, `.Optional`, `.Array`, `.Dictionary` —
  /// for a family of figures: the samples and bad inputs of a plain value, and those nested in
  /// an array and a dictionary; `valueOnlyInputs` are bad only for the non-optional value.
  static func figureSuites<Family: PolymorphicFamily>(
    _ family: Family.Type, samples: [ConformanceSample<ConformancePolymorphism.Figure>],
    invalidInputs: [InvalidInput], valueOnlyInputs: [InvalidInput] = [],
    generate:
      @escaping @Sendable (inout SeededRandomNumberGenerator) -> ConformancePolymorphism.Figure
  ) -> [any ConformanceSuite] where Family.Value == ConformancePolymorphism.Figure {
    let name = "Polymorphic<\(Family.self)>"
    let good = samples[0].wire ?? .null
    let value = WrapperConformance<Polymorphic<Family>>(
      name, shape: .value, samples: samples,
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: invalidInputs + valueOnlyInputs, generate: generate)
    let optional = WrapperConformance<Polymorphic<Family>.Optional>(
      name + ".Optional", shape: .optional,
      samples: samples.map { .init($0.value, $0.wire) } + [.init(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: invalidInputs,
      generate: { random in random.chance(0.25) ? nil : generate(&random) })
    let array = WrapperConformance<Polymorphic<Family>.Array>(
      name + ".Array", shape: .array,
      samples: [.init([], []), .init(samples.map(\.value), .array(samples.compactMap(\.wire)))],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: invalidInputs.map { $0.nested(in: [good, $0.wire], at: 1) } + [
        InvalidInput([good, .null], .valueNotFound, at: [1]),
        InvalidInput(good, .typeMismatch),
      ],
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in generate(&random) }
      })
    let dictionary = WrapperConformance<Polymorphic<Family>.Dictionary>(
      name + ".Dictionary", shape: .dictionary,
      samples: [
        .init([:], [:]),
        .init(
          ["firstKey": samples[0].value, "second_key": samples[1].value],
          ["firstKey": good, "second_key": samples[1].wire ?? .null]),
      ],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: invalidInputs.map {
        $0.nested(in: ["firstKey": good, "bad_key": $0.wire], at: "bad_key")
      } + [
        InvalidInput(["firstKey": good, "nullKey": .null], .valueNotFound, at: ["nullKey"]),
        InvalidInput([good], .typeMismatch),
      ],
      generate: { random in
        var figures: [String: ConformancePolymorphism.Figure] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
          figures[random.unicodeString(maxLength: 8)] = generate(&random)
        }
        return figures
      })
    return [value, optional, array, dictionary]
  }
}

/// The types of the kit's polymorphic suites.
enum ConformancePolymorphism {
  /// The identity transform of a `Codable` type, so that ``TransformConformance`` runs it as a
  /// plain property: the coders call the type's own `init(from:)` and `encode(to:)`.
  enum Identity<Value: Codable & Sendable>: CodingTransform {
    static func decode(_ value: Value) -> Value { value }
    static func encode(_ value: Value) -> Value { value }
  }

  struct Circle: Codable, Hashable, Sendable {
    var radius: Double
  }

  struct Rectangle: Codable, Hashable, Sendable {
    var width: Int
    var height: Int
  }

  struct Label: Codable, Hashable, Sendable {
    var text: String
  }

  /// Internally tagged, at `"type"`, with a unit variant.
  enum Shape: PolymorphicCodable, TransformShape, Hashable, Sendable {
    case circle(Circle)
    case rectangle(Rectangle)
    case none

    static let variants: [PolymorphicVariant<Shape>] = [
      .variant("circle", Circle.self, embed: Shape.circle) {
        if case .circle(let circle) = $0 { circle } else { nil }
      },
      .variant("rectangle", Rectangle.self, embed: Shape.rectangle) {
        if case .rectangle(let rectangle) = $0 { rectangle } else { nil }
      },
      .unit("none", .none),
    ]

    static func random(_ random: inout SeededRandomNumberGenerator) -> Shape {
      switch Int.random(in: 0..<3, using: &random) {
      case 0: .circle(Circle(radius: random.edgeBiasedDouble(in: -1e6...1e6)))
      case 1:
        .rectangle(Rectangle(width: random.edgeBiasedInteger(), height: random.edgeBiasedInteger()))
      default: .none
      }
    }
  }

  /// Adjacently tagged, at `"kind"` and `"data"`, with single-value and array payloads.
  enum Message: PolymorphicCodable, TransformShape, Hashable, Sendable {
    case text(String)
    case location(Circle)
    case attachments([Int])
    case typing

    static let tagging = PolymorphicTagging.adjacentlyTagged(tagKey: "kind", contentKey: "data")
    static let variants: [PolymorphicVariant<Message>] = [
      .variant("text", String.self, embed: Message.text) {
        if case .text(let text) = $0 { text } else { nil }
      },
      .variant("location", Circle.self, embed: Message.location) {
        if case .location(let circle) = $0 { circle } else { nil }
      },
      .variant("attachments", [Int].self, embed: Message.attachments) {
        if case .attachments(let ids) = $0 { ids } else { nil }
      },
      .unit("typing", .typing),
    ]

    static func random(_ random: inout SeededRandomNumberGenerator) -> Message {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: .text(random.unicodeString())
      case 1: .location(Circle(radius: random.edgeBiasedDouble(in: -1e6...1e6)))
      case 2:
        .attachments(
          (0..<Int.random(in: 0...3, using: &random)).map { _ in random.edgeBiasedInteger() })
      default: .typing
      }
    }
  }

  /// Externally tagged, with a unit variant written as its bare tag.
  enum Command: PolymorphicCodable, TransformShape, Hashable, Sendable {
    case move(Circle)
    case say(String)
    case stop

    static let tagging = PolymorphicTagging.externallyTagged
    static let variants: [PolymorphicVariant<Command>] = [
      .variant("move", Circle.self, embed: Command.move) {
        if case .move(let circle) = $0 { circle } else { nil }
      },
      .variant("say", String.self, embed: Command.say) {
        if case .say(let text) = $0 { text } else { nil }
      },
      .unit("stop", .stop),
    ]

    static func random(_ random: inout SeededRandomNumberGenerator) -> Command {
      switch Int.random(in: 0..<3, using: &random) {
      case 0: .move(Circle(radius: random.edgeBiasedDouble(in: -1e6...1e6)))
      case 1: .say(random.unicodeString())
      default: .stop
      }
    }
  }

  /// Internally tagged at `"event"`, with a fallback variant for unknown tags.
  enum Event: PolymorphicCodable, TransformShape, Hashable, Sendable {
    case opened
    case closed(reason: String)
    case unknown

    struct Closed: Codable, Sendable {
      var reason: String
    }

    static let tagging = PolymorphicTagging.internallyTagged(key: "event")
    static let fallbackTag: String? = "unknown"
    static let variants: [PolymorphicVariant<Event>] = [
      .unit("opened", .opened),
      .variant(
        "closed", Closed.self, embed: { Event.closed(reason: $0.reason) },
        extract: { if case .closed(let reason) = $0 { Closed(reason: reason) } else { nil } }),
      .unit("unknown", .unknown),
    ]
  }

  /// A registered family of types: the subclasses of ``Figure``.
  enum Figures: PolymorphicFamily {
    static let tagging = PolymorphicTagging.internallyTagged(key: "shape")
    static let variants: [PolymorphicVariant<Figure>] = [
      .type(CircleFigure.self, tag: "circle"),
      .type(LabelFigure.self, tag: "label"),
    ]

    static func random(_ random: inout SeededRandomNumberGenerator) -> Figure {
      random.chance(0.5)
        ? CircleFigure(radius: random.edgeBiasedDouble(in: -1e6...1e6))
        : LabelFigure(text: random.unicodeString())
    }
  }

  /// The base class of a registered family; its subclasses are immutable.
  class Figure: Codable, Equatable, CustomStringConvertible, @unchecked Sendable {
    init() {}
    required init(from decoder: any Decoder) throws {}
    func encode(to encoder: any Encoder) throws {}
    func isEqual(to other: Figure) -> Bool { false }
    var description: String { "Figure" }
    static func == (lhs: Figure, rhs: Figure) -> Bool { lhs.isEqual(to: rhs) }
  }

  final class CircleFigure: Figure, @unchecked Sendable {
    let radius: Double
    private enum CodingKeys: String, CodingKey { case radius }

    init(radius: Double) {
      self.radius = radius
      super.init()
    }

    required init(from decoder: any Decoder) throws {
      radius = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .radius)
      super.init()
    }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(radius, forKey: .radius)
    }

    override func isEqual(to other: Figure) -> Bool {
      (other as? CircleFigure)?.radius == radius
    }

    override var description: String { "CircleFigure(radius: \(radius))" }
  }

  final class LabelFigure: Figure, @unchecked Sendable {
    let text: String
    private enum CodingKeys: String, CodingKey { case text }

    init(text: String) {
      self.text = text
      super.init()
    }

    required init(from decoder: any Decoder) throws {
      text = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text)
      super.init()
    }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .text)
    }

    override func isEqual(to other: Figure) -> Bool {
      (other as? LabelFigure)?.text == text
    }

    override var description: String { "LabelFigure(text: \(text))" }
  }
}
