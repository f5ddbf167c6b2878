public import CodableTransformsTesting
import CollectionCoding
import Foundation

extension OneOrMany: ConformanceTestable {}
extension SeparatedValues: ConformanceTestable {}
extension NoDuplicates: ConformanceTestable {}

extension LibraryConformance {
  /// `@OneOrMany`, `@CommaSeparated`, `@SeparatedValues` and `@NoDuplicates`.
  ///
  /// Single elements and duplicate-free arrays are recovered inputs with nothing to report: they
  /// decode, and are written back in the canonical form.
  public static var collectionCoding: [any ConformanceSuite] {
    [
      oneOrManyStrings, oneOrManySteps, commaSeparatedInts, commaSeparatedStrings,
      spaceSeparatedStrings, noDuplicateInts, optionalOneOrMany, optionalCommaSeparated,
      optionalNoDuplicates,
    ]
  }

  // The optional forms: a missing key and `null` are `nil`, `nil` leaves the key out, and a bad
  // value still throws at its path.

  private static var optionalOneOrMany: WrapperConformance<OneOrMany<String>.Optional> {
    WrapperConformance(
      "OneOrMany<String>.Optional", shape: .optional,
      samples: [.init(["Ada", "Bo"], ["Ada", "Bo"]), .init([], []), .init(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [
        InvalidInput(["Ada", 1], .typeMismatch, at: [1]),
        InvalidInput(["Ada", nil], .valueNotFound, at: [1]),
        InvalidInput(["name": "Ada"], .typeMismatch),
      ],
      recoveredInputs: [RecoveredInput("Ada", decodes: ["Ada"], reporting: [])],
      generate: { random in
        random.chance(0.3)
          ? nil : (0..<Int.random(in: 0...3, using: &random)).map { _ in random.unicodeString() }
      })
  }

  private static var optionalCommaSeparated: WrapperConformance<CommaSeparated<Int>.Optional> {
    WrapperConformance(
      "CommaSeparated<Int>.Optional", shape: .optional,
      samples: [.init([7, -1], "7,-1"), .init([], ""), .init(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [
        InvalidInput("7,x", .dataCorrupted, messageContains: "'x' (value 2 of '7,x'"),
        InvalidInput(7, .typeMismatch),
      ],
      generate: { random in
        random.chance(0.3)
          ? nil
          : (0..<Int.random(in: 0...3, using: &random)).map { _ in random.edgeBiasedInteger() }
      })
  }

  private static var optionalNoDuplicates: WrapperConformance<NoDuplicates<Int>.Optional> {
    var suite = WrapperConformance<NoDuplicates<Int>.Optional>(
      "NoDuplicates<Int>.Optional", shape: .optional,
      samples: [.init([7], [7]), .init([], []), .init(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [
        InvalidInput([1, 1], .dataCorrupted, at: [1], messageContains: "repeats the element"),
        InvalidInput([1, "2"], .typeMismatch, at: [1]),
        InvalidInput("1", .typeMismatch),
      ],
      generate: { random in
        random.chance(0.3)
          ? nil
          : Set((0..<Int.random(in: 0...3, using: &random)).map { _ in random.edgeBiasedInteger() })
      })
    // A repeated element is reported at its second occurrence, wherever the input changed.
    suite.errorsMayPointAtOtherElements = true
    return suite
  }

  private static var oneOrManyStrings: WrapperConformance<OneOrMany<String>> {
    WrapperConformance(
      "OneOrMany<String>",
      samples: [.init([], []), .init(["Ada"], ["Ada"]), .init(["Ada", "Bo"], ["Ada", "Bo"])],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [
        InvalidInput([1], .typeMismatch, at: [0]),
        InvalidInput(["Ada", nil], .valueNotFound, at: [1]),
        InvalidInput(42, .typeMismatch),
        InvalidInput(["name": "Ada"], .typeMismatch),
      ],
      recoveredInputs: [
        RecoveredInput("Ada", decodes: ["Ada"], reporting: []),
        RecoveredInput("", decodes: [""], reporting: []),
      ],
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in random.unicodeString() }
      })
  }

  private static var oneOrManySteps: WrapperConformance<OneOrMany<ConformanceCollections.Step>> {
    WrapperConformance(
      "OneOrMany<Step>",
      samples: [.init([.init(text: "Mix")], [["text": "Mix"]]), .init([], [])],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [
        InvalidInput([["text": 1]], .typeMismatch, at: [0, "text"]),
        InvalidInput(["text": 1], .typeMismatch, at: ["text"]),
        InvalidInput("Mix", .typeMismatch),
      ],
      recoveredInputs: [
        RecoveredInput(["text": "Bake"], decodes: [.init(text: "Bake")], reporting: [])
      ],
      generate: { random in [.init(text: random.unicodeString())] })
  }

  private static var commaSeparatedInts: WrapperConformance<CommaSeparated<Int>> {
    WrapperConformance(
      "CommaSeparated<Int>",
      samples: [.init([], ""), .init([7], "7"), .init([7, 42, -1], "7,42,-1")],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [
        InvalidInput(
          "7, 42", .dataCorrupted,
          messageContains: "' 42' (value 2 of '7, 42', separated by ',') is not Int written as text"
        ),
        InvalidInput("7,,42", .dataCorrupted, messageContains: "'' (value 2 of '7,,42'"),
        InvalidInput("7,", .dataCorrupted),
        InvalidInput("seven", .dataCorrupted, messageContains: "'seven'"),
        InvalidInput(7, .typeMismatch),
        InvalidInput([7, 42], .typeMismatch),
      ],
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in random.edgeBiasedInteger() }
      })
  }

  private static var commaSeparatedStrings: WrapperConformance<CommaSeparated<String>> {
    WrapperConformance(
      "CommaSeparated<String>",
      samples: [
        .init([], ""), .init(["swift", "codable"], "swift,codable"), .init(["a", ""], "a,"),
        .init([" spaced ", "Ωé"], " spaced ,Ωé"),
      ],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [InvalidInput(1, .typeMismatch), InvalidInput(["a"], .typeMismatch)],
      generate: { random in
        let values = (0..<Int.random(in: 0...4, using: &random)).map { _ in
          random.unicodeString().replacingOccurrences(of: ",", with: ";")
        }
        return values == [""] ? [] : values
      })
  }

  private static var spaceSeparatedStrings:
    WrapperConformance<
      SeparatedValues<SpaceSeparator, String>
    >
  {
    WrapperConformance(
      "SeparatedValues<SpaceSeparator, String>",
      samples: [.init(["read", "write"], "read write"), .init([], "")],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [InvalidInput(["read"], .typeMismatch)],
      recoveredInputs: [
        RecoveredInput("read  write", decodes: ["read", "", "write"], reporting: [])
      ],
      generate: { random in
        random.chance(0.5) ? [] : [random.element(of: ["read", "write", "admin"])]
      })
  }

  private static var noDuplicateInts: WrapperConformance<NoDuplicates<Int>> {
    var suite = WrapperConformance<NoDuplicates<Int>>(
      "NoDuplicates<Int>",
      samples: [.init([], []), .init([7], [7])],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [
        InvalidInput(
          [1, 2, 1], .dataCorrupted, at: [2],
          messageContains: "'1' repeats the element at index 0; a set lists each once"),
        InvalidInput([3, 3], .dataCorrupted, at: [1]),
        InvalidInput([1, "2"], .typeMismatch, at: [1]),
        InvalidInput([1, nil], .valueNotFound, at: [1]),
        InvalidInput(1, .typeMismatch),
      ],
      recoveredInputs: [RecoveredInput([3, 1, 2], decodes: [1, 2, 3], reporting: [])],
      generate: { random in
        Set((0..<Int.random(in: 0...4, using: &random)).map { _ in random.edgeBiasedInteger() })
      })
    // A repeated element is reported at its second occurrence, wherever the input changed.
    suite.errorsMayPointAtOtherElements = true
    return suite
  }
}

/// Values of the kit's collection suites.
enum ConformanceCollections {
  /// A `Codable` struct element.
  struct Step: Codable, Hashable, Sendable {
    var text: String
  }
}
