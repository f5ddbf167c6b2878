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
  heading("Feed from Fixtures/feed.json (lossy items, defaults, the report)")
  let report = RecoveryReport()
  let decoder = JSONDecoder()
  decoder.userInfo[.recoveryReport] = report
  let feed = try decoder.decode(FeedShowcase.Feed.self, from: fixture("feed"))

  detail("\(feed.title): \(feed.items.count) items decoded")
  for item in feed.items {
    let pinned = item.isPinned ? ", pinned" : ""
    detail("  #\(item.id) \(item.title) (\(item.likes) likes\(pinned)) \(item.link.absoluteString)")
  }
  detail("defaults: tags \(feed.tags) and isPaused \(feed.isPaused) (both keys missing)")
  detail("mirrors: \(feed.mirrors.map(\.absoluteString).joined(separator: ", "))")
  detail("dropped, from the RecoveryReport (\(report.entries.count)):")
  for entry in report.entries {
    detail("  \(entry)")
  }

  detail("encoded again (the dropped items are gone, the defaults are written):")
  detail(String(decoding: try encoder.encode(feed), as: UTF8.self))

  let paths = report.entries.map { describe($0.codingPath) }
  guard !paths.isEmpty else {
    throw ShowcaseClaimFailed(description: "Fixtures/feed.json: nothing was dropped or reported")
  }
  summary(
    "Lossy feed",
    "@LossyArray kept \(feed.items.count) items and dropped \(paths.count), each in the "
      + "RecoveryReport with its path (\(paths.joined(separator: ", "))); @DefaultEmptyArray and "
      + "@DefaultFalse filled in the missing keys")
}
