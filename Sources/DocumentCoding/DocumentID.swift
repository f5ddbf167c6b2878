@_exported import CodableTransformsCore
@_exported import FirebaseContract

/// A property wrapper for a document's identifier, which Firestore keeps outside the document's
/// data: filled in when decoding, left out when encoding.
///
/// ```swift
/// struct Book: Codable, Sendable {
///     @DocumentID var id: String?
///     var title: String
///     var numberOfPages: Int
/// }
///
/// let book = try SnapshotDecoder().decode(Book.self, from: data, documentID: "0GlBR7JFa5KzCv1oQ6wB")
/// book.id                                   // "0GlBR7JFa5KzCv1oQ6wB"
/// try SnapshotEncoder().encode(book)        // ["title": …, "numberOfPages": …], no "id"
/// ```
///
/// Decoding takes the identifier from the decoder's `userInfo[.documentID]` when it is set (the
/// field of the same name is then ignored, whatever it holds), otherwise from the field when it is
/// present, otherwise `nil`. A missing key or `null` is never an error; a field that is not a
/// string, or a string the identifier type refuses, is.
///
/// Encoding leaves the key out — the identifier is the document's name, not part of its data —
/// unless the encoder's `userInfo[.encodesDocumentID]` is `true`; `nil` always leaves it out.
/// Outside a keyed container (an array element, a top-level value), where a key cannot be left
/// out, the identifier is written as a string, or `null` for `nil`.
///
/// The identifier may be the document's reference — the REST coder's `FirestoreRESTReference`,
/// or the Firebase SDK's `DocumentReference` once it conforms to
/// `FirebaseNativeDocumentReference` — which decoding takes from the reference the decoder
/// carries in `userInfo[.firestoreDocumentReference]`:
///
/// ```swift
/// struct Review: Codable {
///     @DocumentID var reference: FirestoreRESTReference?
///     var stars: Int
/// }
///
/// let review = try FirestoreRESTDecoder().decode(Review.self, from: responseBody)
/// review.reference?.name   // "projects/p/databases/(default)/documents/reviews/r1"
/// ```
///
/// A reference is encoded as a string ID is: not at all, or its `DocumentIDRepresentable.documentID`
/// with `userInfo[.encodesDocumentID]`. A decoder that carries no reference cannot build one from
/// an ID alone: decoding then throws `DecodingError.dataCorrupted` quoting the ID.
///
/// Unlike Firebase's wrapper of the same name, this one works with every coder, never throws
/// because the coder is not Firestore's, and is `Sendable`, `Equatable` and `Hashable` when its
/// identifier type is. In a `KeyedList` element it receives the element's key.
///
/// - Note: Wire format: the identifier's string form (`DocumentIDRepresentable.documentID`),
///   written only when `userInfo[.encodesDocumentID]` is `true`.
@propertyWrapper
public struct DocumentID<Value: DocumentIDRepresentable> {
  /// The document's identifier, or `nil` when it is not known (a document not yet stored).
  public var wrappedValue: Value?

  /// Creates the wrapper.
  ///
  /// - Parameter wrappedValue: The identifier, usually `nil` for a new document.
  @inlinable
  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }
}

extension DocumentID: ContainerCodable {
  /// Decodes the identifier from the decoder's `userInfo[.documentID]`, else from the field.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key, which may be missing or hold `null`.
  /// - Throws: `DecodingError.typeMismatch` when the field is not a string, and
  ///   `DecodingError.dataCorrupted` when the identifier type refuses the string or
  ///   `userInfo[.documentID]` is neither a string nor a `DocumentIDRepresentable`.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    // Only a decoder carries `userInfo`, and a keyed container shows none: it is read through a
    // probe, a value decoded at a key, which reads nothing of the value itself. Nothing else on
    // a keyed container reaches `userInfo`; `superDecoder(forKey:)`, which gives a decoder even
    // for a missing key, is the last resort (see `_decoderUserInfo(withoutKey:)`).
    let present = container.contains(key)
    // For a missing key — Firestore never sends the ID in the fields — the probe goes to a key
    // remembered for `K`: swift-foundation's property-list decoder re-indexes the whole
    // top-level value for every `superDecoder(forKey:)`, which makes a list quadratic, and
    // listing `allKeys` for every document costs as much as the document (Benchmarks/README.md).
    let userInfo =
      present
      ? container._decoderUserInfo(atPresentKey: key) : container._decoderUserInfo(withoutKey: key)
    // The path is built only for an error: building it for every document cost allocations.
    if let provided = try Self.identifier(
      providedIn: userInfo, codingPath: container.codingPath + [key])
    {
      self.init(wrappedValue: provided)
      return
    }
    // No ID from the decoder: the field, read with the coder's concrete method.
    guard present, let string = try container.decodeIfPresent(String.self, forKey: key) else {
      self.init(wrappedValue: nil)
      return
    }
    self.init(
      wrappedValue: try Self.identifier(string, codingPath: container.codingPath + [key]))
  }

  /// Writes the identifier when the encoder's `userInfo[.encodesDocumentID]` is `true`;
  /// otherwise leaves the key out.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: The encoder's errors.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    guard let wrappedValue else { return }
    try container.encodeUnlessDeclined(
      DocumentIDRequest(documentID: wrappedValue.documentID), forKey: key)
  }

  /// Decodes the identifier outside a keyed container: `userInfo[.documentID]` when set, else the
  /// value, which may be `null`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.typeMismatch` when the value is not a string or `null`, and
  ///   `DecodingError.dataCorrupted` when the identifier type refuses it.
  public init(from decoder: any Decoder) throws {
    if let provided = try Self.identifier(
      providedIn: decoder.userInfo, codingPath: decoder.codingPath)
    {
      self.init(wrappedValue: provided)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self.init(wrappedValue: nil)
      return
    }
    self.init(
      wrappedValue: try Self.identifier(
        container.decode(String.self), codingPath: decoder.codingPath))
  }

  /// Encodes the identifier outside a keyed container: its string, or `null` for `nil`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue.documentID)
    } else {
      try container.encodeNil()
    }
  }

  /// The identifier `string` names, or the error at `codingPath` when `Value` refuses it.
  @inlinable
  static func identifier(
    _ string: String, reference: (any FirebaseNativeDocumentReference)? = nil,
    codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> Value {
    guard let identifier = Value(documentID: string, reference: reference) else {
      throw refused(string, reference: reference, codingPath: codingPath())
    }
    return identifier
  }

  /// The error for an identifier type that refuses `string`.
  @usableFromInline
  static func refused(
    _ string: String, reference: (any FirebaseNativeDocumentReference)?,
    codingPath: [any CodingKey]
  ) -> any Error {
    // A reference type refuses a bare ID: say where its reference would have come from.
    let expected =
      Value.self is any FirebaseNativeDocumentReference.Type && reference == nil
      ? "a \(Value.self), which only a decoder that carries the document's reference "
        + "(userInfo[.firestoreDocumentReference]) can give"
      : "a valid \(Value.self) document ID"
    let error = TransformError(rejecting: string, expected: expected)
    return DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: error.message, underlyingError: error))
  }

  /// The identifier of the document the decoder provides, or `nil` when it provides none.
  ///
  /// The decoder provides the document with `userInfo[.documentID]`, or the document reference
  /// that Firebase's decoder (and the REST one) puts under `"DocumentRefUserInfoKey"`; the ID
  /// in `.documentID` wins over the reference's, and the reference is passed on when there is one.
  @usableFromInline
  static func identifier(
    providedIn userInfo: [CodingUserInfoKey: Any], codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> Value? {
    // Each key is looked up once: hashing a `CodingUserInfoKey` hashes its string.
    let explicit = userInfo[.documentID]
    let carried = userInfo[.firestoreDocumentReference]
    guard explicit != nil || carried != nil else { return nil }
    let reference =
      (carried as? any FirebaseNativeDocumentReference)
      ?? (explicit as? any FirebaseNativeDocumentReference)
    let id: String
    if let string = explicit as? String {
      id = string
    } else if let representable = explicit as? any DocumentIDRepresentable {
      id = representable.documentID
    } else if explicit == nil, let reference {
      id = reference.documentID
    } else {
      let provided = explicit ?? carried ?? ""
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath(),
          debugDescription:
            "userInfo[.documentID] or userInfo[\"DocumentRefUserInfoKey\"] holds '\(provided)' "
            + "of type \(type(of: provided)); expected a String, a DocumentIDRepresentable value "
            + "or a FirebaseNativeDocumentReference (conform the SDK's DocumentReference to it)"))
    }
    return try identifier(id, reference: reference, codingPath: codingPath())
  }
}

/// What `@DocumentID` asks the encoder to write: the identifier, if `.encodesDocumentID` is set.
@usableFromInline
struct DocumentIDRequest: EncoderDecidedValue {
  @usableFromInline var documentID: String

  @inlinable
  init(documentID: String) {
    self.documentID = documentID
  }

  @usableFromInline
  func encodeIfWanted(to encoder: any Encoder) throws {
    guard encoder.userInfo[.encodesDocumentID] as? Bool == true else { throw EncoderDeclined.error }
    var container = encoder.singleValueContainer()
    try container.encode(documentID)
  }
}

extension DocumentID: Sendable where Value: Sendable {}

extension DocumentID: Equatable where Value: Equatable {}

extension DocumentID: Hashable where Value: Hashable {}

extension DocumentID: CustomStringConvertible {
  /// The identifier, or `"nil"`.
  public var description: String { wrappedValue.map { "\($0)" } ?? "nil" }
}
