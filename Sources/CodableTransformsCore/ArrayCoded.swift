/// A property wrapper for an array whose elements are coded by `Coding`: the array form of a
/// wrapper whose value cannot be a ``TransformShape``, such as an existential.
///
/// A ``TransformCoded`` wrapper takes the array shape from the property type
/// (`@URLString var links: [URL]`) — with these very rules, which `Array`'s shape takes from this
/// type. A wrapper that holds a value of its own kind — a
/// `Polymorphic<Family>` holding `any Shape`, a `OneOrMany` — names the array form here, and
/// each element is read and written in place by `Coding`:
///
/// ```swift
/// struct Drawing: Codable {
///     @ArrayCoded<Polymorphic<ShapeFamily>> var shapes: [any Shape]
///     @ArrayCoded<OneOrMany<String>> var tagGroups: [[String]]
/// }
/// ```
///
/// | key missing | value `null` | an element invalid | encoding |
/// |---|---|---|---|
/// | `keyNotFound` | `valueNotFound` | its error, at the element's path (`shapes[2].radius`) | an array |
///
/// For `nil` when the key is missing or `null`, use the optional form:
/// `OptionalCoded<ArrayCoded<Coding>>`. To drop invalid elements instead, use a lossy array.
///
/// - Note: Wire format: an array of the elements, each as `Coding` writes it.
@propertyWrapper
public struct ArrayCoded<Coding: ContainerCodable> {
  /// The elements; what is encoded.
  public var wrappedValue: [Coding.WrappedValue]

  /// Creates a wrapper holding an array.
  ///
  /// - Parameter wrappedValue: The elements.
  @inlinable
  public init(wrappedValue: [Coding.WrappedValue]) {
    self.wrappedValue = wrappedValue
  }

  /// Reads every element of an unkeyed container.
  @inlinable
  static func decodeElements(
    from elements: inout any UnkeyedDecodingContainer, in context: DecodingContext
  ) throws -> [Coding.WrappedValue] {
    var values: [Coding.WrappedValue] = []
    if let count = elements.count { values.reserveCapacity(count) }
    while !elements.isAtEnd {
      values.append(try Coding(from: &elements, in: context).wrappedValue)
    }
    return values
  }

  /// Writes every element to an unkeyed container.
  @inlinable
  func encodeElements(to elements: inout any UnkeyedEncodingContainer) throws {
    for value in wrappedValue {
      try Coding(wrappedValue: value).encode(to: &elements)
    }
  }
}

extension ArrayCoded: ContainerCodable {
  /// Decodes the array stored for `key`, each element through `Coding`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `keyNotFound` or `valueNotFound` for a missing key or `null`, `typeMismatch` for a
  ///   value that is not an array, and the first invalid element's error at its path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    var elements = try container.nestedUnkeyedContainer(forKey: key)
    self.init(
      wrappedValue: try container._withDecodingContext(forKey: key) {
        try Self.decodeElements(from: &elements, in: $0)
      })
  }

  /// Encodes the array for `key`, each element through `Coding`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The first element's `EncodingError`.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    var elements: any UnkeyedEncodingContainer = container.nestedUnkeyedContainer(forKey: key)
    try encodeElements(to: &elements)
  }

  /// Decodes the array a decoder is positioned at.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `typeMismatch` for a value that is not an array, and the first invalid element's
  ///   error at its path.
  @inlinable
  public init(from decoder: any Decoder) throws {
    var elements = try decoder.unkeyedContainer()
    self.init(
      wrappedValue: try decoder._withDecodingContext {
        try Self.decodeElements(from: &elements, in: $0)
      })
  }

  /// Encodes the array as the encoder's value.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The first element's `EncodingError`.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var elements = encoder.unkeyedContainer()
    try encodeElements(to: &elements)
  }
}

extension ArrayCoded: Sendable where Coding.WrappedValue: Sendable {}

extension ArrayCoded: Equatable where Coding.WrappedValue: Equatable {}

extension ArrayCoded: Hashable where Coding.WrappedValue: Hashable {}

extension ArrayCoded: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}
