@_exported import CodableTransformsCore

/// A property wrapper for an array that also decodes from a single element: `"swift"` as
/// `["swift"]`.
///
/// Some APIs send one value where there is one, and an array where there are more — JSON-LD,
/// GeoJSON properties, many configuration formats. The property is always an array:
///
/// ```swift
/// struct Recipe: Codable {
///     var name: String
///     @OneOrMany var authors: [String]        // "Ada" → ["Ada"]; ["Ada", "Bo"] → ["Ada", "Bo"]
///     @OneOrMany var steps: [Step]            // {"text": "Mix"} → [Step(text: "Mix")]
/// }
/// ```
///
/// | key missing | value `null` | one element | an array | a bad element | encoding |
/// |---|---|---|---|---|---|
/// | `keyNotFound` | `valueNotFound` | `[element]` | the array | throws at its path: `steps[1]` in an array, `steps` for a single element | always an array |
///
/// A value is read as an array when it is one, else as one element. An `Element` that is itself
/// an array is therefore always read as an array. For a missing key or `null` as `[]`, use the
/// wrapper as the coding of a default:
/// `@DefaultCoded<DefaultValues.EmptyArray<String>, OneOrMany<String>> var authors: [String]`.
/// For a missing key or `null` as `nil`, use the optional form:
/// `@OneOrMany<String>.Optional var authors: [String]?`.
///
/// - Note: Wire format: an array, even of one element — `"Ada"` is written back as `["Ada"]`.
@propertyWrapper
public struct OneOrMany<Element: Codable> {
  /// The elements; what is encoded.
  public var wrappedValue: [Element]

  /// Creates a wrapper holding elements.
  ///
  /// - Parameter wrappedValue: The elements.
  @inlinable
  public init(wrappedValue: [Element]) {
    self.wrappedValue = wrappedValue
  }

  @inlinable
  static func decodeElements(from elements: inout any UnkeyedDecodingContainer) throws
    -> [Element]
  {
    var values: [Element] = []
    if let count = elements.count { values.reserveCapacity(count) }
    while !elements.isAtEnd {
      values.append(try elements._decodeValue(Element.self))
    }
    return values
  }
}

extension OneOrMany: ContainerCodable {
  /// Decodes the array for `key`, or one element as an array of one.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `keyNotFound`, `valueNotFound`, or an element's `DecodingError` at its path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    var elements: any UnkeyedDecodingContainer
    do {
      elements = try container.nestedUnkeyedContainer(forKey: key)
    } catch DecodingError.typeMismatch {
      self.init(wrappedValue: [try PlainCoding<Element>(from: container, forKey: key).wrappedValue])
      return
    }
    self.init(wrappedValue: try Self.decodeElements(from: &elements))
  }

  /// Encodes the elements for `key` as an array.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    var elements = container.nestedUnkeyedContainer(forKey: key)
    for element in wrappedValue {
      try elements._encodeValue(element)
    }
  }

  /// Decodes an array, or one element as an array of one, outside a keyed container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `valueNotFound` for `null`, or an element's `DecodingError` at its path.
  @inlinable
  public init(from decoder: any Decoder) throws {
    var elements: any UnkeyedDecodingContainer
    do {
      elements = try decoder.unkeyedContainer()
    } catch DecodingError.typeMismatch {
      self.init(wrappedValue: [try PlainCoding<Element>(from: decoder).wrappedValue])
      return
    }
    self.init(wrappedValue: try Self.decodeElements(from: &elements))
  }

  /// Encodes the elements as an array.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's `EncodingError`s.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var elements = encoder.unkeyedContainer()
    for element in wrappedValue {
      try elements._encodeValue(element)
    }
  }
}

extension OneOrMany {
  /// The optional form: a missing key or `null` decodes as `nil`, and `nil` leaves the key out.
  ///
  /// ```swift
  /// @OneOrMany<String>.Optional var authors: [String]?
  /// ```
  ///
  /// - Note: Wire format: as the non-optional wrapper, or no key for `nil`.
  public typealias Optional = OptionalCoded<Self>
}

extension OneOrMany: Sendable where Element: Sendable {}

extension OneOrMany: Equatable where Element: Equatable {}

extension OneOrMany: Hashable where Element: Hashable {}

extension OneOrMany: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
