import Foundation

/// The model of one family of wrappers: what the harnesses of that family decode.
///
/// A family model holds the wrappers of a few catalogue modules, each module's under a
/// `// <Module>` comment, in the shapes users write them. Nearly every property is optional,
/// lossy or defaulted, so that an input with only some of the keys still reaches the wrappers it
/// has; a family's non-optional placements are in a nested `Strict` struct, held as an optional.
///
/// Each property's initial value is its sample: `init()` is the value the seed corpus encodes.
/// Adding a wrapper to a family is therefore one line — its declaration with a sample value —
/// after which `swift run Fuzz --write-seeds Corpus` regenerates the seeds and dictionaries. A
/// property that decoding never reads (`@OmitDecoding`, `@Omitted`) starts at the value decoding
/// gives it.
///
/// ```swift
/// struct DatesModel: FuzzFamilyModel {
///   // DateCoding
///   @SecondsSince1970 var seconds: Date? = Date(timeIntervalSince1970: 1_732_181_400.25)
/// }
/// ```
public protocol FuzzFamilyModel: Codable, Hashable, Sendable {
  /// The model with every property at its sample value.
  init()
}

/// A family of wrappers, fuzzed on its own: one input exercises one family's model.
public struct FuzzFamily: Sendable {
  /// The family's name, which its harnesses and Firestore collection are named after.
  public let name: String
  /// The family's model.
  let model: any FuzzFamilyModel.Type
  /// The family's harnesses: its model decoded from JSON and from snapshot trees.
  let harnesses: [FuzzHarness]

  init<Model: FuzzFamilyModel>(_ name: String, _ model: Model.Type) {
    self.name = name
    self.model = model
    harnesses = [.json(name, Model.self), .snapshot(name, Model.self)]
  }

  /// Every family, each with its model in `Families/<name>.swift`.
  public static let all: [FuzzFamily] = [
    FuzzFamily("Values", ValuesModel.self),
    FuzzFamily("Dates", DatesModel.self),
    FuzzFamily("Scalars", ScalarsModel.self),
    FuzzFamily("Collections", CollectionsModel.self),
    FuzzFamily("Defaults", DefaultsModel.self),
    FuzzFamily("Documents", DocumentsModel.self),
    FuzzFamily("Variants", VariantsModel.self),
  ]
}
