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
}
