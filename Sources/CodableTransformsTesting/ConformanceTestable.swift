public import CodableTransformsCore

/// A property wrapper the conformance kit can create, read and mutate.
///
/// Every property wrapper already has these members; declare the conformance to run a wrapper
/// through the kit:
///
/// ```swift
/// extension Trimmed: ConformanceTestable {}
/// ```
public protocol ConformanceTestable: Codable {
  /// The type of the wrapped property.
  associatedtype WrappedValue

  /// Creates the wrapper around a value.
  ///
  /// - Parameter wrappedValue: The property's value.
  init(wrappedValue: WrappedValue)

  /// The property's value.
  var wrappedValue: WrappedValue { get set }
}

extension TransformCoded: ConformanceTestable {}

extension OptionalCoded: ConformanceTestable {}

/// The model the kit encodes and decodes: the wrapper under test next to a plain property.
///
/// Its `Codable` conformance is synthesized, so when the wrapper is a ``ContainerCodable`` it
/// goes through the library's container overloads exactly as a user's model does.
struct KeyedHarness<Wrapper: ContainerCodable & ConformanceTestable & Sendable>: HarnessProtocol {
  var testedValue: Wrapper
  var sibling: String
}

/// The model for wrappers that are not ``ContainerCodable``s, such as a `CodableByTransform`
/// wrapper: synthesized code then uses the standard container methods.
struct PlainHarness<Wrapper: ConformanceTestable & Sendable>: HarnessProtocol {
  var testedValue: Wrapper
  var sibling: String
}

protocol HarnessProtocol: Codable, Sendable {
  associatedtype Wrapper: ConformanceTestable & Sendable
  init(testedValue: Wrapper, sibling: String)
  var testedValue: Wrapper { get set }
  var sibling: String { get }
}

enum HarnessKeys {
  static let testedValue = "testedValue"
  static let sibling = "sibling"
  static let siblingValue = "sibling value"
}
