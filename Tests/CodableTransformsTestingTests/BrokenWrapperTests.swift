import CodableTransformsCore
import CodableTransformsTesting
import Foundation
import Testing

// Deliberately broken wrappers. Each breaks one promise; the kit must catch exactly that one.

/// A correct transform: the control.
///
/// `"a"` ↔ `"A"` for single letters.
enum LetterTransform: CodingTransform {
  static func decode(_ codingValue: String) throws -> String {
    guard codingValue.count == 1, codingValue.first!.isLetter else {
      throw TransformError(rejecting: codingValue, expected: "one letter")
    }
    return codingValue.uppercased()
  }
  static func encode(_ value: String) throws -> String { value.lowercased() }
}

/// Accepts anything: invalid inputs are silently turned into a value.
enum LenientLetterTransform: CodingTransform {
  static func decode(_ codingValue: String) throws -> String {
    (try? LetterTransform.decode(codingValue)) ?? "?"
  }
  static func encode(_ value: String) throws -> String { value.lowercased() }
}

/// Writes the wrong wire value (and so cannot round-trip).
enum ShoutingLetterTransform: CodingTransform {
  static func decode(_ codingValue: String) throws -> String {
    try LetterTransform.decode(codingValue)
  }
  static func encode(_ value: String) throws -> String { value + "!" }
}

func letterSuite<T: CodingTransform>(_ transform: T.Type) -> TransformConformance<T>
where T.Value == String {
  TransformConformance(
    "\(T.self)",
    samples: [("A", "a"), ("B", "b"), ("Z", "z")],
    invalidInputs: [
      InvalidInput("ab", .dataCorrupted, messageContains: "'ab' is not one letter"),
      InvalidInput("1", .dataCorrupted, messageContains: "'1'"),
      InvalidInput(1, .typeMismatch),
    ],
    generate: { random in random.element(of: ["A", "Q", "Z", "É"]) })
}

/// An article-style wrapper on an optional: not a `KeyedCodingWrapper`, so a missing key throws
/// and `nil` is written as `null`.
@propertyWrapper
struct ArticleStyleOptional: CodableByTransform, ConformanceTestable, Hashable, Sendable {
  var wrappedValue: String?
  static func transformDecodedValue(_ value: String?) throws -> Self? {
    Self(wrappedValue: try value.map(LetterTransform.decode))
  }
  static func transformValueForEncoding(_ value: Self) throws -> String? {
    try value.wrappedValue.map(LetterTransform.encode)
  }
}

/// Keeps the string it decoded and writes it back, ignoring later mutations; reports errors at
/// the wrong path with the wrong kind; and compares every instance equal.
@propertyWrapper
struct StaleLetter: KeyedCodingWrapper, ConformanceTestable, Sendable, Equatable {
  var wrappedValue: String
  private var decodedFrom: String?

  init(wrappedValue: String) { self.wrappedValue = wrappedValue }

  init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    let string = try container.decode(String.self, forKey: key)
    guard let value = try? LetterTransform.decode(string) else {
      throw DecodingError.typeMismatch(
        String.self, .init(codingPath: [], debugDescription: "bad letter"))
    }
    wrappedValue = value
    decodedFrom = string
  }

  func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) throws {
    try container.encode(decodedFrom ?? LetterTransform.encode(wrappedValue), forKey: key)
  }

  init(from decoder: any Decoder) throws {
    wrappedValue = try decoder.singleValueContainer().decode(using: LetterTransform.self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue, using: LetterTransform.self)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { true }
}

private func failingChecks(_ suite: some ConformanceSuite) -> Set<ConformanceCheck> {
  Set(suite.cases.filter { !$0.run().isEmpty }.map(\.check))
}

@Suite("The kit fails broken wrappers")
struct BrokenWrapperTests {
  @Test func aCorrectTransformPassesEveryCheckInEveryShape() {
    let failures = letterSuite(LetterTransform.self).cases.flatMap { $0.run() }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func acceptingInvalidInputsFailsTheInvalidInputCheckInEveryShape() {
    let suite = letterSuite(LenientLetterTransform.self)
    #expect(failingChecks(suite) == [.invalidInputs])
    for shape in suite.suites {
      #expect(failingChecks(shape) == [.invalidInputs])
    }
    let failure = suite.value.cases.first { $0.check == .invalidInputs }!.run().first!
    #expect(failure.message.contains("\"ab\""))
    #expect(failure.message.contains("expected DecodingError.dataCorrupted"))
  }

  @Test func writingTheWrongValueFailsTheWireRoundTripAndMutationChecks() {
    #expect(
      failingChecks(letterSuite(ShoutingLetterTransform.self))
        == [.wireValue, .roundTrip, .mutateThenEncode, .randomRoundTrip])
  }

  @Test func anOptionalThatIsNotAKeyedWrapperFailsTheMissingKeyAndNilChecks() {
    let suite = WrapperConformance<ArticleStyleOptional>(
      "ArticleStyleOptional", shape: .optional,
      samples: [.init("A", "a"), .init("B", "b"), .init(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [InvalidInput("ab", .dataCorrupted)],
      generate: { random in random.chance(0.5) ? nil : "K" })
    let failing = failingChecks(suite)
    #expect(failing.contains(.missingKey))
    #expect(failing.contains(.wireValue))
    #expect(!failing.contains(.null) && !failing.contains(.invalidInputs))
  }

  @Test func staleEncodingWrongErrorsAndBrokenEqualityAreEachCaught() {
    let suite = WrapperConformance<StaleLetter>(
      "StaleLetter", shape: .value,
      samples: [.init("A", "a"), .init("B", "b")],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [InvalidInput("ab", .dataCorrupted)],
      generate: { random in random.element(of: ["A", "B"]) })
    #expect(failingChecks(suite) == [.mutateThenEncode, .invalidInputs, .equatableAndHashable])
    let invalid = suite.cases.first { $0.check == .invalidInputs }!.run()
    #expect(invalid.contains { $0.message.contains("expected .dataCorrupted") })
    #expect(invalid.contains { $0.message.contains("expected testedValue") })
  }

  @Test func verifyRecordsFailuresAsIssues() {
    let testCase = letterSuite(LenientLetterTransform.self).value.cases.first {
      $0.check == .invalidInputs
    }!
    withKnownIssue {
      testCase.verify()
    }
  }
}
