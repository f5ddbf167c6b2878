@_exported import CodableTransformsCore
import Foundation

/// A property wrapper that captures the fields of an object that its type does not declare —
/// SnapshotParser's leftover dictionary — when decoding with ``SnapshotDecoder``, and writes them
/// back with ``SnapshotEncoder``.
///
/// ```swift
/// struct Post: Codable, Sendable {
///     var title: String
///     @UnknownFields var extra: [String: SnapshotValue] = [:]
/// }
///
/// let tree: [String: Any] = ["title": "Hello", "likes": 3, "tags": ["swift"]]
/// let post = try SnapshotDecoder().decode(Post.self, from: tree)
/// post.extra                            // ["likes": 3, "tags": ["swift"]]
/// try SnapshotEncoder().encode(post)    // ["title": "Hello", "likes": 3, "tags": ["swift"]]
/// ```
///
/// A field is unknown when the model's `CodingKeys` have no key for it (after the decoder's key
/// strategy), so it does not matter where the property is declared or in which order properties
/// decode. The wrapper's own key is not read. With `unknownKeys: .reject`, the captured fields are
/// not reported as unknown: the type binds them. Reading a document, changing one property and
/// writing it back therefore keeps every field you did not model.
///
/// Encoding writes the captured fields next to the declared ones, under their original keys; a
/// declared property always wins over a captured field of the same name.
///
/// Other coders cannot show a type the keys it does not declare, so with them the wrapper decodes
/// an empty dictionary and writes nothing — it never fails or writes a field of its own.
///
/// - Note: Wire format: the captured fields, at the level of the object that declares the
///   property; no key of its own.
@propertyWrapper
public struct UnknownFields: Hashable, Sendable {
  /// The captured fields, by their keys in the tree.
  public var wrappedValue: [String: SnapshotValue]

  /// Creates the wrapper; declare the property with `= [:]` so that initializers can leave it
  /// out.
  ///
  /// - Parameter wrappedValue: Fields to write next to the declared ones; usually empty.
  public init(wrappedValue: [String: SnapshotValue]) {
    self.wrappedValue = wrappedValue
  }
}

extension UnknownFields: ContainerCodable {
  /// Captures the fields of the object that `Key` does not declare, with ``SnapshotDecoder``;
  /// with other decoders, captures nothing.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key; it is not read.
  /// - Throws: `DecodingError.dataCorrupted` when a captured value has no ``SnapshotValue``
  ///   representation or nests deeper than the decoder's `maximumDepth`.
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    // Only a tree decoder can show the whole object: it hands it over through the decoder it
    // returns from `superDecoder(forKey:)`.
    guard let decoder = try container.superDecoder(forKey: key) as? TreeDecoder,
      let parent = decoder.parent
    else {
      self.init(wrappedValue: [:])
      return
    }
    var fields: [String: SnapshotValue] = [:]
    let convertsKeys = decoder.state.convertsKeys
    for (name, value) in parent.object {
      if K(stringValue: name) != nil { continue }
      if convertsKeys, let declared = Self.declaredKey(forSnakeCase: name, in: K.self),
        decoder.state.snakeCase.convert(declared) == name
      {
        continue
      }
      fields[name] = try decoder.snapshotValue(
        value, node: parent.node.appending(SnapshotCodingKey(stringValue: name)),
        depth: parent.node.depth)
    }
    parent.bound?.bindAll()
    self.init(wrappedValue: fields)
  }

  /// Writes the captured fields next to the declared ones with ``SnapshotEncoder``; writes nothing
  /// with other encoders.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key; it is not written.
  /// - Throws: Nothing in practice; the signature is the protocol's.
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    guard !wrappedValue.isEmpty else { return }
    do {
      try container.encode(UnknownFieldsPayload(fields: wrappedValue), forKey: key)
    } catch is UnknownFieldsPayload.NotATreeEncoder {
      // Another encoder: the captured fields have no place in its output.
    }
  }

  /// Decodes an empty dictionary: outside a keyed container there are no sibling fields.
  ///
  /// - Parameter decoder: The decoder; it is not read.
  /// - Throws: Nothing; the signature is the protocol's.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: [:])
  }

  /// Writes `null`: outside a keyed container there is no object to add fields to.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }

  /// The declared key a snake-case field comes from, if any: `"page_count"` → `pageCount`.
  private static func declaredKey<K: CodingKey>(forSnakeCase name: String, in type: K.Type)
    -> String?
  {
    let words = name.split(separator: "_", omittingEmptySubsequences: false)
    guard words.count > 1 else { return nil }
    let camel =
      String(words[0])
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return K(stringValue: camel)?.stringValue
  }
}

/// What `@UnknownFields` hands the encoder: the tree encoder merges it into the object; any other
/// encoder makes it throw, and the wrapper writes nothing.
struct UnknownFieldsPayload: Encodable {
  struct NotATreeEncoder: Error {}

  var fields: [String: SnapshotValue]

  func encode(to encoder: any Encoder) throws {
    throw NotATreeEncoder()
  }
}
