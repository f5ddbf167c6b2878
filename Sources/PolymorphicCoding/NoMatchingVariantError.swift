/// The record of a value that no variant of an untagged family decodes: each variant's own
/// failure, in the order they were tried.
///
/// Decoding such a value throws `DecodingError.dataCorrupted` at the value's path with this
/// error as its `underlyingError` — `valueNotFound` for `null`, when no variant is a unit. A
/// family with a unit ``PolymorphicFamily/fallbackTag`` decodes the fallback instead and
/// records the same error in the decoder's `RecoveryReport`:
///
/// ```swift
/// do {
///     _ = try JSONDecoder().decode(Order.self, from: data)
/// } catch DecodingError.dataCorrupted(let context) {
///     if let unmatched = context.underlyingError as? NoMatchingVariantError {
///         for failure in unmatched.failures {
///             print(failure.tag, failure.error)   // each variant's own DecodingError
///         }
///     }
/// }
/// ```
///
/// - Note: Never encoded; it only describes a decode.
public struct NoMatchingVariantError: Error, Sendable, CustomStringConvertible {
  /// How one variant failed.
  public struct Failure: Sendable, CustomStringConvertible {
    /// The variant's tag, which names it: `"money"`.
    public let tag: String

    /// The variant's own error, usually a `DecodingError` whose path is inside the value.
    public let error: any Error

    /// `'money' failed at currency: No value associated with key …`.
    public let description: String

    /// Creates the record of a variant's failure.
    ///
    /// - Parameters:
    ///   - tag: The variant's tag.
    ///   - error: Its error.
    ///   - valueCodingPath: The coding path of the value, which the description leaves out of
    ///     the error's own path.
    public init(tag: String, error: any Error, valueCodingPath: [any CodingKey]) {
      self.tag = tag
      self.error = error
      let (path, message) = Self.located(error)
      let relative =
        path.count >= valueCodingPath.count
          && zip(path, valueCodingPath).allSatisfy { $0.stringValue == $1.stringValue }
        ? Array(path.dropFirst(valueCodingPath.count)) : path
      let at = relative.isEmpty ? "" : " at \(relative._pathDescription)"
      description =
        "'\(tag)' failed\(at): \(message)" + (message.hasSuffix(".") ? "" : ".")
    }

    /// The error's path, the missing key included, and its message.
    private static func located(_ error: any Error) -> ([any CodingKey], String) {
      switch error {
      case DecodingError.keyNotFound(let key, let context):
        return (context.codingPath + [key], context.debugDescription)
      case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
        DecodingError.dataCorrupted(let context):
        return (context.codingPath, context.debugDescription)
      default:
        return ([], String(describing: error))
      }
    }
  }

  /// The family's type name, such as `"Price"`.
  public let familyName: String

  /// Each variant's failure, in the order the variants were tried.
  public let failures: [Failure]

  /// The tag of the variant the value was decoded as instead, or `nil` when the decode failed.
  public let fallbackTag: String?

  /// Creates the record of a value that no variant decodes.
  ///
  /// - Parameters:
  ///   - familyName: The family's type name.
  ///   - failures: Each variant's failure, in order.
  ///   - fallbackTag: The tag of the variant decoded instead, or `nil`.
  public init(familyName: String, failures: [Failure], fallbackTag: String? = nil) {
    self.familyName = familyName
    self.failures = failures
    self.fallbackTag = fallbackTag
  }

  /// `No variant of Price decodes the value (tried in order): 'amount' failed: …
  /// 'money' failed at currency: …`, and `Decoded as 'unknown'.` after a fallback.
  public var description: String {
    let tried =
      failures.isEmpty
      ? ": \(familyName) has no variants."
      : " (tried in order): " + failures.map(\.description).joined(separator: " ")
    return "No variant of \(familyName) decodes the value\(tried)"
      + (fallbackTag.map { " Decoded as '\($0)'." } ?? "")
  }
}

extension RecoveryReport.Entry {
  /// The value no variant of an untagged family decoded, which this entry records as decoded
  /// as the family's fallback; `nil` when the entry records something else.
  ///
  /// ```swift
  /// let unreadable = report.entries.compactMap(\.noMatchingVariant)
  /// ```
  public var noMatchingVariant: NoMatchingVariantError? {
    guard case DecodingError.dataCorrupted(let context) = error else { return nil }
    return context.underlyingError as? NoMatchingVariantError
  }
}
