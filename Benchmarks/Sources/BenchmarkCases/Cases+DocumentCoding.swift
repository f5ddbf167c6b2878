import CodableTransforms
import Foundation

// Firestore's wrappers against the same rules written by hand. `@DocumentID` reads the
// document ID from the decoder's `userInfo`, else from the field; it is left out when encoding
// unless the encoder's `userInfo` asks for it.

// MARK: - DocumentID

/// The keys of a document, shared by both sides of the case.
enum DocumentKeys: CodingKey {
  case id, title
}

struct DocumentIDRecord: Codable, Sendable {
  typealias CodingKeys = DocumentKeys

  @DocumentID var id: String?
  var title: String
}

struct HandDocumentIDRecord: Codable, Sendable {
  var id: String?
  var title: String

  private typealias CodingKeys = DocumentKeys

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let provided = decoder.userInfo[.documentID] as? String {
      id = provided
    } else {
      id = try container.decodeIfPresent(String.self, forKey: .id)
    }
    title = try container.decode(String.self, forKey: .title)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if encoder.userInfo[.encodesDocumentID] as? Bool == true {
      try container.encodeIfPresent(id, forKey: .id)
    }
    try container.encode(title, forKey: .title)
  }
}

// MARK: - ServerTimestamp

struct ServerTimestampRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @ServerTimestamp var a: Date?
  @ServerTimestamp var b: Date?
  @ServerTimestamp var c: Date?
  @ServerTimestamp var d: Date?
}

/// A `nil` date is left out, unless the encoder's `userInfo` holds a placeholder to write.
struct HandServerTimestampRecord: Codable, Sendable {
  var a: Date?
  var b: Date?
  var c: Date?
  var d: Date?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try container.decodeIfPresent(Date.self, forKey: .a)
    b = try container.decodeIfPresent(Date.self, forKey: .b)
    c = try container.decodeIfPresent(Date.self, forKey: .c)
    d = try container.decodeIfPresent(Date.self, forKey: .d)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try Self.encode(a, &container, .a, encoder)
    try Self.encode(b, &container, .b, encoder)
    try Self.encode(c, &container, .c, encoder)
    try Self.encode(d, &container, .d, encoder)
  }

  @inline(__always)
  static func encode(
    _ date: Date?, _ container: inout KeyedEncodingContainer<FourKeys>, _ key: FourKeys,
    _ encoder: any Encoder
  ) throws {
    if let date {
      try container.encode(date, forKey: key)
    } else if let placeholder = encoder.userInfo[.serverTimestampPlaceholder] as? any Encodable {
      try container.encode(placeholder, forKey: key)
    }
  }
}

// MARK: - ExplicitNull

struct ExplicitNullRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @ExplicitNull var a: String?
  @ExplicitNull var b: String?
  @ExplicitNull var c: String?
  @ExplicitNull var d: String?
}

struct HandExplicitNullRecord: Codable, Sendable {
  var a: String?
  var b: String?
  var c: String?
  var d: String?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try container.decodeIfPresent(String.self, forKey: .a)
    b = try container.decodeIfPresent(String.self, forKey: .b)
    c = try container.decodeIfPresent(String.self, forKey: .c)
    d = try container.decodeIfPresent(String.self, forKey: .d)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try Self.encode(a, &container, .a)
    try Self.encode(b, &container, .b)
    try Self.encode(c, &container, .c)
    try Self.encode(d, &container, .d)
  }

  @inline(__always)
  static func encode(
    _ string: String?, _ container: inout KeyedEncodingContainer<FourKeys>, _ key: FourKeys
  ) throws {
    if let string {
      try container.encode(string, forKey: key)
    } else {
      try container.encodeNil(forKey: key)
    }
  }
}

// MARK: - DoubleOptional

struct DoubleOptionalRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @DoubleOptional var a: String??
  @DoubleOptional var b: String??
  @DoubleOptional var c: String??
  @DoubleOptional var d: String??
}

/// A missing key, `null` and a value are three states: `contains`, then `decodeNil`, then the
/// value; `.none` is left out, `.some(nil)` written as `null`.
struct HandDoubleOptionalRecord: Codable, Sendable {
  var a: String??
  var b: String??
  var c: String??
  var d: String??

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try Self.decode(container, .a)
    b = try Self.decode(container, .b)
    c = try Self.decode(container, .c)
    d = try Self.decode(container, .d)
  }

  @inline(__always)
  static func decode(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys) throws
    -> String??
  {
    guard container.contains(key) else { return .none }
    if try container.decodeNil(forKey: key) { return .some(nil) }
    return try container.decode(String.self, forKey: key)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try Self.encode(a, &container, .a)
    try Self.encode(b, &container, .b)
    try Self.encode(c, &container, .c)
    try Self.encode(d, &container, .d)
  }

  @inline(__always)
  static func encode(
    _ value: String??, _ container: inout KeyedEncodingContainer<FourKeys>, _ key: FourKeys
  ) throws {
    switch value {
    case .none: return
    case .some(.none): try container.encodeNil(forKey: key)
    case .some(.some(let string)): try container.encode(string, forKey: key)
    }
  }
}

/// Documents without the ID among their fields, as Firestore sends them: the ID comes from the
/// decoder's `userInfo` when there is one, else it is `nil`.
func documentIDAbsentPayload(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { ["title": "Title \($0)"] }
}

/// Documents whose ID is a field of the payload, as a REST API returns them.
func documentIDPayload(_ count: Int, _ format: CoderFormat) throws -> Data {
  try serializedRecords(count, format) { ["id": "doc-\($0)", "title": "Title \($0)"] }
}

extension RatioCases {
  static let documentCoding =
    RatioCase.pairs(
      suite: "DocumentCoding", name: "DocumentID", subject: DocumentIDRecord.self,
      baseline: HandDocumentIDRecord.self,
      payload: documentIDPayload
    ) { index in
      DocumentIDRecord(id: "doc-\(index)", title: "Title \(index)")
    }
    + RatioCase.pairs(
      suite: "DocumentCoding", name: "DocumentID (absent)", subject: DocumentIDRecord.self,
      baseline: HandDocumentIDRecord.self, directions: [.decode],
      payload: documentIDAbsentPayload
    ) { index in
      DocumentIDRecord(id: nil, title: "Title \(index)")
    }
    + RatioCase.pairs(
      suite: "DocumentCoding", name: "ServerTimestamp", subject: ServerTimestampRecord.self,
      baseline: HandServerTimestampRecord.self
    ) { index in
      ServerTimestampRecord(a: date(index, 1), b: date(index, 2), c: date(index, 3), d: nil)
    }
    + RatioCase.pairs(
      suite: "DocumentCoding", name: "ExplicitNull", subject: ExplicitNullRecord.self,
      baseline: HandExplicitNullRecord.self
    ) { index in
      ExplicitNullRecord(a: "a\(index)", b: "b", c: "c\(index % 10)", d: nil)
    }
    + RatioCase.pairs(
      suite: "DocumentCoding", name: "DoubleOptional", subject: DoubleOptionalRecord.self,
      baseline: HandDoubleOptionalRecord.self
    ) { index in
      DoubleOptionalRecord(a: "a\(index)", b: .some(nil), c: "c\(index % 10)", d: .none)
    }
}
