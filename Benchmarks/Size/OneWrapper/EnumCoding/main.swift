// One wrapper of EnumCoding.
import EnumCoding
import SizeSupport

enum Plan: String, UnknownCaseRepresentable {
  case free, premium, unknown
  static var unknownCase: Plan { .unknown }
}

struct Profile: Codable {
  var name: String
  @UnknownCaseFallback var value: Plan
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada", "value": "enterprise"}"#)
