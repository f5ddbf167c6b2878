// One wrapper of DateCoding.
import DateCoding
import Foundation
import SizeSupport

struct Profile: Codable {
  var name: String
  @ISO8601Date var value: Date
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": "2026-11-21T09:30:00Z"}"#)
