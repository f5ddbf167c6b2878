@_exported import CodableTransformsCore

/// A property wrapper for an optional that decodes an invalid value as `nil`, and reports it.
///
/// ```swift
/// struct Post: Codable {
///     var title: String
///     @LossyOptional var rating: Int?
/// }
///
/// // {"title": "Hello", "rating": "five stars"}
/// let post = try JSONDecoder().decode(Post.self, from: data)
/// post.rating             // nil
/// post.$rating.errors     // [rating: Expected to decode Int but found a string instead.]
/// ```
///
/// A missing key and `null` decode as `nil` and are not reported; a value that does not decode
/// is `nil` and reported at the property's path, in `$rating.errors` and in the decoder's
/// ``RecoveryReport``. Encoding `nil` omits the key.
///
/// Use it for data you can live without. For data you need, a plain optional — which throws on
/// an invalid value — keeps bad input from passing unnoticed.
///
/// To code the value with a catalogue wrapper, name it in ``Lossy``:
/// `@Lossy<URLString<URL>>.OrNil var avatar: URL?`.
///
/// - Note: Wire format: the value as `Wrapped` encodes it, or no key for `nil`.
public typealias LossyOptional<Wrapped: Codable> = Lossy<PlainCoding<Wrapped>>.OrNil

extension Lossy {
  /// A property wrapper for an optional coded by `Coding` that decodes an invalid value as
  /// `nil`, and reports it.
  ///
  /// The plain form is ``LossyOptional``; this one takes any `ContainerCodable` wrapper, such as a catalogue
  /// wrapper:
  ///
  /// ```swift
  /// struct Profile: Codable {
  ///     @Lossy<URLString<URL>>.OrNil var avatar: URL?
  /// }
  ///
  /// // {"avatar": "not a url"}
  /// let profile = try JSONDecoder().decode(Profile.self, from: data)
  /// profile.avatar            // nil
  /// profile.$avatar.errors    // [avatar: 'not a url' is not a valid URL (…)]
  /// ```
  ///
  /// Decoding never throws; see ``Lossy`` for what missing, `null` and invalid values give.
  /// Equality and hashing use the value only, not the error in ``projectedValue``.
  ///
  /// It is not the optional form of a wrapper — that is `W.Optional`, `OptionalCoded<W>`, whose
  /// invalid value is an error: `OrNil` turns an invalid value into `nil` as well.
  ///
  /// - Note: Wire format: the value as `Coding` writes it; `nil` omits the key in a keyed
  ///   container and is written as `null` elsewhere.
  @propertyWrapper
  public struct OrNil {
    /// The decoded value, or `nil`; what is encoded.
    public var wrappedValue: Coding.WrappedValue?

    @usableFromInline
    var dropped: _DroppedBesideValue<DroppedValues>

    /// The error of the value that was dropped, if any: `$avatar.errors`.
    public var projectedValue: DroppedValues { dropped.record }

    /// Creates a wrapper holding a value, with nothing dropped.
    ///
    /// - Parameter wrappedValue: The value, or `nil`.
    @inlinable
    public init(wrappedValue: Coding.WrappedValue?) {
      self.wrappedValue = wrappedValue
      self.dropped = _DroppedBesideValue()
    }

    @inlinable
    init(dropping entry: RecoveryReport.Entry) {
      self.wrappedValue = nil
      self.dropped = _DroppedBesideValue(errors: [entry])
    }
  }
}

extension Lossy.OrNil: ContainerCodable {
  /// Decodes the value for `key`; missing, `null` and invalid values are `nil`, and only an
  /// invalid one is reported; never throws.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) {
    do {
      self.init(
        wrappedValue: try Coding.decodeIfPresent(from: container, forKey: key)?.wrappedValue)
    } catch {
      self.init(dropping: container.recordRecovery(error, forKey: key))
    }
  }

  /// Encodes the value for `key`, or omits the key for `nil`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    guard let wrappedValue else { return }
    try Coding(wrappedValue: wrappedValue).encode(to: &container, forKey: key)
  }

  /// Decodes the value outside a keyed container; `null` and invalid values are `nil`, and only
  /// an invalid one is reported; never throws.
  ///
  /// - Parameter decoder: The decoder to read from.
  @inlinable
  public init(from decoder: any Decoder) {
    do {
      if let value = try? decoder.singleValueContainer(), value.decodeNil() {
        self.init(wrappedValue: nil)
      } else {
        self.init(wrappedValue: try Coding(from: decoder).wrappedValue)
      }
    } catch {
      self.init(dropping: decoder.recordRecovery(error))
    }
  }

  /// Encodes the value, or `null` for `nil`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent the value.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    guard let wrappedValue else {
      var container = encoder.singleValueContainer()
      return try container.encodeNil()
    }
    try Coding(wrappedValue: wrappedValue).encode(to: encoder)
  }
}

extension Lossy.OrNil: Sendable where Coding.WrappedValue: Sendable {}

// Synthesized: `_DroppedBesideValue` leaves what was dropped out of equality and hashing.

extension Lossy.OrNil: Equatable where Coding.WrappedValue: Equatable {}

extension Lossy.OrNil: Hashable where Coding.WrappedValue: Hashable {}

extension Lossy.OrNil: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
