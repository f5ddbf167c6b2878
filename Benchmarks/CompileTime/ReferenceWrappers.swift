// The reference for `compile-time.py --reference`: the five wrappers of the measured models,
// written the simplest way a wrapper package writes them — each a `Codable` struct decoded
// through a nested decoder, with one keyed overload so that a defaulted key may be missing — and
// none of the library's machinery (no shapes, no in-place container methods, no reports). It is
// compiled only by the script, to show what a property wrapper costs the compiler at all.
import Foundation

/// An array that drops the elements that do not decode.
@propertyWrapper
public struct LossyArray<Element: Codable>: Codable {
  /// The elements that decoded.
  public var wrappedValue: [Element]

  /// Creates a wrapper holding `wrappedValue`.
  public init(wrappedValue: [Element]) { self.wrappedValue = wrappedValue }

  private struct Skipped: Decodable {
    init(from decoder: any Decoder) {}
  }

  /// Decodes the elements, skipping those that fail.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var elements: [Element] = []
    while !container.isAtEnd {
      if let element = try? container.decode(Element.self) {
        elements.append(element)
      } else {
        _ = try? container.decode(Skipped.self)
      }
    }
    wrappedValue = elements
  }

  /// Encodes the array.
  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

/// A default value for ``Defaulted``.
public protocol DefaultProvider {
  /// The type of the value.
  associatedtype Value: Codable
  /// The value of a missing key or `null`.
  static var defaultValue: Value { get }
}

/// A value that is its provider's default when its key is missing or `null`.
@propertyWrapper
public struct Defaulted<Provider: DefaultProvider>: Codable {
  /// The value.
  public var wrappedValue: Provider.Value

  /// Creates a wrapper holding `wrappedValue`.
  public init(wrappedValue: Provider.Value) { self.wrappedValue = wrappedValue }

  /// Decodes the value, or the default for `null`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue =
      container.decodeNil() ? Provider.defaultValue : try container.decode(Provider.Value.self)
  }

  /// Encodes the value.
  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension KeyedDecodingContainer {
  /// Decodes a ``Defaulted`` value, or the default when the key is missing.
  public func decode<Provider>(_ type: Defaulted<Provider>.Type, forKey key: Key) throws
    -> Defaulted<Provider>
  {
    try decodeIfPresent(type, forKey: key) ?? Defaulted(wrappedValue: Provider.defaultValue)
  }
}

/// `false`.
public enum FalseByDefault: DefaultProvider {
  /// `false`.
  public static var defaultValue: Bool { false }
}

/// An empty array.
public enum EmptyByDefault<Element: Codable>: DefaultProvider {
  /// An empty array.
  public static var defaultValue: [Element] { [] }
}

/// A `Bool` that is `false` when missing.
public typealias DefaultFalse = Defaulted<FalseByDefault>
/// An array that is empty when missing.
public typealias DefaultEmptyArray<Element: Codable> = Defaulted<EmptyByDefault<Element>>

/// How ``CodedDate`` codes a date.
public protocol DateCodingStrategy {
  /// The coded type.
  associatedtype Coded: Codable
  /// The date of a coded value.
  static func date(from coded: Coded) throws -> Date
  /// The coded value of a date.
  static func coded(from date: Date) -> Coded
}

/// A date coded by a strategy.
@propertyWrapper
public struct CodedDate<Strategy: DateCodingStrategy>: Codable {
  /// The date.
  public var wrappedValue: Date

  /// Creates a wrapper holding `wrappedValue`.
  public init(wrappedValue: Date) { self.wrappedValue = wrappedValue }

  /// Decodes the coded value and converts it.
  public init(from decoder: any Decoder) throws {
    wrappedValue = try Strategy.date(from: Strategy.Coded(from: decoder))
  }

  /// Converts the date and encodes it.
  public func encode(to encoder: any Encoder) throws {
    try Strategy.coded(from: wrappedValue).encode(to: encoder)
  }
}

/// Seconds since 1970.
public enum SecondsStrategy: DateCodingStrategy {
  /// The date of a number of seconds.
  public static func date(from coded: Double) -> Date { Date(timeIntervalSince1970: coded) }
  /// The seconds of a date.
  public static func coded(from date: Date) -> Double { date.timeIntervalSince1970 }
}

/// An ISO 8601 string.
public enum ISO8601Strategy: DateCodingStrategy {
  struct NotADate: Error {}

  /// The date of an ISO 8601 string.
  public static func date(from coded: String) throws -> Date {
    guard let date = try? Date(coded, strategy: .iso8601) else { throw NotADate() }
    return date
  }

  /// The ISO 8601 string of a date.
  public static func coded(from date: Date) -> String { date.formatted(.iso8601) }
}

/// A date as seconds since 1970.
public typealias SecondsSince1970 = CodedDate<SecondsStrategy>
/// A date as an ISO 8601 string.
public typealias ISO8601Date = CodedDate<ISO8601Strategy>
