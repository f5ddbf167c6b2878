import CodableTransformsTesting
import DataCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("@HexData and @UppercaseHexData")
struct HexDataTests {
  @Test(arguments: LibraryConformance.hexData.cases(coders: ConformanceCoders.all))
  func hexDataConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @Test(arguments: LibraryConformance.uppercaseHexData.cases(coders: ConformanceCoders.all))
  func uppercaseHexDataConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Release: Codable, Hashable, Sendable {
    var version: String
    @HexData var sha256: Data
    @UppercaseHexData var signature: Data?
    @HexData var checksums: [String: Data]
  }

  @Test func eitherCaseDecodesAndEachWrapperWritesItsOwn() throws {
    let json =
      #"{"version": "1.0", "sha256": "CaFe0042", "signature": "cafe", "checksums": {"linux": "00FF"}}"#
    let release = try JSONDecoder().decode(Release.self, from: Data(json.utf8))
    #expect(release.sha256 == Data([0xCA, 0xFE, 0x00, 0x42]))
    #expect(release.signature == Data([0xCA, 0xFE]))
    #expect(release.checksums == ["linux": Data([0x00, 0xFF])])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(release), as: UTF8.self)
        == #"{"checksums":{"linux":"00ff"},"sha256":"cafe0042","signature":"CAFE","version":"1.0"}"#
    )
  }

  /// Every byte value encodes as `String(format: "%02x")` would, and decodes back.
  @Test func everyByteMatchesAReferenceEncoding() throws {
    let bytes = Data(0...255)
    let reference = (0...255).map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
    #expect(HexDataTransform.encode(bytes) == reference)
    #expect(UppercaseHexDataTransform.encode(bytes) == reference.uppercased())
    #expect(try HexDataTransform.decode(reference) == bytes)
    #expect(try HexDataTransform.decode(reference.uppercased()) == bytes)
  }

  @Test func randomBytesRoundTripInBothCases() throws {
    let seed = FuzzConfiguration.current.seed
    var random = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<1000 {
      let bytes = Data(
        (0..<Int.random(in: 0...40, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        })
      let replay = Base64DataTests.replay(seed)
      #expect(try HexDataTransform.decode(HexDataTransform.encode(bytes)) == bytes, "\(replay)")
      #expect(
        try HexDataTransform.decode(UppercaseHexDataTransform.encode(bytes)) == bytes, "\(replay)")
    }
  }

  @Test(arguments: [
    ("abc", "its length 3 is odd"), ("0xcafe", "'x' at index 1 is not a hexadecimal digit"),
    ("ca fe", "' ' (U+0020) at index 2 is not a hexadecimal digit"),
    ("cafe\n", "'\\n' (U+000A) at index 4 is not a hexadecimal digit"),
    ("ca-fe-", "'-' at index 2"), ("\u{200B}00", "'\\u{200B}' (U+200B) at index 0"),
  ])
  func rejectsQuotingTheValue(_ string: String, _ reason: String) throws {
    let error = try #require(throws: TransformError.self) { try HexDataTransform.decode(string) }
    #expect(error.message.contains("is not hexadecimal (two digits per byte, any case): \(reason)"))
  }

  @Test func aLongValueIsQuotedByItsPrefix() throws {
    let error = try #require(throws: TransformError.self) {
      try HexDataTransform.decode(String(repeating: "ab", count: 500) + "x")
    }
    #expect(error.message.hasPrefix("'\(String(repeating: "ab", count: 20))…' (1001 characters)"))
  }

  @Test func largePayloadsRoundTrip() throws {
    let bytes = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    #expect(try HexDataTransform.decode(UppercaseHexDataTransform.encode(bytes)) == bytes)
  }
}
