import CodableTransforms
import Foundation

/// The value wrappers — time zones, URLs, colors, coordinates — in their shapes.
struct ValuesModel: FuzzFamilyModel {
  // TimeZoneCoding
  @StringCodedTimeZone var zone: TimeZone? = knownZone("Europe/Warsaw")
  @StringCodedTimeZone var zones: [String: TimeZone]? = ["Paris": knownZone("Europe/Paris")]
  // URLCoding
  @URLString var url: URL? = validURL("https://example.com/a?b=c#d")
  @URLString var urls: [URL]? = [validURL("/relative"), validURL("mailto:a@b.c")]
  // ColorCoding
  @HexColor var color: RGBAColor? = RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF)
  @HexColor var colors: [String: RGBAColor?]? = [
    "a": RGBAColor(red: 1, green: 2, blue: 3, alpha: 4), "b": nil,
  ]
  var plainColor: RGBAColor? = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  // GeoPointCoding
  @CoordinatePair var pair: GeoPoint? = GeoPoint(latitude: 52.23, longitude: 21.01)
  // A map of positions, not an array: an array of them is an array inside an array, which
  // Firestore cannot store and the REST harness's seeds are written through its encoder.
  @GeoJSONPosition var positions: [String: GeoPoint]? = [
    "a": GeoPoint(latitude: -90, longitude: 180)
  ]
  var point: GeoPoint? = GeoPoint(latitude: 0, longitude: -0.0)
  var strict: Strict? = Strict()

  /// The non-optional placements.
  struct Strict: Codable, Hashable, Sendable {
    @StringCodedTimeZone var zone: TimeZone = knownZone("Asia/Kolkata")
    @URLString var urls: [URL] = [validURL("file:///tmp/x")]
    @HexColor var colors: [String: RGBAColor] = ["k": RGBAColor(red: 255, green: 255, blue: 255)]
    @CoordinatePair var pair: GeoPoint = GeoPoint(latitude: 90, longitude: -180)
  }
}
