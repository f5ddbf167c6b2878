/// The record of a tag that names no variant of a polymorphic family.
///
/// Decoding an unknown tag throws `DecodingError.dataCorrupted` at the tag's path with this
/// error as its `underlyingError`; a family with a ``PolymorphicFamily/fallbackTag`` decodes the
/// fallback instead and records the same error in the decoder's `RecoveryReport`. An unknown tag
/// usually means the data is newer than the app:
///
/// ```swift
/// let report = RecoveryReport()
/// decoder.userInfo[.recoveryReport] = report
/// let drawing = try decoder.decode(Drawing.self, from: data)
/// for entry in report.entries {
///     if let unknown = entry.unknownTypeTag {
///         print("new figure type '\(unknown.tag)' at \(entry.codingPathDescription)")
///     }
/// }
/// ```
///
/// - Note: Never encoded; it only describes a decode.
public struct UnknownTypeTagError: Error, Sendable, CustomStringConvertible {
  /// The tag that was read, such as `"hexagon"`.
  public let tag: String

  /// The tags the family knows, in its order.
  public let knownTags: [String]

  /// The family's type name, such as `"FigureFamily"`.
  public let familyName: String

  /// The tag of the variant the value was decoded as, or `nil` when the decode failed.
  public let fallbackTag: String?

  /// Creates the record of an unknown tag.
  ///
  /// - Parameters:
  ///   - tag: The tag that was read.
  ///   - knownTags: The family's tags.
  ///   - familyName: The family's type name.
  ///   - fallbackTag: The tag of the variant decoded instead, or `nil`.
  public init(tag: String, knownTags: [String], familyName: String, fallbackTag: String? = nil) {
    self.tag = tag
    self.knownTags = knownTags
    self.familyName = familyName
    self.fallbackTag = fallbackTag
  }

  /// `'hexagon' is not a tag of FigureFamily (known: 'circle', 'square')`, and
  /// `; decoded as 'unknown'` after a fallback.
  public var description: String {
    "'\(tag)' is not a tag of \(familyName) (known: \(quotedList(knownTags)))"
      + (fallbackTag.map { "; decoded as '\($0)'" } ?? "")
  }
}

extension RecoveryReport.Entry {
  /// The unknown tag this entry records, or `nil` when it records something else.
  ///
  /// ```swift
  /// let newTypes = report.entries.compactMap(\.unknownTypeTag).map(\.tag)
  /// ```
  public var unknownTypeTag: UnknownTypeTagError? {
    guard case DecodingError.dataCorrupted(let context) = error else { return nil }
    return context.underlyingError as? UnknownTypeTagError
  }
}
