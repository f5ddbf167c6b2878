import CodableTransformsTesting
import Foundation
import LossyCoding
import PolymorphicCoding
import Testing
import _CodableTransformsLibraryTesting

/// A price written as a number or as an amount with its currency: the issue's example.
struct Money: Codable, Hashable, Sendable {
  var amount: Double
  var currency: String
}

enum Price: PolymorphicCodable, Hashable, Sendable {
  case amount(Double)
  case money(Money)

  static let tagging = PolymorphicTagging.untagged
  static let variants: [PolymorphicVariant<Price>] = [
    .variant("amount", Double.self, embed: Price.amount) {
      if case .amount(let amount) = $0 { amount } else { nil }
    },
    .variant("money", Money.self, embed: Price.money) {
      if case .money(let money) = $0 { money } else { nil }
    },
  ]
}

/// A variant that drops an element of a lossy array and then fails, before one that decodes.
struct Tagged: Codable, Hashable, Sendable {
  @LossyArray var tags: [Int]
  var count: Int
}

struct Labelled: Codable, Hashable, Sendable {
  var tags: [String]
  var label: String
}

enum Entry: PolymorphicCodable, Hashable, Sendable {
  case counted(Tagged)
  case labelled(Labelled)

  static let tagging = PolymorphicTagging.untagged
  static let variants: [PolymorphicVariant<Entry>] = [
    .variant("counted", Tagged.self, embed: Entry.counted) {
      if case .counted(let tagged) = $0 { tagged } else { nil }
    },
    .variant("labelled", Labelled.self, embed: Entry.labelled) {
      if case .labelled(let labelled) = $0 { labelled } else { nil }
    },
  ]
}

/// A date read through the coder's own date strategy, else a text.
enum When: PolymorphicCodable, Hashable, Sendable {
  case date(Date)
  case text(String)

  static let tagging = PolymorphicTagging.untagged
  static let variants: [PolymorphicVariant<When>] = [
    .variant("date", Date.self, embed: When.date) {
      if case .date(let date) = $0 { date } else { nil }
    },
    .variant("text", String.self, embed: When.text) {
      if case .text(let text) = $0 { text } else { nil }
    },
  ]
}

struct Order: Codable, Equatable {
  var price: Price
  var alternatives: [Price]
  var byRegion: [String: Price]
  var discount: Price?
}

@Suite("Untagged values")
struct UntaggedTests {
  @Test("the first variant that decodes wins, in every shape")
  func firstVariantWins() throws {
    let json = #"""
      {"price": 9.5, "alternatives": [{"amount": 8, "currency": "EUR"}, 7],
       "byRegion": {"EU": {"amount": 9, "currency": "EUR"}}}
      """#
    let order = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
    #expect(order.price == .amount(9.5))
    #expect(order.alternatives == [.money(Money(amount: 8, currency: "EUR")), .amount(7)])
    #expect(order.byRegion == ["EU": .money(Money(amount: 9, currency: "EUR"))])
    #expect(order.discount == nil)
  }

  @Test("encoding writes the variant's own form, with no tag")
  func encodesThePayloadAlone() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let order = Order(
      price: .money(Money(amount: 9.5, currency: "EUR")), alternatives: [.amount(7)],
      byRegion: [:], discount: nil)
    let json = String(decoding: try encoder.encode(order), as: UTF8.self)
    #expect(
      json
        == #"{"alternatives":[7],"byRegion":{},"price":{"amount":9.5,"currency":"EUR"}}"#)
  }

  @Test("one error at the value's path lists every variant's own failure, in order")
  func everyFailureIsListed() throws {
    let json = #"{"price": {"amount": "9.5"}, "alternatives": [], "byRegion": {}}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Order.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["price"])
    let unmatched = try #require(context.underlyingError as? NoMatchingVariantError)
    #expect(unmatched.familyName == "Price")
    #expect(unmatched.failures.map(\.tag) == ["amount", "money"])
    #expect(unmatched.fallbackTag == nil)
    // Each failure keeps its own error, with its own path inside the value.
    guard case DecodingError.typeMismatch(_, let amountContext) = unmatched.failures[0].error,
      case DecodingError.typeMismatch(_, let moneyContext) = unmatched.failures[1].error
    else {
      Issue.record("expected two type mismatches: \(unmatched.failures)")
      return
    }
    #expect(amountContext.codingPath.map(\.stringValue) == ["price"])
    #expect(moneyContext.codingPath.map(\.stringValue) == ["price", "amount"])
    #expect(
      context.debugDescription.hasPrefix(
        "No variant of Price decodes the value (tried in order): 'amount' failed: "))
    #expect(context.debugDescription.contains(" 'money' failed at amount: "))
  }

  @Test("null in a non-optional is valueNotFound at the value; in an optional, nil")
  func null() throws {
    let json = #"{"price": null, "alternatives": [], "byRegion": {}}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Order.self, from: Data(json.utf8))
    }
    guard case .valueNotFound(_, let context) = error else {
      Issue.record("expected valueNotFound, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["price"])
    #expect(context.debugDescription == "Expected a value of Price but found null")

    let optional = #"{"price": 1, "alternatives": [], "byRegion": {}, "discount": null}"#
    #expect(try JSONDecoder().decode(Order.self, from: Data(optional.utf8)).discount == nil)
  }

  @Test(
    "what a variant that failed recorded is not in the report, with every coder",
    arguments: ConformanceCoders.all)
  func failedVariantsRecordNothing(_ coder: any ConformanceCoder) throws {
    let report = RecoveryReport()
    let reporting = try #require(coder.adding(userInfo: [.recoveryReport: report]))
    // `counted` drops "x" from its lossy array, then fails: there is no `count`.
    let wire: WireValue = ["entry": ["tags": ["a", "x"], "label": "letters"]]
    let decoded = try reporting.decode([String: Entry].self, from: wire)
    #expect(decoded == ["entry": .labelled(Labelled(tags: ["a", "x"], label: "letters"))])
    #expect(report.entries.isEmpty, "\(report)")

    // When the variant that drops is the one that decodes, its drop is reported once.
    let counted: WireValue = ["entry": ["tags": [1, "x"], "count": 2]]
    let kept = try reporting.decode([String: Entry].self, from: counted)
    #expect(kept["entry"] == .counted(Tagged(tags: [1], count: 2)))
    #expect(report.entries.map(\.codingPathDescription) == ["entry.tags[1]"])
  }

  @Test("a failed attempt records nothing, even when attempts nest and run concurrently")
  func tentativeRecording() async throws {
    let report = RecoveryReport()
    struct Abandoned: Error {}
    #expect(throws: Abandoned.self) {
      try report._recordingTentatively {
        report.record(Abandoned(), at: [])
        throw Abandoned()
      }
    }
    #expect(report.entries.isEmpty)
    report._recordingTentatively {
      report.record(Abandoned(), at: [])
      #expect(report.entries.isEmpty, "held back until the attempt returns")
      #expect(throws: Abandoned.self) {
        try report._recordingTentatively {
          report.record(Abandoned(), at: [])
          throw Abandoned()
        }
      }
    }
    #expect(report.entries.count == 1)
    // Another task's attempt holds back only its own entries.
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask {
          if index.isMultiple(of: 2) {
            report.record(Abandoned(), at: [])
          } else {
            try? report._recordingTentatively {
              report.record(Abandoned(), at: [])
              throw Abandoned()
            }
          }
        }
      }
    }
    #expect(report.entries.count == 5)
  }

  @Test("a variant reads through the coder's single-value container: its strategies apply")
  func coderStrategiesApply() throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let dates = try decoder.decode(
      [When].self, from: Data(#"["2026-11-21T09:30:00Z", "tomorrow"]"#.utf8))
    #expect(dates == [.date(Date(timeIntervalSince1970: 1_795_253_400)), .text("tomorrow")])
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    #expect(
      String(decoding: try encoder.encode(dates), as: UTF8.self)
        == #"["2026-11-21T09:30:00Z","tomorrow"]"#)
  }

  @Test("a unit fallback takes what no variant decodes, and is reported; null is the unit")
  func fallback() throws {
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let settings = try decoder.decode(
      [Setting].self, from: Data(#"[true, 3, null, "loud"]"#.utf8))
    #expect(settings == [.enabled(true), .level(3), .unknown, .unknown])
    let entry = try #require(report.entries.first)
    #expect(report.entries.count == 1)
    #expect(entry.codingPathDescription == "[3]")
    let unmatched = try #require(entry.noMatchingVariant)
    #expect(unmatched.fallbackTag == "unknown")
    #expect(unmatched.failures.map(\.tag) == ["enabled", "level", "unknown"])
    #expect(unmatched.description.hasSuffix("Decoded as 'unknown'."))
  }

  @Test("a lossy array drops what no variant decodes, with its index")
  func lossyArray() throws {
    struct Sheet: Codable {
      @LossyArray var prices: [Price]
    }
    let report = RecoveryReport()
    let decoder = JSONDecoder()
    decoder.userInfo[.recoveryReport] = report
    let sheet = try decoder.decode(
      Sheet.self, from: Data(#"{"prices": [1, "free", {"amount": 2, "currency": "EUR"}]}"#.utf8))
    #expect(sheet.prices == [.amount(1), .money(Money(amount: 2, currency: "EUR"))])
    #expect(sheet.$prices.errors.map(\.codingPathDescription) == ["prices[1]"])
    #expect(report.entries.map(\.codingPathDescription) == ["prices[1]"])
  }
}

/// A unit variant that is also the fallback.
enum Setting: PolymorphicCodable, Hashable, Sendable {
  case enabled(Bool)
  case level(Int)
  case unknown

  static let tagging = PolymorphicTagging.untagged
  static let fallbackTag: String? = "unknown"
  static let variants: [PolymorphicVariant<Setting>] = [
    .variant("enabled", Bool.self, embed: Setting.enabled) {
      if case .enabled(let enabled) = $0 { enabled } else { nil }
    },
    .variant("level", Int.self, embed: Setting.level) {
      if case .level(let level) = $0 { level } else { nil }
    },
    .unit("unknown", .unknown),
  ]
}
