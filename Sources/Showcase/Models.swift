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

/// `TimeZoneCoding` and `URLCoding`: Sundell's user, a meeting with every shape, two bad payloads.
func showTimeZonesAndURLs() throws {
  let user = try show(User.self, from: "user") { user in
    "\(user.name) (\(user.id)) lives in \(user.timeZone.identifier)"
  }
  let meeting = try show(Meeting.self, from: "meeting") { meeting in
    let offices = meeting.offices.sorted { $0.key < $1.key }
      .map { "\($0.key): \($0.value.identifier)" }
    return """
      \(meeting.title), hosted from \(meeting.host.identifier)
      attendees in \(meeting.attendeeZones.map(\.identifier).joined(separator: ", "))
      offices: \(offices.joined(separator: "; "))
      agenda: \(meeting.agenda?.absoluteString ?? "none"); \(meeting.recordings.count) recordings
      """
  }
  let badZone = try showFailure(Meeting.self, from: "bad-meeting")
  let badURL = try showFailure(Meeting.self, from: "bad-link")
  summary(
    "Time zones and URLs",
    "@StringCodedTimeZone and @URLString on a value (\(user.name) in "
      + "\(user.timeZone.identifier)), an optional, an array (\(meeting.attendeeZones.count) "
      + "zones) and a dictionary (\(meeting.offices.count)), written back as strings; "
      + "a bad zone rejected at \(badZone), a bad URL at \(badURL)")
}
