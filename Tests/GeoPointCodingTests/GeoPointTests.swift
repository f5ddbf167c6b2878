import CodableTransformsTesting
import Foundation
import GeoPointCoding
import Testing
import _CodableTransformsLibraryTesting

/// The coding path of an error as `["offices", "[1]", "location", "latitude"]`.
func path(of error: any Error) -> [String] {
  let keys: [any CodingKey]
  switch error {
  case DecodingError.keyNotFound(let key, let context): keys = context.codingPath + [key]
  case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
    DecodingError.dataCorrupted(let context):
    keys = context.codingPath
  case EncodingError.invalidValue(_, let context): keys = context.codingPath
  default: keys = []
  }
  return keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
}

/// The `debugDescription` of a decoding or encoding error.
func message(of error: any Error) -> String {
  switch error {
  case DecodingError.keyNotFound(_, let context), DecodingError.typeMismatch(_, let context),
    DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
    context.debugDescription
  case EncodingError.invalidValue(_, let context): context.debugDescription
  default: "\(error)"
  }
}

/// Property lists and JSON with a non-conforming-float strategy carry `NaN` and infinities, which
/// the kit's JSON coders cannot: these decoders check that such numbers are rejected.
enum NonFiniteDecoder: CaseIterable, CustomTestStringConvertible {
  case xmlPropertyList
  case binaryPropertyList
  case jsonWithNonConformingFloats

  func decode<T: Decodable>(_ type: T.Type, _ value: some Encodable) throws -> T {
    switch self {
    case .xmlPropertyList, .binaryPropertyList:
      let encoder = PropertyListEncoder()
      encoder.outputFormat = self == .xmlPropertyList ? .xml : .binary
      return try PropertyListDecoder().decode(T.self, from: encoder.encode(value))
    case .jsonWithNonConformingFloats:
      let encoder = JSONEncoder()
      encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
      let decoder = JSONDecoder()
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
      return try decoder.decode(T.self, from: encoder.encode(value))
    }
  }

  var testDescription: String { "\(self)" }
}

/// The Firestore guide's model: an office with a location stored as a GeoPoint.
struct Office: Codable, Hashable, Sendable {
  var name: String
  var location: GeoPoint
}

@Suite("GeoPoint")
struct GeoPointTests {
  @Test(arguments: LibraryConformance.unwrappedGeoPoint.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(
    arguments: [
      (0.0, 0.0), (90, 180), (-90, -180), (-0.0, -0.0), (.leastNonzeroMagnitude, -180),
      (89.99999999999999, 179.99999999999997),
    ] as [(Double, Double)])
  func everyCoordinateInRangeIsAPoint(_ latitude: Double, _ longitude: Double) throws {
    let point = try GeoPoint(validatingLatitude: latitude, longitude: longitude)
    #expect(point.latitude.bitPattern == latitude.bitPattern)
    #expect(point.longitude.bitPattern == longitude.bitPattern)
    #expect(GeoPoint(latitude: latitude, longitude: longitude) == point)
  }

  @Test(
    arguments: [
      (90.00000000000001, 0, "'90.00000000000001' is not a latitude (a finite number in -90...90)"),
      (-91, 0, "'-91.0' is not a latitude"),
      (.nan, 0, "'nan' is not a latitude"),
      (.infinity, 0, "'inf' is not a latitude"),
      (
        0, 180.00000000000003,
        "'180.00000000000003' is not a longitude (a finite number in -180...180)"
      ),
      (0, -.infinity, "'-inf' is not a longitude"),
      (0, .nan, "'nan' is not a longitude"),
      (.nan, .nan, "'nan' is not a latitude"),
    ] as [(Double, Double, String)])
  func coordinatesOutOfRangeOrNotFiniteAreRejected(
    _ latitude: Double, _ longitude: Double, _ expected: String
  ) throws {
    let error = try #require(throws: TransformError.self) {
      try GeoPoint(validatingLatitude: latitude, longitude: longitude)
    }
    #expect(error.message.hasPrefix(expected))
  }

  @Test func creatingAnInvalidPointInCodeIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      _ = GeoPoint(latitude: 91, longitude: 0)
    }
  }

  @Test func negativeZeroEqualsZeroAndHashesAlike() {
    let zero = GeoPoint(latitude: 0, longitude: 0)
    let negativeZero = GeoPoint(latitude: -0.0, longitude: -0.0)
    #expect(zero == negativeZero)
    #expect(zero.hashValue == negativeZero.hashValue)
    #expect(Set([zero, negativeZero]).count == 1)
    // The same meridian, but not the same numbers.
    #expect(GeoPoint(latitude: 0, longitude: 180) != GeoPoint(latitude: 0, longitude: -180))
  }

  /// Every bit of a coordinate survives every coder, the sign of zero included.
  ///
  /// `==` cannot see the sign of zero, so the round trip compares bit patterns, and it uses the
  /// coders' bytes directly: the kit's `WireValue` reads `-0` as the integer `0`.
  @Test(arguments: ["JSON", "PropertyList (xml)", "PropertyList (binary)"])
  func theSignOfZeroAndEveryBitSurviveEveryCoder(_ coder: String) throws {
    func roundTrip(_ office: Office) throws -> Office {
      if coder == "JSON" {
        return try JSONDecoder().decode(Office.self, from: JSONEncoder().encode(office))
      }
      let encoder = PropertyListEncoder()
      encoder.outputFormat = coder.hasSuffix("(xml)") ? .xml : .binary
      return try PropertyListDecoder().decode(Office.self, from: encoder.encode(office))
    }
    let points = [
      GeoPoint(latitude: -0.0, longitude: -0.0),
      GeoPoint(latitude: .leastNonzeroMagnitude, longitude: -.leastNormalMagnitude),
      GeoPoint(latitude: 1.0 / 3.0, longitude: 0.1 + 0.2),
    ]
    for point in points {
      let decoded = try roundTrip(Office(name: "x", location: point)).location
      #expect(decoded.latitude.bitPattern == point.latitude.bitPattern, "\(point)")
      #expect(decoded.longitude.bitPattern == point.longitude.bitPattern, "\(point)")
    }
  }

  /// Random bit patterns in range, through each coder's bytes: every finite `Double` is written
  /// exactly, so the guide's "bit for bit" holds beyond the samples.
  @Test(arguments: ["JSON", "PropertyList (xml)", "PropertyList (binary)"])
  func randomCoordinatesSurviveBitForBit(_ coder: String) throws {
    var random = SeededRandomNumberGenerator(seed: 0xB17)
    var points: [GeoPoint] = []
    while points.count < 2_000 {
      let latitude = Double(bitPattern: random.next())
      let longitude = Double(bitPattern: random.next())
      if let point = try? GeoPoint(validatingLatitude: latitude, longitude: longitude) {
        points.append(point)
      } else if let point = try? GeoPoint(validatingLatitude: latitude / 1e300, longitude: 0) {
        points.append(point)
      }
    }
    let decoded: [GeoPoint]
    if coder == "JSON" {
      decoded = try JSONDecoder().decode([GeoPoint].self, from: JSONEncoder().encode(points))
    } else {
      let encoder = PropertyListEncoder()
      encoder.outputFormat = coder.hasSuffix("(xml)") ? .xml : .binary
      decoded =
        try PropertyListDecoder().decode(
          [String: [GeoPoint]].self, from: encoder.encode(["points": points]))["points"] ?? []
    }
    #expect(decoded == points)
    // A binary property list stores equal numbers once, and `0.0 == -0.0`: see below.
    let zeroSignKept = coder != "PropertyList (binary)"
    for (point, back) in zip(points, decoded) {
      for (sent, received) in [(point.latitude, back.latitude), (point.longitude, back.longitude)]
      where zeroSignKept || sent != 0 {
        #expect(received.bitPattern == sent.bitPattern, "\(point)")
      }
    }
  }

  /// Foundation's binary property-list encoder writes equal numbers once, so in a document that
  /// holds both zeros every zero comes back with the sign of the first one written.
  ///
  /// The guide documents this. If it starts failing, Foundation keeps zeros apart: update the
  /// guide and the test above.
  @Test func binaryPropertyListsShareEqualNumbersSoZerosTakeTheFirstSign() throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let points = [GeoPoint(latitude: 0, longitude: 1), GeoPoint(latitude: -0.0, longitude: 1)]
    let decoded =
      try PropertyListDecoder().decode(
        [String: [GeoPoint]].self, from: encoder.encode(["points": points]))["points"] ?? []
    #expect(decoded.map(\.latitude.sign) == [.plus, .plus])
    encoder.outputFormat = .xml
    let xml =
      try PropertyListDecoder().decode(
        [String: [GeoPoint]].self, from: encoder.encode(["points": points]))["points"] ?? []
    #expect(xml.map(\.latitude.sign) == [.plus, .minus])
  }

  // Extra keys are accepted by every coder that ignores unknown keys; a snapshot decoder with
  // `unknownKeys: .reject` reports them, by design.
  @Test(arguments: ConformanceCoders.ignoringUnknownKeys)
  func integersAndExtraKeysAreAccepted(_ coder: any ConformanceCoder) throws {
    let input: WireValue = [
      "name": "HQ", "location": ["latitude": 52, "longitude": -1, "altitude": 100, "label": "x"],
    ]
    #expect(
      try coder.decode(Office.self, from: input).location
        == GeoPoint(latitude: 52, longitude: -1))
  }

  @Test(arguments: NonFiniteDecoder.allCases)
  func nonFiniteCoordinatesAreRejectedAtTheirPath(_ decoder: NonFiniteDecoder) throws {
    struct RawPoint: Codable {
      var latitude: Double
      var longitude: Double
    }
    struct RawOffice: Codable {
      var name = "x"
      var location: RawPoint
    }
    for (latitude, longitude, key) in [
      (Double.nan, 0.0, "latitude"), (0, .infinity, "longitude"), (-.infinity, 0, "latitude"),
    ] {
      let raw = RawOffice(location: RawPoint(latitude: latitude, longitude: longitude))
      let error = try #require(throws: DecodingError.self) {
        try decoder.decode(Office.self, raw)
      }
      guard case .dataCorrupted = error else {
        Issue.record("expected dataCorrupted, got \(error)")
        continue
      }
      #expect(path(of: error) == ["location", key])
      #expect(message(of: error).contains("is not a \(key) (a finite number"))
    }
  }

  @Test func anErrorInAnArrayOfPointsNamesTheElementAndTheCoordinate() throws {
    struct Company: Codable {
      var offices: [Office]
    }
    let json = #"""
      {"offices": [{"name": "Warsaw", "location": {"latitude": 52.23, "longitude": 21.01}},
                   {"name": "Nowhere", "location": {"latitude": 52.23, "longitude": 210.1}}]}
      """#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Company.self, from: Data(json.utf8))
    }
    #expect(path(of: error) == ["offices", "[1]", "location", "longitude"])
    #expect(
      message(of: error) == "'210.1' is not a longitude (a finite number in -180...180)")
  }

  @Test func theWireFormatIsFirestoresShape() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(
      Office(name: "HQ", location: GeoPoint(latitude: 52.23, longitude: 21.01)))
    #expect(
      String(decoding: json, as: UTF8.self)
        == #"{"location":{"latitude":52.23,"longitude":21.01},"name":"HQ"}"#)
    // A key strategy leaves the two keys alone.
    encoder.keyEncodingStrategy = .convertToSnakeCase
    #expect(
      String(decoding: try encoder.encode(GeoPoint(latitude: -0.0, longitude: 1)), as: UTF8.self)
        == #"{"latitude":-0,"longitude":1}"#)
  }
}
