import CodableTransformsCore

/// Runs the checks of one suite with one coder, collecting failure messages.
///
/// Generic over the harness model rather than holding it as an existential: an
/// `any HarnessProtocol<Wrapper>` would need the Swift 5.7 runtime (macOS 13, iOS 16) on Apple
/// platforms, and the kit builds at the package's minimums.
struct Checker<Harness: HarnessProtocol>
where Harness.Wrapper.WrappedValue: Equatable & Sendable {
  typealias Wrapper = Harness.Wrapper

  let suite: WrapperConformance<Wrapper>
  private(set) var failures: [String] = []
  /// Errors that broke the kit's rules in a way the coder declares as its own defect
  /// (``ConformanceCoder/knownDefect(for:)``).
  var toleratedDefects = 0
  /// What the case is doing, for the message if it hangs.
  var hangGuard: HangGuard?

  init(suite: WrapperConformance<Wrapper>) {
    self.suite = suite
  }

  mutating func fail(_ message: String) {
    failures.append(message)
  }

  func model(_ value: Wrapper.WrappedValue) -> Harness {
    Harness(testedValue: Wrapper(wrappedValue: value), sibling: HarnessKeys.siblingValue)
  }

  func decode(_ coder: any ConformanceCoder, _ wire: WireValue) throws -> Harness {
    try coder.decode(Harness.self, from: wire)
  }

  /// The input object with the property's key set to `value`, or left out when `nil`.
  func input(_ coder: any ConformanceCoder, value: WireValue?) -> WireValue {
    var members: [String: WireValue] = [
      coder.wireKey(for: HarnessKeys.sibling): .string(HarnessKeys.siblingValue)
    ]
    if let value { members[coder.wireKey(for: HarnessKeys.testedValue)] = value }
    return .object(members)
  }

  /// Runs one check and returns what failed; `coder` is `nil` for the checks that need none.
  mutating func run(
    _ check: ConformanceCheck, with coder: (any ConformanceCoder)?, caseName: String
  )
    -> [String]
  {
    guard let coder else {
      checkEquatableAndHashable()
      return failures
    }
    let configuration = FuzzConfiguration.current
    let hangGuard = HangGuard(
      caseName: caseName, limit: configuration.timeLimit, replay: configuration.replay)
    defer { hangGuard.finish() }
    self.hangGuard = hangGuard
    switch check {
    case .roundTrip: checkRoundTrip(coder)
    case .wireValue: checkWireValue(coder)
    case .missingKey: checkDecoding(coder, key: nil, expecting: suite.missingKey)
    case .null: checkDecoding(coder, key: .null, expecting: suite.null)
    case .invalidInputs: checkInvalidInputs(coder)
    case .recoveredInputs: checkRecoveredInputs(coder)
    case .mutateThenEncode: checkMutateThenEncode(coder)
    case .randomRoundTrip:
      checkRandomRoundTrip(coder, configuration: configuration, caseName: caseName)
    case .mutatedInputs:
      checkMutatedInputs(coder, configuration: configuration, caseName: caseName)
    case .equatableAndHashable: checkEquatableAndHashable()
    }
    return failures
  }

  mutating func checkRoundTrip(_ coder: any ConformanceCoder) {
    for sample in suite.samples {
      let encoded: WireValue
      do {
        encoded = try coder.encode(model(sample.value))
      } catch {
        fail("round trip of \(sample.value) threw \(error) while encoding")
        continue
      }
      checkDecodingEncoded(encoded, of: sample.value, coder, what: "round trip of \(sample.value)")
    }
  }

  /// Decodes what the wrapper wrote for `value` and checks it against the value, or against the
  /// suite's ``WrapperConformance/decodedFromEncoded`` outcome, and its neighbouring property
  /// against `sibling`; returns whether it passed.
  @discardableResult
  mutating func checkDecodingEncoded(
    _ encoded: WireValue, of value: Wrapper.WrappedValue, _ coder: any ConformanceCoder,
    sibling: String = HarnessKeys.siblingValue, what: @autoclosure () -> String
  ) -> Bool {
    let expected = suite.decodedFromEncoded ?? .decodes(value)
    let decoded: Harness
    do {
      decoded = try decode(coder, encoded)
    } catch {
      if case .fails(let kind) = expected {
        let before = failures.count
        checkError(error, kind: kind, path: [], message: nil, input: what())
        return failures.count == before
      }
      fail("\(what()) threw \(error)")
      return false
    }
    if decoded.sibling != sibling {
      fail("\(what()) changed the neighbouring property")
      return false
    }
    switch expected {
    case .decodes(let expectedValue)
    where !isSame(decoded.testedValue.wrappedValue, expectedValue, coder):
      let note = suite.decodedFromEncoded == nil ? "" : "; expected \(expectedValue)"
      fail("\(what()) gave \(decoded.testedValue.wrappedValue)\(note)")
      return false
    case .decodes:
      return true
    case .fails(let kind):
      fail("\(what()) gave \(decoded.testedValue.wrappedValue); expected DecodingError.\(kind)")
      return false
    }
  }

  mutating func checkWireValue(_ coder: any ConformanceCoder) {
    for sample in suite.samples {
      do {
        checkEncoded(try coder.encode(model(sample.value)), coder, expected: sample)
      } catch {
        fail("encoding \(sample.value) threw \(error)")
      }
    }
  }

  private mutating func checkEncoded(
    _ wire: WireValue, _ coder: any ConformanceCoder,
    expected sample: ConformanceSample<Wrapper.WrappedValue>
  ) {
    guard case .object(var members) = wire else {
      return fail("encoding \(sample.value) wrote \(wire), not an object")
    }
    let siblingKey = coder.wireKey(for: HarnessKeys.sibling)
    if members.removeValue(forKey: siblingKey)?.matches(.string(HarnessKeys.siblingValue)) != true {
      fail("encoding \(sample.value) lost or changed the neighbouring property")
    }
    let key = coder.wireKey(for: HarnessKeys.testedValue)
    let actual = members.removeValue(forKey: key)
    switch (sample.wire, actual) {
    case (nil, nil): break
    case (nil, let actual?):
      fail("encoding \(sample.value) wrote \(key): \(actual); expected the key to be omitted")
    case (let expected?, nil):
      fail("encoding \(sample.value) omitted \(key); expected \(expected)")
    case (let expected?, let actual?):
      if !actual.matches(expected) {
        fail("encoding \(sample.value) wrote \(actual); expected \(expected)")
      }
    }
    if !members.isEmpty {
      fail("encoding \(sample.value) wrote unexpected keys \(members.keys.sorted())")
    }
  }

  mutating func checkDecoding(
    _ coder: any ConformanceCoder, key value: WireValue?,
    expecting outcome: DecodingOutcome<Wrapper.WrappedValue>
  ) {
    let what = value == nil ? "a missing key" : "null"
    do {
      let decoded = try decode(coder, input(coder, value: value)).testedValue.wrappedValue
      switch outcome {
      case .decodes(let expected) where decoded != expected:
        fail("decoding \(what) gave \(decoded); expected \(expected)")
      case .decodes: break
      case .fails(let kind):
        fail("decoding \(what) gave \(decoded); expected DecodingError.\(kind)")
      }
    } catch {
      switch outcome {
      case .decodes(let expected):
        fail("decoding \(what) threw \(error); expected \(expected)")
      case .fails(let kind):
        checkError(error, kind: kind, path: [], message: nil, input: what)
      }
    }
  }

  mutating func checkInvalidInputs(_ coder: any ConformanceCoder) {
    for invalid in suite.invalidInputs {
      do {
        let decoded = try decode(coder, input(coder, value: invalid.wire))
        fail(
          "decoding \(invalid.wire) gave \(decoded.testedValue.wrappedValue); "
            + "expected DecodingError.\(invalid.error)")
      } catch {
        checkError(
          error, kind: invalid.error, path: invalid.path, message: invalid.messageContains,
          input: "\(invalid.wire)")
      }
    }
  }

  mutating func checkRecoveredInputs(_ coder: any ConformanceCoder) {
    for recovered in suite.recoveredInputs {
      // Inputs can hold many thousands of elements: describe them only on failure, shortened.
      let input = { Self.abbreviated(recovered.wire) }
      let report = RecoveryReport()
      guard let reporting = coder.adding(userInfo: [.recoveryReport: report]) else {
        return fail(
          "\(coder.name) cannot put a RecoveryReport in its decoder's userInfo: "
            + "implement ConformanceCoder.adding(userInfo:)")
      }
      let decoded: Harness
      do {
        decoded = try reporting.decode(Harness.self, from: self.input(coder, value: recovered.wire))
      } catch {
        fail("decoding \(input()) threw \(error); expected \(recovered.value)")
        continue
      }
      if decoded.testedValue.wrappedValue != recovered.value {
        fail(
          "decoding \(input()) gave \(Self.abbreviated(decoded.testedValue.wrappedValue)); "
            + "expected \(Self.abbreviated(recovered.value))")
      }
      if decoded.sibling != HarnessKeys.siblingValue {
        fail("decoding \(input()) changed the neighbouring property")
      }
      checkReport(report.entries, expected: recovered.reported, input: input)
      checkReportOrder(report.entries, input: input)
    }
  }

  /// Checks that the report lists its entries in decoding order, as `RecoveryReport` documents.
  ///
  /// Of two entries whose paths part at an array index, the one at the lower index comes first:
  /// the drop of `items[0]` before the drops nested in `items[1]`. Entries that part at a key
  /// are in the order the coder decoded the keys, which the kit does not know.
  private mutating func checkReportOrder(_ entries: [RecoveryReport.Entry], input: () -> String) {
    // For each path that an index follows, the last index seen there and its entry: an entry is
    // out of order when an index on its path is lower than one reported before at that place.
    var lastIndex: [[PathComponent]: (index: Int, entry: String)] = [:]
    for entry in entries {
      let path = entry.codingPath.map(PathComponent.init)
      for (position, component) in path.enumerated() {
        guard case .index(let index) = component else { continue }
        let parent = Array(path[..<position])
        if let last = lastIndex[parent], last.index > index {
          return fail(
            "decoding \(input()) reported \(entry.codingPathDescription) after "
              + "\(last.entry): a RecoveryReport lists recoveries in decoding order, the drops "
              + "of an element before those of the elements after it")
        }
        lastIndex[parent] = (index, entry.codingPathDescription)
      }
    }
  }

  /// A value's description, cut to a readable length.
  private static func abbreviated(_ value: Any) -> String {
    let text = String(describing: value)
    return text.count > 200 ? text.prefix(200) + "… (\(text.count) characters)" : text
  }

  /// Compares the report's entries with the expected ones, in any order.
  private mutating func checkReport(
    _ entries: [RecoveryReport.Entry], expected: [ExpectedReportEntry],
    input: () -> String
  ) {
    // Keyed by path, so that inputs with many thousands of drops stay fast to check.
    var unmatched: [String: [ExpectedReportEntry]] = [:]
    for expectation in expected {
      unmatched[Self.describe([.key(HarnessKeys.testedValue)] + expectation.path), default: []]
        .append(expectation)
    }
    for entry in entries {
      let path = Self.describe(entry.codingPath.map(PathComponent.init))
      guard let expectation = unmatched[path]?.popLast() else {
        fail("decoding \(input()) reported \(entry), which was not expected")
        continue
      }
      if unmatched[path]?.isEmpty == true { unmatched[path] = nil }
      if let kind = expectation.error, DecodingErrorKind(of: entry.error) != kind {
        fail("decoding \(input()) reported \(entry); expected DecodingError.\(kind)")
      }
      if let message = expectation.messageContains,
        !Self.debugDescription(of: entry.error).contains(message)
      {
        fail(
          "decoding \(input()) reported \(entry); expected its description to contain "
            + "\"\(message)\"")
      }
    }
    for missing in unmatched.values.joined() {
      fail("decoding \(input()) did not report \(missing)")
    }
  }

  private mutating func checkError(
    _ error: any Error, kind: DecodingErrorKind, path: [PathComponent], message: String?,
    input: String
  ) {
    guard let actualKind = DecodingErrorKind(of: error) else {
      return fail("decoding \(input) threw \(error), which is not a DecodingError")
    }
    if actualKind != kind {
      fail("decoding \(input) threw DecodingError.\(actualKind); expected .\(kind): \(error)")
    }
    let expectedPath = [.key(HarnessKeys.testedValue)] + path
    let actualPath = Self.path(of: error)
    if actualPath != expectedPath {
      fail(
        "decoding \(input) threw at \(Self.describe(actualPath)); "
          + "expected \(Self.describe(expectedPath)): \(error)")
    }
    if let message, !Self.debugDescription(of: error).contains(message) {
      fail(
        "decoding \(input) threw \"\(Self.debugDescription(of: error))\"; expected it to contain \"\(message)\""
      )
    }
  }

  mutating func checkMutateThenEncode(_ coder: any ConformanceCoder) {
    guard let first = suite.samples.first,
      let second = suite.samples.first(where: { $0.value != first.value })
    else {
      return fail("mutate-then-encode needs two samples with different values")
    }
    do {
      var fresh = model(first.value)
      fresh.testedValue.wrappedValue = second.value
      checkEncoded(try coder.encode(fresh), coder, expected: second)

      // A wrapper whose own output does not decode (its key is omitted) has no decoded model.
      if case .fails = suite.decodedFromEncoded { return }
      var decoded = try decode(coder, coder.encode(model(first.value)))
      decoded.testedValue.wrappedValue = second.value
      checkEncoded(try coder.encode(decoded), coder, expected: second)
    } catch {
      fail("mutating \(first.value) into \(second.value) and encoding threw \(error)")
    }
  }

  mutating func checkRandomRoundTrip(
    _ coder: any ConformanceCoder, configuration: FuzzConfiguration, caseName: String
  ) {
    var random = configuration.generator(for: caseName)
    random.allowsNonFiniteNumbers = coder.representsNonFiniteNumbers
    let replay = configuration.replay
    for iteration in 0..<configuration.count {
      let value = suite.generate(&random)
      hangGuard?.update { "round-tripping random value #\(iteration) \(value)" }
      let encoded: WireValue
      do {
        encoded = try coder.encode(model(value))
      } catch {
        return fail("random value #\(iteration) \(value) threw \(error) (\(replay))")
      }
      let passed = checkDecodingEncoded(
        encoded, of: value, coder, what: "random value #\(iteration) \(value) (\(replay))")
      if !passed { return }
    }
  }

  /// Whether two values are equal, or — for a value that is not equal to itself because it holds
  /// `NaN` — whether the coder writes both the same way.
  func isSame(
    _ a: Wrapper.WrappedValue, _ b: Wrapper.WrappedValue, _ coder: any ConformanceCoder
  ) -> Bool {
    if a == b { return true }
    guard containsNaN(a) || containsNaN(b),
      let left = try? coder.encode(model(a)), let right = try? coder.encode(model(b))
    else { return false }
    return left.matches(right)
  }

  mutating func checkEquatableAndHashable() {
    let valueIsHashable = Wrapper.WrappedValue.self is any Hashable.Type
    if Wrapper.self as? any Equatable.Type == nil {
      return fail("\(Wrapper.self) is not Equatable although \(Wrapper.WrappedValue.self) is")
    }
    if valueIsHashable, Wrapper.self as? any Hashable.Type == nil {
      return fail("\(Wrapper.self) is not Hashable although \(Wrapper.WrappedValue.self) is")
    }
    for a in suite.samples {
      for b in suite.samples {
        let (left, right) = (Wrapper(wrappedValue: a.value), Wrapper(wrappedValue: b.value))
        let wrappersEqual = _isEqual(left, right)
        if wrappersEqual != (a.value == b.value) {
          fail(
            "wrappers of \(a.value) and \(b.value) compare \(wrappersEqual ? "equal" : "unequal")"
              + " while their values do not")
        }
        if valueIsHashable, wrappersEqual, _hashValue(left) != _hashValue(right) {
          fail("equal wrappers of \(a.value) and \(b.value) have different hash values")
        }
      }
    }
  }

  static func path(of error: any Error) -> [PathComponent] {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return (context.codingPath + [key]).map(PathComponent.init)
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return context.codingPath.map(PathComponent.init)
    default:
      return []
    }
  }

  static func debugDescription(of error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(_, let context), DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
      return context.debugDescription
    default:
      return String(describing: error)
    }
  }

  static func describe(_ path: [PathComponent]) -> String {
    path.map(\.description).joined(separator: ".")
  }
}

/// Whether a value holds a `Double` or `Float` `NaN` anywhere in its stored properties, elements
/// or payloads, which makes it unequal to itself.
func containsNaN(_ value: Any, depth: Int = 0) -> Bool {
  switch value {
  case let number as Double: return number.isNaN
  case let number as Float: return number.isNaN
  default:
    guard depth < 16 else { return false }
    return Mirror(reflecting: value).children.contains { containsNaN($0.value, depth: depth + 1) }
  }
}

private func _isEqual(_ left: Any, _ right: Any) -> Bool {
  guard let left = left as? any Equatable else { return false }
  return left._isEqual(to: right)
}

private func _hashValue(_ value: Any) -> Int? {
  (value as? any Hashable)?.hashValue
}

extension Equatable {
  fileprivate func _isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
