@_exported import CodableTransformsCore

extension DefaultCoded {
  /// The lenient form of a default: an invalid value is replaced by the default too, and the
  /// replacement is reported.
  ///
  /// Append `.Lenient` to any default — ``Default``, ``DefaultCoded`` or a named one. Generic
  /// named defaults need their type argument there:
  ///
  /// ```swift
  /// struct Post: Codable {
  ///     @DefaultFalse.Lenient var isPinned: Bool                   // "yes" → false, reported
  ///     @DefaultZero<Int>.Lenient var likes: Int                    // "many" → 0, reported
  ///     @Default<FirstPage>.Lenient var page: Int
  ///     @DefaultCoded<UTC, StringCodedTimeZone<TimeZone>>.Lenient var zone: TimeZone
  /// }
  ///
  /// let report = RecoveryReport()
  /// decoder.userInfo[.recoveryReport] = report
  /// let post = try decoder.decode(Post.self, from: data)
  /// post.$isPinned.errors    // [isPinned: Expected to decode Bool but found a string instead.]
  /// report.entries           // the same entries, for every property of the decode
  /// ```
  ///
  /// | key missing | value `null` | value invalid | encoding |
  /// |---|---|---|---|
  /// | `Provider.defaultValue` | `Provider.defaultValue` | `Provider.defaultValue`, reported | the current value |
  ///
  /// "Reported" means the error is listed, at the property's path, in the projected value
  /// (`$isPinned.errors`) and in the decoder's `RecoveryReport` when
  /// `userInfo[.recoveryReport]` holds one: a replaced value is never silent. Decoding never
  /// throws. Equality and hashing use the value only, not the error.
  ///
  /// - Note: Wire format: the value as `Coding` writes it, like the strict form.
  @propertyWrapper
  public struct Lenient {
    /// The property's value; what is encoded.
    public var wrappedValue: Provider.Value

    @usableFromInline
    var dropped: _DroppedBesideValue<DroppedValues>

    /// The error of the value that was replaced by the default, if any: `$isPinned.errors`.
    public var projectedValue: DroppedValues { dropped.record }

    /// Creates a wrapper holding a value, with nothing replaced.
    ///
    /// - Parameter wrappedValue: The property's value.
    @inlinable
    public init(wrappedValue: Provider.Value) {
      self.wrappedValue = wrappedValue
      self.dropped = _DroppedBesideValue()
    }

    @inlinable
    init(replacing entry: RecoveryReport.Entry) {
      self.wrappedValue = Provider.defaultValue
      self.dropped = _DroppedBesideValue(errors: [entry])
    }
  }
}

extension DefaultCoded.Lenient: ContainerCodable {
  /// Decodes the value for `key`, or the default when the key is missing, `null` or invalid;
  /// only an invalid value is reported; never throws.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) {
    do {
      self.init(
        wrappedValue: try Coding.decodeIfPresent(from: container, forKey: key)?.wrappedValue
          ?? Provider.defaultValue)
    } catch {
      self.init(replacing: container.recordRecovery(error, forKey: key))
    }
  }

  /// Encodes the value for `key`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try Coding(wrappedValue: wrappedValue).encode(to: &container, forKey: key)
  }

  /// Decodes the value outside a keyed container, or the default for `null` or an invalid
  /// value; only an invalid value is reported; never throws.
  ///
  /// - Parameter decoder: The decoder to read from.
  @inlinable
  public init(from decoder: any Decoder) {
    do {
      if let value = try? decoder.singleValueContainer(), value.decodeNil() {
        self.init(wrappedValue: Provider.defaultValue)
      } else {
        self.init(wrappedValue: try Coding(from: decoder).wrappedValue)
      }
    } catch {
      self.init(replacing: decoder.recordRecovery(error))
    }
  }

  /// Encodes the value.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try Coding(wrappedValue: wrappedValue).encode(to: encoder)
  }
}

extension DefaultCoded.Lenient: Sendable where Provider.Value: Sendable {}

// Equality and hashing use the value only: the replaced error compares equal and hashes nothing.

extension DefaultCoded.Lenient: Equatable where Provider.Value: Equatable {}

extension DefaultCoded.Lenient: Hashable where Provider.Value: Hashable {}

extension DefaultCoded.Lenient: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
