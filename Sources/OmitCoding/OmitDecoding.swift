@_exported import CodableTransformsCore
public import DefaultCoding

/// A property wrapper for a value that is encoded but never decoded: its key is ignored, even
/// when present and invalid, and the property gets its type's empty value.
///
/// Use it for what a client sends and must not take from a response — a password on sign-up, a
/// client-side timestamp the server echoes in another format:
///
/// ```swift
/// struct SignUp: Codable {
///     var email: String
///     @OmitDecoding var password: String          // sent; decoded as ""
///     @OmitDecoding var referralCode: String?     // sent unless nil; decoded as nil
/// }
///
/// // SignUp(email: "ada@example.com", password: "s3cret") encodes as
/// // {"email": "ada@example.com", "password": "s3cret"}
/// // and {"email": "ada@example.com", "password": 42} decodes with password == ""
/// ```
///
/// | key missing | value `null` | value present, valid or not | encoding |
/// |---|---|---|---|
/// | `Value.emptyValue` | `Value.emptyValue` | `Value.emptyValue`; the value is not read | the value; `nil` omits the key |
///
/// The decoded value is the type's ``EmptyValueRepresentable/emptyValue`` — `""`, `0`, `false`,
/// `nil`, `[]` — not an initial value written in the declaration: a synthesized `init(from:)`
/// cannot see that. The memberwise initializer takes the value, as for a plain property.
///
/// For another value or a catalogue wrapper's coding, use ``OmitDecoded``.
///
/// - Note: Wire format: the value as `Value` encodes it; `nil` omits the key.
public typealias OmitDecoding<Value: Codable & EmptyValueRepresentable> = OmitDecoded<
  EmptyValue<Value>, PlainCoding<Value>
>

/// A property wrapper for a value encoded with `Coding` and never decoded: decoding gives
/// `Provider.defaultValue` and does not read the key.
///
/// The everyday form is ``OmitDecoding``, with the type's empty value; name a provider for
/// another value, and a catalogue wrapper to code the value:
///
/// ```swift
/// enum ThreeRetries: DefaultValueProvider {
///     static var defaultValue: Int { 3 }
/// }
///
/// struct Job: Codable {
///     @OmitDecoded<ThreeRetries, PlainCoding<Int>> var retries: Int          // written; decoded as 3
///     @OmitDecoded<EmptyValue<URL?>, URLString<URL?>> var callback: URL?     // written as a string; decoded as nil
/// }
/// ```
///
/// The key is not read, so a present, `null` or invalid value never throws; it is still marked
/// as known, so a `SnapshotDecoder` that rejects unknown keys accepts it. Outside a keyed
/// container the value is not read either.
///
/// The wrapper is `Sendable`, `Equatable` and `Hashable` when its value is.
///
/// - Note: Wire format: the value as `Coding` writes it; `nil` omits the key in a keyed container
///   and is written as `null` elsewhere.
@propertyWrapper
public struct OmitDecoded<Provider: DefaultValueProvider, Coding: ContainerCodable>
where Coding.WrappedValue == Provider.Value {
  /// The property's value; what is encoded.
  public var wrappedValue: Provider.Value

  /// Creates a wrapper holding a value.
  ///
  /// - Parameter wrappedValue: The property's value.
  @inlinable
  public init(wrappedValue: Provider.Value) {
    self.wrappedValue = wrappedValue
  }
}

extension OmitDecoded: ContainerCodable {
  /// Gives `Provider.defaultValue` without reading the key; never throws.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key, which is not read.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) {
    _markAsKnown(key, in: container)
    self.init(wrappedValue: Provider.defaultValue)
  }

  /// Encodes the value for `key` as `Coding` does; `nil` omits the key.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    if _isNil(wrappedValue) { return }
    try Coding(wrappedValue: wrappedValue).encode(to: &container, forKey: key)
  }

  /// Gives `Provider.defaultValue` without reading the value; never throws.
  ///
  /// - Parameter decoder: The decoder, which is not read.
  @inlinable
  public init(from decoder: any Decoder) {
    self.init(wrappedValue: Provider.defaultValue)
  }

  /// Encodes the value as `Coding` does; `nil` is written as `null`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try Coding(wrappedValue: wrappedValue).encode(to: encoder)
  }
}

extension OmitDecoded: Sendable where Provider.Value: Sendable {}

extension OmitDecoded: Equatable where Provider.Value: Equatable {}

extension OmitDecoded: Hashable where Provider.Value: Hashable {}

extension OmitDecoded: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}

/// Looks the key up without reading its value, so that a decoder that rejects keys no type
/// reads (`SnapshotDecoder` with `unknownKeys: .reject`) counts it as the model's.
@inlinable
func _markAsKnown<K: CodingKey>(_ key: K, in container: KeyedDecodingContainer<K>) {
  _ = container.contains(key)
}
