import Foundation
import SizeSupport

// MARK: - search.json

struct SearchResult: Codable {
  var statuses: [Status]
  var searchMetadata: SearchMetadata
}

struct Status: Codable {
  var createdAt: Date
  var id: Int
  var idStr: Int
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
  var possiblySensitive: Bool
  var lang: String
  var metadata: StatusMetadata

  enum CodingKeys: CodingKey {
    case createdAt, id, idStr, text, source, truncated, inReplyToStatusId, inReplyToUserId,
      inReplyToScreenName, user, retweetCount, favoriteCount, entities, favorited, retweeted,
      possiblySensitive, lang, metadata
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    createdAt = try container.postDate(.createdAt)
    id = try container.decode(Int.self, forKey: .id)
    idStr = try container.losslessInt(.idStr)
    text = try container.decode(String.self, forKey: .text)
    source = try container.decode(String.self, forKey: .source)
    truncated = try container.decode(Bool.self, forKey: .truncated)
    inReplyToStatusId = try container.decodeIfPresent(Int.self, forKey: .inReplyToStatusId)
    inReplyToUserId = try container.decodeIfPresent(Int.self, forKey: .inReplyToUserId)
    inReplyToScreenName = try container.decodeIfPresent(String.self, forKey: .inReplyToScreenName)
    user = try container.decode(User.self, forKey: .user)
    retweetCount = try container.decode(Int.self, forKey: .retweetCount)
    favoriteCount = try container.decode(Int.self, forKey: .favoriteCount)
    entities = try container.decode(Entities.self, forKey: .entities)
    favorited = try container.decode(Bool.self, forKey: .favorited)
    retweeted = try container.decode(Bool.self, forKey: .retweeted)
    possiblySensitive = try container.value(.possiblySensitive, or: false)
    lang = try container.decode(String.self, forKey: .lang)
    metadata = try container.decode(StatusMetadata.self, forKey: .metadata)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodePostDate(createdAt, forKey: .createdAt)
    try container.encode(id, forKey: .id)
    try container.encode(idStr, forKey: .idStr)
    try container.encode(text, forKey: .text)
    try container.encode(source, forKey: .source)
    try container.encode(truncated, forKey: .truncated)
    try container.encodeIfPresent(inReplyToStatusId, forKey: .inReplyToStatusId)
    try container.encodeIfPresent(inReplyToUserId, forKey: .inReplyToUserId)
    try container.encodeIfPresent(inReplyToScreenName, forKey: .inReplyToScreenName)
    try container.encode(user, forKey: .user)
    try container.encode(retweetCount, forKey: .retweetCount)
    try container.encode(favoriteCount, forKey: .favoriteCount)
    try container.encode(entities, forKey: .entities)
    try container.encode(favorited, forKey: .favorited)
    try container.encode(retweeted, forKey: .retweeted)
    try container.encode(possiblySensitive, forKey: .possiblySensitive)
    try container.encode(lang, forKey: .lang)
    try container.encode(metadata, forKey: .metadata)
  }
}

struct User: Codable {
  var id: Int
  var idStr: Int
  var name: String
  var screenName: String
  var location: String
  var description: String
  var url: String?
  var protected: Bool
  var followersCount: Int
  var friendsCount: Int
  var listedCount: Int
  var createdAt: Date
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
  var following: Bool

  enum CodingKeys: CodingKey {
    case id, idStr, name, screenName, location, description, url, protected, followersCount,
      friendsCount, listedCount, createdAt, favouritesCount, utcOffset, timeZone, geoEnabled,
      verified, statusesCount, lang, profileBackgroundColor, profileImageUrlHttps, defaultProfile,
      following
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    idStr = try container.losslessInt(.idStr)
    name = try container.decode(String.self, forKey: .name)
    screenName = try container.decode(String.self, forKey: .screenName)
    location = try container.decode(String.self, forKey: .location)
    description = try container.decode(String.self, forKey: .description)
    url = try container.decodeIfPresent(String.self, forKey: .url)
    protected = try container.decode(Bool.self, forKey: .protected)
    followersCount = try container.decode(Int.self, forKey: .followersCount)
    friendsCount = try container.decode(Int.self, forKey: .friendsCount)
    listedCount = try container.decode(Int.self, forKey: .listedCount)
    createdAt = try container.postDate(.createdAt)
    favouritesCount = try container.decode(Int.self, forKey: .favouritesCount)
    utcOffset = try container.decodeIfPresent(Int.self, forKey: .utcOffset)
    timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
    geoEnabled = try container.decode(Bool.self, forKey: .geoEnabled)
    verified = try container.value(.verified, or: false)
    statusesCount = try container.decode(Int.self, forKey: .statusesCount)
    lang = try container.decode(String.self, forKey: .lang)
    profileBackgroundColor = try container.decode(String.self, forKey: .profileBackgroundColor)
    profileImageUrlHttps = try container.decode(String.self, forKey: .profileImageUrlHttps)
    defaultProfile = try container.decode(Bool.self, forKey: .defaultProfile)
    following = try container.value(.following, or: false)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(idStr, forKey: .idStr)
    try container.encode(name, forKey: .name)
    try container.encode(screenName, forKey: .screenName)
    try container.encode(location, forKey: .location)
    try container.encode(description, forKey: .description)
    try container.encodeIfPresent(url, forKey: .url)
    try container.encode(protected, forKey: .protected)
    try container.encode(followersCount, forKey: .followersCount)
    try container.encode(friendsCount, forKey: .friendsCount)
    try container.encode(listedCount, forKey: .listedCount)
    try container.encodePostDate(createdAt, forKey: .createdAt)
    try container.encode(favouritesCount, forKey: .favouritesCount)
    try container.encodeIfPresent(utcOffset, forKey: .utcOffset)
    try container.encodeIfPresent(timeZone, forKey: .timeZone)
    try container.encode(geoEnabled, forKey: .geoEnabled)
    try container.encode(verified, forKey: .verified)
    try container.encode(statusesCount, forKey: .statusesCount)
    try container.encode(lang, forKey: .lang)
    try container.encode(profileBackgroundColor, forKey: .profileBackgroundColor)
    try container.encode(profileImageUrlHttps, forKey: .profileImageUrlHttps)
    try container.encode(defaultProfile, forKey: .defaultProfile)
    try container.encode(following, forKey: .following)
  }
}

struct Entities: Codable {
  var hashtags: [Hashtag]
  var symbols: [Hashtag]
  var urls: [LinkEntity]
  var userMentions: [Mention]
  var media: [Media]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    hashtags = try container.lossyArray(.hashtags)
    symbols = try container.decode([Hashtag].self, forKey: .symbols)
    urls = try container.lossyArray(.urls)
    userMentions = try container.lossyArray(.userMentions)
    media = try container.value(.media, or: [])
  }
}

struct SearchMetadata: Codable {
  var completedIn: Double
  var maxId: Int
  var maxIdStr: Int
  var nextResults: String
  var query: String
  var count: Int
  var sinceId: Int
  var sinceIdStr: Int

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    completedIn = try container.decode(Double.self, forKey: .completedIn)
    maxId = try container.decode(Int.self, forKey: .maxId)
    maxIdStr = try container.losslessInt(.maxIdStr)
    nextResults = try container.decode(String.self, forKey: .nextResults)
    query = try container.decode(String.self, forKey: .query)
    count = try container.decode(Int.self, forKey: .count)
    sinceId = try container.decode(Int.self, forKey: .sinceId)
    sinceIdStr = try container.losslessInt(.sinceIdStr)
  }
}

// MARK: - events.json

struct Event: Codable {
  var id: Int
  var type: String
  var actor: Actor
  var repo: RepositoryReference
  var payload: EventPayload
  var `public`: Bool
  var createdAt: Date
  var org: Actor?

  enum CodingKeys: CodingKey {
    case id, type, actor, repo, payload, `public`, createdAt, org
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.losslessInt(.id)
    type = try container.decode(String.self, forKey: .type)
    actor = try container.decode(Actor.self, forKey: .actor)
    repo = try container.decode(RepositoryReference.self, forKey: .repo)
    payload = try container.decode(EventPayload.self, forKey: .payload)
    `public` = try container.value(.public, or: true)
    createdAt = try container.iso8601Date(.createdAt)
    org = try container.decodeIfPresent(Actor.self, forKey: .org)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(type, forKey: .type)
    try container.encode(actor, forKey: .actor)
    try container.encode(repo, forKey: .repo)
    try container.encode(payload, forKey: .payload)
    try container.encode(`public`, forKey: .public)
    try container.encodeISO8601(createdAt, forKey: .createdAt)
    try container.encodeIfPresent(org, forKey: .org)
  }
}

struct EventPayload: Codable {
  var pushId: Int?
  var size: Int?
  var distinctSize: Int?
  var ref: String?
  var head: String?
  var before: String?
  var commits: [Commit]
  var action: String?
  var forkee: Repository?
  var refType: String?
  var masterBranch: String?
  var description: String?
  var pusherType: String?
  var issue: Issue?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    pushId = try container.decodeIfPresent(Int.self, forKey: .pushId)
    size = try container.decodeIfPresent(Int.self, forKey: .size)
    distinctSize = try container.decodeIfPresent(Int.self, forKey: .distinctSize)
    ref = try container.decodeIfPresent(String.self, forKey: .ref)
    head = try container.decodeIfPresent(String.self, forKey: .head)
    before = try container.decodeIfPresent(String.self, forKey: .before)
    commits = try container.value(.commits, or: [])
    action = try container.decodeIfPresent(String.self, forKey: .action)
    forkee = container.lossyOptional(.forkee)
    refType = try container.decodeIfPresent(String.self, forKey: .refType)
    masterBranch = try container.decodeIfPresent(String.self, forKey: .masterBranch)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    pusherType = try container.decodeIfPresent(String.self, forKey: .pusherType)
    issue = container.lossyOptional(.issue)
  }
}

struct Commit: Codable {
  var sha: String
  var author: CommitAuthor
  var message: String
  var distinct: Bool
  var url: String

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sha = try container.decode(String.self, forKey: .sha)
    author = try container.decode(CommitAuthor.self, forKey: .author)
    message = try container.decode(String.self, forKey: .message)
    distinct = try container.value(.distinct, or: true)
    url = try container.decode(String.self, forKey: .url)
  }
}

struct Repository: Codable {
  var id: Int
  var name: String
  var fullName: String
  var `private`: Bool
  var htmlUrl: String
  var description: String?
  var fork: Bool
  var createdAt: Date
  var updatedAt: Date
  var pushedAt: Date
  var homepage: String?
  var size: Int
  var stargazersCount: Int
  var watchersCount: Int
  var language: String?
  var forksCount: Int
  var openIssuesCount: Int
  var defaultBranch: String
  var `public`: Bool

  enum CodingKeys: CodingKey {
    case id, name, fullName, `private`, htmlUrl, description, fork, createdAt, updatedAt, pushedAt,
      homepage, size, stargazersCount, watchersCount, language, forksCount, openIssuesCount,
      defaultBranch, `public`
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    fullName = try container.decode(String.self, forKey: .fullName)
    `private` = try container.decode(Bool.self, forKey: .private)
    htmlUrl = try container.decode(String.self, forKey: .htmlUrl)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    fork = try container.decode(Bool.self, forKey: .fork)
    createdAt = try container.iso8601Date(.createdAt)
    updatedAt = try container.iso8601Date(.updatedAt)
    pushedAt = try container.iso8601Date(.pushedAt)
    homepage = try container.decodeIfPresent(String.self, forKey: .homepage)
    size = try container.decode(Int.self, forKey: .size)
    stargazersCount = try container.decode(Int.self, forKey: .stargazersCount)
    watchersCount = try container.decode(Int.self, forKey: .watchersCount)
    language = try container.decodeIfPresent(String.self, forKey: .language)
    forksCount = try container.decode(Int.self, forKey: .forksCount)
    openIssuesCount = try container.decode(Int.self, forKey: .openIssuesCount)
    defaultBranch = try container.decode(String.self, forKey: .defaultBranch)
    `public` = try container.decode(Bool.self, forKey: .public)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(fullName, forKey: .fullName)
    try container.encode(`private`, forKey: .private)
    try container.encode(htmlUrl, forKey: .htmlUrl)
    try container.encodeIfPresent(description, forKey: .description)
    try container.encode(fork, forKey: .fork)
    try container.encodeISO8601(createdAt, forKey: .createdAt)
    try container.encodeISO8601(updatedAt, forKey: .updatedAt)
    try container.encodeISO8601(pushedAt, forKey: .pushedAt)
    try container.encodeIfPresent(homepage, forKey: .homepage)
    try container.encode(size, forKey: .size)
    try container.encode(stargazersCount, forKey: .stargazersCount)
    try container.encode(watchersCount, forKey: .watchersCount)
    try container.encodeIfPresent(language, forKey: .language)
    try container.encode(forksCount, forKey: .forksCount)
    try container.encode(openIssuesCount, forKey: .openIssuesCount)
    try container.encode(defaultBranch, forKey: .defaultBranch)
    try container.encode(`public`, forKey: .public)
  }
}

struct Issue: Codable {
  var id: Int
  var number: Int
  var title: String
  var state: String
  var comments: Int
  var createdAt: Date
  var updatedAt: Date
  var closedAt: String?
  var body: String?
  var labels: [IssueLabel]

  enum CodingKeys: CodingKey {
    case id, number, title, state, comments, createdAt, updatedAt, closedAt, body, labels
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    number = try container.decode(Int.self, forKey: .number)
    title = try container.decode(String.self, forKey: .title)
    state = try container.decode(String.self, forKey: .state)
    comments = try container.decode(Int.self, forKey: .comments)
    createdAt = try container.iso8601Date(.createdAt)
    updatedAt = try container.iso8601Date(.updatedAt)
    closedAt = try container.decodeIfPresent(String.self, forKey: .closedAt)
    body = try container.decodeIfPresent(String.self, forKey: .body)
    labels = try container.lossyArray(.labels)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(number, forKey: .number)
    try container.encode(title, forKey: .title)
    try container.encode(state, forKey: .state)
    try container.encode(comments, forKey: .comments)
    try container.encodeISO8601(createdAt, forKey: .createdAt)
    try container.encodeISO8601(updatedAt, forKey: .updatedAt)
    try container.encodeIfPresent(closedAt, forKey: .closedAt)
    try container.encodeIfPresent(body, forKey: .body)
    try container.encode(labels, forKey: .labels)
  }
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

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    areaNames = try container.decode([String: String].self, forKey: .areaNames)
    audienceSubCategoryNames = try container.decode(
      [String: String].self, forKey: .audienceSubCategoryNames)
    events = try container.lossyDictionary(.events)
    performances = try container.lossyArray(.performances)
    seatCategoryNames = try container.decode([String: String].self, forKey: .seatCategoryNames)
    topicNames = try container.decode([String: String].self, forKey: .topicNames)
    topicSubTopics = try container.decode([String: [Int]].self, forKey: .topicSubTopics)
    venueNames = try container.decode([String: String].self, forKey: .venueNames)
  }
}

struct CatalogueEvent: Codable {
  var description: String?
  var id: Int
  var logo: String?
  var name: String
  var subTopicIds: [Int]
  var subjectCode: String?
  var subtitle: String?
  var topicIds: [Int]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    id = try container.decode(Int.self, forKey: .id)
    logo = try container.decodeIfPresent(String.self, forKey: .logo)
    name = try container.decode(String.self, forKey: .name)
    subTopicIds = try container.value(.subTopicIds, or: [])
    subjectCode = try container.decodeIfPresent(String.self, forKey: .subjectCode)
    subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
    topicIds = try container.decode([Int].self, forKey: .topicIds)
  }
}

struct Performance: Codable {
  var eventId: Int
  var id: Int
  var logo: String?
  var name: String?
  var prices: [Price]
  var seatCategories: [SeatCategory]
  var seatMapImage: String?
  var start: Date
  var venueCode: String

  enum CodingKeys: CodingKey {
    case eventId, id, logo, name, prices, seatCategories, seatMapImage, start, venueCode
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    eventId = try container.decode(Int.self, forKey: .eventId)
    id = try container.decode(Int.self, forKey: .id)
    logo = try container.decodeIfPresent(String.self, forKey: .logo)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    prices = try container.lossyArray(.prices)
    seatCategories = try container.decode([SeatCategory].self, forKey: .seatCategories)
    seatMapImage = try container.decodeIfPresent(String.self, forKey: .seatMapImage)
    start = try container.millisecondsSince1970(.start)
    venueCode = try container.decode(String.self, forKey: .venueCode)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(eventId, forKey: .eventId)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(logo, forKey: .logo)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encode(prices, forKey: .prices)
    try container.encode(seatCategories, forKey: .seatCategories)
    try container.encodeIfPresent(seatMapImage, forKey: .seatMapImage)
    try container.encodeMillisecondsSince1970(start, forKey: .start)
    try container.encode(venueCode, forKey: .venueCode)
  }
}

// MARK: - products.json

struct ProductPage: Codable {
  var products: [Product]
  var page: Int
  var total: Int

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    products = try container.decode([Product].self, forKey: .products)
    page = try container.losslessInt(.page)
    total = try container.decode(Int.self, forKey: .total)
  }
}

struct Product: Codable {
  var sku: String
  var id: Int
  var title: String
  var price: Double
  var inStock: Bool
  var tags: [String]
  var released: Date
  var updated: Date
  var rating: Double
  var variants: [ProductVariant]
  var attributes: [String: String]

  enum CodingKeys: CodingKey {
    case sku, id, title, price, inStock, tags, released, updated, rating, variants, attributes
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sku = try container.losslessString(.sku)
    id = try container.losslessInt(.id)
    title = try container.decode(String.self, forKey: .title)
    price = try container.losslessDouble(.price)
    inStock = try container.value(.inStock, or: false)
    tags = try container.value(.tags, or: [])
    released = try container.day(.released)
    updated = try container.secondsSince1970(.updated)
    rating = try container.decode(Double.self, forKey: .rating)
    variants = try container.lossyArray(.variants)
    attributes = try container.value(.attributes, or: [:])
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sku, forKey: .sku)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(price, forKey: .price)
    try container.encode(inStock, forKey: .inStock)
    try container.encode(tags, forKey: .tags)
    try container.encodeDay(released, forKey: .released)
    try container.encodeSecondsSince1970(updated, forKey: .updated)
    try container.encode(rating, forKey: .rating)
    try container.encode(variants, forKey: .variants)
    try container.encode(attributes, forKey: .attributes)
  }
}

struct ProductVariant: Codable {
  var id: Int
  var title: String
  var price: Double
  var stock: Int

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    price = try container.decode(Double.self, forKey: .price)
    stock = try container.losslessInt(.stock)
  }
}
