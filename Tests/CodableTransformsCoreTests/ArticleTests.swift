import CodableTransformsCore
import Foundation
import Testing

// The article's wrapper, pasted unchanged: it must compile against the library's protocol.
@propertyWrapper
struct StringCodedTimeZone: CodableByTransform {
  static func transformDecodedValue(_ value: String) throws -> Self? {
    TimeZone(identifier: value).map(Self.init)
  }
  static func transformValueForEncoding(_ value: Self) throws -> String {
    value.wrappedValue.identifier
  }
  var wrappedValue: TimeZone
}

// The article's model.
struct User: Codable {
  var id: UUID
  var name: String
  @StringCodedTimeZone var timeZone: TimeZone
}

@Suite("John Sundell's article, unchanged")
struct ArticleTests {
  let json = Data(
    #"{"id": "10CAAD2C-0942-4353-94AE-0319216296CB", "name": "John", "timeZone": "Europe/Warsaw"}"#
      .utf8)

  @Test func decodesTheArticlesUser() throws {
    let user = try JSONDecoder().decode(User.self, from: json)
    #expect(user.id == UUID(uuidString: "10CAAD2C-0942-4353-94AE-0319216296CB"))
    #expect(user.name == "John")
    #expect(user.timeZone.identifier == "Europe/Warsaw")
  }

  @Test func roundTripsTheArticlesUser() throws {
    let user = try JSONDecoder().decode(User.self, from: json)
    let encoded = try JSONEncoder().encode(user)
    let object = try JSONSerialization.jsonObject(with: encoded) as? [String: Any]
    #expect(object?["timeZone"] as? String == "Europe/Warsaw")
    let again = try JSONDecoder().decode(User.self, from: encoded)
    #expect(again.id == user.id && again.name == user.name && again.timeZone == user.timeZone)
  }

  @Test func aRejectedValueIsDataCorruptedAtThePropertyQuotingTheValue() throws {
    let bad = Data(
      #"{"id": "10CAAD2C-0942-4353-94AE-0319216296CB", "name": "John", "timeZone": "Mars/Olympus"}"#
        .utf8)
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(User.self, from: bad)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["timeZone"])
    #expect(context.debugDescription.contains("'Mars/Olympus'"))
    #expect(context.debugDescription.contains("StringCodedTimeZone"))
  }

  @Test func aTransformErrorGetsThePropertyPath() throws {
    struct Model: Codable {
      @Checked var code: String
    }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(#"{"code": "x"}"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["code"])
    #expect(context.debugDescription == "'x' is not a three-letter code")
    #expect(
      context.underlyingError as? TransformError == TransformError("'x' is not a three-letter code")
    )

    let encodingError = try #require(throws: EncodingError.self) {
      try JSONEncoder().encode(Model(code: "toolong"))
    }
    guard case .invalidValue(_, let encodingContext) = encodingError else { return }
    #expect(encodingContext.codingPath.map(\.stringValue) == ["code"])
    #expect(encodingContext.debugDescription == "'toolong' is not a three-letter code")
  }
}

/// An article-style wrapper that throws `TransformError` both ways.
@propertyWrapper
struct Checked: CodableByTransform {
  var wrappedValue: String
  static func transformDecodedValue(_ value: String) throws -> Self? {
    guard value.count == 3 else {
      throw TransformError(rejecting: value, expected: "a three-letter code")
    }
    return Self(wrappedValue: value)
  }
  static func transformValueForEncoding(_ value: Self) throws -> String {
    guard value.wrappedValue.count == 3 else {
      throw TransformError(rejecting: value.wrappedValue, expected: "a three-letter code")
    }
    return value.wrappedValue
  }
}
