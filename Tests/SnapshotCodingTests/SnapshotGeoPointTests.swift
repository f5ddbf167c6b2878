import Foundation
import SnapshotCoding
import Testing

/// Stands for a store SDK's own point type, such as the Firestore SDK's `GeoPoint` class.
final class StoreGeoPoint: Sendable {
  let lat: Double
  let lng: Double
  init(lat: Double, lng: Double) {
    self.lat = lat
    self.lng = lng
  }
}

@Suite("SnapshotEncoder and SnapshotDecoder: GeoPoint")
struct SnapshotGeoPointTests {
  struct Office: Codable, Equatable {
    var name: String
    var location: GeoPoint
  }

  static let warsaw = Office(name: "Warsaw", location: GeoPoint(latitude: 52.23, longitude: 21.01))

  @Test func pointsAreFirestoreFieldsByDefault() throws {
    let tree = try SnapshotEncoder().encode(Self.warsaw)
    #expect(tree["location"] as? [String: Double] == ["latitude": 52.23, "longitude": 21.01])
    #expect(try SnapshotDecoder().decode(Office.self, from: tree) == Self.warsaw)
  }

  @Test func pointsCanBeKeptAsValues() throws {
    var encoder = SnapshotEncoder()
    encoder.geoPointEncodingStrategy = .value
    let tree = try encoder.encode(Self.warsaw)
    #expect(tree["location"] as? GeoPoint == Self.warsaw.location)
    // The decoder accepts a point value whatever its strategy.
    #expect(try SnapshotDecoder().decode(Office.self, from: tree) == Self.warsaw)
    #expect(
      try SnapshotDecoder().decode(SnapshotValue.self, from: tree)
        == ["name": "Warsaw", "location": .geoPoint(Self.warsaw.location)])
  }

  @Test func aStoresOwnPointTypeGoesThroughCustomStrategies() throws {
    var encoder = SnapshotEncoder()
    encoder.geoPointEncodingStrategy = .custom {
      StoreGeoPoint(lat: $0.latitude, lng: $0.longitude)
    }
    let tree = try encoder.encode(Self.warsaw)
    let stored = try #require(tree["location"] as? StoreGeoPoint)
    #expect(stored.lat == 52.23 && stored.lng == 21.01)
    var decoder = SnapshotDecoder()
    decoder.geoPointDecodingStrategy = .custom { value in
      guard let point = value as? StoreGeoPoint else {
        throw DecodingError.typeMismatch(
          GeoPoint.self, .init(codingPath: [], debugDescription: "not a StoreGeoPoint"))
      }
      return try GeoPoint(validatingLatitude: point.lat, longitude: point.lng)
    }
    #expect(try decoder.decode(Office.self, from: tree) == Self.warsaw)
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(
        Office.self, from: ["name": "X", "location": StoreGeoPoint(lat: 91, lng: 0)])
    }
    #expect(ErrorKind(error) == .dataCorrupted)
    #expect(pathDescription(of: error) == "location")
    #expect(debugDescription(of: error).contains("'91.0' is not a latitude"))
  }

  @Test(arguments: [
    (["latitude": 100.0, "longitude": 0.0] as [String: any Sendable], "location.latitude"),
    (["latitude": Double.nan, "longitude": 0.0], "location.latitude"),
    (["latitude": 0.0, "longitude": -180.5], "location.longitude"),
    (["latitude": true, "longitude": 0.0], "location.latitude"),
    (["latitude": 0.0], "location.longitude"),
  ])
  func invalidPointsFailAtTheirField(_ location: [String: any Sendable], path: String) throws {
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(Office.self, from: ["name": "X", "location": location])
    }
    #expect(pathDescription(of: error) == path)
  }

  @Test func aPointWhereSomethingElseBelongsIsNamedInTheError() throws {
    let error = try #require(throws: DecodingError.self) {
      try SnapshotDecoder().decode(
        Box<String>.self, from: ["value": GeoPoint(latitude: 1, longitude: 2)])
    }
    #expect(debugDescription(of: error) == "Expected a string but found the geo point (1.0, 2.0)")
  }
}
