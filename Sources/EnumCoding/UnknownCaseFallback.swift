@_exported import CodableTransformsCore

/// A property wrapper that decodes a raw value naming none of the enum's cases as its unknown
/// case instead of failing, and reports it.
///
/// Servers add enum cases; an app released last year should not fail to decode a whole response
/// because of one. Conform the enum to ``UnknownCaseRepresentable`` (or
/// ``UnknownRawValueRepresentable``) and wrap the property, in any shape:
///
/// ```swift
/// enum Status: String, UnknownCaseRepresentable {
///     case active, suspended, unknown
///     static var unknownCase: Status { .unknown }
/// }
///
/// struct Account: Codable {
///     @UnknownCaseFallback var status: Status                 // "archived" → .unknown
///     @UnknownCaseFallback var previous: Status?              // missing or null → nil
///     @UnknownCaseFallback var history: [Status]              // ["active", "archived"] → [.active, .unknown]
///     @UnknownCaseFallback var byRegion: [String: Status]     // {"eu": "archived"} → ["eu": .unknown]
/// }
///
/// let report = RecoveryReport()
/// decoder.userInfo[.recoveryReport] = report
/// let account = try decoder.decode(Account.self, from: data)
/// report.entries   // history[1]: 'archived' is not a raw value of Status; decoded as .unknown
/// ```
///
/// | input | decodes as |
/// |---|---|
/// | a raw value of a case (`"active"`) | that case |
/// | a raw value of the right type naming no case (`"archived"`) | `init(unknownRawValue:)`: the unknown case; **reported** |
/// | a value of another type (`42` for a `String` enum, `"1"` for an `Int` enum) | throws `typeMismatch` (or `dataCorrupted` when a number does not fit) |
/// | missing key / `null` | the shape's rules: `keyNotFound` / `valueNotFound`, `nil` for an optional |
///
/// An unknown raw value is the data moving ahead of the app; a value of the wrong type is broken
/// data, and throws like any invalid value. To replace that with the unknown case too, combine
/// the wrapper with a lenient default from `DefaultCoding`:
/// `@DefaultCoded<UnknownStatus, UnknownCaseFallback<Status>>.Lenient`.
///
/// "Reported" means the decoder's ``RecoveryReport`` (in `userInfo[.recoveryReport]`)
/// gets an entry at the property's or element's coding path: a `DecodingError.dataCorrupted`
/// quoting the raw value, whose `underlyingError` is an ``UnknownRawValueError``. Filter with
/// `entry.unknownRawValue` to tell new enum values from broken data.
///
/// - Note: Wire format: the raw value, as `RawValue` encodes it (`"active"`, `2`). The unknown
///   case is written as its own `rawValue` — or, for a type that keeps the raw value it read,
///   that raw value. See ``UnknownCaseFallbackTransform``.
public typealias UnknownCaseFallback<Property: TransformShape> = TransformCoded<
  UnknownCaseFallbackTransform<Property.TransformedValue>, Property
>
where
  Property.TransformedValue: UnknownRawValueRepresentable,
  Property.TransformedValue.TransformedValue == Property.TransformedValue

/// The transform behind ``UnknownCaseFallback``: a value and its raw value, an unknown raw value
/// decoded with ``UnknownRawValueRepresentable/init(unknownRawValue:)`` and reported.
///
/// Use it in a hand-written `init(from:)` for the same decoding and report:
///
/// ```swift
/// self.status = try container.decode(using: UnknownCaseFallbackTransform<Status>.self, forKey: .status)
/// ```
///
/// An unknown raw value is reported through the decoding context that the library hands to
/// ``decode(_:in:)``, where the decoder's `userInfo` — and its report — is at hand.
///
/// - Note: Wire format: the raw value.
public enum UnknownCaseFallbackTransform<Enum: UnknownRawValueRepresentable>:
  ContextualCodingTransform
where Enum.TransformedValue == Enum {
  /// Resolves a raw value without reporting: its case, or the unknown case.
  ///
  /// - Parameter rawValue: The decoded raw value.
  /// - Returns: `Enum(rawValue:)`, or `Enum(unknownRawValue:)` when that is `nil`.
  @inlinable
  public static func decode(_ rawValue: Enum.RawValue) -> Enum {
    Enum(rawValue: rawValue) ?? Enum(unknownRawValue: rawValue)
  }

  /// Resolves a raw value, and reports it when it is unknown.
  ///
  /// - Parameters:
  ///   - rawValue: The decoded raw value.
  ///   - context: Where the raw value was read: the report is looked up in its `userInfo` only
  ///     when the raw value is unknown.
  /// - Returns: `Enum(rawValue:)`, or `Enum(unknownRawValue:)` when that is `nil`, recorded in
  ///   the ``RecoveryReport`` at the context's path.
  @inlinable
  public static func decode(_ rawValue: Enum.RawValue, in context: DecodingContext) -> Enum {
    if let known = Enum(rawValue: rawValue) { return known }
    return resolveUnknown(rawValue, in: context)
  }

  /// The value for an unknown raw value, and its report entry; out of line, as it is the rare
  /// path.
  @usableFromInline
  static func resolveUnknown(_ rawValue: Enum.RawValue, in context: DecodingContext) -> Enum {
    let value = Enum(unknownRawValue: rawValue)
    guard context.recoveryReport != nil else { return value }
    let unknown = UnknownRawValueError(rawValue: rawValue, of: Enum.self, decodedAs: value)
    context.recordRecovery(
      DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: context.codingPath, debugDescription: unknown.description,
          underlyingError: unknown)))
    return value
  }

  /// The value's raw value.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: `value.rawValue`.
  @inlinable
  public static func encode(_ value: Enum) -> Enum.RawValue {
    value.rawValue
  }
}
