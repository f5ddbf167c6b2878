// The payloads' leaf types that need no conversion: every variant of the size benchmark uses
// these, so that what differs between the programs is the models that do.

// MARK: - search.json

/// A hashtag in a post's text.
public struct Hashtag: Codable, Sendable {
  /// The tag without `#`.
  public var text: String
  /// Where it starts and ends in the text.
  public var indices: [Int]
}

/// A link in a post's text.
public struct LinkEntity: Codable, Sendable {
  /// The shortened link as written.
  public var url: String
  /// The link it stands for.
  public var expandedUrl: String
  /// How it is shown.
  public var displayUrl: String
  /// Where it starts and ends in the text.
  public var indices: [Int]
}

/// A mention of another account in a post's text.
public struct Mention: Codable, Sendable {
  /// The account's handle.
  public var screenName: String
  /// The account's name.
  public var name: String
  /// The account's ID.
  public var id: Int
  /// The account's ID as a string.
  public var idStr: String
  /// Where it starts and ends in the text.
  public var indices: [Int]
}

/// A picture attached to a post.
public struct Media: Codable, Sendable {
  /// The attachment's ID.
  public var id: Int
  /// The attachment's ID as a string.
  public var idStr: String
  /// Where to download it.
  public var mediaUrlHttps: String
  /// What it is, such as `photo` or `video`.
  public var type: String
  /// Where its link starts and ends in the text.
  public var indices: [Int]
}

/// How a post was found.
public struct StatusMetadata: Codable, Sendable {
  /// `recent` or `popular`.
  public var resultType: String
  /// The post's language.
  public var isoLanguageCode: String
}

// MARK: - events.json

/// The account or organization an event names.
public struct Actor: Codable, Sendable {
  /// Its ID.
  public var id: Int
  /// Its handle.
  public var login: String
  /// The handle as shown; organizations have none.
  public var displayLogin: String?
  /// Its avatar's hash, often empty.
  public var gravatarId: String
  /// Its API address.
  public var url: String
  /// Its avatar.
  public var avatarUrl: String
}

/// The repository an event happened in.
public struct RepositoryReference: Codable, Sendable {
  /// Its ID.
  public var id: Int
  /// `owner/name`.
  public var name: String
  /// Its API address.
  public var url: String
}

/// Who wrote a commit.
public struct CommitAuthor: Codable, Sendable {
  /// Their email address.
  public var email: String
  /// Their name.
  public var name: String
}

/// A label on an issue.
public struct IssueLabel: Codable, Sendable {
  /// Its ID.
  public var id: Int
  /// Its name.
  public var name: String
  /// Its color, `RRGGBB`.
  public var color: String
  /// Whether every repository has it.
  public var `default`: Bool
}

// MARK: - catalogue.json

/// The price of a seat category for an audience.
public struct Price: Codable, Sendable {
  /// In cents.
  public var amount: Int
  /// Who pays it.
  public var audienceSubCategoryId: Int
  /// For which seats.
  public var seatCategoryId: Int
}

/// The areas of a hall in a seat category.
public struct SeatCategory: Codable, Sendable {
  /// The areas.
  public var areas: [Area]
  /// The category.
  public var seatCategoryId: Int
}

/// An area of a hall.
public struct Area: Codable, Sendable {
  /// Its ID.
  public var areaId: Int
  /// Its blocks, if it has any.
  public var blockIds: [Int]
}
