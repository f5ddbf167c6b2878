@_exported import CodableTransformsCore
public import DefaultCoding

/// A property wrapper that leaves an empty value out when encoding — `[]`, `[:]`, `""`, `nil` —
/// and decodes a missing key or `null` back to it.
///
/// The pattern that keeps documents and payloads small: a field is written only when it says
/// something.
///
/// ```swift
/// struct Post: Codable {
///     var title: String
///     @OmitIfEmpty var tags: [String]               // [] → no "tags" key
///     @OmitIfEmpty var subtitle: String             // "" → no "subtitle" key
///     @OmitIfEmpty var reactions: [String: Int]?    // nil or [:] → no "reactions" key
/// }
///
/// // Post(title: "Hi", tags: [], subtitle: "", reactions: [:]) encodes as {"title": "Hi"}
/// // and {"title": "Hi"} decodes with tags [], subtitle "", reactions nil
/// ```
///
/// | key missing | value `null` | value invalid | encoding |
/// |---|---|---|---|
/// | the empty value | the empty value | throws, at the property's path | the key is left out when the value is empty; else the value |
///
/// An optional counts as empty when it is `nil` or holds an empty value, and decodes a missing
/// key as `nil`: `Optional([])` is written as nothing and comes back as `nil`.
///
/// To code the value with a catalogue wrapper, use ``OmitIfEmptyCoded``; to leave out a value
/// equal to a default of your choosing, ``OmitIfDefault``.
///
/// - Note: Wire format: the value as `Value` encodes it, or no key at all when it is empty.
///   Outside a keyed container (an array element, a top-level value) there is no key to leave
///   out, and an empty value is written as it is: `[]`, `""`, `null`.
public typealias OmitIfEmpty<Value: Codable & EmptyTestable> = OmitIfCoded<
  OmissionRules.IfEmpty<Value>, PlainCoding<Value>
>

/// A property wrapper that codes its value with `Coding` and leaves an empty value out.
///
/// The plain form is ``OmitIfEmpty``; this one takes a catalogue wrapper, written as on a plain
/// property:
///
/// ```swift
/// struct Release: Codable {
///     @OmitIfEmptyCoded<URLString<[URL]>> var mirrors: [URL]      // [] → no key; else strings
///     @OmitIfEmptyCoded<LossyArray<String>> var labels: [String]   // bad elements dropped
/// }
/// ```
///
/// - Note: Wire format: the value as `Coding` writes it, or no key when it is empty.
public typealias OmitIfEmptyCoded<Coding: ContainerCodable> = OmitIfCoded<
  OmissionRules.IfEmpty<Coding.WrappedValue>, Coding
> where Coding.WrappedValue: EmptyTestable

/// A property wrapper that leaves a value equal to `Provider.defaultValue` out when encoding, and
/// decodes a missing key or `null` as that default.
///
/// The default is a `DefaultValueProvider`, as for `@Default`, so the value written and the value
/// read agree by construction:
///
/// ```swift
/// enum FirstPage: DefaultValueProvider {
///     static var defaultValue: Int { 1 }
/// }
///
/// struct Query: Codable {
///     var text: String
///     @OmitIfDefault<FirstPage> var page: Int                   // 1 → no "page" key
///     @OmitIfDefault<DefaultValues.False> var archived: Bool    // false → no "archived" key
/// }
///
/// // Query(text: "swift", page: 1, archived: false) encodes as {"text": "swift"}
/// // and {"text": "swift"} decodes with page 1, archived false
/// ```
///
/// | key missing | value `null` | value invalid | encoding |
/// |---|---|---|---|
/// | `Provider.defaultValue` | `Provider.defaultValue` | throws, at the property's path | the key is left out when the value equals the default; else the value |
///
/// To code the value with a catalogue wrapper, use ``OmitIfDefaultCoded``.
///
/// - Note: Wire format: the value as `Provider.Value` encodes it, or no key when it equals the
///   default. Outside a keyed container the default is written as it is.
public typealias OmitIfDefault<Provider: DefaultValueProvider> = OmitIfCoded<
  OmissionRules.IfDefault<Provider>, PlainCoding<Provider.Value>
> where Provider.Value: Codable & Equatable

/// A property wrapper that codes its value with `Coding` and leaves a value equal to
/// `Provider.defaultValue` out.
///
/// ```swift
/// enum UTC: DefaultValueProvider {
///     static var defaultValue: TimeZone { TimeZone(identifier: "Etc/UTC")! }
/// }
///
/// struct Settings: Codable {
///     @OmitIfDefaultCoded<UTC, StringCodedTimeZone<TimeZone>> var zone: TimeZone   // UTC → no key
/// }
/// ```
///
/// - Note: Wire format: the value as `Coding` writes it, or no key when it equals the default.
public typealias OmitIfDefaultCoded<Provider: DefaultValueProvider, Coding: ContainerCodable> =
  OmitIfCoded<OmissionRules.IfDefault<Provider>, Coding>
where Provider.Value: Equatable, Coding.WrappedValue == Provider.Value

/// A rule that says which values a property leaves out when encoding, and what a missing key
/// decodes as: the provider's `defaultValue`.
///
/// ``OmissionRules`` holds the library's two — empty values and a provider's default. Write your
/// own for another condition, MetaCodable's `@IgnoreEncoding(if:)` in a type:
///
/// ```swift
/// enum IfNotPositive: OmissionRule {
///     static var defaultValue: Int { 0 }
///     static func omits(_ value: Int) -> Bool { value <= 0 }
/// }
///
/// struct Stock: Codable {
///     @OmitIfCoded<IfNotPositive, PlainCoding<Int>> var reserved: Int
/// }
/// ```
///
/// A value the rule omits must decode back as something the reader accepts: decoding gives
/// `defaultValue`, so a rule should omit that value, and values that mean
/// the same to the reader.
public protocol OmissionRule: DefaultValueProvider {
  /// Whether `value` is left out when encoding.
  ///
  /// - Parameter value: The property's value.
  /// - Returns: `true` to write no key.
  static func omits(_ value: Value) -> Bool
}

/// The library's ``OmissionRule``s.
public enum OmissionRules {
  /// Leaves out an empty value (`isEmptyValue`); decodes a missing key as
  /// ``EmptyValueRepresentable/emptyValue``.
  public enum IfEmpty<Value: EmptyTestable>: OmissionRule {
    /// `Value.emptyValue`.
    @inlinable
    public static var defaultValue: Value { Value.emptyValue }

    /// Whether the value is empty.
    ///
    /// - Parameter value: The property's value.
    /// - Returns: `value.isEmptyValue`.
    @inlinable
    public static func omits(_ value: Value) -> Bool { value.isEmptyValue }
  }

  /// Leaves out a value equal to `Provider.defaultValue`; decodes a missing key as it.
  public enum IfDefault<Provider: DefaultValueProvider>: OmissionRule
  where Provider.Value: Equatable {
    /// `Provider.defaultValue`.
    @inlinable
    public static var defaultValue: Provider.Value { Provider.defaultValue }

    /// Whether the value equals the default.
    ///
    /// - Parameter value: The property's value.
    /// - Returns: `value == Provider.defaultValue`.
    @inlinable
    public static func omits(_ value: Provider.Value) -> Bool { value == Provider.defaultValue }
  }
}

/// A property wrapper that codes its value with `Coding`, leaves it out when `Rule` says so, and
/// decodes a missing key or `null` as `Rule.defaultValue`.
///
/// The everyday forms are ``OmitIfEmpty`` and ``OmitIfDefault``; name a rule of your own here:
/// `@OmitIfCoded<IfNotPositive, PlainCoding<Int>> var reserved: Int` (see ``OmissionRule``).
///
/// Decoding is `@DefaultCoded<Rule, Coding>`'s: a missing key or `null` gives the default, an
/// invalid value throws at the property's path, and what a lossy `Coding` drops is in the
/// projected value (`$labels.errors`) and the decoder's `RecoveryReport`.
///
/// Outside a keyed container — an array element, a top-level value — a key cannot be left out,
/// and the value is written as it is, omitted or not: an element of an array cannot vanish
/// without moving the others, and a top-level value has to be something. It decodes back as the
/// same value, and `null` decodes as the default.
///
/// The wrapper is `Sendable`, `Equatable` and `Hashable` when its value is.
///
/// - Note: Wire format: the value as `Coding` writes it, or no key when `Rule` omits it.
@propertyWrapper
public struct OmitIfCoded<Rule: OmissionRule, Coding: ContainerCodable>
where Coding.WrappedValue == Rule.Value {
  /// The value and what decoding it dropped: decoding, and writing a value that is not omitted,
  /// are exactly `DefaultCoded`'s.
  @usableFromInline
  var coded: DefaultCoded<Rule, Coding>

  /// The property's value; encoded unless `Rule` omits it.
  public var wrappedValue: Rule.Value {
    get { coded.wrappedValue }
    set { coded.wrappedValue = newValue }
  }

  /// What `Coding` dropped while decoding the value — the bad elements of a lossy collection —
  /// or nothing: `$labels.errors`.
  public var projectedValue: DroppedValues { coded.projectedValue }

  /// Creates a wrapper holding a value, with nothing dropped.
  ///
  /// - Parameter wrappedValue: The property's value.
  @inlinable
  public init(wrappedValue: Rule.Value) {
    coded = DefaultCoded(wrappedValue: wrappedValue)
  }
}

extension OmitIfCoded: ContainerCodable {
  /// What `Coding` dropped while decoding the value, for a wrapper that holds this one.
  @inlinable
  public var droppedValues: Coding.Drops { coded.droppedValues }

  /// Decodes the value for `key`, or `Rule.defaultValue` when the key is missing or `null`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The `DecodingError` of an invalid value, at the property's path or deeper.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    coded = try DefaultCoded(from: container, forKey: key)
  }

  /// Encodes the value for `key`, or leaves the key out when `Rule` omits the value.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    if Rule.omits(coded.wrappedValue) { return }
    try coded.encode(to: &container, forKey: key)
  }

  /// Decodes the value outside a keyed container, or `Rule.defaultValue` for `null`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The `DecodingError` of an invalid value.
  @inlinable
  public init(from decoder: any Decoder) throws {
    coded = try DefaultCoded(from: decoder)
  }

  /// Encodes the value as it is, omitted or not: outside a keyed container there is no key to
  /// leave out.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try coded.encode(to: encoder)
  }
}

// What was dropped is neither compared nor hashed, as for `DefaultCoded`.
extension OmitIfCoded: Sendable where Rule.Value: Sendable {}

extension OmitIfCoded: Equatable where Rule.Value: Equatable {}

extension OmitIfCoded: Hashable where Rule.Value: Hashable {}

extension OmitIfCoded: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
