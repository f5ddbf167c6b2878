import FirestoreRESTCoding
// FirestoreRESTCoding's decoder, with the one-wrapper programs' model: a REST document decoded
// and its fields encoded.
import Foundation
import SizeSupport

struct Profile: Codable {
  var name: String
  var value: String
}

let document = #"""
  {"name": "projects/p/databases/(default)/documents/profiles/ada",
   "fields": {"name": {"stringValue": "Ada"}, "value": {"stringValue": "42"}}}
  """#
let profile = try FirestoreRESTDecoder().decode(Profile.self, from: Data(document.utf8))
print(try FirestoreRESTEncoder().encode(profile))
