/// The types a family's ``PolymorphicFamily/fallbackTag`` may have: `String` and `String?`.
///
/// Declare the fallback with its tag, in either form:
///
/// ```swift
/// enum Shape: PolymorphicCodable {
///     case circle(Circle)
///     case unknown
///
///     static let variants: [PolymorphicVariant<Shape>] = [
///         .variant("circle", Circle.self, embed: Shape.circle) {
///             if case .circle(let circle) = $0 { circle } else { nil }
///         },
///         .unit("unknown", .unknown),
///     ]
///     static let fallbackTag = "unknown"     // or: static let fallbackTag: String? = "unknown"
/// }
/// ```
///
/// A `fallbackTag` of any other type — the fallback case itself, `Shape.unknown` — does not
/// compile: the family does not conform, and the compiler notes that `decodeValue(from:)`
/// "would match if 'Shape' conformed to 'PolymorphicFallbackTag'". Declare the tag instead; do
/// not conform another type.
///
/// - Note: The tag is never encoded as such: encoding the fallback variant writes its own tag.
public protocol PolymorphicFallbackTag {
  /// The tag, or `nil` for no fallback.
  var polymorphicTag: String? { get }
}

extension String: PolymorphicFallbackTag {
  /// The string itself.
  @inlinable
  public var polymorphicTag: String? { self }
}

extension Optional: PolymorphicFallbackTag where Wrapped == String {
  /// The string, or `nil`.
  @inlinable
  public var polymorphicTag: String? { self }
}
