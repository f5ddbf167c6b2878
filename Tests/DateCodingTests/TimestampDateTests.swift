import CodableTransformsTesting
import DateCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("@TimestampDate")
struct TimestampDateTests {
  @Test(arguments: LibraryConformance.timestampDate.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Post: Codable, Hashable, Sendable {
    var title: String
    @TimestampDate var createdAt: Date
    @TimestampDate var editedAt: Date?
  }

  /// Nanoseconds finer than a `Date` resolves are rounded on decoding; what is written back is
  /// the date's instant truncated to the nanosecond.
  @Test func nanosecondsBeyondTheResolutionOfADateAreRounded() throws {
    let json = #"{"title": "t", "createdAt": {"seconds": 1732181400, "nanoseconds": 123456789}}"#
    let post = try JSONDecoder().decode(Post.self, from: Data(json.utf8))
    #expect(post.createdAt == Date(timeIntervalSince1970: 1_732_181_400.123456789))
    let encoded = try TimestampDateTransform.encode(post.createdAt)
    #expect(encoded.seconds == 1_732_181_400)
    #expect(abs(Int(encoded.nanoseconds) - 123_456_789) < 240)
    #expect(try TimestampDateTransform.decode(encoded) == post.createdAt)
  }

  /// `Date.distantPast` is 0000-12-30 in the proleptic Gregorian calendar, before the first
  /// Firestore timestamp.
  @Test func datesBeforeTheYear0001AreNotEncoded() throws {
    let post = Post(title: "t", createdAt: Date(timeIntervalSince1970: 0), editedAt: .distantPast)
    let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(post) }
    guard case .invalidValue(_, let context) = error else {
      Issue.record("expected invalidValue, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["editedAt"])
    #expect(
      context.debugDescription
        == "Date(timeIntervalSince1970: -62135769600.0) is outside the years 0001–9999 that a "
        + "Timestamp can hold")
    #expect(try TimestampDateTransform.encode(.distantFuture).seconds == 64_092_211_200)
  }

  @Test func invalidTimestampsPassedByHandAreRejected() {
    #expect(throws: TransformError.self) {
      try TimestampDateTransform.decode(Timestamp(seconds: 0, nanoseconds: -1))
    }
  }
}
