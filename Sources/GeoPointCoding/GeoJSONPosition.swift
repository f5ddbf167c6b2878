@_exported import CodableTransformsCore

/// A property wrapper that codes a point as a GeoJSON position, `[longitude, latitude]`, in
/// every coder.
///
/// GeoJSON (RFC 7946) writes the longitude first. This wrapper reads two numbers, or three with
/// an altitude that it ignores, and writes two. It works on ``GeoPoint`` — and, with the
/// `GeoPointCodingCoreLocation` product, Core Location's `CLLocationCoordinate2D` — in plain, optional, array and
/// dictionary properties:
///
/// ```swift
/// struct Feature: Codable {
///     var type = "Point"
///     @GeoJSONPosition var coordinates: GeoPoint           // [21.0122, 52.2297]
/// }
///
/// struct LineString: Codable {
///     @GeoJSONPosition var coordinates: [GeoPoint]         // [[21.01, 52.23], [19.94, 50.06]]
/// }
/// ```
///
/// A wrong count or a coordinate out of range is a `DecodingError.dataCorrupted` at the
/// property's path quoting the array — `"'[200.0, 52.23]' is not a GeoJSON position
/// [longitude, latitude]: '200.0' is not a longitude (a finite number in -180...180)"`. An
/// element that is not a number is a `typeMismatch` at that element.
///
/// - Note: Wire format: `[longitude, latitude]`. An altitude, the optional third number, must be
///   a finite number; it is not kept, so a position with an altitude is written back without
///   it. See ``GeoJSONPositionTransform``.
public typealias GeoJSONPosition<Property: TransformShape> = TransformCoded<
  GeoJSONPositionTransform<Property.TransformedValue>, Property
>
where
  Property.TransformedValue: GeoPointConvertible,
  Property.TransformedValue.TransformedValue == Property.TransformedValue

/// The transform behind ``GeoJSONPosition``: a point and its `[longitude, latitude]` array.
///
/// ```swift
/// self.coordinates = try container.decode(
///     using: GeoJSONPositionTransform<GeoPoint>.self, forKey: .coordinates)
/// ```
///
/// - Note: Wire format: `[longitude, latitude]`; `[longitude, latitude, altitude]` is read
///   and its altitude dropped.
public enum GeoJSONPositionTransform<Coordinate: GeoPointConvertible>: CodingTransform
where Coordinate.TransformedValue == Coordinate {
  /// Reads a `[longitude, latitude]` or `[longitude, latitude, altitude]` position.
  ///
  /// - Parameter numbers: The decoded array.
  /// - Returns: The coordinate, created with ``GeoPointConvertible/make(geoPoint:)``.
  /// - Throws: ``TransformError`` quoting `numbers` when it does not hold two or three numbers,
  ///   when a coordinate is out of range or not finite, or when the altitude is not finite.
  public static func decode(_ numbers: CoordinateArray) throws -> Coordinate {
    let expected = "a GeoJSON position [longitude, latitude]"
    guard numbers.count == 2 || numbers.count == 3 else {
      throw TransformError(
        "'\(numbers)' is not \(expected): it has \(numbersCount(numbers)), "
          + "expected 2, or 3 with an altitude")
    }
    if let problem = GeoPoint.problem(latitude: numbers[1], longitude: numbers[0]) {
      throw TransformError("'\(numbers)' is not \(expected): \(problem)")
    }
    if numbers.count == 3, !numbers[2].isFinite {
      throw TransformError(
        "'\(numbers)' is not \(expected): '\(numbers[2])' is not an altitude (a finite number)")
    }
    return Coordinate.make(
      geoPoint: GeoPoint(uncheckedLatitude: numbers[1], longitude: numbers[0]))
  }

  /// Writes a `[longitude, latitude]` position.
  ///
  /// - Parameter coordinate: The coordinate to encode.
  /// - Returns: Its longitude and latitude.
  /// - Throws: What ``GeoPointConvertible/geoPoint`` throws for a coordinate out of range.
  public static func encode(_ coordinate: Coordinate) throws -> CoordinateArray {
    let point = try coordinate.geoPoint
    return CoordinateArray(point.longitude, point.latitude)
  }
}
