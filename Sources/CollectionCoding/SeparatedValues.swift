@_exported import CodableTransformsCore
import Foundation

/// The text that separates the values of a ``SeparatedValues`` property.
///
/// ```swift
/// enum Semicolon: ValueSeparator {
///     static var separator: String { ";" }
/// }
///
/// struct Contact: Codable {
///     @SeparatedValues<Semicolon, String> var emails: [String]    // "a@x.org;b@y.org"
/// }
/// ```
public protocol ValueSeparator: Sendable {
  /// The separator, such as `","`; it must not be empty.
  static var separator: String { get }
}

/// `","`, the separator of ``CommaSeparated``.
///
/// ```swift
/// CommaSeparator.separator   // ","
/// ```
public enum CommaSeparator: ValueSeparator {
  /// `","`.
  public static var separator: String { "," }
}

/// `" "`, a single space.
///
/// ```swift
/// @SeparatedValues<SpaceSeparator, String> var scopes: [String]   // "read write admin"
/// ```
public enum SpaceSeparator: ValueSeparator {
  /// `" "`.
  public static var separator: String { " " }
}

/// An array stored as one string of values joined by a comma: `"swift,codable,ios"`.
///
/// ```swift
/// struct Article: Codable {
///     @CommaSeparated var tags: [String]          // "swift,codable"
///     @CommaSeparated var sizes: [Int]            // "38,39,40"
/// }
/// ```
///
/// See ``SeparatedValues`` for the rules; for another separator, name it there.
///
/// - Note: Wire format: the values' `description`s joined by `","`; `[]` is `""`.
public typealias CommaSeparated<Element: LosslessStringConvertible> = SeparatedValues<
  CommaSeparator, Element
>

/// A property wrapper for an array stored as one string of values joined by a separator.
///
/// OAuth scopes (`"read write"`), CSV-ish query parameters and legacy APIs store lists in a
/// single string. Each value is converted with `LosslessStringConvertible`:
///
/// ```swift
/// struct Token: Codable {
///     @SeparatedValues<SpaceSeparator, String> var scopes: [String]   // "read write"
///     @CommaSeparated var ids: [Int]                                  // "7,42"
/// }
/// ```
///
/// | key missing | value `null` | `""` | `"a,b"` | a bad value | encoding |
/// |---|---|---|---|---|---|
/// | `keyNotFound` | `valueNotFound` | `[]` | `["a", "b"]` | throws `dataCorrupted` at the property, naming the value and its position | the values joined |
///
/// The string is split at every separator and nothing is trimmed: `"a, b"` is `["a", " b"]`, and
/// `"a,,b"` has an empty value in the middle. Only the empty string is the empty array, so an
/// array holding one empty string cannot be written (it would come back as `[]`), nor can a value
/// whose text contains the separator: both are `EncodingError.invalidValue`.
///
/// For a missing key or `null` as `[]`, use the wrapper as the coding of a default:
/// `@DefaultCoded<DefaultValues.EmptyArray<Int>, CommaSeparated<Int>> var ids: [Int]`.
/// For a missing key or `null` as `nil`, use the optional form:
/// `@CommaSeparated<Int>.Optional var ids: [Int]?`.
///
/// - Note: Wire format: one string, the values' `description`s joined by `Separator.separator`.
@propertyWrapper
public struct SeparatedValues<Separator: ValueSeparator, Element: LosslessStringConvertible> {
  /// The values; what is encoded.
  public var wrappedValue: [Element]

  /// Creates a wrapper holding values.
  ///
  /// - Parameter wrappedValue: The values.
  @inlinable
  public init(wrappedValue: [Element]) {
    self.wrappedValue = wrappedValue
  }

  /// The separator as one `Character`, when it is one.
  ///
  /// The usual case, split and searched for without Foundation: `components(separatedBy:)`
  /// costs about nine allocations per value. Both compare whole characters, so the result is
  /// the same.
  @inlinable
  static var separatorCharacter: Character? {
    let separator = Separator.separator
    guard let first = separator.first, separator.dropFirst().isEmpty else { return nil }
    return first
  }

  /// The values of a string, or the error that names the one that does not convert.
  @inlinable
  static func values(of string: String) throws -> [Element] {
    guard !string.isEmpty else { return [] }
    if let separator = separatorCharacter {
      return try values(
        string.split(separator: separator, omittingEmptySubsequences: false), of: string)
    }
    return try values(components(of: string), of: string)
  }

  /// `string` split at each occurrence of a separator of several characters.
  @usableFromInline
  static func components(of string: String) -> [String] {
    string.components(separatedBy: Separator.separator)
  }

  /// The values of the parts of `string`.
  @inlinable
  static func values<Part: StringProtocol>(_ parts: [Part], of string: String) throws
    -> [Element]
  {
    var values: [Element] = []
    values.reserveCapacity(parts.count)
    for (position, part) in parts.enumerated() {
      guard let value = Element(String(part)) else {
        throw unconvertible(String(part), position: position, of: string)
      }
      values.append(value)
    }
    return values
  }

  /// The error for a part that does not convert.
  @usableFromInline
  static func unconvertible(_ part: String, position: Int, of string: String) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: [],
        debugDescription:
          "'\(part)' (value \(position + 1) of '\(string)', separated by "
          + "'\(Separator.separator)') is not \(Element.self) written as text"))
  }

  /// The string of the values, or the error for one that cannot be written.
  @inlinable
  func string(codingPath: [any CodingKey]) throws -> String {
    let parts = wrappedValue.map(\.description)
    let holdsSeparator: Bool
    if let separator = Self.separatorCharacter {
      holdsSeparator = parts.contains { $0.contains(separator) }
    } else {
      holdsSeparator = parts.contains { $0.contains(Separator.separator) }
    }
    if holdsSeparator || parts == [""] {
      throw unwritable(parts, codingPath: codingPath)
    }
    return parts.joined(separator: Separator.separator)
  }

  /// The error for values that cannot be joined.
  @usableFromInline
  func unwritable(_ parts: [String], codingPath: [any CodingKey]) -> EncodingError {
    EncodingError.invalidValue(
      wrappedValue,
      EncodingError.Context(
        codingPath: codingPath,
        debugDescription:
          "\(parts) cannot be written joined by '\(Separator.separator)': a value contains "
          + "the separator, or the only value is empty"))
  }
}

extension SeparatedValues: ContainerCodable {
  /// Decodes the string for `key` and splits it.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `keyNotFound`, `valueNotFound`, `typeMismatch`, or `dataCorrupted` naming a value
  ///   that does not convert, at the property's path.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    let string = try container.decode(String.self, forKey: key)
    do {
      self.init(wrappedValue: try Self.values(of: string))
    } catch let error as DecodingError {
      throw error.at(container.codingPath + [key])
    }
  }

  /// Encodes the values joined, for `key`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The property's key.
  /// - Throws: `EncodingError.invalidValue` for values that cannot be joined.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    try container.encode(string(codingPath: container.codingPath + [key]), forKey: key)
  }

  /// Decodes the string and splits it, outside a keyed container.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The coder's errors, or `dataCorrupted` naming a value that does not convert.
  @inlinable
  public init(from decoder: any Decoder) throws {
    let string = try decoder.singleValueContainer().decode(String.self)
    do {
      self.init(wrappedValue: try Self.values(of: string))
    } catch let error as DecodingError {
      throw error.at(decoder.codingPath)
    }
  }

  /// Encodes the values joined.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` for values that cannot be joined.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(string(codingPath: encoder.codingPath))
  }
}

extension DecodingError {
  /// The error with `codingPath` as its path (for errors made without one).
  @usableFromInline
  func at(_ codingPath: [any CodingKey]) -> DecodingError {
    guard case .dataCorrupted(let context) = self else { return self }
    return .dataCorrupted(
      Context(
        codingPath: codingPath, debugDescription: context.debugDescription,
        underlyingError: context.underlyingError))
  }
}

extension SeparatedValues {
  /// The optional form: a missing key or `null` decodes as `nil`, and `nil` leaves the key out.
  ///
  /// ```swift
  /// @CommaSeparated<Int>.Optional var sizes: [Int]?
  /// ```
  ///
  /// - Note: Wire format: as the non-optional wrapper, or no key for `nil`.
  public typealias Optional = OptionalCoded<Self>
}

extension SeparatedValues: Sendable where Element: Sendable {}

extension SeparatedValues: Equatable where Element: Equatable {}

extension SeparatedValues: Hashable where Element: Hashable {}

extension SeparatedValues: CustomStringConvertible {
  /// The description of ``wrappedValue``.
  public var description: String { String(describing: wrappedValue) }
}
