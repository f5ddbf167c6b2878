extension Double: LosslessValueConvertible {
  /// Decodes the number from a number, or from a string holding a decimal number.
  ///
  /// ```swift
  /// // {"price": 9.5} and {"price": "9.5"} both decode as 9.5
  /// self.price = try Double(losslessFrom: container)
  /// ```
  ///
  /// - Parameter container: The container holding the value.
  /// - Throws: `valueNotFound` for `null`; `dataCorrupted` for a string that is not a decimal
  ///   number (`"nan"`, `"inf"`, `"0x1p3"`, `" 9.5"`) or whose value is not finite (`"1e400"`);
  ///   `typeMismatch` for a boolean, an array or an object.
  public init(losslessFrom container: any SingleValueDecodingContainer) throws {
    do {
      self = try container.decode(Double.self)
    } catch {
      self = try Self.losslessFallback(from: container, naturalError: error)
    }
  }

  /// The value in another form than a number, once reading a number failed with `naturalError`.
  @usableFromInline
  static func losslessFallback(
    from container: any SingleValueDecodingContainer, naturalError error: any Error
  ) throws -> Self {
    try container.rethrowIfNull(error, Double.self)
    guard let string = container.attempt(String.self) else {
      throw container.noLosslessRepresentation(
        Double.self, expected: "Double as a number or a string holding one",
        naturalError: error)
    }
    return try container.converting { try LosslessConversion.double(fromString: string) }
  }

  /// Encodes the number as a number.
  ///
  /// - Parameter container: The container to write to.
  /// - Throws: The encoder's errors: `JSONEncoder` refuses a non-finite number unless its
  ///   `nonConformingFloatEncodingStrategy` says how to write it.
  @inlinable
  public func encodeNaturally(to container: inout some SingleValueEncodingContainer) throws {
    try container.encode(self)
  }
}

extension Float: LosslessValueConvertible {
  /// Decodes the number from a number, or from a string holding a decimal number, rounded to
  /// the nearest `Float`.
  ///
  /// ```swift
  /// // {"ratio": 0.5} and {"ratio": "0.5"} both decode as 0.5
  /// self.ratio = try Float(losslessFrom: container)
  /// ```
  ///
  /// The number is read as a `Double` and rounded, so that a finite number beyond `Float`'s
  /// range is refused in every coder (Foundation's property-list decoder would return infinity).
  ///
  /// - Parameter container: The container holding the value.
  /// - Throws: `valueNotFound` for `null`; `dataCorrupted` for a number or string beyond
  ///   `Float`'s range (`1e39`) and a string that is not a decimal number; `typeMismatch` for a
  ///   boolean, an array or an object.
  public init(losslessFrom container: any SingleValueDecodingContainer) throws {
    let number: Double
    do {
      number = try container.decode(Double.self)
    } catch {
      try container.rethrowIfNull(error, Float.self)
      guard let string = container.attempt(String.self) else {
        throw container.noLosslessRepresentation(
          Float.self, expected: "Float as a number or a string holding one", naturalError: error)
      }
      self = try container.converting { try LosslessConversion.float(fromString: string) }
      return
    }
    self = try container.converting { try LosslessConversion.float(fromNumber: number) }
  }

  /// Encodes the number as a number.
  ///
  /// - Parameter container: The container to write to.
  /// - Throws: The encoder's errors: `JSONEncoder` refuses a non-finite number unless its
  ///   `nonConformingFloatEncodingStrategy` says how to write it.
  @inlinable
  public func encodeNaturally(to container: inout some SingleValueEncodingContainer) throws {
    try container.encode(self)
  }
}
