public import CodableTransformsTesting
public import Foundation
import Yams

/// Yams' `YAMLEncoder` and `YAMLDecoder` as a conformance-kit coder.
///
/// Encoding writes YAML and reads it back as a node tree, scalars typed by YAML's core schema
/// (a plain `1` is an integer, `true` a Boolean, `'1'` a string). Decoding writes the input tree
/// as YAML, quoting strings that would read as another type, and decodes it with `YAMLDecoder`.
///
/// ```swift
/// @Test(arguments: LibraryConformance.all.cases(coders: [YAMLConformanceCoder()]))
/// func yaml(_ testCase: ConformanceCase) { testCase.verify() }
/// ```
public struct YAMLConformanceCoder: ConformanceCoder {
  /// Values the encoder and decoder see in `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
  /// Whether the coder declares its known limitations; `false` runs every case as if it had
  /// none, to regenerate the table of ``KnownLimitations``.
  public var declaresLimitations = true

  /// The reason of a case in the table of ``KnownLimitations``, or `nil`.
  ///
  /// - Parameters:
  ///   - suite: The suite's name.
  ///   - shape: The placement.
  ///   - check: The check.
  /// - Returns: The explanation, or `nil` when the case must pass.
  public func knownLimitation(suite: String, shape: ConformanceShape, check: ConformanceCheck)
    -> String?
  {
    guard declaresLimitations,
      KnownLimitations.yamlCases.contains(KnownLimitations.key(suite: suite, check: check))
    else { return nil }
    return KnownLimitations.yaml(check)
  }

  /// Creates the coder.
  public init() {}

  /// `"YAML (Yams)"`.
  public var name: String { "YAML (Yams)" }

  /// Returns `true`: YAML writes `.nan`, `.inf` and `-.inf`.
  public var representsNonFiniteNumbers: Bool { true }

  /// Encodes with `YAMLEncoder` and reads the YAML back as a tree.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The tree the encoder wrote.
  /// - Throws: The encoder's errors, or `DecodingError.dataCorrupted` for YAML that is not a
  ///   tree of scalars, sequences and mappings.
  public func encode<T: Encodable>(_ value: T) throws -> WireValue {
    let yaml = try YAMLEncoder().encode(value, userInfo: userInfo.mapValues { $0 as Any })
    guard let node = try Yams.compose(yaml: yaml) else { return .null }
    return try WireValue(node)
  }

  /// Writes the tree as YAML and decodes it with `YAMLDecoder`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - wire: The input.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
    try decode(T.self, fromSerialized: serialize(wire) ?? Data())
  }

  /// Writes the tree as YAML, in flow style (`{"k": [1, 2.5, "text", null, .nan]}`).
  ///
  /// The kit writes its inputs itself: `YAMLEncoder` takes time quadratic in the length of a
  /// sequence (16 000 integers take 14 seconds), and the kit's inputs hold up to 100 000
  /// elements. Strings are double-quoted, so that they read as strings.
  ///
  /// - Parameter wire: The tree.
  /// - Returns: The YAML text as UTF-8.
  /// - Throws: Never.
  public func serialize(_ wire: WireValue) throws -> Data? {
    Data(Self.flow(wire).utf8)
  }

  /// The YAML flow-style text of a tree.
  static func flow(_ wire: WireValue) -> String {
    switch wire {
    case .null: return "null"
    case .bool(let bool): return bool ? "true" : "false"
    case .integer(let integer): return String(integer)
    case .double(let double):
      if double.isNaN { return ".nan" }
      if double.isInfinite { return double < 0 ? "-.inf" : ".inf" }
      return "\(double)"
    case .string(let string): return quoted(string)
    case .array(let values): return "[" + values.map(flow).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.keys.sorted().map { "\(quoted($0)): \(flow(members[$0] ?? .null))" }
        .joined(separator: ", ") + "}"
    }
  }

  private static func quoted(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
        || scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029:
        text +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }

  /// Decodes YAML text with `YAMLDecoder`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The YAML text as UTF-8.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, fromSerialized data: Data) throws -> T {
    try YAMLDecoder().decode(T.self, from: data, userInfo: userInfo.mapValues { $0 as Any })
  }

  /// Names Yams' own error for text that is not YAML.
  ///
  /// `YAMLDecoder` throws `YamlError` (a scanner, parser or encoding error), not
  /// `DecodingError.dataCorrupted`, when the text is not YAML or not UTF-8.
  ///
  /// - Parameter error: An error the decoder threw.
  /// - Returns: The explanation for a `YamlError`, else `nil`.
  public func knownDefect(for error: any Error) -> String? {
    guard error is YamlError else { return nil }
    return "YAMLDecoder throws YamlError, not DecodingError, for text that is not YAML"
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
}

extension WireValue {
  /// The tree of a YAML node, scalars typed by their resolved tag.
  init(_ node: Node) throws {
    switch node {
    case .scalar(let scalar):
      switch node.tag.rawValue {
      case Tag.Name.null.rawValue: self = .null
      case Tag.Name.bool.rawValue: self = node.bool.map(WireValue.bool) ?? .string(scalar.string)
      case Tag.Name.int.rawValue:
        if let integer = node.int {
          self = .integer(Int64(integer))
        } else {
          // Beyond 64 bits: the nearest double, as other coders read such a number.
          self = node.float.map(WireValue.double) ?? .string(scalar.string)
        }
      case Tag.Name.float.rawValue:
        self = node.float.map(WireValue.double) ?? .string(scalar.string)
      default: self = .string(scalar.string)
      }
    case .sequence(let sequence): self = .array(try sequence.map(WireValue.init))
    case .mapping(let mapping):
      var members: [String: WireValue] = [:]
      for (key, value) in mapping {
        guard let key = key.string else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "A YAML mapping key is not a string: \(key)"))
        }
        members[key] = try WireValue(value)
      }
      self = .object(members)
    case .alias:
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "The YAML holds an alias"))
    }
  }
}
