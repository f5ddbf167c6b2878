extension Int: LosslessValueConvertible {}
extension Int8: LosslessValueConvertible {}
extension Int16: LosslessValueConvertible {}
extension Int32: LosslessValueConvertible {}
extension Int64: LosslessValueConvertible {}
extension UInt: LosslessValueConvertible {}
extension UInt8: LosslessValueConvertible {}
extension UInt16: LosslessValueConvertible {}
extension UInt32: LosslessValueConvertible {}
extension UInt64: LosslessValueConvertible {}

extension LosslessValueConvertible where Self: FixedWidthInteger & Codable {
  /// Decodes the integer from a whole number in range, or from a string of decimal digits with
  /// an optional sign.
  ///
  /// ```swift
  /// // {"id": 42}, {"id": 42.0} and {"id": "42"} all decode as 42
  /// self.id = try Int(losslessFrom: container)
  /// ```
  ///
  /// The number is tried first, with the coder's method for this integer type; then a string;
  /// then any number, to report a fraction or an overflow with the value quoted.
  ///
  /// - Parameter container: The container holding the value.
  /// - Throws: `valueNotFound` for `null`; `dataCorrupted` for a fraction (`42.5`), a number or
  ///   string out of range (`300` for `Int8`) and a string that is not exactly an integer
  ///   (`" 42"`, `"4_2"`, `"0x2A"`, `"42.0"`); `typeMismatch` for a boolean, an array or an
  ///   object.
  public init(losslessFrom container: any SingleValueDecodingContainer) throws {
    do {
      self = try container.decodeInteger(Self.self)
    } catch {
      self = try Self.losslessFallback(from: container, naturalError: error)
    }
  }

  /// Encodes the integer as a number.
  ///
  /// - Parameter container: The container to write to.
  /// - Throws: The encoder's errors.
  @inlinable
  public func encodeNaturally(to container: inout some SingleValueEncodingContainer) throws {
    try container.encodeInteger(self)
  }

  /// The value in another form than an integer, once reading an integer failed with
  /// `naturalError`.
  @usableFromInline
  static func losslessFallback(
    from container: any SingleValueDecodingContainer, naturalError: any Error
  ) throws -> Self {
    try container.rethrowIfNull(naturalError, Self.self)
    if let string = container.attempt(String.self) {
      return try container.converting {
        try LosslessConversion.integer(Self.self, fromString: string)
      }
    }
    if let number = container.attempt(Double.self) {
      // Quote a whole number beyond 64-bit range exactly when the coder can read it as one.
      let exactText =
        number >= 0x1p63 && number <= 0x1p64 ? container.attempt(UInt64.self).map(String.init) : nil
      return try container.converting {
        try LosslessConversion.integer(Self.self, fromNumber: number, exactText: exactText)
      }
    }
    throw container.noLosslessRepresentation(
      Self.self, expected: "\(Self.self) as a whole number or a string of decimal digits",
      naturalError: naturalError)
  }
}

// The coders' concrete method for each integer type. Specialized, the checks fold away and one
// call remains: the one a hand-written `init(from:)` makes. `I(truncatingIfNeeded:)` of a value
// of the same type is the value itself.

extension SingleValueDecodingContainer {
  @inline(__always)
  func decodeInteger<I: FixedWidthInteger & Decodable>(_ type: I.Type) throws -> I {
    if I.self == Int.self { return I(truncatingIfNeeded: try decode(Int.self)) }
    if I.self == Int64.self { return I(truncatingIfNeeded: try decode(Int64.self)) }
    if I.self == Int32.self { return I(truncatingIfNeeded: try decode(Int32.self)) }
    if I.self == Int16.self { return I(truncatingIfNeeded: try decode(Int16.self)) }
    if I.self == Int8.self { return I(truncatingIfNeeded: try decode(Int8.self)) }
    if I.self == UInt.self { return I(truncatingIfNeeded: try decode(UInt.self)) }
    if I.self == UInt64.self { return I(truncatingIfNeeded: try decode(UInt64.self)) }
    if I.self == UInt32.self { return I(truncatingIfNeeded: try decode(UInt32.self)) }
    if I.self == UInt16.self { return I(truncatingIfNeeded: try decode(UInt16.self)) }
    if I.self == UInt8.self { return I(truncatingIfNeeded: try decode(UInt8.self)) }
    return try decode(I.self)
  }
}

extension SingleValueEncodingContainer {
  @inlinable @inline(__always)
  mutating func encodeInteger<I: FixedWidthInteger & Encodable>(_ value: I) throws {
    if I.self == Int.self { return try encode(Int(truncatingIfNeeded: value)) }
    if I.self == Int64.self { return try encode(Int64(truncatingIfNeeded: value)) }
    if I.self == Int32.self { return try encode(Int32(truncatingIfNeeded: value)) }
    if I.self == Int16.self { return try encode(Int16(truncatingIfNeeded: value)) }
    if I.self == Int8.self { return try encode(Int8(truncatingIfNeeded: value)) }
    if I.self == UInt.self { return try encode(UInt(truncatingIfNeeded: value)) }
    if I.self == UInt64.self { return try encode(UInt64(truncatingIfNeeded: value)) }
    if I.self == UInt32.self { return try encode(UInt32(truncatingIfNeeded: value)) }
    if I.self == UInt16.self { return try encode(UInt16(truncatingIfNeeded: value)) }
    if I.self == UInt8.self { return try encode(UInt8(truncatingIfNeeded: value)) }
    try encode(value)
  }
}
