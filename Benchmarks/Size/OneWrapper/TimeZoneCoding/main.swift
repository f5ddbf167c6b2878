// One wrapper of TimeZoneCoding.
import Foundation
import SizeSupport
import TimeZoneCoding

struct Profile: Codable {
  var name: String
  @StringCodedTimeZone var value: TimeZone
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": "Europe/Warsaw"}"#)
