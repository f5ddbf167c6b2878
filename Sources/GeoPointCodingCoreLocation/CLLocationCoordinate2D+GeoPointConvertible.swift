// `CLLocationCoordinate2D` as a `CoordinatePair` and `GeoJSONPosition` value: the
// `GeoPointCodingCoreLocation` product.
//
// Apple platforms only. This file is not compiled on Linux, where the package is built and
// tested, and it has not been compiled anywhere yet: it is written against Apple's documented
// Core Location API and kept to what can be checked by reading it. On other platforms the module
// is empty.

#if canImport(CoreLocation)
  @_exported import GeoPointCoding
  public import CoreLocation

  extension CLLocationCoordinate2D: TransformShape, GeoPointConvertible {
    /// Creates a coordinate with the point's latitude and longitude.
    ///
    /// - Parameter geoPoint: The decoded point.
    /// - Returns: `CLLocationCoordinate2D(latitude:longitude:)`.
    public static func make(geoPoint: GeoPoint) -> CLLocationCoordinate2D {
      CLLocationCoordinate2D(latitude: geoPoint.latitude, longitude: geoPoint.longitude)
    }

    /// The coordinate as a checked point.
    ///
    /// - Throws: ``TransformError`` when the coordinate is out of range or not finite, such as
    ///   `kCLLocationCoordinate2DInvalid`.
    public var geoPoint: GeoPoint {
      get throws { try GeoPoint(validatingLatitude: latitude, longitude: longitude) }
    }
  }
#endif
