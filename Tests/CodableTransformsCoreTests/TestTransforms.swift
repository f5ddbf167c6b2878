import CodableTransformsCore

/// A test transform: an `Int` written as a percentage string, `42` ↔ `"42%"`.
///
/// Decoding rejects anything but digits followed by `%`; encoding rejects negative numbers, so
/// that both error paths can be tested.
enum PercentTransform: CodingTransform {
  static func decode(_ codingValue: String) throws -> Int {
    guard codingValue.hasSuffix("%"), let number = Int(codingValue.dropLast()), number >= 0 else {
      throw TransformError(rejecting: codingValue, expected: "a percentage such as '42%'")
    }
    return number
  }

  static func encode(_ value: Int) throws -> String {
    guard value >= 0 else {
      throw TransformError(rejecting: value, expected: "a non-negative percentage")
    }
    return "\(value)%"
  }
}

typealias Percent<Property: TransformShape<Int>> = TransformCoded<PercentTransform, Property>
