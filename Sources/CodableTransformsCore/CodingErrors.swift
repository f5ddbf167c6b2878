// Error construction, in one place: every error the library throws carries the coding path of
// the offending property or element, and quotes the offending value.

extension DecodingError {
  /// Turns an error thrown by a transform into a `DecodingError` at `codingPath`.
  ///
  /// A `DecodingError` keeps its kind and description and gets the path; anything else becomes
  /// `dataCorrupted` with the error as `underlyingError`.
  @usableFromInline
  static func _transformFailure(_ error: any Error, codingPath: [any CodingKey]) -> DecodingError {
    switch error {
    case DecodingError.typeMismatch(let type, let context):
      return .typeMismatch(type, context._at(codingPath))
    case DecodingError.valueNotFound(let type, let context):
      return .valueNotFound(type, context._at(codingPath))
    case DecodingError.keyNotFound(let key, let context):
      return .keyNotFound(key, context._at(codingPath))
    case DecodingError.dataCorrupted(let context):
      return .dataCorrupted(context._at(codingPath))
    case let error as TransformError:
      return .dataCorrupted(
        Context(codingPath: codingPath, debugDescription: error.message, underlyingError: error))
    default:
      return .dataCorrupted(
        Context(
          codingPath: codingPath, debugDescription: String(describing: error),
          underlyingError: error))
    }
  }
}

extension DecodingError.Context {
  /// The context with `codingPath` put in front of its own (relative) path.
  fileprivate func _at(_ path: [any CodingKey]) -> Self {
    Self(
      codingPath: path + codingPath, debugDescription: debugDescription,
      underlyingError: underlyingError)
  }
}

extension EncodingError {
  /// Turns an error thrown by a transform into an `EncodingError.invalidValue` at `codingPath`.
  @usableFromInline
  static func _transformFailure(_ error: any Error, value: Any, codingPath: [any CodingKey])
    -> EncodingError
  {
    if case EncodingError.invalidValue(let value, let context) = error {
      return .invalidValue(
        value,
        Context(
          codingPath: codingPath + context.codingPath,
          debugDescription: context.debugDescription, underlyingError: context.underlyingError))
    }
    let description = (error as? TransformError)?.message ?? String(describing: error)
    return .invalidValue(
      value, Context(codingPath: codingPath, debugDescription: description, underlyingError: error))
  }
}

/// A value as the library quotes it in error messages: `'Mars/Olympus'`.
func _quoted(_ value: Any) -> String {
  "'\(value)'"
}

/// The coding key the library puts in error paths for an element's position or a dictionary key.
///
/// Its `stringValue` for a position is `"Index 1"`, like Foundation's coders.
@usableFromInline
package struct _CodingPathKey: CodingKey, Sendable {
  @usableFromInline package let stringValue: String
  @usableFromInline package let intValue: Int?

  @usableFromInline
  package init(index: Int) {
    self.stringValue = "Index \(index)"
    self.intValue = index
  }

  @usableFromInline
  package init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  @usableFromInline
  package init?(intValue: Int) {
    self.init(index: intValue)
  }
}
