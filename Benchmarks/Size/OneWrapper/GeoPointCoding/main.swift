// One wrapper of GeoPointCoding.
import GeoPointCoding
import SizeSupport

struct Profile: Codable {
  var name: String
  @CoordinatePair var value: GeoPoint
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": [52.23, 21.01]}"#)
