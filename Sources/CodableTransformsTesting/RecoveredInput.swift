/// An input the wrapper must decode anyway — dropping or replacing what is bad — and the
/// entries it must record in the decoder's `RecoveryReport`.
///
/// Lossy and lenient wrappers never throw for a bad value; the kit checks that what they decode
/// is right and that nothing they dropped goes unreported:
///
/// ```swift
/// RecoveredInput(
///     [1, "two", 3], decodes: [1, 3],
///     reporting: [ExpectedReportEntry(at: [1], .typeMismatch)])
/// ```
public struct RecoveredInput<Value: Sendable>: Sendable, CustomStringConvertible {
  /// The value put on the wire at the property's key.
  public var wire: WireValue
  /// What the property must decode as.
  public var value: Value
  /// The entries the report must hold afterwards, matched in any order.
  ///
  /// Nothing else may be reported. The kit checks apart that the report lists them in decoding
  /// order: of two entries whose paths part at an array index, the lower index first.
  public var reported: [ExpectedReportEntry]

  /// Creates a recovered input.
  ///
  /// - Parameters:
  ///   - wire: The value put on the wire at the property's key.
  ///   - value: What the property must decode as.
  ///   - reported: The entries the report must hold, in any order.
  public init(_ wire: WireValue, decodes value: Value, reporting reported: [ExpectedReportEntry]) {
    self.wire = wire
    self.value = value
    self.reported = reported
  }

  /// The input, its value and how many entries it reports.
  public var description: String {
    "\(wire) → \(value), \(reported.count) reported"
  }
}

/// An entry a ``RecoveredInput`` must leave in the decoder's `RecoveryReport`.
public struct ExpectedReportEntry: Sendable, CustomStringConvertible {
  /// The path of the dropped or replaced value, relative to the property: `[]` for the property
  /// itself, `[1]` for an array's second element, `["key"]` for a dictionary entry.
  public var path: [PathComponent]
  /// The kind of `DecodingError` the entry must carry, or `nil` for any kind (when coders
  /// disagree, for example).
  public var error: DecodingErrorKind?
  /// Text the error's `debugDescription` must contain, such as the quoted value.
  public var messageContains: String?

  /// Creates an expected entry.
  ///
  /// - Parameters:
  ///   - path: The path of the dropped or replaced value, relative to the property.
  ///   - error: The kind of `DecodingError`, or `nil` for any kind.
  ///   - messageContains: Text the error's description must contain.
  public init(
    at path: [PathComponent] = [], _ error: DecodingErrorKind? = nil,
    messageContains: String? = nil
  ) {
    self.path = path
    self.error = error
    self.messageContains = messageContains
  }

  /// The path and the expected kind.
  public var description: String {
    let at = path.isEmpty ? "the property" : path.map(\.description).joined(separator: ".")
    return "\(at) (\(error.map { "\($0)" } ?? "any DecodingError"))"
  }
}
