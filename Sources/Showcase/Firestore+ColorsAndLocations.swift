import CodableTransforms
import Foundation

/// The Firestore guide's tags and offices: colors stored as CSS hex strings, locations as
/// Firestore's `{latitude, longitude}` GeoPoint shape, plus the two array forms of a point.
enum ColorsAndLocations {
  /// A tag with a color, as the guide stores it: `"#1E90FF"`.
  struct Tag: Codable {
    var name: String
    @HexColor var color: RGBAColor
  }

  /// An office with a GeoPoint location, an entrance as `[latitude, longitude]` and a GeoJSON
  /// footprint (`[longitude, latitude]`, altitudes dropped).
  struct Office: Codable {
    var name: String
    var location: GeoPoint
    @CoordinatePair var entrance: GeoPoint
    @GeoJSONPosition var footprint: [GeoPoint]
    @HexColor var signColor: RGBAColor?
  }

  struct Directory: Codable {
    var tags: [Tag]
    var offices: [Office]
  }
}

func showColorsAndLocations() throws {
  let directory = try show(ColorsAndLocations.Directory.self, from: "directory") { directory in
    let tags = directory.tags.map { "\($0.name) \($0.color.hexString)" }
    let offices = directory.offices.map { office in
      "\(office.name) at \(office.location.latitude), \(office.location.longitude); "
        + "entrance \(office.entrance.latitude), \(office.entrance.longitude); "
        + "footprint of \(office.footprint.count) points; "
        + "sign \(office.signColor?.hexString ?? "none")"
    }
    return (["tags: " + tags.joined(separator: ", ")] + offices).joined(separator: "\n")
  }
  let badColor = try showFailure(ColorsAndLocations.Directory.self, from: "bad-directory-color")
  let badPoint = try showFailure(ColorsAndLocations.Directory.self, from: "bad-directory-location")
  let colors = directory.tags.map(\.color.hexString).joined(separator: " ")
  summary(
    "Colors and locations",
    "@HexColor as \(colors); GeoPoint as {latitude, longitude}, @CoordinatePair as "
      + "[lat, lon], @GeoJSONPosition as [lon, lat]; a bad color rejected at \(badColor), "
      + "a latitude out of range at \(badPoint)")
}
