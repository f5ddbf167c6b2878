/// A deterministic random number generator (SplitMix64) for reproducible random tests.
///
/// The kit's random round trip seeds one generator per case from ``FuzzConfiguration/seed``;
/// a failure prints the seed, and setting `CODABLE_TRANSFORMS_FUZZ_SEED` to it replays the run.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let zone = random.element(of: TimeZone.knownTimeZoneIdentifiers)
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Whether generators may return `NaN` and the infinities.
  ///
  /// The kit sets it from the coder's ``ConformanceCoder/representsNonFiniteNumbers`` before it
  /// calls a suite's `generate` closure, so a generator for a value that admits non-finite numbers
  /// asks ``nonFinite(_:probability:)`` and gets them only where the coder can write them. `false`
  /// by default.
  public var allowsNonFiniteNumbers = false

  /// Creates a generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences on every platform.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Returns: A uniformly distributed value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SeededRandomNumberGenerator {
  /// `true` with probability `probability`.
  ///
  /// - Parameter probability: A value in `0...1`.
  /// - Returns: A random Boolean.
  public mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// A random element of a non-empty collection.
  ///
  /// - Parameter collection: The collection to pick from; it must not be empty.
  /// - Returns: One of its elements.
  public mutating func element<C: Collection>(of collection: C) -> C.Element {
    guard let element = collection.randomElement(using: &self) else {
      preconditionFailure("element(of:) needs a non-empty collection")
    }
    return element
  }

  /// A random integer, often one of the type's edges (`min`, `max`, `0`, `±1`).
  ///
  /// - Parameter type: The integer type.
  /// - Returns: An edge with probability ¼, else a uniformly random value.
  public mutating func edgeBiasedInteger<I: FixedWidthInteger>(_ type: I.Type = I.self) -> I {
    if chance(0.25) {
      return element(of: [I.min, I.max, 0, 1, I.min == 0 ? 2 : -1])
    }
    return I.random(in: I.min...I.max, using: &self)
  }

  /// A random finite number in `range`, often one of its bounds, zero or a value given as an
  /// edge.
  ///
  /// - Parameters:
  ///   - range: The finite range to draw from.
  ///   - edges: More values to favour, such as thresholds of the format under test.
  /// - Returns: An edge with probability ¼, else a uniformly random value.
  public mutating func edgeBiasedDouble(in range: ClosedRange<Double>, edges: [Double] = [])
    -> Double
  {
    let candidates = ([range.lowerBound, range.upperBound, 0] + edges).filter(range.contains)
    if chance(0.25) { return element(of: candidates) }
    return Double.random(in: range, using: &self)
  }

  /// `NaN`, `+infinity` or `-infinity` with probability `probability` when
  /// ``allowsNonFiniteNumbers`` is `true`; otherwise `nil`, without drawing.
  ///
  /// ```swift
  /// generate: { random in random.nonFinite(Double.self) ?? random.edgeBiasedDouble(in: -1...1) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The floating-point type.
  ///   - probability: How often to return a non-finite number when allowed.
  /// - Returns: A non-finite number, or `nil`.
  public mutating func nonFinite<F: BinaryFloatingPoint>(
    _ type: F.Type = F.self, probability: Double = 0.1
  ) -> F? {
    guard allowsNonFiniteNumbers, chance(probability) else { return nil }
    return element(of: [F.nan, F.infinity, -F.infinity])
  }

  /// A random string of up to `maxLength` characters, mixing ASCII, punctuation that coders
  /// escape, accented letters, CJK, right-to-left text, emoji with modifiers and combining marks.
  ///
  /// It never starts with `"$null"`: property lists use that string as their null marker, and
  /// Foundation's xml `PropertyListDecoder` on Linux cannot read any string that begins with it.
  ///
  /// - Parameter maxLength: The maximum number of characters; the empty string is included.
  /// - Returns: A random string.
  public mutating func unicodeString(maxLength: Int = 12) -> String {
    let pieces = [
      "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "$", ".", "_", "é", "ß", "Ω", "東", "京",
      "ש", "ل", "👩🏽‍💻", "🇵🇱", "e\u{301}", "\u{200B}", "\u{FEFF}",
    ]
    let length = Int.random(in: 0...maxLength, using: &self)
    return (0..<length).map { _ in element(of: pieces) }.joined()
  }
}

/// How many random values the kit tries, and from which seed.
///
/// Both come from the environment so that CI can run more and a failure can be replayed:
///
/// ```sh
/// CODABLE_TRANSFORMS_FUZZ_COUNT=2000 swift test
/// CODABLE_TRANSFORMS_FUZZ_SEED=0x5EED swift test --filter StringCodedTimeZone
/// ```
public struct FuzzConfiguration: Sendable {
  /// The seed every case's generator is derived from.
  public var seed: UInt64
  /// Random values per case.
  public var count: Int
  /// Mutated inputs per case (see ``ConformanceCheck/mutatedInputs``).
  public var mutationCount: Int
  /// How long one case may run before the kit stops the process as hung, in seconds.
  ///
  /// A decode that never returns cannot be interrupted; the kit prints the case, the input being
  /// decoded and the seed, and stops the process, so that a hang fails the run instead of
  /// stalling it. The limit is far above any normal case (which takes milliseconds), so a slow
  /// or loaded machine, or a sanitizer, does not trip it.
  public var timeLimit: Double

  /// The default: a fixed seed, so that `swift test` is repeatable, 25 random values and 40
  /// mutated inputs per case, and 300 seconds per case.
  public static let standard = FuzzConfiguration(
    seed: 0xC0DA_B1E5, count: 25, mutationCount: 40, timeLimit: 300)

  /// `standard`, overridden by `CODABLE_TRANSFORMS_FUZZ_SEED` (decimal or `0x` hex),
  /// `CODABLE_TRANSFORMS_FUZZ_COUNT`, `CODABLE_TRANSFORMS_FUZZ_MUTATIONS` and
  /// `CODABLE_TRANSFORMS_FUZZ_TIME_LIMIT` (seconds).
  public static let current: FuzzConfiguration = {
    var configuration = standard
    let environment = ProcessInfoEnvironment.values
    if let text = environment["CODABLE_TRANSFORMS_FUZZ_SEED"] {
      let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
      if let parsed { configuration.seed = parsed }
    }
    if let text = environment["CODABLE_TRANSFORMS_FUZZ_COUNT"], let count = Int(text), count > 0 {
      configuration.count = count
    }
    if let text = environment["CODABLE_TRANSFORMS_FUZZ_MUTATIONS"], let count = Int(text),
      count >= 0
    {
      configuration.mutationCount = count
    }
    if let text = environment["CODABLE_TRANSFORMS_FUZZ_TIME_LIMIT"], let limit = Double(text),
      limit > 0
    {
      configuration.timeLimit = limit
    }
    return configuration
  }()

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - seed: The seed every case's generator is derived from.
  ///   - count: Random values per case.
  ///   - mutationCount: Mutated inputs per case.
  ///   - timeLimit: How long one case may run, in seconds, before the process is stopped as hung.
  public init(seed: UInt64, count: Int, mutationCount: Int = 40, timeLimit: Double = 300) {
    self.seed = seed
    self.count = count
    self.mutationCount = mutationCount
    self.timeLimit = timeLimit
  }

  /// How to replay a run: the seed, as an environment assignment.
  var replay: String {
    let hex = String(seed, radix: 16, uppercase: true)
    return "seed 0x\(hex); replay with CODABLE_TRANSFORMS_FUZZ_SEED=0x\(hex)"
  }

  /// The generator of one case: the seed mixed with a stable hash of the case's name.
  func generator(for caseName: String) -> SeededRandomNumberGenerator {
    // FNV-1a: `Hasher` is seeded per process, and replaying a seed must give the same values.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in caseName.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return SeededRandomNumberGenerator(seed: seed ^ hash)
  }
}
