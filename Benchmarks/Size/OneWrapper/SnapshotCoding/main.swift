// SnapshotCoding's decoder, with the one-wrapper programs' model: a tree such as Firebase hands
// an app, decoded and encoded.
import SizeSupport
import SnapshotCoding

struct Profile: Codable {
  var name: String
  var value: String
}

let profile = try SnapshotDecoder().decode(Profile.self, from: ["name": "Ada", "value": "42"])
print(try SnapshotEncoder().encode(profile))
