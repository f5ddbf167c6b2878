@_exported import CodableTransformsCore

/// A property wrapper that codes a `Bool` as the integer `1` or `0`, strictly.
///
/// For APIs and databases that store flags as numbers (MySQL's `TINYINT(1)`, SQLite, many PHP
/// backends). Unlike ``LosslessValue``, which accepts any form of a Boolean, it reads and writes
/// exactly one, so that a payload with the wrong type is noticed:
///
/// ```swift
/// struct Settings: Codable {
///     @IntCodedBool var notificationsEnabled: Bool     // 1 or 0
///     @IntCodedBool var betaOptIn: Bool?               // missing or null → nil; nil → omitted
///     @IntCodedBool var featureFlags: [String: Bool]   // {"search": 1, "chat": 0}
/// }
/// ```
///
/// Decoding accepts a number the coder reads as the integer `1` or `0` (JSON's `1.0` included).
/// Other numbers (`2`, `-1`) are rejected with `DecodingError.dataCorrupted` quoting the number;
/// `true`, `false`, `"1"` and other non-numbers with the coder's `typeMismatch`.
///
/// - Note: Wire format: the integer `1` for `true`, `0` for `false`. See
///   ``IntCodedBoolTransform``.
public typealias IntCodedBool<Property: TransformShape<Bool>> = TransformCoded<
  IntCodedBoolTransform, Property
>

/// The transform behind ``IntCodedBool``: a `Bool` and the integer `1` or `0`.
///
/// ```swift
/// self.enabled = try container.decode(using: IntCodedBoolTransform.self, forKey: .enabled)
/// ```
public enum IntCodedBoolTransform: CodingTransform {
  /// Converts `1` to `true` and `0` to `false`.
  ///
  /// - Parameter integer: The decoded integer.
  /// - Returns: The Boolean.
  /// - Throws: ``TransformError`` quoting any other integer.
  public static func decode(_ integer: Int) throws -> Bool {
    switch integer {
    case 1: return true
    case 0: return false
    default:
      throw TransformError(rejecting: integer, expected: "a Bool coded as an integer (1 or 0)")
    }
  }

  /// Converts `true` to `1` and `false` to `0`.
  ///
  /// - Parameter value: The Boolean.
  /// - Returns: `1` or `0`.
  public static func encode(_ value: Bool) -> Int {
    value ? 1 : 0
  }
}
