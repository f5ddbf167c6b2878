@_exported import CodableTransformsCore

/// A property wrapper that codes a point as a `[latitude, longitude]` array of two numbers, in
/// every coder.
///
/// It works on ``GeoPoint`` — and, with the `GeoPointCodingCoreLocation` product, Core
/// Location's `CLLocationCoordinate2D` — in plain, optional, array and dictionary properties:
///
/// ```swift
/// struct Office: Codable {
///     var name: String
///     @CoordinatePair var entrance: GeoPoint             // [52.2297, 21.0122]
///     @CoordinatePair var parking: GeoPoint?             // missing or null → nil; nil → omitted
///     @CoordinatePair var route: [GeoPoint]              // [[52.23, 21.01], [52.24, 21.02]]
///     @CoordinatePair var branches: [String: GeoPoint]   // {"Kraków": [50.06, 19.94]}
/// }
/// ```
///
/// Decoding requires exactly two numbers (integers are fine), a latitude in `-90...90` and a
/// longitude in `-180...180`. A wrong count or a coordinate out of range is a
/// `DecodingError.dataCorrupted` at the property's path (`route[1]` for an element) quoting
/// the array — `"'[91.0, 21.01]' is not a [latitude, longitude] pair: '91.0' is not a latitude
/// (a finite number in -90...90)"`. An element that is not a number is a `typeMismatch` at that
/// element (`entrance[0]`); a point that is not an array is a `typeMismatch` at the property.
///
/// - Note: Wire format: `[latitude, longitude]`, the order of most map APIs and of "52.23,
///   21.01" written by hand. GeoJSON uses the opposite order: see ``GeoJSONPosition``. See
///   ``CoordinatePairTransform``.
public typealias CoordinatePair<Property: TransformShape> = TransformCoded<
  CoordinatePairTransform<Property.TransformedValue>, Property
>
where
  Property.TransformedValue: GeoPointConvertible,
  Property.TransformedValue.TransformedValue == Property.TransformedValue

/// The transform behind ``CoordinatePair``: a point and its `[latitude, longitude]` array.
///
/// ```swift
/// self.entrance = try container.decode(
///     using: CoordinatePairTransform<GeoPoint>.self, forKey: .entrance)
/// ```
///
/// - Note: Wire format: `[latitude, longitude]`.
public enum CoordinatePairTransform<Coordinate: GeoPointConvertible>: CodingTransform
where Coordinate.TransformedValue == Coordinate {
  /// Reads a `[latitude, longitude]` pair.
  ///
  /// - Parameter numbers: The decoded array.
  /// - Returns: The coordinate, created with ``GeoPointConvertible/make(geoPoint:)``.
  /// - Throws: ``TransformError`` quoting `numbers` when it does not hold exactly two numbers,
  ///   or when a coordinate is out of range or not finite.
  public static func decode(_ numbers: CoordinateArray) throws -> Coordinate {
    guard numbers.count == 2 else {
      throw TransformError(
        "'\(numbers)' is not a [latitude, longitude] pair: it has \(numbersCount(numbers))")
    }
    if let problem = GeoPoint.problem(latitude: numbers[0], longitude: numbers[1]) {
      throw TransformError("'\(numbers)' is not a [latitude, longitude] pair: \(problem)")
    }
    return Coordinate.make(
      geoPoint: GeoPoint(uncheckedLatitude: numbers[0], longitude: numbers[1]))
  }

  /// Writes a `[latitude, longitude]` pair.
  ///
  /// - Parameter coordinate: The coordinate to encode.
  /// - Returns: Its latitude and longitude.
  /// - Throws: What ``GeoPointConvertible/geoPoint`` throws for a coordinate out of range.
  public static func encode(_ coordinate: Coordinate) throws -> CoordinateArray {
    let point = try coordinate.geoPoint
    return CoordinateArray(point.latitude, point.longitude)
  }
}

/// `"1 number"`, `"3 numbers"`.
func numbersCount(_ numbers: CoordinateArray) -> String {
  numbers.count == 1 ? "1 number" : "\(numbers.count) numbers"
}
