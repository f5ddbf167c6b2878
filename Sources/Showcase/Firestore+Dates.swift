import CodableTransforms
import Foundation

/// The Firestore guide's `ProgrammingLanguage`: Firestore stores the date of first appearance as
/// a timestamp, `{"seconds": …, "nanoseconds": …}`; the model keeps a `Date`.
struct ProgrammingLanguage: Codable {
  var name: String
  @TimestampDate var year: Date
}

/// Every date format of `DateCoding` in one payload, independent of the coder's date strategy.
struct Conference: Codable {
  var name: String
  @ISO8601Date var startsAt: Date  // any RFC 3339 offset in, UTC out
  @ISO8601Date var endsAt: Date?  // missing → nil; nil → omitted
  @ISO8601Date var sessions: [String: Date]
  @TimestampDate var createdAt: Date
  @MillisecondsSince1970 var updatedAt: Date
}

/// `DateCoding`: the guide's programming languages, a conference, and a bad session date.
func showDates() throws {
  // Dates are printed with the module's own formatter: RFC 3339 in UTC, no `Calendar`.
  func iso(_ date: Date) -> String {
    (try? ISO8601DateTransform.encode(date)) ?? "outside 0000–9999"
  }
  let languages = try show([ProgrammingLanguage].self, from: "programming-languages") {
    languages in
    languages.map { "\($0.name) appeared in \(iso($0.year).prefix(4))" }
      .joined(separator: "\n")
  }
  let conference = try show(Conference.self, from: "conference") { conference in
    let sessions = conference.sessions.sorted { $0.value < $1.value }
      .map { "  \(iso($0.value)) \($0.key)" }
    return """
      \(conference.name), from \(iso(conference.startsAt)) to \(conference.endsAt.map(iso) ?? "open end")
      created \(iso(conference.createdAt)), updated \(iso(conference.updatedAt))
      sessions, in UTC:
      \(sessions.joined(separator: "\n"))
      """
  }
  let badDate = try showFailure(Conference.self, from: "bad-conference")
  summary(
    "Dates",
    "@TimestampDate as Firestore's {seconds, nanoseconds} (\(languages.count) languages), "
      + "@ISO8601Date (\(conference.sessions.count) sessions in a dictionary), "
      + "@MillisecondsSince1970, whatever the coder's date strategy; a date without 'T' "
      + "rejected at \(badDate)")
}
