public import DateCoding
public import Foundation
import SnapshotCoding

/// One write of a Firestore `commit` or `batchWrite` request: set or update a document, with the
/// field transforms a plain document body cannot express, or delete one.
///
/// ```swift
/// let article = Article(title: "Hello", createdAt: nil)    // @ServerTimestamp var createdAt: Date?
/// let write = try FirestoreRESTEncoder().write(article, to: reference)
/// // {"update": {"name": "…/articles/first", "fields": {"title": {"stringValue": "Hello"}}},
/// //  "updateTransforms": [{"fieldPath": "createdAt", "setToServerValue": "REQUEST_TIME"}]}
/// ```
///
/// - Note: Wire format: the REST `Write` JSON (``json``).
public struct FirestoreRESTWrite: Hashable, Sendable {
  /// What the write does.
  public enum Operation: Hashable, Sendable {
    /// Writes `fields` into the document.
    case update(FirestoreRESTReference, fields: [String: FirestoreRESTValue])
    /// Deletes the document.
    case delete(FirestoreRESTReference)
  }

  /// Which fields an update replaces.
  public enum Mask: Hashable, Sendable {
    /// The whole document: fields it does not write are removed (`set`).
    case replaceDocument
    /// Each top-level field it writes, replaced as a whole; other fields are left alone.
    case topLevelFields
    /// Each leaf it writes, nested maps merged field by field; other fields are left alone.
    case leafFields
    /// The given paths: a path it does not write is removed from the document.
    case fieldPaths([FirestoreFieldPath])
  }

  /// A condition on the document that must hold for the write to apply.
  public enum Precondition: Hashable, Sendable {
    /// The document must exist (`true`) or must not (`false`).
    case exists(Bool)
    /// The document must have been last updated at this time.
    case updateTime(Timestamp)
  }

  /// What the write does.
  public var operation: Operation
  /// The update's `updateMask.fieldPaths`; `nil` replaces the whole document.
  public var updateMask: [FirestoreFieldPath]?
  /// The field transforms the server applies after the update (`updateTransforms`), in order.
  public var transforms: [FieldTransform]
  /// The write's precondition.
  public var precondition: Precondition?

  /// The fields the server sets to its commit time: the ``FirestoreRESTFieldTransform/serverTime``
  /// transforms among ``transforms``.
  public var serverTimestamps: [FirestoreFieldPath] {
    transforms.filter { $0.transform == .serverTime }.map(\.fieldPath)
  }

  /// A write.
  ///
  /// ```swift
  /// // Add 1 to a counter of an existing document, leaving its other fields alone.
  /// let bump = FirestoreRESTWrite(
  ///     .update(reference, fields: [:]), updateMask: [],
  ///     transforms: [.init("visits", .increment(1))], precondition: .exists(true))
  /// ```
  ///
  /// - Parameters:
  ///   - operation: What the write does.
  ///   - updateMask: The update's field mask; `nil` replaces the whole document.
  ///   - serverTimestamps: Fields the server sets to its commit time, before `transforms`.
  ///   - transforms: Field transforms the server applies after the update.
  ///   - precondition: A condition that must hold.
  public init(
    _ operation: Operation, updateMask: [FirestoreFieldPath]? = nil,
    serverTimestamps: [FirestoreFieldPath] = [], transforms: [FieldTransform] = [],
    precondition: Precondition? = nil
  ) {
    self.operation = operation
    self.updateMask = updateMask
    self.transforms = serverTimestamps.map { FieldTransform($0, .serverTime) } + transforms
    self.precondition = precondition
  }

  /// The document the write changes.
  public var reference: FirestoreRESTReference {
    switch operation {
    case .update(let reference, _), .delete(let reference): reference
    }
  }

  /// Checks what Firestore would refuse before anything is sent: an array directly inside an
  /// array, a timestamp or geopoint out of range, a transform's operand of the wrong kind,
  /// transforms on a delete.
  ///
  /// - Throws: `EncodingError.invalidValue` whose coding path starts at the field.
  package func validate() throws {
    func fail(_ problem: RESTValueProblem, in prefix: [any CodingKey] = []) -> EncodingError {
      EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: prefix + problem.path,
          debugDescription: "\(reference.path): \(problem.message)",
          underlyingError: problem.underlying))
    }
    switch operation {
    case .delete:
      if !transforms.isEmpty || updateMask != nil {
        throw fail(RESTValueProblem("a delete has no field transforms or mask"))
      }
    case .update(_, let fields):
      for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
        if let problem = value.problem(inArray: false) {
          throw fail(problem, in: [SnapshotCodingKey(stringValue: name)])
        }
      }
    }
    for path in (updateMask ?? []) + transforms.map(\.fieldPath) {
      if let problem = path.problem {
        throw fail(RESTValueProblem("'\(path.restText)' is not a field path: \(problem)"))
      }
    }
    for transform in transforms {
      if let problem = transform.transform.problem() {
        throw fail(
          problem, in: transform.fieldPath.segments.map { SnapshotCodingKey(stringValue: $0) })
      }
    }
  }

  /// The REST `Write` JSON, as a `commit` request's `writes` element.
  public var json: Data { Data(jsonBytes(sortedKeys: false)) }

  func jsonBytes(sortedKeys: Bool) -> [UInt8] {
    var writer = RESTWriter(sortedKeys: sortedKeys)
    writer.write(self)
    return writer.output
  }
}

extension RESTWriter {
  mutating func write(_ restWrite: FirestoreRESTWrite) {
    output.append(UInt8(ascii: "{"))
    switch restWrite.operation {
    case .delete(let reference):
      raw("\"delete\":")
      string(reference.name)
    case .update(let reference, let fields):
      raw("\"update\":{\"name\":")
      string(reference.name)
      if !fields.isEmpty {
        raw(",\"fields\":")
        write(fields: fields)
      }
      output.append(UInt8(ascii: "}"))
      if let mask = restWrite.updateMask {
        raw(",\"updateMask\":{\"fieldPaths\":[")
        for (index, path) in mask.enumerated() {
          if index > 0 { output.append(UInt8(ascii: ",")) }
          string(path.restText)
        }
        raw("]}")
      }
      if !restWrite.transforms.isEmpty {
        raw(",\"updateTransforms\":[")
        for (index, transform) in restWrite.transforms.enumerated() {
          if index > 0 { output.append(UInt8(ascii: ",")) }
          write(transform)
        }
        output.append(UInt8(ascii: "]"))
      }
    }
    switch restWrite.precondition {
    case nil: break
    case .exists(let exists):
      exists
        ? raw(",\"currentDocument\":{\"exists\":true}")
        : raw(",\"currentDocument\":{\"exists\":false}")
    case .updateTime(let time):
      raw(",\"currentDocument\":{\"updateTime\":\"")
      ascii(time._rfc3339Text)
      raw("\"}")
    }
    output.append(UInt8(ascii: "}"))
  }
}
