@_exported import CodableTransformsCore
public import DefaultCoding

/// A property wrapper for a value that is never encoded nor decoded: its key is never written,
/// and ignored when present — even when invalid.
///
/// Use it for state that lives only in memory — a cache, a selection, a download in progress —
/// in a model that is otherwise `Codable`. The value does not even have to be `Codable`:
///
/// ```swift
/// struct Article: Codable {
///     var title: String
///     @Omitted var isExpanded: Bool                 // false when decoded
///     @Omitted var thumbnail: Data?                 // nil when decoded
///     @Omitted var task: Task<Void, Never>?         // not Codable: fine
/// }
///
/// let article = Article(title: "Hello")                // omitted properties start empty too
/// // encodes as {"title": "Hello"}, whatever isExpanded, thumbnail and task hold
/// ```
///
/// | key missing | value `null` | value present, valid or not | encoding |
/// |---|---|---|---|
/// | `Value.emptyValue` | `Value.emptyValue` | `Value.emptyValue`; the value is not read | the key is not written — not even `null` |
///
/// The decoded value is the type's ``EmptyValueRepresentable/emptyValue`` — `nil`, `false`, `0`,
/// `""`, `[]`, `[:]` — not the initial value written in the declaration: a synthesized
/// `init(from:)` cannot see that. Declare the property without one; ``OmitCoded/init()`` gives
/// the same empty value, so the memberwise initializer can leave the property out. When the
/// property must keep an initial value that is not empty, name a provider with ``OmitCoded``,
/// or leave the property out of the type's `CodingKeys`, the one way synthesized `Codable` keeps
/// an initial value.
///
/// - Note: Wire format: nothing.
public typealias Omitted<Value: EmptyValueRepresentable> = OmitCoded<EmptyValue<Value>>

/// A property wrapper for a value that is never encoded nor decoded; decoding gives
/// `Provider.defaultValue`.
///
/// The everyday form is ``Omitted``, with the type's empty value; name a provider for another
/// value:
///
/// ```swift
/// enum FirstPage: DefaultValueProvider {
///     static var defaultValue: Int { 1 }
/// }
///
/// struct SearchResults: Codable {
///     var items: [String]
///     @OmitCoded<FirstPage> var page: Int      // 1 when decoded or created; never written
/// }
/// ```
///
/// The key is never written and never read; a present key is still marked as known, so a
/// `SnapshotDecoder` that rejects unknown keys accepts it. Outside a keyed container — an
/// element of an array, a top-level value — there is no key to leave out: `null` is written, and
/// decoding does not read the value.
///
/// The wrapper is `Sendable`, `Equatable` and `Hashable` when its value is.
///
/// - Note: Wire format: nothing in a keyed container; `null` elsewhere.
@propertyWrapper
public struct OmitCoded<Provider: DefaultValueProvider> {
  /// The property's value; never encoded.
  public var wrappedValue: Provider.Value

  /// Creates a wrapper holding a value.
  ///
  /// - Parameter wrappedValue: The property's value.
  @inlinable
  public init(wrappedValue: Provider.Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a wrapper holding `Provider.defaultValue`, the value decoding gives.
  ///
  /// A property declared without an initial value uses it, and the memberwise initializer can
  /// leave the property out.
  @inlinable
  public init() {
    self.wrappedValue = Provider.defaultValue
  }
}

extension OmitCoded: ContainerCodable {
  /// Gives `Provider.defaultValue` without reading the key; never throws.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key, which is not read.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) {
    _markAsKnown(key, in: container)
    self.init()
  }

  /// Writes nothing: the key is left out.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key, which is not written.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K) {
  }

  /// Gives `Provider.defaultValue` without reading the value; never throws.
  ///
  /// - Parameter decoder: The decoder, which is not read.
  @inlinable
  public init(from decoder: any Decoder) {
    self.init()
  }

  /// Writes `null`: outside a keyed container there is no key to leave out.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The coder's errors.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}

extension OmitCoded: Sendable where Provider.Value: Sendable {}

extension OmitCoded: Equatable where Provider.Value: Equatable {}

extension OmitCoded: Hashable where Provider.Value: Hashable {}

extension OmitCoded: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
