public import CodableTransformsTesting
import DateCoding
import Foundation
public import LosslessCoding

extension LibraryConformance {
  /// `@LosslessValue` with every value type the library conforms — the ten integer types,
  /// `Double`, `Float`, `Bool` and `String` — each in all four shapes.
  ///
  /// Samples are the natural forms, which is what the wrapper writes; the conversions from the
  /// other representations are tested row by row in `LosslessCodingTests`, with every coder.
  public static var losslessValue: [any ConformanceSuite] {
    [
      losslessInteger(Int.self), losslessInteger(Int8.self), losslessInteger(Int16.self),
      losslessInteger(Int32.self), losslessInteger(Int64.self), losslessInteger(UInt.self),
      losslessInteger(UInt8.self), losslessInteger(UInt16.self), losslessInteger(UInt32.self),
      losslessInteger(UInt64.self), losslessDouble, losslessFloat, losslessBool, losslessString,
    ]
  }

  /// `@IntCodedBool` in all four shapes.
  public static var intCodedBool: TransformConformance<IntCodedBoolTransform> {
    TransformConformance(
      "IntCodedBool",
      samples: [(true, 1), (false, 0)],
      invalidInputs: [
        InvalidInput(2, .dataCorrupted, messageContains: "'2' is not a Bool coded as an integer"),
        InvalidInput(-1, .dataCorrupted, messageContains: "'-1'"),
        InvalidInput(true, .typeMismatch),
        InvalidInput(false, .typeMismatch),
        InvalidInput("1", .typeMismatch),
        InvalidInput("true", .typeMismatch),
        InvalidInput([1], .typeMismatch),
      ],
      generate: { random in Bool.random(using: &random) })
  }

  /// `@StringCodedBool` in all four shapes.
  public static var stringCodedBool: TransformConformance<StringCodedBoolTransform> {
    TransformConformance(
      "StringCodedBool",
      samples: [(true, "true"), (false, "false")],
      invalidInputs: ["TRUE", "True", "FALSE", "1", "0", "yes", "", " true", "true "].map {
        InvalidInput(
          .string($0), .dataCorrupted,
          messageContains: "'\($0)' is not a Bool coded as a string ('true' or 'false')")
      } + [
        InvalidInput(true, .typeMismatch),
        InvalidInput(1, .typeMismatch),
        InvalidInput(["true"], .typeMismatch),
      ],
      generate: { random in Bool.random(using: &random) })
  }

  // MARK: LosslessValue suites

  private static func losslessInteger<I: FixedWidthInteger & LosslessValueConvertible & Sendable>(
    _ type: I.Type
  ) -> TransformConformance<LosslessValueTransform<I>> {
    func wire(_ value: I) -> WireValue {
      Int64(exactly: value).map(WireValue.integer) ?? .double(Double(value))
    }
    // `WireValue` holds integers as `Int64`: an unsigned value above `Int64.max` would come back
    // from the kit's coders as a rounded `Double`. Those values are tested with the coders
    // directly in `LosslessCodingTests`.
    let largest = I(exactly: Int64.max) ?? I.max
    let name = LosslessConversion.article(I.self)
    var samples: [(I, WireValue)] = [(42, 42), (0, 0), (1, 1), (largest, wire(largest))]
    if I.isSigned { samples += [(-7, -7), (I.min, wire(I.min))] }

    // One past each end, as a number and as a string.
    // Beyond 64 bits the wire holds a `Double`, whose text each coder writes its own way: the
    // message is checked without the number (the conversion tests check the quoting).
    var outOfRange: [(WireValue, String)] = []
    if let above = Int64(exactly: I.max).flatMap({ $0 == .max ? nil : $0 + 1 }) {
      outOfRange += [(.integer(above), "'\(above)' "), (.string("\(above)"), "'\(above)' ")]
    } else {
      let above = I.isSigned ? "9223372036854775808" : "18446744073709551616"
      outOfRange += [(.double(I.isSigned ? 0x1p63 : 0x1p64), ""), (.string(above), "'\(above)' ")]
    }
    if !I.isSigned {
      outOfRange += [(-1, "'-1' "), ("-1", "'-1' ")]
    } else if let below = Int64(exactly: I.min).flatMap({ $0 == .min ? nil : $0 - 1 }) {
      outOfRange += [(.integer(below), "'\(below)' "), (.string("\(below)"), "'\(below)' ")]
    } else {
      outOfRange += [
        (.double(-0x1p64), ""), (.string("-9223372036854775809"), "'-9223372036854775809' "),
      ]
    }

    return TransformConformance(
      "LosslessValue",
      samples: samples,
      invalidInputs: ["4_2", " 42", "42 ", "0x2A", "42.0", "1e3", "", "forty-two", "٤٢", "--1"].map
      {
        InvalidInput(
          .string($0), .dataCorrupted,
          messageContains: "'\($0)' is not \(name): expected a whole number")
      }
        + outOfRange.map {
          InvalidInput(
            $0.0, .dataCorrupted, messageContains: "\($0.1)is out of range for \(I.self) (")
        } + [
          InvalidInput(42.5, .dataCorrupted, messageContains: "'42.5' is not \(name)"),
          InvalidInput(-0.25, .dataCorrupted, messageContains: "'-0.25' is not \(name)"),
          InvalidInput(true, .typeMismatch, messageContains: "found a boolean ('true')"),
          InvalidInput([42], .typeMismatch),
          InvalidInput(["value": 42], .typeMismatch),
        ],
      generate: { random in
        let value = random.edgeBiasedInteger(I.self)
        return value > largest ? value >> 1 : value
      })
  }

  private static var losslessDouble: TransformConformance<LosslessValueTransform<Double>> {
    TransformConformance(
      "LosslessValue",
      samples: [
        (42.5, 42.5), (0, 0), (-1.25e-7, -1.25e-7), (1e300, 1e300),
        (.greatestFiniteMagnitude, .double(.greatestFiniteMagnitude)),
        (.leastNonzeroMagnitude, .double(.leastNonzeroMagnitude)),
      ],
      invalidInputs: notDecimalNumbers.map {
        InvalidInput(
          .string($0), .dataCorrupted, messageContains: "'\($0)' is not a Double: expected a number"
        )
      } + [
        InvalidInput(
          "1e400", .dataCorrupted, messageContains: "'1e400' is out of range for Double"),
        InvalidInput("-1e400", .dataCorrupted, messageContains: "'-1e400' is out of range"),
        InvalidInput(true, .typeMismatch, messageContains: "found a boolean ('true')"),
        InvalidInput([1.5], .typeMismatch),
        InvalidInput(["value": 1.5], .typeMismatch),
      ],
      generate: { random in
        if let nonFinite = random.nonFinite(Double.self) { return nonFinite }
        return random.chance(0.25)
          ? random.element(of: [
            0, -0.0, 1, -1, 0.1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .leastNormalMagnitude, 0x1p53 + 1, 1e16,
          ])
          : Double(
            sign: random.chance(0.5) ? .minus : .plus,
            exponent: Int.random(in: -1022...1023, using: &random),
            significand: Double.random(in: 1..<2, using: &random))
      })
  }

  private static var losslessFloat: TransformConformance<LosslessValueTransform<Float>> {
    TransformConformance(
      "LosslessValue",
      // Values whose shortest decimal text is exact, so that the wire value compares equal.
      samples: [(0.5, 0.5), (0, 0), (-1.25, -1.25), (1024, 1024), (3.75, 3.75)],
      invalidInputs: notDecimalNumbers.map {
        InvalidInput(
          .string($0), .dataCorrupted, messageContains: "'\($0)' is not a Float: expected a number")
      } + [
        InvalidInput(1e39, .dataCorrupted, messageContains: "'1e+39' is out of range for Float"),
        InvalidInput(
          -1e300, .dataCorrupted, messageContains: "'-1e+300' is out of range for Float"),
        InvalidInput("1e39", .dataCorrupted, messageContains: "'1e39' is out of range for Float"),
        InvalidInput(false, .typeMismatch, messageContains: "found a boolean ('false')"),
        InvalidInput([1.5], .typeMismatch),
      ],
      generate: { random in
        if let nonFinite = random.nonFinite(Float.self) { return nonFinite }
        return random.chance(0.25)
          ? random.element(of: [
            0, -0.0, 1, 0.1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .leastNormalMagnitude,
          ])
          : Float(
            sign: random.chance(0.5) ? .minus : .plus,
            exponent: Int.random(in: -126...127, using: &random),
            significand: Float.random(in: 1..<2, using: &random))
      })
  }

  private static var losslessBool: TransformConformance<LosslessValueTransform<Bool>> {
    TransformConformance(
      "LosslessValue",
      samples: [(true, true), (false, false)],
      invalidInputs: [
        (2, "2"), (-1, "-1"), (0.5, "0.5"), ("yes", "yes"), ("no", "no"), ("t", "t"), ("", ""),
        (" true", " true"), ("2", "2"), ("01", "01"), ("truee", "truee"),
      ].map {
        InvalidInput(
          $0.0, .dataCorrupted, messageContains: "'\($0.1)' is not a Bool: expected true, false")
      } + [
        InvalidInput([true], .typeMismatch),
        InvalidInput(["value": true], .typeMismatch),
      ],
      generate: { random in Bool.random(using: &random) })
  }

  private static var losslessString: TransformConformance<LosslessValueTransform<String>> {
    TransformConformance(
      "LosslessValue",
      // Strings that look like numbers and booleans stay strings.
      samples: [
        ("A-1042", "A-1042"), ("42", "42"), ("", ""), ("true", "true"), ("Zürich 東京", "Zürich 東京"),
        ("007", "007"),
      ],
      invalidInputs: [
        InvalidInput(["A-1042"], .typeMismatch, messageContains: "Expected String"),
        InvalidInput(["value": "A-1042"], .typeMismatch),
      ],
      generate: { random in
        random.chance(0.3)
          ? random.element(of: ["42", "-0", "1e3", "4.25", "true", "FALSE", "0x2A", " 1"])
          : random.unicodeString()
      })
  }

  /// Strings that `Double` and `Float` refuse as not being decimal numbers.
  private static let notDecimalNumbers = [
    "nan", "NaN", "inf", "-inf", "Infinity", "0x1p3", ".5", "5.", " 9.5", "9.5 ", "1,5", "",
    "1e", "e3", "+", "1_000", "--1",
  ]
}

extension LibraryConformance {
  /// `@NonConformingFloat` on `Double` and `Float`, each in all four shapes.
  ///
  /// `NaN` is not a sample (it is not equal to itself); it is tested directly in
  /// `LosslessCodingTests`.
  public static var nonConformingFloat: [any ConformanceSuite] {
    [nonConformingDouble, nonConformingFloatSuite]
  }

  private static let nonConformingInvalidInputs: [InvalidInput] =
    ["inf", "infinity", "INFINITY", "+Infinity", "nan", "-NaN", "1.5", ""].map {
      InvalidInput(
        .string($0), .dataCorrupted,
        messageContains: "'\($0)' is not a number or one of 'Infinity', '-Infinity' and 'NaN'")
    } + [
      InvalidInput(true, .typeMismatch),
      InvalidInput([1.5], .typeMismatch),
      InvalidInput(["value": "NaN"], .typeMismatch),
    ]

  private static var nonConformingDouble:
    TransformConformance<NonConformingFloatTransform<Double, JavaScriptFloatStrings>>
  {
    TransformConformance(
      "NonConformingFloat",
      samples: [
        (1.5, 1.5), (.infinity, "Infinity"), (-.infinity, "-Infinity"), (0, 0), (-2.25, -2.25),
        (1e300, 1e300), (.greatestFiniteMagnitude, .double(.greatestFiniteMagnitude)),
      ],
      invalidInputs: nonConformingInvalidInputs,
      generate: { random in
        random.chance(0.3)
          ? random.element(of: [Double.infinity, -.infinity])
          : random.edgeBiasedDouble(in: -1e12...1e12, edges: [0.5, -0.5])
      })
  }

  private static var nonConformingFloatSuite:
    TransformConformance<NonConformingFloatTransform<Float, JavaScriptFloatStrings>>
  {
    TransformConformance(
      "NonConformingFloat",
      samples: [(1.5, 1.5), (.infinity, "Infinity"), (-.infinity, "-Infinity"), (-0.25, -0.25)],
      invalidInputs: nonConformingInvalidInputs,
      generate: { random in
        random.chance(0.3)
          ? random.element(of: [Float.infinity, -.infinity])
          : Float(Int16.random(in: .min ... .max, using: &random)) / 4
      })
  }
}

extension LibraryConformance {
  /// `@StringCoded` with `Int`, `UInt64`, `Double` and `Bool`, each in all four shapes.
  public static var stringCoded: [any ConformanceSuite] {
    [stringCodedInt, stringCodedUInt64, stringCodedDouble, stringCodedBoolSuite]
  }

  private static func stringCodedRejections<Value>(_ type: Value.Type, _ strings: [String])
    -> [InvalidInput]
  {
    strings.map {
      InvalidInput(
        .string($0), .dataCorrupted, messageContains: "'\($0)' is not \(Value.self) written as text"
      )
    }
  }

  private static var stringCodedInt: TransformConformance<StringCodedTransform<Int>> {
    TransformConformance(
      "StringCoded",
      samples: [(42, "42"), (-7, "-7"), (0, "0"), (.max, "9223372036854775807")],
      invalidInputs: stringCodedRejections(
        Int.self, [" 42", "42 ", "42.0", "1e3", "", "4_2", "0x2A", "9223372036854775808"])
        + [InvalidInput(42, .typeMismatch), InvalidInput(true, .typeMismatch)],
      generate: { random in random.edgeBiasedInteger() })
  }

  private static var stringCodedUInt64: TransformConformance<StringCodedTransform<UInt64>> {
    TransformConformance(
      "StringCoded",
      samples: [(.max, "18446744073709551615"), (0, "0"), (1, "1")],
      invalidInputs: stringCodedRejections(UInt64.self, ["-1", "18446744073709551616", "one"])
        + [InvalidInput(1, .typeMismatch)],
      generate: { random in random.edgeBiasedInteger() })
  }

  private static var stringCodedDouble: TransformConformance<StringCodedTransform<Double>> {
    TransformConformance(
      "StringCoded",
      samples: [
        (1.5, "1.5"), (0.1, "0.1"), (1e300, "1e+300"), (-2.25, "-2.25"), (.infinity, "inf"),
      ],
      invalidInputs: stringCodedRejections(Double.self, ["1,5", "", "abc", " 1.5"])
        + [InvalidInput(1.5, .typeMismatch), InvalidInput([1.5], .typeMismatch)],
      generate: { random in random.edgeBiasedDouble(in: -1e12...1e12, edges: [0.1, -0.5]) })
  }

  private static var stringCodedBoolSuite: TransformConformance<StringCodedTransform<Bool>> {
    TransformConformance(
      "StringCoded",
      samples: [(true, "true"), (false, "false")],
      invalidInputs: stringCodedRejections(Bool.self, ["TRUE", "1", "yes", ""])
        + [InvalidInput(true, .typeMismatch)],
      generate: { random in random.chance(0.5) })
  }

  /// `@JSONString` with a small `Codable` struct in all four shapes.
  public static var jsonString: TransformConformance<JSONStringTransform<ConformanceJSON.Metadata>>
  {
    TransformConformance(
      "JSONString",
      samples: [
        (.init(source: "web", retries: 2), #"{"retries":2,"source":"web"}"#),
        (.init(source: "Ωé \"東京\"", retries: -1), #"{"retries":-1,"source":"Ωé \"東京\""}"#),
      ],
      invalidInputs: [
        InvalidInput(
          "not json", .dataCorrupted,
          messageContains: "'not json' is not the JSON of a Metadata"),
        InvalidInput(
          #"{"source": 1, "retries": 2}"#, .dataCorrupted, messageContains: "(at source)"),
        InvalidInput("{}", .dataCorrupted, messageContains: "'{}' is not the JSON of a Metadata"),
        InvalidInput("", .dataCorrupted),
        InvalidInput(42, .typeMismatch),
        InvalidInput(["source": "web", "retries": 2], .typeMismatch),
      ],
      generate: { random in
        .init(source: random.unicodeString(), retries: random.edgeBiasedInteger())
      })
  }
}

/// The value of the kit's `@JSONString` suite.
public enum ConformanceJSON {
  /// A small `Codable` struct.
  public struct Metadata: Codable, Hashable, Sendable, TransformShape {
    /// A string.
    public var source: String
    /// An integer.
    public var retries: Int

    /// Creates the value.
    ///
    /// - Parameters:
    ///   - source: A string.
    ///   - retries: An integer.
    public init(source: String, retries: Int) {
      self.source = source
      self.retries = retries
    }
  }
}

extension LibraryConformance {
  /// `PickFirstTransform` of an RFC 3339 string and seconds since 1970, in all four shapes.
  ///
  /// Samples are the primary format, which is what is written; numbers are recovered inputs with
  /// nothing to report, in the value and optional shapes.
  public static var pickFirst: [any ConformanceSuite] {
    let base = TransformConformance<
      PickFirstTransform<ISO8601DateTransform, SecondsSince1970Transform>
    >(
      "PickFirst<ISO8601Date, SecondsSince1970>",
      samples: [
        (Date(timeIntervalSince1970: 1_732_181_400), "2024-11-21T09:30:00Z"),
        (Date(timeIntervalSince1970: 0.25), "1970-01-01T00:00:00.250Z"),
      ],
      invalidInputs: [
        InvalidInput(
          "garbage", .dataCorrupted,
          messageContains: "Neither format matched: 'garbage' is not an RFC 3339 date-time"),
        InvalidInput(
          1e300, .dataCorrupted,
          messageContains: "'1e+300' is not a number of seconds since 1970"),
        InvalidInput(true, .typeMismatch),
        InvalidInput(["2024-11-21T09:30:00Z"], .typeMismatch),
      ],
      generate: { random in
        Date(
          timeIntervalSince1970: Double(
            Int64.random(in: -1_000_000_000_000...4_000_000_000_000, using: &random)) / 1000)
      })
    var value = base.value
    var optional = base.optional
    for (wire, date) in [
      (WireValue.integer(1_732_181_400), Date(timeIntervalSince1970: 1_732_181_400)),
      (1_732_181_400.25, Date(timeIntervalSince1970: 1_732_181_400.25)),
    ] {
      value.recoveredInputs.append(RecoveredInput(wire, decodes: date, reporting: []))
      optional.recoveredInputs.append(RecoveredInput(wire, decodes: date, reporting: []))
    }
    return [value, optional, base.array, base.dictionary]
  }
}

extension LibraryConformance {
  /// `DecodeEncodeTransform`: a date read as seconds or an RFC 3339 string and written as the
  /// string, and an integer read losslessly (`42`, `"42"`, `42.0`) and written as a string; each
  /// in all four shapes.
  ///
  /// The other representations are recovered inputs: they decode, report nothing, and are
  /// written in the encoding transform's format.
  public static var decodeEncode: [any ConformanceSuite] {
    let dates = TransformConformance<
      DecodeEncodeTransform<
        PickFirstTransform<SecondsSince1970Transform, ISO8601DateTransform>, ISO8601DateTransform
      >
    >(
      "DecodeEncode<PickFirst<SecondsSince1970, ISO8601Date>, ISO8601Date>",
      samples: [
        (Date(timeIntervalSince1970: 1_732_181_400), "2024-11-21T09:30:00Z"),
        (Date(timeIntervalSince1970: -0.25), "1969-12-31T23:59:59.750Z"),
      ],
      invalidInputs: [
        InvalidInput(
          "garbage", .dataCorrupted,
          messageContains: "'garbage' is not an RFC 3339 date-time"),
        InvalidInput(
          1e300, .dataCorrupted, messageContains: "'1e+300' is not a number of seconds since 1970"),
        InvalidInput(true, .typeMismatch),
        InvalidInput([1_732_181_400], .typeMismatch),
      ],
      generate: { random in
        Date(
          timeIntervalSince1970: Double(
            Int64.random(in: -1_000_000_000_000...4_000_000_000_000, using: &random)) / 1000)
      })
    let integers = TransformConformance<
      DecodeEncodeTransform<LosslessValueTransform<Int>, StringCodedTransform<Int>>
    >(
      "DecodeEncode<LosslessValue<Int>, StringCoded<Int>>",
      samples: [(42, "42"), (-7, "-7"), (.max, "9223372036854775807")],
      invalidInputs: [
        InvalidInput("forty-two", .dataCorrupted, messageContains: "'forty-two' is not"),
        InvalidInput(42.5, .dataCorrupted, messageContains: "'42.5' is not"),
        InvalidInput([42], .typeMismatch),
        InvalidInput(["value": 42], .typeMismatch),
      ],
      generate: { random in random.edgeBiasedInteger() })
    var suites: [any ConformanceSuite] = []
    var date = dates.value
    var optionalDate = dates.optional
    for (wire, value) in [
      (WireValue.integer(1_732_181_400), Date(timeIntervalSince1970: 1_732_181_400)),
      (1_732_181_400.25, Date(timeIntervalSince1970: 1_732_181_400.25)),
    ] {
      date.recoveredInputs.append(RecoveredInput(wire, decodes: value, reporting: []))
      optionalDate.recoveredInputs.append(RecoveredInput(wire, decodes: value, reporting: []))
    }
    var integer = integers.value
    var optionalInteger = integers.optional
    for (wire, value) in [(WireValue.integer(42), 42), (42.0, 42), ("-7", -7)] {
      integer.recoveredInputs.append(RecoveredInput(wire, decodes: value, reporting: []))
      optionalInteger.recoveredInputs.append(RecoveredInput(wire, decodes: value, reporting: []))
    }
    suites += [date, optionalDate, dates.array, dates.dictionary]
    suites += [integer, optionalInteger, integers.array, integers.dictionary]
    return suites
  }
}
