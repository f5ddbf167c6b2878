// The one-wrapper programs' baseline: the same model with a plain property.
import SizeSupport

struct Profile: Codable {
  var name: String
  var value: String
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": "42"}"#)
