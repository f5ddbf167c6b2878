public import CodableTransformsTesting
public import DataCoding
import Foundation

extension ByteArrayCoded: ConformanceTestable {}

extension LibraryConformance {
  /// `@Base64Data` in all four shapes.
  public static var base64Data: TransformConformance<Base64DataTransform> {
    TransformConformance(
      "Base64Data",
      samples: [
        (Data(), ""), (Data("Hello".utf8), "SGVsbG8="), (Data("A".utf8), "QQ=="),
        (Data([0xFB, 0xFF]), "+/8="), (Data([0, 0, 0]), "AAAA"),
        (Data("Hello, world!".utf8), "SGVsbG8sIHdvcmxkIQ=="),
      ],
      invalidInputs: [
        invalid("-_8=", "'-' at index 0 is not in the standard alphabet"),
        invalid("SGVs_bG8", "'_' at index 4 is not in the standard alphabet"),
        invalid("SGVs bG8=", "' ' (U+0020) at index 4 is whitespace"),
        invalid("SGVsbG8=\n", "'\\n' (U+000A) at index 8 is whitespace"),
        invalid("SGVs\r\nbG8=", "'\\r' (U+000D) at index 4 is whitespace"),
        invalid("SGVsbG8*", "'*' at index 7 is not a base64 character"),
        invalid("éé", "'é' at index 0 is not a base64 character"),
        invalid("QQ==QQ==", "padding '=' at index 2 is not at the end"),
        invalid("QR==", "the last group 'QR' has non-zero unused bits"),
        invalid("QUJ=", "the last group 'QUJ' has non-zero unused bits"),
        invalid("QQ=", "padded base64 has a length that is a multiple of 4, not 3"),
        invalid("QUJD====", "it ends with 4 '=', and padding is at most 2"),
        invalid("QUJD=", "padding '=' at index 4 follows a complete group of 4 characters"),
        invalid("QU=D", "padding '=' at index 2 is not at the end"),
        invalid("====", "it ends with 4 '='"),
        invalid("Q", "a length of 1 without padding leaves a single character in the last group"),
        invalid("QUJDR", "a length of 5 without padding leaves a single character"),
        invalid("QUJDR=", "padded base64 has a length that is a multiple of 4, not 6"),
        InvalidInput(42, .typeMismatch),
        InvalidInput(["SGVsbG8="], .typeMismatch),
      ],
      generate: randomData)
  }

  /// `@Base64URLData` in all four shapes.
  public static var base64URLData: TransformConformance<Base64URLDataTransform> {
    TransformConformance(
      "Base64URLData",
      samples: [
        (Data(), ""), (Data("Hello".utf8), "SGVsbG8"), (Data("A".utf8), "QQ"),
        (Data([0xFB, 0xFF]), "-_8"), (Data([0, 0, 0]), "AAAA"), (Data("ab".utf8), "YWI"),
      ],
      invalidInputs: [
        invalid("+/8=", "'+' at index 0 is not in the URL-safe alphabet", alphabet: "URL-safe"),
        invalid("ab/c", "'/' at index 2 is not in the URL-safe alphabet", alphabet: "URL-safe"),
        invalid("YW I", "' ' (U+0020) at index 2 is whitespace", alphabet: "URL-safe"),
        invalid("QR", "the last group 'QR' has non-zero unused bits", alphabet: "URL-safe"),
        invalid(
          "QQ=", "padded base64 has a length that is a multiple of 4, not 3", alphabet: "URL-safe"),
        invalid("Q", "a length of 1 without padding", alphabet: "URL-safe"),
        invalid("QQ===", "it ends with 3 '='", alphabet: "URL-safe"),
        InvalidInput(true, .typeMismatch),
      ],
      generate: randomData)
  }

  /// `@HexData` in all four shapes.
  public static var hexData: TransformConformance<HexDataTransform> {
    TransformConformance(
      "HexData",
      samples: [
        (Data(), ""), (Data([0xCA, 0xFE, 0x00, 0x42]), "cafe0042"), (Data([0xFF]), "ff"),
        (Data([0x00]), "00"),
        (Data((0...15).map { UInt8($0 * 17) }), "00112233445566778899aabbccddeeff"),
      ],
      invalidInputs: invalidHex,
      generate: randomData)
  }

  /// `@UppercaseHexData` in all four shapes.
  public static var uppercaseHexData: TransformConformance<UppercaseHexDataTransform> {
    TransformConformance(
      "UppercaseHexData",
      samples: [
        (Data(), ""), (Data([0xCA, 0xFE, 0x00, 0x42]), "CAFE0042"), (Data([0xFF]), "FF"),
        (Data([0x0A, 0x1B]), "0A1B"),
      ],
      invalidInputs: invalidHex,
      generate: randomData)
  }

  /// `@Base64Bytes`, `@Base64URLBytes`, `@HexBytes` and `@UppercaseHexBytes` on `[UInt8]`, and
  /// the optional forms of two of them: the `Data` wrappers' wire values and errors, and an
  /// array of numbers refused as the type mismatch it is.
  public static var byteArrays: [any ConformanceSuite] {
    let notAString = [
      InvalidInput([1, 2, 3], .typeMismatch), InvalidInput(42, .typeMismatch),
      InvalidInput(["bytes": "AQID"], .typeMismatch),
    ]
    let base64Invalid =
      [
        invalid("-_8=", "'-' at index 0 is not in the standard alphabet"),
        invalid("QR==", "the last group 'QR' has non-zero unused bits"),
        invalid("SGVs bG8=", "' ' (U+0020) at index 4 is whitespace"),
      ] + notAString
    let base64Samples: [ConformanceSample<[UInt8]>] = [
      .init([], ""), .init([1, 2, 3], "AQID"), .init([0xFB, 0xFF], "+/8="),
      .init(Array("Hello".utf8), "SGVsbG8="),
    ]
    let hexSamples: [([UInt8], String)] = [([], ""), ([0xCA, 0xFE, 0x00, 0x42], "cafe0042")]
    let hexInvalid = Array(invalidHex.prefix(3)) + notAString
    return [
      WrapperConformance<Base64Bytes>(
        "Base64Bytes", shape: .value, samples: base64Samples,
        missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
        invalidInputs: base64Invalid, generate: randomBytes),
      WrapperConformance<OptionalCoded<Base64Bytes>>(
        "OptionalCoded<Base64Bytes>", shape: .optional,
        samples: base64Samples.map { ConformanceSample($0.value, $0.wire) } + [.init(nil, nil)],
        missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: base64Invalid,
        generate: { random in random.chance(0.25) ? nil : randomBytes(&random) }),
      WrapperConformance<Base64URLBytes>(
        "Base64URLBytes", shape: .value,
        samples: [.init([], ""), .init([0xFB, 0xFF], "-_8"), .init(Array("ab".utf8), "YWI")],
        missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
        invalidInputs: [
          invalid("+/8=", "'+' at index 0 is not in the URL-safe alphabet", alphabet: "URL-safe")
        ] + notAString, generate: randomBytes),
      WrapperConformance<HexBytes>(
        "HexBytes", shape: .value,
        samples: hexSamples.map { ConformanceSample($0.0, .string($0.1)) },
        missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound), invalidInputs: hexInvalid,
        recoveredInputs: [
          RecoveredInput("CAFE0042", decodes: [0xCA, 0xFE, 0x00, 0x42], reporting: [])
        ],
        generate: randomBytes),
      WrapperConformance<OptionalCoded<HexBytes>>(
        "OptionalCoded<HexBytes>", shape: .optional,
        samples: hexSamples.map { ConformanceSample($0.0, .string($0.1)) } + [.init(nil, nil)],
        missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: hexInvalid,
        generate: { random in random.chance(0.25) ? nil : randomBytes(&random) }),
      WrapperConformance<UppercaseHexBytes>(
        "UppercaseHexBytes", shape: .value,
        samples: hexSamples.map { ConformanceSample($0.0, .string($0.1.uppercased())) },
        missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound), invalidInputs: hexInvalid,
        generate: randomBytes),
    ]
  }

  private static func randomBytes(_ random: inout SeededRandomNumberGenerator) -> [UInt8] {
    [UInt8](randomData(&random))
  }

  private static func invalid(_ string: String, _ reason: String, alphabet: String = "standard")
    -> InvalidInput
  {
    InvalidInput(
      .string(string), .dataCorrupted,
      messageContains: "is not base64 (\(alphabet) alphabet, padding optional): \(reason)")
  }

  private static var invalidHex: [InvalidInput] {
    [
      ("abc", "its length 3 is odd"), ("0xcafe", "'x' at index 1 is not a hexadecimal digit"),
      ("ca fe ", "' ' (U+0020) at index 2"), ("ca:fe:", "':' at index 2"), ("g0", "'g' at index 0"),
      ("é", "'é' at index 0"), ("éa", "'é' at index 0"), ("caf\u{0}", "'\\0' (U+0000) at index 3"),
    ].map {
      InvalidInput(
        .string($0.0), .dataCorrupted,
        messageContains: "is not hexadecimal (two digits per byte, any case): \($0.1)")
    } + [InvalidInput(42, .typeMismatch), InvalidInput(["cafe"], .typeMismatch)]
  }

  /// Random bytes biased to the edges of the formats: empty, one to five bytes (every length
  /// modulo 3 for base64), all `0x00` or all `0xFF`, and now and then a few kilobytes.
  private static func randomData(_ random: inout SeededRandomNumberGenerator) -> Data {
    let length: Int
    switch Int.random(in: 0..<10, using: &random) {
    case 0: length = 0
    case 1..<4: length = Int.random(in: 1...5, using: &random)
    case 9: length = Int.random(in: 1000...5000, using: &random)
    default: length = Int.random(in: 6...100, using: &random)
    }
    if random.chance(0.15) {
      return Data(repeating: random.chance(0.5) ? 0x00 : 0xFF, count: length)
    }
    return Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
  }
}
