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
/// A context the library passes you is valid during the call it is passed to: read what you
/// need there, and keep what you read, never the context. It points to the decoder's containers
/// on the stack, which are gone when the call returns; in a debug build, a context used after
/// its call stops the program with a message that says so.
///
/// - Note: The compiler cannot refuse to let a context escape yet: Swift 6.3 refuses a
///   nonescapable (`~Escapable`) type's initializer without the experimental `Lifetimes`
///   feature, which a package that others depend on cannot enable. When a release of Swift
///   accepts it, `DecodingContext` becomes `~Escapable`, keeping one becomes a compile error,
///   and the debug-build check goes.
public struct DecodingContext {
  // The library hands a context to every element it decodes, so the type is kept trivial but for
  // one class reference, and an element's context is a copy of its array's with an index set:
  // its creation, copies and destruction cost what a few words do. With an existential stored
  // here, every copy, destruction and `switch` would go through value witnesses.

  /// Where the context reaches its decoder, and what `_pointer`, `_key` and `_access` hold.
  @usableFromInline
  enum _Source {
    /// The value at the key `_key` points to of the keyed container `_pointer` points to, both of
    /// which outlive this context; `_access` reads them with their types.
    case keyed
    /// The value the decoder `_pointer` points to, an `any Decoder` that outlives this context,
    /// is positioned at.
    case decoder
    /// The value the decoder in `_ownedDecoder` is positioned at.
    case ownedDecoder
    /// The value of the context `_pointer` points to, which outlives this one.
    case parent
    /// No decoder at hand.
    case detached
  }

  @usableFromInline let _source: _Source
  @usableFromInline let _pointer: UnsafeRawPointer?
  @usableFromInline let _key: UnsafeRawPointer?
  /// For `.keyed`, a `_KeyedDecodingContextAccess` type: a plain metatype is one word, and the
  /// cast is paid only when `userInfo` or `codingPath` is read.
  @usableFromInline let _access: Any.Type?
  /// The index of the element this context is for, of the unkeyed container whose own value
  /// `_source` describes; `-1` when the context is for that value itself.
  @usableFromInline let _elementIndex: Int
  /// For `.ownedDecoder`, the decoder as `AnyObject`: a class reference keeps the type
  /// loadable, and the cast back to `any Decoder` is paid only when `userInfo` or `codingPath`
  /// is read.
  @usableFromInline let _ownedDecoder: AnyObject?
  #if DEBUG
    /// The call the pointers are valid during, checked when the context is used.
    ///
    /// Only in a debug build: in a release build the context is exactly what it was without the
    /// check (an empty field and the calls that pass it on cost 3% of an array of a contextual
    /// transform's instructions, by the optimizer's choices they changed).
    @usableFromInline var _scope = _DecodingContextScope()
  #endif

  @inlinable
  init(
    _ source: _Source, pointer: UnsafeRawPointer? = nil, key: UnsafeRawPointer? = nil,
    access: Any.Type? = nil, elementIndex: Int = -1
  ) {
    _source = source
    _pointer = pointer
    _key = key
    _access = access
    _elementIndex = elementIndex
    _ownedDecoder = nil
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
  public init(_ decoder: any Decoder) {
    _source = .ownedDecoder
    _pointer = nil
    _key = nil
    _access = nil
    _elementIndex = -1
    // The context holds the decoder: it stays valid as long as the decoder does.
    _ownedDecoder = decoder as AnyObject
  }

  /// A context with no decoder: its ``userInfo`` is empty and its ``codingPath`` is `[]`.
  ///
  /// The library passes it where no decoder is at hand — the public `decode(using:)` of a
  /// single-value container; a value decoded in it cannot reach a ``RecoveryReport``.
  public static var detached: DecodingContext {
    DecodingContext(.detached)
  }

  /// The context `_pointer` points to.
  private var parent: DecodingContext {
    _pointer.unsafelyUnwrapped.assumingMemoryBound(to: DecodingContext.self).pointee
  }

  /// The type that reads the keyed container and key.
  private var keyedAccess: any _KeyedDecodingContextAccess.Type {
    // swift-format-ignore: NeverForceUnwrap
    // `.keyed` contexts are made with `_KeyedDecodingContext<Key>.self` only.
    _access as! any _KeyedDecodingContextAccess.Type
  }

  /// The decoder `_pointer` points to, or the owned one.
  private var decoder: (any Decoder)? {
    switch _source {
    case .decoder: _pointer.unsafelyUnwrapped.assumingMemoryBound(to: (any Decoder).self).pointee
    case .ownedDecoder: _ownedDecoder as? any Decoder
    default: nil
    }
  }

  /// The `userInfo` of the decoder that is decoding the value, or an empty dictionary when the
  /// coder cannot show it.
  public var userInfo: [CodingUserInfoKey: Any] {
    #if DEBUG
      _scope.checkOpen()
    #endif
    return switch _source {
    case .keyed:
      keyedAccess.userInfo(container: _pointer.unsafelyUnwrapped, key: _key.unsafelyUnwrapped)
    case .decoder, .ownedDecoder: decoder?.userInfo ?? [:]
    case .parent: parent.userInfo
    case .detached: [:]
    }
  }

  /// The coding path of the value being decoded.
  public var codingPath: [any CodingKey] {
    #if DEBUG
      _scope.checkOpen()
    #endif
    let path: [any CodingKey] =
      switch _source {
      case .keyed:
        keyedAccess.codingPath(container: _pointer.unsafelyUnwrapped, key: _key.unsafelyUnwrapped)
      case .decoder, .ownedDecoder: decoder?.codingPath ?? []
      case .parent: parent.codingPath
      case .detached: []
      }
    return _elementIndex < 0 ? path : path._appending(_CodingPathKey(index: _elementIndex))
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
  @inlinable @inline(__always)
  package func _withElementContext<Result>(
    at index: Int, _ body: (DecodingContext) throws -> Result
  ) rethrows -> Result {
    // The common case — the elements of a value at a key or of a decoder's value — is this
    // context with the index set.
    guard _elementIndex < 0, _source != .ownedDecoder else {
      return try _withPointerToCopy(elementAt: index, body)
    }
    var element = DecodingContext(
      _source, pointer: _pointer, key: _key, access: _access, elementIndex: index)
    #if DEBUG
      element._scope = _scope
    #endif
    return try body(element)
  }

  /// Calls `body` with the context of the element at `index`, which points to a copy of this
  /// context: an element of an element, or of an owned decoder's value.
  ///
  /// A pointer to a borrowed `self` may be to a temporary that does not outlive the call. Out of
  /// line, so that the element loops that hold the common case stay small enough to inline.
  @inlinable @inline(never)
  func _withPointerToCopy<Result>(
    elementAt index: Int, _ body: (DecodingContext) throws -> Result
  ) rethrows -> Result {
    var context = self
    #if DEBUG
      let scope = _DecodingContextScope.open()
      defer { scope.close() }
    #endif
    return try withUnsafePointer(to: &context) {
      var element = DecodingContext(.parent, pointer: UnsafeRawPointer($0), elementIndex: index)
      #if DEBUG
        element._scope = scope
      #endif
      return try body(element)
    }
  }
}

/// Reads the `userInfo` and coding path of the value at a key of a keyed container, given
/// pointers to the container and the key.
@usableFromInline
package protocol _KeyedDecodingContextAccess {
  /// The decoder's `userInfo`.
  static func userInfo(container: UnsafeRawPointer, key: UnsafeRawPointer)
    -> [CodingUserInfoKey: Any]
  /// The value's coding path.
  static func codingPath(container: UnsafeRawPointer, key: UnsafeRawPointer) -> [any CodingKey]
}

/// The access to a value stored for a key of a keyed container with keys `Key`.
///
/// The context borrows the container rather than copying it: `KeyedDecodingContainer` is a
/// resilient struct of the standard library, whose copy and destruction go through value
/// witnesses and a generic-metadata lookup — about a thousand instructions per property, more
/// than most conversions. Make one with `KeyedDecodingContainer._withDecodingContext(forKey:_:)`;
/// it is valid during that call only.
@usableFromInline
enum _KeyedDecodingContext<Key: CodingKey>: _KeyedDecodingContextAccess {
  @usableFromInline
  static func userInfo(container: UnsafeRawPointer, key: UnsafeRawPointer)
    -> [CodingUserInfoKey: Any]
  {
    container.assumingMemoryBound(to: KeyedDecodingContainer<Key>.self).pointee
      ._decoderUserInfo(forKey: key.assumingMemoryBound(to: Key.self).pointee)
  }

  @usableFromInline
  static func codingPath(container: UnsafeRawPointer, key: UnsafeRawPointer) -> [any CodingKey] {
    container.assumingMemoryBound(to: KeyedDecodingContainer<Key>.self).pointee.codingPath
      ._appending(key.assumingMemoryBound(to: Key.self).pointee)
  }
}

extension Decoder {
  /// Calls `body` with the context of the value this decoder is positioned at, which borrows the
  /// decoder for the duration of the call.
  @inlinable @inline(__always)
  package func _withDecodingContext<Result>(_ body: (DecodingContext) throws -> Result) rethrows
    -> Result
  {
    var decoder: any Decoder = self
    #if DEBUG
      let scope = _DecodingContextScope.open()
      defer { scope.close() }
    #endif
    return try withUnsafePointer(to: &decoder) {
      var context = DecodingContext(.decoder, pointer: UnsafeRawPointer($0))
      #if DEBUG
        context._scope = scope
      #endif
      return try body(context)
    }
  }
}

extension KeyedDecodingContainer {
  /// Calls `body` with the context of the value for `key`, which borrows this container and the
  /// key for the duration of the call.
  @inlinable @inline(__always)
  package func _withDecodingContext<Result>(
    forKey key: Key, _ body: (DecodingContext) throws -> Result
  ) rethrows -> Result {
    // `KeyedDecodingContainer` is resilient, so a borrowed `self` is already in memory; a key may
    // be loadable, and a pointer to it must be to a variable that outlives the call.
    var key = key
    #if DEBUG
      let scope = _DecodingContextScope.open()
      defer { scope.close() }
    #endif
    return try withUnsafePointer(to: self) { container in
      try withUnsafePointer(to: &key) { key in
        var context = DecodingContext(
          .keyed, pointer: UnsafeRawPointer(container), key: UnsafeRawPointer(key),
          access: _KeyedDecodingContext<Key>.self)
        #if DEBUG
          context._scope = scope
        #endif
        return try body(context)
      }
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
