public import CodableTransformsTesting
public import GeoPointCoding

extension LibraryConformance {
  /// A plain `GeoPoint` property, without a wrapper, in all four shapes: its own `Codable`
  /// conformance, `{"latitude": …, "longitude": …}`.
  public static var unwrappedGeoPoint: any ConformanceSuite {
    TransformConformance<UnwrappedGeoPoint>(
      "Unwrapped",
      samples: pointSamples.map { point in
        (point, ["latitude": .double(point.latitude), "longitude": .double(point.longitude)])
      },
      invalidInputs: [
        InvalidInput(
          ["latitude": 90.5, "longitude": 0], .dataCorrupted, at: ["latitude"],
          messageContains: "'90.5' is not a latitude (a finite number in -90...90)"),
        InvalidInput(
          ["latitude": -91, "longitude": 0], .dataCorrupted, at: ["latitude"],
          messageContains: "'-91.0'"),
        InvalidInput(
          ["latitude": 0, "longitude": 180.000001], .dataCorrupted, at: ["longitude"],
          messageContains: "'180.000001' is not a longitude (a finite number in -180...180)"),
        InvalidInput(
          ["latitude": 0, "longitude": -200], .dataCorrupted, at: ["longitude"],
          messageContains: "'-200.0'"),
        InvalidInput(["latitude": 52.23], .keyNotFound, at: ["longitude"]),
        InvalidInput(["longitude": 21.01], .keyNotFound, at: ["latitude"]),
        InvalidInput(["latitude": nil, "longitude": 21.01], .valueNotFound, at: ["latitude"]),
        InvalidInput(["latitude": "52.23", "longitude": 21.01], .typeMismatch, at: ["latitude"]),
        InvalidInput(["latitude": 52.23, "longitude": true], .typeMismatch, at: ["longitude"]),
        InvalidInput([52.23, 21.01], .typeMismatch),
        InvalidInput("52.23,21.01", .typeMismatch),
        InvalidInput(52.23, .typeMismatch),
      ],
      generate: randomPoint)
  }

  /// `@CoordinatePair` on `GeoPoint` in all four shapes: `[latitude, longitude]`.
  public static var coordinatePair: TransformConformance<CoordinatePairTransform<GeoPoint>> {
    let pair = "is not a [latitude, longitude] pair"
    return TransformConformance(
      "CoordinatePair",
      samples: pointSamples.map { point in
        (point, [.double(point.latitude), .double(point.longitude)])
      },
      invalidInputs: [
        InvalidInput([91, 21.01], .dataCorrupted, messageContains: "'[91.0, 21.01]' \(pair)"),
        InvalidInput(
          [-90.5, 0], .dataCorrupted,
          messageContains: "'-90.5' is not a latitude (a finite number in -90...90)"),
        InvalidInput(
          [0, 180.5], .dataCorrupted,
          messageContains: "'180.5' is not a longitude (a finite number in -180...180)"),
        // Longitude first, as GeoJSON writes it: caught when the longitude is out of a
        // latitude's range.
        InvalidInput([139.69, 35.69], .dataCorrupted, messageContains: "'139.69'"),
        InvalidInput(
          [52.23], .dataCorrupted, messageContains: "'[52.23]' \(pair): it has 1 number"),
        InvalidInput(
          [52.23, 21.01, 100], .dataCorrupted,
          messageContains: "'[52.23, 21.01, 100.0]' \(pair): it has 3 numbers"),
        InvalidInput([], .dataCorrupted, messageContains: "'[]' \(pair): it has 0 numbers"),
        InvalidInput(["52.23", 21.01], .typeMismatch, at: [0]),
        InvalidInput([52.23, true], .typeMismatch, at: [1]),
        InvalidInput([52.23, nil], .valueNotFound, at: [1]),
        InvalidInput([52.23, [21.01]], .typeMismatch, at: [1]),
        InvalidInput("52.23,21.01", .typeMismatch),
        InvalidInput(52.23, .typeMismatch),
        InvalidInput(["latitude": 52.23, "longitude": 21.01], .typeMismatch),
      ],
      generate: randomPoint)
  }

  /// `@GeoJSONPosition` on `GeoPoint` in all four shapes: `[longitude, latitude]`.
  public static var geoJSONPosition: TransformConformance<GeoJSONPositionTransform<GeoPoint>> {
    let position = "is not a GeoJSON position [longitude, latitude]"
    return TransformConformance(
      "GeoJSONPosition",
      samples: pointSamples.map { point in
        (point, [.double(point.longitude), .double(point.latitude)])
      },
      invalidInputs: [
        InvalidInput(
          [200, 52.23], .dataCorrupted,
          messageContains:
            "'[200.0, 52.23]' \(position): '200.0' is not a longitude (a finite number in -180...180)"
        ),
        InvalidInput(
          [21.01, 90.01], .dataCorrupted,
          messageContains: "'90.01' is not a latitude (a finite number in -90...90)"),
        InvalidInput(
          [21.01], .dataCorrupted, messageContains: "'[21.01]' \(position): it has 1 number"),
        InvalidInput(
          [21.01, 52.23, 100, 1], .dataCorrupted,
          messageContains: "'[21.01, 52.23, 100.0, 1.0]' \(position): it has 4 numbers"),
        InvalidInput([], .dataCorrupted, messageContains: "'[]'"),
        InvalidInput([21.01, "52.23"], .typeMismatch, at: [1]),
        InvalidInput([21.01, 52.23, "100 m"], .typeMismatch, at: [2]),
        InvalidInput([nil, 52.23], .valueNotFound, at: [0]),
        InvalidInput("21.01,52.23", .typeMismatch),
        InvalidInput(["type": "Point", "coordinates": [21.01, 52.23]], .typeMismatch),
      ],
      generate: randomPoint)
  }

  /// Points at the corners and edges of the ranges, at zero of both signs, and in between.
  private static var pointSamples: [GeoPoint] {
    [
      GeoPoint(latitude: 52.2297, longitude: 21.0122),
      GeoPoint(latitude: -33.8688, longitude: 151.2093),
      GeoPoint(latitude: 90, longitude: 180),
      GeoPoint(latitude: -90, longitude: -180),
      GeoPoint(latitude: 0, longitude: -0.0),
      GeoPoint(latitude: 89.99999999999999, longitude: -179.99999999999997),
      GeoPoint(latitude: .leastNonzeroMagnitude, longitude: 0.1 + 0.2),
    ]
  }

  /// A random point: often at the edges of the ranges (`±90`, `±180`, `±0.0`, the neighbours
  /// of the bounds), sometimes tiny or subnormal, sometimes with six decimals as GPS data has,
  /// otherwise any `Double` in range with full precision.
  private static func randomPoint(_ random: inout SeededRandomNumberGenerator) -> GeoPoint {
    func coordinate(
      _ range: ClosedRange<Double>, _ random: inout SeededRandomNumberGenerator
    ) -> Double {
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        // Tiny, down to subnormal: every one must survive every coder exactly.
        return Double(
          sign: random.chance(0.5) ? .minus : .plus,
          exponent: Int.random(in: -1074 ... -1, using: &random),
          significand: Double.random(in: 1..<2, using: &random))
      case 1:
        return (Double.random(in: range, using: &random) * 1e6).rounded() / 1e6
      default:
        let bound = range.upperBound
        return random.edgeBiasedDouble(
          in: range,
          edges: [-0.0, bound.nextDown, (-bound).nextUp, .leastNonzeroMagnitude, 1e-300])
      }
    }
    let latitude = coordinate(GeoPoint.latitudeRange, &random)
    return GeoPoint(latitude: latitude, longitude: coordinate(GeoPoint.longitudeRange, &random))
  }
}

/// The identity transform of `GeoPoint`, so that ``TransformConformance`` can run a plain
/// property: the coders call `GeoPoint`'s own `init(from:)` and `encode(to:)`, as they do for a
/// property without a wrapper.
private enum UnwrappedGeoPoint: CodingTransform {
  static func decode(_ point: GeoPoint) -> GeoPoint { point }
  static func encode(_ point: GeoPoint) -> GeoPoint { point }
}
