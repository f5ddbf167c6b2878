public import CodableTransformsTesting
import DefaultCoding
import Foundation
public import OmitCoding
import URLCoding

extension OmitEncoded: ConformanceTestable {}
extension OmitDecoded: ConformanceTestable {}
extension OmitCoded: ConformanceTestable {}

extension LibraryConformance {
  /// `@OmitEncoding`, `@OmitDecoding`, `@Omitted` and their generic forms, on plain and
  /// optional values, with the library's own providers and codings.
  ///
  /// An omitted encoding must leave the key out (samples with no wire value); an omitted decoding
  /// must ignore the key whatever it holds — valid values, `null`, values of the wrong type — and
  /// report nothing (recovered inputs with no entries). None of them round-trips its value, so
  /// every suite says what decoding its own output gives.
  public static var omitCoding: [any ConformanceSuite] {
    [
      omitEncodingString, omitEncodingOptional, omitEncodedURL, omitDecodingString,
      omitDecodingOptional, omitDecodedProvider, omitDecodedURLs, omittedDictionary,
      omittedOptional, omittedNotCodable, omitCodedProvider,
    ]
  }

  /// Values of every kind, none of which may be read by an omitted decoding.
  private static let ignoredInputs: [WireValue] = [
    "text", 42, -1.5, true, ["a", 1], ["key": "value"], "",
  ]

  private static func ignoring<Value>(_ decoded: Value) -> [RecoveredInput<Value>] {
    ignoredInputs.map { RecoveredInput($0, decodes: decoded, reporting: []) }
  }

  // MARK: Never encoded

  private static var omitEncodingString: WrapperConformance<OmitEncoding<String>> {
    WrapperConformance(
      "OmitEncoding<String>",
      samples: [ConformanceSample("a", nil), ConformanceSample("Ωé 東京", nil)],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [
        InvalidInput(42, .typeMismatch), InvalidInput(["a"], .typeMismatch),
        InvalidInput(["a": "b"], .typeMismatch),
      ],
      // A present value is decoded as usual, and nothing is reported.
      recoveredInputs: [
        RecoveredInput("read", decodes: "read", reporting: []),
        RecoveredInput("", decodes: "", reporting: []),
      ],
      decodedFromEncoded: .fails(.keyNotFound),
      generate: { random in random.unicodeString() })
  }

  private static var omitEncodingOptional: WrapperConformance<OmitEncoding<Int?>> {
    WrapperConformance(
      "OmitEncoding<Int?>",
      samples: [ConformanceSample(7, nil), ConformanceSample(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [InvalidInput("7", .typeMismatch), InvalidInput([7], .typeMismatch)],
      recoveredInputs: [RecoveredInput(7, decodes: 7, reporting: [])],
      decodedFromEncoded: .decodes(nil),
      generate: { random in random.chance(0.3) ? nil : random.edgeBiasedInteger() })
  }

  private static var omitEncodedURL: WrapperConformance<OmitEncoded<URLString<URL>>> {
    WrapperConformance(
      "OmitEncoded<URLString<URL>>",
      samples: [
        ConformanceSample(sampleURL("https://swift.org"), nil),
        ConformanceSample(sampleURL("https://example.com/a?b=c"), nil),
      ],
      missingKey: .fails(.keyNotFound), null: .fails(.valueNotFound),
      invalidInputs: [
        InvalidInput("", .dataCorrupted, messageContains: "''"),
        InvalidInput("not a url", .dataCorrupted, messageContains: "'not a url'"),
        InvalidInput(42, .typeMismatch),
      ],
      recoveredInputs: [
        RecoveredInput(
          "https://swift.org", decodes: sampleURL("https://swift.org"), reporting: [])
      ],
      decodedFromEncoded: .fails(.keyNotFound),
      generate: { random in
        sampleURL("https://example.com/\(random.edgeBiasedInteger(UInt16.self))")
      })
  }

  // MARK: Never decoded

  private static var omitDecodingString: WrapperConformance<OmitDecoding<String>> {
    WrapperConformance(
      "OmitDecoding<String>",
      samples: [ConformanceSample("", ""), ConformanceSample("s3cret", "s3cret")],
      missingKey: .decodes(""), null: .decodes(""), invalidInputs: [],
      recoveredInputs: ignoring(""), decodedFromEncoded: .decodes(""),
      generate: { random in random.unicodeString() })
  }

  private static var omitDecodingOptional: WrapperConformance<OmitDecoding<Int?>> {
    WrapperConformance(
      "OmitDecoding<Int?>",
      samples: [
        ConformanceSample(3, 3), ConformanceSample(nil, nil),
        ConformanceSample(.min, .integer(.min)),
      ],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [],
      recoveredInputs: ignoring(nil), decodedFromEncoded: .decodes(nil),
      generate: { random in random.chance(0.3) ? nil : random.edgeBiasedInteger() })
  }

  private static var omitDecodedProvider:
    WrapperConformance<OmitDecoded<ConformanceOmissions.Three, PlainCoding<Int>>>
  {
    WrapperConformance(
      "OmitDecoded<Three, PlainCoding<Int>>",
      samples: [ConformanceSample(3, 3), ConformanceSample(0, 0), ConformanceSample(-8, -8)],
      missingKey: .decodes(3), null: .decodes(3), invalidInputs: [],
      recoveredInputs: ignoring(3), decodedFromEncoded: .decodes(3),
      generate: { random in random.edgeBiasedInteger() })
  }

  private static var omitDecodedURLs:
    WrapperConformance<OmitDecoded<EmptyValue<[URL]>, URLString<[URL]>>>
  {
    WrapperConformance(
      "OmitDecoded<EmptyValue<[URL]>, URLString<[URL]>>",
      samples: [
        ConformanceSample([], []),
        ConformanceSample(
          [sampleURL("https://swift.org"), sampleURL("https://example.com/a")],
          ["https://swift.org", "https://example.com/a"]),
      ],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: ignoring([]) + [
        RecoveredInput(["https://swift.org"], decodes: [], reporting: [])
      ],
      decodedFromEncoded: .decodes([]),
      generate: { random in
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          sampleURL("https://example.com/\(random.edgeBiasedInteger(UInt16.self))")
        }
      })
  }

  // MARK: Neither

  private static var omittedDictionary: WrapperConformance<Omitted<[String: Int]>> {
    WrapperConformance(
      "Omitted<[String: Int]>",
      samples: [ConformanceSample([:], nil), ConformanceSample(["a": 1, "b": 2], nil)],
      missingKey: .decodes([:]), null: .decodes([:]), invalidInputs: [],
      recoveredInputs: ignoring([:]) + [RecoveredInput(["a": 1], decodes: [:], reporting: [])],
      decodedFromEncoded: .decodes([:]),
      generate: { random in random.chance(0.5) ? [:] : ["k": random.edgeBiasedInteger()] })
  }

  private static var omittedOptional: WrapperConformance<Omitted<Date?>> {
    WrapperConformance(
      "Omitted<Date?>",
      samples: [
        ConformanceSample(nil, nil), ConformanceSample(Date?(Date(timeIntervalSince1970: 0)), nil),
      ],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [],
      recoveredInputs: ignoring(nil), decodedFromEncoded: .decodes(nil),
      generate: { random in
        random.chance(0.5)
          ? nil : Date(timeIntervalSince1970: Double(random.edgeBiasedInteger(Int32.self)))
      })
  }

  private static var omittedNotCodable: WrapperConformance<Omitted<ConformanceOmissions.Scratch>> {
    WrapperConformance(
      "Omitted<Scratch> (not Codable)",
      samples: [
        ConformanceSample(.emptyValue, nil), ConformanceSample(.init(notes: ["draft"]), nil),
      ],
      missingKey: .decodes(.emptyValue), null: .decodes(.emptyValue), invalidInputs: [],
      recoveredInputs: ignoring(.emptyValue), decodedFromEncoded: .decodes(.emptyValue),
      generate: { random in .init(notes: [random.unicodeString()]) })
  }

  private static var omitCodedProvider: WrapperConformance<OmitCoded<ConformanceOmissions.Three>> {
    WrapperConformance(
      "OmitCoded<Three>",
      samples: [ConformanceSample(3, nil), ConformanceSample(4, nil)],
      missingKey: .decodes(3), null: .decodes(3), invalidInputs: [],
      recoveredInputs: ignoring(3), decodedFromEncoded: .decodes(3),
      generate: { random in random.edgeBiasedInteger() })
  }
}

/// A URL the kit's omission suites use; every string they pass parses.
private func sampleURL(_ string: String) -> URL {
  guard let url = URL(string: string) else {
    preconditionFailure("The sample URL \(string) does not parse")
  }
  return url
}

/// Providers and values of the kit's omission suites.
enum ConformanceOmissions {
  /// `3`.
  enum Three: DefaultValueProvider {
    static var defaultValue: Int { 3 }
  }

  /// A value that is not `Codable`, with an empty value.
  struct Scratch: Hashable, Sendable, EmptyValueRepresentable {
    var notes: [String]
    static var emptyValue: Scratch { Scratch(notes: []) }
  }
}
