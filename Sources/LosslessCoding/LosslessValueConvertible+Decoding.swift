// The slow path shared by every conformance: what happens after the natural representation
// failed. A failed attempt costs the coder's error value, so the happy path makes one attempt
// and the fallbacks run only when it fails.

extension SingleValueDecodingContainer {
  /// Rethrows `null` as `valueNotFound`, so that a missing value never reaches the fallbacks.
  ///
  /// - Parameters:
  ///   - naturalError: What decoding the natural representation threw.
  ///   - type: The value's type.
  /// - Throws: `naturalError` when it is `valueNotFound`, or `valueNotFound` when the container
  ///   holds `null`.
  func rethrowIfNull(_ naturalError: any Error, _ type: Any.Type) throws {
    if case DecodingError.valueNotFound = naturalError { throw naturalError }
    if decodeNil() {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "Expected \(type) but found null instead.",
          underlyingError: naturalError))
    }
  }

  // The value in one representation, or `nil` when the container holds another one. One
  // overload per type, so that the coder's concrete method is called and not its generic
  // `decode(_:)`. The error of a failed attempt is not kept: it only says that the value is not
  // of that type, and the error thrown when no representation fits describes the value itself.

  func attempt(_ type: String.Type) -> String? {
    do { return try decode(String.self) } catch { return nil }
  }

  func attempt(_ type: Double.Type) -> Double? {
    do { return try decode(Double.self) } catch { return nil }
  }

  func attempt(_ type: Int64.Type) -> Int64? {
    do { return try decode(Int64.self) } catch { return nil }
  }

  func attempt(_ type: UInt64.Type) -> UInt64? {
    do { return try decode(UInt64.self) } catch { return nil }
  }

  func attempt(_ type: Bool.Type) -> Bool? {
    do { return try decode(Bool.self) } catch { return nil }
  }

  /// Runs a conversion rule; its `TransformError` becomes `dataCorrupted` at this container's
  /// coding path.
  func converting<T>(_ rule: () throws -> T) throws -> T {
    do {
      return try rule()
    } catch let error as TransformError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: error.message, underlyingError: error))
    }
  }

  /// The error when the container holds no accepted representation.
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - expected: The accepted representations: `"Int as a whole number or a string of digits"`.
  ///   - naturalError: What decoding the natural representation threw, kept as the underlying
  ///     error.
  /// - Returns: `typeMismatch` at this container's path, saying what was found.
  func noLosslessRepresentation(_ type: Any.Type, expected: String, naturalError: any Error)
    -> DecodingError
  {
    let found =
      attempt(Bool.self).map { "a boolean ('\($0)')" }
      ?? "a value that is not a number, a string or a boolean"
    return DecodingError.typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "Expected \(expected); found \(found)",
        underlyingError: naturalError))
  }
}
