@_exported import CodableTransformsCore

/// A point on the Earth: a latitude and a longitude in degrees, coded as
/// `{"latitude": 52.23, "longitude": 21.01}` — the shape Firestore gives a GeoPoint.
///
/// A `GeoPoint` is always valid: its latitude is a finite number in `-90...90` and its
/// longitude a finite number in `-180...180`. Decoding checks this and throws
/// `DecodingError.dataCorrupted` for anything else; creating one in code with values out of
/// range is a programmer error and stops the program, like an index out of range:
///
/// ```swift
/// struct Office: Codable {
///     var name: String
///     var location: GeoPoint          // {"latitude": 52.23, "longitude": 21.01}
/// }
///
/// let warsaw = GeoPoint(latitude: 52.23, longitude: 21.01)
/// let checked = try GeoPoint(validatingLatitude: input.lat, longitude: input.lon)  // throws
/// ```
///
/// Two points are equal when their latitudes and longitudes are equal as `Double`s: `-0.0`
/// equals `0.0` (and they hash alike), while `-180` and `180`, the same meridian, are different
/// points. The sign of a zero is kept and written as it is (`-0` in JSON).
///
/// The ``CoordinatePair`` and ``GeoJSONPosition`` wrappers code a `GeoPoint` as an array
/// instead.
///
/// - Note: Wire format: an object with the keys `latitude` and `longitude`, both numbers of
///   degrees (WGS 84, as Firestore and GPS use). Every finite `Double` is written exactly, so
///   a point survives a round trip bit for bit in JSON and in property lists — except the sign
///   of a zero in a binary property list that also holds the other zero, which Foundation's
///   encoder stores once.
public struct GeoPoint: Hashable, Sendable {
  /// The latitude in degrees, `-90...90`: negative south of the equator.
  public let latitude: Double

  /// The longitude in degrees, `-180...180`: negative west of Greenwich.
  public let longitude: Double

  /// Creates a point from coordinates that are known to be valid.
  ///
  /// ```swift
  /// let warsaw = GeoPoint(latitude: 52.23, longitude: 21.01)
  /// ```
  ///
  /// Use ``init(validatingLatitude:longitude:)`` for values that come from input.
  ///
  /// - Parameters:
  ///   - latitude: The latitude in degrees; it must be finite and in `-90...90`.
  ///   - longitude: The longitude in degrees; it must be finite and in `-180...180`.
  /// - Precondition: Both values are in range; otherwise the program stops with a message
  ///   naming the value, as it does for an array index out of range.
  public init(latitude: Double, longitude: Double) {
    if let problem = Self.problem(latitude: latitude, longitude: longitude) {
      preconditionFailure("GeoPoint(latitude:longitude:): \(problem)")
    }
    self.init(uncheckedLatitude: latitude, longitude: longitude)
  }

  /// Creates a point, throwing when a coordinate is out of range.
  ///
  /// ```swift
  /// let point = try GeoPoint(validatingLatitude: 91, longitude: 0)
  /// // TransformError: '91.0' is not a latitude (a finite number in -90...90)
  /// ```
  ///
  /// - Parameters:
  ///   - latitude: The latitude in degrees.
  ///   - longitude: The longitude in degrees.
  /// - Throws: ``TransformError`` quoting the first value that is not finite or not in its
  ///   range; in a transform, the library turns it into an error at the property's path.
  public init(validatingLatitude latitude: Double, longitude: Double) throws {
    if let problem = Self.problem(latitude: latitude, longitude: longitude) {
      throw TransformError(problem)
    }
    self.init(uncheckedLatitude: latitude, longitude: longitude)
  }

  /// Creates a point whose coordinates the caller has checked.
  init(uncheckedLatitude latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// The valid latitudes, `-90...90`.
  public static let latitudeRange: ClosedRange<Double> = -90...90

  /// The valid longitudes, `-180...180`.
  public static let longitudeRange: ClosedRange<Double> = -180...180

  /// Why a latitude is invalid, quoting it, or `nil` when it is valid.
  static func latitudeProblem(_ latitude: Double) -> String? {
    latitudeRange.contains(latitude)
      ? nil : "'\(latitude)' is not a latitude (a finite number in -90...90)"
  }

  /// Why a longitude is invalid, quoting it, or `nil` when it is valid.
  static func longitudeProblem(_ longitude: Double) -> String? {
    longitudeRange.contains(longitude)
      ? nil : "'\(longitude)' is not a longitude (a finite number in -180...180)"
  }

  /// Why a pair of coordinates is not a point, or `nil` when it is one.
  static func problem(latitude: Double, longitude: Double) -> String? {
    latitudeProblem(latitude) ?? longitudeProblem(longitude)
  }
}
