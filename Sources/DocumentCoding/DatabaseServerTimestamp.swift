@_exported import CodableTransformsCore
public import Foundation

/// A property wrapper for a Realtime Database time: whole milliseconds since 1970 on the wire, in
/// every coder, and `nil` asks the server to write its own time.
///
/// ```swift
/// struct Message: Codable, Sendable {
///     var text: String
///     @DatabaseServerTimestamp var sentAt: Date?
/// }
///
/// try JSONEncoder().encode(Message(text: "Hi"))
/// // {"text": "Hi", "sentAt": {".sv": "timestamp"}} — the server fills it in
/// ```
///
/// The Realtime Database stores a server timestamp as a number of milliseconds since 1970, and
/// its SDK's `Database.Encoder` and Foundation's `JSONEncoder` write a `Date` as seconds since
/// 2001 by default: with ``ServerTimestamp`` a date would be written in the wrong unit, and the
/// server's `1732181400250` read back as a date 55,000 years away. This wrapper does not use the
/// coder's date strategy:
///
/// - `nil` is written as the server-value placeholder `{".sv": "timestamp"}` — the value of the
///   SDK's `ServerValue.timestamp()` — with every encoder.
/// - A date is written as an integer: its milliseconds since 1970, rounded to the nearest (a
///   `Date` holds sub-millisecond digits that the database does not keep). Every whole
///   millisecond of the years 0001–9999 round-trips exactly.
/// - Decoding reads an integer number of milliseconds within ±8,640,000,000,000,000 (the range of
///   JavaScript's `Date`, which the database's clients share); a fraction, a string or a number
///   out of that range throws `dataCorrupted` or `typeMismatch` at the property. A missing key,
///   `null` and a placeholder that has not been resolved yet (`{".sv": …}`) decode as `nil`.
///
/// - Note: Wire format: an integer of milliseconds since 1970, or `{".sv": "timestamp"}` for `nil`.
@propertyWrapper
public struct DatabaseServerTimestamp: Sendable, Hashable {
  /// The time, or `nil` to let the server fill it in.
  public var wrappedValue: Date?

  /// Creates the wrapper.
  ///
  /// - Parameter wrappedValue: The time, usually `nil` for a new record.
  @inlinable
  public init(wrappedValue: Date?) {
    self.wrappedValue = wrappedValue
  }

  /// The largest magnitude of a time, in milliseconds: JavaScript's `Date` range.
  static let maximumMilliseconds: Int64 = 8_640_000_000_000_000

  /// The date of a number of milliseconds, or `dataCorrupted` at `codingPath`.
  static func date(milliseconds: Int64, codingPath: @autoclosure () -> [any CodingKey]) throws
    -> Date
  {
    guard (-maximumMilliseconds...maximumMilliseconds).contains(milliseconds) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath(),
          debugDescription:
            "'\(milliseconds)' is not a Realtime Database time: milliseconds since 1970 within "
            + "±\(maximumMilliseconds)"))
    }
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// The whole milliseconds since 1970 of a date, rounded to the nearest, or `invalidValue`.
  static func milliseconds(of date: Date, codingPath: [any CodingKey]) throws -> Int64 {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    guard let whole = Int64(exactly: milliseconds),
      (-maximumMilliseconds...maximumMilliseconds).contains(whole)
    else {
      throw EncodingError.invalidValue(
        date,
        EncodingError.Context(
          codingPath: codingPath,
          debugDescription:
            "\(date) is not a Realtime Database time: milliseconds since 1970 within "
            + "±\(maximumMilliseconds)"))
    }
    return whole
  }
}

/// The Realtime Database's server-value placeholder, `{".sv": "timestamp"}`.
private struct DatabaseServerValue: Codable {
  enum CodingKeys: String, CodingKey {
    case serverValue = ".sv"
  }

  init() {}

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.serverValue) else {
      throw DecodingError.keyNotFound(
        CodingKeys.serverValue,
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "Not a server-value placeholder"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("timestamp", forKey: .serverValue)
  }
}

extension DatabaseServerTimestamp: ContainerCodable {
  /// Decodes the time stored for a key: `nil` when it is missing, `null` or a pending
  /// placeholder.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: `dataCorrupted` or `typeMismatch` at the property for a value that is not an
  ///   integer number of milliseconds within range.
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    guard try container._holdsValue(forKey: key) else {
      self.init(wrappedValue: nil)
      return
    }
    do {
      let milliseconds = try container.decode(Int64.self, forKey: key)
      self.init(
        wrappedValue: try Self.date(
          milliseconds: milliseconds, codingPath: container.codingPath + [key]))
    } catch {
      if (try? container._decodeNested(DatabaseServerValue.self, forKey: key)) != nil {
        self.init(wrappedValue: nil)
        return
      }
      throw DecodingError._located(error, in: container.codingPath, key: key)
    }
  }

  /// Writes the time as milliseconds since 1970, or the placeholder for `nil`.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: `EncodingError.invalidValue` for a date out of range.
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    guard let wrappedValue else {
      return try container._encodeNested(DatabaseServerValue(), forKey: key)
    }
    try container.encode(
      Self.milliseconds(of: wrappedValue, codingPath: container.codingPath + [key]), forKey: key)
  }

  /// Decodes the time from a single value, as the keyed form does.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: As the keyed form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self.init(wrappedValue: nil)
      return
    }
    do {
      let milliseconds = try container.decode(Int64.self)
      self.init(
        wrappedValue: try Self.date(milliseconds: milliseconds, codingPath: decoder.codingPath))
    } catch {
      if (try? DatabaseServerValue(from: decoder)) != nil {
        self.init(wrappedValue: nil)
        return
      }
      throw DecodingError._located(error, at: decoder.codingPath)
    }
  }

  /// Writes the time as milliseconds since 1970, or the placeholder for `nil`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` for a date out of range.
  public func encode(to encoder: any Encoder) throws {
    guard let wrappedValue else { return try DatabaseServerValue().encode(to: encoder) }
    var container = encoder.singleValueContainer()
    try container.encode(Self.milliseconds(of: wrappedValue, codingPath: encoder.codingPath))
  }
}

extension DatabaseServerTimestamp: CustomStringConvertible {
  /// The date, or `nil`.
  public var description: String { wrappedValue.map { "\($0)" } ?? "nil" }
}
