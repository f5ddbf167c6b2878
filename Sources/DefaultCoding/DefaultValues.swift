@_exported import CodableTransformsCore

/// The providers of the named defaults, for use with ``Default`` and ``DefaultCoded``.
///
/// The named wrappers are the usual spelling; name a provider when you combine it with a
/// catalogue wrapper:
///
/// ```swift
/// @DefaultEmptyArray var tags: [String]                                     // Default<DefaultValues.EmptyArray<String>>
/// @DefaultCoded<DefaultValues.EmptyArray<URL>, URLString<[URL]>> var links: [URL]  // [] when missing
/// ```
public enum DefaultValues {
  /// `false`.
  public enum False: DefaultValueProvider {
    /// `false`.
    public static var defaultValue: Bool { false }
  }

  /// `true`.
  public enum True: DefaultValueProvider {
    /// `true`.
    public static var defaultValue: Bool { true }
  }

  /// Zero of any numeric type: `Int`, `Double`, `Decimal`, `UInt8`, ….
  public enum Zero<Value: Numeric>: DefaultValueProvider {
    /// `Value.zero`.
    public static var defaultValue: Value { .zero }
  }

  /// The empty string.
  public enum EmptyString: DefaultValueProvider {
    /// `""`.
    public static var defaultValue: String { "" }
  }

  /// The empty array.
  public enum EmptyArray<Element>: DefaultValueProvider {
    /// `[]`.
    public static var defaultValue: [Element] { [] }
  }

  /// The empty dictionary.
  public enum EmptyDictionary<Key: Hashable, Value>: DefaultValueProvider {
    /// `[:]`.
    public static var defaultValue: [Key: Value] { [:] }
  }
}

/// A `Bool` property that decodes a missing key or `null` as `false`.
///
/// ```swift
/// struct Post: Codable {
///     @DefaultFalse var isPinned: Bool          // {} → false; "yes" → typeMismatch
///     @DefaultFalse.Lenient var isHidden: Bool  // {} → false; "yes" → false, reported
/// }
/// ```
///
/// - Note: Wire format: `true` or `false`; `false` is written, not omitted.
public typealias DefaultFalse = Default<DefaultValues.False>

/// A `Bool` property that decodes a missing key or `null` as `true`.
///
/// ```swift
/// struct Settings: Codable {
///     @DefaultTrue var notificationsEnabled: Bool   // {} → true
/// }
/// ```
///
/// - Note: Wire format: `true` or `false`; `true` is written, not omitted.
public typealias DefaultTrue = Default<DefaultValues.True>

/// A numeric property of any type that decodes a missing key or `null` as zero.
///
/// The numeric type is inferred from the property:
///
/// ```swift
/// struct Stats: Codable {
///     @DefaultZero var views: Int
///     @DefaultZero var rating: Double
///     @DefaultZero var balance: Decimal
///     @DefaultZero var level: UInt8           // 300 → dataCorrupted (does not fit)
///     @DefaultZero<Int>.Lenient var likes: Int  // "many" → 0, reported
/// }
/// ```
///
/// - Note: Wire format: the number as the coder writes `Value` (a `Decimal` is a number in JSON
///   and a dictionary in property lists, as Foundation codes it).
public typealias DefaultZero<Value: Numeric & Codable> = Default<DefaultValues.Zero<Value>>

/// A `String` property that decodes a missing key or `null` as `""`.
///
/// ```swift
/// struct Profile: Codable {
///     @DefaultEmptyString var bio: String     // {} → ""
/// }
/// ```
///
/// - Note: Wire format: the string; `""` is written, not omitted.
public typealias DefaultEmptyString = Default<DefaultValues.EmptyString>

/// An array property that decodes a missing key or `null` as `[]`; a bad element still throws.
///
/// ```swift
/// struct Post: Codable {
///     @DefaultEmptyArray var tags: [String]   // {} → []; ["a", 1] → typeMismatch at tags[1]
/// }
/// ```
///
/// To drop bad elements instead of throwing, use `@LossyArray` from `LossyCoding`, which also
/// decodes a missing key as `[]`.
///
/// - Note: Wire format: the array; `[]` is written, not omitted.
public typealias DefaultEmptyArray<Element: Codable> = Default<DefaultValues.EmptyArray<Element>>

/// A dictionary property that decodes a missing key or `null` as `[:]`; a bad value still
/// throws.
///
/// ```swift
/// struct Inventory: Codable {
///     @DefaultEmptyDictionary var stock: [String: Int]   // {} → [:]
/// }
/// ```
///
/// - Note: Wire format: the dictionary as Foundation codes it (an object for `String`, `Int` and
///   `CodingKeyRepresentable` keys); `[:]` is written, not omitted.
public typealias DefaultEmptyDictionary<Key: Hashable & Codable, Value: Codable> = Default<
  DefaultValues.EmptyDictionary<Key, Value>
>
