// One wrapper of DefaultCoding.
import DefaultCoding
import SizeSupport

struct Profile: Codable {
  var name: String
  @DefaultFalse var value: Bool
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada"}"#)
