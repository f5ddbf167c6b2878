import CodableTransforms
import Foundation

/// A Firestore REST document read into the model of the family its collection is named after.
///
/// `projects/p/databases/(default)/documents/Dates/d1` holds a `DatesModel`; a document without a
/// name, or in any other collection, holds the first family's model.
///
/// The harness writes the document back with its name, so that the second decode reads the same
/// model and the same `@DocumentID`.
struct FamilyDocument: Codable, Hashable, CustomStringConvertible {
  let reference: FirestoreRESTReference?
  let model: any FuzzFamilyModel

  /// The names of the kinds of a REST `Value`, for the dictionary.
  static let valueKinds = [
    "name", "fields", "createTime", "updateTime", "nullValue", "booleanValue", "integerValue",
    "doubleValue", "timestampValue", "stringValue", "bytesValue", "referenceValue",
    "geoPointValue", "arrayValue", "mapValue", "values", "NaN", "Infinity", "-Infinity",
  ]

  private static let nameEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return encoder
  }()

  init(reference: FirestoreRESTReference?, model: any FuzzFamilyModel) {
    self.reference = reference
    self.model = model
  }

  init(from decoder: any Decoder) throws {
    reference = decoder.userInfo[.firestoreDocumentReference] as? FirestoreRESTReference
    let collection = reference?.collectionPath.split(separator: "/").last.map(String.init)
    let family = FuzzFamily.all.first { $0.name == collection } ?? FuzzFamily.all[0]
    model = try family.model.init(from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try model.encode(to: encoder)
  }

  /// The document as the REST API returns it: the encoded fields, with the name.
  ///
  /// - Parameter fields: `FirestoreRESTFields.json`, `{"fields": {…}}`.
  /// - Returns: `{"name": …, "fields": {…}}`, or `fields` for a document without a name.
  /// - Throws: `EncodingError` when the name cannot be written as JSON.
  func json(fields: Data) throws -> Data {
    guard let reference else { return fields }
    let name = try Self.nameEncoder.encode(reference.name)
    return Data("{\"name\":".utf8) + name + Data(",".utf8) + fields.dropFirst()
  }

  static func == (left: FamilyDocument, right: FamilyDocument) -> Bool {
    left.reference == right.reference && AnyHashable(left.model) == AnyHashable(right.model)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(reference)
    hasher.combine(AnyHashable(model))
  }

  var description: String { "\(model)" }
}
