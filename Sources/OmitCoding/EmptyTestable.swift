@_exported import CodableTransformsCore
public import Foundation

/// A type whose values can be empty: what ``OmitIfEmpty`` leaves out when encoding.
///
/// `String`, `Data`, `Array`, `Dictionary` and `Set` conform (empty when they hold nothing), and
/// `Optional` when it wraps a conforming type (empty when `nil` or when its value is). A
/// `Collection` of your own conforms with its empty value, its `isEmpty` being the test:
///
/// ```swift
/// extension Playlist: EmptyTestable {
///     static var emptyValue: Playlist { Playlist(songs: []) }
/// }
/// ```
///
/// Numbers and booleans do not conform: whether `0` or `false` means "nothing to say" depends on
/// the field. Leave them out with ``OmitIfDefault`` and a provider —
/// `@OmitIfDefault<DefaultValues.False>`.
///
/// - Note: Nothing is written on the wire: the test only decides whether a key is written.
public protocol EmptyTestable: EmptyValueRepresentable {
  /// Whether the value is empty; an empty value decodes back as
  /// ``EmptyValueRepresentable/emptyValue``.
  var isEmptyValue: Bool { get }
}

extension EmptyTestable where Self: Collection {
  /// Whether the collection holds no element.
  @inlinable
  public var isEmptyValue: Bool { isEmpty }
}

extension String: EmptyTestable {}

extension Data: EmptyTestable {}

extension Array: EmptyTestable {}

extension Dictionary: EmptyTestable {}

extension Set: EmptyTestable {}

extension Optional: EmptyTestable where Wrapped: EmptyTestable {
  /// Whether the optional is `nil` or holds an empty value.
  @inlinable
  public var isEmptyValue: Bool { self?.isEmptyValue ?? true }
}
