// One wrapper of DocumentCoding.
import DocumentCoding
import SizeSupport

struct Profile: Codable {
  var name: String
  @DocumentID var value: String?
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": "ada"}"#)
