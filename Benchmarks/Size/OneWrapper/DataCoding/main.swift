// One wrapper of DataCoding.
import DataCoding
import Foundation
import SizeSupport

struct Profile: Codable {
  var name: String
  @Base64Data var value: Data
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": "AAECAw=="}"#)
