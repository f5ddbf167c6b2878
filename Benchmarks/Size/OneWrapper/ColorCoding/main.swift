// One wrapper of ColorCoding.
import ColorCoding
import SizeSupport

struct Profile: Codable {
  var name: String
  @HexColor var value: RGBAColor
}

try decodeAndEncode(Profile.self, json: ##"{"name": "Ada", "value": "#1E90FF"}"##)
