import SizeSupport

// MARK: - search.json

struct SearchResult: Codable {
  var statuses: [Status]
  var searchMetadata: SearchMetadata
}

struct Status: Codable {
  var createdAt: String
  var id: Int
  var idStr: String
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
  var possiblySensitive: Bool?
  var lang: String
  var metadata: StatusMetadata
}

struct User: Codable {
  var id: Int
  var idStr: String
  var name: String
  var screenName: String
  var location: String
  var description: String
  var url: String?
  var protected: Bool
  var followersCount: Int
  var friendsCount: Int
  var listedCount: Int
  var createdAt: String
  var favouritesCount: Int
  var utcOffset: Int?
  var timeZone: String?
  var geoEnabled: Bool
  var verified: Bool
  var statusesCount: Int
  var lang: String
  var profileBackgroundColor: String
  var profileImageUrlHttps: String
  var defaultProfile: Bool
  var following: Bool?
}

struct Entities: Codable {
  var hashtags: [Hashtag]
  var symbols: [Hashtag]
  var urls: [LinkEntity]
  var userMentions: [Mention]
  var media: [Media]?
}

struct SearchMetadata: Codable {
  var completedIn: Double
  var maxId: Int
  var maxIdStr: String
  var nextResults: String
  var query: String
  var count: Int
  var sinceId: Int
  var sinceIdStr: String
}

// MARK: - events.json

struct Event: Codable {
  var id: String
  var type: String
  var actor: Actor
  var repo: RepositoryReference
  var payload: EventPayload
  var `public`: Bool?
  var createdAt: String
  var org: Actor?
}

struct EventPayload: Codable {
  var pushId: Int?
  var size: Int?
  var distinctSize: Int?
  var ref: String?
  var head: String?
  var before: String?
  var commits: [Commit]?
  var action: String?
  var forkee: Repository?
  var refType: String?
  var masterBranch: String?
  var description: String?
  var pusherType: String?
  var issue: Issue?
}

struct Commit: Codable {
  var sha: String
  var author: CommitAuthor
  var message: String
  var distinct: Bool?
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
  var createdAt: String
  var updatedAt: String
  var pushedAt: String
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
  var createdAt: String
  var updatedAt: String
  var closedAt: String?
  var body: String?
  var labels: [IssueLabel]
}

// MARK: - catalogue.json

struct Catalogue: Codable {
  var areaNames: [String: String]
  var audienceSubCategoryNames: [String: String]
  var events: [String: CatalogueEvent]
  var performances: [Performance]
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
  var subTopicIds: [Int]?
  var subjectCode: String?
  var subtitle: String?
  var topicIds: [Int]
}

struct Performance: Codable {
  var eventId: Int
  var id: Int
  var logo: String?
  var name: String?
  var prices: [Price]
  var seatCategories: [SeatCategory]
  var seatMapImage: String?
  var start: Int
  var venueCode: String
}

// MARK: - products.json

struct ProductPage: Codable {
  var products: [Product]
  var page: String
  var total: Int
}

struct Product: Codable {
  var sku: Int
  var id: String
  var title: String
  var price: String
  var inStock: Bool?
  var tags: [String]?
  var released: String
  var updated: Int
  var rating: Double
  var variants: [ProductVariant]
  var attributes: [String: String]?
}

struct ProductVariant: Codable {
  var id: Int
  var title: String
  var price: Double
  var stock: String
}
