public import Testing

/// One check of one suite with one coder: a Swift Testing argument.
///
/// ```swift
/// @Test(arguments: LibraryConformance.stringCodedTimeZone.cases)
/// func conformance(_ testCase: ConformanceCase) {
///     testCase.verify()
/// }
/// ```
///
/// ``run()`` returns the failures, for tests of the kit itself; ``verify(sourceLocation:)``
/// records them as issues, and as known issues when the coder declares a
/// ``ConformanceCoder/knownLimitation(suite:shape:check:)`` for the case.
public struct ConformanceCase: Sendable, CustomTestStringConvertible {
  /// The suite's name, such as `"StringCodedTimeZone<[TimeZone]>"`.
  public let suite: String
  /// The placement the suite tests.
  public let shape: ConformanceShape
  /// The check.
  public let check: ConformanceCheck
  /// The coder, or `nil` for a check that does not depend on one.
  public let coder: (any ConformanceCoder)?

  private let body: @Sendable (_ caseName: String) -> [String]

  init(
    suite: String, shape: ConformanceShape, check: ConformanceCheck,
    coder: (any ConformanceCoder)?, body: @escaping @Sendable (_ caseName: String) -> [String]
  ) {
    self.suite = suite
    self.shape = shape
    self.check = check
    self.coder = coder
    self.body = body
  }

  /// Runs the check.
  ///
  /// - Returns: What failed; empty when the wrapper conforms.
  public func run() -> [ConformanceFailure] {
    body(testDescription).map { ConformanceFailure(testCase: testDescription, message: $0) }
  }

  /// The coder's explanation when it cannot pass this case, or `nil`.
  public var knownLimitation: String? {
    coder?.knownLimitation(suite: suite, shape: shape, check: check)
  }

  /// Runs the check and records each failure as a Swift Testing issue.
  ///
  /// When the coder declares a known limitation for the case, failures are recorded as a known
  /// issue instead, and a run without failures is reported, so that a limitation that has gone
  /// away is noticed — except for the random round trip and mutated inputs, whose values depend
  /// on the seed and may miss the limitation.
  ///
  /// - Parameter sourceLocation: Where to attribute the issues; the caller's location by
  ///   default.
  public func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    let failures = run()
    guard let limitation = knownLimitation else {
      for failure in failures {
        Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
      }
      return
    }
    // Random values and mutations may miss a limitation with another seed or count.
    let random = check == .randomRoundTrip || check == .mutatedInputs
    withKnownIssue(Comment(rawValue: limitation), isIntermittent: random) {
      for failure in failures {
        Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
      }
    }
  }

  /// `suite · check · coder`.
  public var testDescription: String {
    "\(suite) · \(check) · \(coder?.name ?? "any coder")"
  }
}

/// A check that failed.
public struct ConformanceFailure: Sendable, CustomStringConvertible {
  /// The case, as `suite · check · coder`.
  public var testCase: String
  /// What went wrong.
  public var message: String

  /// `case: message`.
  public var description: String { "\(testCase): \(message)" }
}
