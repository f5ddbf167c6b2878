public import CodableTransformsTesting
import EnumCoding
import Foundation

extension LibraryConformance {
  /// `@UnknownCaseFallback` with a `String` enum, an `Int` enum and a type that keeps the
  /// unknown raw value, each in all four shapes.
  ///
  /// Known raw values round-trip; values of the wrong type are rejected; unknown raw values are
  /// recovered inputs: they decode as the unknown case and must be reported at the property's or
  /// element's path, quoting the raw value.
  public static var unknownCaseFallback: [any ConformanceSuite] {
    [unknownCaseString, unknownCaseInt, unknownCaseKeepingRawValue].flatMap { $0 }
  }

  private static var unknownCaseString: [any ConformanceSuite] {
    let base = TransformConformance<UnknownCaseFallbackTransform<ConformanceEnums.Status>>(
      "UnknownCaseFallback",
      samples: [(.active, "active"), (.suspended, "suspended"), (.unknown, "unknown")],
      invalidInputs: [
        InvalidInput(42, .typeMismatch), InvalidInput(true, .typeMismatch),
        InvalidInput(["active"], .typeMismatch), InvalidInput(["status": "active"], .typeMismatch),
      ],
      generate: { random in random.element(of: ConformanceEnums.Status.allCases) })
    return withUnknownRawValues(
      base, good: ("active", .active),
      unknown: [("archived", "'archived' is not a raw value of Status; decoded as .unknown")]
        + ["", "ACTIVE", "Ωé 東京"].map { (.string($0), "'\($0)' is not a raw value of Status") },
      fallback: { _ in .unknown })
  }

  private static var unknownCaseInt: [any ConformanceSuite] {
    let base = TransformConformance<UnknownCaseFallbackTransform<ConformanceEnums.Priority>>(
      "UnknownCaseFallback",
      samples: [(.low, 1), (.high, 2), (.unknown, 0)],
      invalidInputs: [
        InvalidInput("1", .typeMismatch), InvalidInput(true, .typeMismatch),
        InvalidInput(2.5, .dataCorrupted), InvalidInput([1], .typeMismatch),
      ],
      generate: { random in random.element(of: ConformanceEnums.Priority.allCases) })
    return withUnknownRawValues(
      base, good: (1, .low),
      unknown: [
        (7, "'7' is not a raw value of Priority; decoded as .unknown"), (-1, "'-1'"),
        (.integer(Int64.max), "'\(Int64.max)'"),
      ],
      fallback: { _ in .unknown })
  }

  private static var unknownCaseKeepingRawValue: [any ConformanceSuite] {
    let base = TransformConformance<UnknownCaseFallbackTransform<ConformanceEnums.Reaction>>(
      "UnknownCaseFallback",
      samples: [(.like, "like"), (.love, "love"), (.other("wow"), "wow")],
      invalidInputs: [InvalidInput(1, .typeMismatch), InvalidInput(["like"], .typeMismatch)],
      generate: { random in
        let rawValue =
          random.chance(0.5) ? random.element(of: ["like", "love"]) : random.unicodeString()
        return ConformanceEnums.Reaction(rawValue: rawValue) ?? .other(rawValue)
      })
    return withUnknownRawValues(
      base, good: ("like", .like),
      unknown: [("wow", "'wow' is not a raw value of Reaction; decoded as .other(\"wow\")")],
      fallback: { wire in
        guard case .string(let string) = wire else { return .other("") }
        return .other(string)
      })
  }

  /// The four suites of `base`, with each unknown raw value as a recovered input of every shape.
  private static func withUnknownRawValues<
    Enum: UnknownRawValueRepresentable & Equatable & Sendable
  >(
    _ base: TransformConformance<UnknownCaseFallbackTransform<Enum>>,
    good: (wire: WireValue, value: Enum),
    unknown: [(wire: WireValue, message: String)],
    fallback: @escaping @Sendable (WireValue) -> Enum
  ) -> [any ConformanceSuite] {
    var value = base.value
    var optional = base.optional
    var array = base.array
    var dictionary = base.dictionary
    for (wire, message) in unknown {
      let reported = [ExpectedReportEntry(at: [], .dataCorrupted, messageContains: message)]
      value.recoveredInputs.append(
        RecoveredInput(wire, decodes: fallback(wire), reporting: reported))
      optional.recoveredInputs.append(
        RecoveredInput(wire, decodes: fallback(wire), reporting: reported))
      array.recoveredInputs.append(
        RecoveredInput(
          [good.wire, wire, wire], decodes: [good.value, fallback(wire), fallback(wire)],
          reporting: [1, 2].map {
            ExpectedReportEntry(at: [.index($0)], .dataCorrupted, messageContains: message)
          }))
      dictionary.recoveredInputs.append(
        RecoveredInput(
          ["firstKey": good.wire, "bad_key": wire],
          decodes: ["firstKey": good.value, "bad_key": fallback(wire)],
          reporting: [
            ExpectedReportEntry(at: ["bad_key"], .dataCorrupted, messageContains: message)
          ]))
    }
    return [value, optional, array, dictionary]
  }
}

/// The enums of the kit's `@UnknownCaseFallback` suites.
enum ConformanceEnums {
  /// A `String` enum with an unknown case.
  enum Status: String, CaseIterable, UnknownCaseRepresentable {
    case active
    case suspended
    case unknown
    static var unknownCase: Status { .unknown }
  }

  /// An `Int` enum with an unknown case.
  enum Priority: Int, CaseIterable, UnknownCaseRepresentable {
    case unknown = 0
    case low = 1
    case high = 2
    static var unknownCase: Priority { .unknown }
  }

  /// A type that keeps the raw value it does not know.
  enum Reaction: Hashable, UnknownRawValueRepresentable {
    case like
    case love
    case other(String)

    init?(rawValue: String) {
      switch rawValue {
      case "like": self = .like
      case "love": self = .love
      default: return nil
      }
    }

    init(unknownRawValue: String) {
      self = .other(unknownRawValue)
    }

    var rawValue: String {
      switch self {
      case .like: "like"
      case .love: "love"
      case .other(let rawValue): rawValue
      }
    }
  }
}
