/// Where a value is being decoded: the decoder's `userInfo` and the value's coding path, for a
/// ``CodingTransform`` that needs them.
///
/// A transform reads its coding value from whatever container holds it — a keyed container, an
/// unkeyed one, a single-value decoder — and only a `Decoder` carries `userInfo`. The library
/// passes a context to ``CodingTransform/decode(_:in:)`` that reaches the decoder's `userInfo` on
/// demand, so that a transform can record what it recovered from in the decoder's
/// ``RecoveryReport`` without every value paying for it:
///
/// ```swift
/// enum LenientPercentTransform: CodingTransform {
///     static var readsDecodingContext: Bool { true }
///     static func decode(_ codingValue: Double) throws -> Double { codingValue }
///     static func decode(_ codingValue: Double, in context: some DecodingContext) throws -> Double {
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
/// - Note: Contexts are created by the library; you do not conform to this protocol. A context
///   is valid during the call it is passed to: read what you need there, do not keep it.
public protocol DecodingContext {
  /// The `userInfo` of the decoder that is decoding the value, or an empty dictionary when the
  /// coder cannot show it.
  var userInfo: [CodingUserInfoKey: Any] { get }

  /// The coding path of the value being decoded.
  var codingPath: [any CodingKey] { get }
}

extension DecodingContext {
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
}

/// The context of a value stored for a present key of a keyed container.
///
/// It borrows the container rather than copying it: `KeyedDecodingContainer` is a resilient
/// struct of the standard library, whose copy and destruction go through value witnesses and a
/// generic-metadata lookup — about a thousand instructions per property, more than most
/// conversions. Make one with `KeyedDecodingContainer._withDecodingContext(forKey:_:)`; it is
/// valid during that call only.
@usableFromInline
package struct _KeyedDecodingContext<Key: CodingKey>: DecodingContext {
  @usableFromInline package let container: UnsafePointer<KeyedDecodingContainer<Key>>
  @usableFromInline package let key: Key

  @inlinable
  init(_ container: UnsafePointer<KeyedDecodingContainer<Key>>, key: Key) {
    self.container = container
    self.key = key
  }

  @usableFromInline
  package var userInfo: [CodingUserInfoKey: Any] {
    container.pointee._decoderUserInfo(forKey: key)
  }

  @usableFromInline
  package var codingPath: [any CodingKey] { container.pointee.codingPath._appending(key) }
}

extension KeyedDecodingContainer {
  /// Calls `body` with the context of the value for `key`, which borrows this container for the
  /// duration of the call.
  @inlinable @inline(__always)
  package func _withDecodingContext<Result>(
    forKey key: Key, _ body: (_KeyedDecodingContext<Key>) throws -> Result
  ) rethrows -> Result {
    try withUnsafePointer(to: self) { try body(_KeyedDecodingContext($0, key: key)) }
  }
}

/// The context of the value a decoder is positioned at.
@usableFromInline
package struct _DecoderContext: DecodingContext {
  @usableFromInline package let decoder: any Decoder

  @inlinable
  package init(_ decoder: any Decoder) {
    self.decoder = decoder
  }

  @usableFromInline
  package var userInfo: [CodingUserInfoKey: Any] { decoder.userInfo }

  @usableFromInline
  package var codingPath: [any CodingKey] { decoder.codingPath }
}

/// The context of an element of an unkeyed container, from the context of the container itself.
@usableFromInline
package struct _ElementDecodingContext<Parent: DecodingContext>: DecodingContext {
  @usableFromInline package let parent: Parent
  @usableFromInline package let index: Int

  @inlinable
  package init(_ parent: Parent, index: Int) {
    self.parent = parent
    self.index = index
  }

  @usableFromInline
  package var userInfo: [CodingUserInfoKey: Any] { parent.userInfo }

  @usableFromInline
  package var codingPath: [any CodingKey] {
    parent.codingPath._appending(_CodingPathKey(index: index))
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
