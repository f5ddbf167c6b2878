// The reference for `compile-time.py --reference`: the five wrappers of the measured models,
// written the simplest way a wrapper package writes them — each a `Codable` struct decoded
// through a nested decoder, with one keyed overload so that a defaulted key may be missing — and
// none of the library's machinery (no shapes, no in-place container methods, no reports). It is
// compiled only by the script, to show what a property wrapper costs the compiler at all.
import Foundation

@propertyWrapper
public struct LossyArray<Element: Codable>: Codable {
  public var wrappedValue: [Element]

  public init(wrappedValue: [Element]) { self.wrappedValue = wrappedValue }

  private struct Skipped: Decodable {
    init(from decoder: any Decoder) {}
  }

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

  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

public protocol DefaultProvider {
  associatedtype Value: Codable
  static var defaultValue: Value { get }
}

@propertyWrapper
public struct Defaulted<Provider: DefaultProvider>: Codable {
  public var wrappedValue: Provider.Value

  public init(wrappedValue: Provider.Value) { self.wrappedValue = wrappedValue }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue =
      container.decodeNil() ? Provider.defaultValue : try container.decode(Provider.Value.self)
  }

  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension KeyedDecodingContainer {
  public func decode<Provider>(_ type: Defaulted<Provider>.Type, forKey key: Key) throws
    -> Defaulted<Provider>
  {
    try decodeIfPresent(type, forKey: key) ?? Defaulted(wrappedValue: Provider.defaultValue)
  }
}

public enum FalseByDefault: DefaultProvider {
  public static var defaultValue: Bool { false }
}

public enum EmptyByDefault<Element: Codable>: DefaultProvider {
  public static var defaultValue: [Element] { [] }
}

public typealias DefaultFalse = Defaulted<FalseByDefault>
public typealias DefaultEmptyArray<Element: Codable> = Defaulted<EmptyByDefault<Element>>

public protocol DateCodingStrategy {
  associatedtype Coded: Codable
  static func date(from coded: Coded) throws -> Date
  static func coded(from date: Date) -> Coded
}

@propertyWrapper
public struct CodedDate<Strategy: DateCodingStrategy>: Codable {
  public var wrappedValue: Date

  public init(wrappedValue: Date) { self.wrappedValue = wrappedValue }

  public init(from decoder: any Decoder) throws {
    wrappedValue = try Strategy.date(from: Strategy.Coded(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try Strategy.coded(from: wrappedValue).encode(to: encoder)
  }
}

public enum SecondsStrategy: DateCodingStrategy {
  public static func date(from coded: Double) -> Date { Date(timeIntervalSince1970: coded) }
  public static func coded(from date: Date) -> Double { date.timeIntervalSince1970 }
}

public enum ISO8601Strategy: DateCodingStrategy {
  struct NotADate: Error {}

  public static func date(from coded: String) throws -> Date {
    guard let date = try? Date(coded, strategy: .iso8601) else { throw NotADate() }
    return date
  }

  public static func coded(from date: Date) -> String { date.formatted(.iso8601) }
}

public typealias SecondsSince1970 = CodedDate<SecondsStrategy>
public typealias ISO8601Date = CodedDate<ISO8601Strategy>
