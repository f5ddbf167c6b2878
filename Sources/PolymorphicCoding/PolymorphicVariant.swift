/// One type of a polymorphic family: its tag, and how to read and write its payload.
///
/// A family lists its variants in ``PolymorphicFamily/variants``. For an enum, each case with
/// a payload is a ``variant(_:_:embed:extract:)`` and each case without one a ``unit(_:_:)``;
/// for a protocol existential, each registered type is a ``type(_:tag:)``:
///
/// ```swift
/// enum Shape: PolymorphicCodable {
///     case circle(Circle)
///     case square(Square)
///     case none
///
///     static let variants: [PolymorphicVariant<Shape>] = [
///         .variant("circle", Circle.self, embed: Shape.circle) {
///             if case .circle(let circle) = $0 { circle } else { nil }
///         },
///         .variant("square", Square.self, embed: Shape.square) {
///             if case .square(let square) = $0 { square } else { nil }
///         },
///         .unit("none", .none),
///     ]
/// }
///
/// enum FigureFamily: PolymorphicFamily {
///     static let variants: [PolymorphicVariant<any Figure>] = [
///         .type(Circle.self, tag: "circle"),
///         .type(Square.self, tag: "square"),
///     ]
/// }
/// ```
///
/// When encoding, the first variant that matches the value is written, so list a subclass before
/// its superclass. In an untagged family (``PolymorphicTagging/untagged``) the tag is never
/// written: it names the variant in errors, and the order of the list is the order in which the
/// variants are tried when decoding.
///
/// - Note: The tag is written as a string, in the place ``PolymorphicTagging`` says; untagged,
///   not at all.
public struct PolymorphicVariant<Value>: Sendable {
  /// The tag that names this variant on the wire, such as `"circle"`.
  public let tag: String

  /// Whether the variant has no payload.
  public let isUnit: Bool

  /// Reads the payload from the decoder of the tagged object itself (internal tagging).
  @usableFromInline
  let decodeInline: @Sendable (any Decoder) throws -> Value

  /// Reads the payload stored at a key (adjacent and external tagging).
  @usableFromInline
  let decodeAtKey:
    @Sendable (KeyedDecodingContainer<PolymorphicCodingKey>, PolymorphicCodingKey) throws -> Value

  /// Reads the payload as the decoder's whole value (untagged), through its single-value
  /// container so that the coder's strategies apply; a unit variant reads `null`.
  @usableFromInline
  let decodeUntagged: @Sendable (any SingleValueDecodingContainer) throws -> Value

  /// Writes the tag and the payload when the value is of this variant; returns `false`, having
  /// written nothing, when it is not.
  @usableFromInline
  let encodeIfMatching: @Sendable (Value, any Encoder, PolymorphicTagging) throws -> Bool

  @usableFromInline
  init(
    tag: String, isUnit: Bool,
    decodeInline: @escaping @Sendable (any Decoder) throws -> Value,
    decodeAtKey:
      @escaping @Sendable (KeyedDecodingContainer<PolymorphicCodingKey>, PolymorphicCodingKey)
      throws
      -> Value,
    decodeUntagged: @escaping @Sendable (any SingleValueDecodingContainer) throws -> Value,
    encodeIfMatching: @escaping @Sendable (Value, any Encoder, PolymorphicTagging) throws -> Bool
  ) {
    self.tag = tag
    self.isUnit = isUnit
    self.decodeInline = decodeInline
    self.decodeAtKey = decodeAtKey
    self.decodeUntagged = decodeUntagged
    self.encodeIfMatching = encodeIfMatching
  }

  /// A variant whose payload is a `Codable` value, embedded in and extracted from the family's
  /// value by two functions: the form for an enum case with an associated value.
  ///
  /// ```swift
  /// .variant("circle", Circle.self, embed: Shape.circle) {
  ///     if case .circle(let circle) = $0 { circle } else { nil }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - tag: The tag that names the variant on the wire.
  ///   - payload: The payload's type.
  ///   - embed: Makes the family's value from a decoded payload, such as an enum case.
  ///   - extract: Returns the payload of a value of this variant, or `nil` for a value of another.
  /// - Returns: The variant.
  @inlinable
  public static func variant<Payload: PolymorphicPayload>(
    _ tag: String, _ payload: Payload.Type,
    embed: @escaping @Sendable (Payload) -> Value,
    extract: @escaping @Sendable (Value) -> Payload?
  ) -> Self {
    Self(
      tag: tag, isUnit: false,
      decodeInline: { embed(try Payload(from: $0)) },
      decodeAtKey: { container, key in embed(try container.decode(Payload.self, forKey: key)) },
      decodeUntagged: { embed(try $0._decodeValue(Payload.self)) },
      encodeIfMatching: { value, encoder, tagging in
        guard let payload = extract(value) else { return false }
        try _encode(payload, tag: tag, to: encoder, tagging: tagging)
        return true
      })
  }

  /// A variant for a registered type of a protocol existential family, matched by a dynamic
  /// cast.
  ///
  /// ```swift
  /// .type(Circle.self, tag: "circle")   // in a family whose Value is any Figure
  /// ```
  ///
  /// - Parameters:
  ///   - payload: The concrete type, which must convert to `Value` (conform to the protocol).
  ///   - tag: The tag that names the type on the wire.
  /// - Returns: The variant. Decoding a type that does not convert to `Value` throws
  ///   `DecodingError.typeMismatch`: a mistake in the family, reported where it is used.
  @inlinable
  public static func type<Payload: PolymorphicPayload>(_ payload: Payload.Type, tag: String) -> Self
  {
    // The decoded payload as the family's value, or the error naming the mistaken registration.
    @Sendable func cast(_ decoded: Payload, at codingPath: @autoclosure () -> [any CodingKey])
      throws -> Value
    {
      guard let value = decoded as? Value else {
        throw notOfTheFamily(Payload.self, tag: tag, at: codingPath())
      }
      return value
    }
    return Self(
      tag: tag, isUnit: false,
      decodeInline: { decoder in try cast(Payload(from: decoder), at: decoder.codingPath) },
      decodeAtKey: { container, key in
        try cast(container.decode(Payload.self, forKey: key), at: container.codingPath + [key])
      },
      decodeUntagged: { container in
        try cast(container._decodeValue(Payload.self), at: container.codingPath)
      },
      encodeIfMatching: { value, encoder, tagging in
        guard let payload = value as? Payload else { return false }
        try _encode(payload, tag: tag, to: encoder, tagging: tagging)
        return true
      })
  }

  /// The error for a registered type that does not convert to `Value`.
  @usableFromInline
  static func notOfTheFamily(
    _ payload: Any.Type, tag: String, at codingPath: [any CodingKey]
  ) -> DecodingError {
    DecodingError.typeMismatch(
      Value.self,
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "\(payload), registered for the tag '\(tag)', is not a \(Value.self)"))
  }

  /// Writes a payload and its tag as the tagging says.
  @inlinable
  static func _encode<Payload: Encodable>(
    _ payload: Payload, tag: String, to encoder: any Encoder, tagging: PolymorphicTagging
  ) throws {
    if case .untagged = tagging { return try _encodeUntagged(payload, to: encoder) }
    var container = encoder.container(keyedBy: PolymorphicCodingKey.self)
    switch tagging {
    case .internallyTagged(let tagKey):
      try container.encode(tag, forKey: PolymorphicCodingKey(tagKey))
      try payload.encode(to: encoder)
    case .adjacentlyTagged(let tagKey, let contentKey):
      try container.encode(tag, forKey: PolymorphicCodingKey(tagKey))
      try container.encode(payload, forKey: PolymorphicCodingKey(contentKey))
    case .externallyTagged:
      try container.encode(payload, forKey: PolymorphicCodingKey(tag))
    case .untagged:
      break  // Written above, without a keyed container.
    }
  }

  /// Writes a payload alone, as the encoder's single value, so that the coder's strategies
  /// apply to it (a `Date`, a `URL`).
  @inlinable
  static func _encodeUntagged<Payload: Encodable>(_ payload: Payload, to encoder: any Encoder)
    throws
  {
    var container = encoder.singleValueContainer()
    try container._encodeValue(payload)
  }

  /// Writes the tag of a unit variant as the tagging says.
  @inlinable
  static func _encodeUnit(_ tag: String, to encoder: any Encoder, tagging: PolymorphicTagging)
    throws
  {
    switch tagging {
    case .internallyTagged(let tagKey), .adjacentlyTagged(let tagKey, _):
      var container = encoder.container(keyedBy: PolymorphicCodingKey.self)
      try container.encode(tag, forKey: PolymorphicCodingKey(tagKey))
    case .externallyTagged:
      var container = encoder.singleValueContainer()
      try container.encode(tag)
    case .untagged:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }
}

extension PolymorphicVariant where Value: Sendable {
  /// A variant with no payload, such as an enum case without an associated value.
  ///
  /// ```swift
  /// .unit("none", .none) { if case .none = $0 { true } else { false } }
  /// ```
  ///
  /// - Parameters:
  ///   - tag: The tag that names the variant on the wire.
  ///   - value: The value it decodes as.
  ///   - matches: Whether a value is of this variant.
  /// - Returns: The variant.
  @inlinable
  public static func unit(
    _ tag: String, _ value: Value, matches: @escaping @Sendable (Value) -> Bool
  ) -> Self {
    Self(
      tag: tag, isUnit: true,
      decodeInline: { _ in value },
      decodeAtKey: { _, _ in value },
      decodeUntagged: { container in
        guard container.decodeNil() else {
          throw DecodingError.typeMismatch(
            Value.self,
            DecodingError.Context(
              codingPath: container.codingPath,
              debugDescription: "Expected null, which the unit variant '\(tag)' is written as"))
        }
        return value
      },
      encodeIfMatching: { candidate, encoder, tagging in
        guard matches(candidate) else { return false }
        try _encodeUnit(tag, to: encoder, tagging: tagging)
        return true
      })
  }
}

extension PolymorphicVariant where Value: Equatable & Sendable {
  /// A variant with no payload, matched by equality.
  ///
  /// ```swift
  /// .unit("none", .none)
  /// ```
  ///
  /// - Parameters:
  ///   - tag: The tag that names the variant on the wire.
  ///   - value: The value it decodes as, and the one value it matches.
  /// - Returns: The variant.
  @inlinable
  public static func unit(_ tag: String, _ value: Value) -> Self {
    unit(tag, value) { $0 == value }
  }
}

#if compiler(>=6.2)
  /// What a variant's payload type conforms to: `Codable`, and, from Swift 6.2,
  /// `SendableMetatype`.
  ///
  /// A variant codes its payload in `@Sendable` closures that a family's coding calls on any
  /// thread, so the payload's `Codable` conformance must be usable on any thread. Every type
  /// conforms, except one whose conformance is isolated to a global actor (Swift 6.2's
  /// `extension Circle: @MainActor Codable`): such a payload is refused at compile time rather
  /// than coded off its actor.
  public typealias PolymorphicPayload = Codable & SendableMetatype
#else
  /// What a variant's payload type conforms to: `Codable` (from Swift 6.2, also
  /// `SendableMetatype`, which earlier compilers do not have).
  public typealias PolymorphicPayload = Codable
#endif
