public import CodableTransformsCore

/// The conformance suite of one wrapper type: its samples, what a missing key and `null` give,
/// and the inputs it must reject.
///
/// The kit derives every check from this description — round trip, exact wire value, missing
/// key, `null`, invalid inputs, recovered inputs, mutate-then-encode, random round trip,
/// mutated inputs, `Equatable`/`Hashable` laws (and, for a transform, the decoding context) —
/// and runs each with every coder:
///
/// ```swift
/// let suite = WrapperConformance<Trimmed>(
///     "Trimmed",
///     samples: [.init("a", "a"), .init("b c", "b c"), .init(nil, nil)],
///     missingKey: .decodes(nil),
///     null: .decodes(nil),
///     invalidInputs: [InvalidInput(42, .typeMismatch)],
///     generate: { random in random.chance(0.2) ? nil : random.unicodeString() })
///
/// @Test(arguments: suite.cases)
/// func trimmed(_ testCase: ConformanceCase) { testCase.verify() }
/// ```
///
/// For a `CodingTransform`, a ``TransformConformance`` writes the four suites of its shapes.
public struct WrapperConformance<Wrapper: ConformanceTestable & Sendable>: ConformanceSuite
where Wrapper.WrappedValue: Equatable & Sendable {
  /// The name shown in test results, such as `"StringCodedTimeZone<[TimeZone]>"`.
  public var name: String
  /// The placement under test.
  public var shape: ConformanceShape
  /// Values and their wire values; mutate-then-encode needs two that differ.
  public var samples: [ConformanceSample<Wrapper.WrappedValue>]
  /// What decoding gives when the key is missing.
  public var missingKey: DecodingOutcome<Wrapper.WrappedValue>
  /// What decoding gives when the value is `null`.
  public var null: DecodingOutcome<Wrapper.WrappedValue>
  /// Inputs that must be rejected.
  public var invalidInputs: [InvalidInput]
  /// Inputs that must decode anyway, dropping or replacing what is bad and reporting it — for
  /// lossy and lenient wrappers — or that a wrapper accepts besides its samples' form, with
  /// nothing to report.
  public var recoveredInputs: [RecoveredInput<Wrapper.WrappedValue>]
  /// What decoding the wrapper's own output gives, when its value does not come back.
  ///
  /// A wrapper that leaves its key out when encoding, or does not read it when decoding, cannot
  /// round-trip its value. `nil` (the default) means every value comes back equal.
  ///
  /// The round-trip checks then expect this outcome instead of the value, and mutate-then-encode
  /// mutates a decoded model only when decoding succeeds.
  public var decodedFromEncoded: DecodingOutcome<Wrapper.WrappedValue>?
  /// Whether an error about one element of a collection may point at another element: `false`
  /// by default.
  ///
  /// The mutated-inputs check requires an error to point where the input was changed, or at a
  /// parent or child of it. A wrapper that compares elements with each other — `NoDuplicates`
  /// reports a repeated element at its second occurrence — may rightly point at another element
  /// of the same collection; set this to `true` for such a wrapper.
  public var errorsMayPointAtOtherElements = false
  /// Random values for the random round trip, biased to the edges of the format.
  public var generate: @Sendable (inout SeededRandomNumberGenerator) -> Wrapper.WrappedValue

  /// Runs a check, and decodes the bad inputs, with the harness model chosen at creation (a
  /// keyed one for a `ContainerCodable`).
  private let runCheck:
    @Sendable (WrapperConformance, ConformanceCheck, (any ConformanceCoder)?, String) -> [String]
  private let decodeBadInputs:
    @Sendable (WrapperConformance, any ConformanceCoder) -> [BadInputOutcome]

  /// Creates the suite of a `ContainerCodable`, tested through the library's container
  /// overloads as synthesized `Codable` uses them.
  ///
  /// - Parameters:
  ///   - name: The name shown in test results.
  ///   - shape: The placement under test.
  ///   - samples: Values and their wire values.
  ///   - missingKey: What decoding gives when the key is missing.
  ///   - null: What decoding gives when the value is `null`.
  ///   - invalidInputs: Inputs that must be rejected.
  ///   - recoveredInputs: Inputs that must decode anyway, with what they report; none by
  ///     default.
  ///   - decodedFromEncoded: What decoding the wrapper's own output gives when it is not the
  ///     value itself; `nil` by default (every value round-trips).
  ///   - generate: Random values for the random round trip, biased to the edges of the format;
  ///     every value must survive a round trip with every coder.
  public init(
    _ name: String, shape: ConformanceShape = .other,
    samples: [ConformanceSample<Wrapper.WrappedValue>],
    missingKey: DecodingOutcome<Wrapper.WrappedValue>,
    null: DecodingOutcome<Wrapper.WrappedValue>,
    invalidInputs: [InvalidInput],
    recoveredInputs: [RecoveredInput<Wrapper.WrappedValue>] = [],
    decodedFromEncoded: DecodingOutcome<Wrapper.WrappedValue>? = nil,
    generate: @escaping @Sendable (inout SeededRandomNumberGenerator) -> Wrapper.WrappedValue
  ) where Wrapper: ContainerCodable {
    self.init(
      name, shape: shape, samples: samples, missingKey: missingKey, null: null,
      invalidInputs: invalidInputs, recoveredInputs: recoveredInputs,
      decodedFromEncoded: decodedFromEncoded, generate: generate,
      harness: KeyedHarness<Wrapper>.self)
  }

  /// Creates the suite of a wrapper that is not a `ContainerCodable`, such as a
  /// `CodableByTransform` wrapper; synthesized `Codable` then uses the standard container
  /// methods.
  ///
  /// - Parameters:
  ///   - name: The name shown in test results.
  ///   - shape: The placement under test.
  ///   - samples: Values and their wire values.
  ///   - missingKey: What decoding gives when the key is missing.
  ///   - null: What decoding gives when the value is `null`.
  ///   - invalidInputs: Inputs that must be rejected.
  ///   - recoveredInputs: Inputs that must decode anyway, with what they report; none by
  ///     default.
  ///   - decodedFromEncoded: What decoding the wrapper's own output gives when it is not the
  ///     value itself; `nil` by default (every value round-trips).
  ///   - generate: Random values for the random round trip, biased to the edges of the format;
  ///     every value must survive a round trip with every coder.
  public init(
    _ name: String, shape: ConformanceShape = .other,
    samples: [ConformanceSample<Wrapper.WrappedValue>],
    missingKey: DecodingOutcome<Wrapper.WrappedValue>,
    null: DecodingOutcome<Wrapper.WrappedValue>,
    invalidInputs: [InvalidInput],
    recoveredInputs: [RecoveredInput<Wrapper.WrappedValue>] = [],
    decodedFromEncoded: DecodingOutcome<Wrapper.WrappedValue>? = nil,
    generate: @escaping @Sendable (inout SeededRandomNumberGenerator) -> Wrapper.WrappedValue
  ) {
    self.init(
      name, shape: shape, samples: samples, missingKey: missingKey, null: null,
      invalidInputs: invalidInputs, recoveredInputs: recoveredInputs,
      decodedFromEncoded: decodedFromEncoded, generate: generate,
      harness: PlainHarness<Wrapper>.self)
  }

  private init<Harness: HarnessProtocol>(
    _ name: String, shape: ConformanceShape, samples: [ConformanceSample<Wrapper.WrappedValue>],
    missingKey: DecodingOutcome<Wrapper.WrappedValue>,
    null: DecodingOutcome<Wrapper.WrappedValue>, invalidInputs: [InvalidInput],
    recoveredInputs: [RecoveredInput<Wrapper.WrappedValue>],
    decodedFromEncoded: DecodingOutcome<Wrapper.WrappedValue>?,
    generate: @escaping @Sendable (inout SeededRandomNumberGenerator) -> Wrapper.WrappedValue,
    harness: Harness.Type
  ) where Harness.Wrapper == Wrapper {
    self.name = name
    self.shape = shape
    self.samples = samples
    self.missingKey = missingKey
    self.null = null
    self.invalidInputs = invalidInputs
    self.recoveredInputs = recoveredInputs
    self.decodedFromEncoded = decodedFromEncoded
    self.generate = generate
    runCheck = { suite, check, coder, caseName in
      var checker = Checker<Harness>(suite: suite)
      return checker.run(check, with: coder, caseName: caseName)
    }
    decodeBadInputs = { suite, coder in Checker<Harness>(suite: suite).badInputOutcomes(coder) }
  }

  /// One case per check and coder; ``ConformanceCheck/equatableAndHashable`` runs once, and
  /// ``ConformanceCheck/recoveredInputs`` only when the suite has recovered inputs.
  ///
  /// - Parameter coders: The coders to run.
  /// - Returns: The cases.
  public func cases(coders: [any ConformanceCoder]) -> [ConformanceCase] {
    ConformanceCheck.allCases.flatMap { check -> [ConformanceCase] in
      if check == .recoveredInputs, recoveredInputs.isEmpty { return [] }
      let runs: [(any ConformanceCoder)?] = check.dependsOnCoder ? coders : [nil]
      return runs.map { coder in
        ConformanceCase(suite: name, shape: shape, check: check, coder: coder) { caseName in
          self.run(check, with: coder, caseName: caseName)
        }
      }
    }
  }

  /// What decoding a missing key, `null`, every invalid and every recovered input gives.
  ///
  /// - Parameter coder: The coder to decode with.
  /// - Returns: One outcome per input.
  public func badInputOutcomes(coder: any ConformanceCoder) -> [BadInputOutcome] {
    decodeBadInputs(self, coder)
  }

  /// Runs one check and returns what failed.
  func run(_ check: ConformanceCheck, with coder: (any ConformanceCoder)?, caseName: String)
    -> [String]
  {
    runCheck(self, check, coder, caseName)
  }
}

/// The checks of the kit.
public enum ConformanceCheck: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Every sample encodes and decodes back to an equal value (or to the suite's
  /// ``WrapperConformance/decodedFromEncoded`` outcome).
  case roundTrip = "round trip"
  /// Every sample encodes to exactly its wire value, or omits the key; the neighbouring
  /// property is untouched.
  case wireValue = "wire value"
  /// Decoding without the key gives the documented value or error.
  case missingKey = "missing key"
  /// Decoding `null` gives the documented value or error.
  case null = "null"
  /// Every invalid input throws the documented kind of `DecodingError` at the documented path.
  case invalidInputs = "invalid inputs"
  /// Every recovered input decodes to the documented value, and the decoder's
  /// `RecoveryReport` holds exactly the documented entries.
  case recoveredInputs = "recovered inputs"
  /// Changing `wrappedValue`, on a new or a decoded model, changes what is encoded.
  case mutateThenEncode = "mutate then encode"
  /// Random values from the suite's generator survive a round trip; a failure prints the seed
  /// (see ``FuzzConfiguration``).
  case randomRoundTrip = "random round trip"
  /// Mutated inputs — encoded samples and random values, invalid and recovered inputs, changed
  /// structurally (`null`, another type, extreme numbers, deep nesting, truncated or extended
  /// values, unicode, removed, added and renamed keys) and, for coders with a byte form, byte by
  /// byte (truncated, flipped, inserted, deleted bytes) — each decode to a value that survives a
  /// round trip, or throw a `DecodingError` that points into the input; never a crash or a hang.
  ///
  /// An error about a well-formed input must have a non-empty coding path, and when the input
  /// decoded before a structural mutation, the path must lead to the changed value, or be one of
  /// its parents or children. An empty path is expected only where the format rejects the input
  /// itself — corrupted bytes, nesting beyond the parser's limit: the coder's own top-level
  /// `dataCorrupted` — or where the root is not an object. ``FuzzConfiguration/mutationCount``
  /// inputs per case; a failure prints the seed.
  case mutatedInputs = "mutated inputs"
  /// The wrapper is `Equatable` and `Hashable` when its value is, and agrees with the value.
  case equatableAndHashable = "Equatable and Hashable"

  /// Whether the check runs once per coder.
  public var dependsOnCoder: Bool { self != .equatableAndHashable }

  /// The check's name.
  public var description: String { rawValue }
}
