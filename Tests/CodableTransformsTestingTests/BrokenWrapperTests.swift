import CodableTransformsCore
import CodableTransformsTesting
import Foundation
import Testing

// Deliberately broken wrappers. Each breaks one promise; the kit must catch exactly that one.

/// A correct transform: the control.
///
/// `"a"` ↔ `"A"` for single letters whose upper case is one letter (not `"ß"`, which upper-cases
/// to `"SS"` and could not be written back).
enum LetterTransform: CodingTransform {
  static func decode(_ codingValue: String) throws -> String {
    guard codingValue.count == 1, codingValue.first!.isLetter, codingValue.uppercased().count == 1,
      codingValue.uppercased().lowercased() == codingValue.lowercased()
    else {
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

/// An article-style wrapper on an optional: not a `ContainerCodable`, so a missing key throws
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
struct StaleLetter: ContainerCodable, ConformanceTestable, Sendable, Equatable {
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
  Set(suite.cases(coders: ConformanceCoders.foundation).filter { !$0.run().isEmpty }.map(\.check))
}

@Suite("The kit fails broken wrappers")
struct BrokenWrapperTests {
  @Test func aCorrectTransformPassesEveryCheckInEveryShape() {
    let failures = letterSuite(LetterTransform.self).cases(coders: ConformanceCoders.foundation)
      .flatMap {
        $0.run()
      }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func acceptingInvalidInputsFailsTheInvalidInputCheckInEveryShape() {
    let suite = letterSuite(LenientLetterTransform.self)
    #expect(failingChecks(suite) == [.invalidInputs])
    for shape in suite.suites {
      #expect(failingChecks(shape) == [.invalidInputs])
    }
    let failure = suite.value.cases(coders: ConformanceCoders.foundation).first {
      $0.check == .invalidInputs
    }!.run().first!
    #expect(failure.message.contains("\"ab\""))
    #expect(failure.message.contains("expected DecodingError.dataCorrupted"))
  }

  @Test func writingTheWrongValueFailsTheWireRoundTripAndMutationChecks() {
    #expect(
      failingChecks(letterSuite(ShoutingLetterTransform.self))
        == [.wireValue, .roundTrip, .mutateThenEncode, .randomRoundTrip, .mutatedInputs])
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
    // Its errors have an empty coding path: mutated inputs find that too.
    #expect(
      failingChecks(suite)
        == [.mutateThenEncode, .invalidInputs, .mutatedInputs, .equatableAndHashable])
    let invalid = suite.cases(coders: ConformanceCoders.foundation).first {
      $0.check == .invalidInputs
    }!
    .run()
    #expect(invalid.contains { $0.message.contains("expected .dataCorrupted") })
    #expect(invalid.contains { $0.message.contains("expected testedValue") })
  }

  @Test func verifyRecordsFailuresAsIssues() {
    let testCase = letterSuite(LenientLetterTransform.self).value.cases(
      coders: ConformanceCoders.foundation
    ).first {
      $0.check == .invalidInputs
    }!
    withKnownIssue {
      testCase.verify()
    }
  }
}

/// Drops the elements it cannot decode without reporting them: the silent lossy array the
/// library exists to replace.
@propertyWrapper
struct SilentLossyIntegers: ContainerCodable, ConformanceTestable, Hashable, Sendable {
  var wrappedValue: [Int]

  init(wrappedValue: [Int]) { self.wrappedValue = wrappedValue }

  private static func integers(_ values: [WireValue]?) -> [Int] {
    (values ?? []).compactMap { value in
      if case .integer(let integer) = value { return Int(integer) }
      return nil
    }
  }

  init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    wrappedValue = Self.integers(try? container.decodeIfPresent([WireValue].self, forKey: key))
  }

  func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) throws {
    try container.encode(wrappedValue, forKey: key)
  }

  init(from decoder: any Decoder) throws {
    wrappedValue = Self.integers(try? decoder.singleValueContainer().decode([WireValue].self))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

/// Drops the elements that are not integers and reports them, last first: the report is not in
/// decoding order.
@propertyWrapper
struct BackwardsReportingIntegers: ContainerCodable, ConformanceTestable, Hashable, Sendable {
  var wrappedValue: [Int]

  init(wrappedValue: [Int]) { self.wrappedValue = wrappedValue }

  private struct Index: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

  init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    let values = try container.decodeIfPresent([WireValue].self, forKey: key) ?? []
    var kept: [Int] = []
    var dropped: [Int] = []
    for (index, value) in values.enumerated() {
      if case .integer(let integer) = value {
        kept.append(Int(integer))
      } else {
        dropped.append(index)
      }
    }
    wrappedValue = kept
    let report = container.recoveryReport(forKey: key)
    for index in dropped.reversed() {
      report?.record(
        DecodingError.typeMismatch(
          Int.self, .init(codingPath: [], debugDescription: "not an integer")),
        at: container.codingPath + [key, Index(intValue: index)])
    }
  }

  func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) throws {
    try container.encode(wrappedValue, forKey: key)
  }

  init(from decoder: any Decoder) throws {
    wrappedValue = try decoder.singleValueContainer().decode([Int].self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

@Suite("The kit's recovered-inputs check")
struct RecoveredInputTests {
  let suite = WrapperConformance<SilentLossyIntegers>(
    "SilentLossyIntegers",
    samples: [.init([], []), .init([1, 2], [1, 2])],
    missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
    recoveredInputs: [
      RecoveredInput(
        [1, "x", 3], decodes: [1, 3], reporting: [ExpectedReportEntry(at: [1], .typeMismatch)])
    ],
    generate: { random in [random.edgeBiasedInteger()] })

  @Test func aWrapperThatDropsSilentlyFailsOnlyTheRecoveredInputCheck() {
    #expect(failingChecks(suite) == [.recoveredInputs])
    let failures = suite.cases(coders: ConformanceCoders.foundation).first {
      $0.check == .recoveredInputs
    }!.run()
    #expect(failures.contains { $0.message.contains("did not report [1] (typeMismatch)") })
  }

  @Test func aReportOutOfDecodingOrderFailsTheCheck() {
    let backwards = WrapperConformance<BackwardsReportingIntegers>(
      "BackwardsReportingIntegers",
      samples: [.init([], []), .init([1, 2], [1, 2])],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["x", 2, "y"], decodes: [2],
          reporting: [
            ExpectedReportEntry(at: [0], .typeMismatch),
            ExpectedReportEntry(at: [2], .typeMismatch),
          ])
      ],
      generate: { random in [random.edgeBiasedInteger()] })
    #expect(failingChecks(backwards) == [.recoveredInputs])
    let failures = backwards.cases(coders: ConformanceCoders.foundation).first {
      $0.check == .recoveredInputs
    }!.run()
    #expect(
      failures.contains {
        $0.message.contains("reported testedValue[0] after testedValue[2]: a RecoveryReport lists")
      }, "\(failures.map(\.message))")
  }

  @Test func aWrongValueOrAnUnexpectedEntryFailsTheCheck() {
    var wrong = suite
    wrong.recoveredInputs = [RecoveredInput([1, "x"], decodes: [1, 2], reporting: [])]
    let failures = wrong.cases(coders: ConformanceCoders.foundation).first {
      $0.check == .recoveredInputs
    }!.run()
    #expect(failures.contains { $0.message.contains("gave [1]; expected [1, 2]") })
  }

  @Test func aCoderThatDoesNotPassUserInfoFailsTheCheckNamingItself() {
    struct NoUserInfoCoder: ConformanceCoder {
      var name: String { "No userInfo" }
      func encode<T: Encodable>(_ value: T) throws -> WireValue {
        try JSONConformanceCoder(.standard).encode(value)
      }
      func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
        try JSONConformanceCoder(.standard).decode(T.self, from: wire)
      }
    }
    let cases = suite.cases(coders: [NoUserInfoCoder()])
    let failures = cases.first { $0.check == .recoveredInputs }!.run()
    #expect(
      failures.contains { $0.message.contains("No userInfo cannot put a RecoveryReport") })
    // Every other check works without userInfo.
    #expect(cases.filter { $0.check != .recoveredInputs }.allSatisfy { $0.run().isEmpty })
  }

  @Test func suitesWithoutRecoveredInputsHaveNoSuchCases() {
    #expect(
      !letterSuite(LetterTransform.self).cases(coders: ConformanceCoders.foundation).contains {
        $0.check == .recoveredInputs
      })
    #expect(
      suite.cases(coders: ConformanceCoders.foundation).filter { $0.check == .recoveredInputs }
        .count
        == ConformanceCoders.foundation.count)
  }
}

/// Decodes a letter but never writes its key: a value that does not come back.
@propertyWrapper
struct WriteOnceLetter: ContainerCodable, ConformanceTestable, Hashable, Sendable {
  var wrappedValue: String

  init(wrappedValue: String) { self.wrappedValue = wrappedValue }

  init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    wrappedValue = try container.decode(using: LetterTransform.self, forKey: key)
  }

  func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) {}

  init(from decoder: any Decoder) throws {
    wrappedValue = try decoder.singleValueContainer().decode(using: LetterTransform.self)
  }

  func encode(to encoder: any Encoder) throws {}
}

@Suite("The kit's decodedFromEncoded expectation")
struct DecodedFromEncodedTests {
  func suite(_ decodedFromEncoded: DecodingOutcome<String>?) -> WrapperConformance<WriteOnceLetter>
  {
    WrapperConformance(
      "WriteOnceLetter", samples: [.init("A", nil), .init("B", nil)],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [InvalidInput("ab", .dataCorrupted)],
      decodedFromEncoded: decodedFromEncoded,
      generate: { random in random.element(of: ["A", "Z"]) })
  }

  @Test func aValueThatDoesNotComeBackFailsTheRoundTripChecksUnlessTheSuiteSaysSo() {
    #expect(
      failingChecks(suite(nil))
        == [.roundTrip, .mutateThenEncode, .randomRoundTrip, .mutatedInputs])
    #expect(failingChecks(suite(.fails(.keyNotFound))).isEmpty)
  }

  @Test func aWrongExpectationFailsTheRoundTripChecks() {
    // Claiming the encoded value decodes also makes mutate-then-encode decode it, and fail; the
    // mutated inputs that decode are written and read back with the same wrong expectation.
    #expect(
      failingChecks(suite(.decodes("A")))
        == [.roundTrip, .mutateThenEncode, .randomRoundTrip, .mutatedInputs])
    #expect(
      failingChecks(suite(.fails(.valueNotFound)))
        == [.roundTrip, .randomRoundTrip, .mutatedInputs])
    let failures = suite(.decodes("A")).cases(coders: ConformanceCoders.foundation).first {
      $0.check == .roundTrip
    }!.run()
    #expect(failures.contains { $0.message.contains("threw") })
  }
}
