// One wrapper of LossyCoding.
import LossyCoding
import SizeSupport

struct Profile: Codable {
  var name: String
  @LossyArray var value: [String]
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": ["a", 1, "b"]}"#)
