import CodableTransforms
import Foundation

/// The model from John Sundell's article, with the library's `@StringCodedTimeZone`.
struct User: Codable {
  var id: UUID
  var name: String
  @StringCodedTimeZone var timeZone: TimeZone
}

/// One wrapper per property shape: a value, an array, a dictionary, an optional.
struct Meeting: Codable {
  var title: String
  @StringCodedTimeZone var host: TimeZone
  @StringCodedTimeZone var attendeeZones: [TimeZone]
  @StringCodedTimeZone var offices: [String: TimeZone]
  @URLString var agenda: URL?
  @URLString var recordings: [URL]
}
