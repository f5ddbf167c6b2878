/// A family of types, one of which a tag on the wire chooses: the description of a polymorphic
/// value.
///
/// Conform an enum with associated values to ``PolymorphicCodable`` (a family that is its own
/// value) and it is `Codable` in the tagged form. For a protocol existential, declare a family
/// and use the ``Polymorphic`` property wrapper:
///
/// ```swift
/// protocol Figure: Codable { var area: Double { get } }
/// struct Circle: Figure { var radius: Double; var area: Double { .pi * radius * radius } }
/// struct Square: Figure { var side: Double; var area: Double { side * side } }
///
/// enum FigureFamily: PolymorphicFamily {
///     static let tagging = PolymorphicTagging.internallyTagged(key: "kind")
///     static let variants: [PolymorphicVariant<any Figure>] = [
///         .type(Circle.self, tag: "circle"),
///         .type(Square.self, tag: "square"),
///     ]
/// }
///
/// struct Drawing: Codable {
///     @Polymorphic<FigureFamily> var main: any Figure
///     @Polymorphic<FigureFamily>.Array var figures: [any Figure]
/// }
/// // {"main": {"kind": "circle", "radius": 2}, "figures": [{"kind": "square", "side": 1}]}
/// ```
///
/// | on the wire | decoding |
/// |---|---|
/// | a known tag | the variant's payload, errors at their paths (`figures[2].radius`) |
/// | an unknown tag | `dataCorrupted` at the tag naming the known tags; with a ``fallbackTag``, the fallback variant, recorded in the decoder's `RecoveryReport` |
/// | no tag, or a tag that is not a string | `keyNotFound` / `typeMismatch` at the tag |
/// | untagged (``PolymorphicTagging/untagged``): a payload | the first variant, in order, that decodes it |
/// | untagged: a payload no variant decodes | `dataCorrupted` at the value listing each variant's failure (a ``NoMatchingVariantError``); with a unit ``fallbackTag``, the fallback, recorded |
///
/// To drop elements with unknown tags from an array instead, use a lossy array
/// (`@Lossy<Polymorphic<FigureFamily>>.Array`, or `@LossyArray` for a ``PolymorphicCodable``
/// enum): each drop is reported, and ``RecoveryReport/Entry/unknownTypeTag`` tells an unknown
/// tag from a broken payload.
///
/// - Note: Wire format: the tagging's (``PolymorphicTagging``); the tag is a string.
public protocol PolymorphicFamily {
  /// The value the family decodes: an enum, or a protocol existential such as `any Figure`.
  associatedtype Value

  /// Where the tag is written. Defaults to `.internallyTagged(key: "type")`.
  static var tagging: PolymorphicTagging { get }

  /// The family's variants, each with its tag; tags must be unique. Declare them with
  /// `static let`, so that the list is built once.
  static var variants: [PolymorphicVariant<Value>] { get }

  /// The type of ``fallbackTag``: `String` or `String?`, inferred from the declaration;
  /// `String?` when the family declares none.
  associatedtype FallbackTag = String?

  /// The tag of the variant that an unknown tag decodes as; `nil` (the default) to throw.
  ///
  /// Declare it with the tag, a `String` — `static let fallbackTag = "unknown"` — or as a
  /// `String?`; both are read. Any other type does not compile: the family then does not
  /// conform, because its ``FallbackTag`` is not a ``PolymorphicFallbackTag``. A tag that names no
  /// variant fails the decode of an unknown tag with an error that says so.
  ///
  /// The fallback variant reads the payload found with the unknown tag, so a unit variant
  /// (`case unknown`) or a variant whose payload accepts anything fits. The unknown tag is
  /// recorded in the decoder's `RecoveryReport`, with its path; encoding the value writes the
  /// fallback's own tag.
  ///
  /// In an untagged family (``PolymorphicTagging/untagged``) the fallback is a unit variant: a
  /// value that no variant decodes decodes as it, and the ``NoMatchingVariantError`` is
  /// recorded at the value's path. A fallback with a payload was tried in its place in the
  /// order, and is not tried again.
  static var fallbackTag: FallbackTag { get }

  /// Decodes a value of the family: the tag, then the chosen variant's payload.
  ///
  /// Implemented by the library; do not implement it. It is a requirement so that each family's
  /// conformance runs code specialized for it, even when reached through a generic wrapper.
  ///
  /// - Parameter decoder: The decoder, positioned at the tagged value.
  /// - Returns: The value.
  /// - Throws: `DecodingError` with the path.
  static func decodeValue(from decoder: any Decoder) throws -> Value

  /// Encodes a value of the family: its variant's tag and payload.
  ///
  /// Implemented by the library; do not implement it.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - encoder: The encoder.
  /// - Throws: `EncodingError` with the path.
  static func encodeValue(_ value: Value, to encoder: any Encoder) throws
}

extension PolymorphicFamily {
  /// `.internallyTagged(key: "type")`.
  @inlinable
  public static var tagging: PolymorphicTagging { .internallyTagged(key: "type") }

  /// The tags of the family's variants, in order.
  public static var knownTags: [String] { variants.map(\.tag) }

  /// Encodes a value of the family: its variant's tag and payload.
  ///
  /// ```swift
  /// try FigureFamily.encodeValue(figure, to: encoder)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - encoder: The encoder.
  /// - Throws: `EncodingError.invalidValue` at the encoder's path for a value no variant
  ///   matches (a type that was not registered), and the payload's errors.
  @_alwaysEmitIntoClient
  public static func encodeValue(_ value: Value, to encoder: any Encoder) throws {
    let tagging = tagging
    let variants = variants
    // By index: an element is used in place, not copied with its closures.
    var index = 0
    while index < variants.count {
      if try variants[index].encodeIfMatching(value, encoder, tagging) { return }
      index += 1
    }
    throw unmatched(value, at: encoder.codingPath)
  }

  /// The error for a value no variant matches.
  @usableFromInline
  static func unmatched(_ value: Value, at codingPath: [any CodingKey]) -> EncodingError {
    EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: codingPath,
        debugDescription:
          "A \(type(of: value as Any)) matches no variant of \(Self.self) "
          + "(tags: \(quotedList(knownTags)))"))
  }
}

extension PolymorphicFamily where FallbackTag == String? {
  /// `nil`: an unknown tag throws.
  @inlinable
  public static var fallbackTag: String? { nil }
}

// Constrained to a `FallbackTag` the library reads, so that a `fallbackTag` of another type
// leaves the family without `decodeValue(from:)`: the conformance fails to compile, with the
// compiler's note that the candidate "would match if 'Kind' conformed to
// 'PolymorphicFallbackTag'", instead of the default `nil` staying in force unseen.
extension PolymorphicFamily where FallbackTag: PolymorphicFallbackTag {
  // The two defaults are emitted into the client, so that each family's witness runs code
  // specialized for it, even when reached through the generic `Polymorphic` wrapper.

  /// Decodes a value of the family from the decoder's value, reading the tag and then the
  /// chosen variant's payload.
  ///
  /// A type with its own `init(from:)` can call it for a polymorphic value:
  ///
  /// ```swift
  /// self.figure = try FigureFamily.decodeValue(from: decoder)
  /// ```
  ///
  /// - Parameter decoder: The decoder, positioned at the tagged value.
  /// - Returns: The value.
  /// - Throws: `DecodingError` with the path: `dataCorrupted` at the tag for an unknown tag
  ///   (its `underlyingError` an ``UnknownTypeTagError``) unless the family has a fallback;
  ///   `keyNotFound`, `typeMismatch` for a missing tag or a value of the wrong shape; the
  ///   payload's errors at their paths. Untagged: `dataCorrupted` at the value when no variant
  ///   decodes it (its `underlyingError` a ``NoMatchingVariantError``), `valueNotFound` for
  ///   `null` when no variant is a unit.
  @_alwaysEmitIntoClient
  public static func decodeValue(from decoder: any Decoder) throws -> Value {
    switch tagging {
    case .internallyTagged(let tagKey):
      let container = try decoder.container(keyedBy: PolymorphicCodingKey.self)
      let key = PolymorphicCodingKey(tagKey)
      let tag = try container.decode(String.self, forKey: key)
      let variants = variants
      let index = try variantIndex(
        for: tag, in: variants, at: container.codingPath + [key], decoder: decoder,
        container: container)
      return try variants[index].decodeInline(decoder)
    case .adjacentlyTagged(let tagKey, let contentKey):
      let container = try decoder.container(keyedBy: PolymorphicCodingKey.self)
      let key = PolymorphicCodingKey(tagKey)
      let tag = try container.decode(String.self, forKey: key)
      let variants = variants
      let index = try variantIndex(
        for: tag, in: variants, at: container.codingPath + [key], decoder: decoder,
        container: container)
      return try variants[index].decodeAtKey(container, PolymorphicCodingKey(contentKey))
    case .externallyTagged:
      return try decodeExternallyTagged(from: decoder)
    case .untagged:
      return try decodeUntagged(from: decoder)
    }
  }

  /// An untagged value: the first variant, in order, whose payload decodes.
  ///
  /// Each variant reads the same decoder, through its single-value container; a variant that
  /// fails leaves the decoder as it found it (each read is a nested decode that the coder
  /// undoes when it throws), and what it recorded in the decoder's `RecoveryReport` is
  /// discarded. The variants' errors are kept, as a hand-written chain of `do`/`catch` keeps
  /// them, by the frames of the recursion, so that a value decoded by a later variant
  /// allocates nothing more; they are collected only when every variant failed.
  @inlinable
  static func decodeUntagged(from decoder: any Decoder) throws -> Value {
    let variants = variants
    let container = try decoder.singleValueContainer()
    // Most decoders have no `userInfo` at all: then there is no report to look up.
    let userInfo = decoder.userInfo
    let report = userInfo.isEmpty ? nil : userInfo[.recoveryReport] as? RecoveryReport
    func attempt(_ index: Int) -> _UntaggedOutcome<Value> {
      let failure: any Error
      do {
        if let report {
          return .decoded(
            try report._recordingTentatively { try variants[index].decodeUntagged(container) })
        }
        return .decoded(try variants[index].decodeUntagged(container))
      } catch {
        failure = error
      }
      guard index + 1 < variants.count else { return .failed([failure]) }
      switch attempt(index + 1) {
      case .decoded(let value):
        return .decoded(value)
      case .failed(let later):
        return .failed([failure] + later)
      }
    }
    guard !variants.isEmpty else { return try noVariantDecoded([], in: decoder, container) }
    switch attempt(0) {
    case .decoded(let value): return value
    case .failed(let failures): return try noVariantDecoded(failures, in: decoder, container)
    }
  }

  /// What an untagged value that no variant decodes gives: the fallback unit variant, recorded
  /// in the decoder's report; `valueNotFound` for `null`; else `dataCorrupted` listing each
  /// variant's failure.
  @usableFromInline
  static func noVariantDecoded(
    _ errors: [any Error], in decoder: any Decoder, _ container: any SingleValueDecodingContainer
  ) throws -> Value {
    let variants = variants
    let codingPath = decoder.codingPath
    let failures = zip(variants, errors).map { variant, error in
      NoMatchingVariantError.Failure(tag: variant.tag, error: error, valueCodingPath: codingPath)
    }
    // A fallback with a payload was tried in its place in the order.
    let fallback = try fallbackIndex(in: variants, at: codingPath).flatMap { index in
      variants[index].isUnit ? variants[index] : nil
    }
    let unmatched = NoMatchingVariantError(
      familyName: String(describing: Self.self), failures: failures, fallbackTag: fallback?.tag)
    if let fallback {
      // The payload is skipped on purpose, as after an unknown tag: asking an object for its
      // keys marks them read, so that a decoder rejecting unknown keys does not reject them
      // too. A value that is not an object has no keys to mark.
      _ = (try? decoder.container(keyedBy: PolymorphicCodingKey.self))?.allKeys
      decoder.recordRecovery(
        DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath, debugDescription: unmatched.description,
            underlyingError: unmatched)))
      return try fallback.decodeInline(decoder)
    }
    if !variants.contains(where: \.isUnit), container.decodeNil() {
      throw DecodingError.valueNotFound(
        Value.self,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "Expected a value of \(Self.self) but found null",
          underlyingError: unmatched))
    }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: unmatched.description,
        underlyingError: unmatched))
  }

  /// `{"circle": {…}}`, or a unit variant's bare tag, `"none"`.
  @usableFromInline
  static func decodeExternallyTagged(from decoder: any Decoder) throws -> Value {
    let container: KeyedDecodingContainer<PolymorphicCodingKey>
    do {
      container = try decoder.container(keyedBy: PolymorphicCodingKey.self)
    } catch DecodingError.typeMismatch(let type, let context) {
      // A unit variant may be written as its tag alone.
      guard let tag = try? decoder.singleValueContainer().decode(String.self) else {
        throw DecodingError.typeMismatch(type, context)
      }
      let variants = variants
      let variant = variants[
        try variantIndex(for: tag, in: variants, at: decoder.codingPath, decoder: decoder)]
      guard variant.isUnit else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription:
              "The tag '\(tag)' of \(Self.self) needs its payload: {\"\(tag)\": …}"))
      }
      return try variant.decodeInline(decoder)
    }
    let keys = container.allKeys
    guard keys.count == 1, let key = keys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "Expected an object with one key naming a type of \(Self.self) "
            + "(\(quotedList(knownTags))), found \(keys.count) keys"
            + (keys.isEmpty ? "" : ": \(quotedList(keys.map(\.stringValue).sorted()))")))
    }
    let variants = variants
    let index = try variantIndex(
      for: key.stringValue, in: variants, at: decoder.codingPath + [key], decoder: decoder)
    return try variants[index].decodeAtKey(container, key)
  }

  /// The index of the variant a tag names, or of the fallback (recorded in the decoder's
  /// report).
  ///
  /// The tag's path is built only for an unknown tag.
  @inlinable
  static func variantIndex(
    for tag: String, in variants: [PolymorphicVariant<Value>],
    at codingPath: @autoclosure () -> [any CodingKey], decoder: any Decoder,
    container: KeyedDecodingContainer<PolymorphicCodingKey>? = nil
  ) throws -> Int {
    var index = 0
    while index < variants.count {
      if variants[index].tag == tag { return index }
      index += 1
    }
    return try unknownTag(tag, at: codingPath(), in: decoder, container: container)
  }

  /// The fallback for an unknown tag, recorded in the decoder's report, or the error.
  @usableFromInline
  static func unknownTag(
    _ tag: String, at codingPath: [any CodingKey], in decoder: any Decoder,
    container: KeyedDecodingContainer<PolymorphicCodingKey>?
  ) throws -> Int {
    let variants = variants
    let fallbackIndex = try fallbackIndex(in: variants, at: codingPath)
    let report = decoder.userInfo[.recoveryReport] as? RecoveryReport
    // The error is built only to be thrown or recorded, as `@UnknownCaseFallback` does.
    func error() -> DecodingError {
      let unknown = UnknownTypeTagError(
        tag: tag, knownTags: variants.map(\.tag), familyName: String(describing: Self.self),
        fallbackTag: fallbackIndex.map { variants[$0].tag })
      return DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: unknown.description, underlyingError: unknown))
    }
    guard let fallbackIndex else { throw error() }
    // The unknown type's payload is skipped on purpose and reported: asking for every key marks
    // them read, so that a decoder rejecting unknown keys does not reject them too.
    _ = container?.allKeys
    report?.record(error(), at: codingPath)
    return fallbackIndex
  }

  /// The index of the variant ``fallbackTag`` names, or `nil` when the family has no fallback.
  ///
  /// - Throws: `dataCorrupted` at `codingPath` when the tag names no variant: a misspelt tag
  ///   must not quietly leave the family without its fallback.
  @usableFromInline
  static func fallbackIndex(
    in variants: [PolymorphicVariant<Value>], at codingPath: [any CodingKey]
  ) throws -> Int? {
    guard let tag = fallbackTag.polymorphicTag else { return nil }
    if let index = variants.firstIndex(where: { $0.tag == tag }) { return index }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription:
          "The fallbackTag of \(Self.self), '\(tag)', names no variant (tags: "
          + "\(quotedList(variants.map(\.tag)))): declare the tag of the variant that unknown "
          + "values decode as"))
  }
}

/// How the variants of an untagged value fared: one decoded, or each failed with its error.
@usableFromInline
enum _UntaggedOutcome<Value> {
  case decoded(Value)
  case failed([any Error])
}

/// `'circle', 'square'`.
func quotedList(_ names: [String]) -> String {
  names.map { "'\($0)'" }.joined(separator: ", ")
}
