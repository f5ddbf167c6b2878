public import CodableTransformsTesting
import Foundation
public import LossyCoding
import TimeZoneCoding
import URLCoding

extension Lossy.Array: ConformanceTestable {}
@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Lossy.Dictionary: ConformanceTestable {}
extension Lossy.OrNil: ConformanceTestable {}

extension LibraryConformance {
  /// `@LossyArray`, `@LossyDictionary` and `@LossyOptional`, with plain, structured and
  /// transformed values.
  ///
  /// Bad inputs are recovered inputs: each must decode to the surviving values and leave exactly
  /// the documented entries in the decoder's `RecoveryReport`. They cover a collection given
  /// as an object, a string, a number or a Boolean; bad, `null` and nested elements; every element
  /// bad; 100 000 elements with every tenth bad; dictionary keys that do not convert; and lossy
  /// collections of elements that hold a lossy array of their own, whose drops the report lists
  /// in decoding order.
  ///
  /// The `@LossyDictionary` suites are included where `CodingKeyRepresentable` is available
  /// (macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5).
  public static var lossyCoding: [any ConformanceSuite] {
    var dictionaries: [any ConformanceSuite] = []
    if #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *) {
      dictionaries = [
        lossyDictionaryOfIntegers, lossyDictionaryWithIntegerKeys, lossyDictionaryWithEnumKeys,
        lossyDictionaryOfTimeZones, optionalLossyDictionary, lossyDictionaryOfFeedItems,
      ]
    }
    return [
      lossyArrayOfIntegers, lossyArrayOfOptionals, lossyArrayOfArrays, lossyArrayOfRecords,
      lossyArrayOfFeedItems, lossyArrayOfURLStrings, lossyArrayOfTimeZones, dictionaries,
      lossyOptionalInteger, lossyOptionalRecord, lossyOptionalURLString, optionalLossyArray,
      optionalLossyURLArray,
      optionalLossySet,
    ]
  }

  /// The inputs of a plain lossy collection, for its optional form: the same values, the same
  /// reports.
  private static func optional<Value>(_ inputs: [RecoveredInput<Value>]) -> [RecoveredInput<Value?>]
  {
    inputs.map { RecoveredInput($0.wire, decodes: $0.value, reporting: $0.reported) }
  }

  /// Inputs that are not an array, each decoding as `[]` and reported at the property.
  private static func notAnArray<Element>(_ type: Element.Type) -> [RecoveredInput<[Element]>] {
    ([["an": "object"], "a string", 42, 2.5, true] as [WireValue]).map {
      RecoveredInput($0, decodes: [], reporting: [ExpectedReportEntry(at: [], .typeMismatch)])
    }
  }

  /// Inputs that are not an object, each decoding as `[:]` and reported at the property.
  private static func notAnObject<Key, Value>(_ type: [Key: Value].Type)
    -> [RecoveredInput<[Key: Value]>]
  {
    ([[1, 2], "a string", 42, false] as [WireValue]).map {
      RecoveredInput($0, decodes: [:], reporting: [ExpectedReportEntry(at: [], .typeMismatch)])
    }
  }

  private static var lossyArrayOfIntegers: WrapperConformance<LossyArray<Int>> {
    let count = 100_000
    let large = WireValue.array(
      (0..<count).map { $0 % 10 == 3 ? .string("bad \($0)") : .integer(Int64($0)) })
    return WrapperConformance(
      "LossyArray<Int>",
      samples: [
        .init([], []), .init([1, -2, 0, .max, .min], [1, -2, 0, .integer(.max), .integer(.min)]),
      ],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          [1, "two", 3], decodes: [1, 3],
          reporting: [ExpectedReportEntry(at: [1], .typeMismatch, messageContains: "Int")]),
        RecoveredInput(
          [1, nil, 3], decodes: [1, 3], reporting: [ExpectedReportEntry(at: [1], .valueNotFound)]),
        RecoveredInput(
          ["a", "b", "c"], decodes: [],
          reporting: [0, 1, 2].map { ExpectedReportEntry(at: [.index($0)], .typeMismatch) }),
        RecoveredInput(
          [nil, nil], decodes: [],
          reporting: [0, 1].map { ExpectedReportEntry(at: [.index($0)], .valueNotFound) }),
        RecoveredInput(
          [[1], ["a": 1], 2, [nil]], decodes: [2],
          reporting: [0, 1, 3].map { ExpectedReportEntry(at: [.index($0)], .typeMismatch) }),
        // Coders disagree on the kind for a fraction (dataCorrupted in JSON).
        RecoveredInput([2.5, 4], decodes: [4], reporting: [ExpectedReportEntry(at: [0])]),
        RecoveredInput([], decodes: [], reporting: []),
        RecoveredInput(
          large, decodes: (0..<count).filter { $0 % 10 != 3 },
          reporting: stride(from: 3, to: count, by: 10).map {
            ExpectedReportEntry(at: [.index($0)], .typeMismatch)
          }),
      ] + notAnArray(Int.self),
      generate: { random in
        (0..<Int.random(in: 0...6, using: &random)).map { _ in random.edgeBiasedInteger() }
      })
  }

  private static var lossyArrayOfOptionals: WrapperConformance<LossyArray<Int?>> {
    WrapperConformance(
      "LossyArray<Int?>",
      samples: [.init([], []), .init([1, nil, 3], [1, nil, 3])],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        // A null element is a valid `Int?`: it is kept, not dropped.
        RecoveredInput(
          [nil, "x", 2, [nil]], decodes: [nil, 2],
          reporting: [1, 3].map { ExpectedReportEntry(at: [.index($0)], .typeMismatch) })
      ] + notAnArray(Int?.self),
      generate: { random in
        (0..<Int.random(in: 0...6, using: &random)).map { _ in
          random.chance(0.3) ? nil : random.edgeBiasedInteger()
        }
      })
  }

  private static var lossyArrayOfArrays: WrapperConformance<LossyArray<[Int]>> {
    WrapperConformance(
      "LossyArray<[Int]>",
      samples: [.init([], []), .init([[], [1, 2]], [[], [1, 2]])],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        // An inner array is an element: one bad or null value drops the whole inner array.
        RecoveredInput(
          [[1, 2], [3, nil], [4, "x"], nil, [5]], decodes: [[1, 2], [5]],
          reporting: [
            ExpectedReportEntry(at: [1], .valueNotFound),
            ExpectedReportEntry(at: [2], .typeMismatch),
            ExpectedReportEntry(at: [3]),
          ])
      ],
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in
          (0..<Int.random(in: 0...3, using: &random)).map { _ in random.edgeBiasedInteger() }
        }
      })
  }

  private static var lossyArrayOfRecords: WrapperConformance<LossyArray<ConformanceRecord>> {
    let good: WireValue = ["title": "Hello", "likes": 3]
    return WrapperConformance(
      "LossyArray<Record>",
      samples: [
        .init([], []),
        .init(
          [ConformanceRecord(title: "Hello", likes: 3), ConformanceRecord(title: "", likes: -1)],
          [good, ["title": "", "likes": -1]]),
      ],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          [good, ["title": "No likes"], ["title": 3, "likes": 1], nil, "Hello", good],
          decodes: [ConformanceRecord(title: "Hello", likes: 3), .init(title: "Hello", likes: 3)],
          reporting: [
            ExpectedReportEntry(at: [1], .keyNotFound, messageContains: "likes"),
            ExpectedReportEntry(at: [2], .typeMismatch),
            // JSON and property lists disagree on the kind for a null record.
            ExpectedReportEntry(at: [3]),
            ExpectedReportEntry(at: [4], .typeMismatch),
          ])
      ] + notAnArray(ConformanceRecord.self),
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in
          ConformanceRecord(
            title: random.unicodeString(maxLength: 8), likes: random.edgeBiasedInteger())
        }
      })
  }

  /// Elements with a lossy array of their own: the report lists the drop of an element before
  /// the drops nested in the elements after it (`[0]` before `[1].tags[0]`).
  private static var lossyArrayOfFeedItems: WrapperConformance<LossyArray<ConformanceFeedItem>> {
    WrapperConformance(
      "LossyArray<Item with @LossyArray>",
      samples: [
        .init([], []),
        .init(
          [ConformanceFeedItem(id: 1, tags: ["a", ""]), ConformanceFeedItem(id: -2, tags: [])],
          [["id": 1, "tags": ["a", ""]], ["id": -2, "tags": []]]),
      ],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          [["id": "bad"], ["id": 2, "tags": [1, "a"]], ["id": 3, "tags": ["b", 4]]],
          decodes: [ConformanceFeedItem(id: 2, tags: ["a"]), .init(id: 3, tags: ["b"])],
          reporting: [
            ExpectedReportEntry(at: [0], .typeMismatch, messageContains: "Int"),
            ExpectedReportEntry(at: [1, "tags", 0], .typeMismatch),
            ExpectedReportEntry(at: [2, "tags", 1], .typeMismatch),
          ])
      ],
      generate: { random in
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          ConformanceFeedItem(
            id: random.edgeBiasedInteger(),
            tags: (0..<Int.random(in: 0...3, using: &random)).map { _ in
              random.unicodeString(maxLength: 6)
            })
        }
      })
  }

  private static var lossyArrayOfURLStrings: WrapperConformance<Lossy<URLString<URL>>.Array> {
    let urls = ["https://example.com/a", "https://example.com/b?q=1", "/relative", "mailto:a@b.c"]
    return WrapperConformance(
      "Lossy<URLString<URL>>.Array",
      samples: [.init([], []), .init(urls.map(url), .array(urls.map(WireValue.string)))],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["https://example.com/a", "not a url", 42, "", ["relative": "https://example.com"]],
          decodes: [url("https://example.com/a")],
          reporting: [
            ExpectedReportEntry(at: [1], .dataCorrupted, messageContains: "'not a url'"),
            ExpectedReportEntry(at: [2], .typeMismatch),
            ExpectedReportEntry(at: [3], .dataCorrupted, messageContains: "''"),
            ExpectedReportEntry(at: [4], .typeMismatch),
          ])
      ] + notAnArray(URL.self),
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in url(random.element(of: urls)) }
      })
  }

  private static var lossyArrayOfTimeZones:
    WrapperConformance<Lossy<StringCodedTimeZone<TimeZone>>.Array>
  {
    WrapperConformance(
      "Lossy<StringCodedTimeZone<TimeZone>>.Array",
      samples: [
        .init([], []),
        .init([zone("Europe/Paris"), zone("Asia/Tokyo")], ["Europe/Paris", "Asia/Tokyo"]),
      ],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["Mars/Olympus", "Europe/Paris", "europe/paris"], decodes: [zone("Europe/Paris")],
          reporting: [
            ExpectedReportEntry(
              at: [0], .dataCorrupted,
              messageContains: "Unknown time zone identifier 'Mars/Olympus'"),
            ExpectedReportEntry(at: [2], .dataCorrupted, messageContains: "'europe/paris'"),
          ])
      ],
      generate: { random in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in
          zone(random.element(of: TimeZone.knownTimeZoneIdentifiers))
        }
      })
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  private static var lossyDictionaryOfIntegers: WrapperConformance<LossyDictionary<String, Int>> {
    WrapperConformance(
      "LossyDictionary<String, Int>",
      samples: [
        .init([:], [:]),
        // Key strategies must leave these keys alone, on decode and encode.
        .init(["firstKey": 1, "second_key": -2], ["firstKey": 1, "second_key": -2]),
      ],
      missingKey: .decodes([:]), null: .decodes([:]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["a": 1, "b": "x", "c": nil, "d": [1], "e_f": 5], decodes: ["a": 1, "e_f": 5],
          reporting: [
            ExpectedReportEntry(at: ["b"], .typeMismatch),
            ExpectedReportEntry(at: ["c"], .valueNotFound),
            ExpectedReportEntry(at: ["d"], .typeMismatch),
          ]),
        RecoveredInput(
          ["a": "x", "b": "y"], decodes: [:],
          reporting: ["a", "b"].map { ExpectedReportEntry(at: [.key($0)], .typeMismatch) }),
      ] + notAnObject([String: Int].self),
      generate: { random in
        var dictionary: [String: Int] = [:]
        for _ in 0..<Int.random(in: 0...5, using: &random) {
          dictionary[random.unicodeString(maxLength: 8)] = random.edgeBiasedInteger()
        }
        return dictionary
      })
  }

  /// Values with a lossy array of their own, dropped or kept with their own drops.
  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  private static var lossyDictionaryOfFeedItems:
    WrapperConformance<LossyDictionary<String, ConformanceFeedItem>>
  {
    WrapperConformance(
      "LossyDictionary<String, Item with @LossyArray>",
      samples: [
        .init([:], [:]),
        .init(
          ["first": ConformanceFeedItem(id: 1, tags: ["a"])], ["first": ["id": 1, "tags": ["a"]]]),
      ],
      missingKey: .decodes([:]), null: .decodes([:]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["first": ["id": "bad"], "second": ["id": 2, "tags": [1, "a"]]],
          decodes: ["second": ConformanceFeedItem(id: 2, tags: ["a"])],
          reporting: [
            ExpectedReportEntry(at: ["first"], .typeMismatch),
            ExpectedReportEntry(at: ["second", "tags", 0], .typeMismatch),
          ])
      ],
      generate: { random in
        var items: [String: ConformanceFeedItem] = [:]
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          items[random.unicodeString(maxLength: 8)] = ConformanceFeedItem(
            id: random.edgeBiasedInteger(), tags: [random.unicodeString(maxLength: 6)])
        }
        return items
      })
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  private static var lossyDictionaryWithIntegerKeys:
    WrapperConformance<LossyDictionary<Int, String>>
  {
    WrapperConformance(
      "LossyDictionary<Int, String>",
      samples: [
        .init([:], [:]), .init([1: "one", -2: "minus two"], ["1": "one", "-2": "minus two"]),
      ],
      missingKey: .decodes([:]), null: .decodes([:]), invalidInputs: [],
      recoveredInputs: [
        // Foundation fails a whole `[Int: String]` for one such key; the lossy one drops it.
        RecoveredInput(
          ["1": "one", "abc": "x", "2": 2, "3.5": "y"], decodes: [1: "one"],
          reporting: [
            ExpectedReportEntry(at: ["abc"], .dataCorrupted, messageContains: "'abc'"),
            ExpectedReportEntry(at: ["2"], .typeMismatch),
            ExpectedReportEntry(at: ["3.5"], .dataCorrupted, messageContains: "of type Int"),
          ])
      ] + notAnObject([Int: String].self),
      generate: { random in
        var dictionary: [Int: String] = [:]
        for _ in 0..<Int.random(in: 0...5, using: &random) {
          dictionary[random.edgeBiasedInteger()] = random.unicodeString(maxLength: 6)
        }
        return dictionary
      })
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  private static var lossyDictionaryWithEnumKeys:
    WrapperConformance<LossyDictionary<ConformanceLanguage, Int>>
  {
    WrapperConformance(
      "LossyDictionary<Language, Int>",
      samples: [
        .init([:], [:]),
        // A key strategy would write "objective_c" for Foundation's own dictionary.
        .init([.swift: 1, .objectiveC: 2], ["swift": 1, "objectiveC": 2]),
      ],
      missingKey: .decodes([:]), null: .decodes([:]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["swift": 1, "cobol": 2, "objective_c": 3], decodes: [.swift: 1],
          reporting: [
            ExpectedReportEntry(at: ["cobol"], .dataCorrupted, messageContains: "'cobol'"),
            ExpectedReportEntry(at: ["objective_c"], .dataCorrupted),
          ])
      ],
      generate: { random in
        var dictionary: [ConformanceLanguage: Int] = [:]
        for language in ConformanceLanguage.allCases where random.chance(0.5) {
          dictionary[language] = random.edgeBiasedInteger()
        }
        return dictionary
      })
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  private static var lossyDictionaryOfTimeZones:
    WrapperConformance<Lossy<StringCodedTimeZone<TimeZone>>.Dictionary<String>>
  {
    WrapperConformance(
      "Lossy<StringCodedTimeZone<TimeZone>>.Dictionary<String>",
      samples: [
        .init([:], [:]),
        .init(["Paris": zone("Europe/Paris")], ["Paris": "Europe/Paris"]),
      ],
      missingKey: .decodes([:]), null: .decodes([:]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["Paris": "Europe/Paris", "Base": "Mars/Olympus", "Home": nil],
          decodes: ["Paris": zone("Europe/Paris")],
          reporting: [
            ExpectedReportEntry(at: ["Base"], .dataCorrupted, messageContains: "'Mars/Olympus'"),
            ExpectedReportEntry(at: ["Home"], .valueNotFound),
          ])
      ] + notAnObject([String: TimeZone].self),
      generate: { random in
        var dictionary: [String: TimeZone] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
          dictionary[random.unicodeString(maxLength: 6)] = zone(
            random.element(of: TimeZone.knownTimeZoneIdentifiers))
        }
        return dictionary
      })
  }

  private static var lossyOptionalInteger: WrapperConformance<LossyOptional<Int>> {
    WrapperConformance(
      "LossyOptional<Int>",
      samples: [.init(5, 5), .init(0, 0), .init(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          "five", decodes: nil, reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
        RecoveredInput([5], decodes: nil, reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
        RecoveredInput(
          ["value": 5], decodes: nil, reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
        RecoveredInput(true, decodes: nil, reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
        RecoveredInput(2.5, decodes: nil, reporting: [ExpectedReportEntry(at: [])]),
      ],
      generate: { random in random.chance(0.3) ? nil : random.edgeBiasedInteger() })
  }

  private static var lossyOptionalRecord: WrapperConformance<LossyOptional<ConformanceRecord>> {
    WrapperConformance(
      "LossyOptional<Record>",
      samples: [
        .init(ConformanceRecord(title: "Hi", likes: 1), ["title": "Hi", "likes": 1]),
        .init(nil, nil),
      ],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["title": "Hi"], decodes: nil,
          reporting: [ExpectedReportEntry(at: [], .keyNotFound, messageContains: "likes")]),
        RecoveredInput(
          ["title": "Hi", "likes": "1"], decodes: nil,
          reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
      ],
      generate: { random in
        random.chance(0.3)
          ? nil
          : ConformanceRecord(
            title: random.unicodeString(maxLength: 8), likes: random.edgeBiasedInteger())
      })
  }

  private static var lossyOptionalURLString: WrapperConformance<Lossy<URLString<URL>>.OrNil> {
    WrapperConformance(
      "Lossy<URLString<URL>>.OrNil",
      samples: [
        .init(url("https://example.com/a"), "https://example.com/a"), .init(nil, nil),
      ],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          "a b", decodes: nil,
          reporting: [ExpectedReportEntry(at: [], .dataCorrupted, messageContains: "'a b'")]),
        RecoveredInput(42, decodes: nil, reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
      ],
      generate: { random in
        random.chance(0.3) ? nil : url(random.element(of: ["https://a.example", "/b", "urn:c"]))
      })
  }

  // The optional forms: `@OptionalCoded` around a lossy collection. Missing and `null` are
  // `nil`; a present value is decoded exactly as the plain lossy wrapper decodes it, a value that
  // is not a collection included (empty, reported).

  private static var optionalLossyArray: WrapperConformance<OptionalCoded<LossyArray<Int>>> {
    WrapperConformance(
      "OptionalCoded<LossyArray<Int>>",
      samples: [.init([1, -2, .max], [1, -2, .integer(.max)]), .init([], []), .init(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [],
      recoveredInputs: optional(
        [
          RecoveredInput(
            [1, "two", 3], decodes: [1, 3],
            reporting: [ExpectedReportEntry(at: [1], .typeMismatch, messageContains: "Int")]),
          RecoveredInput(
            [nil, 4], decodes: [4], reporting: [ExpectedReportEntry(at: [0], .valueNotFound)]),
          RecoveredInput(
            ["a", "b"], decodes: [],
            reporting: [0, 1].map { ExpectedReportEntry(at: [.index($0)], .typeMismatch) }),
        ] + notAnArray(Int.self)),
      generate: { random in
        random.chance(0.3)
          ? nil
          : (0..<Int.random(in: 0...5, using: &random)).map { _ in random.edgeBiasedInteger() }
      })
  }

  private static var optionalLossyURLArray:
    WrapperConformance<OptionalCoded<Lossy<URLString<URL>>.Array>>
  {
    WrapperConformance(
      "OptionalCoded<Lossy<URLString<URL>>.Array>",
      samples: [
        .init([url("https://example.com/a"), url("/b")], ["https://example.com/a", "/b"]),
        .init(nil, nil),
      ],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [],
      recoveredInputs: optional(
        [
          RecoveredInput(
            ["not a url", "https://example.com/a", 7], decodes: [url("https://example.com/a")],
            reporting: [
              ExpectedReportEntry(at: [0], .dataCorrupted, messageContains: "'not a url'"),
              ExpectedReportEntry(at: [2], .typeMismatch),
            ])
        ] + notAnArray(URL.self)),
      generate: { random in
        random.chance(0.3)
          ? nil
          : (0..<Int.random(in: 0...3, using: &random)).map { _ in
            url(random.element(of: ["https://a.example", "/b", "urn:c"]))
          }
      })
  }

  private static var optionalLossySet: WrapperConformance<OptionalCoded<LossySet<String>>> {
    WrapperConformance(
      "OptionalCoded<LossySet<String>>",
      samples: [.init(["swift"], ["swift"]), .init([], []), .init(nil, nil)],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["swift", 42, "swift", nil], decodes: ["swift"],
          reporting: [
            ExpectedReportEntry(at: [1], .typeMismatch),
            ExpectedReportEntry(at: [3], .valueNotFound),
          ]),
        RecoveredInput(
          ["tag": "swift"], decodes: [], reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
      ],
      generate: { random in
        random.chance(0.3)
          ? nil
          : Set((0..<Int.random(in: 0...3, using: &random)).map { _ in random.unicodeString() })
      })
  }

  @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
  private static var optionalLossyDictionary:
    WrapperConformance<OptionalCoded<LossyDictionary<String, Int>>>
  {
    WrapperConformance(
      "OptionalCoded<LossyDictionary<String, Int>>",
      samples: [
        .init(["a_b": 1, "cD": -2], ["a_b": 1, "cD": -2]), .init([:], [:]), .init(nil, nil),
      ],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: [],
      recoveredInputs: optional(
        [
          RecoveredInput(
            ["a": 1, "b": "x", "c": nil], decodes: ["a": 1],
            reporting: [
              ExpectedReportEntry(at: ["b"], .typeMismatch),
              ExpectedReportEntry(at: ["c"], .valueNotFound),
            ])
        ] + notAnObject([String: Int].self)),
      generate: { random in
        guard !random.chance(0.3) else { return nil }
        var dictionary: [String: Int] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
          dictionary[random.unicodeString(maxLength: 6)] = random.edgeBiasedInteger()
        }
        return dictionary
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

/// A small record for the kit's lossy and default suites: it fails as a missing key, a wrong
/// type or a `null`.
struct ConformanceRecord: Codable, Hashable, Sendable {
  var title: String
  var likes: Int
}

/// An element that holds a lossy array of its own.
struct ConformanceFeedItem: Codable, Hashable, Sendable {
  var id: Int
  @LossyArray var tags: [String]
}

/// A `CodingKeyRepresentable` key type for the lossy dictionary suite; `objectiveC` would be
/// changed by a snake-case key strategy if the wrapper let it.
@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
enum ConformanceLanguage: String, Codable, CodingKeyRepresentable, CaseIterable, Hashable,
  Sendable
{
  case swift
  case objectiveC
  case kotlin
}

extension Lossy.Set: ConformanceTestable {}

extension LibraryConformance {
  /// `@LossySet` and `@Lossy<URLString<URL>>.Set`.
  ///
  /// Bad elements are dropped and reported, equal ones kept once. Samples hold at most one
  /// element, because a set is written in its iteration order.
  public static var lossySet: [any ConformanceSuite] {
    [lossySetOfStrings, lossySetOfURLs]
  }

  private static var lossySetOfStrings: WrapperConformance<LossySet<String>> {
    WrapperConformance(
      "LossySet<String>",
      samples: [ConformanceSample([], []), ConformanceSample(["swift"], ["swift"])],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["swift", 42, "codable", "swift", nil], decodes: ["swift", "codable"],
          reporting: [
            ExpectedReportEntry(at: [1], .typeMismatch),
            ExpectedReportEntry(at: [4], .valueNotFound),
          ]),
        RecoveredInput(
          "swift", decodes: [], reporting: [ExpectedReportEntry(at: [], .typeMismatch)]),
        RecoveredInput(["a", "b"], decodes: ["a", "b"], reporting: []),
      ],
      generate: { random in
        Set((0..<Int.random(in: 0...4, using: &random)).map { _ in random.unicodeString() })
      })
  }

  private static var lossySetOfURLs: WrapperConformance<Lossy<URLString<URL>>.Set> {
    WrapperConformance(
      "Lossy<URLString<URL>>.Set",
      samples: [
        ConformanceSample([], []),
        ConformanceSample([lossySetURL("https://swift.org")], ["https://swift.org"]),
      ],
      missingKey: .decodes([]), null: .decodes([]), invalidInputs: [],
      recoveredInputs: [
        RecoveredInput(
          ["https://swift.org", "not a url", "https://swift.org"],
          decodes: [lossySetURL("https://swift.org")],
          reporting: [
            ExpectedReportEntry(at: [1], .dataCorrupted, messageContains: "'not a url'")
          ])
      ],
      generate: { random in
        Set(
          (0..<Int.random(in: 0...3, using: &random)).map { _ in
            lossySetURL("https://example.com/\(random.edgeBiasedInteger(UInt16.self))")
          })
      })
  }

  private static func lossySetURL(_ string: String) -> URL {
    guard let url = URL(string: string) else {
      preconditionFailure("The sample URL \(string) does not parse")
    }
    return url
  }
}
