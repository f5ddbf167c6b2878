@_exported import CodableTransformsCore

/// Where a polymorphic value writes the tag that names its type — or, untagged, that it writes
/// none.
///
/// | tagging | a `Circle` tagged `"circle"` | a unit variant tagged `"none"` |
/// |---|---|---|
/// | ``internallyTagged(key:)`` with `"type"` | `{"type": "circle", "radius": 2}` | `{"type": "none"}` |
/// | ``adjacentlyTagged(tagKey:contentKey:)`` with `"type"`, `"value"` | `{"type": "circle", "value": {"radius": 2}}` | `{"type": "none"}` |
/// | ``externallyTagged`` | `{"circle": {"radius": 2}}` | `"none"` |
/// | ``untagged`` | `{"radius": 2}` | `null` |
///
/// Internal tagging merges the tag into the payload's own object, so a payload must encode as
/// a keyed container (a struct or class with properties) and must not have a property named like
/// the tag key; adjacent and external tagging take any payload, a single value or an array too.
///
/// The tag key and, for external tagging, the tag itself are keys of the payload's container,
/// so a coder's key strategy (`convertFromSnakeCase`) applies to them as it does to any key.
///
/// - Note: The tag is always a string.
public enum PolymorphicTagging: Sendable, Hashable {
  /// The tag is a key of the payload's object: `{"type": "circle", "radius": 2}`.
  ///
  /// - Parameter key: The tag's key, such as `"type"` or `"kind"`.
  case internallyTagged(key: String)

  /// The tag and the payload sit side by side: `{"type": "circle", "value": {"radius": 2}}`.
  ///
  /// A unit variant writes the tag only.
  ///
  /// - Parameters:
  ///   - tagKey: The tag's key, such as `"type"`.
  ///   - contentKey: The payload's key, such as `"value"` or `"data"`.
  case adjacentlyTagged(tagKey: String, contentKey: String)

  /// The tag is the only key of an object holding the payload: `{"circle": {"radius": 2}}`.
  ///
  /// A unit variant is written as its tag alone, a string: `"none"`.
  case externallyTagged

  /// No tag: the payload alone, `{"radius": 2}` or `42`. Decoding tries the variants in their
  /// order and keeps the first whose payload decodes; a variant's tag only names it in errors.
  ///
  /// The order decides between payloads that more than one variant reads — an integer that a
  /// `Double` variant reads as well, an object with the keys of two types — so list the most
  /// specific first. When no variant decodes, the error lists each variant's own failure. A unit
  /// variant is written as `null` and read from `null`.
  ///
  /// ```swift
  /// enum Price: PolymorphicCodable {
  ///     case amount(Double)                  // 9.99
  ///     case money(Money)                    // {"amount": 9.99, "currency": "EUR"}
  ///
  ///     static let tagging = PolymorphicTagging.untagged
  ///     static let variants: [PolymorphicVariant<Price>] = [
  ///         .variant("amount", Double.self, embed: Price.amount) {
  ///             if case .amount(let amount) = $0 { amount } else { nil }
  ///         },
  ///         .variant("money", Money.self, embed: Price.money) {
  ///             if case .money(let money) = $0 { money } else { nil }
  ///         },
  ///     ]
  /// }
  /// ```
  case untagged
}

/// The coding key of a tag, a payload's key, or an externally tagged payload.
///
/// Not underscored, although internal: Foundation's coders print a key with its type's name in
/// their messages (`No value associated with key PolymorphicCodingKey(stringValue: "type",
/// intValue: nil) ("type").`), and a message names no underscored type.
@usableFromInline
struct PolymorphicCodingKey: CodingKey, Sendable {
  @usableFromInline let stringValue: String

  @usableFromInline var intValue: Int? { nil }

  @inlinable
  init(_ stringValue: String) {
    self.stringValue = stringValue
  }

  @inlinable
  init(stringValue: String) {
    self.stringValue = stringValue
  }

  @inlinable
  init?(intValue: Int) {
    nil
  }
}
