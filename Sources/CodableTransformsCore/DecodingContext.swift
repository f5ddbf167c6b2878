/// Where a value is being decoded: the decoder's `userInfo` and the value's coding path, for a
/// ``ContextualCodingTransform`` or a ``ContainerCodable`` wrapper that needs them.
///
/// A transform reads its coding value from whatever container holds it — a keyed container, an
/// unkeyed one, a single-value decoder — and only a `Decoder` carries `userInfo`. The library
/// hands a context to ``ContextualCodingTransform/decode(_:in:)`` that reaches the decoder's
/// `userInfo` on demand, so that a transform can record what it recovered from in the decoder's
/// ``RecoveryReport`` without every value paying for it:
///
/// ```swift
/// enum LenientPercentTransform: ContextualCodingTransform {
///     static func decode(_ codingValue: Double, in context: DecodingContext) -> Double {
///         guard codingValue > 100 else { return codingValue }
///         context.recordRecovery(TransformError(rejecting: codingValue, expected: "a percentage"))
///         return 100
///     }
///     static func encode(_ value: Double) -> Double { value }
/// }
/// ```
///
/// Both members are computed when asked for: ``userInfo`` may need one nested decode of the
/// value's key (never a `superDecoder`), and ``codingPath`` builds an array. Ask only on the rare
/// path.
///
/// - Note: A context the library passes you is valid during the call it is passed to: read what
///   you need there, do not keep it.
public struct DecodingContext {
  /// Where the context reaches its decoder.
  @usableFromInline
  enum _Source {
    /// The value at a key of a keyed container.
    case keyed(any _KeyedDecodingContextSource)
    /// The value a decoder is positioned at.
    case decoder(any Decoder)
    /// An element of an unkeyed container whose own value has the context pointed to, which
    /// outlives this one.
    case element(UnsafePointer<DecodingContext>, index: Int)
    /// No decoder at hand.
    case detached
  }

  @usableFromInline
  let _source: _Source

  @inlinable
  init(_ source: _Source) {
    _source = source
  }

  /// The context of the value a decoder is positioned at.
  ///
  /// Use it in a ``ContainerCodable`` wrapper's `init(from:)` to hand a context on, for
  /// instance to the elements it reads from the decoder's unkeyed container:
  ///
  /// ```swift
  /// var elements = try decoder.unkeyedContainer()
  /// let first = try Coding(from: &elements, in: DecodingContext(decoder))
  /// ```
  ///
  /// - Parameter decoder: The decoder.
  @inlinable
  public init(_ decoder: any Decoder) {
    self.init(.decoder(decoder))
  }

  /// A context with no decoder: its ``userInfo`` is empty and its ``codingPath`` is `[]`.
  ///
  /// The library passes it where no decoder is at hand — the public `decode(using:)` of a
  /// single-value container; a value decoded in it cannot reach a ``RecoveryReport``.
  public static var detached: DecodingContext { DecodingContext(.detached) }

  /// The `userInfo` of the decoder that is decoding the value, or an empty dictionary when the
  /// coder cannot show it.
  public var userInfo: [CodingUserInfoKey: Any] {
    switch _source {
    case .keyed(let keyed): keyed.userInfo
    case .decoder(let decoder): decoder.userInfo
    case .element(let parent, _): parent.pointee.userInfo
    case .detached: [:]
    }
  }

  /// The coding path of the value being decoded.
  public var codingPath: [any CodingKey] {
    switch _source {
    case .keyed(let keyed): keyed.codingPath
    case .decoder(let decoder): decoder.codingPath
    case .element(let parent, let index): parent.pointee._elementCodingPath(index)
    case .detached: []
    }
  }

  /// The ``RecoveryReport`` in the decoder's `userInfo`, or `nil` when there is none.
  public var recoveryReport: RecoveryReport? {
    userInfo[.recoveryReport] as? RecoveryReport
  }

  /// Records that the value being decoded was replaced instead of failing, in the decoder's
  /// ``RecoveryReport`` if it has one.
  ///
  /// ```swift
  /// context.recordRecovery(UnknownRawValueError(rawValue: raw, of: Status.self, decodedAs: .unknown))
  /// ```
  ///
  /// - Parameter error: Why the value could not be decoded as it was.
  /// - Returns: The entry, at ``codingPath``.
  @discardableResult
  public func recordRecovery(_ error: any Error) -> RecoveryReport.Entry {
    let entry = RecoveryReport.Entry(error: error, codingPath: codingPath)
    recoveryReport?.record(contentsOf: CollectionOfOne(entry))
    return entry
  }

  /// The coding path of the element at `index` of the unkeyed container whose own value has
  /// this context.
  @usableFromInline
  package func _elementCodingPath(_ index: Int) -> [any CodingKey] {
    codingPath._appending(_CodingPathKey(index: index))
  }

  /// Calls `body` with the context of the element at `index` of the unkeyed container whose own
  /// value has this context; the element's context is valid during the call only.
  @inlinable
  package func _withElementContext<Result>(
    at index: Int, _ body: (DecodingContext) throws -> Result
  ) rethrows -> Result {
    try withUnsafePointer(to: self) { try body(DecodingContext(.element($0, index: index))) }
  }
}

/// The `userInfo` and coding path of the value at a key of a keyed container.
@usableFromInline
package protocol _KeyedDecodingContextSource {
  /// The decoder's `userInfo`.
  var userInfo: [CodingUserInfoKey: Any] { get }
  /// The value's coding path.
  var codingPath: [any CodingKey] { get }
}

/// The source of the context of a value stored for a key of a keyed container.
///
/// It borrows the container rather than copying it: `KeyedDecodingContainer` is a resilient
/// struct of the standard library, whose copy and destruction go through value witnesses and a
/// generic-metadata lookup — about a thousand instructions per property, more than most
/// conversions. Make one with `KeyedDecodingContainer._withDecodingContext(forKey:_:)`; it is
/// valid during that call only.
@usableFromInline
struct _KeyedDecodingContext<Key: CodingKey>: _KeyedDecodingContextSource {
  @usableFromInline let container: UnsafePointer<KeyedDecodingContainer<Key>>
  @usableFromInline let key: Key

  @inlinable
  init(_ container: UnsafePointer<KeyedDecodingContainer<Key>>, key: Key) {
    self.container = container
    self.key = key
  }

  @usableFromInline
  var userInfo: [CodingUserInfoKey: Any] {
    container.pointee._decoderUserInfo(forKey: key)
  }

  @usableFromInline
  var codingPath: [any CodingKey] { container.pointee.codingPath._appending(key) }
}

extension KeyedDecodingContainer {
  /// Calls `body` with the context of the value for `key`, which borrows this container for the
  /// duration of the call.
  @inlinable @inline(__always)
  package func _withDecodingContext<Result>(
    forKey key: Key, _ body: (DecodingContext) throws -> Result
  ) rethrows -> Result {
    try withUnsafePointer(to: self) {
      try body(DecodingContext(.keyed(_KeyedDecodingContext($0, key: key))))
    }
  }
}

/// A value whose decoding only captures the decoder's `userInfo`: decoded at a present key, it
/// reaches the decoder that a keyed container hides, with the coder's ordinary nested decode.
@usableFromInline
struct _UserInfoProbe: Decodable {
  @usableFromInline let userInfo: [CodingUserInfoKey: Any]

  @usableFromInline
  init(from decoder: any Decoder) {
    userInfo = decoder.userInfo
  }
}

extension KeyedDecodingContainer {
  /// The `userInfo` of the decoder behind this container.
  ///
  /// A keyed container does not show its decoder. Decoding a value at a key that is present
  /// reaches it through the coder's ordinary nested decode; `superDecoder(forKey:)` is the last
  /// resort, for an object with no key at all, because Foundation's coders make it expensive
  /// (`JSONDecoder` formats a `keyNotFound` message for a missing key, and `PropertyListDecoder`
  /// re-reads the whole top-level value for every super decoder, which makes decoding a list
  /// quadratic).
  ///
  /// - Parameter key: The key to decode at when it is present; otherwise another key of the
  ///   object is used.
  /// - Returns: The decoder's `userInfo`, or an empty dictionary when the coder refuses.
  @usableFromInline
  package func _decoderUserInfo(forKey key: Key) -> [CodingUserInfoKey: Any] {
    contains(key) ? _decoderUserInfo(atPresentKey: key) : _decoderUserInfo(withoutKey: key)
  }

  /// The `userInfo` of the decoder behind this container, which contains `key`: a probe decoded
  /// at the key, which reads nothing of its value.
  ///
  /// - Parameter key: A key the container contains.
  /// - Returns: The decoder's `userInfo`, or an empty dictionary when the coder refuses.
  @usableFromInline
  package func _decoderUserInfo(atPresentKey key: Key) -> [CodingUserInfoKey: Any] {
    if let probe = try? decode(_UserInfoProbe.self, forKey: key) { return probe.userInfo }
    return _decoderUserInfo(withoutKey: key)
  }

  /// The `userInfo` of the decoder behind this container, which does not contain `key`.
  ///
  /// The probe is decoded at a key the object has. Finding one with `allKeys` builds an array of
  /// every key, through generic code that looks up metadata for each (about half the cost of a
  /// small document with `JSONDecoder`), so the key found is remembered for the container's key
  /// type: the next object of the same type, which almost always has it too, is probed there.
  ///
  /// - Parameter key: A key the container does not contain, for `superDecoder(forKey:)` when the
  ///   object has no key at all.
  /// - Returns: The decoder's `userInfo`, or an empty dictionary when the coder refuses.
  @usableFromInline
  package func _decoderUserInfo(withoutKey key: Key) -> [CodingUserInfoKey: Any] {
    if let remembered = _PresentKeys.remembered(for: Key.self),
      let known = Key(stringValue: remembered), contains(known),
      let probe = try? decode(_UserInfoProbe.self, forKey: known)
    {
      return probe.userInfo
    }
    if let present = allKeys.first, let probe = try? decode(_UserInfoProbe.self, forKey: present) {
      _PresentKeys.remember(present.stringValue, for: Key.self)
      return probe.userInfo
    }
    return (try? superDecoder(forKey: key))?.userInfo ?? [:]
  }
}

/// For each coding-key type, the key at which a `userInfo` probe last found a value.
enum _PresentKeys {
  private static let keys = Locked<[ObjectIdentifier: String]>([:])

  static func remembered(for type: any CodingKey.Type) -> String? {
    keys.withLock { $0[ObjectIdentifier(type)] }
  }

  static func remember(_ key: String, for type: any CodingKey.Type) {
    keys.withLock { $0[ObjectIdentifier(type)] = key }
  }
}

extension [any CodingKey] {
  /// The path with `key` appended, with room for two more keys: one allocation for a path that
  /// grows by a key and an element's index, where `path + [key]` makes two for each.
  @usableFromInline
  package func _appending(_ key: any CodingKey) -> [any CodingKey] {
    var path: [any CodingKey] = []
    path.reserveCapacity(count + 3)
    path.append(contentsOf: self)
    path.append(key)
    return path
  }
}
