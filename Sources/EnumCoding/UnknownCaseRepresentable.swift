@_exported import CodableTransformsCore

/// A raw-value type — usually an enum — that can represent a raw value naming none of its cases.
///
/// ``UnknownCaseFallback`` decodes a raw value with `init(rawValue:)`; when that returns `nil`,
/// it calls ``init(unknownRawValue:)`` instead of failing, and reports the raw value. Conform
/// directly when the type keeps the unknown raw value, so that it is written back unchanged:
///
/// ```swift
/// enum Reaction: RawRepresentable, UnknownRawValueRepresentable {
///     case like, love
///     case other(String)
///
///     init?(rawValue: String) {
///         switch rawValue {
///         case "like": self = .like
///         case "love": self = .love
///         default: return nil          // unknown: decoded with init(unknownRawValue:), reported
///         }
///     }
///     init(unknownRawValue: String) { self = .other(unknownRawValue) }
///     var rawValue: String {
///         switch self {
///         case .like: "like"
///         case .love: "love"
///         case .other(let rawValue): rawValue
///         }
///     }
/// }
/// ```
///
/// When every unknown raw value becomes one case, conform to ``UnknownCaseRepresentable``
/// instead and name that case.
///
/// `init(rawValue:)` should return `nil` for every raw value it does not know: that is what the
/// wrapper reports. Conforming also makes the type a `TransformShape`, so that it can be a
/// wrapper's value in every shape.
///
/// - Note: The wire format is the raw value: `rawValue` is what is encoded.
public protocol UnknownRawValueRepresentable: RawRepresentable, TransformShape
where RawValue: Codable & Sendable, TransformedValue == Self {
  /// Creates the value for a raw value that names no case.
  ///
  /// - Parameter rawValue: A raw value for which `init(rawValue:)` returned `nil`.
  init(unknownRawValue rawValue: RawValue)
}

/// An enum with a case that stands for every raw value it does not know.
///
/// Name the case, and ``UnknownCaseFallback`` decodes an unknown raw value as that case instead
/// of failing — in a plain, optional, array or dictionary property — and reports the raw value in
/// the decoder's `RecoveryReport`:
///
/// ```swift
/// enum Status: String, UnknownCaseRepresentable {
///     case active, suspended
///     case unknown
///     static var unknownCase: Status { .unknown }
/// }
///
/// struct Account: Codable {
///     @UnknownCaseFallback var status: Status        // "archived" → .unknown, reported
///     @UnknownCaseFallback var history: [Status]     // ["active", "archived"] → [.active, .unknown]
/// }
/// ```
///
/// The unknown case is written back as its own raw value (`"unknown"`), so the raw value that
/// was read is lost. To keep it, conform to ``UnknownRawValueRepresentable`` with a case that
/// holds it. Any raw-value type works: `String` and `Int`, and also the other integer types,
/// `Double` or `Bool`.
///
/// - Note: The wire format is the raw value: the unknown case is encoded as its own `rawValue`.
public protocol UnknownCaseRepresentable: UnknownRawValueRepresentable {
  /// The case that every unknown raw value decodes as.
  static var unknownCase: Self { get }
}

extension UnknownCaseRepresentable {
  /// Returns ``unknownCase``, whatever the raw value.
  ///
  /// - Parameter rawValue: A raw value for which `init(rawValue:)` returned `nil`; not kept.
  @inlinable
  public init(unknownRawValue rawValue: RawValue) {
    self = Self.unknownCase
  }
}
