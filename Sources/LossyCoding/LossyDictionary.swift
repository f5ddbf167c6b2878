@_exported import CodableTransformsCore

// `CodingKeyRepresentable`, which converts the keys, is in the standard library of macOS 12.3,
// iOS 15.4, tvOS 15.4 and watchOS 8.5. The lossy dictionary and its extensions are
// available from those releases.

/// A property wrapper for a dictionary that drops the entries it cannot decode, and reports
/// each.
///
/// ```swift
/// struct Inventory: Codable {
///     @LossyDictionary var stock: [String: Int]
/// }
///
/// // {"stock": {"apples": 3, "pears": "many", "plums": null}}
/// let inventory = try JSONDecoder().decode(Inventory.self, from: data)
/// inventory.stock            // ["apples": 3]
/// inventory.$stock.errors    // stock.pears (typeMismatch), stock.plums (valueNotFound)
/// ```
///
/// Keys may be `String`, `Int` or any `CodingKeyRepresentable` type, such as an enum with raw
/// values. A key that does not convert (`"abc"` for an `Int` key, an unknown case) drops its
/// entry and is reported as `dataCorrupted` quoting the key — where Foundation's own
/// `[Int: T]` decoding fails the whole dictionary. Keys are never changed by a key strategy
/// such as `convertFromSnakeCase`, on decode or encode. A missing key and `null` decode as
/// `[:]`; a value that is not an object decodes as `[:]` and is reported.
///
/// To code each value with a catalogue wrapper, name it in ``Lossy``:
/// `@Lossy<StringCodedTimeZone<TimeZone>>.Dictionary var offices: [String: TimeZone]`.
///
/// - Note: Wire format: an object whose keys are the keys' `codingKey.stringValue` (`"1"` for
///   the `Int` key `1`) and whose values are the surviving values, each as `Value` encodes it.
@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
public typealias LossyDictionary<Key: Hashable & CodingKeyRepresentable, Value: Codable> =
  Lossy<PlainCoding<Value>>.Dictionary<Key>

extension Lossy {
  /// A property wrapper for a dictionary whose values are coded by `Coding`, dropping and
  /// reporting the entries it cannot decode.
  ///
  /// The plain form is ``LossyDictionary``; this one takes any `ContainerCodable` wrapper, such as a catalogue
  /// wrapper. The key type is inferred from the property:
  ///
  /// ```swift
  /// struct Company: Codable {
  ///     @Lossy<StringCodedTimeZone<TimeZone>>.Dictionary var offices: [String: TimeZone]
  /// }
  ///
  /// // {"offices": {"Paris": "Europe/Paris", "Base": "Mars/Olympus"}}
  /// let company = try JSONDecoder().decode(Company.self, from: data)
  /// company.offices.keys           // ["Paris"]
  /// company.$offices.errors        // offices.Base: Unknown time zone identifier 'Mars/Olympus'; …
  /// ```
  ///
  /// Decoding never throws; see ``LossyDictionary`` for keys and ``Lossy`` for what missing,
  /// `null` and invalid values give. The projected value lists the errors of dropped entries in
  /// key order; the decoder's ``RecoveryReport`` lists them in decoding order.
  /// Equality and hashing use the entries only, not the errors in ``projectedValue``.
  ///
  /// - Note: Wire format: `{"key": value, …}`, each value as `Coding` writes it, keys as their
  ///   `codingKey.stringValue`, never converted by a key strategy.
  @propertyWrapper
  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  public struct Dictionary<Key: Hashable & CodingKeyRepresentable> {
    /// The entries that were decoded; what is encoded.
    public var wrappedValue: [Key: Coding.WrappedValue]

    @usableFromInline
    var dropped: _DroppedBesideValue<DroppedValues>

    /// The errors of the dropped entries: `$offices.errors`.
    public var projectedValue: DroppedValues { dropped.record }

    /// Creates a wrapper holding entries, with nothing dropped.
    ///
    /// - Parameter wrappedValue: The entries.
    @inlinable
    public init(wrappedValue: [Key: Coding.WrappedValue]) {
      self.wrappedValue = wrappedValue
      self.dropped = _DroppedBesideValue()
    }

    @inlinable
    init(wrappedValue: [Key: Coding.WrappedValue], dropped: [RecoveryReport.Entry]) {
      self.wrappedValue = wrappedValue
      self.dropped = _DroppedBesideValue(errors: dropped)
    }

    /// Converts the decoded string-keyed elements, dropping bad keys and bad values.
    ///
    /// The dictionary is read as `[String: _LossyElement]` so that the coder treats it as a plain
    /// string-keyed dictionary: a key strategy leaves its keys alone, and Foundation's
    /// all-or-nothing key conversion is replaced by a per-entry one.
    ///
    /// A dropped value was recorded in the decoder's report while the coder decoded it; a key
    /// that does not convert is recorded in `report` here.
    @inlinable
    init(
      elements: [String: _LossyElement<Coding>], codingPath: @autoclosure () -> [any CodingKey],
      report: @autoclosure () -> RecoveryReport?
    ) {
      if Key.self == String.self, elements.values.allSatisfy(\.isDecoded) {
        // Nothing dropped and nothing to convert: the values move into a dictionary of the same
        // layout (`mapValues`), and no key is hashed a second time. `Key` is `String`, so the
        // cast changes no bit.
        let values = elements.mapValues(\.decodedValue)
        self.init(
          wrappedValue: unsafeBitCast(values, to: [Key: Coding.WrappedValue].self), dropped: [])
        return
      }
      var values: [Key: Coding.WrappedValue] = [:]
      values.reserveCapacity(elements.count)
      var dropped: [RecoveryReport.Entry] = []
      for (string, element) in elements {
        guard let key = _DictionaryKey.convert(string, to: Key.self) else {
          let entry = _DictionaryKey.conversionFailure(string, Key.self, at: codingPath())
          report()?.record(contentsOf: CollectionOfOne(entry))
          dropped.append(entry)
          continue
        }
        switch element {
        case .decoded(let value): values[key] = value
        case .dropped(let entry): dropped.append(entry)
        }
      }
      if dropped.count > 1 { dropped = _DictionaryKey.sortedByKey(dropped) }
      self.init(wrappedValue: values, dropped: dropped)
    }

    /// The entries with their keys as strings: the dictionary itself when its keys are strings
    /// and `Coding` writes a value as the value itself (`PlainCoding`), else each value wrapped
    /// in `Coding`.
    ///
    /// Either way the coder sees a `[String: _]` dictionary, whose keys no key strategy converts.
    /// The dictionary itself saves a nested encoder per value.
    @inlinable
    var encodableElements: any Encodable {
      if Key.self == String.self, let plain = Coding.self as? any _PlainlyEncodedCoding.Type {
        return plain._encodableDictionary(wrappedValue)
      }
      return wrappedElements
    }

    /// The entries with their keys as strings, each value wrapped in `Coding`.
    @inlinable
    var wrappedElements: [String: Coding] {
      if Key.self == String.self {
        // The same layout, without hashing each key again; `Key` is `String`.
        return unsafeBitCast(wrappedValue, to: [String: Coding.WrappedValue].self)
          .mapValues(Coding.init(wrappedValue:))
      }
      var elements: [String: Coding] = [:]
      elements.reserveCapacity(wrappedValue.count)
      for (key, value) in wrappedValue {
        elements[key.codingKey.stringValue] = Coding(wrappedValue: value)
      }
      return elements
    }
  }
}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Lossy.Dictionary: ContainerCodable {
  /// Decodes the dictionary for `key`, dropping and reporting what fails; never throws.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) {
    let elements: [String: _LossyElement<Coding>]
    do {
      elements = try container.decode([String: _LossyElement<Coding>].self, forKey: key)
    } catch {
      self.init(wrappedValue: [:], dropped: _recover(from: error, in: container, forKey: key))
      return
    }
    self.init(
      elements: elements, codingPath: container.codingPath + [key],
      report: container.recoveryReport(forKey: key))
  }

  /// Encodes the entries as an object for `key`, keys unchanged.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent a value.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try container.encode(encodableElements, forKey: key)
  }

  /// Decodes the dictionary outside a keyed container, dropping and reporting what fails;
  /// `null` decodes as `[:]`; never throws.
  ///
  /// - Parameter decoder: The decoder to read from.
  @inlinable
  public init(from decoder: any Decoder) {
    let elements: [String: _LossyElement<Coding>]
    do {
      elements = try decoder.singleValueContainer().decode([String: _LossyElement<Coding>].self)
    } catch {
      self.init(wrappedValue: [:], dropped: _recover(from: error, in: decoder))
      return
    }
    self.init(
      elements: elements, codingPath: decoder.codingPath, report: decoder.recoveryReport)
  }

  /// Encodes the entries as an object, keys unchanged.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` when `Coding` cannot represent a value.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(encodableElements)
  }
}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Lossy.Dictionary {
  /// The errors of the dropped entries, for a wrapper that holds this one:
  /// `@Lossy<C>.Dictionary<K>.Optional` (`OptionalCoded`) or `@DefaultCoded<P, Lossy<C>.Dictionary<K>>`.
  @inlinable
  public var droppedValues: DroppedValues { dropped.record }
}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Lossy.Dictionary {
  /// The optional form: a missing key or `null` decodes as `nil`, `nil` leaves the key out, and
  /// a present value is decoded as the plain wrapper decodes it, drops and all.
  ///
  /// ```swift
  /// @LossyDictionary<String, Int>.Optional var counts: [String: Int]?
  /// ```
  ///
  /// - Note: Wire format: as the non-optional wrapper, or no key for `nil`.
  public typealias Optional = OptionalCoded<Self>
}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Lossy.Dictionary: Sendable where Key: Sendable, Coding.WrappedValue: Sendable {}

// Synthesized: `_DroppedBesideValue` leaves what was dropped out of equality and hashing.

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Lossy.Dictionary: Equatable where Coding.WrappedValue: Equatable {}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Lossy.Dictionary: Hashable where Coding.WrappedValue: Hashable {}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Lossy.Dictionary: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}

/// A dictionary key as the coder wrote it, converted to the property's key type.
@usableFromInline
struct _DictionaryKey: CodingKey {
  @usableFromInline let stringValue: String

  @usableFromInline
  init(stringValue: String) {
    self.stringValue = stringValue
  }

  @usableFromInline
  init?(intValue: Int) {
    self.stringValue = String(intValue)
  }

  /// The integer a key such as `"42"` spells, as Foundation's dictionary keys do.
  @usableFromInline
  var intValue: Int? { Int(stringValue) }

  /// `string` as a `Key`, or `nil` when it does not convert.
  @inlinable
  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  static func convert<Key: CodingKeyRepresentable>(_ string: String, to type: Key.Type) -> Key? {
    if let key = string as? Key { return key }
    return Key(codingKey: _DictionaryKey(stringValue: string))
  }

  /// The entry for a key that does not convert.
  @usableFromInline
  static func conversionFailure<Key>(
    _ string: String, _ type: Key.Type, at codingPath: [any CodingKey]
  ) -> RecoveryReport.Entry {
    let path = codingPath + [_CodingPathKey(stringValue: string)]
    let error = DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: path,
        debugDescription: "'\(string)' is not a dictionary key of type \(Key.self)"))
    return RecoveryReport.Entry(error: error, codingPath: path)
  }

  /// Entries in the order of their last path component, so that the errors of a dictionary
  /// are listed the same way every time.
  @usableFromInline
  static func sortedByKey(_ entries: [RecoveryReport.Entry]) -> [RecoveryReport.Entry] {
    entries.sorted {
      ($0.codingPath.last?.stringValue ?? "") < ($1.codingPath.last?.stringValue ?? "")
    }
  }
}
