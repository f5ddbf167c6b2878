import CodableTransforms
import Foundation
import Testing

/// Many tasks decoding and encoding at once with shared decoders, shared encoders and one shared
/// `RecoveryReport`: the report must hold exactly every drop, and every value must be right.
///
/// Run under `swift test --sanitize=thread` (`Scripts/sanitizers.sh`), this is what proves the
/// library's shared state — the report, formatters, caches — free of data races.
@Suite("Concurrency stress")
struct ConcurrencyStressTests {
  /// A feed with lossy, defaulted and transformed properties; every decode of ``payload`` drops
  /// ``dropsPerDecode`` values.
  struct Feed: Codable, Equatable, Sendable {
    @StringCodedTimeZone var zone: TimeZone
    @URLString var homepage: URL
    @LossyArray var scores: [Int]
    @Lossy<URLString<URL>>.Array var links: [URL]
    @LossyDictionary var counts: [String: Int]
    @LossyOptional var rating: Double?
    @DefaultZero<Int>.Lenient var retries: Int
    @ISO8601Date var published: Date
    @MillisecondsSince1970 var updated: Date
    @HexColor var tint: RGBAColor
    @CoordinatePair var location: GeoPoint?
  }

  /// Drops `scores[1]`, `scores[3]`, `links[1]`, `counts.b`, `rating` and replaces `retries`.
  static let payload = #"""
    {"zone": "Europe/Warsaw", "homepage": "https://example.com", "scores": [1, "two", 3, "four"],
     "links": ["https://example.com/a", "not a url"], "counts": {"a": 1, "b": "x"},
     "rating": "high", "retries": "many", "published": "2026-11-21T09:30:00.250Z",
     "updated": 1795253400250, "tint": "#1E90FF", "location": [52.23, 21.01]}
    """#

  /// The payload as a Foundation tree, as `JSONSerialization` hands it over.
  static func tree() throws -> Any {
    try JSONSerialization.jsonObject(with: Data(payload.utf8))
  }
  static let dropsPerDecode = 6
  static let tasks = 32
  static let iterations = 40

  static var expected: Feed {
    Feed(
      zone: TimeZone(identifier: "Europe/Warsaw")!, homepage: URL(string: "https://example.com")!,
      scores: [1, 3], links: [URL(string: "https://example.com/a")!], counts: ["a": 1],
      rating: nil, retries: 0, published: Date(timeIntervalSince1970: 1_795_253_400.25),
      updated: Date(timeIntervalSince1970: 1_795_253_400.25),
      tint: RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF),
      location: GeoPoint(latitude: 52.23, longitude: 21.01))
  }

  /// Runs `decode` from many tasks at once and checks the values and the shared report.
  private func stress(
    report: RecoveryReport, _ decode: @escaping @Sendable () throws -> Feed
  ) async throws {
    let expected = Self.expected
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<Self.tasks {
        group.addTask {
          var mismatches = 0
          for _ in 0..<Self.iterations where try decode() != expected { mismatches += 1 }
          return mismatches
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
    let entries = report.entries
    #expect(entries.count == Self.tasks * Self.iterations * Self.dropsPerDecode)
    let paths = Dictionary(grouping: entries) {
      $0.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }.mapValues(\.count)
    let each = Self.tasks * Self.iterations
    #expect(
      paths == [
        "scores.[1]": each, "scores.[3]": each, "links.[1]": each, "counts.b": each,
        "rating": each, "retries": each,
      ])
  }

  @Test func sharedJSONDecoderAndReport() async throws {
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let data = Data(Self.payload.utf8)
    try await stress(report: report) { try decoder.decode(Feed.self, from: data) }
  }

  @Test func sharedPropertyListDecoderAndReport() async throws {
    let report = RecoveryReport()
    let decoder = PropertyListDecoder()
    decoder.userInfo[.recoveryReport] = report
    let data = try PropertyListSerialization.data(
      fromPropertyList: Self.tree(), format: .binary, options: 0)
    try await stress(report: report) { try decoder.decode(Feed.self, from: data) }
  }

  @Test func sharedSnapshotDecoderAndReport() async throws {
    let report = RecoveryReport()
    var decoder = SnapshotDecoder()
    decoder.userInfo[.recoveryReport] = report
    let shared = decoder
    // One tree of Foundation objects, read by every task: it is never mutated.
    nonisolated(unsafe) let tree = try Self.tree()
    try await stress(report: report) { try shared.decode(Feed.self, from: tree) }
  }

  @Test func sharedEncodersWriteTheSameBytesFromEveryTask() async throws {
    let json = JSONEncoder()
    json.outputFormatting = .sortedKeys
    let plist = PropertyListEncoder()
    let snapshot = SnapshotEncoder()
    let feed = Self.expected
    let reference = try json.encode(feed)
    let referenceTree = try SnapshotDecoder().decode(
      SnapshotValue.self, from: snapshot.encode(feed))
    let failures = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<Self.tasks {
        group.addTask {
          var failures = 0
          for _ in 0..<Self.iterations {
            if try json.encode(feed) != reference { failures += 1 }
            if try PropertyListDecoder().decode(Feed.self, from: plist.encode(feed)) != feed {
              failures += 1
            }
            let tree = try SnapshotDecoder().decode(
              SnapshotValue.self, from: snapshot.encode(feed))
            if tree != referenceTree { failures += 1 }
          }
          return failures
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(failures == 0)
  }
}
