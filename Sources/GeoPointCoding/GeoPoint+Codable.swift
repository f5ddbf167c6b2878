@_exported import CodableTransformsCore
import FirebaseContract

extension GeoPoint: Codable {
  private enum CodingKeys: String, CodingKey {
    case latitude
    case longitude
  }

  /// Decodes a point from `{"latitude": …, "longitude": …}`, checking both coordinates.
  ///
  /// ```swift
  /// struct Office: Codable {
  ///     var location: GeoPoint   // {"latitude": 52.23, "longitude": 21.01}
  /// }
  /// ```
  ///
  /// Other keys in the object are ignored. Integers are accepted (`{"latitude": 52, …}`).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` at the coordinate's path (`location.latitude`)
  ///   when it is out of range or not finite — `"'91.0' is not a latitude (a finite number in
  ///   -90...90)"`; `keyNotFound` for a missing coordinate; `valueNotFound` for `null`;
  ///   `typeMismatch` for a coordinate that is not a number, or a point that is not an object.
  /// - Note: Wire format: an object with the number keys `latitude` and `longitude`.
  public init(from decoder: any Decoder) throws {
    let container: KeyedDecodingContainer<CodingKeys>
    do {
      container = try decoder.container(keyedBy: CodingKeys.self)
    } catch DecodingError.typeMismatch(let type, let context) {
      // Firebase's decoder hands its own geopoint object, not a map: read it as the SDK's type
      // when one is registered (`FirebaseNativeTypes`).
      guard let native = FirebaseNativeTypes.current(in: decoder.userInfo)?.geoPoint else {
        throw DecodingError.typeMismatch(type, context)
      }
      let point = try native._decode(from: decoder.singleValueContainer())
      if let problem = Self.latitudeProblem(point.latitude)
        ?? Self.longitudeProblem(point.longitude)
      {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem))
      }
      self.init(uncheckedLatitude: point.latitude, longitude: point.longitude)
      return
    }
    let latitude = try container.decode(Double.self, forKey: .latitude)
    if let problem = Self.latitudeProblem(latitude) {
      throw DecodingError.dataCorruptedError(
        forKey: .latitude, in: container, debugDescription: problem)
    }
    let longitude = try container.decode(Double.self, forKey: .longitude)
    if let problem = Self.longitudeProblem(longitude) {
      throw DecodingError.dataCorruptedError(
        forKey: .longitude, in: container, debugDescription: problem)
    }
    self.init(uncheckedLatitude: latitude, longitude: longitude)
  }

  /// Encodes the point as `{"latitude": …, "longitude": …}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors only.
  /// - Note: Wire format: an object with the number keys `latitude` and `longitude`.
  public func encode(to encoder: any Encoder) throws {
    if let native = FirebaseNativeTypes.current(in: encoder.userInfo)?.geoPoint {
      var container = encoder.singleValueContainer()
      try container.encode(native._make(latitude: latitude, longitude: longitude))
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(latitude, forKey: .latitude)
    try container.encode(longitude, forKey: .longitude)
  }
}
