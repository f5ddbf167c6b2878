// One wrapper of OmitCoding.
import OmitCoding
import SizeSupport

struct Profile: Codable {
  var name: String
  @OmitIfEmpty var value: String
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": ""}"#)
