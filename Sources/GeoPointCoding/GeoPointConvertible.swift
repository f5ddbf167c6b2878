@_exported import CodableTransformsCore

/// A coordinate type that ``CoordinatePair`` and ``GeoJSONPosition`` can code: it converts to
/// and from ``GeoPoint``.
///
/// ``GeoPoint`` conforms, and so does Core Location's `CLLocationCoordinate2D` through the
/// `GeoPointCodingCoreLocation` product. Conform your own type with two members and a shape conformance —
/// ``TransformShape`` for a struct, enum or `final` class, ``TransformShape`` for a
/// class open to subclassing:
///
/// ```swift
/// struct Pin: GeoPointConvertible, TransformShape {
///     var lat: Double
///     var lon: Double
///     static func make(geoPoint: GeoPoint) -> Pin {
///         Pin(lat: geoPoint.latitude, lon: geoPoint.longitude)
///     }
///     var geoPoint: GeoPoint {
///         get throws { try GeoPoint(validatingLatitude: lat, longitude: lon) }
///     }
/// }
///
/// struct Map: Codable {
///     @CoordinatePair var pins: [Pin]   // [[52.23, 21.01], [50.06, 19.94]]
/// }
/// ```
///
/// Swift infers `TransformedValue` from the shape conformance. It can fail to when the two
/// conformances are declared in different files ("does not conform to protocol
/// 'TransformShape'"); then name it: `typealias TransformedValue = Pin`.
///
/// - Note: Wire format: the wrapper's array of the point's numbers.
public protocol GeoPointConvertible: TransformShape {
  /// Creates a coordinate of this type from a valid point.
  ///
  /// - Parameter geoPoint: The decoded point; its coordinates are in range.
  /// - Returns: The same coordinate as a value of this type.
  static func make(geoPoint: GeoPoint) -> TransformedValue

  /// The coordinate as a point.
  ///
  /// - Throws: An error when the coordinate is out of range, such as Core Location's
  ///   `kCLLocationCoordinate2DInvalid`; encoding then throws `EncodingError.invalidValue` at
  ///   the property's path.
  var geoPoint: GeoPoint { get throws }
}

extension GeoPoint: TransformShape, GeoPointConvertible {
  /// Returns `geoPoint` itself.
  ///
  /// - Parameter geoPoint: A point.
  /// - Returns: `geoPoint`.
  @inlinable
  public static func make(geoPoint: GeoPoint) -> GeoPoint { geoPoint }

  /// The point itself.
  @inlinable
  public var geoPoint: GeoPoint { self }
}
