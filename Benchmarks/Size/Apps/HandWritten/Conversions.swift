import Foundation

// The conversions the wrapped models get from wrappers, as an app writes them once for its
// models: with the container's methods, errors at the key's path.

/// UTC, for the formats below.
private let utc = TimeZone(secondsFromGMT: 0) ?? .current

/// The social network's `created_at`: `Sun Nov 23 08:15:02 +0000 2026`.
private let postDateFormat: Date.FormatString = """
  \(weekday: .abbreviated) \(month: .abbreviated) \(day: .twoDigits) \
  \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\
  \(second: .twoDigits) +0000 \(year: .defaultDigits)
  """
private let posix = Locale(identifier: "en_US_POSIX")
private let postDateParser = Date.ParseStrategy(
  format: postDateFormat, locale: posix, timeZone: utc, isLenient: false)
private let postDateStyle = Date.VerbatimFormatStyle(
  format: postDateFormat, locale: posix, timeZone: utc, calendar: Calendar(identifier: .gregorian))
private let dayParser = Date.ParseStrategy(
  format: "\(year: .padded(4))-\(month: .twoDigits)-\(day: .twoDigits)", locale: posix,
  timeZone: utc, isLenient: false)
private let dayStyle = Date.VerbatimFormatStyle(
  format: "\(year: .padded(4))-\(month: .twoDigits)-\(day: .twoDigits)", locale: posix,
  timeZone: utc, calendar: Calendar(identifier: .gregorian))
private let iso8601 = Date.ISO8601FormatStyle()

/// An element or value decoded on its own, so that a bad one can be skipped.
private enum Attempt<Value: Decodable>: Decodable {
  case value(Value)
  case failure(any Error)

  init(from decoder: any Decoder) throws {
    do {
      self = .value(try decoder.singleValueContainer().decode(Value.self))
    } catch {
      self = .failure(error)
    }
  }
}

/// A dictionary's key.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Where the app notes what it skipped.
private func skipped(_ error: any Error) {
  FileHandle.standardError.write(Data("skipped a bad value: \(error)\n".utf8))
}

extension KeyedDecodingContainer {
  func postDate(_ key: Key) throws -> Date {
    let string = try decode(String.self, forKey: key)
    do {
      return try postDateParser.parse(string)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "'\(string)' is not a post date")
    }
  }

  func iso8601Date(_ key: Key) throws -> Date {
    let string = try decode(String.self, forKey: key)
    do {
      return try iso8601.parse(string)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "'\(string)' is not an ISO 8601 date")
    }
  }

  func day(_ key: Key) throws -> Date {
    let string = try decode(String.self, forKey: key)
    do {
      return try dayParser.parse(string)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "'\(string)' is not a day as YYYY-MM-DD")
    }
  }

  func secondsSince1970(_ key: Key) throws -> Date {
    Date(timeIntervalSince1970: try decode(Double.self, forKey: key))
  }

  func millisecondsSince1970(_ key: Key) throws -> Date {
    Date(timeIntervalSince1970: try decode(Double.self, forKey: key) / 1000)
  }

  /// An integer, or a string of one.
  func losslessInt(_ key: Key) throws -> Int {
    do {
      return try decode(Int.self, forKey: key)
    } catch DecodingError.typeMismatch {
      let string = try decode(String.self, forKey: key)
      guard let value = Int(string) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "'\(string)' is not an integer")
      }
      return value
    }
  }

  /// A number, or a string of one.
  func losslessDouble(_ key: Key) throws -> Double {
    do {
      return try decode(Double.self, forKey: key)
    } catch DecodingError.typeMismatch {
      let string = try decode(String.self, forKey: key)
      guard let value = Double(string) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "'\(string)' is not a number")
      }
      return value
    }
  }

  /// A string, or an integer as its digits.
  func losslessString(_ key: Key) throws -> String {
    do {
      return try decode(String.self, forKey: key)
    } catch DecodingError.typeMismatch {
      return String(try decode(Int.self, forKey: key))
    }
  }

  /// The value, or `fallback` when the key is missing or `null`.
  func value<Value: Decodable>(_ key: Key, or fallback: Value) throws -> Value {
    try decodeIfPresent(Value.self, forKey: key) ?? fallback
  }

  /// The elements that decode; the others are skipped.
  ///
  /// Missing or `null` is empty.
  func lossyArray<Element: Decodable>(_ key: Key) throws -> [Element] {
    guard contains(key), try !decodeNil(forKey: key) else { return [] }
    var container = try nestedUnkeyedContainer(forKey: key)
    var elements: [Element] = []
    while !container.isAtEnd {
      switch try container.decode(Attempt<Element>.self) {
      case .value(let element): elements.append(element)
      case .failure(let error): skipped(error)
      }
    }
    return elements
  }

  /// The entries whose values decode; the others are skipped.
  ///
  /// Missing or `null` is empty.
  func lossyDictionary<Value: Decodable>(_ key: Key) throws -> [String: Value] {
    guard contains(key), try !decodeNil(forKey: key) else { return [:] }
    let container = try nestedContainer(keyedBy: AnyKey.self, forKey: key)
    var entries: [String: Value] = [:]
    for entryKey in container.allKeys {
      switch try container.decode(Attempt<Value>.self, forKey: entryKey) {
      case .value(let value): entries[entryKey.stringValue] = value
      case .failure(let error): skipped(error)
      }
    }
    return entries
  }

  /// The value, or `nil` when it is missing, `null` or bad.
  func lossyOptional<Value: Decodable>(_ key: Key) -> Value? {
    do {
      return try decodeIfPresent(Value.self, forKey: key)
    } catch {
      skipped(error)
      return nil
    }
  }
}

extension KeyedEncodingContainer {
  mutating func encodePostDate(_ date: Date, forKey key: Key) throws {
    try encode(postDateStyle.format(date), forKey: key)
  }

  mutating func encodeISO8601(_ date: Date, forKey key: Key) throws {
    try encode(iso8601.format(date), forKey: key)
  }

  mutating func encodeDay(_ date: Date, forKey key: Key) throws {
    try encode(dayStyle.format(date), forKey: key)
  }

  mutating func encodeSecondsSince1970(_ date: Date, forKey key: Key) throws {
    try encode(date.timeIntervalSince1970, forKey: key)
  }

  mutating func encodeMillisecondsSince1970(_ date: Date, forKey key: Key) throws {
    let milliseconds = date.timeIntervalSince1970 * 1000
    if let whole = Int64(exactly: milliseconds.rounded()) {
      try encode(whole, forKey: key)
    } else {
      try encode(milliseconds, forKey: key)
    }
  }
}
