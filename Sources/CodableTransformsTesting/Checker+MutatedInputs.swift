import Foundation

extension Checker {
  /// Decodes mutated inputs: each must decode to a value that survives a round trip, or throw a
  /// `DecodingError` that points into the input.
  ///
  /// The inputs are the encoded samples and random values (inputs that decode) and the invalid,
  /// recovered, missing-key and `null` inputs, mutated structurally (``WireMutation``) or, for
  /// coders with a byte form, byte by byte (``ByteMutation``). The rules:
  ///
  /// - A decoded value encodes, and decodes again to an equal value — or, when the wrapper
  ///   normalizes what it reads, to a value that encodes the same way.
  /// - Every error is a `DecodingError`.
  /// - An error about a well-formed input has a non-empty coding path. After a structural
  ///   mutation, the path is the mutated value's, one of its parents' or one of its children's —
  ///   or, for an input that failed before the mutation, related in the same way to where that
  ///   failure pointed.
  /// - An empty path is expected only where the format itself rejects the input (corrupted bytes,
  ///   nesting beyond the parser's limit) or the root is not an object, and tolerated where the
  ///   coder declares a defect (``ConformanceCoder/knownDefect(for:)``) for a mutation that
  ///   wrote a number.
  mutating func checkMutatedInputs(
    _ coder: any ConformanceCoder, configuration: FuzzConfiguration, caseName: String
  ) {
    guard configuration.mutationCount > 0 else { return }
    var random = configuration.generator(for: caseName)
    random.allowsNonFiniteNumbers = coder.representsNonFiniteNumbers
    let replay = configuration.replay

    // Inputs that decode, checked once so that a mutation's error can be located.
    var decodable: [WireValue] = []
    var candidates = suite.samples.map(\.value)
    for _ in 0..<3 { candidates.append(suite.generate(&random)) }
    for value in candidates {
      if let wire = try? coder.encode(model(value)), (try? decode(coder, wire)) != nil {
        decodable.append(wire)
      }
    }
    // Inputs that do not, or only with recovery, with the path their own error points to (a
    // missing key's object); very large ones are left out.
    let others =
      suite.invalidInputs.map { input(coder, value: $0.wire) }
      + suite.recoveredInputs.map { input(coder, value: $0.wire) }
      + [input(coder, value: nil), input(coder, value: .null)]
    var rejected: [WireValue] = []
    var baselines: [WireValue: [PathComponent]] = [:]
    for wire in others where wire.nodeCount <= 2_000 {
      do {
        _ = try decode(coder, wire)
        decodable.append(wire)
      } catch {
        rejected.append(wire)
        baselines[wire] = Self.containerPath(of: error)
      }
    }
    guard !decodable.isEmpty || !rejected.isEmpty else {
      return fail("no input to mutate: no sample encodes and decodes, and no invalid input")
    }
    let mutator = WireMutator(
      testedKey: coder.wireKey(for: HarnessKeys.testedValue),
      nonFiniteNumbers: coder.representsNonFiniteNumbers)
    let bytesSupported = (try? coder.serialize(decodable.first ?? rejected[0])) != nil

    for iteration in 0..<configuration.mutationCount {
      let seedDecodes = rejected.isEmpty || (!decodable.isEmpty && random.chance(0.7))
      let seed = random.element(of: seedDecodes ? decodable : rejected)
      if bytesSupported, random.chance(0.3), let bytes = try? coder.serialize(seed) {
        let (mutated, mutation) = ByteMutation.mutate(bytes, &random)
        let what: @Sendable () -> String = {
          "mutated input #\(iteration) (\(mutation) in \(seed.abbreviated))"
        }
        hangGuard?.update { "decoding \(what())" }
        do {
          try checkStable(coder.decode(Harness.self, fromSerialized: mutated), coder, what, replay)
        } catch {
          checkError(
            error, coder, what, replay, site: nil, wroteNumber: true,
            parses: { (try? coder.decode(WireValue.self, fromSerialized: mutated)) })
        }
      } else {
        let (mutated, mutations) = mutator.mutate(seed, &random)
        let what: @Sendable () -> String = {
          "mutated input #\(iteration) (\(mutations.map(\.description).joined(separator: "; ")) "
            + "in \(seed.abbreviated))"
        }
        hangGuard?.update { "decoding \(what())" }
        do {
          try checkStable(decode(coder, mutated), coder, what, replay)
        } catch is EncodingError {
          // The kit could not write this input in the coder's format: nothing was decoded.
          continue
        } catch {
          checkError(
            error, coder, what, replay,
            site: mutations.map(\.site) + (baselines[seed].map { [$0] } ?? []),
            wroteNumber: mutations.contains { $0.writesNumber },
            parses: { (try? coder.decode(WireValue.self, from: mutated)) })
        }
      }
    }
  }

  /// Checks that a value decoded from a mutated input encodes and decodes back to itself.
  private mutating func checkStable(
    _ decoded: Harness, _ coder: any ConformanceCoder,
    _ what: () -> String, _ replay: String
  ) {
    let value = decoded.testedValue.wrappedValue
    do {
      let written = try coder.encode(decoded)
      if suite.decodedFromEncoded != nil {
        // The wrapper's output does not read back as the value (an omitted key): it must give
        // what the suite says its output gives, as in the round-trip checks.
        checkDecodingEncoded(
          written, of: value, coder, sibling: decoded.sibling,
          what: "\(what()) decoded as \(value), then written (\(replay))")
        return
      }
      let again = try decode(coder, written)
      // A wrapper may normalize what it reads (dates are written rounded to milliseconds), but
      // only once: what it writes must then read back as itself.
      if !isSame(again.testedValue.wrappedValue, value, coder),
        case let rewritten = try coder.encode(again), !rewritten.matches(written)
      {
        fail(
          "\(what()) decoded as \(value), written as \(written.abbreviated), read back as "
            + "\(again.testedValue.wrappedValue) and written as \(rewritten.abbreviated): what "
            + "the wrapper writes does not read back as itself (\(replay))")
      } else if again.sibling != decoded.sibling {
        fail("\(what()) decoded, but encoding it changed the neighbouring property (\(replay))")
      }
    } catch  where coder.isRepresentationLimit(error) {
      // The value is outside what the format stores; an encoding error with a path is right.
    } catch {
      fail("\(what()) decoded as \(value), which threw \(error) in a round trip (\(replay))")
    }
  }

  /// Checks an error thrown for a mutated input against the rules of the check.
  private mutating func checkError(
    _ error: any Error, _ coder: any ConformanceCoder, _ what: () -> String, _ replay: String,
    site: [[PathComponent]]?, wroteNumber: Bool, parses: () -> WireValue?
  ) {
    guard DecodingErrorKind(of: error) != nil else {
      if coder.knownDefect(for: error) != nil, parses() == nil {
        toleratedDefects += 1
        return
      }
      return fail("\(what()) threw \(error), which is not a DecodingError (\(replay))")
    }
    let path = Self.path(of: error)
    guard !path.isEmpty else {
      // The format rejected the input, or its root is not an object: nothing to point into.
      guard case .object? = parses() else { return }
      if wroteNumber, coder.knownDefect(for: error) != nil {
        toleratedDefects += 1
        return
      }
      return fail(
        "\(what()) threw \(error) with an empty coding path; an error about a well-formed "
          + "input must point into it (\(replay))")
    }
    let container = Self.containerPath(of: error)
    guard var site else { return }
    if suite.errorsMayPointAtOtherElements {
      // Another element of a changed element's collection: the collection is the site too.
      site += site.compactMap { path in
        guard case .index? = path.last else { return nil }
        return Array(path.dropLast())
      }
    }
    guard !site.contains(where: { Self.related(container, $0) }) else { return }
    fail(
      "\(what()) threw at \(Self.describe(path)), which is neither where the input was changed "
        + "nor a parent or child of it: \(error) (\(replay))")
  }

  /// The path an error points to: a missing key's is the object that lacks it.
  private static func containerPath(of error: any Error) -> [PathComponent] {
    if case DecodingError.keyNotFound(_, let context) = error {
      return context.codingPath.map(PathComponent.init)
    }
    return path(of: error)
  }

  /// Whether one path is a prefix of the other, comparing keys as a key strategy would leave them
  /// comparable (`tested_value` and `testedValue`) and an index with its decimal key.
  private static func related(_ path: [PathComponent], _ site: [PathComponent]) -> Bool {
    func normalized(_ component: PathComponent) -> String {
      switch component {
      case .index(let index): String(index)
      case .key(let key): key.lowercased().replacingOccurrences(of: "_", with: "")
      }
    }
    return zip(path, site).allSatisfy { normalized($0) == normalized($1) }
  }
}
