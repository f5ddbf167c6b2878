/// How one value is coded, for wrappers that are generic over the coding of the values they hold.
///
/// The lossy and default wrappers decide what a missing key, `null` or an invalid value means;
/// *how* each value is read and written they leave to a `ValueCoding` type parameter. Every value
/// wrapper of the catalogue is one, and so is ``PlainCoding``, which codes a value with its own
/// `Codable` conformance:
///
/// ```swift
/// struct Profile: Codable {
///     @LossyArray var posts: [Post]                                      // Lossy<PlainCoding<Post>>.Array
///     @Lossy<URLString<URL>>.Array var links: [URL]                      // ["https://…", …]
///     @DefaultCoded<UTC, StringCodedTimeZone<TimeZone>> var zone: TimeZone  // "Europe/Paris"
/// }
/// ```
///
/// A conformer is a ``ContainerCodable`` wrapper around a ``Value``: the generic wrappers read and
/// write through its ``ContainerCodable`` methods, in place, without nested decoders.
///
/// A coding that drops or replaces values while decoding — a lossy collection — says so in
/// ``droppedValues``; the generic wrappers hand it on as their own projected value, so that
/// `@LossyArray<Post>.Optional var posts: [Post]?` still lists its drops in
/// `$posts.errors`.
///
/// - Note: The wire format is the conformer's: ``PlainCoding`` writes what the value's own
///   `encode(to:)` writes; ``TransformCoded`` writes its transform's coding value.
public protocol ValueCoding: ContainerCodable {
  /// The type of the value this coding reads and writes.
  associatedtype Value

  /// Wraps a value to encode it.
  ///
  /// - Parameter wrappedValue: The value.
  init(wrappedValue: Value)

  /// The value.
  var wrappedValue: Value { get }

  /// What decoding this value dropped or replaced, each with its coding path; none by default.
  ///
  /// A lossy collection returns the elements it dropped. The same entries are already in the
  /// decoder's ``RecoveryReport``: a wrapper that holds this coding keeps them only to offer them
  /// as its projected value.
  var droppedValues: DroppedValues { get }
}

extension ValueCoding {
  /// Nothing: a coding that decodes all or throws drops nothing.
  @inlinable
  public var droppedValues: DroppedValues { DroppedValues() }
}
