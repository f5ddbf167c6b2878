// The errors of the library, built in this file only: every one carries the coding path of the
// offending property or element, and quotes the offending value.

/// The error a ``CodingTransform`` throws to reject a value.
///
/// The library never lets this error reach a caller of a decoder or encoder on its own: it
/// becomes the `underlyingError` of a `DecodingError.dataCorrupted` or
/// `EncodingError.invalidValue` whose coding path ends at the offending property or element and
/// whose description is ``message``.
///
/// ```swift
/// throw TransformError(rejecting: "#12345", expected: "a CSS hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)")
/// // "'#12345' is not a CSS hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"
/// ```
public struct TransformError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, quoting the value and naming the expected format.
  public var message: String

  /// Creates an error with a complete message.
  ///
  /// - Parameter message: The description, which should quote the rejected value and name the
  ///   expected format.
  public init(_ message: String) {
    self.message = message
  }

  /// Creates an error that quotes a rejected value and names what was expected.
  ///
  /// - Parameters:
  ///   - value: The rejected value; it is quoted in single quotes.
  ///   - expected: What the value should have been, with its article: `"a URL"`.
  public init(rejecting value: some Any, expected: String) {
    self.message = "\(_quoted(value)) is not \(expected)"
  }

  /// The ``message``.
  public var description: String { message }
}

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

  /// `error` as a `DecodingError` that says where it happened.
  ///
  /// A `DecodingError` with a coding path is returned unchanged; one without gets `codingPath`.
  /// Any other error becomes `dataCorrupted` at `codingPath` with the error as
  /// `underlyingError`: Foundation's `JSONDecoder` on Linux throws an internal error for a
  /// number that does not fit the property's type (`256` for a `UInt8`, `2.5` for an `Int`),
  /// which it turns into a path-less "The given data was not valid JSON." only at the top.
  @usableFromInline
  package static func _located(
    _ error: any Error, at codingPath: @autoclosure () -> [any CodingKey]
  ) -> any Error {
    guard let error = error as? DecodingError else {
      return DecodingError.dataCorrupted(
        Context(
          codingPath: codingPath(),
          debugDescription: "The value could not be decoded: \(error)", underlyingError: error))
    }
    func located(_ context: Context) -> Context {
      Context(
        codingPath: codingPath(), debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return DecodingError.dataCorrupted(located(context))
    case .typeMismatch(let type, let context) where context.codingPath.isEmpty:
      return DecodingError.typeMismatch(type, located(context))
    case .valueNotFound(let type, let context) where context.codingPath.isEmpty:
      return DecodingError.valueNotFound(type, located(context))
    default:
      return error
    }
  }

  /// The error for a value a transform decoded that is not of the property's type: a class
  /// property declared with a subclass (`@SwatchName var x: SpecialSwatch`) whose transform
  /// returned an instance of the superclass.
  @usableFromInline
  static func _notOfPropertyType(
    _ value: Any, expected: Any.Type, codingPath: [any CodingKey]
  ) -> DecodingError {
    .typeMismatch(
      expected,
      Context(
        codingPath: codingPath,
        debugDescription: "The transform decoded a \(type(of: value)), which is not a \(expected)"))
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

// The keyed container methods are specialized for every model's keys and every transform; their
// error paths call these, which are not, so that each specialization holds a call, not the
// building of a coding path.

extension DecodingError {
  /// ``_located(_:at:)`` at `codingPath` followed by `key`.
  @usableFromInline @inline(never)
  package static func _located(
    _ error: any Error, in codingPath: [any CodingKey], key: any CodingKey
  )
    -> any Error
  {
    _located(error, at: codingPath._appending(key))
  }

  /// ``_transformFailure(_:codingPath:)`` at `codingPath` followed by `key`.
  @usableFromInline @inline(never)
  static func _transformFailure(
    _ error: any Error, in codingPath: [any CodingKey], key: any CodingKey
  ) -> DecodingError {
    _transformFailure(error, codingPath: codingPath._appending(key))
  }
}

extension EncodingError {
  /// ``_transformFailure(_:value:codingPath:)`` at `codingPath` followed by `key`.
  @usableFromInline @inline(never)
  static func _transformFailure(
    _ error: any Error, value: Any, in codingPath: [any CodingKey], key: any CodingKey
  ) -> EncodingError {
    _transformFailure(error, value: value, codingPath: codingPath._appending(key))
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

  /// The error for a property value that is not of the transform's value type: a class property
  /// holding an instance the transform does not convert.
  @usableFromInline
  static func _notOfTransformedType(
    _ value: Any, expected: Any.Type, codingPath: [any CodingKey]
  ) -> EncodingError {
    .invalidValue(
      value,
      Context(codingPath: codingPath, debugDescription: "\(type(of: value)) is not a \(expected)"))
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
  // Two words and a half would not fit an existential's inline buffer of three: every key put
  // in an `[any CodingKey]` path would be allocated on its own. So the key is a name (`nil` for
  // a position, whose text is only built when asked for) and a number with one value that
  // stands for none. A copied key whose `intValue` is `Int.min` loses it: no coder numbers a
  // position so.
  @usableFromInline let name: String?
  @usableFromInline let number: Int

  @inlinable
  package var stringValue: String { name ?? "Index \(number)" }

  @inlinable
  package var intValue: Int? { name == nil || number != .min ? number : nil }

  @usableFromInline
  package init(index: Int) {
    self.name = nil
    self.number = index
  }

  @usableFromInline
  package init(stringValue: String) {
    self.name = stringValue
    self.number = .min
  }

  @usableFromInline
  package init?(intValue: Int) {
    self.init(index: intValue)
  }

  /// A `Sendable` copy of any key, for a path kept beyond the call that gave it.
  package init(copying key: any CodingKey) {
    self.name = key.stringValue
    self.number = key.intValue ?? .min
  }
}
