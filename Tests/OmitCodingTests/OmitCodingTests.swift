import CodableTransformsTesting
import DefaultCoding
import Foundation
import OmitCoding
import Testing
import URLCoding
import _CodableTransformsLibraryTesting

// This target imports `OmitCoding` (with `DefaultCoding` for providers and `URLCoding` for the
// coding forms) with `MemberImportVisibility` on: the synthesized `Codable` below reaches the
// core's container overloads through the modules' `@_exported import`.

enum FirstPage: DefaultValueProvider {
  static var defaultValue: Int { 1 }
}

/// Not `Codable`.
final class ImageCache: Sendable {}

struct Profile: Codable {
  var name: String
  @OmitEncoding var followerCount: Int
  @OmitEncoding var avatar: String?
  @OmitEncoded<URLString<URL?>> var homepage: URL?
  @OmitDecoding var password: String
  @OmitDecoding var referral: String?
  @OmitDecoded<FirstPage, PlainCoding<Int>> var page: Int
  @Omitted var isExpanded: Bool
  @Omitted var drafts: [String: [String]]
  @Omitted var cache: ImageCache?
  @OmitCoded<FirstPage> var visiblePage: Int
}

private func decode<T: Decodable>(
  _ type: T.Type, _ members: [String: WireValue], with coder: any ConformanceCoder
) throws -> (T, RecoveryReport) {
  let report = RecoveryReport()
  let reporting = try #require(coder.adding(userInfo: [.recoveryReport: report]))
  let wire = WireValue.object(
    Dictionary(uniqueKeysWithValues: members.map { (coder.wireKey(for: $0.key), $0.value) }))
  return (try reporting.decode(type, from: wire), report)
}

private func keys(_ wire: WireValue) -> [String] {
  guard case .object(let members) = wire else { return [] }
  return members.keys.sorted()
}

@Suite("OmitCoding: what is written, what is read")
struct OmitCodingTests {
  @Test(arguments: ConformanceCoders.all)
  func decodingReadsOnlyWhatIsNotOmitted(_ coder: any ConformanceCoder) throws {
    // Every omitted decoding gets a value of the wrong type: none of them may read it.
    let (profile, report) = try decode(
      Profile.self,
      [
        "name": "Ada", "followerCount": 42, "avatar": "a.png", "homepage": "https://ada.dev",
        "password": 1234, "referral": ["x"], "page": "seven", "isExpanded": "yes",
        "drafts": 3, "cache": true, "visiblePage": nil,
      ], with: coder)
    #expect(profile.followerCount == 42 && profile.avatar == "a.png")
    #expect(profile.homepage == URL(string: "https://ada.dev"))
    #expect(profile.password == "" && profile.referral == nil && profile.page == 1)
    #expect(profile.isExpanded == false && profile.drafts.isEmpty && profile.cache == nil)
    #expect(profile.visiblePage == 1)
    #expect(report.entries.isEmpty, "an ignored value is not a drop: \(report)")
  }

  @Test(arguments: ConformanceCoders.all)
  func missingKeysFollowTheRulesOfEachForm(_ coder: any ConformanceCoder) throws {
    let (profile, _) = try decode(Profile.self, ["name": "Bo", "followerCount": 1], with: coder)
    #expect(profile.avatar == nil && profile.homepage == nil)
    #expect(profile.password == "" && profile.page == 1 && profile.visiblePage == 1)
    // A non-optional that is decoded still needs its key.
    #expect(throws: DecodingError.self) {
      _ = try decode(Profile.self, ["name": "Bo"], with: coder)
    }
  }

  @Test(arguments: ConformanceCoders.all)
  func encodingWritesOnlyWhatIsNotOmittedAndNeverANull(_ coder: any ConformanceCoder) throws {
    var profile = Profile(name: "Ada", followerCount: 42, password: "s3cret", page: 1)
    profile.avatar = "a.png"
    profile.homepage = URL(string: "https://ada.dev")
    profile.isExpanded = true
    profile.drafts = ["a": ["b"]]
    profile.cache = ImageCache()
    profile.visiblePage = 9
    profile.page = 4
    let encoded = try coder.encode(profile)
    // `referral` is nil: its key is omitted too.
    #expect(keys(encoded) == ["name", "page", "password"].map(coder.wireKey(for:)).sorted())
    guard case .object(let members) = encoded else { return }
    #expect(members[coder.wireKey(for: "password")]?.matches("s3cret") == true)
    #expect(members[coder.wireKey(for: "page")]?.matches(4) == true)

    profile.referral = "friend"
    let withReferral = try coder.encode(profile)
    #expect(keys(withReferral).contains(coder.wireKey(for: "referral")))
  }

  /// Properties that are never coded start with the value decoding gives; the others are the
  /// memberwise initializer's parameters, as plain properties are.
  @Test func theMemberwiseInitializerLeavesNeverCodedPropertiesOut() {
    let profile = Profile(name: "Ada", followerCount: 1, password: "p", page: 2)
    #expect(profile.isExpanded == false && profile.drafts.isEmpty && profile.cache == nil)
    #expect(profile.visiblePage == 1)
    #expect(profile.avatar == nil && profile.referral == nil && profile.page == 2)
  }

  /// The documented trap: the initial value in the declaration is not what decoding gives.
  @Test func anInitialValueIsNotWhatDecodingGives() throws {
    struct Counter: Codable {
      @Omitted var count = 5
      @OmitCoded<FirstPage> var page = 7
    }
    #expect(Counter().count == 5 && Counter().page == 7)
    let decoded = try JSONDecoder().decode(Counter.self, from: Data("{}".utf8))
    #expect(decoded.count == 0 && decoded.page == 1)
  }

  /// Outside a keyed container there is no key to leave out: `null` is written, and the
  /// position is consumed without being read.
  @Test(arguments: ConformanceCoders.all)
  func elementsOfAnArrayAreWrittenAsNullAndSkippedWhenRead(_ coder: any ConformanceCoder) throws {
    struct Row: Codable, Equatable {
      var cells: [Omitted<Int>]
      var tail: [OmitDecoding<String>]
      var head: [OmitEncoding<Int?>]
    }
    let row = Row(
      cells: [.init(wrappedValue: 4), .init(wrappedValue: 5)],
      tail: [.init(wrappedValue: "t")], head: [.init(wrappedValue: 1), .init(wrappedValue: nil)])
    let encoded = try coder.encode(row)
    #expect(
      encoded.matches(
        .object([
          coder.wireKey(for: "cells"): [nil, nil], coder.wireKey(for: "tail"): ["t"],
          coder.wireKey(for: "head"): [nil, nil],
        ])))
    let (decoded, _) = try decode(
      Row.self, ["cells": [1, "x", nil], "tail": [true, "u"], "head": [3, nil]], with: coder)
    #expect(decoded.cells.map(\.wrappedValue) == [0, 0, 0])
    #expect(decoded.tail.map(\.wrappedValue) == ["", ""])
    #expect(decoded.head.map(\.wrappedValue) == [3, nil])
  }

  @Test func emptyValuesOfTheLibrarysTypes() {
    #expect(Bool.emptyValue == false && String.emptyValue.isEmpty && Data.emptyValue.isEmpty)
    #expect(Int.emptyValue == 0 && UInt8.emptyValue == 0 && Double.emptyValue == 0)
    #expect(Decimal.emptyValue == 0 && Float.emptyValue == 0 && Int64.emptyValue == 0)
    #expect([Int].emptyValue.isEmpty && [String: Int].emptyValue.isEmpty)
    #expect(Set<Int>.emptyValue.isEmpty && Int?.emptyValue == nil)
    #expect(EmptyValue<[Int]>.defaultValue.isEmpty)
  }
}
