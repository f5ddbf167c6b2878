@_exported import CodableTransformsCore

/// The value a ``SnapshotEncoder`` writes for a `@ServerTimestamp` holding `nil`, and that a
/// ``SnapshotDecoder`` reads back as `nil`: a request for the store to fill in its own time.
///
/// The default is the Realtime Database's placeholder, `[".sv": "timestamp"]`. With Firebase's
/// Firestore SDK on Apple platforms, pass its sentinel:
///
/// ```swift
/// var encoder = SnapshotEncoder()
/// encoder.serverTimestampPlaceholder = .custom(
///     make: { FieldValue.serverTimestamp() },
///     matches: { $0 is FieldValue })
/// ```
///
/// - Note: Wire format: whatever ``make()`` returns, placed in the tree as is.
public struct ServerTimestampPlaceholder: Sendable {
  private let makeValue: @Sendable () -> Any
  private let matchesValue: @Sendable (Any) -> Bool

  /// The Realtime Database's placeholder, `[".sv": "timestamp"]`, which the server replaces with
  /// its time in milliseconds since 1970.
  public static let realtimeDatabase = ServerTimestampPlaceholder(
    make: { [".sv": "timestamp"] as [String: Any] },
    matches: { value in
      // Checked without converting `value`, which may be any tree value (see `isObject`).
      guard case .object(let object) = readTreeObject(value), object.count == 1,
        let marker = object[".sv"]
      else { return false }
      return treeString(marker) == "timestamp"
    })

  /// A placeholder of your own.
  ///
  /// - Parameters:
  ///   - make: Creates the value to put in the tree; called once per `nil` server timestamp.
  ///   - matches: Whether a value read from a tree is this placeholder, so that decoding gives
  ///     `nil` for it.
  /// - Returns: The placeholder.
  public static func custom(
    make: @escaping @Sendable () -> Any, matches: @escaping @Sendable (Any) -> Bool
  ) -> ServerTimestampPlaceholder {
    ServerTimestampPlaceholder(make: make, matches: matches)
  }

  private init(make: @escaping @Sendable () -> Any, matches: @escaping @Sendable (Any) -> Bool) {
    self.makeValue = make
    self.matchesValue = matches
  }

  /// A new placeholder value.
  ///
  /// - Returns: The value to put in the tree.
  public func make() -> Any { makeValue() }

  /// Whether a value from a tree is this placeholder.
  ///
  /// - Parameter value: A value from a tree.
  /// - Returns: `true` when it is the placeholder.
  public func matches(_ value: Any) -> Bool { matchesValue(value) }
}
