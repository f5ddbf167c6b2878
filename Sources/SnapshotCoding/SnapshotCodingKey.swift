@_exported import CodableTransformsCore

/// A coding key for any string or position, as it appears in the coding paths of
/// ``SnapshotDecoder``'s errors and in ``SnapshotDecoder/UnknownKeysError``.
///
/// ```swift
/// let path: [SnapshotCodingKey] = ["posts", "-Nx1", "titel"]
/// ```
///
/// - Note: A position's ``stringValue`` is `"Index 1"`, like Foundation's coders.
public struct SnapshotCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The key, or `"Index n"` for a position.
  public let stringValue: String
  /// The position, for an array element.
  public let intValue: Int?

  /// Creates a key for a string.
  ///
  /// - Parameter stringValue: The key.
  public init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  /// Creates a key for a position.
  ///
  /// - Parameter intValue: The position.
  public init(intValue: Int) {
    self.stringValue = "Index \(intValue)"
    self.intValue = intValue
  }

  /// Creates a key for a string literal.
  ///
  /// - Parameter value: The key.
  public init(stringLiteral value: String) {
    self.init(stringValue: value)
  }

  /// Creates the equivalent of any coding key.
  ///
  /// - Parameter key: A key from a `codingPath`.
  public init(_ key: any CodingKey) {
    if let intValue = key.intValue {
      self.init(intValue: intValue)
    } else {
      self.init(stringValue: key.stringValue)
    }
  }

  /// `name` for a key, `[1]` for a position.
  public var description: String {
    intValue.map { "[\($0)]" } ?? stringValue
  }
}

extension [SnapshotCodingKey] {
  /// The path as text: `posts.-Nx1.titel`, `comments[2].text`.
  var pathDescription: String {
    reduce(into: "") { result, key in
      if let index = key.intValue {
        result += "[\(index)]"
      } else {
        result += (result.isEmpty ? "" : ".") + key.stringValue
      }
    }
  }
}
