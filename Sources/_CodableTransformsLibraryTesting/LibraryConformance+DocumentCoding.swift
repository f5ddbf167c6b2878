public import CodableTransformsTesting
import DateCoding
public import DocumentCoding
import FirebaseContract
import FirestoreRESTCoding
import Foundation
import SnapshotCoding

extension DocumentID: ConformanceTestable {}
extension ExplicitNull: ConformanceTestable {}
extension ServerTimestamp: ConformanceTestable {}

extension DatabaseServerTimestamp: ConformanceTestable {}

extension LibraryConformance {
  /// Every suite of `DocumentCoding`.
  public static var documentCoding: [any ConformanceSuite] {
    documentID + documentReference + serverTimestamp + [databaseServerTimestamp] + explicitNull
  }

  /// `@DocumentID` holding a document reference — the REST coder's `FirestoreRESTReference` and
  /// the Firebase SDK's `DocumentReference` (its stand-in) — run with the reference in the
  /// decoder's `userInfo[.firestoreDocumentReference]`, as `FirestoreRESTDecoder` and
  /// `Firestore.Decoder` put it.
  ///
  /// The reference is never written, and decoding gives the decoder's reference whatever the
  /// field holds — missing, `null`, a string, a number — so every value comes back as the
  /// decoder's reference.
  public static var documentReference: [any ConformanceSuite] {
    let restReference = ConformanceReferences.rest
    let sdkReference = ConformanceReferences.sdk
    let ignoredFields: [WireValue] = ["reviews/other", 42, ["a": "b"], ""]
    return [
      WrapperConformance<DocumentID<FirestoreRESTReference>>(
        "DocumentID<FirestoreRESTReference>", shape: .optional,
        samples: [.init(restReference, nil), .init(nil, nil)],
        missingKey: .decodes(restReference), null: .decodes(restReference), invalidInputs: [],
        recoveredInputs: ignoredFields.map {
          RecoveredInput($0, decodes: restReference, reporting: [])
        },
        decodedFromEncoded: .decodes(restReference),
        generate: { random in
          random.chance(0.3)
            ? nil
            : ConformanceReferences.rest(
              path: "reviews/r\(random.edgeBiasedInteger(UInt16.self))")
        }
      ).withUserInfo([.firestoreDocumentReference: restReference]),
      WrapperConformance<DocumentID<FirebaseStandIns.DocumentReference>>(
        "DocumentID<DocumentReference> (SDK stand-in)", shape: .optional,
        samples: [.init(sdkReference, nil), .init(nil, nil)],
        missingKey: .decodes(sdkReference), null: .decodes(sdkReference), invalidInputs: [],
        recoveredInputs: ignoredFields.map {
          RecoveredInput($0, decodes: sdkReference, reporting: [])
        },
        decodedFromEncoded: .decodes(sdkReference),
        generate: { random in
          random.chance(0.3)
            ? nil
            : FirebaseStandIns.DocumentReference(
              path: "reviews/r\(random.edgeBiasedInteger(UInt16.self))")
        }
      ).withUserInfo([.firestoreDocumentReference: sdkReference]),
    ]
  }

  /// `@DocumentID` with `String` and `UUID` identifiers, run with `userInfo[.encodesDocumentID]`
  /// set to `true` so that the identifier is written and can round-trip.
  ///
  /// Without that key the identifier is never written (it is not part of the document), so no
  /// round trip could pass; that behaviour, and `userInfo[.documentID]`, are tested directly in
  /// `DocumentCodingTests`. Decoding here reads the field, as a decoder without
  /// `userInfo[.documentID]` does.
  public static var documentID: [any ConformanceSuite] {
    let typeMismatches = [
      InvalidInput(42, .typeMismatch), InvalidInput(true, .typeMismatch),
      InvalidInput(["0GlBR7JFa5KzCv1oQ6wB"], .typeMismatch),
      InvalidInput(["id": "0GlBR7JFa5KzCv1oQ6wB"], .typeMismatch),
    ]
    return [
      WrapperConformance<DocumentID<String>>(
        "DocumentID<String>", shape: .optional,
        samples: [
          .init("0GlBR7JFa5KzCv1oQ6wB", "0GlBR7JFa5KzCv1oQ6wB"),
          .init("-Nx1AbCdEfGhIjKlMnOp", "-Nx1AbCdEfGhIjKlMnOp"),
          .init("Ω 東京 👩🏽‍💻", "Ω 東京 👩🏽‍💻"), .init("", ""), .init(nil, nil),
        ],
        missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: typeMismatches,
        generate: { random in random.chance(0.2) ? nil : random.unicodeString() }
      ).withUserInfo([.encodesDocumentID: true]),
      WrapperConformance<DocumentID<UUID>>(
        "DocumentID<UUID>", shape: .optional,
        samples: [
          .init(
            uuid("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
          .init(
            uuid("00000000-0000-0000-0000-000000000000"), "00000000-0000-0000-0000-000000000000"),
          .init(nil, nil),
        ],
        missingKey: .decodes(nil), null: .decodes(nil),
        invalidInputs: typeMismatches + [
          InvalidInput(
            "not-a-uuid", .dataCorrupted,
            messageContains: "'not-a-uuid' is not a valid UUID document ID"),
          InvalidInput("", .dataCorrupted, messageContains: "'' is not a valid UUID"),
        ],
        generate: { random in
          random.chance(0.2)
            ? nil
            : UUID(
              uuid: (
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random)
              ))
        }
      ).withUserInfo([.encodesDocumentID: true]),
    ]
  }

  /// `@DatabaseServerTimestamp`: whole milliseconds since 1970 in every coder, and the Realtime
  /// Database's placeholder for `nil`.
  public static var databaseServerTimestamp: any ConformanceSuite {
    @Sendable func date(_ milliseconds: Int64) -> Date {
      Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
    return WrapperConformance<DatabaseServerTimestamp>(
      "DatabaseServerTimestamp", shape: .optional,
      samples: [
        .init(date(1_732_181_400_250), 1_732_181_400_250), .init(date(0), 0),
        .init(date(-1), -1), .init(date(-62_135_596_800_000), -62_135_596_800_000),
        .init(date(253_402_300_799_999), 253_402_300_799_999),
        .init(nil, [".sv": "timestamp"]),
      ],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [
        InvalidInput("2024-11-21T09:30:00Z", .typeMismatch),
        InvalidInput(
          9_000_000_000_000_000, .dataCorrupted, messageContains: "'9000000000000000'"),
        InvalidInput(["seconds": 1], .typeMismatch),
      ],
      generate: { random in
        random.chance(0.1)
          ? nil
          : date(Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &random))
      })
  }

  /// `@ServerTimestamp` holding a `Timestamp`, whose wire value is the same in every coder.
  ///
  /// The samples are not `nil`: a `nil` server timestamp is left out by Foundation's coders and
  /// written as the placeholder by `SnapshotEncoder`. The second suite checks the placeholder
  /// with the snapshot coders only, and runs with no other coder. A `Date` is written through each
  /// coder's own date strategy, so its wire value differs from coder to coder; it is tested
  /// directly in `DocumentCodingTests`.
  public static var serverTimestamp: [any ConformanceSuite] {
    let earliest = Timestamp(seconds: -62_135_596_800, nanoseconds: 0)
    let samples: [ConformanceSample<Timestamp?>] = [
      .init(
        Timestamp(seconds: 1_732_181_400, nanoseconds: 0),
        ["seconds": 1_732_181_400, "nanoseconds": 0]),
      .init(
        Timestamp(seconds: 1_732_181_400, nanoseconds: 999_999_999),
        ["seconds": 1_732_181_400, "nanoseconds": 999_999_999]),
      .init(earliest, ["seconds": -62_135_596_800, "nanoseconds": 0]),
    ]
    let invalidInputs = [
      InvalidInput("2024-11-21T09:30:00Z", .typeMismatch),
      InvalidInput(1_732_181_400, .typeMismatch),
      InvalidInput(
        ["seconds": 1, "nanoseconds": 1_000_000_000], .dataCorrupted, at: ["nanoseconds"],
        messageContains: "'1000000000'"),
      InvalidInput(["seconds": 1.5, "nanoseconds": 0], .dataCorrupted, at: ["seconds"]),
      InvalidInput(["nanoseconds": 0], .keyNotFound, at: ["seconds"]),
    ]
    let generate: @Sendable (inout SeededRandomNumberGenerator) -> Timestamp? = { random in
      Timestamp(
        seconds: Int64.random(in: -62_135_596_800...253_402_300_799, using: &random),
        nanoseconds: Int32.random(in: 0..<1_000_000_000, using: &random))
    }
    let everyCoder = WrapperConformance<ServerTimestamp<Timestamp>>(
      "ServerTimestamp<Timestamp>", shape: .optional, samples: samples,
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: invalidInputs,
      generate: generate)
    let placeholder = WrapperConformance<ServerTimestamp<Timestamp>>(
      "ServerTimestamp<Timestamp> (Realtime Database placeholder)", shape: .optional,
      samples: samples + [.init(nil, [".sv": "timestamp"])],
      missingKey: .decodes(nil), null: .decodes(nil), invalidInputs: invalidInputs,
      generate: { random in random.chance(0.25) ? nil : generate(&random) })
    return [
      everyCoder,
      CodersWithTheRealtimeDatabasePlaceholder(base: placeholder),
      serverTimestampOfOwnType,
    ]
  }

  /// `@ServerTimestamp` holding a type of the user's, through `ServerTimestampRepresentable`:
  /// written as its `Timestamp` in every coder; a timestamp the type refuses is `dataCorrupted`
  /// at the property with the type's message.
  private static var serverTimestampOfOwnType:
    WrapperConformance<ServerTimestamp<ConformanceInstant>>
  {
    WrapperConformance(
      "ServerTimestamp<Instant>", shape: .optional,
      samples: [
        .init(
          ConformanceInstant(nanosecondsSince1970: 1_732_181_400_250_000_000),
          ["seconds": 1_732_181_400, "nanoseconds": 250_000_000]),
        .init(
          ConformanceInstant(nanosecondsSince1970: -1),
          ["seconds": -1, "nanoseconds": 999_999_999]),
        .init(ConformanceInstant(nanosecondsSince1970: 0), ["seconds": 0, "nanoseconds": 0]),
      ],
      missingKey: .decodes(nil), null: .decodes(nil),
      invalidInputs: [
        InvalidInput(
          ["seconds": 253_402_300_799, "nanoseconds": 0], .dataCorrupted,
          messageContains: "is not a time an Instant holds (1677–2262)"),
        InvalidInput(
          ["seconds": 1, "nanoseconds": 1_000_000_000], .dataCorrupted, at: ["nanoseconds"]),
        InvalidInput("2024-11-21T09:30:00Z", .typeMismatch),
        InvalidInput(1_732_181_400, .typeMismatch),
      ],
      generate: { random in
        random.chance(0.1)
          ? nil : ConformanceInstant(nanosecondsSince1970: random.edgeBiasedInteger())
      })
  }

  /// `@ExplicitNull` on a string, an integer and an array: `nil` is written as `null` (a
  /// property list's `"$null"`), and a missing key or `null` decodes as `nil`.
  public static var explicitNull: [any ConformanceSuite] {
    [
      WrapperConformance<ExplicitNull<String>>(
        "ExplicitNull<String>", shape: .optional,
        samples: [.init("Ada", "Ada"), .init("", ""), .init("null", "null"), .init(nil, .null)],
        missingKey: .decodes(nil), null: .decodes(nil),
        invalidInputs: [
          InvalidInput(42, .typeMismatch), InvalidInput(false, .typeMismatch),
          InvalidInput(["Ada"], .typeMismatch), InvalidInput(["name": "Ada"], .typeMismatch),
        ],
        generate: { random in random.chance(0.25) ? nil : random.unicodeString() }),
      WrapperConformance<ExplicitNull<Int>>(
        "ExplicitNull<Int>", shape: .optional,
        samples: [
          .init(0, 0), .init(-42, -42), .init(Int.max, .integer(Int64(Int.max))), .init(nil, .null),
        ],
        missingKey: .decodes(nil), null: .decodes(nil),
        invalidInputs: [
          InvalidInput("1", .typeMismatch), InvalidInput(true, .typeMismatch),
          InvalidInput([1], .typeMismatch),
        ],
        generate: { random in random.chance(0.25) ? nil : random.edgeBiasedInteger(Int.self) }),
      WrapperConformance<ExplicitNull<[String]>>(
        "ExplicitNull<[String]>", shape: .optional,
        samples: [.init([], []), .init(["a", "b"], ["a", "b"]), .init(nil, .null)],
        missingKey: .decodes(nil), null: .decodes(nil),
        invalidInputs: [
          InvalidInput("a", .typeMismatch), InvalidInput(["a", 1], .typeMismatch, at: [1]),
          InvalidInput(["a": "b"], .typeMismatch),
        ],
        generate: { random in
          random.chance(0.25)
            ? nil : (0..<Int.random(in: 0...4, using: &random)).map { _ in random.unicodeString() }
        }),
    ]
  }

  /// A suite run only with the snapshot coders that write and read the Realtime Database's
  /// server-timestamp placeholder.
  private struct CodersWithTheRealtimeDatabasePlaceholder: ConformanceSuite {
    let base: any ConformanceSuite

    func cases(coders: [any ConformanceCoder]) -> [ConformanceCase] {
      base.cases(
        coders: coders.filter { coder in
          guard let snapshot = coder as? SnapshotConformanceCoder,
            let encoding = snapshot.encoder.serverTimestampPlaceholder,
            let decoding = snapshot.decoder.serverTimestampPlaceholder
          else { return false }
          let marker: [String: Any] = [".sv": "timestamp"]
          return encoding.matches(marker) && decoding.matches(marker)
        })
    }
  }

  private static func uuid(_ string: String) -> UUID {
    guard let uuid = UUID(uuidString: string) else {
      preconditionFailure("The sample UUID \(string) does not parse")
    }
    return uuid
  }
}

extension DoubleOptional: ConformanceTestable {}

extension LibraryConformance {
  /// `@DoubleOptional` on a `String` and an `Int`: a missing key, `null` and a value decode as
  /// `nil`, `.some(nil)` and the value, and are written back as no key, `null` and the value.
  public static var doubleOptional: [any ConformanceSuite] {
    [doubleOptionalString, doubleOptionalInt]
  }

  private static var doubleOptionalString: WrapperConformance<DoubleOptional<String>> {
    WrapperConformance(
      "DoubleOptional<String>",
      samples: [
        ConformanceSample(.some("Ada"), "Ada"), ConformanceSample(.some(nil), .null),
        ConformanceSample(nil, nil), ConformanceSample(.some(""), ""),
      ],
      missingKey: .decodes(nil), null: .decodes(.some(nil)),
      invalidInputs: [InvalidInput(42, .typeMismatch), InvalidInput(["Ada"], .typeMismatch)],
      generate: { random in
        switch Int.random(in: 0..<4, using: &random) {
        case 0: nil
        case 1: .some(nil)
        default: .some(random.unicodeString())
        }
      })
  }

  private static var doubleOptionalInt: WrapperConformance<DoubleOptional<Int>> {
    WrapperConformance(
      "DoubleOptional<Int>",
      samples: [
        ConformanceSample(.some(42), 42), ConformanceSample(.some(nil), .null),
        ConformanceSample(nil, nil),
      ],
      missingKey: .decodes(nil), null: .decodes(.some(nil)),
      invalidInputs: [InvalidInput("42", .typeMismatch), InvalidInput(2.5, .dataCorrupted)],
      generate: { random in random.chance(0.3) ? .some(nil) : .some(random.edgeBiasedInteger()) })
  }
}

/// A time type of a user's own, for the `@ServerTimestamp` suite: nanoseconds since 1970 in an
/// `Int64`, converted to and from `Timestamp`, refusing the timestamps it cannot hold.
struct ConformanceInstant: Hashable, Sendable, ServerTimestampRepresentable {
  var nanosecondsSince1970: Int64

  init(nanosecondsSince1970: Int64) {
    self.nanosecondsSince1970 = nanosecondsSince1970
  }

  init(serverTimestamp: Timestamp) throws {
    // A time before 1970 is counted from the second after it, so that Int64.min itself fits.
    let seconds = serverTimestamp.seconds
    let nanoseconds = Int64(serverTimestamp.nanoseconds)
    let (scaled, overflow) = (seconds < 0 ? seconds + 1 : seconds).multipliedReportingOverflow(
      by: 1_000_000_000)
    let (total, carry) =
      seconds < 0
      ? scaled.subtractingReportingOverflow(1_000_000_000 - nanoseconds)
      : scaled.addingReportingOverflow(nanoseconds)
    guard !overflow, !carry else {
      throw TransformError(
        rejecting: serverTimestamp, expected: "a time an Instant holds (1677–2262)")
    }
    nanosecondsSince1970 = total
  }

  func serverTimestamp() -> Timestamp {
    let (seconds, nanoseconds) = nanosecondsSince1970.quotientAndRemainder(
      dividingBy: 1_000_000_000)
    return nanoseconds < 0
      ? Timestamp(seconds: seconds - 1, nanoseconds: Int32(nanoseconds + 1_000_000_000))
      : Timestamp(seconds: seconds, nanoseconds: Int32(nanoseconds))
  }
}

/// The references the kit's reference suites put in the decoders' `userInfo`.
enum ConformanceReferences {
  /// `projects/p/databases/(default)/documents/reviews/r1`.
  static let rest = rest(path: "reviews/r1")

  /// A reference in project `p`'s default database; every path the kit passes parses.
  static func rest(path: String) -> FirestoreRESTReference {
    do {
      return try FirestoreRESTReference(projectID: "p", path: path)
    } catch {
      preconditionFailure("The sample document path \(path) does not parse: \(error)")
    }
  }

  /// `reviews/r1`, as the SDK's `DocumentReference`.
  static let sdk = FirebaseStandIns.DocumentReference(path: "reviews/r1")
}
