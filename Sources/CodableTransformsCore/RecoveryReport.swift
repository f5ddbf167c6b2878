/// A record of every value that decoding recovered from — dropped or replaced instead of
/// failing — with its coding path and error.
///
/// Lossy wrappers (`@LossyArray`, `@LossyDictionary`, `@LossyOptional`) drop what they cannot
/// decode; lenient defaults (`@Default<P>.Lenient`) and unknown enum cases
/// (`@UnknownCaseFallback`) replace it. Each wrapper with a projected value lists its own drops
/// there (`$items.errors`); to collect every recovery of a whole decode, put a report in the
/// decoder's `userInfo`:
///
/// ```swift
/// let report = RecoveryReport()
/// let decoder = JSONDecoder()
/// decoder.userInfo[.recoveryReport] = report
/// let feed = try decoder.decode(Feed.self, from: data)
/// for entry in report.entries {
///     print(entry)  // posts[1] (at posts[1].title): Expected to decode String but found number instead.
/// }
/// ```
///
/// A report is a reference type that is safe to share: it is `Sendable`, guards its entries with
/// a lock, and is active in release builds. One report can collect the drops of many decodes,
/// also concurrent ones; call ``removeAll()`` to start over.
///
/// Wrappers of other modules record their own recoveries with `Decoder.recordRecovery(_:)`,
/// `KeyedDecodingContainer.recordRecovery(_:forKey:)` and, in a ``CodingTransform``,
/// ``DecodingContext/recordRecovery(_:)``; each returns the ``Entry`` for the wrapper's projected
/// value. None of them uses `superDecoder`: reaching the report costs at most one nested decode of
/// a present key, and nothing when there is nothing to record.
///
/// - Note: Nothing is written on the wire: the report only observes decoding. Missing keys and
///   `null`s that a wrapper's rules turn into an empty or default value are not drops and are not
///   recorded.
public final class RecoveryReport: Sendable, CustomStringConvertible {
  private let storage = Locked<[Entry]>([])

  /// Creates an empty report.
  ///
  /// ```swift
  /// decoder.userInfo[.recoveryReport] = RecoveryReport()
  /// ```
  public init() {}

  /// Every recorded entry, in the order they were recorded.
  ///
  /// The library's wrappers record each recovery when it happens, so the entries of a decode
  /// are in decoding order: the drop of `items[0]` before the drops nested in `items[1]`.
  ///
  /// ```swift
  /// let paths = report.entries.map(\.codingPath)
  /// ```
  public var entries: [Entry] {
    storage.withLock { $0 }
  }

  /// Records that the value at `codingPath` was dropped or replaced because of `error`.
  ///
  /// ```swift
  /// report.record(error, at: decoder.codingPath)
  /// ```
  ///
  /// - Parameters:
  ///   - error: Why the value could not be decoded.
  ///   - codingPath: The path of the dropped or replaced value.
  /// - Returns: The recorded entry.
  @discardableResult
  public func record(_ error: any Error, at codingPath: [any CodingKey]) -> Entry {
    let entry = Entry(error: error, codingPath: codingPath)
    record(contentsOf: CollectionOfOne(entry))
    return entry
  }

  /// Records entries, in order, under one lock.
  ///
  /// ```swift
  /// report.record(contentsOf: $items.errors)
  /// ```
  ///
  /// - Parameter newEntries: The entries to add.
  public func record(contentsOf newEntries: some Sequence<Entry>) {
    if let attempt = _TentativeRecording.current?.attempt(recordingInto: self) {
      attempt.entries.withLock { $0.append(contentsOf: newEntries) }
      return
    }
    storage.withLock { $0.append(contentsOf: newEntries) }
  }

  /// Removes every entry and returns them.
  ///
  /// ```swift
  /// let drops = report.removeAll()
  /// ```
  ///
  /// - Returns: The entries the report held.
  @discardableResult
  public func removeAll() -> [Entry] {
    storage.withLock { entries in
      defer { entries.removeAll() }
      return entries
    }
  }

  /// The entries, one per line.
  ///
  /// A line reads `posts[1] (at posts[1].title): Expected to decode String but found number
  /// instead.`: the recovered value, where the error is, and its message.
  public var description: String {
    let entries = self.entries
    guard !entries.isEmpty else { return "RecoveryReport: nothing dropped or replaced" }
    return entries.map(\.description).joined(separator: "\n")
  }
}

extension RecoveryReport {
  /// Runs `body` as an attempt that may be abandoned: what it records in this report is kept
  /// apart until `body` returns, then recorded; if `body` throws, it is discarded.
  ///
  /// A decoder that tries several ways to read one value — the variants of an untagged value —
  /// runs each in an attempt, so that the recoveries of a way that failed (the drops of a lossy
  /// array inside a variant that then failed on another property) do not describe the value
  /// that was decoded. Recording follows the current task or thread: decodes running elsewhere
  /// at the same time, sharing the report, record as usual. Attempts nest.
  @usableFromInline
  package func _recordingTentatively<Result>(_ body: () throws -> Result) rethrows -> Result {
    let attempt = _TentativeRecording.Attempt(report: self, enclosing: _TentativeRecording.current)
    let result = try _TentativeRecording.$current.withValue(attempt, operation: body)
    record(contentsOf: attempt.entries.withLock { $0 })
    return result
  }
}

/// The attempts of ``RecoveryReport/_recordingTentatively(_:)`` open on the current task or
/// thread.
enum _TentativeRecording {
  /// The innermost open attempt, or `nil`.
  @TaskLocal static var current: Attempt?

  /// An open attempt: the report it holds entries back from, what it holds, and the attempt it
  /// runs in.
  final class Attempt: Sendable {
    let report: RecoveryReport
    let entries = Locked<[RecoveryReport.Entry]>([])
    let enclosing: Attempt?

    init(report: RecoveryReport, enclosing: Attempt?) {
      self.report = report
      self.enclosing = enclosing
    }

    /// The innermost attempt, this one or an enclosing one, that holds entries back from
    /// `report`.
    func attempt(recordingInto report: RecoveryReport) -> Attempt? {
      var attempt: Attempt? = self
      while let current = attempt {
        if current.report === report { return current }
        attempt = current.enclosing
      }
      return nil
    }
  }
}

extension RecoveryReport {
  /// A value that decoding dropped or replaced: where it was, and why it could not be decoded.
  ///
  /// ```swift
  /// for entry in report.entries {
  ///     print(entry.codingPath.map(\.stringValue), entry.error)
  /// }
  /// ```
  ///
  /// - Note: ``codingPath`` is the path of the dropped value itself (`posts[1]`); the
  ///   ``error``'s own path may go deeper (`posts[1].title`).
  public struct Entry: Sendable, CustomStringConvertible {
    /// Why the value could not be decoded: a `DecodingError` whose own coding path ends at the
    /// offending value (`posts[1].title`) or at the dropped value itself.
    public let error: any Error

    private let path: [_CodingPathKey]

    /// Creates an entry.
    ///
    /// ```swift
    /// let entry = RecoveryReport.Entry(error: error, codingPath: decoder.codingPath)
    /// ```
    ///
    /// - Parameters:
    ///   - error: Why the value could not be decoded. A `DecodingError` is kept, and gets
    ///     `codingPath` if it has no path of its own; any other error — such as the internal
    ///     error Foundation's `JSONDecoder` throws for a number that does not fit — becomes
    ///     `DecodingError.dataCorrupted` at `codingPath`, with the error as `underlyingError`.
    ///   - codingPath: The path of the dropped or replaced value; each key's `stringValue` and
    ///     `intValue` are kept.
    public init(error: any Error, codingPath: [any CodingKey]) {
      self.error = DecodingError._located(error, at: codingPath)
      self.path = codingPath.map(_CodingPathKey.init(copying:))
    }

    /// The path of the dropped or replaced value, from the top of the decoded value.
    ///
    /// The keys are copies that keep `stringValue` and `intValue`, so that an entry can be
    /// `Sendable`; they are not the coder's or the model's own key types.
    public var codingPath: [any CodingKey] {
      path
    }

    /// The path as text: `posts[1]`.
    public var codingPathDescription: String {
      codingPath._pathDescription
    }

    /// `path: message`, with the `DecodingError`'s description as the message.
    ///
    /// When the error happened deeper than the recovered value, its full path follows the
    /// value's: `posts[1] (at posts[1].title): Expected to decode String but found number
    /// instead.`
    public var description: String {
      let message: String
      let errorPath: [any CodingKey]
      switch error {
      case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
        DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
        message = context.debugDescription
        errorPath = context.codingPath
      default:
        message = String(describing: error)
        errorPath = []
      }
      let path = codingPathDescription
      let fullPath = errorPath._pathDescription
      let at = fullPath.isEmpty || fullPath == path ? "" : " (at \(fullPath))"
      return "\(path.isEmpty ? "(top level)" : path)\(at): \(message)"
    }

  }
}

extension [any CodingKey] {
  /// The path as the library's messages write it, `posts[1].title`: each index in brackets, keys
  /// joined by dots.
  package var _pathDescription: String {
    reduce(into: "") { text, key in
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
  }
}

extension CodingUserInfoKey {
  /// The `userInfo` key under which a decoder carries a ``RecoveryReport``.
  ///
  /// ```swift
  /// let report = RecoveryReport()
  /// decoder.userInfo[.recoveryReport] = report
  /// ```
  public static let recoveryReport: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "swift-codable-transforms.recoveryReport")
    else { preconditionFailure("CodingUserInfoKey refused a non-empty raw value") }
    return key
  }()
}

extension Decoder {
  /// The ``RecoveryReport`` in this decoder's `userInfo`, or `nil` when there is none.
  ///
  /// ```swift
  /// decoder.recoveryReport?.record(error, at: decoder.codingPath)
  /// ```
  public var recoveryReport: RecoveryReport? {
    userInfo[.recoveryReport] as? RecoveryReport
  }

  /// Records that the value this decoder is positioned at was dropped or replaced, in the
  /// decoder's report if it has one.
  ///
  /// A wrapper that recovers from an error calls this so that the error is never lost, and keeps
  /// the returned entry for its projected value:
  ///
  /// ```swift
  /// do {
  ///     wrappedValue = try decoder.singleValueContainer().decode(Value.self)
  /// } catch {
  ///     wrappedValue = fallback
  ///     dropped = DroppedValues(errors: [decoder.recordRecovery(error)])
  /// }
  /// ```
  ///
  /// - Parameter error: Why the value could not be decoded.
  /// - Returns: The entry, at this decoder's `codingPath`.
  @discardableResult
  public func recordRecovery(_ error: any Error) -> RecoveryReport.Entry {
    _withDecodingContext { $0.recordRecovery(error) }
  }
}

extension KeyedDecodingContainer {
  /// The ``RecoveryReport`` of the decoder that made this container, or `nil` when there is none.
  ///
  /// A keyed container does not show its decoder's `userInfo`; this reaches it with one nested
  /// decode of `key` when the key is present (of another key otherwise), never with a per-value
  /// `superDecoder`. Ask only when there is something to record.
  ///
  /// ```swift
  /// container.recoveryReport(forKey: key)?.record(contentsOf: dropped)
  /// ```
  ///
  /// - Parameter key: A key of this container, usually the property's.
  /// - Returns: The report, or `nil`.
  public func recoveryReport(forKey key: Key) -> RecoveryReport? {
    _withDecodingContext(forKey: key) { $0.recoveryReport }
  }

  /// Records that the value for `key` was dropped or replaced, in the decoder's report if it has
  /// one.
  ///
  /// ```swift
  /// do {
  ///     wrappedValue = try container.decodeIfPresent(Value.self, forKey: key)
  /// } catch {
  ///     wrappedValue = nil
  ///     dropped = DroppedValues(errors: [container.recordRecovery(error, forKey: key)])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - error: Why the value could not be decoded.
  ///   - key: The value's key.
  /// - Returns: The entry, at `codingPath + [key]`.
  @discardableResult
  public func recordRecovery(_ error: any Error, forKey key: Key) -> RecoveryReport.Entry {
    _withDecodingContext(forKey: key) { $0.recordRecovery(error) }
  }
}
