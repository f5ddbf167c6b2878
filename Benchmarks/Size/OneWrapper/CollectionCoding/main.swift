// One wrapper of CollectionCoding.
import CollectionCoding
import SizeSupport

struct Profile: Codable {
  var name: String
  @OneOrMany var value: [String]
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": "42"}"#)
