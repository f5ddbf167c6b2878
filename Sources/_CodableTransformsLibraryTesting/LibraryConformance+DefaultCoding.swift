public import CodableTransformsTesting
public import DefaultCoding
import Foundation
import LossyCoding
import TimeZoneCoding
import URLCoding

extension DefaultCoded: ConformanceTestable {}
extension DefaultCoded.Lenient: ConformanceTestable {}

extension LibraryConformance {
  /// `@Default<P>`, `@DefaultCoded<P, C>`, every named default and the lenient forms.
  ///
  /// A missing key and `null` decode as the default in every suite. The strict forms reject
  /// invalid inputs with the coder's error at the property's path; the lenient forms decode them
  /// as the default and must report each one.
  public static var defaultCoding: [any ConformanceSuite] {
    [
      defaultFalse, defaultTrue, defaultZeroInt, defaultZeroDouble, defaultZeroUInt8,
      defaultEmptyString, defaultEmptyArray, defaultEmptyDictionary, defaultCustomProvider,
      defaultTimeZone, defaultEmptyURLs, lenientDefaultFalse, lenientDefaultZero,
      lenientDefaultTimeZone, lenientDefaultEmptyArray, defaultLossyArray, defaultLossyURLs,
      lenientDefaultURL,
    ]
  }

  private static func strict<P: DefaultValueProvider, C: ContainerCodable>(
    _ name: String, _ type: DefaultCoded<P, C>.Type, samples: [(P.Value, WireValue)],
    invalidInputs: [InvalidInput],
    generate: @escaping @Sendable (inout SeededRandomNumberGenerator) -> P.Value
  ) -> WrapperConformance<DefaultCoded<P, C>> where P.Value: Equatable & Sendable {
    WrapperConformance(
      name, samples: samples.map { ConformanceSample($0.0, $0.1) },
      missingKey: .decodes(P.defaultValue), null: .decodes(P.defaultValue),
      invalidInputs: invalidInputs, generate: generate)
  }

  /// `absent`: inputs the coding reads as no value (`""` for `@URLString`), which give the
  /// default as a missing key does, with nothing to report.
  private static func lenient<P: DefaultValueProvider, C: ContainerCodable>(
    _ name: String, _ type: DefaultCoded<P, C>.Lenient.Type, samples: [(P.Value, WireValue)],
    replaced: [(WireValue, DecodingErrorKind?, String?)], absent: [WireValue] = [],
    generate: @escaping @Sendable (inout SeededRandomNumberGenerator) -> P.Value
  ) -> WrapperConformance<DefaultCoded<P, C>.Lenient> where P.Value: Equatable & Sendable {
    WrapperConformance(
      name, samples: samples.map { ConformanceSample($0.0, $0.1) },
      missingKey: .decodes(P.defaultValue), null: .decodes(P.defaultValue), invalidInputs: [],
      recoveredInputs: replaced.map { wire, kind, message in
        RecoveredInput(
          wire, decodes: P.defaultValue,
          reporting: [ExpectedReportEntry(at: [], kind, messageContains: message)])
      } + absent.map { RecoveredInput($0, decodes: P.defaultValue, reporting: []) },
      generate: generate)
  }

  private static let booleanInvalidInputs = [
    InvalidInput("yes", .typeMismatch), InvalidInput(1, .typeMismatch),
    InvalidInput([true], .typeMismatch), InvalidInput(["value": true], .typeMismatch),
  ]

  private static var defaultFalse: WrapperConformance<DefaultFalse> {
    strict(
      "DefaultFalse", DefaultFalse.self, samples: [(true, true), (false, false)],
      invalidInputs: booleanInvalidInputs, generate: { random in random.chance(0.5) })
  }

  private static var defaultTrue: WrapperConformance<DefaultTrue> {
    strict(
      "DefaultTrue", DefaultTrue.self, samples: [(false, false), (true, true)],
      invalidInputs: booleanInvalidInputs, generate: { random in random.chance(0.5) })
  }

  private static var defaultZeroInt: WrapperConformance<DefaultZero<Int>> {
    strict(
      "DefaultZero<Int>", DefaultZero<Int>.self,
      samples: [(0, 0), (42, 42), (.min, .integer(.min)), (.max, .integer(.max))],
      invalidInputs: [
        InvalidInput("42", .typeMismatch), InvalidInput(true, .typeMismatch),
        InvalidInput([42], .typeMismatch),
      ],
      generate: { random in random.edgeBiasedInteger() })
  }

  private static var defaultZeroDouble: WrapperConformance<DefaultZero<Double>> {
    strict(
      "DefaultZero<Double>", DefaultZero<Double>.self,
      samples: [(0, 0), (1.5, 1.5), (-2.25, -2.25), (1e300, 1e300)],
      invalidInputs: [InvalidInput("1.5", .typeMismatch), InvalidInput([1.5], .typeMismatch)],
      generate: { random in
        // Non-finite numbers where the coder writes them, the extremes, and every magnitude.
        if let nonFinite = random.nonFinite(Double.self) { return nonFinite }
        if random.chance(0.25) {
          return random.element(of: [
            0, -0.0, 0.5, -0.5, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .leastNormalMagnitude,
          ])
        }
        return Double(
          sign: random.chance(0.5) ? .minus : .plus,
          exponent: Int.random(in: -1074...1023, using: &random),
          significand: Double.random(in: 1..<2, using: &random))
      })
  }

  private static var defaultZeroUInt8: WrapperConformance<DefaultZero<UInt8>> {
    strict(
      "DefaultZero<UInt8>", DefaultZero<UInt8>.self, samples: [(0, 0), (255, 255), (7, 7)],
      invalidInputs: [
        InvalidInput(256, .dataCorrupted), InvalidInput(-1, .dataCorrupted),
        InvalidInput("7", .typeMismatch),
      ],
      generate: { random in random.edgeBiasedInteger() })
  }

  private static var defaultEmptyString: WrapperConformance<DefaultEmptyString> {
    strict(
      "DefaultEmptyString", DefaultEmptyString.self,
      samples: [("", ""), ("Hello", "Hello"), ("Ωé 東京 👩🏽‍💻", "Ωé 東京 👩🏽‍💻")],
      invalidInputs: [InvalidInput(42, .typeMismatch), InvalidInput(["a"], .typeMismatch)],
      generate: { random in random.unicodeString() })
  }

  private static var defaultEmptyArray: WrapperConformance<DefaultEmptyArray<String>> {
    strict(
      "DefaultEmptyArray<String>", DefaultEmptyArray<String>.self,
      samples: [([], []), (["a", "b"], ["a", "b"])],
      invalidInputs: [
        InvalidInput(["a", 1], .typeMismatch, at: [1]),
        InvalidInput([nil], .valueNotFound, at: [0]),
        InvalidInput("a", .typeMismatch), InvalidInput(["a": "b"], .typeMismatch),
      ],
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in random.unicodeString() }
      })
  }

  private static var defaultEmptyDictionary: WrapperConformance<DefaultEmptyDictionary<String, Int>>
  {
    strict(
      "DefaultEmptyDictionary<String, Int>", DefaultEmptyDictionary<String, Int>.self,
      samples: [
        ([:], [:]), (["firstKey": 1, "second_key": 2], ["firstKey": 1, "second_key": 2]),
      ],
      invalidInputs: [
        InvalidInput(["a": "x"], .typeMismatch, at: ["a"]),
        InvalidInput("a", .typeMismatch), InvalidInput([1], .typeMismatch),
      ],
      generate: { random in
        var dictionary: [String: Int] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
          dictionary[random.unicodeString(maxLength: 6)] = random.edgeBiasedInteger()
        }
        return dictionary
      })
  }

  private static var defaultCustomProvider: WrapperConformance<Default<ConformanceDefaults.Ten>> {
    strict(
      "Default<Ten>", Default<ConformanceDefaults.Ten>.self, samples: [(10, 10), (0, 0), (3, 3)],
      invalidInputs: [InvalidInput("10", .typeMismatch)],
      generate: { random in random.edgeBiasedInteger() })
  }

  private static var defaultTimeZone:
    WrapperConformance<DefaultCoded<ConformanceDefaults.UTC, StringCodedTimeZone<TimeZone>>>
  {
    strict(
      "DefaultCoded<UTC, StringCodedTimeZone<TimeZone>>",
      DefaultCoded<ConformanceDefaults.UTC, StringCodedTimeZone<TimeZone>>.self,
      samples: [
        (ConformanceDefaults.UTC.defaultValue, "Etc/UTC"), (zone("Europe/Paris"), "Europe/Paris"),
      ],
      invalidInputs: [
        InvalidInput(
          "Mars/Olympus", .dataCorrupted,
          messageContains: "Unknown time zone identifier 'Mars/Olympus'"),
        InvalidInput(3600, .typeMismatch),
        InvalidInput(["identifier": "Europe/Paris"], .typeMismatch),
      ],
      generate: { random in zone(random.element(of: TimeZone.knownTimeZoneIdentifiers)) })
  }

  private static var defaultEmptyURLs:
    WrapperConformance<DefaultCoded<DefaultValues.EmptyArray<URL>, URLString<[URL]>>>
  {
    let urls = ["https://example.com/a", "/b", "urn:isbn:0451450523"]
    return strict(
      "DefaultCoded<EmptyArray<URL>, URLString<[URL]>>",
      DefaultCoded<DefaultValues.EmptyArray<URL>, URLString<[URL]>>.self,
      samples: [([], []), (urls.map(url), .array(urls.map(WireValue.string)))],
      invalidInputs: [
        InvalidInput(
          ["https://example.com/a", "not a url"], .dataCorrupted, at: [1],
          messageContains: "'not a url'"),
        InvalidInput("https://example.com/a", .typeMismatch),
      ],
      generate: { random in
        (0..<Int.random(in: 0...3, using: &random)).map { _ in url(random.element(of: urls)) }
      })
  }

  private static var lenientDefaultFalse: WrapperConformance<DefaultFalse.Lenient> {
    lenient(
      "DefaultFalse.Lenient", DefaultFalse.Lenient.self, samples: [(true, true), (false, false)],
      replaced: [
        ("yes", .typeMismatch, "Bool"), (1, .typeMismatch, nil), ([true], .typeMismatch, nil),
      ],
      generate: { random in random.chance(0.5) })
  }

  private static var lenientDefaultZero: WrapperConformance<DefaultZero<Int>.Lenient> {
    lenient(
      "DefaultZero<Int>.Lenient", DefaultZero<Int>.Lenient.self, samples: [(0, 0), (42, 42)],
      // Coders disagree on the kind for a fraction (dataCorrupted in JSON).
      replaced: [("many", .typeMismatch, nil), (2.5, nil, nil), (["n": 1], .typeMismatch, nil)],
      generate: { random in random.edgeBiasedInteger() })
  }

  private static var lenientDefaultTimeZone:
    WrapperConformance<
      DefaultCoded<ConformanceDefaults.UTC, StringCodedTimeZone<TimeZone>>.Lenient
    >
  {
    lenient(
      "DefaultCoded<UTC, StringCodedTimeZone<TimeZone>>.Lenient",
      DefaultCoded<ConformanceDefaults.UTC, StringCodedTimeZone<TimeZone>>.Lenient.self,
      samples: [(zone("Asia/Tokyo"), "Asia/Tokyo"), (zone("Etc/UTC"), "Etc/UTC")],
      replaced: [
        ("Mars/Olympus", .dataCorrupted, "'Mars/Olympus'"), (3600, .typeMismatch, nil),
      ],
      generate: { random in zone(random.element(of: TimeZone.knownTimeZoneIdentifiers)) })
  }

  private static var lenientDefaultEmptyArray: WrapperConformance<DefaultEmptyArray<String>.Lenient>
  {
    lenient(
      "DefaultEmptyArray<String>.Lenient", DefaultEmptyArray<String>.Lenient.self,
      samples: [([], []), (["a"], ["a"])],
      // One bad element replaces the whole array: the entry is at the property.
      replaced: [(["a", 1], .typeMismatch, nil), ("a", .typeMismatch, nil)],
      generate: { random in
        (0..<Int.random(in: 0...3, using: &random)).map { _ in random.unicodeString() }
      })
  }

  // A default around a lossy collection: missing or `null` is the default; a present value is
  // decoded as the lossy wrapper decodes it, dropping and reporting bad elements.

  private static var defaultLossyArray:
    WrapperConformance<DefaultCoded<ConformanceDefaults.StarterTags, LossyArray<String>>>
  {
    WrapperConformance(
      "DefaultCoded<StarterTags, LossyArray<String>>",
      samples: [.init(["new"], ["new"]), .init([], []), .init(["a", "b"], ["a", "b"])],
      missingKey: .decodes(["new"]), null: .decodes(["new"]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["a", 1, nil, "b"], decodes: ["a", "b"],
          reporting: [
            ExpectedReportEntry(at: [1], .typeMismatch),
            ExpectedReportEntry(at: [2], .valueNotFound),
          ]),
        // Present but not an array: the lossy wrapper's empty array, reported, not the default.
        RecoveredInput(
          "new", decodes: [], reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
        RecoveredInput(
          ["tags": ["a"]], decodes: [], reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
      ],
      generate: { random in
        (0..<Int.random(in: 0...3, using: &random)).map { _ in random.unicodeString() }
      })
  }

  private static var defaultLossyURLs:
    WrapperConformance<
      DefaultCoded<ConformanceDefaults.StarterMirrors, Lossy<URLString<URL>>.Array>
    >
  {
    WrapperConformance(
      "DefaultCoded<StarterMirrors, Lossy<URLString<URL>>.Array>",
      samples: [
        .init(ConformanceDefaults.StarterMirrors.defaultValue, ["https://mirror.example"]),
        .init([url("/a")], ["/a"]),
      ],
      missingKey: .decodes(ConformanceDefaults.StarterMirrors.defaultValue),
      null: .decodes(ConformanceDefaults.StarterMirrors.defaultValue), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["/a", "not a url"], decodes: [url("/a")],
          reporting: [
            ExpectedReportEntry(at: [1], .dataCorrupted, messageContains: "'not a url'")
          ])
      ],
      generate: { random in
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          url(random.element(of: ["https://a.example", "/b", "urn:c"]))
        }
      })
  }

  private static var lenientDefaultURL:
    WrapperConformance<DefaultCoded<ConformanceDefaults.Homepage, URLString<URL>>.Lenient>
  {
    lenient(
      "DefaultCoded<Homepage, URLString<URL>>.Lenient",
      DefaultCoded<ConformanceDefaults.Homepage, URLString<URL>>.Lenient.self,
      samples: [
        (url("https://swift.org"), "https://swift.org"),
        (ConformanceDefaults.Homepage.defaultValue, "https://example.com"),
      ],
      replaced: [
        ("not a url", .dataCorrupted, "'not a url'"), (42, .typeMismatch, nil),
        (["relative": "https://swift.org"], .typeMismatch, nil),
      ],
      // `@URLString` reads "" as no URL wherever a value may be absent.
      absent: [""],
      generate: { random in
        url(random.element(of: ["https://a.example", "/b", "urn:c", "https://example.com"]))
      })
  }

  private static func url(_ string: String) -> URL {
    guard let url = try? URLStringTransform.decode(string) else {
      preconditionFailure("The sample URL \(string) is not valid")
    }
    return url
  }

  private static func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else {
      preconditionFailure("Foundation does not know the sample time zone \(identifier)")
    }
    return zone
  }
}

/// Providers for the kit's default suites.
enum ConformanceDefaults {
  /// `10`: a default that is not the type's zero.
  enum Ten: DefaultValueProvider {
    static var defaultValue: Int { 10 }
  }

  /// `["new"]`: a non-empty default for a lossy array.
  enum StarterTags: DefaultValueProvider {
    static var defaultValue: [String] { ["new"] }
  }

  /// One mirror, the default of a lossy array of URLs.
  enum StarterMirrors: DefaultValueProvider {
    static var defaultValue: [URL] {
      guard let url = URL(string: "https://mirror.example") else {
        preconditionFailure("https://mirror.example does not parse")
      }
      return [url]
    }
  }

  /// `https://example.com`, the default of a lenient URL.
  enum Homepage: DefaultValueProvider {
    static var defaultValue: URL {
      guard let url = URL(string: "https://example.com") else {
        preconditionFailure("https://example.com does not parse")
      }
      return url
    }
  }

  /// `Etc/UTC`, coded as its identifier by the suites that use it.
  enum UTC: DefaultValueProvider {
    static var defaultValue: TimeZone {
      guard let zone = TimeZone(identifier: "Etc/UTC") else {
        preconditionFailure("Foundation does not know Etc/UTC")
      }
      return zone
    }
  }
}

extension NilCodedAs: ConformanceTestable {}

extension LibraryConformance {
  /// `@NilAsEmptyString` and `@NilCodedAs<P>` with a numeric stand-in: `nil` is written as the
  /// stand-in and the stand-in read as `nil`; a missing key and `null` are `nil` too.
  public static var nilCodedAs: [any ConformanceSuite] {
    [nilAsEmptyString, nilCodedAsZero]
  }

  private static var nilAsEmptyString: WrapperConformance<NilAsEmptyString> {
    WrapperConformance(
      "NilAsEmptyString",
      samples: [
        ConformanceSample("Ada", "Ada"), ConformanceSample(nil, ""),
        ConformanceSample("Ωé 東京", "Ωé 東京"),
      ],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [InvalidInput(42, .typeMismatch), InvalidInput(["a"], .typeMismatch)],
      recoveredInputs: [RecoveredInput("", decodes: nil, reporting: [])],
      generate: { random in
        let string = random.unicodeString()
        return string.isEmpty ? nil : string
      })
  }

  private static var nilCodedAsZero: WrapperConformance<NilCodedAs<DefaultValues.Zero<Int>>> {
    WrapperConformance(
      "NilCodedAs<Zero<Int>>",
      samples: [
        ConformanceSample(5, 5), ConformanceSample(nil, 0), ConformanceSample(-1, -1),
        ConformanceSample(.max, .integer(.max)),
      ],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [
        InvalidInput("0", .typeMismatch), InvalidInput(true, .typeMismatch),
        InvalidInput([0], .typeMismatch),
      ],
      recoveredInputs: [RecoveredInput(0, decodes: nil, reporting: [])],
      generate: { random in
        let value: Int = random.edgeBiasedInteger()
        return value == 0 ? nil : value
      })
  }
}
