/// What a lossy or lenient wrapper dropped while decoding: the projected value `$property`.
///
/// ```swift
/// struct Feed: Codable {
///     @LossyArray var posts: [Post]
/// }
///
/// let feed = try JSONDecoder().decode(Feed.self, from: data)
/// for entry in feed.$posts.errors {
///     print(entry)  // posts[1] (at posts[1].title): Expected to decode String but found number instead.
/// }
/// ```
///
/// The same entries go to the decoder's ``RecoveryReport`` when it has one. They describe the
/// decode that created the wrapper: mutating the wrapped value does not change them, and a
/// wrapper created in code has none.
///
/// - Note: Never encoded: a wrapper writes only its value.
public struct DroppedValues: Sendable, CustomStringConvertible {
  /// One entry per dropped or replaced value, with its coding path and error, in decoding order.
  @inlinable
  public var errors: [RecoveryReport.Entry] {
    get { storage ?? [] }
    set { storage = newValue.isEmpty ? nil : newValue }
  }

  // `nil` when nothing was dropped, the usual case: a wrapper copied with its model then copies
  // no array reference.
  @usableFromInline
  var storage: [RecoveryReport.Entry]?

  /// Creates an empty list: nothing dropped.
  ///
  /// ```swift
  /// let none = DroppedValues()
  /// ```
  @inlinable
  public init() {
    // Every wrapper created in code starts here, and so does each projected value of a default:
    // storing `nil` at once spares every model's accessors building and testing an empty array.
    self.storage = nil
  }

  /// Creates a list of dropped values.
  ///
  /// - Parameter errors: The entries, in decoding order.
  @inlinable
  public init(errors: [RecoveryReport.Entry]) {
    self.storage = errors.isEmpty ? nil : errors
  }

  /// One line per entry, or `nothing dropped`.
  public var description: String {
    errors.isEmpty ? "nothing dropped" : errors.map(\.description).joined(separator: "\n")
  }
}
