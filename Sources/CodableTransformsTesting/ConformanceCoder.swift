public import Foundation
public import Testing

/// A coder the conformance kit runs every check through.
///
/// A conformer encodes a value and returns what it wrote as a ``WireValue`` tree, and decodes a
/// value from a tree it first turns into its own format. The kit ships the Foundation coders
/// (``JSONConformanceCoder``, ``PropertyListConformanceCoder``); other packages add theirs —
/// a YAML or XML coder — by conforming a small struct:
///
/// ```swift
/// struct YAMLConformanceCoder: ConformanceCoder {
///     var name: String { "YAML" }
///     func encode<T: Encodable>(_ value: T) throws -> WireValue {
///         try YAMLDecoder().decode(WireValue.self, from: YAMLEncoder().encode(value))
///     }
///     func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
///         try YAMLDecoder().decode(T.self, from: YAMLEncoder().encode(wire))
///     }
/// }
/// ```
public protocol ConformanceCoder: Sendable, CustomTestStringConvertible {
  /// The name shown in test results: `"JSON"`, `"PropertyList (binary)"`.
  var name: String { get }

  /// Encodes a value and returns the tree the coder wrote.
  ///
  /// - Parameter value: The value to encode; the kit always passes a keyed harness.
  /// - Returns: What the coder wrote, as a tree.
  /// - Throws: The encoder's errors.
  func encode<T: Encodable>(_ value: T) throws -> WireValue

  /// Writes a tree in the coder's format and decodes a value from it.
  ///
  /// - Parameters:
  ///   - type: The type to decode; the kit always passes a keyed harness.
  ///   - wire: The input, with keys as they appear on the wire (see ``wireKey(for:)``).
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors, unchanged: the kit checks their kind and coding path.
  func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T

  /// The key a coder writes for a property name: `"tested_value"` for `"testedValue"` under a
  /// snake-case key strategy. The default is the name itself.
  ///
  /// - Parameter propertyName: The Swift property name.
  /// - Returns: The key on the wire.
  func wireKey(for propertyName: String) -> String

  /// Why a check is expected to fail with this coder, when the coder cannot represent what the
  /// check needs; `nil` (the default) when the check must pass.
  ///
  /// The kit records a known limitation's failures as known issues and reports a known
  /// limitation that no longer fails.
  ///
  /// - Parameters:
  ///   - suite: The name of the suite, such as `"StringCodedTimeZone<[TimeZone]>"`.
  ///   - shape: The placement the suite tests.
  ///   - check: The check.
  /// - Returns: The explanation of the limitation, or `nil`.
  func knownLimitation(suite: String, shape: ConformanceShape, check: ConformanceCheck) -> String?

  /// The same coder with more values in its encoder's and decoder's `userInfo`, or `nil` when it
  /// cannot take any. Suites of wrappers that read `userInfo` (see
  /// ``ConformanceSuite/withUserInfo(_:)``) run only with coders that return one.
  ///
  /// - Parameter userInfo: The values to add; they replace values of the same keys.
  /// - Returns: The configured coder, or `nil`. The default is `nil`.
  func adding(userInfo: [CodingUserInfoKey: any Sendable]) -> (any ConformanceCoder)?

  /// Whether the coder writes and reads `NaN` and the infinities.
  ///
  /// Random values and mutated inputs include non-finite numbers only for coders that represent
  /// them (see ``SeededRandomNumberGenerator/allowsNonFiniteNumbers``). The default is `false`:
  /// JSON has no such numbers.
  var representsNonFiniteNumbers: Bool { get }

  /// Writes a tree in the coder's serialized format, for the byte-level mutations of
  /// ``ConformanceCheck/mutatedInputs``; `nil` (the default) when the coder has no byte form.
  ///
  /// - Parameter wire: The tree to write.
  /// - Returns: The bytes, or `nil`.
  /// - Throws: The encoder's errors.
  func serialize(_ wire: WireValue) throws -> Data?

  /// Decodes a value from bytes in the coder's serialized format, as ``serialize(_:)`` writes
  /// them.
  ///
  /// The default throws `DecodingError.dataCorrupted`: a coder without a byte form is never asked.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The bytes, possibly corrupted.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors, unchanged.
  func decode<T: Decodable>(_ type: T.Type, fromSerialized data: Data) throws -> T

  /// The known defect of the coder that `error` comes from, or `nil` (the default) when the error
  /// must obey the kit's rules.
  ///
  /// ``ConformanceCheck/mutatedInputs`` requires every decoding error to be a `DecodingError`,
  /// and every error about a well-formed input to point into it. A coder whose decoder breaks
  /// those rules in a known way names the defect here; the check then accepts the error only
  /// where that defect applies — an error that is not a `DecodingError` only for bytes the format
  /// rejects, an empty coding path only for a mutation that wrote a number — and counts it.
  ///
  /// - Parameter error: An error the decoder threw.
  /// - Returns: The explanation, or `nil`.
  func knownDefect(for error: any Error) -> String?

  /// Whether `error`, thrown while encoding, says that the coder's format cannot hold the value
  /// (Firestore stores no integer above `Int64.max`), so that a value decoded from a mutated
  /// input may rightly fail to encode. The default is `false`.
  ///
  /// - Parameter error: An error the encoder threw.
  /// - Returns: `true` for an error about the format's limits.
  func isRepresentationLimit(_ error: any Error) -> Bool
}

extension ConformanceCoder {
  /// Returns `propertyName` unchanged.
  public func wireKey(for propertyName: String) -> String { propertyName }

  /// Returns `nil`: every check must pass.
  public func knownLimitation(suite: String, shape: ConformanceShape, check: ConformanceCheck)
    -> String?
  { nil }

  /// Returns `nil`: the coder takes no `userInfo`.
  public func adding(userInfo: [CodingUserInfoKey: any Sendable]) -> (any ConformanceCoder)? {
    nil
  }

  /// Returns `false`: the coder is not known to represent non-finite numbers.
  public var representsNonFiniteNumbers: Bool { false }

  /// Returns `nil`: the coder has no byte form.
  ///
  /// - Parameter wire: The tree.
  /// - Returns: `nil`.
  /// - Throws: Nothing; conformers with a byte form throw their encoder's errors.
  public func serialize(_ wire: WireValue) throws -> Data? { nil }

  /// Throws: a coder without a byte form cannot decode bytes.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The bytes.
  /// - Returns: Never.
  /// - Throws: `DecodingError.dataCorrupted`.
  public func decode<T: Decodable>(_ type: T.Type, fromSerialized data: Data) throws -> T {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: [], debugDescription: "\(name) has no serialized form to decode bytes from"))
  }

  /// Returns `false`: the coder's format holds every value.
  ///
  /// - Parameter error: The error.
  /// - Returns: `false`.
  public func isRepresentationLimit(_ error: any Error) -> Bool { false }

  /// Returns `nil`: every error must obey the kit's rules.
  ///
  /// - Parameter error: The error.
  /// - Returns: `nil`.
  public func knownDefect(for error: any Error) -> String? { nil }

  /// The coder's ``name``, shown as the test argument.
  public var testDescription: String { name }
}

/// `JSONEncoder` and `JSONDecoder` in one of the configurations the kit checks.
public struct JSONConformanceCoder: ConformanceCoder {
  /// How the encoder and decoder are configured.
  public enum Configuration: Sendable {
    /// Foundation's defaults.
    case standard
    /// `.sortedKeys`, `.convertToSnakeCase` / `.convertFromSnakeCase` keys and `.iso8601` dates:
    /// wrappers must mean the same thing whatever strategies the coder uses.
    case sortedSnakeCaseISO8601
  }

  /// The configuration.
  public var configuration: Configuration
  /// Values the encoder and decoder see in `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Creates the coder.
  ///
  /// - Parameter configuration: How the encoder and decoder are configured.
  public init(_ configuration: Configuration) {
    self.configuration = configuration
  }

  /// The coder with more `userInfo`.
  ///
  /// - Parameter userInfo: The values to add.
  /// - Returns: The configured coder.
  public func adding(userInfo: [CodingUserInfoKey: any Sendable]) -> (any ConformanceCoder)? {
    var coder = self
    coder.userInfo.merge(userInfo) { $1 }
    return coder
  }

  /// `"JSON"` or `"JSON (sorted, snake_case, ISO 8601)"`.
  public var name: String {
    switch configuration {
    case .standard: "JSON"
    case .sortedSnakeCaseISO8601: "JSON (sorted, snake_case, ISO 8601)"
    }
  }

  /// Encodes with the configured `JSONEncoder` and parses the bytes into a tree.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The tree the encoder wrote.
  /// - Throws: The encoder's errors.
  public func encode<T: Encodable>(_ value: T) throws -> WireValue {
    let encoder = JSONEncoder()
    for (key, value) in userInfo { encoder.userInfo[key] = value }
    if configuration == .sortedSnakeCaseISO8601 {
      encoder.outputFormatting = .sortedKeys
      encoder.keyEncodingStrategy = .convertToSnakeCase
      encoder.dateEncodingStrategy = .iso8601
    }
    return try JSONDecoder().decode(WireValue.self, from: encoder.encode(value))
  }

  /// Writes the tree as JSON and decodes it with the configured `JSONDecoder`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - wire: The input.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
    try makeDecoder().decode(T.self, from: JSONEncoder().encode(wire))
  }

  /// Writes the tree as JSON.
  ///
  /// - Parameter wire: The tree.
  /// - Returns: The JSON bytes.
  /// - Throws: `EncodingError` for a non-finite number.
  public func serialize(_ wire: WireValue) throws -> Data? {
    // Sorted keys: the same value gives the same bytes, so a seed replays the same mutations.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(wire)
  }

  /// Decodes JSON bytes with the configured `JSONDecoder`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The bytes.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, fromSerialized data: Data) throws -> T {
    try makeDecoder().decode(T.self, from: data)
  }

  /// Names Foundation's path-less error for a number that does not fit the requested type.
  ///
  /// `JSONDecoder` (swift-foundation, as shipped with Swift 6 on Linux) reports `256` decoded as
  /// `UInt8`, `2.5` as `Int` or `1e300` as `Int` as `dataCorrupted` "The given data was not valid
  /// JSON." with an empty coding path and no underlying error, although the JSON is valid.
  ///
  /// - Parameter error: An error the decoder threw.
  /// - Returns: The explanation for that error, else `nil`.
  public func knownDefect(for error: any Error) -> String? {
    guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty,
      context.underlyingError == nil,
      context.debugDescription == "The given data was not valid JSON."
    else { return nil }
    return "JSONDecoder reports a number that does not fit the requested type as a path-less "
      + "'The given data was not valid JSON.'"
  }

  private func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    for (key, value) in userInfo { decoder.userInfo[key] = value }
    if configuration == .sortedSnakeCaseISO8601 {
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      decoder.dateDecodingStrategy = .iso8601
    }
    return decoder
  }

  /// The snake-case form of `propertyName` in the snake-case configuration.
  ///
  /// - Parameter propertyName: A camel-case Swift property name.
  /// - Returns: The key the encoder writes.
  public func wireKey(for propertyName: String) -> String {
    guard configuration == .sortedSnakeCaseISO8601 else { return propertyName }
    return propertyName.reduce(into: "") { result, character in
      if character.isUppercase {
        result += "_" + character.lowercased()
      } else {
        result.append(character)
      }
    }
  }
}

/// `PropertyListEncoder` and `PropertyListDecoder` in one output format.
///
/// Property lists have no null: the encoder writes `"$null"` for `encodeNil()`, and the kit's
/// `null` inputs are written the same way.
public struct PropertyListConformanceCoder: ConformanceCoder {
  /// The output format, `.xml` or `.binary`.
  public var format: PropertyListSerialization.PropertyListFormat
  /// Values the encoder and decoder see in `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Creates the coder.
  ///
  /// - Parameter format: The output format, `.xml` or `.binary`.
  public init(_ format: PropertyListSerialization.PropertyListFormat) {
    self.format = format
  }

  /// The coder with more `userInfo`.
  ///
  /// - Parameter userInfo: The values to add.
  /// - Returns: The configured coder.
  public func adding(userInfo: [CodingUserInfoKey: any Sendable]) -> (any ConformanceCoder)? {
    var coder = self
    coder.userInfo.merge(userInfo) { $1 }
    return coder
  }

  /// `"PropertyList (xml)"` or `"PropertyList (binary)"`.
  public var name: String {
    format == .binary ? "PropertyList (binary)" : "PropertyList (xml)"
  }

  /// Encodes with `PropertyListEncoder` and reads the bytes back into a tree.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The tree the encoder wrote.
  /// - Throws: The encoder's errors.
  public func encode<T: Encodable>(_ value: T) throws -> WireValue {
    try PropertyListDecoder().decode(WireValue.self, from: makeEncoder().encode(value))
  }

  /// Writes the tree as a property list and decodes it with `PropertyListDecoder`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - wire: The input.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
    // The input tree is written without `userInfo`: it is data, not a value under test.
    try decode(T.self, fromSerialized: makeEncoder(userInfo: [:]).encode(wire))
  }

  /// Names Foundation's internal error that escapes for some corrupted binary property lists.
  ///
  /// `PropertyListDecoder` (swift-foundation, as shipped with Swift 6 on Linux) throws its
  /// internal `BPlistError` (`corruptedValue("object index")`, `invalidMarker`) instead of
  /// `DecodingError.dataCorrupted` for some corrupted binary property lists.
  ///
  /// - Parameter error: An error the decoder threw.
  /// - Returns: The explanation for that error, else `nil`.
  public func knownDefect(for error: any Error) -> String? {
    guard String(reflecting: type(of: error)).hasSuffix(".BPlistError") else { return nil }
    return "PropertyListDecoder throws its internal BPlistError, not DecodingError, for some "
      + "corrupted binary property lists"
  }

  /// Returns `true`: property lists hold `NaN` and the infinities as reals.
  public var representsNonFiniteNumbers: Bool { true }

  /// Writes the tree as a property list in the coder's format.
  ///
  /// - Parameter wire: The tree.
  /// - Returns: The property list bytes.
  /// - Throws: The encoder's errors.
  public func serialize(_ wire: WireValue) throws -> Data? {
    try makeEncoder(userInfo: [:]).encode(wire)
  }

  /// Decodes property list bytes with `PropertyListDecoder`.
  ///
  /// An xml property list that is not valid UTF-8 is rejected before it reaches
  /// `PropertyListDecoder`: on Linux, the decoder traps (`CodableUtilities.swift:685: Fatal
  /// error`) on an `<integer>` whose text starts with an invalid UTF-8 byte followed by enough
  /// digits, such as `<integer>\u{FF}537927446</integer>` (found by the kit's mutated inputs).
  /// Decode untrusted xml property lists the same way.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The bytes.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors; `DecodingError.dataCorrupted` with an empty path for an xml
  ///   property list that is not valid UTF-8.
  public func decode<T: Decodable>(_ type: T.Type, fromSerialized data: Data) throws -> T {
    // `String(validating:as:)` needs the Swift 6 standard library (macOS 15, iOS 18); a byte
    // sequence is valid UTF-8 when decoding it repairs nothing.
    if format == .xml, !String(decoding: data, as: UTF8.self).utf8.elementsEqual(data) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "The xml property list is not valid UTF-8"))
    }
    let decoder = PropertyListDecoder()
    for (key, value) in userInfo { decoder.userInfo[key] = value }
    return try decoder.decode(T.self, from: data)
  }

  private func makeEncoder(userInfo: [CodingUserInfoKey: any Sendable]? = nil)
    -> PropertyListEncoder
  {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    for (key, value) in userInfo ?? self.userInfo { encoder.userInfo[key] = value }
    return encoder
  }
}

/// The coder lists the kit runs.
public enum ConformanceCoders {
  /// Foundation's coders: `JSONEncoder` in its standard configuration and with sorted
  /// snake-case keys and ISO 8601 dates, and `PropertyListEncoder` in xml and binary format.
  public static let foundation: [any ConformanceCoder] = [
    JSONConformanceCoder(.standard),
    JSONConformanceCoder(.sortedSnakeCaseISO8601),
    PropertyListConformanceCoder(.xml),
    PropertyListConformanceCoder(.binary),
  ]
}
