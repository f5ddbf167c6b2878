@_exported import CodableTransformsCore

/// A type that names the value a ``Default`` property takes when its key is missing or `null`.
///
/// Write a caseless enum with a static `defaultValue`, and use it as the wrapper's type
/// argument:
///
/// ```swift
/// enum FirstPage: DefaultValueProvider {
///     static var defaultValue: Int { 1 }
/// }
///
/// struct Query: Codable {
///     @Default<FirstPage> var page: Int     // {} → 1
/// }
/// ```
///
/// The library's named defaults (``DefaultFalse``, ``DefaultZero``, ``DefaultEmptyArray``, …)
/// are providers in ``DefaultValues``. A provider is only a type: it is never instantiated,
/// encoded or stored, so it does not affect a model's `Sendable`, `Equatable` or `Hashable`
/// conformances.
///
/// - Note: The default is never written to the wire by itself: encoding writes the property's
///   current value, whatever it is.
public protocol DefaultValueProvider {
  /// The type of the property.
  associatedtype Value

  /// The value a missing key or `null` decodes as.
  ///
  /// It is read each time a default is needed; make it a constant or cheap to compute.
  static var defaultValue: Value { get }
}
