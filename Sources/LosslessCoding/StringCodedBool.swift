@_exported import CodableTransformsCore

/// A property wrapper that codes a `Bool` as the string `"true"` or `"false"`, strictly.
///
/// For APIs and formats that quote every value (query-string-like payloads, some XML-to-JSON
/// bridges, spreadsheets exported as JSON). Unlike ``LosslessValue``, which accepts any form of
/// a Boolean, it reads and writes exactly one:
///
/// ```swift
/// struct Listing: Codable {
///     @StringCodedBool var isPublished: Bool      // "true" or "false"
///     @StringCodedBool var isFeatured: Bool?      // missing or null → nil; nil → omitted
/// }
/// ```
///
/// Decoding accepts exactly `"true"` and `"false"`, in lowercase. Other strings (`"TRUE"`,
/// `"True"`, `"1"`, `"yes"`, `""`, `" true"`) are rejected with `DecodingError.dataCorrupted`
/// quoting the string; booleans and numbers with the coder's `typeMismatch`.
///
/// - Note: Wire format: the string `"true"` or `"false"`. See ``StringCodedBoolTransform``.
public typealias StringCodedBool<Property: TransformShape<Bool>> = TransformCoded<
  StringCodedBoolTransform, Property
>

/// The transform behind ``StringCodedBool``: a `Bool` and the string `"true"` or `"false"`.
///
/// ```swift
/// self.isPublished = try container.decode(using: StringCodedBoolTransform.self, forKey: .isPublished)
/// ```
public enum StringCodedBoolTransform: CodingTransform {
  /// Converts `"true"` and `"false"` to the Boolean.
  ///
  /// - Parameter string: The decoded string.
  /// - Returns: The Boolean.
  /// - Throws: ``TransformError`` quoting any other string, including other cases of the words.
  public static func decode(_ string: String) throws -> Bool {
    switch string {
    case "true": return true
    case "false": return false
    default:
      throw TransformError(
        rejecting: string, expected: "a Bool coded as a string ('true' or 'false')")
    }
  }

  /// Converts the Boolean to `"true"` or `"false"`.
  ///
  /// - Parameter value: The Boolean.
  /// - Returns: `"true"` or `"false"`.
  public static func encode(_ value: Bool) -> String {
    value ? "true" : "false"
  }
}
