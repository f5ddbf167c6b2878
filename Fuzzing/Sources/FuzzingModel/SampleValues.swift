import CodableTransforms
import Foundation

/// An element of lossy arrays and a polymorphic payload.
struct Record: Codable, Hashable, Sendable {
  var title: String
  var likes: Int
}

func knownZone(_ identifier: String) -> TimeZone {
  guard let zone = TimeZone(identifier: identifier) else {
    preconditionFailure("Foundation does not know the time zone \(identifier)")
  }
  return zone
}

func validURL(_ string: String) -> URL {
  guard let url = URL(string: string) else { preconditionFailure("\(string) is not a URL") }
  return url
}
