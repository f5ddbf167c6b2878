import CodableTransforms
import Foundation

/// Accounts from a server that is newer than the app: enum values the app does not know,
/// fields it must not send back or read, lists in the other shapes APIs use.
enum AccountsShowcase {
  enum Status: String, UnknownCaseRepresentable {
    case active
    case suspended
    case unknown
    static var unknownCase: Status { .unknown }
  }

  /// Keeps the reactions it does not know, and sends them back unchanged.
  enum Reaction: Equatable, UnknownRawValueRepresentable {
    case like
    case love
    case other(String)

    init?(rawValue: String) {
      switch rawValue {
      case "like": self = .like
      case "love": self = .love
      default: return nil
      }
    }

    init(unknownRawValue: String) {
      self = .other(unknownRawValue)
    }

    var rawValue: String {
      switch self {
      case .like: "like"
      case .love: "love"
      case .other(let rawValue): rawValue
      }
    }
  }

  struct Account: Codable {
    var id: Int
    var name: String
    @UnknownCaseFallback var status: Status
    @UnknownCaseFallback var history: [Status]
    @UnknownCaseFallback var reactions: [Reaction]
    @OmitEncoding var followerCount: Int
    @OmitDecoding var password: String?
    @Omitted var isExpanded: Bool
    @OneOrMany var roles: [String]
    @SeparatedValues<SpaceSeparator, String> var scopes: [String]
    @RFC2822Date var lastSeen: Date
  }

  struct AccountList: Codable {
    var accounts: [Account]
  }
}

/// The `EnumCoding`, `OmitCoding` and `CollectionCoding` section of the showcase.
func showEnumsAndOmissions() throws {
  heading("AccountList from Fixtures/accounts.json (unknown enum values, omitted properties)")
  let report = RecoveryReport()
  let decoder = JSONDecoder()
  decoder.userInfo[.recoveryReport] = report
  var list = try decoder.decode(AccountsShowcase.AccountList.self, from: fixture("accounts"))
  for account in list.accounts {
    detail(
      "#\(account.id) \(account.name): \(account.status), history \(account.history.map(\.rawValue)), "
        + "reactions \(account.reactions.map(\.rawValue)), \(account.followerCount) followers, "
        + "roles \(account.roles), scopes \(account.scopes), password read: "
        + "\(account.password != nil), expanded \(account.isExpanded)")
  }
  let newValues = report.entries.compactMap(\.unknownRawValue)
  detail("unknown enum values, from the RecoveryReport (\(report.entries.count)):")
  for entry in report.entries {
    let newValue = entry.unknownRawValue.map { " [new \($0.typeName) value]" } ?? ""
    detail("  \(entry)\(newValue)")
  }

  list.accounts[0].password = "s3cret"
  list.accounts[0].isExpanded = true
  detail(
    "encoded again (no followerCount; a password only where set; isExpanded never; "
      + "the kept reaction \"wow\" as it was):")
  detail(String(decoding: try encoder.encode(list), as: UTF8.self))

  // A number where the String enum belongs is broken data, not a new value: it throws.
  let badStatus = try showFailure(AccountsShowcase.AccountList.self, from: "bad-accounts")
  let written = String(decoding: try encoder.encode(list), as: UTF8.self)
  guard newValues.count == report.entries.count, !written.contains("followerCount"),
    !written.contains("isExpanded")
  else {
    throw ShowcaseClaimFailed(description: "Fixtures/accounts.json: a claim of the section failed")
  }
  summary(
    "Accounts",
    "@UnknownCaseFallback kept \(newValues.count) new enum values and reported them; "
      + "@OmitEncoding, @OmitDecoding and @Omitted left their properties out; @OneOrMany roles, "
      + "space-separated scopes; a number for a String enum rejected at \(badStatus)")
}
