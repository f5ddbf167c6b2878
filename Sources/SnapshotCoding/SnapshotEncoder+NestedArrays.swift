import Foundation

extension SnapshotEncoder {
  /// The underlying error of the `EncodingError` for an array directly inside an array, when
  /// ``SnapshotEncoder/rejectsNestedArrays`` is on: Cloud Firestore cannot store one.
  public struct NestedArray: Error, Hashable, Sendable {
    /// The error.
    public init() {}
  }

  /// Throws at the first array found directly inside an array of `tree`.
  func rejectNestedArrays(in tree: Any, codingPath: [any CodingKey]) throws {
    var path = codingPath
    try Self.rejectNestedArrays(in: tree, path: &path, inArray: false)
  }

  private static func rejectNestedArrays(in value: Any, path: inout [any CodingKey], inArray: Bool)
    throws
  {
    if let object = value as? [String: Any] {
      for (key, member) in object {
        path.append(SnapshotCodingKey(stringValue: key))
        try rejectNestedArrays(in: member, path: &path, inArray: false)
        path.removeLast()
      }
    } else if let array = value as? [Any] {
      if inArray {
        throw EncodingError.invalidValue(
          value,
          EncodingError.Context(
            codingPath: path,
            debugDescription:
              "An array directly inside an array, which Cloud Firestore cannot store "
              + "(rejectsNestedArrays is on); put the inner array in a map, such as a struct "
              + "with an array property",
            underlyingError: NestedArray()))
      }
      for (index, element) in array.enumerated() {
        path.append(SnapshotCodingKey(intValue: index))
        try rejectNestedArrays(in: element, path: &path, inArray: true)
        path.removeLast()
      }
    }
  }
}
