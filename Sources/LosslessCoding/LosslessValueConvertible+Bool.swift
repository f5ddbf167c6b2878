extension Bool: LosslessValueConvertible {
  /// Decodes the Boolean from a boolean, the number `1` or `0`, or the strings `"true"` or
  /// `"false"` in any case, `"1"` or `"0"`.
  ///
  /// ```swift
  /// // {"active": true}, {"active": 1} and {"active": "TRUE"} all decode as true
  /// self.active = try Bool(losslessFrom: container)
  /// ```
  ///
  /// A boolean is tried first, then a number, then a string.
  ///
  /// - Parameter container: The container holding the value.
  /// - Throws: `valueNotFound` for `null`; `dataCorrupted` for another number (`2`, `-1`,
  ///   `0.5`) or string (`"yes"`, `"t"`, `""`); `typeMismatch` for an array or an object.
  public init(losslessFrom container: any SingleValueDecodingContainer) throws {
    do {
      self = try container.decode(Bool.self)
    } catch {
      self = try Self.losslessFallback(from: container, naturalError: error)
    }
  }

  /// The value in another form than a boolean, once reading a boolean failed with
  /// `naturalError`.
  @usableFromInline
  static func losslessFallback(
    from container: any SingleValueDecodingContainer, naturalError error: any Error
  ) throws -> Self {
    try container.rethrowIfNull(error, Bool.self)
    if let number = container.attempt(Double.self) {
      return try container.converting { try LosslessConversion.bool(fromNumber: number) }
    } else if let string = container.attempt(String.self) {
      return try container.converting { try LosslessConversion.bool(fromString: string) }
    } else {
      throw container.noLosslessRepresentation(
        Bool.self, expected: "Bool as a boolean, 1, 0 or a string such as 'true'",
        naturalError: error)
    }
  }

  /// Encodes the Boolean as a boolean.
  ///
  /// - Parameter container: The container to write to.
  /// - Throws: The encoder's errors.
  @inlinable
  public func encodeNaturally(to container: inout some SingleValueEncodingContainer) throws {
    try container.encode(self)
  }
}
