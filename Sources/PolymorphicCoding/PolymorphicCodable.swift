/// A type that is its own polymorphic family: `Codable` in the tagged form its family
/// describes, such as an enum with associated values.
///
/// ```swift
/// enum Shape: PolymorphicCodable, Equatable, Sendable {
///     case circle(Circle)
///     case square(Square)
///     case none
///
///     static let tagging = PolymorphicTagging.adjacentlyTagged(tagKey: "type", contentKey: "value")
///     static let variants: [PolymorphicVariant<Shape>] = [
///         .variant("circle", Circle.self, embed: Shape.circle) {
///             if case .circle(let circle) = $0 { circle } else { nil }
///         },
///         .variant("square", Square.self, embed: Shape.square) {
///             if case .square(let square) = $0 { square } else { nil }
///         },
///         .unit("none", .none),
///     ]
/// }
///
/// struct Drawing: Codable {
///     var shapes: [Shape]          // [{"type": "circle", "value": {"radius": 2}}, {"type": "none"}]
///     var highlight: Shape?        // missing or null → nil
/// }
/// ```
///
/// Its `init(from:)` and `encode(to:)` replace the ones Swift would synthesize, so the type is an
/// ordinary `Codable` value: arrays, optionals, dictionaries and every wrapper of the library
/// take it as they take any other (`@LossyArray var shapes: [Shape]` drops unknown tags and
/// reports them).
///
/// - Note: Wire format: the family's tagging (``PolymorphicTagging``).
public protocol PolymorphicCodable: PolymorphicFamily, Codable where Value == Self {}

// Emitted into the client, so that the witness of each conforming type specializes the family's
// code for it (an `@inlinable` default witness stays generic).
extension PolymorphicCodable {
  /// Decodes the value from its tag and payload.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: What ``PolymorphicFamily/decodeValue(from:)`` throws.
  @_alwaysEmitIntoClient
  public init(from decoder: any Decoder) throws {
    self = try Self.decodeValue(from: decoder)
  }

  /// Encodes the value's tag and payload.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What ``PolymorphicFamily/encodeValue(_:to:)`` throws.
  @_alwaysEmitIntoClient
  public func encode(to encoder: any Encoder) throws {
    try Self.encodeValue(self, to: encoder)
  }
}
