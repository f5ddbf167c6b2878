public import CodableTransformsTesting
public import Foundation
import XMLCoder

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// CoreOffice/XMLCoder's `XMLEncoder` and `XMLDecoder` as a conformance-kit coder, with the
/// limits of XML written down as known limitations.
///
/// XML has no types: every scalar is text, and an array is a repeated element. Encoding writes
/// the model as `<root>…</root>` and reads the document back as a tree — an element without child
/// elements is its text, an element name that repeats is an array. Decoding writes the input tree
/// the way `XMLEncoder` writes the same values — text for scalars (`true`, `42`, `2.5`), repeated
/// elements for arrays, an empty element for `null` — and decodes it with `XMLDecoder`.
///
/// ``knownLimitation(suite:shape:check:)`` lists what XMLCoder 0.18.2 cannot do, each with the
/// reason; the kit records those cases as known issues and reports any that starts passing.
public struct XMLConformanceCoder: ConformanceCoder {
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
      KnownLimitations.xmlCases.contains(KnownLimitations.key(suite: suite, check: check))
    else { return nil }
    return KnownLimitations.xml(check)
  }

  /// Creates the coder.
  public init() {}

  /// `"XML (XMLCoder)"`.
  public var name: String { "XML (XMLCoder)" }

  /// Encodes with `XMLEncoder` under a `root` element and reads the document back as a tree.
  ///
  /// - Parameter value: The value to encode; a keyed value (XMLCoder traps on a top-level single
  ///   value).
  /// - Returns: The tree the encoder wrote, every scalar a string.
  /// - Throws: The encoder's errors, or `DecodingError.dataCorrupted` for a document that does not
  ///   parse.
  public func encode<T: Encodable>(_ value: T) throws -> WireValue {
    let encoder = XMLEncoder()
    encoder.userInfo = userInfo.mapValues { $0 as Any }
    return try XMLTree.parse(encoder.encode(value, withRootKey: "root"))
  }

  /// Writes the tree as XML and decodes it with `XMLDecoder`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - wire: The input: an object.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
    try decode(T.self, fromSerialized: serialize(wire) ?? Data())
  }

  /// Writes the tree as an XML document under a `root` element.
  ///
  /// - Parameter wire: The tree.
  /// - Returns: The document as UTF-8.
  /// - Throws: Never.
  public func serialize(_ wire: WireValue) throws -> Data? {
    Data(XMLTree.document(wire).utf8)
  }

  /// Decodes an XML document with `XMLDecoder`.
  ///
  /// A document that is not valid UTF-8 is rejected before it reaches `XMLDecoder`: on Linux,
  /// FoundationXML's `XMLParser`, which XMLCoder parses with, traps on an element name that is
  /// not valid UTF-8 (found by the kit's mutated inputs). Decode untrusted XML the same way.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The document.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors; `DecodingError.dataCorrupted` with an empty path for a
  ///   document that is not valid UTF-8.
  public func decode<T: Decodable>(_ type: T.Type, fromSerialized data: Data) throws -> T {
    try XMLTree.requireUTF8(data)
    let decoder = XMLDecoder()
    decoder.userInfo = userInfo.mapValues { $0 as Any }
    return try decoder.decode(T.self, from: data)
  }

  /// Names the parser errors XMLCoder lets through for a document that is not XML.
  ///
  /// `XMLDecoder` throws FoundationXML's `NSError` (`NSXMLParserErrorDomain`), not
  /// `DecodingError.dataCorrupted`, when the document does not parse.
  ///
  /// - Parameter error: An error the decoder threw.
  /// - Returns: The explanation for a parser error, else `nil`.
  public func knownDefect(for error: any Error) -> String? {
    guard (error as NSError).domain == XMLParser.errorDomain else { return nil }
    return "XMLDecoder throws XMLParser's NSError, not DecodingError, for a document that is "
      + "not XML"
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
