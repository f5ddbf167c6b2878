@_exported import CodableTransformsCore

extension RGBAColor: Codable {
  /// Decodes a color from its CSS hex string.
  ///
  /// ```swift
  /// struct Tag: Codable {
  ///     var color: RGBAColor   // {"color": "#1E90FF"}
  /// }
  /// ```
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` at the value's coding path when the string is not
  ///   a CSS hex color — `"'#12345' is not a CSS hex color (#RGB, #RGBA, #RRGGBB or
  ///   #RRGGBBAA)"`; `typeMismatch` for a number, array or object; `valueNotFound` for `null`.
  /// - Note: Wire format: ``hexString``; ``init(hex:)`` lists what is accepted.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let string = try container.decode(String.self)
    guard let color = RGBAColor(hex: string) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: Self.notAHexColor(string).message)
    }
    self = color
  }

  /// Encodes the color as its ``hexString``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors only.
  /// - Note: Wire format: `"#RRGGBB"` when opaque, else `"#RRGGBBAA"`, uppercase.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hexString)
  }

  /// The error for a string that is not a CSS hex color, quoting it.
  static func notAHexColor(_ string: String) -> TransformError {
    TransformError(
      rejecting: string, expected: "a CSS hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)")
  }
}
