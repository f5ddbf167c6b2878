import CodableTransforms
import Foundation

// Wrappers whose coding value is a string: the baseline reads the string with the container's
// concrete method and converts it with the same transform function the wrapper calls.

// MARK: - TimeZoneCoding

struct TimeZoneRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @StringCodedTimeZone var a: TimeZone
  @StringCodedTimeZone var b: TimeZone
  @StringCodedTimeZone var c: TimeZone?
  @StringCodedTimeZone var d: TimeZone?
}

struct HandTimeZoneRecord: Codable, Sendable {
  var a: TimeZone
  var b: TimeZone
  var c: TimeZone?
  var d: TimeZone?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = StringCodedTimeZoneTransform.decode
    a = try container.string(.a, transform)
    b = try container.string(.b, transform)
    c = try container.stringIfPresent(.c, transform)
    d = try container.stringIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = StringCodedTimeZoneTransform.encode
    try container.string(a, .a, transform)
    try container.string(b, .b, transform)
    try container.stringIfPresent(c, .c, transform)
    try container.stringIfPresent(d, .d, transform)
  }
}

let timeZoneIdentifiers = [
  "Europe/Warsaw", "America/New_York", "Asia/Tokyo", "Etc/UTC", "Australia/Sydney",
  "America/Argentina/Buenos_Aires", "Africa/Nairobi",
]

/// An array and a dictionary of transformed values: the shapes the core derives.
struct TimeZoneCollectionsRecord: Codable, Sendable {
  typealias CodingKeys = CollectionKeys

  @StringCodedTimeZone var zones: [TimeZone]
  @StringCodedTimeZone var offices: [String: TimeZone]
}

enum CollectionKeys: CodingKey {
  case zones, offices
}

/// A loop over a nested unkeyed container and one over a nested keyed container, each element
/// read with the container's concrete method and converted with the transform.
struct HandTimeZoneCollectionsRecord: Codable, Sendable {
  var zones: [TimeZone]
  var offices: [String: TimeZone]

  private typealias CodingKeys = CollectionKeys

  /// Dictionary keys as they are: like `[String: T]`, with no key strategy applied.
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var elements = try container.nestedUnkeyedContainer(forKey: .zones)
    var zones: [TimeZone] = []
    if let count = elements.count { zones.reserveCapacity(count) }
    while !elements.isAtEnd {
      let identifier = try elements.decode(String.self)
      do {
        zones.append(try StringCodedTimeZoneTransform.decode(identifier))
      } catch {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: elements.codingPath, debugDescription: "\(error)", underlyingError: error))
      }
    }
    self.zones = zones
    // `[String: String]` keeps its keys as they are under every key strategy.
    let identifiers = try container.decode([String: String].self, forKey: .offices)
    var offices: [String: TimeZone] = [:]
    offices.reserveCapacity(identifiers.count)
    for (name, identifier) in identifiers {
      offices[name] = try StringCodedTimeZoneTransform.decode(identifier)
    }
    self.offices = offices
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var elements = container.nestedUnkeyedContainer(forKey: .zones)
    for zone in zones {
      try elements.encode(StringCodedTimeZoneTransform.encode(zone))
    }
    try container.encode(offices.mapValues(StringCodedTimeZoneTransform.encode), forKey: .offices)
  }
}

extension RatioCases {
  static let timeZoneCoding =
    RatioCase.pairs(
      suite: "TimeZoneCoding", name: "StringCodedTimeZone", subject: TimeZoneRecord.self,
      baseline: HandTimeZoneRecord.self
    ) { index in
      let zone = { TimeZone(identifier: timeZoneIdentifiers[(index + $0) % 7])! }
      return TimeZoneRecord(a: zone(0), b: zone(1), c: zone(2), d: nil)
    }
    + RatioCase.pairs(
      suite: "TimeZoneCoding", name: "StringCodedTimeZone [T], [String: T]",
      subject: TimeZoneCollectionsRecord.self, baseline: HandTimeZoneCollectionsRecord.self,
      baselineName: "hand-written loops", records: 200
    ) { index in
      let zone = { TimeZone(identifier: timeZoneIdentifiers[(index + $0) % 7])! }
      return TimeZoneCollectionsRecord(
        zones: (0..<10).map(zone),
        offices: Dictionary(uniqueKeysWithValues: (0..<5).map { ("office \($0)", zone($0)) }))
    }
}

// MARK: - URLCoding

struct URLRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @URLString var a: URL
  @URLString var b: URL
  @URLString var c: URL?
  @URLString var d: URL?
}

struct HandURLRecord: Codable, Sendable {
  var a: URL
  var b: URL
  var c: URL?
  var d: URL?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform: (String) throws -> URL = URLStringTransform.decode
    // An optional reads "" as nil, as the wrapper does.
    let optional = { (string: String) in string.isEmpty ? nil : try transform(string) }
    a = try container.string(.a, transform)
    b = try container.string(.b, transform)
    c = try container.stringIfPresent(.c, optional) ?? nil
    d = try container.stringIfPresent(.d, optional) ?? nil
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = { (url: URL) in URLStringTransform.encode(url).string }
    try container.string(a, .a, transform)
    try container.string(b, .b, transform)
    try container.stringIfPresent(c, .c, transform)
    try container.stringIfPresent(d, .d, transform)
  }
}

extension RatioCases {
  static let urlCoding = RatioCase.pairs(
    suite: "URLCoding", name: "URLString", subject: URLRecord.self, baseline: HandURLRecord.self
  ) { index in
    URLRecord(
      a: URL(string: "https://example.com/items/\(index)")!,
      b: URL(string: "https://cdn.example.org/images/\(index % 97).png?size=large")!,
      c: URL(string: "mailto:user\(index)@example.com")!, d: nil)
  }
}

// MARK: - ColorCoding

struct ColorRecord: Codable, Sendable {
  typealias CodingKeys = FourKeys

  @HexColor var a: RGBAColor
  @HexColor var b: RGBAColor
  @HexColor var c: RGBAColor?
  @HexColor var d: RGBAColor?
}

struct HandColorRecord: Codable, Sendable {
  var a: RGBAColor
  var b: RGBAColor
  var c: RGBAColor?
  var d: RGBAColor?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FourKeys.self)
    let transform = HexColorTransform<RGBAColor>.decode
    a = try container.string(.a, transform)
    b = try container.string(.b, transform)
    c = try container.stringIfPresent(.c, transform)
    d = try container.stringIfPresent(.d, transform)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FourKeys.self)
    let transform = HexColorTransform<RGBAColor>.encode
    try container.string(a, .a, transform)
    try container.string(b, .b, transform)
    try container.stringIfPresent(c, .c, transform)
    try container.stringIfPresent(d, .d, transform)
  }
}

extension RatioCases {
  static let colorCoding = RatioCase.pairs(
    suite: "ColorCoding", name: "HexColor", subject: ColorRecord.self,
    baseline: HandColorRecord.self
  ) { index in
    let byte = { UInt8(truncatingIfNeeded: index &* $0) }
    return ColorRecord(
      a: RGBAColor(red: byte(3), green: byte(5), blue: byte(7)),
      b: RGBAColor(red: byte(11), green: byte(13), blue: byte(17), alpha: byte(19) | 1),
      c: RGBAColor(red: 30, green: 144, blue: 255), d: nil)
  }
}
