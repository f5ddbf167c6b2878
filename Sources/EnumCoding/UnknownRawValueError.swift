@_exported import CodableTransformsCore

/// The record of a raw value that named no case and was decoded as the type's unknown case.
///
/// ``UnknownCaseFallback`` reports each such value in the decoder's `RecoveryReport` as a
/// `DecodingError.dataCorrupted` at the value's coding path, with this error as its
/// `underlyingError`. An unknown raw value usually means the data is newer than the app, not
/// that it is broken; ``RecoveryReport/Entry/unknownRawValue`` tells the two apart:
///
/// ```swift
/// let report = RecoveryReport()
/// decoder.userInfo[.recoveryReport] = report
/// let account = try decoder.decode(Account.self, from: data)
///
/// let newValues = report.entries.compactMap(\.unknownRawValue)   // log them
/// let problems = report.entries.filter { $0.unknownRawValue == nil } // alert on these
/// ```
///
/// - Note: Never encoded; it only describes a decode.
public struct UnknownRawValueError: Error, Sendable, CustomStringConvertible {
  /// The raw value that was read, such as `"archived"` or `7`.
  public let rawValue: any Sendable

  /// The name of the type that did not know it, such as `"Status"`.
  public let typeName: String

  /// What the raw value was decoded as, such as `".unknown"` or `".other(\"archived\")"`.
  public let replacement: String

  /// Creates the record of an unknown raw value.
  ///
  /// ```swift
  /// let error = UnknownRawValueError(rawValue: "archived", of: Status.self, decodedAs: .unknown)
  /// ```
  ///
  /// - Parameters:
  ///   - rawValue: The raw value that was read.
  ///   - type: The type whose `init(rawValue:)` returned `nil` for it.
  ///   - replacement: The value it was decoded as.
  public init<T: RawRepresentable>(rawValue: T.RawValue, of type: T.Type, decodedAs replacement: T)
  where T.RawValue: Sendable {
    self.rawValue = rawValue
    self.typeName = String(describing: type)
    self.replacement = "." + String(describing: replacement)
  }

  /// `'archived' is not a raw value of Status; decoded as .unknown`.
  public var description: String {
    "'\(rawValue)' is not a raw value of \(typeName); decoded as \(replacement)"
  }
}

extension RecoveryReport.Entry {
  /// The unknown raw value this entry records, or `nil` when it records something else — a value
  /// dropped or replaced because it was invalid.
  ///
  /// ```swift
  /// for entry in report.entries {
  ///     if let unknown = entry.unknownRawValue {
  ///         print("new \(unknown.typeName) value at \(entry.codingPathDescription): \(unknown.rawValue)")
  ///     }
  /// }
  /// ```
  public var unknownRawValue: UnknownRawValueError? {
    guard case DecodingError.dataCorrupted(let context) = error else { return nil }
    return context.underlyingError as? UnknownRawValueError
  }
}
