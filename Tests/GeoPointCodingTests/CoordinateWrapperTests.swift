import CodableTransformsTesting
import Foundation
import GeoPointCoding
import Testing
import _CodableTransformsLibraryTesting

/// The two array wrappers in every shape, next to a plain `GeoPoint`.
struct Route: Codable, Hashable, Sendable {
  @CoordinatePair var start: GeoPoint
  @CoordinatePair var detour: GeoPoint?
  @CoordinatePair var stops: [GeoPoint]
  @GeoJSONPosition var end: GeoPoint
  @GeoJSONPosition var line: [GeoPoint]
  @GeoJSONPosition var landmarks: [String: GeoPoint]
}

@Suite("@CoordinatePair and @GeoJSONPosition")
struct CoordinateWrapperTests {
  @Test(arguments: LibraryConformance.coordinatePair.cases(coders: ConformanceCoders.all))
  func coordinatePair(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: LibraryConformance.geoJSONPosition.cases(coders: ConformanceCoders.all))
  func geoJSONPosition(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  static let warsaw = GeoPoint(latitude: 52.23, longitude: 21.01)
  static let krakow = GeoPoint(latitude: 50.06, longitude: 19.94)

  /// Integers, an altitude, and the order of each wrapper, in every coder; the altitude is not
  /// written back.
  @Test(arguments: ConformanceCoders.all)
  func integersAndAltitudesDecodeAndTheCanonicalFormIsWritten(_ coder: any ConformanceCoder)
    throws
  {
    let input: WireValue = [
      "start": [52, 21], "stops": [[52.23, 21.01], [-90, 180]], "end": [21.01, 52.23, 110],
      "line": [[19.94, 50.06, -3.5], [21, 52]], "landmarks": ["Wawel": [19.94, 50.06, 0]],
    ]
    let route = try coder.decode(Route.self, from: input)
    #expect(route.start == GeoPoint(latitude: 52, longitude: 21))
    #expect(route.detour == nil)
    #expect(route.stops == [Self.warsaw, GeoPoint(latitude: -90, longitude: 180)])
    #expect(route.end == Self.warsaw)
    #expect(route.line == [Self.krakow, GeoPoint(latitude: 52, longitude: 21)])
    #expect(route.landmarks == ["Wawel": Self.krakow])
    let expected: WireValue = [
      "start": [52, 21], "stops": [[52.23, 21.01], [-90, 180]], "end": [21.01, 52.23],
      "line": [[19.94, 50.06], [21, 52]], "landmarks": ["Wawel": [19.94, 50.06]],
    ]
    do {
      let written = try coder.encode(route)
      #expect(written.matches(expected), "\(written)")
    } catch  where coder.isRepresentationLimit(error) {
      // Firestore stores no array directly inside an array (`stops`, `line`).
    }
  }

  @Test func errorsNameTheElementAndQuoteTheArray() throws {
    let json = #"""
      {"start": [52.23, 21.01], "stops": [[52.23, 21.01], [21.01, 252.23]], "end": [0, 0],
       "line": [], "landmarks": {}}
      """#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Route.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(path(of: error) == ["stops", "[1]"])
    #expect(
      message(of: error)
        == "'[21.01, 252.23]' is not a [latitude, longitude] pair: '252.23' is not a longitude "
        + "(a finite number in -180...180)")
  }

  @Test func aStringElementIsATypeMismatchAtTheElement() throws {
    let json = #"""
      {"start": [52.23, 21.01], "stops": [], "end": [0, 0],
       "line": [[19.94, 50.06], [21.01, "52.23"]], "landmarks": {}}
      """#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Route.self, from: Data(json.utf8))
    }
    guard case .typeMismatch = error else {
      Issue.record("expected typeMismatch, got \(error)")
      return
    }
    #expect(path(of: error) == ["line", "[1]", "[1]"])
  }

  @Test(arguments: NonFiniteDecoder.allCases)
  func nonFiniteNumbersAreRejected(_ decoder: NonFiniteDecoder) throws {
    struct Raw: Codable {
      var start: [Double]
      var stops: [[Double]] = []
      var end: [Double]
      var line: [[Double]] = []
      var landmarks: [String: [Double]] = [:]
    }
    let inputs: [(Raw, String, String)] = [
      (Raw(start: [.nan, 0], end: [0, 0]), "start", "'nan' is not a latitude"),
      (Raw(start: [0, .infinity], end: [0, 0]), "start", "'inf' is not a longitude"),
      (Raw(start: [0, 0], end: [-.infinity, 0]), "end", "'-inf' is not a longitude"),
      (
        Raw(start: [0, 0], end: [0, 0, .nan]), "end", "'nan' is not an altitude (a finite number)"
      ),
    ]
    for (raw, key, expected) in inputs {
      let error = try #require(throws: DecodingError.self) { try decoder.decode(Route.self, raw) }
      guard case .dataCorrupted = error else {
        Issue.record("expected dataCorrupted, got \(error)")
        continue
      }
      #expect(path(of: error) == [key])
      #expect(message(of: error).contains(expected), "\(message(of: error))")
    }
  }

  /// Random arrays of random length and content, through a property list (which carries `NaN`
  /// and infinities): each decodes exactly when the documented rule says so, never crashes, and
  /// a decoded point is the array's numbers in the wrapper's order.
  @Test func randomArraysDecodeExactlyWhenValid() throws {
    struct Raw: Codable {
      var pair: [Double]
      var position: [Double]
    }
    struct Model: Codable {
      @CoordinatePair var pair: GeoPoint
      @GeoJSONPosition var position: GeoPoint
    }
    var random = SeededRandomNumberGenerator(seed: 0x6E0)
    let numbers: [Double] = [
      0, -0.0, 52.23, -90, 90, -180, 180, 90.00000000000001, -180.00000000000003, 1e300, .nan,
      .infinity, -.infinity, .leastNonzeroMagnitude,
    ]
    func array(_ random: inout SeededRandomNumberGenerator) -> [Double] {
      (0..<Int.random(in: 0...4, using: &random)).map { _ in
        random.chance(0.5)
          ? random.element(of: numbers) : Double.random(in: -200...200, using: &random)
      }
    }
    let valid = { (latitude: Double, longitude: Double) in
      (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }
    for _ in 0..<3_000 {
      let raw = Raw(pair: array(&random), position: array(&random))
      let pairIsValid = raw.pair.count == 2 && valid(raw.pair[0], raw.pair[1])
      let positionIsValid =
        (raw.position.count == 2 || raw.position.count == 3)
        && valid(raw.position[1], raw.position[0])
        && (raw.position.count == 2 || raw.position[2].isFinite)
      do {
        let model = try NonFiniteDecoder.binaryPropertyList.decode(Model.self, raw)
        #expect(pairIsValid && positionIsValid, "\(raw.pair) \(raw.position) decoded")
        #expect(model.pair == GeoPoint(latitude: raw.pair[0], longitude: raw.pair[1]))
        #expect(model.position == GeoPoint(latitude: raw.position[1], longitude: raw.position[0]))
      } catch let error as DecodingError {
        #expect(!(pairIsValid && positionIsValid), "\(raw.pair) \(raw.position): \(error)")
        #expect(path(of: error) == [pairIsValid ? "position" : "pair"])
      }
    }
  }

  @Test func anOptionalIsOmittedForNilAndAnInvalidOneStillThrows() throws {
    let route = Route(
      start: Self.warsaw, stops: [], end: Self.krakow, line: [], landmarks: [:])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(route), as: UTF8.self)
        == #"{"end":[19.94,50.06],"landmarks":{},"line":[],"start":[52.23,21.01],"stops":[]}"#)
    let json = #"""
      {"start": [0, 0], "detour": [0, 0, 0], "stops": [], "end": [0, 0], "line": [],
       "landmarks": {}}
      """#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Route.self, from: Data(json.utf8))
    }
    #expect(path(of: error) == ["detour"])
    #expect(message(of: error).contains("it has 3 numbers"))
  }
}

// MARK: - Other coordinate types

/// A coordinate type conformed as the protocol's documentation shows, whose values may be out of
/// range, as `CLLocationCoordinate2D`'s may.
struct Pin: GeoPointConvertible, TransformShape, Equatable {
  var lat: Double
  var lon: Double

  static func make(geoPoint: GeoPoint) -> Pin {
    Pin(lat: geoPoint.latitude, lon: geoPoint.longitude)
  }

  var geoPoint: GeoPoint {
    get throws { try GeoPoint(validatingLatitude: lat, longitude: lon) }
  }
}

@Suite("Coordinate types other than GeoPoint")
struct CoordinateTypeTests {
  struct Map: Codable, Equatable {
    @CoordinatePair var home: Pin
    @GeoJSONPosition var pins: [Pin]
  }

  @Test(arguments: ConformanceCoders.all)
  func aConformingTypeCodesEveryShape(_ coder: any ConformanceCoder) throws {
    let map = Map(home: Pin(lat: 52.23, lon: 21.01), pins: [Pin(lat: -33.87, lon: 151.21)])
    let written: WireValue
    do {
      written = try coder.encode(map)
    } catch  where coder.isRepresentationLimit(error) {
      // Firestore stores no array directly inside an array (`pins`): decoding still works.
      written = ["home": [52.23, 21.01], "pins": [[151.21, -33.87]]]
    }
    #expect(written.matches(["home": [52.23, 21.01], "pins": [[151.21, -33.87]]]))
    #expect(try coder.decode(Map.self, from: written) == map)
  }

  /// `kCLLocationCoordinate2DInvalid` is `(-180, -180)`: such a value cannot be encoded.
  @Test func anInvalidCoordinateFailsToEncodeAtItsPath() throws {
    let map = Map(
      home: Pin(lat: 0, lon: 0), pins: [Pin(lat: 0, lon: 0), Pin(lat: -180, lon: -180)])
    let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(map) }
    #expect(path(of: error) == ["pins", "[1]"])
    #expect(message(of: error) == "'-180.0' is not a latitude (a finite number in -90...90)")
  }
}

@Suite("CoordinateArray")
struct CoordinateArrayTests {
  @Test(arguments: [[], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4, 5.5]] as [[Double]])
  func holdsAnyNumberOfNumbersInOrder(_ numbers: [Double]) throws {
    let array = CoordinateArray(numbers)
    #expect(array.count == numbers.count)
    #expect(Array(array) == numbers)
    #expect(array.description == numbers.description)
    #expect(array == CoordinateArray(numbers))
    #expect(array.hashValue == CoordinateArray(numbers).hashValue)
    let json = try JSONEncoder().encode(array)
    #expect(try JSONDecoder().decode([Double].self, from: json) == numbers)
    #expect(try JSONDecoder().decode(CoordinateArray.self, from: json) == array)
  }

  @Test func literalsAndInequality() {
    let pair: CoordinateArray = [52.23, 21.01]
    #expect(pair.count == 2)
    #expect(pair[1] == 21.01)
    #expect(pair != [52.23, 21.01, 0])
    #expect(pair != [52.23])
  }

  @Test func readingPastTheEndIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      let pair: CoordinateArray = [1, 2]
      _ = pair[2]
    }
  }
}
