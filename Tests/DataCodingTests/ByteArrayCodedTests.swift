import CodableTransformsTesting
import DataCoding
import Foundation
import LossyCoding
import Testing
import _CodableTransformsLibraryTesting

@Suite("[UInt8] in base64 and hexadecimal")
struct ByteArrayCodedTests {
  @Test(arguments: LibraryConformance.byteArrays.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct Key: Codable, Hashable, Sendable {
    @Base64Bytes var secret: [UInt8]
    @HexBytes var fingerprint: [UInt8]
    @OptionalCoded<Base64URLBytes> var salt: [UInt8]?
    @Lossy<UppercaseHexBytes>.Array var history: [[UInt8]]
  }

  @Test(arguments: ConformanceCoders.all)
  func everyShapeWritesTheSameStringsAsTheDataWrappers(_ coder: any ConformanceCoder) throws {
    let key = Key(
      secret: [1, 2, 3], fingerprint: [0xCA, 0xFE], salt: [0xFB, 0xFF],
      history: [[0x0A], [0xBE, 0xEF]])
    let k = coder.wireKey(for:)
    let wire: WireValue = .object([
      k("secret"): "AQID", k("fingerprint"): "cafe", k("salt"): "-_8",
      k("history"): ["0A", "BEEF"],
    ])
    #expect(try coder.encode(key).matches(wire))
    #expect(try coder.decode(Key.self, from: wire) == key)
    #expect(
      try coder.encode(Key(secret: [], fingerprint: [], history: [])).matches(
        .object([k("secret"): "", k("fingerprint"): "", k("history"): []])))
  }

  /// The errors are the `Data` transforms', at the property's or element's path.
  @Test func errorsAreTheDataWrappersAtTheirPaths() throws {
    let decoder = JSONDecoder()
    func decode(_ json: String) throws -> Key {
      try decoder.decode(Key.self, from: Data(json.utf8))
    }
    do {
      _ = try decode(#"{"secret": "QR==", "fingerprint": ""}"#)
      Issue.record("QR== was accepted")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["secret"])
      #expect(context.debugDescription.contains("the last group 'QR' has non-zero unused bits"))
    }
    do {
      _ = try decode(#"{"secret": [1, 2, 3], "fingerprint": ""}"#)
      Issue.record("an array of numbers was accepted")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["secret"])
    }
    #expect(throws: DecodingError.self) { try decode(#"{"fingerprint": ""}"#) }
    let report = RecoveryReport()
    decoder.userInfo[.recoveryReport] = report
    let lossy = try decode(
      #"{"secret": "", "fingerprint": "00", "salt": null, "history": ["0a", "xyz", "FF"]}"#)
    #expect(lossy.history == [[0x0A], [0xFF]] && lossy.salt == nil)
    #expect(report.entries.map(\.codingPathDescription) == ["history[1]"])
  }

  @Test func theWrapperIsAValueLikeItsBytes() {
    #expect(Base64Bytes(wrappedValue: [1]) == Base64Bytes(wrappedValue: [1]))
    #expect(Base64Bytes(wrappedValue: [1]).hashValue == Base64Bytes(wrappedValue: [1]).hashValue)
    #expect(HexBytes(wrappedValue: [0xFF]).description == "[255]")
  }
}
