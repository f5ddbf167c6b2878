public import CodableTransformsCore
import Foundation

/// The conformance suites of a `CodingTransform` in all four shapes — value, optional, array
/// and dictionary — derived from one description of the value.
///
/// Give the samples and the rejected inputs of the plain value; the kit derives the rest:
///
/// | shape | samples | missing / `null` | rejected inputs |
/// |---|---|---|---|
/// | `T` | as given | `keyNotFound` / `valueNotFound` | as given |
/// | `T?` | as given, and `nil` with the key omitted | `nil` / `nil` | as given, but for the absent inputs, which decode as `nil` |
/// | `[T]` | `[]` and all samples | `keyNotFound` / `valueNotFound` | each one as the second element (error at `[1]`), a `null` element, a string |
/// | `[String: T]` | `[:]` and all samples under keys the key strategies must not touch | `keyNotFound` / `valueNotFound` | each one under a key (error at that key), a `null` value, a string |
///
/// ```swift
/// let suite = TransformConformance<StringCodedTimeZoneTransform>(
///     "StringCodedTimeZone",
///     samples: [(TimeZone(identifier: "Europe/Paris")!, "Europe/Paris"),
///               (TimeZone(identifier: "Asia/Tokyo")!, "Asia/Tokyo")],
///     invalidInputs: [InvalidInput("Mars/Olympus", .dataCorrupted, messageContains: "'Mars/Olympus'")],
///     generate: { random in TimeZone(identifier: random.element(of: TimeZone.knownTimeZoneIdentifiers))! })
///
/// @Test(arguments: suite.cases)
/// func timeZone(_ testCase: ConformanceCase) { testCase.verify() }
/// ```
public struct TransformConformance<Transform: CodingTransform>: ConformanceSuite
where
  Transform.Value: TransformShape & Equatable & Sendable,
  Transform.Value.TransformedValue == Transform.Value
{
  /// The wrapper's name, such as `"StringCodedTimeZone"`; suites are named `Name<Shape>`.
  public var name: String
  /// Values and their wire values; give at least two that differ.
  public var samples: [ConformanceSample<Transform.Value>]
  /// Inputs the plain value must reject, with paths relative to the value.
  public var invalidInputs: [InvalidInput]
  /// Inputs an optional property reads as `nil`, as it reads a missing key or `null`, such as
  /// the empty string for `@URLString`; the other shapes reject them as ``invalidInputs`` says.
  public var absentInputs: [WireValue]
  /// Random values of the plain value, biased to the edges of the format.
  public var generate: @Sendable (inout SeededRandomNumberGenerator) -> Transform.Value

  /// Creates the suites of a transform.
  ///
  /// - Parameters:
  ///   - name: The wrapper's name.
  ///   - transform: The transform; usually inferred.
  ///   - samples: Values and their wire values.
  ///   - invalidInputs: Inputs the plain value must reject.
  ///   - absentInputs: Inputs an optional property reads as `nil`; none by default. List them
  ///     in `invalidInputs` too, with the error the other shapes give.
  ///   - generate: Random values of the plain value for the random round trip, biased to the
  ///     edges of the format; the shapes' generators are derived from it.
  public init(
    _ name: String, transform: Transform.Type = Transform.self,
    samples: [(Transform.Value, WireValue)], invalidInputs: [InvalidInput],
    absentInputs: [WireValue] = [],
    generate: @escaping @Sendable (inout SeededRandomNumberGenerator) -> Transform.Value
  ) {
    self.name = name
    self.samples = samples.map { ConformanceSample($0.0, $0.1) }
    self.invalidInputs = invalidInputs
    self.absentInputs = absentInputs
    self.generate = generate
  }

  /// The suite of `@W var x: T`.
  public var value: WrapperConformance<TransformCoded<Transform, Transform.Value>> {
    WrapperConformance(
      "\(name)<\(Transform.Value.self)>", shape: .value, samples: samples,
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: invalidInputs, generate: generate)
  }

  /// The suite of `@W var x: T?`.
  public var optional: WrapperConformance<TransformCoded<Transform, Transform.Value?>> {
    WrapperConformance(
      "\(name)<\(Transform.Value.self)?>", shape: .optional,
      samples: samples.map { ConformanceSample($0.value, $0.wire) } + [ConformanceSample(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: invalidInputs.filter { !absentInputs.contains($0.wire) },
      recoveredInputs: absentInputs.map { RecoveredInput($0, decodes: nil, reporting: []) },
      generate: { [generate] random in random.chance(0.25) ? nil : generate(&random) })
  }

  /// The suite of `@W var x: [T]`.
  public var array: WrapperConformance<TransformCoded<Transform, [Transform.Value]>> {
    let good = samples.first?.wire ?? .null
    return WrapperConformance(
      "\(name)<[\(Transform.Value.self)]>", shape: .array,
      samples: [
        ConformanceSample([], []),
        ConformanceSample(samples.map(\.value), .array(samples.compactMap(\.wire))),
      ],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: invalidInputs.map { $0.nested(in: [good, $0.wire], at: 1) } + [
        InvalidInput([good, .null], .valueNotFound, at: [1]),
        InvalidInput("not an array", .typeMismatch),
      ],
      generate: { [generate] random in
        (0..<Int.random(in: 0...5, using: &random)).map { _ in generate(&random) }
      })
  }

  /// The suite of `@W var x: [String: T]`.
  ///
  /// Sample keys are `"firstKey"` and `"second_key"`: a coder's key strategy must leave them
  /// alone, as it does for a plain dictionary.
  public var dictionary: WrapperConformance<TransformCoded<Transform, [String: Transform.Value]>> {
    let keys = samples.indices.map { Self.dictionaryKey($0) }
    let good = samples.first?.wire ?? .null
    return WrapperConformance(
      "\(name)<[String: \(Transform.Value.self)]>", shape: .dictionary,
      samples: [
        ConformanceSample([:], [:]),
        ConformanceSample(
          Dictionary(uniqueKeysWithValues: zip(keys, samples.map(\.value))),
          .object(Dictionary(uniqueKeysWithValues: zip(keys, samples.compactMap(\.wire))))),
      ],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: invalidInputs.map {
        $0.nested(in: ["firstKey": good, "bad_key": $0.wire], at: "bad_key")
      } + [
        InvalidInput(["firstKey": good, "nullKey": .null], .valueNotFound, at: ["nullKey"]),
        InvalidInput("not an object", .typeMismatch),
      ],
      generate: { [generate] random in
        // Any string is a key, so random keys check that no coder or strategy changes them.
        var dictionary: [String: Transform.Value] = [:]
        for _ in 0..<Int.random(in: 0...5, using: &random) {
          dictionary[random.unicodeString(maxLength: 8)] = generate(&random)
        }
        return dictionary
      })
  }

  private static func dictionaryKey(_ index: Int) -> String {
    switch index {
    case 0: "firstKey"
    case 1: "second_key"
    default: "key\(index)"
    }
  }

  /// The four suites.
  public var suites: [any ConformanceSuite] { [value, optional, array, dictionary] }

  /// The cases of all four suites.
  ///
  /// - Parameter coders: The coders to run.
  /// - Returns: The cases.
  public func cases(coders: [any ConformanceCoder]) -> [ConformanceCase] {
    suites.cases(coders: coders)
  }

  /// The bad-input outcomes of all four suites.
  ///
  /// - Parameter coder: The coder to decode with.
  /// - Returns: The outcomes, suite by suite.
  public func badInputOutcomes(coder: any ConformanceCoder) -> [BadInputOutcome] {
    suites.badInputOutcomes(coder: coder)
  }
}
