@_exported import CodableTransformsCore

/// A property wrapper that decodes a missing key or `null` as `Provider.defaultValue`; an
/// invalid value still throws.
///
/// ```swift
/// enum FirstPage: DefaultValueProvider {
///     static var defaultValue: Int { 1 }
/// }
///
/// struct Query: Codable {
///     var text: String
///     @Default<FirstPage> var page: Int
/// }
///
/// // {"text": "swift"}                 → page 1
/// // {"text": "swift", "page": null}   → page 1
/// // {"text": "swift", "page": 3}      → page 3
/// // {"text": "swift", "page": "3"}    → DecodingError.typeMismatch at page
/// ```
///
/// Unlike wrappers that turn every problem into the default, `@Default` keeps "absent" and
/// "wrong" apart: a missing key or `null` is absent, a string where a number belongs is wrong
/// and throws at the property's path. For the other choice, append `.Lenient`
/// (`@Default<FirstPage>.Lenient`): the invalid value becomes the default and is reported (see
/// ``DefaultCoded/Lenient``).
///
/// The named defaults cover the common cases: ``DefaultFalse``, ``DefaultTrue``,
/// ``DefaultZero``, ``DefaultEmptyString``, ``DefaultEmptyArray``, ``DefaultEmptyDictionary``.
/// To code the value with a catalogue wrapper, use ``DefaultCoded``.
///
/// - Note: Wire format: the value as `Provider.Value` encodes it; the default is written like
///   any other value.
public typealias Default<Provider: DefaultValueProvider> = DefaultCoded<
  Provider, PlainCoding<Provider.Value>
> where Provider.Value: Codable
