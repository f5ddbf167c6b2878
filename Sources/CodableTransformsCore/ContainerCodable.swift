/// A property wrapper (or a coding value) that reads and writes itself straight in its
/// container: at a key of a keyed container, or as the next element of an unkeyed one.
///
/// This is the one protocol through which the library codes a value in place. A property wrapper
/// conforms to it to decide what a missing key, `null` and `nil` mean; synthesized `Codable`
/// reaches it through the container overloads below, which every wrapper module re-exports, so
/// that synthesized code in any module finds them:
///
/// ```swift
/// @propertyWrapper
/// struct Trimmed: ContainerCodable {
///     var wrappedValue: String?
///     init(wrappedValue: String?) { self.wrappedValue = wrappedValue }
///
///     init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
///         wrappedValue = try container.decodeIfPresent(String.self, forKey: key)?
///             .trimmingCharacters(in: .whitespaces)
///     }
///     func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) throws {
///         try container.encodeIfPresent(wrappedValue, forKey: key)
///     }
///     init(from decoder: any Decoder) throws {  // the same, outside a keyed container
///         let container = try decoder.singleValueContainer()
///         wrappedValue = container.decodeNil()
///             ? nil : try container.decode(String.self).trimmingCharacters(in: .whitespaces)
///     }
///     func encode(to encoder: any Encoder) throws {
///         var container = encoder.singleValueContainer()
///         try container.encode(wrappedValue)
///     }
/// }
/// ```
///
/// A conforming wrapper is also the coding of the library's generic wrappers — lossy
/// collections, defaults, the optional, array and dictionary forms — which read and write each of
/// their values through it, in place: `@Lossy<Trimmed>.Array var tags: [String?]`.
///
/// The keyed methods are the requirements; the others have defaults:
///
/// | member | default |
/// |---|---|
/// | ``decodeIfPresent(from:forKey:)`` | `nil` when the key is missing or `null`, else ``init(from:forKey:)`` |
/// | ``init(from:in:)`` | the element through `init(from: Decoder)` |
/// | ``encode(to:)-(UnkeyedEncodingContainer)`` | the element through `encode(to: Encoder)` |
/// | ``droppedValues`` | nothing dropped |
///
/// Implement the element methods when the value can read and write itself with the unkeyed
/// container's concrete methods; implement ``decodeIfPresent(from:forKey:)`` when the coder has a
/// cheaper way to tell a missing value, such as a primitive `decodeIfPresent(_:forKey:)`. Every
/// method must mean what `init(from:)` and `encode(to:)` mean: the library still uses those at the
/// top level and in dictionaries, and the conformance kit checks that every placement agrees.
///
/// A ``CodingTransform``'s coding value may conform too, to be read with the coder's concrete
/// methods instead of through a nested decoder; it is its own ``WrappedValue``.
///
/// Conformance is opt-in on purpose: an overload for every `Codable` type would bypass the
/// `init(from:)` of types that do not expect it.
///
/// - Note: The wire format is the conformer's own; conforming changes where the library reads and
///   writes it, never what is written.
public protocol ContainerCodable: Codable {
  /// The type of the value the wrapper holds; a coding value that is not a wrapper is its own.
  associatedtype WrappedValue = Self

  /// Wraps a value, to encode it.
  ///
  /// - Parameter wrappedValue: The value.
  init(wrappedValue: WrappedValue)

  /// The value.
  var wrappedValue: WrappedValue { get }

  /// The type of ``droppedValues``: ``NothingDropped`` by default, ``DroppedValues`` for a value
  /// that drops or replaces parts of what it decodes.
  ///
  /// Inferred from ``droppedValues``: a lossy wrapper declares
  /// `var droppedValues: DroppedValues`, any other declares nothing.
  associatedtype Drops: DroppedValuesRecord = NothingDropped

  /// What decoding this value dropped or replaced, each with its coding path; nothing by default.
  ///
  /// A lossy collection returns the elements it dropped. The same entries are already in the
  /// decoder's ``RecoveryReport``: a wrapper that holds this one keeps them only to offer them
  /// as its projected value, so that `@LossyArray<Post>.Optional var posts: [Post]?` still
  /// lists its drops in `$posts.errors`. Such a wrapper stores the value returned here as it is,
  /// so that a wrapper around a value that never drops (a plain value, a transform) stores
  /// nothing more than the value.
  var droppedValues: Drops { get }

  /// Decodes the value stored for a key.
  ///
  /// A wrapper decides here what a missing key or `null` means; a coding value throws as the
  /// coder does (`keyNotFound`, `valueNotFound`).
  ///
  /// - Parameters:
  ///   - container: The keyed container.
  ///   - key: The key, which may be missing or hold `null`.
  /// - Throws: A `DecodingError` at `container.codingPath + [key]` or deeper.
  init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws

  /// Decodes the value stored for a key, or returns `nil` when the key is missing or holds `null`.
  ///
  /// - Parameters:
  ///   - container: The keyed container.
  ///   - key: The key.
  /// - Returns: The value, or `nil`.
  /// - Throws: A `DecodingError` at `container.codingPath + [key]` or deeper for a value that is
  ///   present but invalid: an invalid value is never silently `nil`.
  static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self?

  /// Encodes the value for a key; a wrapper may leave the key out.
  ///
  /// - Parameters:
  ///   - container: The keyed container.
  ///   - key: The key.
  /// - Throws: An `EncodingError` at `container.codingPath + [key]` or deeper.
  func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) throws

  /// Decodes the value as the next element of an unkeyed container.
  ///
  /// - Parameters:
  ///   - container: The unkeyed container, which advances past the element on success.
  ///   - context: The context of the unkeyed container's own value (the array), which reaches
  ///     the decoder's `userInfo` on demand; see ``DecodingContext``.
  /// - Throws: A `DecodingError` at the element's coding path or deeper.
  init(from container: inout any UnkeyedDecodingContainer, in context: DecodingContext) throws

  /// Encodes the value as the next element of an unkeyed container.
  ///
  /// - Parameter container: The unkeyed container.
  /// - Throws: An `EncodingError` at the element's coding path or deeper.
  func encode(to container: inout any UnkeyedEncodingContainer) throws
}

extension ContainerCodable where Drops == NothingDropped {
  /// Nothing: a value that decodes all or throws drops nothing.
  @inlinable
  public var droppedValues: NothingDropped { NothingDropped() }
}

extension ContainerCodable {
  /// Returns `nil` when the key is missing or holds `null`, else ``init(from:forKey:)``.
  ///
  /// - Parameters:
  ///   - container: The keyed container.
  ///   - key: The key.
  /// - Returns: The value, or `nil`.
  /// - Throws: What ``init(from:forKey:)`` throws.
  @inlinable
  public static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self? {
    guard try container._holdsValue(forKey: key) else { return nil }
    return try Self(from: container, forKey: key)
  }

  /// Decodes the element through `init(from: Decoder)`.
  ///
  /// - Parameters:
  ///   - container: The unkeyed container.
  ///   - context: The context of the container's own value; unused.
  /// - Throws: What `init(from:)` throws.
  @inlinable
  public init(from container: inout any UnkeyedDecodingContainer, in context: DecodingContext)
    throws
  {
    self = try container.decode(Self.self)
  }

  /// Encodes the element through `encode(to: Encoder)`.
  ///
  /// - Parameter container: The unkeyed container.
  /// - Throws: What `encode(to:)` throws.
  @inlinable
  public func encode(to container: inout any UnkeyedEncodingContainer) throws {
    try container.encode(self)
  }
}

extension ContainerCodable where WrappedValue == Self {
  /// The value itself: a coding value that is not a wrapper.
  ///
  /// - Parameter wrappedValue: The value.
  @inlinable
  public init(wrappedValue: Self) {
    self = wrappedValue
  }

  /// The value itself.
  @inlinable
  public var wrappedValue: Self { self }
}

extension KeyedDecodingContainer {
  /// Whether the key is present and does not hold `null`: the library's one test for "missing or
  /// `null`".
  @inlinable @inline(__always)
  package func _holdsValue(forKey key: Key) throws -> Bool {
    guard contains(key) else { return false }
    return try !decodeNil(forKey: key)
  }
}

extension KeyedDecodingContainer {
  /// Decodes a value through its `Decodable` conformance, in a nested decoder, past the
  /// overloads below: what a `ContainerCodable` type calls to fall back on its `init(from:)`.
  @inlinable
  package func _decodeNested<V: Decodable>(_ type: V.Type, forKey key: Key) throws -> V {
    try decode(type, forKey: key)
  }

  /// Decodes a value through its `Decodable` conformance when the key is present and not
  /// `null`, with the coder's own `decodeIfPresent(_:forKey:)`, past the overloads below.
  @inlinable
  package func _decodeNestedIfPresent<V: Decodable>(_ type: V.Type, forKey key: Key) throws -> V? {
    try decodeIfPresent(type, forKey: key)
  }
}

extension KeyedEncodingContainer {
  /// Encodes a value through its `Encodable` conformance, in a nested encoder, past the
  /// overloads below.
  @inlinable
  package mutating func _encodeNested<V: Encodable>(_ value: V, forKey key: Key) throws {
    try encode(value, forKey: key)
  }
}

// The container overloads: the only ones in the library. Synthesized `Codable` calls `decode(_:forKey:)`
// and `encode(_:forKey:)` for every wrapped property, never the `…IfPresent` variants.

extension KeyedDecodingContainer {
  /// Decodes a ``ContainerCodable`` value by letting it read its own key.
  ///
  /// Synthesized `init(from:)` calls this for every wrapped property.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - key: The property's key.
  /// - Returns: The decoded value.
  /// - Throws: What ``ContainerCodable/init(from:forKey:)`` throws.
  @inlinable
  public func decode<Value: ContainerCodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try Value(from: self, forKey: key)
  }

  /// Decodes a ``ContainerCodable`` value when the key is present and not `null`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - key: The property's key.
  /// - Returns: The decoded value, or `nil` when the key is missing or its value is `null`.
  /// - Throws: What ``ContainerCodable/decodeIfPresent(from:forKey:)`` throws.
  @inlinable
  public func decodeIfPresent<Value: ContainerCodable>(_ type: Value.Type, forKey key: Key) throws
    -> Value?
  {
    try Value.decodeIfPresent(from: self, forKey: key)
  }
}

extension KeyedEncodingContainer {
  /// Encodes a ``ContainerCodable`` value by letting it write (or leave out) its own key.
  ///
  /// Synthesized `encode(to:)` calls this for every wrapped property.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The property's key.
  /// - Throws: What ``ContainerCodable/encode(to:forKey:)`` throws.
  @inlinable
  public mutating func encode<Value: ContainerCodable>(_ value: Value, forKey key: Key) throws {
    try value.encode(to: &self, forKey: key)
  }

  /// Encodes a ``ContainerCodable`` value when it is not `nil`.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil` to write nothing.
  ///   - key: The property's key.
  /// - Throws: What ``ContainerCodable/encode(to:forKey:)`` throws.
  @inlinable
  public mutating func encodeIfPresent<Value: ContainerCodable>(_ value: Value?, forKey key: Key)
    throws
  {
    guard let value else { return }
    try value.encode(to: &self, forKey: key)
  }
}
