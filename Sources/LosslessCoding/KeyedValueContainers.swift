/// The value of one key in a keyed container, as a single-value container.
///
/// Code written against `SingleValueDecodingContainer` — a value that tries several primitive
/// representations, for example — can read a property with the coder's concrete keyed methods
/// instead of a nested decoder:
///
/// ```swift
/// init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
///     try self.init(from: KeyedValueDecodingContainer(container, key: key))
/// }
/// ```
///
/// Every method forwards to the keyed container with the key: `decode(_: Int.Type)` is
/// `container.decode(Int.self, forKey: key)`, so a missing key throws `keyNotFound`, and
/// ``codingPath`` is the key's path. ``decodeNil()`` is `false` for a missing key.
@usableFromInline
struct KeyedValueDecodingContainer<Key: CodingKey>: SingleValueDecodingContainer {
  /// The keyed container.
  @usableFromInline let container: KeyedDecodingContainer<Key>
  /// The key whose value this container reads.
  @usableFromInline let key: Key

  /// Creates the container for one key.
  ///
  /// - Parameters:
  ///   - container: The keyed container.
  ///   - key: The key whose value to read.
  @inlinable
  init(_ container: KeyedDecodingContainer<Key>, key: Key) {
    self.container = container
    self.key = key
  }

  /// The path of the key: the container's path and the key.
  @usableFromInline var codingPath: [any CodingKey] { container.codingPath + [key] }

  /// Whether the key holds `null`; `false` when it is missing.
  ///
  /// - Returns: `true` for `null`.
  @inlinable
  func decodeNil() -> Bool {
    (try? container.decodeNil(forKey: key)) ?? false
  }

  /// Decodes a `Bool` for the key.
  ///
  /// - Parameter type: `Bool.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: Bool.Type) throws -> Bool {
    try container.decode(Bool.self, forKey: key)
  }

  /// Decodes a `String` for the key.
  ///
  /// - Parameter type: `String.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: String.Type) throws -> String {
    try container.decode(String.self, forKey: key)
  }

  /// Decodes a `Double` for the key.
  ///
  /// - Parameter type: `Double.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: Double.Type) throws -> Double {
    try container.decode(Double.self, forKey: key)
  }

  /// Decodes a `Float` for the key.
  ///
  /// - Parameter type: `Float.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: Float.Type) throws -> Float {
    try container.decode(Float.self, forKey: key)
  }

  /// Decodes a `Int` for the key.
  ///
  /// - Parameter type: `Int.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: Int.Type) throws -> Int {
    try container.decode(Int.self, forKey: key)
  }

  /// Decodes a `Int8` for the key.
  ///
  /// - Parameter type: `Int8.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: Int8.Type) throws -> Int8 {
    try container.decode(Int8.self, forKey: key)
  }

  /// Decodes a `Int16` for the key.
  ///
  /// - Parameter type: `Int16.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: Int16.Type) throws -> Int16 {
    try container.decode(Int16.self, forKey: key)
  }

  /// Decodes a `Int32` for the key.
  ///
  /// - Parameter type: `Int32.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: Int32.Type) throws -> Int32 {
    try container.decode(Int32.self, forKey: key)
  }

  /// Decodes a `Int64` for the key.
  ///
  /// - Parameter type: `Int64.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: Int64.Type) throws -> Int64 {
    try container.decode(Int64.self, forKey: key)
  }

  /// Decodes a `UInt` for the key.
  ///
  /// - Parameter type: `UInt.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: UInt.Type) throws -> UInt {
    try container.decode(UInt.self, forKey: key)
  }

  /// Decodes a `UInt8` for the key.
  ///
  /// - Parameter type: `UInt8.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: UInt8.Type) throws -> UInt8 {
    try container.decode(UInt8.self, forKey: key)
  }

  /// Decodes a `UInt16` for the key.
  ///
  /// - Parameter type: `UInt16.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: UInt16.Type) throws -> UInt16 {
    try container.decode(UInt16.self, forKey: key)
  }

  /// Decodes a `UInt32` for the key.
  ///
  /// - Parameter type: `UInt32.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: UInt32.Type) throws -> UInt32 {
    try container.decode(UInt32.self, forKey: key)
  }

  /// Decodes a `UInt64` for the key.
  ///
  /// - Parameter type: `UInt64.self`.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode(_ type: UInt64.Type) throws -> UInt64 {
    try container.decode(UInt64.self, forKey: key)
  }

  /// Decodes any `Decodable` value for the key.
  ///
  /// - Parameter type: The type to decode.
  /// - Returns: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try container.decode(T.self, forKey: key)
  }
}

/// One key of a keyed container, as a single-value container to encode into.
///
/// The counterpart of ``KeyedValueDecodingContainer``: every method encodes the value for the
/// key, writing into the same storage as the keyed container it was made from.
///
/// ```swift
/// func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) throws {
///     var single = KeyedValueEncodingContainer(container, key: key)
///     try encodeNaturally(to: &single)
/// }
/// ```
@usableFromInline
struct KeyedValueEncodingContainer<Key: CodingKey>: SingleValueEncodingContainer {
  /// The keyed container; a copy writes into the same storage.
  @usableFromInline var container: KeyedEncodingContainer<Key>
  /// The key this container writes.
  @usableFromInline let key: Key

  /// Creates the container for one key.
  ///
  /// - Parameters:
  ///   - container: The keyed container.
  ///   - key: The key to write.
  @inlinable
  init(_ container: KeyedEncodingContainer<Key>, key: Key) {
    self.container = container
    self.key = key
  }

  /// The path of the key: the container's path and the key.
  @usableFromInline var codingPath: [any CodingKey] { container.codingPath + [key] }

  /// Encodes `null` for the key.
  ///
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encodeNil() throws {
    try container.encodeNil(forKey: key)
  }

  /// Encodes a `Bool` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: Bool) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `String` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: String) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `Double` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: Double) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `Float` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: Float) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `Int` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: Int) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `Int8` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: Int8) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `Int16` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: Int16) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `Int32` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: Int32) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `Int64` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: Int64) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `UInt` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: UInt) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `UInt8` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: UInt8) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `UInt16` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: UInt16) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `UInt32` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: UInt32) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes a `UInt64` for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode(_ value: UInt64) throws {
    try container.encode(value, forKey: key)
  }

  /// Encodes any `Encodable` value for the key.
  ///
  /// - Parameter value: The value.
  /// - Throws: The keyed container's error.
  @inlinable
  mutating func encode<T: Encodable>(_ value: T) throws {
    try container.encode(value, forKey: key)
  }
}
