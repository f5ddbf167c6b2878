@_exported import CodableTransformsCore

/// A property wrapper for an array that drops the elements it cannot decode, and reports each.
///
/// ```swift
/// struct Feed: Codable {
///     @LossyArray var posts: [Post]
/// }
///
/// // {"posts": [{"title": "Hello"}, {"title": 42}, {"title": "World"}]}
/// let feed = try JSONDecoder().decode(Feed.self, from: data)
/// feed.posts.map(\.title)     // ["Hello", "World"]
/// feed.$posts.errors          // [posts[1] (at posts[1].title): Expected to decode String but found number instead.]
/// ```
///
/// A missing key and `null` decode as `[]` and are not reported. A value that is not an array
/// (an object, a string, a number) decodes as `[]` and is reported at the property's path. Each
/// element that fails — wrong type, `null`, invalid for its transform — is dropped and reported
/// at its own path (`posts[1]`). Put a ``RecoveryReport`` in the decoder's
/// `userInfo[.recoveryReport]` to collect the drops of a whole decode.
///
/// To code each element with a catalogue wrapper, name it in ``Lossy``:
/// `@Lossy<URLString<URL>>.Array var links: [URL]`.
///
/// - Note: Wire format: a plain array of the surviving elements, each as `Element` encodes it.
public typealias LossyArray<Element: Codable> = Lossy<PlainCoding<Element>>.Array

extension Lossy {
  /// A property wrapper for an array whose elements are coded by `Coding`, dropping and
  /// reporting the elements it cannot decode.
  ///
  /// The plain form is ``LossyArray``; this one takes any `ContainerCodable` wrapper, such as a catalogue
  /// wrapper:
  ///
  /// ```swift
  /// struct Bookmarks: Codable {
  ///     @Lossy<URLString<URL>>.Array var links: [URL]
  /// }
  ///
  /// // {"links": ["https://swift.org", "not a url", 42]}
  /// let bookmarks = try JSONDecoder().decode(Bookmarks.self, from: data)
  /// bookmarks.links                  // [https://swift.org]
  /// bookmarks.$links.errors.count    // 2: links[1] (dataCorrupted), links[2] (typeMismatch)
  /// ```
  ///
  /// Decoding never throws; see ``Lossy`` for what missing, `null` and invalid values give.
  /// Encoding writes the current ``wrappedValue`` as a plain array. The wrapper is `Sendable`,
  /// `Equatable` and `Hashable` when its elements are; equality and hashing use the elements
  /// only, not the errors in ``projectedValue``.
  ///
  /// - Note: Wire format: `[e1, e2, …]`, each element as `Coding` writes it.
  @propertyWrapper
  public struct Array {
    /// The elements that were decoded, in order; what is encoded.
    public var wrappedValue: [Coding.WrappedValue]

    @usableFromInline
    var dropped: _DroppedBesideValue<DroppedValues>

    /// The errors of the dropped elements: `$links.errors`.
    public var projectedValue: DroppedValues { dropped.record }

    /// Creates a wrapper holding elements, with nothing dropped.
    ///
    /// - Parameter wrappedValue: The elements.
    @inlinable
    public init(wrappedValue: [Coding.WrappedValue]) {
      self.wrappedValue = wrappedValue
      self.dropped = _DroppedBesideValue()
    }

    @inlinable
    init(wrappedValue: [Coding.WrappedValue], dropped: [RecoveryReport.Entry]) {
      self.wrappedValue = wrappedValue
      self.dropped = _DroppedBesideValue(errors: dropped)
    }

    /// Decodes every element, dropping the ones that fail and recording each drop in the
    /// decoder's report as it happens.
    @inlinable
    static func decodeElements(
      from elements: inout any UnkeyedDecodingContainer, in context: DecodingContext
    )
      -> (values: [Coding.WrappedValue], dropped: [RecoveryReport.Entry])
    {
      var values: [Coding.WrappedValue] = []
      if let count = elements.count { values.reserveCapacity(count) }
      var dropped: [RecoveryReport.Entry] = []
      var recorder = _DropRecorder()
      while !elements.isAtEnd {
        let index = elements.currentIndex
        do {
          values.append(try Coding(from: &elements, in: context).wrappedValue)
        } catch {
          dropped.append(_droppedEntry(error, in: elements, at: index))
          recorder.record(dropped[dropped.count - 1], in: context)
          if elements.currentIndex == index {
            // Skip over the element with a box that cannot throw; a coder that throws anyway and
            // does not advance stops the decoding rather than looping forever.
            do {
              _ = try elements.decode(_LossySkip.self)
            } catch {
              if elements.currentIndex == index {
                dropped.append(_stoppedEntry(error, in: elements, at: index))
                recorder.record(dropped[dropped.count - 1], in: context)
                break
              }
            }
          }
        }
      }
      return (values, dropped)
    }
  }
}

extension Lossy.Array: ContainerCodable {
  /// Decodes the array for `key`, dropping and reporting what fails; never throws.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) {
    var elements: any UnkeyedDecodingContainer
    do {
      elements = try container.nestedUnkeyedContainer(forKey: key)
    } catch {
      self.init(wrappedValue: [], dropped: _recover(from: error, in: container, forKey: key))
      return
    }
    let (values, dropped) = container._withDecodingContext(forKey: key) {
      Self.decodeElements(from: &elements, in: $0)
    }
    self.init(wrappedValue: values, dropped: dropped)
  }

  /// Encodes the elements as an array for `key`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent an element.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    if let plain = Coding.self as? any _PlainlyEncodedCoding.Type {
      // Plain values: the array itself, as a plain `[T]` property writes it.
      try container.encode(plain._encodableArray(wrappedValue), forKey: key)
      return
    }
    var elements: any UnkeyedEncodingContainer = container.nestedUnkeyedContainer(forKey: key)
    for value in wrappedValue {
      try Coding(wrappedValue: value).encode(to: &elements)
    }
  }

  /// Decodes the array outside a keyed container, dropping and reporting what fails; `null`
  /// decodes as `[]`; never throws.
  ///
  /// - Parameter decoder: The decoder to read from.
  @inlinable
  public init(from decoder: any Decoder) {
    var elements: any UnkeyedDecodingContainer
    do {
      elements = try decoder.unkeyedContainer()
    } catch {
      self.init(wrappedValue: [], dropped: _recover(from: error, in: decoder))
      return
    }
    let (values, dropped) = decoder._withDecodingContext {
      Self.decodeElements(from: &elements, in: $0)
    }
    self.init(wrappedValue: values, dropped: dropped)
  }

  /// Encodes the elements as an array.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent an element.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var elements: any UnkeyedEncodingContainer = encoder.unkeyedContainer()
    for value in wrappedValue {
      try Coding(wrappedValue: value).encode(to: &elements)
    }
  }
}

extension Lossy.Array {
  /// The errors of the dropped elements, for a wrapper that holds this one:
  /// `@Lossy<C>.Array.Optional` (`OptionalCoded`) or `@DefaultCoded<P, Lossy<C>.Array>`.
  @inlinable
  public var droppedValues: DroppedValues { dropped.record }
}

extension Lossy.Array {
  /// The optional form: a missing key or `null` decodes as `nil`, `nil` leaves the key out, and
  /// a present value is decoded as the plain wrapper decodes it, drops and all.
  ///
  /// ```swift
  /// @LossyArray<Int>.Optional var ids: [Int]?
  /// ```
  ///
  /// - Note: Wire format: as the non-optional wrapper, or no key for `nil`.
  public typealias Optional = OptionalCoded<Self>
}

extension Lossy.Array: Sendable where Coding.WrappedValue: Sendable {}

// Synthesized: `_DroppedBesideValue` leaves what was dropped out of equality and hashing.

extension Lossy.Array: Equatable where Coding.WrappedValue: Equatable {}

extension Lossy.Array: Hashable where Coding.WrappedValue: Hashable {}

extension Lossy.Array: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
