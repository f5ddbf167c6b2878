import CodableTransforms
import Foundation

// A coordinate pair is a nested array of two numbers. The baseline reads it as a human would:
// a nested unkeyed container, two `Double`s, a check that nothing follows, and the same range
// validation.

struct CoordinatePairRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @CoordinatePair var a: GeoPoint
  @CoordinatePair var b: GeoPoint
  @CoordinatePair var c: GeoPoint?
  @CoordinatePair var d: GeoPoint?
}

struct GeoJSONPositionRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @GeoJSONPosition var a: GeoPoint
  @GeoJSONPosition var b: GeoPoint
  @GeoJSONPosition var c: GeoPoint?
  @GeoJSONPosition var d: GeoPoint?
}

/// The hand-written twin of both records; `LongitudeFirst` chooses the GeoJSON order.
struct HandCoordinateRecord<Order: CoordinateOrder>: Codable, Sendable {
  var a: GeoPoint
  var b: GeoPoint
  var c: GeoPoint?
  var d: GeoPoint?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    a = try Self.point(container, .a)
    b = try Self.point(container, .b)
    c = try Self.pointIfPresent(container, .c)
    d = try Self.pointIfPresent(container, .d)
  }

  @inline(__always)
  static func pointIfPresent(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys)
    throws -> GeoPoint?
  {
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
    return try point(container, key)
  }

  @inline(__always)
  static func point(_ container: KeyedDecodingContainer<FourKeys>, _ key: FourKeys) throws
    -> GeoPoint
  {
    var numbers = try container.nestedUnkeyedContainer(forKey: key)
    let first = try numbers.decode(Double.self)
    let second = try numbers.decode(Double.self)
    var altitude: Double?
    if Order.allowsAltitude, !numbers.isAtEnd { altitude = try numbers.decode(Double.self) }
    guard numbers.isAtEnd, altitude?.isFinite ?? true else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "not a coordinate pair")
    }
    let (latitude, longitude) = Order.longitudeFirst ? (second, first) : (first, second)
    return try container.converting(key) {
      try GeoPoint(validatingLatitude: latitude, longitude: longitude)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    try Self.encode(a, &container, .a)
    try Self.encode(b, &container, .b)
    if let c { try Self.encode(c, &container, .c) }
    if let d { try Self.encode(d, &container, .d) }
  }

  @inline(__always)
  static func encode(
    _ point: GeoPoint, _ container: inout KeyedEncodingContainer<FourKeys>, _ key: FourKeys
  ) throws {
    var numbers = container.nestedUnkeyedContainer(forKey: key)
    if Order.longitudeFirst {
      try numbers.encode(point.longitude)
      try numbers.encode(point.latitude)
    } else {
      try numbers.encode(point.latitude)
      try numbers.encode(point.longitude)
    }
  }
}

protocol CoordinateOrder: Sendable {
  static var longitudeFirst: Bool { get }
  static var allowsAltitude: Bool { get }
}

enum LatitudeFirst: CoordinateOrder {
  static let longitudeFirst = false
  static let allowsAltitude = false
}

enum LongitudeFirst: CoordinateOrder {
  static let longitudeFirst = true
  static let allowsAltitude = true
}

func geoPoint(_ index: Int, _ salt: Int) -> GeoPoint {
  GeoPoint(
    latitude: Double((index * 7 + salt * 13) % 17_999) / 100 - 89.99,
    longitude: Double((index * 11 + salt * 3) % 35_999) / 100 - 179.99)
}

extension RatioCases {
  static let geoPointCoding =
    RatioCase.pairs(
      suite: "GeoPointCoding", name: "CoordinatePair", subject: CoordinatePairRecord.self,
      baseline: HandCoordinateRecord<LatitudeFirst>.self
    ) { index in
      CoordinatePairRecord(
        a: geoPoint(index, 1), b: geoPoint(index, 2), c: geoPoint(index, 3), d: nil)
    }
    + RatioCase.pairs(
      suite: "GeoPointCoding", name: "GeoJSONPosition", subject: GeoJSONPositionRecord.self,
      baseline: HandCoordinateRecord<LongitudeFirst>.self
    ) { index in
      GeoJSONPositionRecord(
        a: geoPoint(index, 1), b: geoPoint(index, 2), c: geoPoint(index, 3), d: nil)
    }
}
