// The reference for `compile-time.py --reference in-place`: the five wrappers of the measured
// models written to run as fast as the library's — each decoded in place at its key by one
// `@inlinable` keyed overload, with the coder's concrete primitive methods, a projected value of
// what decoding dropped where the library has one, conditional `Sendable`, `Equatable` and
// `Hashable` — and nothing else: no transforms, no shapes (optional, array, dictionary), no
// unkeyed or top-level fast paths, no recovery report. It is compiled only by the script, to
// show what fast property wrappers cost the compiler at the least.
import Foundation

/// What decoding dropped, the projected value of the lossy and defaulted wrappers.
public struct Dropped: Sendable {
  /// The dropped values' descriptions; `nil` when nothing was dropped.
  public var errors: [String]?

  @inlinable
  public init(errors: [String]? = nil) { self.errors = errors }
}

extension KeyedDecodingContainer {
  // The coder's concrete method for a primitive, the generic one otherwise; folded once
  // specialized.
  @inlinable @inline(__always)
  func _fastDecodeIfPresent<V: Decodable>(_ type: V.Type, forKey key: Key) throws -> V? {
    if V.self == String.self { return try decodeIfPresent(String.self, forKey: key) as! V? }
    if V.self == Double.self { return try decodeIfPresent(Double.self, forKey: key) as! V? }
    if V.self == Bool.self { return try decodeIfPresent(Bool.self, forKey: key) as! V? }
    return try decodeIfPresent(V.self, forKey: key)
  }

  @inlinable @inline(__always)
  func _fastDecode<V: Decodable>(_ type: V.Type, forKey key: Key) throws -> V {
    if V.self == String.self { return try decode(String.self, forKey: key) as! V }
    if V.self == Double.self { return try decode(Double.self, forKey: key) as! V }
    if V.self == Bool.self { return try decode(Bool.self, forKey: key) as! V }
    return try decode(V.self, forKey: key)
  }
}

extension KeyedEncodingContainer {
  @inlinable @inline(__always)
  mutating func _fastEncode<V: Encodable>(_ value: V, forKey key: Key) throws {
    if V.self == String.self { return try encode(value as! String, forKey: key) }
    if V.self == Double.self { return try encode(value as! Double, forKey: key) }
    if V.self == Bool.self { return try encode(value as! Bool, forKey: key) }
    try encode(value, forKey: key)
  }
}

extension UnkeyedDecodingContainer {
  @inlinable @inline(__always)
  mutating func _fastDecode<V: Decodable>(_ type: V.Type) throws -> V {
    if V.self == String.self { return try decode(String.self) as! V }
    if V.self == Double.self { return try decode(Double.self) as! V }
    if V.self == Bool.self { return try decode(Bool.self) as! V }
    return try decode(V.self)
  }
}

@usableFromInline
struct _Skipped: Decodable {
  @usableFromInline
  init(from decoder: any Decoder) {}
}

@propertyWrapper
public struct LossyArray<Element: Codable>: Codable {
  public var wrappedValue: [Element]
  @usableFromInline var dropped: Dropped

  @inlinable
  public var projectedValue: Dropped { dropped }

  @inlinable
  public init(wrappedValue: [Element]) {
    self.wrappedValue = wrappedValue
    self.dropped = Dropped()
  }

  @inlinable
  init(elements: [Element], dropped: Dropped) {
    self.wrappedValue = elements
    self.dropped = dropped
  }

  @inlinable
  static func decodeElements(from container: inout any UnkeyedDecodingContainer) throws -> Self {
    var elements: [Element] = []
    if let count = container.count { elements.reserveCapacity(count) }
    var dropped: [String] = []
    while !container.isAtEnd {
      do {
        elements.append(try container._fastDecode(Element.self))
      } catch {
        dropped.append("\(error)")
        _ = try container.decode(_Skipped.self)
      }
    }
    return Self(elements: elements, dropped: Dropped(errors: dropped.isEmpty ? nil : dropped))
  }

  @inlinable
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self = try Self.decodeElements(from: &container)
  }

  @inlinable
  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension LossyArray: Sendable where Element: Sendable {}
extension LossyArray: Equatable where Element: Equatable {
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}
extension LossyArray: Hashable where Element: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension KeyedDecodingContainer {
  @inlinable
  public func decode<Element>(_ type: LossyArray<Element>.Type, forKey key: Key) throws
    -> LossyArray<Element>
  {
    guard contains(key), try !decodeNil(forKey: key) else { return LossyArray(wrappedValue: []) }
    var container: any UnkeyedDecodingContainer = try nestedUnkeyedContainer(forKey: key)
    return try LossyArray.decodeElements(from: &container)
  }
}

extension KeyedEncodingContainer {
  @inlinable
  public mutating func encode<Element>(_ value: LossyArray<Element>, forKey key: Key) throws {
    try encode(value.wrappedValue, forKey: key)
  }
}

public protocol DefaultProvider {
  associatedtype Value: Codable
  static var defaultValue: Value { get }
}

@propertyWrapper
public struct Defaulted<Provider: DefaultProvider>: Codable {
  public var wrappedValue: Provider.Value

  @inlinable
  public var projectedValue: Dropped { Dropped() }

  @inlinable
  public init(wrappedValue: Provider.Value) { self.wrappedValue = wrappedValue }

  @inlinable
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue =
      container.decodeNil() ? Provider.defaultValue : try container.decode(Provider.Value.self)
  }

  @inlinable
  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension Defaulted: Sendable where Provider.Value: Sendable {}
extension Defaulted: Equatable where Provider.Value: Equatable {
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}
extension Defaulted: Hashable where Provider.Value: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension KeyedDecodingContainer {
  @inlinable
  public func decode<Provider>(_ type: Defaulted<Provider>.Type, forKey key: Key) throws
    -> Defaulted<Provider>
  {
    Defaulted(
      wrappedValue: try _fastDecodeIfPresent(Provider.Value.self, forKey: key)
        ?? Provider.defaultValue)
  }
}

extension KeyedEncodingContainer {
  @inlinable
  public mutating func encode<Provider>(_ value: Defaulted<Provider>, forKey key: Key) throws {
    try _fastEncode(value.wrappedValue, forKey: key)
  }
}

public enum FalseByDefault: DefaultProvider {
  @inlinable
  public static var defaultValue: Bool { false }
}

public enum EmptyByDefault<Element: Codable>: DefaultProvider {
  @inlinable
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
public struct CodedDate<Strategy: DateCodingStrategy>: Codable, Sendable, Hashable {
  public var wrappedValue: Date

  @inlinable
  public init(wrappedValue: Date) { self.wrappedValue = wrappedValue }

  @inlinable
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      wrappedValue = try Strategy.date(from: container.decode(Strategy.Coded.self))
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not a date: \(error)")
    }
  }

  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try Strategy.coded(from: wrappedValue).encode(to: encoder)
  }
}

extension KeyedDecodingContainer {
  @inlinable
  public func decode<Strategy>(_ type: CodedDate<Strategy>.Type, forKey key: Key) throws
    -> CodedDate<Strategy>
  {
    let coded = try _fastDecode(Strategy.Coded.self, forKey: key)
    do {
      return CodedDate(wrappedValue: try Strategy.date(from: coded))
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "not a date: \(error)")
    }
  }
}

extension KeyedEncodingContainer {
  @inlinable
  public mutating func encode<Strategy>(_ value: CodedDate<Strategy>, forKey key: Key) throws {
    try _fastEncode(Strategy.coded(from: value.wrappedValue), forKey: key)
  }
}

public enum SecondsStrategy: DateCodingStrategy {
  @inlinable
  public static func date(from coded: Double) -> Date { Date(timeIntervalSince1970: coded) }
  @inlinable
  public static func coded(from date: Date) -> Double { date.timeIntervalSince1970 }
}

public enum ISO8601Strategy: DateCodingStrategy {
  public struct NotADate: Error {}

  public static func date(from coded: String) throws -> Date {
    guard let date = try? Date(coded, strategy: .iso8601) else { throw NotADate() }
    return date
  }

  public static func coded(from date: Date) -> String { date.formatted(.iso8601) }
}

public typealias SecondsSince1970 = CodedDate<SecondsStrategy>
public typealias ISO8601Date = CodedDate<ISO8601Strategy>
