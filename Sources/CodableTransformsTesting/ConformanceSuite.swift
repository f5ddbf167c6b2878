/// The placement of a wrapped value that a suite tests.
public enum ConformanceShape: String, Sendable, CaseIterable {
  /// A non-optional value: `@W var x: T`.
  case value
  /// An optional: `@W var x: T?`.
  case optional
  /// An array: `@W var x: [T]`.
  case array
  /// A dictionary: `@W var x: [String: T]`.
  case dictionary
  /// Any other placement, for wrappers with their own rules (lossy, default, …).
  case other
}

/// The kinds of `DecodingError`, for expected failures.
public enum DecodingErrorKind: String, Sendable, CaseIterable {
  /// `DecodingError.typeMismatch`.
  case typeMismatch
  /// `DecodingError.valueNotFound`.
  case valueNotFound
  /// `DecodingError.keyNotFound`.
  case keyNotFound
  /// `DecodingError.dataCorrupted`.
  case dataCorrupted

  /// The kind of an error, or `nil` when it is not a `DecodingError`.
  ///
  /// - Parameter error: Any error.
  public init?(of error: any Error) {
    switch error {
    case DecodingError.typeMismatch: self = .typeMismatch
    case DecodingError.valueNotFound: self = .valueNotFound
    case DecodingError.keyNotFound: self = .keyNotFound
    case DecodingError.dataCorrupted: self = .dataCorrupted
    default: return nil
    }
  }
}

/// One step of a coding path, relative to the property under test.
public enum PathComponent: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral, ExpressibleByIntegerLiteral
{
  /// A key: a property name or a dictionary key.
  case key(String)
  /// A position in an array.
  case index(Int)

  /// Creates a ``key(_:)``.
  public init(stringLiteral value: String) { self = .key(value) }
  /// Creates an ``index(_:)``.
  public init(integerLiteral value: Int) { self = .index(value) }

  /// The component of a coding key: ``index(_:)`` when the key has an integer value.
  ///
  /// - Parameter key: A key from a `codingPath`.
  public init(_ key: any CodingKey) {
    self = key.intValue.map(PathComponent.index) ?? .key(key.stringValue)
  }

  /// `name` for a key, `[1]` for an index.
  public var description: String {
    switch self {
    case .key(let key): key
    case .index(let index): "[\(index)]"
    }
  }
}

/// An input the wrapper must reject, and how.
public struct InvalidInput: Sendable, CustomStringConvertible {
  /// The value put on the wire at the property's key.
  public var wire: WireValue
  /// The kind of `DecodingError` expected.
  public var error: DecodingErrorKind
  /// Where the error must point, relative to the property: `[]` for the property itself,
  /// `[1]` for an array's second element.
  public var path: [PathComponent]
  /// Text the error's `debugDescription` must contain, such as the quoted value.
  public var messageContains: String?

  /// Creates an invalid input.
  ///
  /// - Parameters:
  ///   - wire: The value put on the wire at the property's key.
  ///   - error: The kind of `DecodingError` expected.
  ///   - path: Where the error must point, relative to the property.
  ///   - messageContains: Text the error's description must contain.
  public init(
    _ wire: WireValue, _ error: DecodingErrorKind, at path: [PathComponent] = [],
    messageContains: String? = nil
  ) {
    self.wire = wire
    self.error = error
    self.path = path
    self.messageContains = messageContains
  }

  /// The same input, nested one level deeper at `component` inside `wire`.
  package func nested(in wire: WireValue, at component: PathComponent) -> InvalidInput {
    InvalidInput(wire, error, at: [component] + path, messageContains: messageContains)
  }

  /// The input and its expected failure.
  public var description: String {
    let at = path.isEmpty ? "" : " at \(path.map(\.description).joined(separator: "."))"
    return "\(wire) → \(error)\(at)"
  }
}

/// What decoding a missing key or a `null` must produce.
public enum DecodingOutcome<Value: Sendable>: Sendable {
  /// Decoding succeeds with this value.
  case decodes(Value)
  /// Decoding throws this kind of `DecodingError`, at the property's path.
  case fails(DecodingErrorKind)
}

/// One value of the wrapper and how it must look on the wire.
public struct ConformanceSample<Value: Sendable>: Sendable {
  /// The wrapped value.
  public var value: Value
  /// The value the encoder writes at the property's key, or `nil` when the key must be omitted.
  public var wire: WireValue?

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - value: The wrapped value.
  ///   - wire: The value on the wire, or `nil` when the key must be omitted.
  public init(_ value: Value, _ wire: WireValue?) {
    self.value = value
    self.wire = wire
  }
}

/// Anything that yields conformance cases: a ``WrapperConformance`` for one wrapper type, or a
/// ``TransformConformance`` for a transform in all its shapes.
public protocol ConformanceSuite: Sendable {
  /// The cases for every check with every coder.
  ///
  /// - Parameter coders: The coders to run; coder-independent checks run once.
  /// - Returns: One case per check and coder.
  func cases(coders: [any ConformanceCoder]) -> [ConformanceCase]

  /// What decoding each bad input — a missing key, `null`, every invalid and every recovered
  /// input — gives with `coder`: the bad-input catalogue of the documentation is generated from
  /// it. The default is no outcomes.
  ///
  /// - Parameter coder: The coder to decode with.
  /// - Returns: One outcome per input.
  func badInputOutcomes(coder: any ConformanceCoder) -> [BadInputOutcome]
}

extension ConformanceSuite {
  /// The cases with Foundation's coders (``ConformanceCoders/foundation``); pass more coders to
  /// ``cases(coders:)``.
  public var cases: [ConformanceCase] { cases(coders: ConformanceCoders.foundation) }

  /// The same suite run with coders whose encoder and decoder have more values in `userInfo`,
  /// for wrappers whose behaviour depends on it.
  ///
  /// ```swift
  /// let suite = documentIDSuite.withUserInfo([.encodesDocumentID: true])
  /// ```
  ///
  /// Coders that cannot take `userInfo` (``ConformanceCoder/adding(userInfo:)`` returns `nil`)
  /// are left out of the cases.
  ///
  /// - Parameter userInfo: The values every coder's encoder and decoder get.
  /// - Returns: The suite.
  public func withUserInfo(_ userInfo: [CodingUserInfoKey: any Sendable]) -> any ConformanceSuite {
    UserInfoSuite(base: self, userInfo: userInfo)
  }
}

/// A suite whose coders get more `userInfo`.
private struct UserInfoSuite: ConformanceSuite {
  let base: any ConformanceSuite
  let userInfo: [CodingUserInfoKey: any Sendable]

  func cases(coders: [any ConformanceCoder]) -> [ConformanceCase] {
    base.cases(coders: coders.compactMap { $0.adding(userInfo: userInfo) })
  }

  func badInputOutcomes(coder: any ConformanceCoder) -> [BadInputOutcome] {
    coder.adding(userInfo: userInfo).map(base.badInputOutcomes) ?? []
  }
}

extension Array: ConformanceSuite where Element == any ConformanceSuite {
  /// The cases of every suite in the array.
  ///
  /// - Parameter coders: The coders to run.
  /// - Returns: The concatenated cases.
  public func cases(coders: [any ConformanceCoder]) -> [ConformanceCase] {
    flatMap { $0.cases(coders: coders) }
  }
}
