import CodableTransformsCore
import CodableTransformsTesting
import Foundation
import Testing

// Wrappers that pass every check of the kit but mutated inputs: each mishandles inputs that no
// suite lists, as real bugs do.

/// An error that is not a `DecodingError`, as a hand-written parser might let escape.
struct ParserStateError: Error {}

/// Decodes single letters, but lets a parser error escape for longer strings other than the one
/// listed invalid input, `"ab"`.
@propertyWrapper
struct FragileLetter: ConformanceTestable, Hashable, Sendable {
  var wrappedValue: String

  init(wrappedValue: String) { self.wrappedValue = wrappedValue }

  init(from decoder: any Decoder) throws {
    let string = try decoder.singleValueContainer().decode(String.self)
    if string.count > 1, string != "ab" { throw ParserStateError() }
    wrappedValue = try decoder.singleValueContainer().decode(using: LetterTransform.self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue, using: LetterTransform.self)
  }
}

/// Decodes single letters, but reports longer strings other than the listed `"ab"` at a relative
/// path, `value`, instead of the property's.
@propertyWrapper
struct MisplacedErrorLetter: ConformanceTestable, Hashable, Sendable {
  var wrappedValue: String

  init(wrappedValue: String) { self.wrappedValue = wrappedValue }

  init(from decoder: any Decoder) throws {
    let string = try decoder.singleValueContainer().decode(String.self)
    if string.count > 1, string != "ab" {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [AnyCodingKey("value")], debugDescription: "'\(string)' is too long"))
    }
    wrappedValue = try decoder.singleValueContainer().decode(using: LetterTransform.self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue, using: LetterTransform.self)
  }
}

struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

private func letterWrapperSuite<W: ConformanceTestable & Sendable>(_ type: W.Type)
  -> WrapperConformance<W> where W.WrappedValue == String
{
  WrapperConformance<W>(
    "\(W.self)", shape: .value, samples: [.init("A", "a"), .init("B", "b")],
    missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
    invalidInputs: [
      InvalidInput("ab", .dataCorrupted, messageContains: "'ab'"),
      InvalidInput(1, .typeMismatch),
    ],
    generate: { random in random.element(of: ["A", "Q", "Z"]) })
}

private func mutationFailures(_ suite: some ConformanceSuite, coders: [any ConformanceCoder])
  -> [String]
{
  suite.cases(coders: coders).filter { $0.check == .mutatedInputs }.flatMap { $0.run() }
    .map(\.message)
}

@Suite("The kit's mutated-inputs check")
struct MutatedInputTests {
  init() throws {
    // The checks below count on a few dozen mutations per case.
    try #require(FuzzConfiguration.current.mutationCount >= 40)
  }

  @Test func aCorrectTransformPassesWithEveryCoderInEveryShape() {
    let failures = letterSuite(LetterTransform.self).cases(coders: ConformanceCoders.foundation)
      .filter {
        $0.check == .mutatedInputs
      }
      .flatMap { $0.run() }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test(arguments: ConformanceCoders.foundation.map { [$0] })
  func anErrorThatIsNotADecodingErrorIsCaughtOnlyByMutatedInputs(_ coders: [any ConformanceCoder]) {
    let suite = letterWrapperSuite(FragileLetter.self)
    let failing = suite.cases(coders: coders).filter { !$0.run().isEmpty }.map(\.check)
    #expect(failing == [.mutatedInputs])
    #expect(
      mutationFailures(suite, coders: coders).contains {
        $0.contains("threw ParserStateError(), which is not a DecodingError")
          && $0.contains("CODABLE_TRANSFORMS_FUZZ_SEED=0x")
      })
  }

  @Test(arguments: ConformanceCoders.foundation.map { [$0] })
  func anErrorAtAnUnrelatedPathIsCaughtOnlyByMutatedInputs(_ coders: [any ConformanceCoder]) {
    let suite = letterWrapperSuite(MisplacedErrorLetter.self)
    let failing = suite.cases(coders: coders).filter { !$0.run().isEmpty }.map(\.check)
    #expect(failing == [.mutatedInputs])
    #expect(
      mutationFailures(suite, coders: coders).contains {
        $0.contains("threw at value, which is neither where the input was changed")
      })
  }

  @Test func theSameSeedMutatesTheSameWay() {
    let suite = letterWrapperSuite(FragileLetter.self)
    let coders: [any ConformanceCoder] = [JSONConformanceCoder(.standard)]
    #expect(mutationFailures(suite, coders: coders) == mutationFailures(suite, coders: coders))
  }

  /// A JSON coder that does not declare Foundation's path-less number error.
  struct StrictJSONCoder: ConformanceCoder {
    var name: String { "strict JSON" }
    let base = JSONConformanceCoder(.standard)
    func encode<T: Encodable>(_ value: T) throws -> WireValue { try base.encode(value) }
    func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
      try base.decode(T.self, from: wire)
    }
  }

  /// The core's container methods give a coder's path-less error the value's path, so that even
  /// a coder that does not declare Foundation's defect sees every error located.
  @Test func aPathlessCoderErrorIsLocatedByTheCore() {
    let suite = TransformConformance<UInt8Identity>(
      "UInt8", samples: [(0, 0), (255, 255)], invalidInputs: [InvalidInput("1", .typeMismatch)],
      generate: { random in random.edgeBiasedInteger() }
    ).value
    #expect(mutationFailures(suite, coders: [JSONConformanceCoder(.standard)]).isEmpty)
    #expect(mutationFailures(suite, coders: [StrictJSONCoder()]).isEmpty)
  }
}

enum UInt8Identity: CodingTransform {
  static func decode(_ value: UInt8) -> UInt8 { value }
  static func encode(_ value: UInt8) -> UInt8 { value }
}

@Suite("Foundation defects the coders declare")
struct CoderDefectTests {
  /// If this starts failing, Foundation reports the path: drop
  /// `JSONConformanceCoder.knownDefect(for:)`.
  @Test(arguments: [#"{"a": 256}"#, #"{"a": 2.5}"#, #"{"a": 1e300}"#])
  func jsonDecoderLosesThePathOfANumberThatDoesNotFit(_ json: String) throws {
    struct Model: Decodable { var a: UInt8 }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(json.utf8))
    }
    #if os(Linux)
      #expect(JSONConformanceCoder(.standard).knownDefect(for: error) != nil)
    #endif
    // A path-less error about anything else is not excused.
    let other = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "other"))
    #expect(JSONConformanceCoder(.standard).knownDefect(for: other) == nil)
  }

  /// If this starts failing, `PropertyListDecoder` wraps every error: drop
  /// `PropertyListConformanceCoder.knownDefect(for:)`.
  @Test func propertyListDecoderLetsAnInternalErrorEscapeForSomeCorruptedBinaryLists() throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let bytes = [UInt8](try encoder.encode(["a": 1, "b": 2]))
    var escaped: [any Error] = []
    for index in bytes.indices {
      var corrupted = bytes
      corrupted[index] ^= 0x40
      do {
        _ = try PropertyListDecoder().decode([String: Int].self, from: Data(corrupted))
      } catch is DecodingError {
      } catch {
        escaped.append(error)
      }
    }
    #if os(Linux)
      #expect(!escaped.isEmpty)
    #endif
    let coder = PropertyListConformanceCoder(.binary)
    #expect(escaped.allSatisfy { coder.knownDefect(for: $0) != nil })
    #expect(coder.knownDefect(for: ParserStateError()) == nil)
  }
}
