// One wrapper of LosslessCoding.
import LosslessCoding
import SizeSupport

struct Profile: Codable {
  var name: String
  @LosslessValue var value: Int
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": "42"}"#)
