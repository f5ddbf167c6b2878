@_exported import CodableTransformsCore

/// A property wrapper for a set that refuses an array repeating an element, instead of keeping
/// one copy in silence.
///
/// Decoding a `Set` from `[1, 2, 1]` gives `{1, 2}`: the repeated `1` is gone without a trace,
/// although it often means broken data — an id listed twice, a merge gone wrong. This wrapper
/// throws instead:
///
/// ```swift
/// struct Team: Codable {
///     @NoDuplicates var memberIDs: Set<Int>       // [1, 2, 1] → dataCorrupted at memberIDs[2]
/// }
/// ```
///
/// | key missing | value `null` | repeated element | a bad element | encoding |
/// |---|---|---|---|---|
/// | `keyNotFound` | `valueNotFound` | throws `dataCorrupted` at the repetition's index, naming the first | throws at its path | an array |
///
/// Elements are compared with `==`, as the set does. For a missing key or `null` as `[]`, use the
/// wrapper as the coding of a default: `@DefaultCoded<P, NoDuplicates<Int>>` with a provider of
/// an empty set.
/// For a missing key or `null` as `nil`, use the optional form:
/// `@NoDuplicates<Int>.Optional var memberIDs: Set<Int>?`.
///
/// - Note: Wire format: an array of the elements, in the set's iteration order, which is not
///   stable across runs.
@propertyWrapper
public struct NoDuplicates<Element: Codable & Hashable> {
  /// The elements; what is encoded.
  public var wrappedValue: Set<Element>

  /// Creates a wrapper holding elements.
  ///
  /// - Parameter wrappedValue: The elements.
  @inlinable
  public init(wrappedValue: Set<Element>) {
    self.wrappedValue = wrappedValue
  }

  /// The elements of an array, or the error at a repeated one.
  ///
  /// One set, sized from the element count when the coder knows it, and the elements in their
  /// order, to name the first occurrence of a repeated one. Inlinable, so that a model's
  /// `Element` is specialized: unspecialized, every insert goes through witness tables.
  @inlinable
  static func decodeElements(from elements: inout any UnkeyedDecodingContainer) throws
    -> Set<Element>
  {
    let count = elements.count ?? 0
    var values = Set<Element>(minimumCapacity: count)
    var order: [Element] = []
    order.reserveCapacity(count)
    while !elements.isAtEnd {
      let index = elements.currentIndex
      let value = try elements._decodeValue(Element.self)
      guard values.insert(value).inserted else {
        throw repetition(value, at: index, first: order.firstIndex(of: value) ?? 0, in: elements)
      }
      order.append(value)
    }
    return values
  }

  /// The error for an element that repeats the one at `first`.
  @usableFromInline
  static func repetition(
    _ value: Element, at index: Int, first: Int, in elements: any UnkeyedDecodingContainer
  ) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: elements.codingPath + [_CodingPathKey(index: index)],
        debugDescription:
          "'\(value)' repeats the element at index \(first); a set lists each once"))
  }
}

extension NoDuplicates: ContainerCodable {
  /// Decodes the array for `key` into a set, refusing a repeated element.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `keyNotFound`, `valueNotFound`, `typeMismatch`, or `dataCorrupted` at a repeated
  ///   element's index.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    var elements = try container.nestedUnkeyedContainer(forKey: key)
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

  /// Decodes an array into a set, refusing a repeated element, outside a keyed container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The coder's errors, or `dataCorrupted` at a repeated element's index.
  @inlinable
  public init(from decoder: any Decoder) throws {
    var elements = try decoder.unkeyedContainer()
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

extension NoDuplicates {
  /// The optional form: a missing key or `null` decodes as `nil`, and `nil` leaves the key out.
  ///
  /// ```swift
  /// @NoDuplicates<Int>.Optional var memberIDs: Set<Int>?
  /// ```
  ///
  /// - Note: Wire format: as the non-optional wrapper, or no key for `nil`.
  public typealias Optional = OptionalCoded<Self>
}

extension NoDuplicates: Sendable where Element: Sendable {}

extension NoDuplicates: Equatable {}

extension NoDuplicates: Hashable {}

extension NoDuplicates: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
