import CodableTransforms
import Foundation

/// A news feed whose server sometimes sends bad items: `LossyCoding` drops them and reports
/// where, `DefaultCoding` fills in what is missing.
enum FeedShowcase {
  struct Feed: Codable {
    var title: String
    @LossyArray var items: [Item]
    @DefaultEmptyArray var tags: [String]
    @DefaultFalse var isPaused: Bool
    @Lossy<URLString<URL>>.Array var mirrors: [URL]
  }

  struct Item: Codable {
    var id: Int
    var title: String
    @URLString var link: URL
    @DefaultFalse var isPinned: Bool
    @DefaultZero var likes: Int
  }
}

/// Decodes `Fixtures/feed.json` with a `RecoveryReport`, prints what survived, the defaults
/// and every dropped item with its path, and encodes the feed again.
func showFeed() throws {
  section("Feed from Fixtures/feed.json (lossy items, defaults, the report)")
  let report = RecoveryReport()
  let decoder = JSONDecoder()
  decoder.userInfo[.recoveryReport] = report
  let feed = try decoder.decode(FeedShowcase.Feed.self, from: fixture("feed"))

  print("\(feed.title): \(feed.items.count) items decoded")
  for item in feed.items {
    let pinned = item.isPinned ? ", pinned" : ""
    print("  #\(item.id) \(item.title) (\(item.likes) likes\(pinned)) \(item.link.absoluteString)")
  }
  print("defaults: tags \(feed.tags) and isPaused \(feed.isPaused) (both keys missing)")
  print("mirrors: \(feed.mirrors.map(\.absoluteString).joined(separator: ", "))")
  print("dropped, from the RecoveryReport (\(report.entries.count)):")
  for entry in report.entries {
    print("  \(entry)")
  }

  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  print("encoded again (the dropped items are gone, the defaults are written):")
  print(String(decoding: try encoder.encode(feed), as: UTF8.self))
}
