import CodableTransformsCore
import Foundation

/// What decoding one bad input of a suite gives with one coder.
///
/// The outcome is the error a user sees, or the value and report entries of a wrapper that
/// recovers. The bad-input catalogue of the documentation is generated from these.
///
/// ```swift
/// for outcome in LibraryConformance.stringCodedTimeZone.badInputOutcomes(
///     coder: JSONConformanceCoder(.standard))
/// {
///     print(outcome.input, outcome.result)
/// }
/// ```
public struct BadInputOutcome: Sendable, CustomStringConvertible {
  /// What decoding gave.
  public enum Result: Sendable, Equatable, CustomStringConvertible {
    /// A `DecodingError` of this kind, at this path relative to the property, with this
    /// description.
    case error(DecodingErrorKind, path: [PathComponent], message: String)
    /// An error that is not a `DecodingError`.
    case otherError(String)
    /// A value, described, and the descriptions of the report entries the decode left.
    case decoded(String, reported: [String])

    /// The result in one line.
    public var description: String {
      switch self {
      case .error(let kind, let path, let message):
        "\(kind) at \(path.map(\.description).joined(separator: ".")): \(message)"
      case .otherError(let error): "not a DecodingError: \(error)"
      case .decoded(let value, let reported):
        "decodes as \(value)" + (reported.isEmpty ? "" : ", reporting \(reported.count)")
      }
    }
  }

  /// The suite's name, such as `"StringCodedTimeZone<[TimeZone]>"`.
  public var suite: String
  /// The placement the suite tests.
  public var shape: ConformanceShape
  /// The input: `"missing key"`, `"null"`, or the value at the property's key.
  public var input: String
  /// What decoding gave.
  public var result: Result

  /// Creates an outcome.
  ///
  /// - Parameters:
  ///   - suite: The suite's name.
  ///   - shape: The placement.
  ///   - input: The input, described.
  ///   - result: What decoding gave.
  public init(suite: String, shape: ConformanceShape, input: String, result: Result) {
    self.suite = suite
    self.shape = shape
    self.input = input
    self.result = result
  }

  /// `suite: input → result`.
  public var description: String { "\(suite): \(input) → \(result)" }
}

extension ConformanceSuite {
  /// Returns no outcomes: a suite that does not describe bad inputs has none to report.
  ///
  /// - Parameter coder: The coder to decode with.
  /// - Returns: An empty array.
  public func badInputOutcomes(coder: any ConformanceCoder) -> [BadInputOutcome] { [] }
}

extension Array where Element == any ConformanceSuite {
  /// The outcomes of every suite in the array.
  ///
  /// - Parameter coder: The coder to decode with.
  /// - Returns: The outcomes, suite by suite.
  public func badInputOutcomes(coder: any ConformanceCoder) -> [BadInputOutcome] {
    flatMap { $0.badInputOutcomes(coder: coder) }
  }
}

extension Checker {
  /// A value's description, with an optional's value unwrapped (`nil` when it is `nil`).
  private static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    // Quoted as a string on the wire is, so that an empty one shows.
    if let string = value as? String { return "\"\(string)\"".abbreviated }
    return String(describing: value).abbreviated
  }

  /// Decodes a missing key, `null`, every invalid input and every recovered input, and records
  /// what each gives.
  func badInputOutcomes(_ coder: any ConformanceCoder) -> [BadInputOutcome] {
    let report = RecoveryReport()
    let reporting = coder.adding(userInfo: [.recoveryReport: report]) ?? coder
    let inputs: [(String, WireValue?)] =
      [("missing key", nil), ("null", .null)]
      + suite.invalidInputs.map { ($0.wire.abbreviated, $0.wire) }
      + suite.recoveredInputs.map { ($0.wire.abbreviated, $0.wire) }
    return inputs.map { description, wire in
      report.removeAll()
      let result: BadInputOutcome.Result
      do {
        let decoded = try reporting.decode(Harness.self, from: input(coder, value: wire))
        // Described by what it encodes to: deterministic, unlike a dictionary's description.
        let written = try? coder.encode(decoded)
        let value: String
        if case .object(let members)? = written {
          var member = members[coder.wireKey(for: HarnessKeys.testedValue)]
          // A set is written in its hash order, which changes from run to run.
          if case .array(let elements)? = member, Self.isSet(decoded.testedValue.wrappedValue) {
            member = .array(elements.sorted { $0.abbreviated < $1.abbreviated })
          }
          // A wrapper that leaves its key out (an omitted or empty value, an ID) is described
          // by the value itself, not by the absent key.
          value = member?.abbreviated ?? Self.describe(decoded.testedValue.wrappedValue)
        } else {
          value = Self.describe(decoded.testedValue.wrappedValue)
        }
        result = .decoded(
          value,
          reported: report.entries.map { entry in
            let path = Self.relative(entry.codingPath.map(PathComponent.init))
            return "\(path.map(\.description).joined(separator: ".")): "
              + Self.debugDescription(of: entry.error)
          }.sorted())
      } catch {
        if let kind = DecodingErrorKind(of: error) {
          result = .error(
            kind, path: Self.relative(Self.path(of: error)),
            message: Self.debugDescription(of: error))
        } else {
          result = .otherError(String(describing: error))
        }
      }
      return BadInputOutcome(
        suite: suite.name, shape: suite.shape, input: description, result: result)
    }
  }

  /// Whether a value is a `Set`, or an optional holding one.
  private static func isSet(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first {
      return isSet(wrapped.value)
    }
    return mirror.displayStyle == .set
  }

  /// A path without its first component when that is the property under test.
  private static func relative(_ path: [PathComponent]) -> [PathComponent] {
    guard let first = path.first, case .key(let key) = first,
      key.lowercased().replacingOccurrences(of: "_", with: "")
        == HarnessKeys.testedValue.lowercased()
    else { return path }
    return Array(path.dropFirst())
  }
}
