@_exported import CodableTransformsCore

/// A property wrapper that decodes a raw value naming none of the enum's cases as its unknown
/// case instead of failing, and reports it.
///
/// Servers add enum cases; an app released last year should not fail to decode a whole response
/// because of one. Conform the enum to ``UnknownCaseRepresentable`` (or
/// ``UnknownRawValueRepresentable``) and wrap the property, in any shape:
///
/// ```swift
/// enum Status: String, UnknownCaseRepresentable {
///     case active, suspended, unknown
///     static var unknownCase: Status { .unknown }
/// }
///
/// struct Account: Codable {
///     @UnknownCaseFallback var status: Status                 // "archived" → .unknown
///     @UnknownCaseFallback var previous: Status?              // missing or null → nil
///     @UnknownCaseFallback var history: [Status]              // ["active", "archived"] → [.active, .unknown]
///     @UnknownCaseFallback var byRegion: [String: Status]     // {"eu": "archived"} → ["eu": .unknown]
/// }
///
/// let report = LossyDecodingReport()
/// decoder.userInfo[.lossyDecodingReport] = report
/// let account = try decoder.decode(Account.self, from: data)
/// report.entries   // history[1]: 'archived' is not a raw value of Status; decoded as .unknown
/// ```
///
/// | input | decodes as |
/// |---|---|
/// | a raw value of a case (`"active"`) | that case |
/// | a raw value of the right type naming no case (`"archived"`) | `init(unknownRawValue:)`: the unknown case; **reported** |
/// | a value of another type (`42` for a `String` enum, `"1"` for an `Int` enum) | throws `typeMismatch` (or `dataCorrupted` when a number does not fit) |
/// | missing key / `null` | the shape's rules: `keyNotFound` / `valueNotFound`, `nil` for an optional |
///
/// An unknown raw value is the data moving ahead of the app; a value of the wrong type is broken
/// data, and throws like any invalid value. To replace that with the unknown case too, combine
/// the wrapper with a lenient default from `DefaultCoding`:
/// `@DefaultCoded<UnknownStatus, UnknownCaseFallback<Status>>.Lenient`.
///
/// "Reported" means the decoder's `LossyDecodingReport` (in `userInfo[.lossyDecodingReport]`)
/// gets an entry at the property's or element's coding path: a `DecodingError.dataCorrupted`
/// quoting the raw value, whose `underlyingError` is an ``UnknownRawValueError``. Filter with
/// `entry.unknownRawValue` to tell new enum values from broken data.
///
/// - Note: Wire format: the raw value, as `RawValue` encodes it (`"active"`, `2`). The unknown
///   case is written as its own `rawValue` — or, for a type that keeps the raw value it read,
///   that raw value. See ``UnknownCaseFallbackTransform``.
public typealias UnknownCaseFallback<Value: TransformShape> = TransformCoded<
  UnknownCaseFallbackTransform<Value.TransformedValue>, Value
>
where
  Value.TransformedValue: UnknownRawValueRepresentable,
  Value.TransformedValue.TransformedValue == Value.TransformedValue

/// The transform behind ``UnknownCaseFallback``: a value and its raw value, an unknown raw value
/// decoded with ``UnknownRawValueRepresentable/init(unknownRawValue:)`` and reported.
///
/// Use it in a hand-written `init(from:)` for the same decoding and report:
///
/// ```swift
/// self.status = try container.decode(using: UnknownCaseFallbackTransform<Status>.self, forKey: .status)
/// ```
///
/// The raw value is resolved to a case while it is read, in ``CodedRawValue``, because that is
/// where the decoder — and its report — is at hand; ``decode(_:)`` only unwraps it.
///
/// - Note: Wire format: the raw value.
public enum UnknownCaseFallbackTransform<Enum: UnknownRawValueRepresentable>: CodingTransform
where Enum.TransformedValue == Enum {
  /// Returns the value that was resolved while the raw value was read.
  ///
  /// - Parameter codingValue: The decoded raw value, already resolved to a case.
  /// - Returns: The case.
  @inlinable
  public static func decode(_ codingValue: CodedRawValue) -> Enum {
    codingValue.value
  }

  /// Wraps a value to write its raw value.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The coding value that writes `value.rawValue`.
  @inlinable
  public static func encode(_ value: Enum) -> CodedRawValue {
    CodedRawValue(value)
  }
}

extension UnknownCaseFallbackTransform {
  /// A raw value on the wire, resolved to a value of `Enum` as it is read.
  ///
  /// Decoding reads `Enum.RawValue` — with the coder's concrete method for `String`, `Int`,
  /// `Int64`, `Double` and `Bool` — and resolves it with `init(rawValue:)`, or, when that returns
  /// `nil`, with ``UnknownRawValueRepresentable/init(unknownRawValue:)``, recording an
  /// ``UnknownRawValueError`` in the decoder's `LossyDecodingReport`. A value that is not a
  /// `RawValue` at all throws the coder's error at the value's path. Encoding writes `rawValue`.
  ///
  /// ```swift
  /// let coded = UnknownCaseFallbackTransform<Status>.CodedRawValue(.active)
  /// ```
  public struct CodedRawValue: InlineCodable {
    /// The resolved value.
    public let value: Enum

    /// Wraps a value.
    ///
    /// - Parameter value: The value whose raw value is written.
    @inlinable
    public init(_ value: Enum) {
      self.value = value
    }

    /// Resolves a raw value, calling `record` when it is unknown with a function that makes the
    /// error to report: `record` makes it only when it finds a report, so that decoding without
    /// one builds no error.
    @inlinable
    init(resolving rawValue: Enum.RawValue, record: (() -> any Error) -> Void) {
      if let known = Enum(rawValue: rawValue) {
        self.value = known
      } else {
        self.value = Self.resolveUnknown(rawValue, record: record)
      }
    }

    /// The value for an unknown raw value, and its report; out of line, as it is the rare path.
    @usableFromInline
    static func resolveUnknown(_ rawValue: Enum.RawValue, record: (() -> any Error) -> Void)
      -> Enum
    {
      let value = Enum(unknownRawValue: rawValue)
      record {
        let unknown = UnknownRawValueError(rawValue: rawValue, of: Enum.self, decodedAs: value)
        return DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [], debugDescription: unknown.description, underlyingError: unknown))
      }
      return value
    }

    /// Reads the raw value through a single-value container and resolves it.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: The coder's errors for a value that is not a `RawValue`, at the decoder's path.
    @inlinable
    public init(from decoder: any Decoder) throws {
      let rawValue: Enum.RawValue
      do {
        rawValue = try PlainCoding<Enum.RawValue>(from: decoder).wrappedValue
      } catch {
        throw _locating(error, at: decoder.codingPath)
      }
      self.init(resolving: rawValue) { error in
        decoder.lossyDecodingReport?.record(error(), at: decoder.codingPath)
      }
    }

    /// Writes the raw value through a single-value container.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The coder's errors.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      try PlainCoding(wrappedValue: value.rawValue).encode(to: encoder)
    }

    /// Reads the raw value stored for a key, in the model's container, and resolves it.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Returns: The resolved value.
    /// - Throws: `keyNotFound`, `valueNotFound`, or the coder's error for a value that is not a
    ///   `RawValue`, at `container.codingPath + [key]`.
    @inlinable
    public static func decode<K: CodingKey>(
      from container: KeyedDecodingContainer<K>, forKey key: K
    ) throws -> Self {
      let rawValue: Enum.RawValue
      do {
        rawValue = try PlainCoding<Enum.RawValue>(from: container, forKey: key).wrappedValue
      } catch {
        throw _locating(error, at: container.codingPath + [key])
      }
      return Self(resolving: rawValue) { error in
        container.lossyDecodingReport(forKey: key)?.record(
          error(), at: container.codingPath + [key])
      }
    }

    /// Reads the raw value stored for a key and resolves it, or returns `nil` when the key is
    /// missing or `null`.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Returns: The resolved value, or `nil`.
    /// - Throws: The coder's error for a value that is not a `RawValue`, at
    ///   `container.codingPath + [key]`.
    @inlinable
    public static func decodeIfPresent<K: CodingKey>(
      from container: KeyedDecodingContainer<K>, forKey key: K
    ) throws -> Self? {
      let rawValue: Enum.RawValue?
      do {
        rawValue = try PlainCoding<Enum.RawValue>._decodeIfPresent(from: container, forKey: key)
      } catch {
        throw _locating(error, at: container.codingPath + [key])
      }
      guard let rawValue else { return nil }
      return Self(resolving: rawValue) { error in
        container.lossyDecodingReport(forKey: key)?.record(
          error(), at: container.codingPath + [key])
      }
    }

    /// Writes the raw value for a key.
    ///
    /// - Parameters:
    ///   - container: The model's keyed container.
    ///   - key: The key.
    /// - Throws: The coder's errors.
    @inlinable
    public func encode<K: CodingKey>(
      to container: inout KeyedEncodingContainer<K>, forKey key: K
    ) throws {
      try PlainCoding(wrappedValue: value.rawValue).encode(to: &container, forKey: key)
    }
  }
}

extension UnknownCaseFallbackTransform.CodedRawValue: Sendable where Enum: Sendable {}

/// A coder's error for a value that is not a raw value, with the value's path when the coder gave
/// it none.
///
/// Foundation's `JSONDecoder` on Linux reports a number that does not fit an integer raw value
/// (`2.5` or `300` for an `Int8`) with no coding path at all.
@usableFromInline
func _locating(_ error: any Error, at codingPath: [any CodingKey]) -> any Error {
  DecodingError._located(error, at: codingPath)
}
