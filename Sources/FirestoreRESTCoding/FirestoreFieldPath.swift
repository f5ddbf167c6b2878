/// A path to a field of a Firestore document, as `updateMask.fieldPaths` and field transforms
/// name it.
///
/// ```swift
/// FirestoreFieldPath(["meta", "updatedAt"]).restText   // "meta.updatedAt"
/// FirestoreFieldPath(["my-field", "a.b"]).restText     // "`my-field`.`a.b`"
/// ```
///
/// Segments that are not simple names (a letter or `_`, then letters, digits or `_`) are
/// back-quoted, with a back-quote or a backslash inside escaped by a backslash, as Firestore
/// requires.
public struct FirestoreFieldPath: Hashable, Sendable, CustomStringConvertible {
  /// The field names from the document's root.
  public var segments: [String]

  /// A path of field names.
  ///
  /// - Parameter segments: The names from the root; at least one.
  public init(_ segments: [String]) {
    self.segments = segments
  }

  /// The path in Firestore's field-path syntax.
  public var restText: String {
    segments.map(Self.quoted).joined(separator: ".")
  }

  /// ``restText``.
  public var description: String { restText }

  /// A segment as Firestore's field-path syntax writes it.
  static func quoted(_ segment: String) -> String {
    var isSimple = !segment.isEmpty
    for (offset, byte) in segment.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "_"):
        continue
      case UInt8(ascii: "0")...UInt8(ascii: "9") where offset > 0:
        continue
      default:
        isSimple = false
      }
      if !isSimple { break }
    }
    if isSimple { return segment }
    var quoted = "`"
    for character in segment {
      if character == "`" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    quoted.append("`")
    return quoted
  }
}
