// One wrapper through the umbrella: `import CodableTransforms` links every module it
// re-exports.
import CodableTransforms
import SizeSupport

struct Profile: Codable {
  var name: String
  @DefaultFalse var value: Bool
}

try decodeAndEncode(Profile.self, json: #"{"name": "Ada"}"#)
