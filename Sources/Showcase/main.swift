// `swift run showcase`: decodes the committed fixtures with the library's wrappers, prints what
// it decoded and how it encodes again, and prints the error a bad payload gives.

import CodableTransforms
import Foundation

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]

func fixture(_ name: String) throws -> Data {
  guard
    let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures")
  else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/\(name).json"])
  }
  return try Data(contentsOf: url)
}

func section(_ title: String) {
  print("\n== \(title)")
}

/// `attendeeZones[1]` for a coding path.
func describe(_ path: [any CodingKey]) -> String {
  path.reduce(into: "") { result, key in
    if let index = key.intValue {
      result += "[\(index)]"
    } else {
      result += (result.isEmpty ? "" : ".") + key.stringValue
    }
  }
}

func describe(_ error: any Error) -> String {
  switch error {
  case DecodingError.dataCorrupted(let context):
    "dataCorrupted at \(describe(context.codingPath)): \(context.debugDescription)"
  case DecodingError.typeMismatch(_, let context):
    "typeMismatch at \(describe(context.codingPath)): \(context.debugDescription)"
  case DecodingError.valueNotFound(_, let context):
    "valueNotFound at \(describe(context.codingPath)): \(context.debugDescription)"
  case DecodingError.keyNotFound(let key, let context):
    "keyNotFound at \(describe(context.codingPath + [key])): \(context.debugDescription)"
  default:
    "\(error)"
  }
}

func show<T: Codable>(_ type: T.Type, from name: String, _ summary: (T) -> String) throws {
  section("\(T.self) from Fixtures/\(name).json")
  let value = try JSONDecoder().decode(T.self, from: fixture(name))
  print(summary(value))
  print("encoded again:")
  print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

func showFailure<T: Decodable>(_ type: T.Type, from name: String) throws {
  section("\(T.self) from Fixtures/\(name).json (bad payload)")
  do {
    _ = try JSONDecoder().decode(T.self, from: fixture(name))
    print("decoded without an error: the payload was expected to be rejected")
  } catch {
    print("error: \(describe(error))")
  }
}

try show(User.self, from: "user") { user in
  "\(user.name) (\(user.id)) lives in \(user.timeZone.identifier)"
}

try show(Meeting.self, from: "meeting") { meeting in
  let offices = meeting.offices.sorted { $0.key < $1.key }
    .map { "\($0.key): \($0.value.identifier)" }
  return """
    \(meeting.title), hosted from \(meeting.host.identifier)
    attendees in \(meeting.attendeeZones.map(\.identifier).joined(separator: ", "))
    offices: \(offices.joined(separator: "; "))
    agenda: \(meeting.agenda?.absoluteString ?? "none"); \(meeting.recordings.count) recordings
    """
}

try showFailure(Meeting.self, from: "bad-meeting")
try showFailure(Meeting.self, from: "bad-link")
try showColorsAndLocations()
try showDates()
try showLosslessAndData()
try showFeed()
try showRealtimeDatabase()
try await showFirestoreREST()
try showEnumsAndOmissions()
