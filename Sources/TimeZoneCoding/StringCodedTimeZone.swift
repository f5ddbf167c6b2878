@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper that codes a `TimeZone` as its identifier string, `"Europe/Warsaw"`, in
/// every coder.
///
/// Foundation codes a `TimeZone` as `{"identifier": "Europe/Warsaw"}`; this wrapper writes the
/// identifier alone, in `TimeZone`, `TimeZone?`, `[TimeZone]` and `[String: TimeZone]`
/// properties:
///
/// ```swift
/// struct User: Codable {
///     var name: String
///     @StringCodedTimeZone var timeZone: TimeZone              // "Europe/Warsaw"
///     @StringCodedTimeZone var travelZone: TimeZone?           // missing or null → nil; nil → omitted
///     @StringCodedTimeZone var zones: [TimeZone]               // ["Asia/Tokyo", "Europe/Paris"]
///     @StringCodedTimeZone var officeZones: [String: TimeZone] // {"Paris": "Europe/Paris"}
/// }
/// ```
///
/// Decoding accepts any identifier `TimeZone(identifier:)` knows and rejects the rest with
/// `DecodingError.dataCorrupted` at the property's path (`zones[1]` for an element):
/// `"Unknown time zone identifier 'Mars/Olympus'; …"`. A number, array or object where the
/// string belongs is a `typeMismatch`; `null` in a non-optional is `valueNotFound`.
///
/// - Note: Wire format: the `identifier` string. Foundation on Linux normalizes some identifiers
///   when it creates the zone — `"UTC"` decodes to a zone whose identifier is `"GMT"`, and
///   `"GMT+01:00"` to `"GMT+0100"` — so those are re-encoded in their normalized form.
///   Identifiers are case-sensitive: `"utc"` and `"europe/warsaw"` are rejected. See
///   ``StringCodedTimeZoneTransform``.
public typealias StringCodedTimeZone<Property: TransformShape<TimeZone>> = TransformCoded<
  StringCodedTimeZoneTransform, Property
>

/// The transform behind ``StringCodedTimeZone``: a `TimeZone` and its identifier string.
///
/// Use it directly in a hand-written `init(from:)`, or to build other wrappers around time
/// zones:
///
/// ```swift
/// self.zone = try container.decode(using: StringCodedTimeZoneTransform.self, forKey: .zone)
/// ```
public enum StringCodedTimeZoneTransform: CodingTransform {
  /// Creates the time zone with an identifier.
  ///
  /// - Parameter identifier: The decoded identifier, such as `"Europe/Warsaw"`.
  /// - Returns: The zone `TimeZone(identifier:)` creates; its `identifier` may be a normalized
  ///   form of `identifier` (see ``StringCodedTimeZone``).
  /// - Throws: ``TransformError`` quoting `identifier` when no zone has it.
  public static func decode(_ identifier: String) throws -> TimeZone {
    guard let timeZone = TimeZone(identifier: identifier) else {
      throw TransformError(
        "Unknown time zone identifier '\(identifier)'; "
          + "expected an identifier such as 'Europe/Warsaw'")
    }
    return timeZone
  }

  /// Returns the zone's identifier.
  ///
  /// - Parameter timeZone: The zone to encode.
  /// - Returns: `timeZone.identifier`.
  public static func encode(_ timeZone: TimeZone) -> String {
    timeZone.identifier
  }
}
