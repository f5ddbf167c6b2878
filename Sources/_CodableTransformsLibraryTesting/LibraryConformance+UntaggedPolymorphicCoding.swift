public import CodableTransformsTesting
import Foundation
import LossyCoding
import PolymorphicCoding

extension LibraryConformance {
  /// Untagged values: an enum whose variants share keys and shapes, in four shapes; an enum with
  /// a unit variant and a fallback; and a registered family behind `@Polymorphic` in its four
  /// forms and a lossy array.
  ///
  /// The variants are tried in order, so the samples include payloads that an earlier variant
  /// starts reading and then refuses (`{"low": 1, "label": "few"}` is read as `Bounds` up to the
  /// missing `high`): each must leave the decoder as it was, also in the middle of an array.
  public static var untaggedPolymorphicCoding: [any ConformanceSuite] {
    untaggedQuantities.suites + untaggedSettings
      + figureSuites(
        Polymorphism.UntaggedFigures.self, samples: untaggedFigureSamples,
        invalidInputs: untaggedFigureInvalidInputs, generate: Polymorphism.UntaggedFigures.random)
      + [lossyUntaggedFigures]
  }

  private typealias Polymorphism = ConformancePolymorphism

  /// The message of a value no variant of `family` decodes, up to the first variant's failure.
  private static func noVariant(of family: String, first tag: String) -> String {
    "No variant of \(family) decodes the value (tried in order): '\(tag)' failed"
  }

  private static var untaggedQuantities:
    TransformConformance<Polymorphism.Identity<Polymorphism.Quantity>>
  {
    TransformConformance(
      "PolymorphicCodable (untagged)",
      samples: [
        (.exact(42), 42),
        (.range(.init(low: 1, high: 5)), ["low": 1, "high": 5]),
        (.labelled(.init(low: 1, label: "few")), ["low": 1, "label": "few"]),
        (.text("many"), "many"),
        (.list([1, -2]), [1, -2]),
        (.list([]), []),
      ],
      invalidInputs: [
        InvalidInput(
          true, .dataCorrupted, messageContains: noVariant(of: "Quantity", first: "exact")),
        InvalidInput(["low": 1], .dataCorrupted, messageContains: "'range' failed at high: "),
        InvalidInput(["low": 1], .dataCorrupted, messageContains: "'labelled' failed at label: "),
        InvalidInput(
          ["low": "1", "high": 5], .dataCorrupted, messageContains: "'range' failed at low: "),
        InvalidInput([1, "two"], .dataCorrupted, messageContains: "'list' failed at [1]: "),
        InvalidInput(
          2.5, .dataCorrupted, messageContains: noVariant(of: "Quantity", first: "exact")),
        InvalidInput(
          ["high": 5], .dataCorrupted,
          messageContains: "'range' failed at low: "),
      ],
      generate: Polymorphism.Quantity.random)
  }

  /// A unit variant, written as `null`, that is also the fallback: a value no other variant
  /// decodes is read as it and reported.
  private static var untaggedSettings: [any ConformanceSuite] {
    typealias Setting = Polymorphism.Setting
    let fallback = "Decoded as 'unknown'."
    let samples: [ConformanceSample<Setting>] = [
      .init(.enabled(true), true), .init(.level(3), 3), .init(.unknown, .null),
    ]
    let generate: @Sendable (inout SeededRandomNumberGenerator) -> Setting = { random in
      switch Int.random(in: 0..<3, using: &random) {
      case 0: .enabled(random.chance(0.5))
      case 1: .level(random.edgeBiasedInteger())
      default: .unknown
      }
    }
    let value = WrapperConformance<
      TransformCoded<Polymorphism.Identity<Setting>, Setting>
    >(
      "PolymorphicCodable (untagged, fallback)<Setting>", shape: .value, samples: samples,
      missingKey: .fails(.keyNotFound), null: .decodes(.unknown), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          "loud", decodes: .unknown,
          reporting: [
            ExpectedReportEntry(
              at: [], .dataCorrupted, messageContains: noVariant(of: "Setting", first: "enabled"))
          ]),
        RecoveredInput(
          ["level": 3], decodes: .unknown,
          reporting: [ExpectedReportEntry(at: [], .dataCorrupted, messageContains: fallback)]),
      ],
      generate: generate)
    let array = WrapperConformance<
      TransformCoded<Polymorphism.Identity<Setting>, [Setting]>
    >(
      "PolymorphicCodable (untagged, fallback)<[Setting]>", shape: .array,
      samples: [.init([], []), .init(samples.map(\.value), .array(samples.compactMap(\.wire)))],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [InvalidInput("not an array", .typeMismatch)],
      recoveredInputs: [
        RecoveredInput(
          [true, "loud", nil, 2], decodes: [.enabled(true), .unknown, .unknown, .level(2)],
          reporting: [ExpectedReportEntry(at: [1], .dataCorrupted, messageContains: fallback)])
      ],
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in generate(&random) }
      })
    return [value, array]
  }

  // The registered family of the tagged suites, untagged: a payload's keys tell its type.

  private static var untaggedFigureSamples: [ConformanceSample<Polymorphism.Figure>] {
    [
      .init(Polymorphism.CircleFigure(radius: 1.5), ["radius": 1.5]),
      .init(Polymorphism.LabelFigure(text: "Ω"), ["text": "Ω"]),
    ]
  }

  private static let untaggedFigureInvalidInputs: [InvalidInput] = [
    InvalidInput(
      ["shape": "circle"], .dataCorrupted,
      messageContains: noVariant(of: "UntaggedFigures", first: "circle") + " at radius: "),
    InvalidInput(["shape": "circle"], .dataCorrupted, messageContains: "'label' failed at text: "),
    InvalidInput(["text": 1], .dataCorrupted, messageContains: "'label' failed at text: "),
    InvalidInput("circle", .dataCorrupted, messageContains: "'circle' failed: "),
  ]

  /// A lossy array drops an element no variant decodes, and reports it with every variant's
  /// failure at the element's index.
  private static var lossyUntaggedFigures:
    WrapperConformance<Lossy<Polymorphic<Polymorphism.UntaggedFigures>>.Array>
  {
    let circle = untaggedFigureSamples[0]
    let label = untaggedFigureSamples[1]
    return WrapperConformance(
      "Lossy<Polymorphic<UntaggedFigures>>.Array",
      samples: [
        .init([], []),
        .init([circle.value, label.value], [circle.wire ?? .null, label.wire ?? .null]),
      ],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          [circle.wire ?? .null, ["side": 2], label.wire ?? .null, "square"],
          decodes: [circle.value, label.value],
          reporting: [
            ExpectedReportEntry(
              at: [1], .dataCorrupted,
              messageContains: noVariant(of: "UntaggedFigures", first: "circle") + " at radius: "),
            ExpectedReportEntry(
              at: [3], .dataCorrupted,
              messageContains: noVariant(of: "UntaggedFigures", first: "circle")),
          ])
      ],
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in
          Polymorphism.UntaggedFigures.random(&random)
        }
      })
  }
}

extension ConformancePolymorphism {
  struct Bounds: Codable, Hashable, Sendable {
    var low: Int
    var high: Int
  }

  struct LabelledBound: Codable, Hashable, Sendable {
    var low: Int
    var label: String
  }

  /// Untagged: a number, two objects that share the key `low`, a string and an array.
  enum Quantity: PolymorphicCodable, TransformShape, Hashable, Sendable {
    case exact(Int)
    case range(Bounds)
    case labelled(LabelledBound)
    case text(String)
    case list([Int])

    static let tagging = PolymorphicTagging.untagged
    static let variants: [PolymorphicVariant<Quantity>] = [
      .variant("exact", Int.self, embed: Quantity.exact) {
        if case .exact(let value) = $0 { value } else { nil }
      },
      .variant("range", Bounds.self, embed: Quantity.range) {
        if case .range(let bounds) = $0 { bounds } else { nil }
      },
      .variant("labelled", LabelledBound.self, embed: Quantity.labelled) {
        if case .labelled(let bound) = $0 { bound } else { nil }
      },
      .variant("text", String.self, embed: Quantity.text) {
        if case .text(let text) = $0 { text } else { nil }
      },
      .variant("list", [Int].self, embed: Quantity.list) {
        if case .list(let values) = $0 { values } else { nil }
      },
    ]

    static func random(_ random: inout SeededRandomNumberGenerator) -> Quantity {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: .exact(random.edgeBiasedInteger())
      case 1: .range(Bounds(low: random.edgeBiasedInteger(), high: random.edgeBiasedInteger()))
      case 2:
        .labelled(LabelledBound(low: random.edgeBiasedInteger(), label: random.unicodeString()))
      // A text no earlier variant reads: not a number, even to a coder that reads every scalar
      // as text.
      case 3: .text("t-" + random.unicodeString())
      default:
        .list((0..<Int.random(in: 0...3, using: &random)).map { _ in random.edgeBiasedInteger() })
      }
    }
  }

  /// Untagged, with a unit variant that is also the fallback.
  enum Setting: PolymorphicCodable, TransformShape, Hashable, Sendable {
    case enabled(Bool)
    case level(Int)
    case unknown

    static let tagging = PolymorphicTagging.untagged
    static let fallbackTag: String? = "unknown"
    static let variants: [PolymorphicVariant<Setting>] = [
      .variant("enabled", Bool.self, embed: Setting.enabled) {
        if case .enabled(let enabled) = $0 { enabled } else { nil }
      },
      .variant("level", Int.self, embed: Setting.level) {
        if case .level(let level) = $0 { level } else { nil }
      },
      .unit("unknown", .unknown),
    ]
  }

  /// The registered family of ``Figures``, untagged.
  enum UntaggedFigures: PolymorphicFamily {
    static let tagging = PolymorphicTagging.untagged
    static let variants: [PolymorphicVariant<Figure>] = [
      .type(CircleFigure.self, tag: "circle"),
      .type(LabelFigure.self, tag: "label"),
    ]

    static func random(_ random: inout SeededRandomNumberGenerator) -> Figure {
      Figures.random(&random)
    }
  }
}
