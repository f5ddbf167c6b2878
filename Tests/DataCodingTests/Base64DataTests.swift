import CodableTransformsTesting
import DataCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("@Base64Data and @Base64URLData")
struct Base64DataTests {
  @Test(arguments: LibraryConformance.base64Data.cases(coders: ConformanceCoders.all))
  func base64DataConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: LibraryConformance.base64URLData.cases(coders: ConformanceCoders.all))
  func base64URLDataConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Attachment: Codable, Hashable, Sendable {
    var name: String
    @Base64Data var content: Data
    @Base64Data var thumbnail: Data?
    @Base64URLData var token: Data
  }

  @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func propertyListsWriteTheStringNotRawData(_ format: PropertyListSerialization.PropertyListFormat)
    throws
  {
    struct Model: Codable {
      @Base64Data var wrapped: Data
      var plain: Data
    }
    let bytes = Data("Hello".utf8)
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    let data = try encoder.encode(Model(wrapped: bytes, plain: bytes))
    let plist =
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    #expect(plist?["wrapped"] as? String == "SGVsbG8=")
    // What the wrapper is for: a property list writes plain `Data` as raw `<data>`.
    #expect(plist?["plain"] is Data)
    #expect(try PropertyListDecoder().decode(Model.self, from: data).wrapped == bytes)
  }

  @Test func jsonDataStrategiesDoNotChangeTheWrapper() throws {
    let attachment = Attachment(
      name: "a", content: Data([0xFB, 0xFF]), thumbnail: nil, token: Data([0xFB, 0xFF]))
    let encoder = JSONEncoder()
    encoder.dataEncodingStrategy = .deferredToData
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(attachment), as: UTF8.self)
        == #"{"content":"+\/8=","name":"a","token":"-_8"}"#)
    let decoder = JSONDecoder()
    decoder.dataDecodingStrategy = .deferredToData
    #expect(
      try decoder.decode(
        Attachment.self, from: Data(#"{"name":"a","content":"+/8","token":"-_8="}"#.utf8))
        == attachment)
  }

  @Test func paddingIsOptionalOnDecode() throws {
    for (padded, unpadded) in [("QQ==", "QQ"), ("QUI=", "QUI"), ("QUJD", "QUJD")] {
      #expect(try Base64DataTransform.decode(padded) == Base64DataTransform.decode(unpadded))
      #expect(try Base64URLDataTransform.decode(padded) == Base64URLDataTransform.decode(unpadded))
    }
  }

  @Test func aLongValueIsQuotedByItsPrefix() throws {
    let string = String(repeating: "A", count: 2000) + "*"
    let error = try #require(throws: TransformError.self) { try Base64DataTransform.decode(string) }
    #expect(
      error.message
        == "'\(String(repeating: "A", count: 40))…' (2001 characters) is not base64 (standard "
        + "alphabet, padding optional): '*' at index 2000 is not a base64 character")
  }

  @Test func theErrorNamesTheElementAndQuotesTheValue() throws {
    struct Model: Decodable { @Base64Data var chunks: [Data] }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Model.self, from: Data(#"{"chunks": ["QQ==", "SGVs bG8="]}"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["chunks", "1"])
    #expect(
      context.debugDescription
        == "'SGVs bG8=' is not base64 (standard alphabet, padding optional): ' ' (U+0020) at index "
        + "4 is whitespace, which is not allowed")
  }

  @Test func largePayloadsRoundTrip() throws {
    var random = SeededRandomNumberGenerator(seed: 0xDA7A)
    let bytes = Data((0..<(1 << 20) + 1).map { _ in UInt8.random(in: 0...255, using: &random) })
    let standard = Base64DataTransform.encode(bytes)
    #expect(standard == bytes.base64EncodedString())
    #expect(try Base64DataTransform.decode(standard) == bytes)
    #expect(try Base64URLDataTransform.decode(Base64URLDataTransform.encode(bytes)) == bytes)
  }

  // MARK: Differential testing against Foundation

  /// Every random byte string encodes exactly as Foundation encodes it, and decodes back.
  @Test func encodingMatchesFoundation() throws {
    let seed = FuzzConfiguration.current.seed
    var random = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<2000 {
      let bytes = Data(
        (0..<Int.random(in: 0...64, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        })
      let foundation = bytes.base64EncodedString()
      #expect(Base64DataTransform.encode(bytes) == foundation, "\(replay(seed))")
      #expect(try Base64DataTransform.decode(foundation) == bytes, "\(replay(seed))")
      let urlSafe = foundation.replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
      #expect(Base64URLDataTransform.encode(bytes) == urlSafe, "\(replay(seed))")
      #expect(try Base64URLDataTransform.decode(urlSafe) == bytes, "\(replay(seed))")
    }
  }

  /// On random strings over the alphabet, `=`, whitespace and a few strangers, the decoder
  /// agrees with Foundation's `Data(base64Encoded:)` except where the guide says it differs:
  /// padding is optional, and non-canonical unused bits, excess padding and `=` anywhere but
  /// at the end are refused (Foundation on Linux accepts `"K9=f"` and `"QUJD="`).
  @Test func decodingAgreesWithFoundationWhereTheRulesAgree() throws {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    let others: [Character] = ["=", "=", "=", " ", "\n", "-", "_", "*", "é"]
    let seed = FuzzConfiguration.current.seed
    var random = SeededRandomNumberGenerator(seed: seed ^ 0xB64)
    var agreed = 0
    for _ in 0..<5000 {
      let length = Int.random(in: 0...12, using: &random)
      let string = String(
        (0..<length).map { _ in
          random.chance(0.85) ? random.element(of: alphabet) : random.element(of: others)
        })
      let ours = try? Base64DataTransform.decode(string)
      let padded = string + String(repeating: "=", count: (4 - string.count % 4) % 4)
      switch (ours, Data(base64Encoded: string)) {
      case (let ours?, let theirs?):
        #expect(ours == theirs, "\(string.debugDescription) (\(replay(seed)))")
        agreed += 1
      case (let ours?, nil):
        // Foundation requires padding; with it, it must agree.
        #expect(
          !string.hasSuffix("=") && Data(base64Encoded: padded) == ours,
          "\(string.debugDescription) (\(replay(seed)))")
      case (nil, _?):
        let message = reason(string)
        let documented = [
          "non-zero unused bits", "padding is at most 2", "follows a complete group",
          "is not at the end",
        ]
        #expect(
          documented.contains { message.contains($0) },
          "Foundation decodes \(string.debugDescription); we refuse it: \(message) (\(replay(seed)))"
        )
      case (nil, nil):
        agreed += 1
      }
    }
    #expect(agreed > 2500)
  }

  /// How to replay a randomized test.
  static func replay(_ seed: UInt64) -> String {
    "seed 0x\(String(seed, radix: 16, uppercase: true)); replay with "
      + "CODABLE_TRANSFORMS_FUZZ_SEED=0x\(String(seed, radix: 16, uppercase: true))"
  }

  private func replay(_ seed: UInt64) -> String { Self.replay(seed) }

  private func reason(_ string: String) -> String {
    do {
      _ = try Base64DataTransform.decode(string)
      return ""
    } catch let error as TransformError {
      return error.message
    } catch {
      return "\(error)"
    }
  }
}
