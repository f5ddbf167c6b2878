public import CodableTransformsCore

/// A string that must be written in capitals: the README's example of a wrapper of your own.
public enum UppercaseStringTransform: CodingTransform {
  /// Accepts an uppercase string.
  ///
  /// - Parameter codingValue: The string read.
  /// - Returns: The string.
  /// - Throws: `TransformError` for a string with a lowercase letter.
  public static func decode(_ codingValue: String) throws -> String {
    guard codingValue == codingValue.uppercased() else {
      throw TransformError(rejecting: codingValue, expected: "an uppercase string")
    }
    return codingValue
  }

  /// Writes the string in capitals.
  ///
  /// - Parameter value: The string.
  /// - Returns: The string, uppercased.
  public static func encode(_ value: String) -> String { value.uppercased() }
}

/// `@Uppercase var code: String`, in every shape: `String?`, `[String]`, `[String: String]`.
public typealias Uppercase<Property: TransformShape<String>> = TransformCoded<
  UppercaseStringTransform, Property
>
