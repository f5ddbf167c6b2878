import CodableTransforms
import Foundation

/// One libFuzzer harness: a coder and the model it decodes, with the harness's check, seed
/// inputs and dictionary.
///
/// Each family has two, its model read from JSON (`DatesJSON`) and from snapshot trees
/// (`DatesSnapshot`); `FirestoreREST` reads Firestore REST documents into the model of the family
/// their collection is named after. The fuzzing executable runs the harness named by
/// `FUZZ_HARNESS`:
///
/// ```swift
/// let harness = FuzzHarness.named("DatesJSON")
/// harness?.check(Data("{\"seconds\": 1e400}".utf8))  // nil: rejected with a DecodingError
/// ```
public struct FuzzHarness: Sendable {
  /// The harness's name: its family's and its coder's (`DatesJSON`), or `FirestoreREST`.
  public let name: String
  /// Checks one input: `nil` when it is decoded to a value that survives a round trip, or
  /// rejected with a `DecodingError`; otherwise what went wrong.
  public let check: @Sendable (Data) -> String?
  /// Decodes an input in the harness's first configuration, so that two inputs can be compared
  /// by what they decode to.
  public let decode: @Sendable (Data) throws -> AnyHashable
  private let makeSeeds: @Sendable () -> [FuzzSeed]
  private let makeDictionary: @Sendable () -> String

  /// The seed inputs, generated from the family models' samples.
  public var seeds: [FuzzSeed] { makeSeeds() }

  /// The libFuzzer dictionary (`-dict=`): the keys and strings the model's samples encode to.
  public var dictionary: String { makeDictionary() }

  /// Every harness: two per family, then the Firestore REST documents.
  public static let all: [FuzzHarness] = FuzzFamily.all.flatMap(\.harnesses) + [firestoreREST]

  /// The harness of that name.
  ///
  /// - Parameter name: A harness's name.
  /// - Returns: The harness, or `nil` when none has the name.
  public static func named(_ name: String) -> FuzzHarness? {
    all.first { $0.name == name }
  }

  static func json<Model: FuzzFamilyModel>(_ family: String, _: Model.Type) -> FuzzHarness {
    FuzzHarness(
      name: "\(family)JSON",
      check: { FuzzChecks.json($0, as: Model.self) },
      decode: { AnyHashable(try FuzzChecks.jsonCoders[0].decoder.decode(Model.self, from: $0)) },
      makeSeeds: { SeedCorpus.json(Model.self) },
      makeDictionary: { SeedCorpus.dictionary(quoting: SeedCorpus.json(Model.self)) })
  }

  static func snapshot<Model: FuzzFamilyModel>(_ family: String, _: Model.Type) -> FuzzHarness {
    let trees = SnapshotTreeBytes(knownStrings: SeedCorpus.snapshotStrings(Model.self))
    return FuzzHarness(
      name: "\(family)Snapshot",
      check: { FuzzChecks.snapshot(trees.tree(from: $0), as: Model.self) },
      decode: {
        AnyHashable(
          try FuzzChecks.snapshotCoders[0].decoder.decode(Model.self, from: trees.tree(from: $0)))
      },
      makeSeeds: { SeedCorpus.snapshot(Model.self) },
      makeDictionary: { SeedCorpus.dictionary(snapshotStrings: trees.knownStrings) })
  }

  static let firestoreREST = FuzzHarness(
    name: "FirestoreREST",
    check: FuzzChecks.rest,
    decode: { AnyHashable(try FuzzChecks.restDecoder.decode(FamilyDocument.self, from: $0)) },
    makeSeeds: SeedCorpus.rest,
    makeDictionary: {
      SeedCorpus.dictionary(quoting: SeedCorpus.rest(), adding: FamilyDocument.valueKinds)
    })
}

/// A seed input of a harness.
public struct FuzzSeed {
  /// The file name in the harness's corpus folder.
  public let name: String
  /// The input.
  public let bytes: Data
  /// What the harness's ``FuzzHarness/decode`` gives for it, when that is a family's sample.
  public let sample: AnyHashable?

  init(_ name: String, _ bytes: Data, sample: AnyHashable? = nil) {
    self.name = name
    self.bytes = bytes
    self.sample = sample
  }
}
