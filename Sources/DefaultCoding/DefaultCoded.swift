@_exported import CodableTransformsCore

/// A property wrapper that decodes a missing key or `null` as `Provider.defaultValue`, and codes
/// its value with `Coding`.
///
/// The plain form, which codes the value with its own `Codable` conformance, is ``Default``.
/// Name `DefaultCoded` to code the value with a catalogue wrapper — written exactly as on a plain
/// property — so that defaults of transformed values are expressible:
///
/// ```swift
/// enum UTC: DefaultValueProvider {
///     static var defaultValue: TimeZone { TimeZone(identifier: "Etc/UTC")! }
/// }
///
/// struct Settings: Codable {
///     @DefaultCoded<UTC, StringCodedTimeZone<TimeZone>> var zone: TimeZone
///     @DefaultCoded<DefaultValues.EmptyArray<URL>, URLString<[URL]>> var mirrors: [URL]
/// }
///
/// // {} → zone: Etc/UTC, mirrors: []
/// // {"zone": "Europe/Paris", "mirrors": ["https://a.example"]} → as written
/// // {"zone": "Mars/Olympus"} → DecodingError.dataCorrupted at zone
/// ```
///
/// | key missing | value `null` | value invalid | encoding |
/// |---|---|---|---|
/// | `Provider.defaultValue` | `Provider.defaultValue` | throws, at the property's path | the current value |
///
/// An invalid value throws because it is a problem in the data, not an absent value. When you
/// would rather have the default, and a record of what was replaced, use ``Lenient``:
/// `@DefaultCoded<UTC, StringCodedTimeZone<TimeZone>>.Lenient`.
///
/// Around a lossy collection it is a lossy collection with a default of your choosing: a missing
/// key or `null` gives the default, a present value drops and reports its bad elements, listed in
/// the projected value (`$tags.errors`) as well as in the decoder's ``RecoveryReport``:
///
/// ```swift
/// enum StarterTags: DefaultValueProvider {
///     static var defaultValue: [String] { ["new"] }
/// }
///
/// struct Profile: Codable {
///     @DefaultCoded<StarterTags, LossyArray<String>> var tags: [String]
/// }
///
/// // {} → ["new"]; {"tags": ["swift", 42]} → ["swift"], $tags.errors: [tags[1]: …]
/// ```
///
/// The wrapper is `Sendable`, `Equatable` and `Hashable` when its value is; decoding and
/// encoding cost what a hand-written `decodeIfPresent(…) ?? default` costs.
///
/// - Note: Wire format: the value as `Coding` writes it; the default is written like any other
///   value.
@propertyWrapper
public struct DefaultCoded<Provider: DefaultValueProvider, Coding: ContainerCodable>
where Coding.WrappedValue == Provider.Value {
  /// The property's value; what is encoded.
  ///
  /// Assigning a value leaves ``projectedValue`` as it is: it describes the decode that created
  /// the wrapper, as for every wrapper of the library.
  public var wrappedValue: Provider.Value

  // What decoding dropped, as `Coding` keeps it: nothing at all when `Coding` never drops values
  // (a plain value, a transform), so that a default of such a value stores its value alone, and
  // a model's accessors of it cost what a plain property's do, to run and to compile.
  @usableFromInline
  var dropped: _DroppedBesideValue<Coding.Drops>

  /// What `Coding` dropped while decoding the value — the bad elements of a lossy collection —
  /// or nothing: `$tags.errors`.
  @inlinable
  public var projectedValue: DroppedValues { dropped.droppedValues }

  /// Creates a wrapper holding a value, with nothing dropped.
  ///
  /// - Parameter wrappedValue: The property's value.
  @inlinable
  public init(wrappedValue: Provider.Value) {
    self.wrappedValue = wrappedValue
    self.dropped = _DroppedBesideValue()
  }

  /// Creates a wrapper holding what `Coding` decoded, or the default.
  @inlinable
  init(decoded coding: Coding?) {
    if let coding {
      self.wrappedValue = coding.wrappedValue
      self.dropped = _DroppedBesideValue(coding.droppedValues)
    } else {
      self.wrappedValue = Provider.defaultValue
      self.dropped = _DroppedBesideValue()
    }
  }
}

extension DefaultCoded: ContainerCodable {
  /// What `Coding` dropped while decoding the value, for a wrapper that holds this one.
  @inlinable
  public var droppedValues: Coding.Drops { dropped.record }

  /// Decodes the value for `key`, or the default when the key is missing or `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The `DecodingError` of an invalid value, at the property's path or deeper.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    do {
      self.init(decoded: try Coding.decodeIfPresent(from: container, forKey: key))
    } catch {
      throw DecodingError._located(error, in: container.codingPath, key: key)
    }
  }

  /// Encodes the value for `key`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try Coding(wrappedValue: wrappedValue).encode(to: &container, forKey: key)
  }

  /// Decodes the value outside a keyed container, or the default for `null`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The `DecodingError` of an invalid value.
  @inlinable
  public init(from decoder: any Decoder) throws {
    if try decoder.singleValueContainer().decodeNil() {
      self.init(decoded: nil)
    } else {
      self.init(decoded: try Coding(from: decoder))
    }
  }

  /// Encodes the value.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try Coding(wrappedValue: wrappedValue).encode(to: encoder)
  }
}

extension DefaultCoded: Sendable where Provider.Value: Sendable {}

// Equality and hashing use the value only: what was dropped compares equal and hashes nothing.

extension DefaultCoded: Equatable where Provider.Value: Equatable {}

extension DefaultCoded: Hashable where Provider.Value: Hashable {}

extension DefaultCoded: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
