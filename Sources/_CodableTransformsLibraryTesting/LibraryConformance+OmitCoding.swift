public import CodableTransformsTesting
import DefaultCoding
import Foundation
public import OmitCoding
import TimeZoneCoding
import URLCoding

extension OmitEncoded: ConformanceTestable {}
extension OmitDecoded: ConformanceTestable {}
extension OmitCoded: ConformanceTestable {}
extension OmitIfCoded: ConformanceTestable {}

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
    ] + omitIf
  }

  /// `@OmitIfEmpty`, `@OmitIfDefault` and their generic forms: an empty (or default) value
  /// leaves its key out (samples with no wire value) and a missing key or `null` decodes back to
  /// it, so every value round-trips — except `Optional` holding an empty value, which comes back
  /// as `nil` (tested in `OmitCodingTests`, and never generated here).
  public static var omitIf: [any ConformanceSuite] {
    [
      omitIfEmptyArray, omitIfEmptyString, omitIfEmptyOptionalDictionary, omitIfEmptyCodedURLs,
      omitIfDefaultInt, omitIfDefaultCodedTimeZone,
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

extension LibraryConformance {
  // MARK: Left out when empty or default

  private static var omitIfEmptyArray: WrapperConformance<OmitIfEmpty<[String]>> {
    WrapperConformance(
      "OmitIfEmpty<[String]>",
      samples: [
        ConformanceSample([], nil), ConformanceSample(["a"], ["a"]),
        ConformanceSample(["Ωé", ""], ["Ωé", ""]),
      ],
      missingKey: .decodes([]), null: .decodes([]),
      invalidInputs: [
        InvalidInput("a", .typeMismatch), InvalidInput(["a", 1], .typeMismatch, at: [1]),
        InvalidInput(["a": "b"], .typeMismatch),
      ],
      recoveredInputs: [RecoveredInput([], decodes: [], reporting: [])],
      generate: { random in
        (0..<Int.random(in: 0...3, using: &random)).map { _ in random.unicodeString() }
      })
  }

  private static var omitIfEmptyString: WrapperConformance<OmitIfEmpty<String>> {
    WrapperConformance(
      "OmitIfEmpty<String>",
      samples: [ConformanceSample("", nil), ConformanceSample("Ωé 東京", "Ωé 東京")],
      missingKey: .decodes(""), null: .decodes(""),
      invalidInputs: [InvalidInput(42, .typeMismatch), InvalidInput(["a"], .typeMismatch)],
      generate: { random in random.chance(0.3) ? "" : random.unicodeString() })
  }

  private static var omitIfEmptyOptionalDictionary: WrapperConformance<OmitIfEmpty<[String: Int]?>>
  {
    WrapperConformance(
      "OmitIfEmpty<[String: Int]?>",
      samples: [ConformanceSample(nil, nil), ConformanceSample(["a": 1], ["a": 1])],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [
        InvalidInput("a", .typeMismatch), InvalidInput(["a": "b"], .typeMismatch, at: ["a"]),
      ],
      generate: { random in
        random.chance(0.3) ? nil : ["k": random.edgeBiasedInteger(), "": 0]
      })
  }

  private static var omitIfEmptyCodedURLs: WrapperConformance<OmitIfEmptyCoded<URLString<[URL]>>> {
    WrapperConformance(
      "OmitIfEmptyCoded<URLString<[URL]>>",
      samples: [
        ConformanceSample([], nil),
        ConformanceSample([sampleURL("https://swift.org")], ["https://swift.org"]),
      ],
      missingKey: .decodes([]), null: .decodes([]),
      invalidInputs: [
        InvalidInput(
          ["https://swift.org", "not a url"], .dataCorrupted, at: [1],
          messageContains: "'not a url'"),
        InvalidInput("https://swift.org", .typeMismatch),
      ],
      generate: { random in
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          sampleURL("https://example.com/\(random.edgeBiasedInteger(UInt16.self))")
        }
      })
  }

  private static var omitIfDefaultInt: WrapperConformance<OmitIfDefault<ConformanceOmissions.Three>>
  {
    WrapperConformance(
      "OmitIfDefault<Three>",
      samples: [ConformanceSample(3, nil), ConformanceSample(0, 0), ConformanceSample(-8, -8)],
      missingKey: .decodes(3), null: .decodes(3),
      invalidInputs: [InvalidInput("3", .typeMismatch), InvalidInput([3], .typeMismatch)],
      generate: { random in random.chance(0.3) ? 3 : random.edgeBiasedInteger() })
  }

  private static var omitIfDefaultCodedTimeZone:
    WrapperConformance<
      OmitIfDefaultCoded<ConformanceOmissions.UTC, StringCodedTimeZone<TimeZone>>
    >
  {
    let zones = ["Etc/UTC", "Europe/Paris", "Asia/Tokyo", "America/New_York"]
    return WrapperConformance(
      "OmitIfDefaultCoded<UTC, StringCodedTimeZone<TimeZone>>",
      samples: [
        ConformanceSample(sampleZone("Etc/UTC"), nil),
        ConformanceSample(sampleZone("Europe/Paris"), "Europe/Paris"),
      ],
      missingKey: .decodes(sampleZone("Etc/UTC")), null: .decodes(sampleZone("Etc/UTC")),
      invalidInputs: [
        InvalidInput("Mars/Olympus", .dataCorrupted, messageContains: "'Mars/Olympus'"),
        InvalidInput(42, .typeMismatch),
      ],
      generate: { random in sampleZone(zones[Int.random(in: 0..<zones.count, using: &random)]) })
  }
}

/// A time zone the kit's omission suites use; every identifier they pass is known.
private func sampleZone(_ identifier: String) -> TimeZone {
  guard let zone = TimeZone(identifier: identifier) else {
    preconditionFailure("The sample time zone \(identifier) is unknown")
  }
  return zone
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

  /// `Etc/UTC`.
  enum UTC: DefaultValueProvider {
    static var defaultValue: TimeZone { sampleZone("Etc/UTC") }
  }

  /// A value that is not `Codable`, with an empty value.
  struct Scratch: Hashable, Sendable, EmptyValueRepresentable {
    var notes: [String]
    static var emptyValue: Scratch { Scratch(notes: []) }
  }
}
