extension String: LosslessValueConvertible {
  /// Decodes the string from a string, a number or a boolean.
  ///
  /// ```swift
  /// // {"sku": "A-1042"} decodes as "A-1042", {"sku": 1042} as "1042"
  /// self.sku = try String(losslessFrom: container)
  /// ```
  ///
  /// A string is tried first. A whole number the coder reads as a 64-bit integer becomes its
  /// digits (`42` and `42.0` → `"42"`, `18446744073709551615` → itself); any other number
  /// becomes Swift's shortest text that reads back as the same `Double` (`4.25` → `"4.25"`,
  /// `1e300` → `"1e+300"`), so a whole number beyond 64 bits keeps only the digits a `Double`
  /// holds. A boolean becomes `"true"` or `"false"`.
  ///
  /// - Parameter container: The container holding the value.
  /// - Throws: `valueNotFound` for `null`; `typeMismatch` for an array or an object.
  public init(losslessFrom container: any SingleValueDecodingContainer) throws {
    do {
      self = try container.decode(String.self)
    } catch {
      self = try Self.losslessFallback(from: container, naturalError: error)
    }
  }

  /// The value in another form than a string, once reading a string failed with
  /// `naturalError`.
  @usableFromInline
  static func losslessFallback(
    from container: any SingleValueDecodingContainer, naturalError error: any Error
  ) throws -> Self {
    try container.rethrowIfNull(error, String.self)
    if let integer = container.attempt(Int64.self) {
      return String(integer)
    } else if let number = container.attempt(Double.self) {
      // A whole number beyond `Int64` is exact only when read as a `UInt64`.
      let unsigned =
        number >= 0x1p63 && number <= 0x1p64 ? container.attempt(UInt64.self) : nil
      return unsigned.map(String.init) ?? LosslessConversion.numberText(number)
    } else if let boolean = container.attempt(Bool.self) {
      return boolean ? "true" : "false"
    } else {
      throw container.noLosslessRepresentation(
        String.self, expected: "String as a string, a number or a boolean",
        naturalError: error)
    }
  }

  /// Encodes the string as a string.
  ///
  /// - Parameter container: The container to write to.
  /// - Throws: The encoder's errors.
  @inlinable
  public func encodeNaturally(to container: inout some SingleValueEncodingContainer) throws {
    try container.encode(self)
  }
}
