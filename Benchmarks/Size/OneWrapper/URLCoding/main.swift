// One wrapper of URLCoding.
import Foundation
import SizeSupport
import URLCoding

struct Profile: Codable {
  var name: String
  @URLString var value: URL
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": "https://example.com/ada"}"#)
