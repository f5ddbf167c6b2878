/// The type of a ``ContainerCodable`` value's ``ContainerCodable/droppedValues``: ``DroppedValues``
/// for a value that can drop or replace parts of what it decodes, ``NothingDropped`` for one that
/// decodes whole or throws.
///
/// A wrapper that holds another value — ``OptionalCoded``, `DefaultCoded` — stores that value's
/// record beside its own value, exactly as the value returned it: what a holder lists in its
/// projected value is what its value dropped, and a holder of a value that never drops stores
/// nothing more than the value.
///
/// ```swift
/// struct Inbox: Codable {
///     @LossyArray<Int>.Optional var ids: [Int]?   // keeps DroppedValues beside the array
///     @OneOrMany<String>.Optional var to: [String]?   // keeps nothing beside the array
/// }
/// ```
///
/// The library's two types are the only ones it needs; conform another type only if it keeps
/// every error it is given.
///
/// - Note: Never encoded.
public protocol DroppedValuesRecord: Sendable {
  /// An empty record: nothing dropped.
  init()

  /// One entry per dropped or replaced value, in decoding order.
  var errors: [RecoveryReport.Entry] { get }
}

extension DroppedValues: DroppedValuesRecord {}

/// The ``ContainerCodable/droppedValues`` of a value that decodes whole or throws: always empty,
/// and stored in no memory at all.
///
/// It is the default type of ``ContainerCodable/droppedValues``: a wrapper that never drops a
/// value declares nothing, and a wrapper holding it — `@Default<P>`, `W.Optional` — stores its
/// value alone.
///
/// ```swift
/// let none = PlainCoding(wrappedValue: 42).droppedValues   // NothingDropped()
/// none.errors                                                // []
/// ```
///
/// - Note: Never encoded.
public struct NothingDropped: DroppedValuesRecord, Hashable, CustomStringConvertible {
  /// The empty record.
  ///
  /// ```swift
  /// let none = NothingDropped()
  /// ```
  @inlinable
  public init() {}

  /// None.
  @inlinable
  public var errors: [RecoveryReport.Entry] { [] }

  /// `nothing dropped`.
  public var description: String { "nothing dropped" }
}

/// What a wrapper dropped while decoding, stored beside its value: the one place where the
/// library's wrappers that keep drops say that equality and hashing ignore them.
///
/// Each such wrapper stores its `wrappedValue` and one of these, and gets `==` and
/// `hash(into:)` synthesized: two wrappers holding equal values are equal whatever their decodes
/// dropped, as a decoded model equals one built in code with the same values. The value stays a
/// stored property of the wrapper, so that a model's accessors reach it directly.
@usableFromInline
package struct _DroppedBesideValue<Record: DroppedValuesRecord>: Hashable, Sendable {
  /// What was dropped, as the wrapper's coding recorded it.
  @usableFromInline
  package var record: Record

  /// Nothing dropped.
  @inlinable
  package init() {
    record = Record()
  }

  /// What a coding dropped.
  @inlinable
  package init(_ record: Record) {
    self.record = record
  }

  /// Always `true`: what was dropped is not part of a wrapper's value.
  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Hashes nothing, for the same reason.
  @inlinable
  package func hash(into hasher: inout Hasher) {}

  /// The record as ``DroppedValues``, the type of every projected value.
  @inlinable
  package var droppedValues: DroppedValues {
    // Folds away once specialized: the record is `DroppedValues` or `NothingDropped`, and an
    // empty list is made without building an array.
    if Record.self == DroppedValues.self { return unsafeBitCast(record, to: DroppedValues.self) }
    if Record.self == NothingDropped.self { return DroppedValues() }
    return DroppedValues(errors: record.errors)
  }
}

extension _DroppedBesideValue where Record == DroppedValues {
  /// The errors of what a wrapper dropped itself.
  @inlinable
  package init(errors: [RecoveryReport.Entry]) {
    record = DroppedValues(errors: errors)
  }
}
