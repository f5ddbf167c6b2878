import Foundation
import SnapshotCoding

/// A change the server makes to one field when it applies a write: a counter incremented, a
/// maximum kept, an element appended to an array unless present, the server's time.
///
/// In a model, a property of this type asks ``FirestoreRESTEncoder`` for the transform at that
/// property's field, as a `nil` `@ServerTimestamp` asks for the server's time:
///
/// ```swift
/// struct Visit: Encodable {
///     var visits: FirestoreRESTFieldTransform = .increment(1)
///     var tags: FirestoreRESTFieldTransform = .appendMissingElements(["swift"])
///     var lastVisit: FirestoreRESTFieldTransform = .serverTime
///     var lastVisitor: String
/// }
/// try await firestore.update(Visit(lastVisitor: "ada"), at: "pages/home")
/// ```
///
/// Without a model, pass transforms to a write with their field paths:
/// `batch.update(at: "pages/home", transforms: ["visits": .increment(1)])`.
///
/// The operands are REST values: literals work (`.increment(1)`, `.maximum(2.5)`,
/// `.appendMissingElements(["a", "b"])`), and any `Encodable` value gives one with
/// ``FirestoreRESTValue/init(encoding:encoder:)``, encoded as the REST encoder stores it.
///
/// What the server does, as its REST reference describes `FieldTransform`:
/// - ``increment(_:)``, ``maximum(_:)``, ``minimum(_:)``: the operand is an integer or a double.
///   A field that is not a number (or is missing) is treated as `0` by `increment` and replaced by
///   `maximum` and `minimum`; integers overflowing 64 bits saturate; an integer and a double give
///   a double.
/// - ``appendMissingElements(_:)``: the elements not already in the array are appended (a field
///   that is not an array becomes an empty one first).
/// - ``removeAllFromArray(_:)``: every element equal to one of these is removed.
/// - ``serverTime``: the field is set to the time the server processed the request, to the
///   millisecond.
///
/// The value after the transform comes back in the commit's result
/// (`FirestoreRESTWriteResult.transformResults`): the new counter, the server's time; the array
/// transforms give `null`.
///
/// - Note: Wire format: one `FieldTransform` of a write's `updateTransforms`:
///   `{"fieldPath": "visits", "increment": {"integerValue": "1"}}`,
///   `{"fieldPath": "lastVisit", "setToServerValue": "REQUEST_TIME"}`,
///   `{"fieldPath": "tags", "appendMissingElements": {"values": [{"stringValue": "swift"}]}}`.
///   Any encoder other than ``FirestoreRESTEncoder`` throws `EncodingError.invalidValue` for it.
public enum FirestoreRESTFieldTransform: Hashable, Sendable {
  /// Sets the field to the server's time when it applies the write (`REQUEST_TIME`).
  case serverTime
  /// Adds the operand, an integer or a double, to the field.
  case increment(FirestoreRESTValue)
  /// Sets the field to the larger of its value and the operand, an integer or a double.
  case maximum(FirestoreRESTValue)
  /// Sets the field to the smaller of its value and the operand, an integer or a double.
  case minimum(FirestoreRESTValue)
  /// Appends each element the array does not already hold (Firebase's `arrayUnion`).
  case appendMissingElements([FirestoreRESTValue])
  /// Removes every element equal to one of these (Firebase's `arrayRemove`).
  case removeAllFromArray([FirestoreRESTValue])

  /// The REST name of the transform, such as `"increment"` or `"setToServerValue"`.
  public var restName: String {
    switch self {
    case .serverTime: "setToServerValue"
    case .increment: "increment"
    case .maximum: "maximum"
    case .minimum: "minimum"
    case .appendMissingElements: "appendMissingElements"
    case .removeAllFromArray: "removeAllFromArray"
    }
  }

  /// Why the transform cannot be sent, or `nil` when it can.
  func problem() -> RESTValueProblem? {
    switch self {
    case .serverTime: return nil
    case .increment(let operand), .maximum(let operand), .minimum(let operand):
      switch operand {
      case .integer, .double: return nil
      default:
        return RESTValueProblem(
          "\(restName) takes an integer or a double operand, not \(operand.kindName)")
      }
    case .appendMissingElements(let elements), .removeAllFromArray(let elements):
      for (index, element) in elements.enumerated() {
        if let problem = element.problem(inArray: true) {
          return problem.inside(SnapshotCodingKey(intValue: index))
        }
      }
      return nil
    }
  }
}

extension FirestoreRESTFieldTransform: Encodable {
  /// Throws: only ``FirestoreRESTEncoder`` writes a field transform, as part of a write.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError.invalidValue`, always.
  public func encode(to encoder: any Encoder) throws {
    throw EncodingError.invalidValue(
      self,
      EncodingError.Context(
        codingPath: encoder.codingPath,
        debugDescription:
          "A FirestoreRESTFieldTransform (\(restName)) is a request to the Firestore server; "
          + "only FirestoreRESTEncoder writes it, as part of a document write"))
  }
}

extension FirestoreRESTWrite {
  /// A field transform with the field it applies to.
  ///
  /// ```swift
  /// let bump = FirestoreRESTWrite.FieldTransform("stats.visits", .increment(1))
  /// ```
  public struct FieldTransform: Hashable, Sendable {
    /// The field.
    public var fieldPath: FirestoreFieldPath
    /// What the server does to it.
    public var transform: FirestoreRESTFieldTransform

    /// A transform of a field.
    ///
    /// - Parameters:
    ///   - fieldPath: The field.
    ///   - transform: What the server does to it.
    public init(_ fieldPath: FirestoreFieldPath, _ transform: FirestoreRESTFieldTransform) {
      self.fieldPath = fieldPath
      self.transform = transform
    }
  }
}

extension RESTWriter {
  mutating func write(_ fieldTransform: FirestoreRESTWrite.FieldTransform) {
    raw("{\"fieldPath\":")
    string(fieldTransform.fieldPath.restText)
    switch fieldTransform.transform {
    case .serverTime:
      raw(",\"setToServerValue\":\"REQUEST_TIME\"}")
      return
    case .increment(let operand), .maximum(let operand), .minimum(let operand):
      raw(",\"")
      ascii(fieldTransform.transform.restName)
      raw("\":")
      write(operand)
    case .appendMissingElements(let elements), .removeAllFromArray(let elements):
      raw(",\"")
      ascii(fieldTransform.transform.restName)
      raw("\":")
      if elements.isEmpty {
        raw("{}")
      } else {
        raw("{\"values\":[")
        for (index, element) in elements.enumerated() {
          if index > 0 { output.append(UInt8(ascii: ",")) }
          write(element)
        }
        raw("]}")
      }
    }
    output.append(UInt8(ascii: "}"))
  }
}
