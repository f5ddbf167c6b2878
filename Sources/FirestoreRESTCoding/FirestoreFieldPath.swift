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
///
/// A string literal is read in that syntax, as Firebase's `whereField("meta.updatedAt", …)`
/// reads it: dots separate fields, back-quotes hold a name with other characters:
///
/// ```swift
/// let nested: FirestoreFieldPath = "meta.updatedAt"        // ["meta", "updatedAt"]
/// let quoted: FirestoreFieldPath = "prices.`EUR.retail`"   // ["prices", "EUR.retail"]
/// ```
///
/// A literal that is not a valid path (an empty name, an unclosed back-quote) is kept with its
/// problem, and the request that uses it fails with an `EncodingError` before it is sent.
public struct FirestoreFieldPath: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The field names from the document's root.
  public var segments: [String]
  /// Why the text this path was read from is not a field path, or `nil`.
  package var problem: String?

  /// A path of field names.
  ///
  /// - Parameter segments: The names from the root; at least one.
  public init(_ segments: [String]) {
    self.segments = segments
    problem = segments.isEmpty ? "a field path has at least one field name" : nil
  }

  /// The path of the document's name, `__name__`, for ordering and filtering by document.
  public static let documentID = FirestoreFieldPath(["__name__"])

  /// Reads a path in Firestore's field-path syntax: `"meta.updatedAt"`, or with a segment
  /// between back quotes when it holds other characters than letters, digits and `_`
  /// (`my-field` back-quoted, then `.x`).
  ///
  /// - Parameter text: The path.
  /// - Throws: `DecodingError.dataCorrupted` quoting the text when it is not a field path.
  public init(parsing text: String) throws {
    self.init(stringLiteral: text)
    if let problem {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "'\(text)' is not a field path: \(problem)"))
    }
  }

  /// Reads a literal in Firestore's field-path syntax.
  ///
  /// - Parameter text: The path, `"meta.updatedAt"`.
  public init(stringLiteral text: String) {
    var segments: [String] = []
    var current = ""
    var quoted = false
    var wasQuoted = false
    var escaped = false
    var problem: String?
    for character in text {
      if quoted {
        if escaped {
          current.append(character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "`" {
          quoted = false
        } else {
          current.append(character)
        }
      } else if character == "." {
        if current.isEmpty && !wasQuoted { problem = problem ?? "an empty field name" }
        segments.append(current)
        current = ""
        wasQuoted = false
      } else if character == "`" && current.isEmpty && !wasQuoted {
        quoted = true
        wasQuoted = true
      } else {
        if wasQuoted { problem = problem ?? "text after a back-quoted name" }
        current.append(character)
      }
    }
    if quoted { problem = problem ?? "an unclosed back-quote" }
    if current.isEmpty && !wasQuoted { problem = problem ?? "an empty field name" }
    segments.append(current)
    self.segments = segments
    self.problem = problem
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
