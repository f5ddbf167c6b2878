import DateCoding
import DefaultCoding
import Foundation
import LosslessCoding
import LossyCoding
import SizeSupport

/// The social network's `created_at`: `Sun Nov 23 08:15:02 +0000 2026`, always UTC.
enum PostDate: DateFormatTransform {
  static var format: Date.FormatString {
    """
    \(weekday: .abbreviated) \(month: .abbreviated) \(day: .twoDigits) \
    \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\
    \(second: .twoDigits) +0000 \(year: .defaultDigits)
    """
  }
}
typealias PostDateString<Property: TransformShape<Date>> = TransformCoded<PostDate, Property>

// MARK: - search.json

struct SearchResult: Codable {
  var statuses: [Status]
  var searchMetadata: SearchMetadata
}

struct Status: Codable {
  @PostDateString var createdAt: Date
  var id: Int
  @LosslessValue var idStr: Int
  var text: String
  var source: String
  var truncated: Bool
  var inReplyToStatusId: Int?
  var inReplyToUserId: Int?
  var inReplyToScreenName: String?
  var user: User
  var retweetCount: Int
  var favoriteCount: Int
  var entities: Entities
  var favorited: Bool
  var retweeted: Bool
  @DefaultFalse var possiblySensitive: Bool
  var lang: String
  var metadata: StatusMetadata
}

struct User: Codable {
  var id: Int
  @LosslessValue var idStr: Int
  var name: String
  var screenName: String
  var location: String
  var description: String
  var url: String?
  var protected: Bool
  var followersCount: Int
  var friendsCount: Int
  var listedCount: Int
  @PostDateString var createdAt: Date
  var favouritesCount: Int
  var utcOffset: Int?
  var timeZone: String?
  var geoEnabled: Bool
  @DefaultFalse var verified: Bool
  var statusesCount: Int
  var lang: String
  var profileBackgroundColor: String
  var profileImageUrlHttps: String
  var defaultProfile: Bool
  @DefaultFalse var following: Bool
}

struct Entities: Codable {
  @LossyArray var hashtags: [Hashtag]
  var symbols: [Hashtag]
  @LossyArray var urls: [LinkEntity]
  @LossyArray var userMentions: [Mention]
  @DefaultEmptyArray var media: [Media]
}

struct SearchMetadata: Codable {
  var completedIn: Double
  var maxId: Int
  @LosslessValue var maxIdStr: Int
  var nextResults: String
  var query: String
  var count: Int
  var sinceId: Int
  @LosslessValue var sinceIdStr: Int
}

// MARK: - events.json

struct Event: Codable {
  @LosslessValue var id: Int
  var type: String
  var actor: Actor
  var repo: RepositoryReference
  var payload: EventPayload
  @DefaultTrue var `public`: Bool
  @ISO8601Date var createdAt: Date
  var org: Actor?
}

struct EventPayload: Codable {
  var pushId: Int?
  var size: Int?
  var distinctSize: Int?
  var ref: String?
  var head: String?
  var before: String?
  @DefaultEmptyArray var commits: [Commit]
  var action: String?
  @LossyOptional var forkee: Repository?
  var refType: String?
  var masterBranch: String?
  var description: String?
  var pusherType: String?
  @LossyOptional var issue: Issue?
}

struct Commit: Codable {
  var sha: String
  var author: CommitAuthor
  var message: String
  @DefaultTrue var distinct: Bool
  var url: String
}

struct Repository: Codable {
  var id: Int
  var name: String
  var fullName: String
  var `private`: Bool
  var htmlUrl: String
  var description: String?
  var fork: Bool
  @ISO8601Date var createdAt: Date
  @ISO8601Date var updatedAt: Date
  @ISO8601Date var pushedAt: Date
  var homepage: String?
  var size: Int
  var stargazersCount: Int
  var watchersCount: Int
  var language: String?
  var forksCount: Int
  var openIssuesCount: Int
  var defaultBranch: String
  var `public`: Bool
}

struct Issue: Codable {
  var id: Int
  var number: Int
  var title: String
  var state: String
  var comments: Int
  @ISO8601Date var createdAt: Date
  @ISO8601Date var updatedAt: Date
  var closedAt: String?
  var body: String?
  @LossyArray var labels: [IssueLabel]
}

// MARK: - catalogue.json

struct Catalogue: Codable {
  var areaNames: [String: String]
  var audienceSubCategoryNames: [String: String]
  @LossyDictionary var events: [String: CatalogueEvent]
  @LossyArray var performances: [Performance]
  var seatCategoryNames: [String: String]
  var topicNames: [String: String]
  var topicSubTopics: [String: [Int]]
  var venueNames: [String: String]
}

struct CatalogueEvent: Codable {
  var description: String?
  var id: Int
  var logo: String?
  var name: String
  @DefaultEmptyArray var subTopicIds: [Int]
  var subjectCode: String?
  var subtitle: String?
  var topicIds: [Int]
}

struct Performance: Codable {
  var eventId: Int
  var id: Int
  var logo: String?
  var name: String?
  @LossyArray var prices: [Price]
  var seatCategories: [SeatCategory]
  var seatMapImage: String?
  @MillisecondsSince1970 var start: Date
  var venueCode: String
}

// MARK: - products.json

struct ProductPage: Codable {
  var products: [Product]
  @LosslessValue var page: Int
  var total: Int
}

struct Product: Codable {
  @LosslessValue var sku: String
  @LosslessValue var id: Int
  var title: String
  @LosslessValue var price: Double
  @DefaultFalse var inStock: Bool
  @DefaultEmptyArray var tags: [String]
  @YearMonthDayDate var released: Date
  @SecondsSince1970 var updated: Date
  var rating: Double
  @LossyArray var variants: [ProductVariant]
  @DefaultEmptyDictionary var attributes: [String: String]
}

struct ProductVariant: Codable {
  var id: Int
  var title: String
  var price: Double
  @LosslessValue var stock: Int
}
