@_exported import CodableTransformsCore

/// The lossy wrappers for values coded by `Coding`: ``Array``, ``Dictionary`` and ``OrNil``,
/// and ``Set`` for `Hashable` values.
///
/// The everyday names code each value with its own `Codable` conformance — they are
/// ``LossyArray``, ``LossyDictionary`` and ``LossyOptional``. Name `Lossy` yourself to code each
/// value with a catalogue wrapper (or any `ContainerCodable` wrapper), written exactly as on a plain property:
///
/// ```swift
/// struct Profile: Codable {
///     @LossyArray var posts: [Post]                                   // each Post as usual
///     @Lossy<URLString<URL>>.Array var links: [URL]                   // each URL as a string
///     @Lossy<StringCodedTimeZone<TimeZone>>.Dictionary var offices: [String: TimeZone]
///     @Lossy<URLString<URL>>.OrNil var avatar: URL?                   // "not a url" → nil, reported
/// }
/// ```
///
/// | wrapper | key missing | `null` | not an array / object / value | a bad element | encoding |
/// |---|---|---|---|---|---|
/// | ``Array`` | `[]` | `[]` | `[]`, reported | dropped, reported | the array |
/// | ``Dictionary`` | `[:]` | `[:]` | `[:]`, reported | entry dropped, reported | the object |
/// | ``OrNil`` | `nil` | `nil` | `nil`, reported | — | the value; `nil` omits the key |
/// | ``Set`` | `[]` | `[]` | `[]`, reported | dropped, reported | an array |
///
/// "Reported" means the error is listed, with the coding path of what was dropped, in the
/// wrapper's projected value (`$links.errors`) and in the decoder's ``RecoveryReport`` when
/// `userInfo[.recoveryReport]` holds one. Nothing a lossy wrapper drops is silent, and
/// nothing it decodes ever throws.
///
/// - Note: Wire format: the plain array, object or value, each element written by `Coding`.
public enum Lossy<Coding: ContainerCodable> {}

/// One value of a lossy dictionary: its value, or why it was dropped.
///
/// Decoding it never throws, so the coder's own string-keyed dictionary decoding — which keeps
/// keys away from key strategies — runs to the end and hands every entry over.
@usableFromInline
enum _LossyElement<Coding: ContainerCodable>: Decodable {
  case decoded(Coding.WrappedValue)
  case dropped(RecoveryReport.Entry)

  @inlinable
  init(from decoder: any Decoder) {
    do {
      self = .decoded(try Coding(from: decoder).wrappedValue)
    } catch {
      self = .dropped(_droppedEntry(error, in: decoder))
    }
  }

  /// Whether the value decoded.
  @inlinable
  var isDecoded: Bool {
    if case .decoded = self { return true }
    return false
  }

  /// The decoded value; only for an element that ``isDecoded``.
  @inlinable
  var decodedValue: Coding.WrappedValue {
    guard case .decoded(let value) = self else {
      preconditionFailure("decodedValue of a dropped element")
    }
    return value
  }
}

/// An array element decoded only to move past it: decoding it never throws and reads nothing.
///
/// A lossy array decodes each element directly, as a plain array does; only when that fails and
/// the container has not moved does it decode this box, so that it always advances — whatever the
/// coder does with a failed decode — and can never loop forever.
@usableFromInline
struct _LossySkip: Decodable {
  @inlinable
  init(from decoder: any Decoder) {}
}

// A drop is recorded in the decoder's report when it happens, as the drops nested in the values
// decoded before it were: the report lists every recovery in decoding order, `items[0]` before
// `items[1].tags[0]`.

/// The entry for a dictionary value whose decoding failed, recorded in the decoder's report: the
/// error at the dictionary's path plus the key as a string.
///
/// Coders give a key such as `"2"` an `intValue`, and some do not; the entry's path says
/// `offices.2` with every coder. The error keeps the coder's own path.
@usableFromInline
func _droppedEntry(_ error: any Error, in decoder: any Decoder) -> RecoveryReport.Entry {
  var path = decoder.codingPath
  if let key = path.popLast() { path.append(_CodingPathKey(stringValue: key.stringValue)) }
  let entry = RecoveryReport.Entry(error: error, codingPath: path)
  decoder.recoveryReport?.record(contentsOf: CollectionOfOne(entry))
  return entry
}

/// The decoder's report, looked up at an array's first drop only, and each drop recorded in it.
@usableFromInline
struct _DropRecorder {
  /// The report, once looked up; `nil` inside when the decoder has none.
  @usableFromInline
  var report: RecoveryReport??

  @inlinable
  init() {
    report = nil
  }

  /// Records `entry` in the report of the decoder whose value has `context`.
  @usableFromInline
  mutating func record(_ entry: RecoveryReport.Entry, in context: DecodingContext) {
    if report == nil { report = .some(context.recoveryReport) }
    report??.record(contentsOf: CollectionOfOne(entry))
  }
}

/// The entry for an element whose decoding failed: the error at the element's path.
@usableFromInline
func _droppedEntry(
  _ error: any Error, in elements: any UnkeyedDecodingContainer, at index: Int
) -> RecoveryReport.Entry {
  RecoveryReport.Entry(
    error: error, codingPath: elements.codingPath._appending(_CodingPathKey(index: index)))
}

/// The entry recorded when a coder can neither decode an element nor move past it: the elements
/// from `index` on are not decoded, and this says so instead of losing them silently.
@usableFromInline
func _stoppedEntry(
  _ error: any Error, in elements: any UnkeyedDecodingContainer, at index: Int
) -> RecoveryReport.Entry {
  let path = elements.codingPath + [_CodingPathKey(index: index)]
  let remaining = elements.count.map { " (\($0 - index) elements left)" } ?? ""
  return RecoveryReport.Entry(
    error: DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: path,
        debugDescription:
          "Stopped decoding the array: the decoder could neither decode this element nor move "
          + "past it\(remaining)", underlyingError: error)),
    codingPath: path)
}

/// What a lossy wrapper does when the value for `key` is not the container it expects.
///
/// A missing key or `null` is the empty value and is not a drop; anything else is dropped and
/// recorded.
@usableFromInline
func _recover<K: CodingKey>(
  from error: any Error, in container: KeyedDecodingContainer<K>, forKey key: K
) -> [RecoveryReport.Entry] {
  guard container.contains(key) else { return [] }
  // If the coder cannot even tell whether the value is null, the original error is recorded.
  if (try? container.decodeNil(forKey: key)) == true { return [] }
  return [container.recordRecovery(error, forKey: key)]
}

/// What a lossy wrapper does when a decoder's value is not the container it expects: `null` is
/// the empty value; anything else is dropped and recorded.
@usableFromInline
func _recover(from error: any Error, in decoder: any Decoder) -> [RecoveryReport.Entry] {
  if let value = try? decoder.singleValueContainer(), value.decodeNil() { return [] }
  return [decoder.recordRecovery(error)]
}

/// A coding that writes a value as the value itself (`PlainCoding`).
///
/// A collection of its values encodes as the plain collection, as a plain property does, which
/// spares the coder a nested container per collection or a nested encoder per value.
@usableFromInline
protocol _PlainlyEncodedCoding {
  /// `values`, an `[Value]`, as itself.
  static func _encodableArray<Values>(_ values: Values) -> any Encodable
  /// `values`, a `[String: Value]`, as itself.
  static func _encodableDictionary<Values>(_ values: Values) -> any Encodable
}

/// ``_PlainlyEncodedCoding`` for sets, whose elements are `Hashable`.
@usableFromInline
protocol _PlainlyEncodedHashableCoding {
  /// `values`, a `Set<Value>`, as itself.
  static func _encodableSet<Values>(_ values: Values) -> any Encodable
}

// Each caller checked that `Values` is the collection of `Value` named; the casts change no bit.

extension PlainCoding: _PlainlyEncodedCoding {
  @inlinable
  static func _encodableArray<Values>(_ values: Values) -> any Encodable {
    unsafeBitCast(values, to: [Value].self)
  }

  @inlinable
  static func _encodableDictionary<Values>(_ values: Values) -> any Encodable {
    unsafeBitCast(values, to: [String: Value].self)
  }
}

extension PlainCoding: _PlainlyEncodedHashableCoding where Value: Hashable {
  @inlinable
  static func _encodableSet<Values>(_ values: Values) -> any Encodable {
    unsafeBitCast(values, to: Set<Value>.self)
  }
}
