import CodableTransforms
import CodableTransformsTesting
import Foundation
import Testing
import _CodableTransformsLibraryTesting

// The comparison with other packages (CodableTransforms.docc/ComparedWithOtherPackages.md) names combinations of wrappers for some of their
// features. Each is checked here, with every coder, from `import CodableTransforms` alone.

enum RecipeStatus: String, Codable, Hashable, Sendable, UnknownCaseRepresentable {
  case active
  case unknown
  static var unknownCase: RecipeStatus { .unknown }
}

enum UnknownRecipeStatus: DefaultValueProvider {
  static var defaultValue: RecipeStatus { .unknown }
}

struct Recipes: Codable, Hashable, Sendable {
  /// BetterCodable's `@LosslessArray`.
  @Lossy<LosslessValue<Int>>.Array var sizes: [Int]
  /// BetterCodable's `@DefaultFalse`, which also reads `1` and `"true"`.
  @DefaultCoded<DefaultValues.False, LosslessValue<Bool>> var isPinned: Bool
  /// ResilientDecoding's `decodingFallback`, which also replaces a missing or invalid value.
  @DefaultCoded<UnknownRecipeStatus, UnknownCaseFallback<RecipeStatus>>.Lenient
  var status: RecipeStatus
  /// serde_with's `OneOrMany` with `#[serde(default)]`.
  @DefaultCoded<DefaultValues.EmptyArray<String>, OneOrMany<String>> var authors: [String]
  /// serde_with's `StringWithSeparator` with a default.
  @DefaultCoded<DefaultValues.EmptyArray<Int>, CommaSeparated<Int>> var ids: [Int]
  /// An empty value as a default.
  @Default<EmptyValue<Int>> var retries: Int
}

@Suite("README comparison recipes")
struct ComparisonRecipesTests {
  private func decode(_ members: [String: WireValue], with coder: any ConformanceCoder) throws
    -> (Recipes, RecoveryReport)
  {
    let report = RecoveryReport()
    let reporting = try #require(coder.adding(userInfo: [.recoveryReport: report]))
    let wire = WireValue.object(
      Dictionary(uniqueKeysWithValues: members.map { (coder.wireKey(for: $0.key), $0.value) }))
    return (try reporting.decode(Recipes.self, from: wire), report)
  }

  @Test(arguments: ConformanceCoders.all)
  func eachRecipeDecodesWhatThePeerDecodes(_ coder: any ConformanceCoder) throws {
    let (recipes, report) = try decode(
      [
        "sizes": [38, "39", "forty"], "isPinned": "true", "status": "archived",
        "authors": "Ada", "ids": "7,42",
      ], with: coder)
    #expect(recipes.sizes == [38, 39])
    #expect(recipes.isPinned)
    #expect(recipes.status == .unknown)
    #expect(recipes.authors == ["Ada"] && recipes.ids == [7, 42] && recipes.retries == 0)
    #expect(Set(report.entries.map(\.codingPathDescription)) == ["sizes[2]", "status"])
    #expect(report.entries.contains { $0.unknownRawValue?.rawValue as? String == "archived" })
  }

  @Test(arguments: ConformanceCoders.all)
  func missingAndInvalidValuesTakeTheDefaults(_ coder: any ConformanceCoder) throws {
    let (recipes, report) = try decode(["isPinned": 1, "status": 42], with: coder)
    #expect(recipes.sizes.isEmpty && recipes.isPinned && recipes.status == .unknown)
    #expect(recipes.authors.isEmpty && recipes.ids.isEmpty)
    #expect(report.entries.map(\.codingPathDescription) == ["status"])
    #expect(recipes.$status.errors.count == 1)
  }
}
