import Foundation
import Testing

/// A wrapper module is one row of `wrapperModules` in `Package.swift`; everything else that must
/// name it is checked here, so that adding a module is that row, its folder, its suite and its
/// docs, and these tests say what is still missing.
@Suite("Every wrapper module is wired in")
struct ReliabilityCoverageTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func file(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The wrapper modules: the rows of `wrapperModules` in `Package.swift`.
  static func modules() throws -> [String] {
    let manifest = try file("Package.swift")
    guard let start = manifest.range(of: "let wrapperModules: [Library] = [\n"),
      let end = manifest.range(of: "\n]\n", range: start.upperBound..<manifest.endIndex)
    else { throw ManifestLayoutChanged() }
    let rows = manifest[start.upperBound..<end.lowerBound].split(separator: "Library(")
    return rows.compactMap { row in
      guard let open = row.range(of: "name: \""),
        let close = row[open.upperBound...].firstIndex(of: "\"")
      else { return nil }
      return String(row[open.upperBound..<close])
    }
  }

  struct ManifestLayoutChanged: Error {}

  @Test func theManifestListsTheWrapperModules() throws {
    let modules = try Self.modules()
    #expect(modules.count > 10)
    #expect(modules.contains("TimeZoneCoding") && modules.contains("PolymorphicCoding"))
  }

  /// `import CodableTransforms` brings every wrapper module.
  @Test func theUmbrellaReExportsEveryModule() throws {
    let umbrella = try Self.file("Sources/CodableTransforms/CodableTransforms.swift")
    for module in try Self.modules() {
      let isExported = umbrella.contains("@_exported import \(module)\n")
      #expect(
        isExported,
        "add `@_exported import \(module)` to Sources/CodableTransforms/CodableTransforms.swift")
    }
  }

  /// The libFuzzer harnesses decode one model per family of wrappers
  /// (`Fuzzing/Sources/FuzzingModel/Families/`); each module has a wrapper in one of them, under
  /// a `// <Module>` comment.
  @Test func theFuzzingModelsUseEveryModule() throws {
    let folder = "Fuzzing/Sources/FuzzingModel/Families"
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent(folder).path
    ).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 1)
    let lines = try files.flatMap { try Self.file("\(folder)/\($0)").components(separatedBy: "\n") }
    for module in try Self.modules() {
      let isUsed = Self.declaresProperty(under: module, in: lines)
      #expect(
        isUsed,
        "no fuzzing model has a wrapper of \(module): add one under `// \(module)` to a family model in \(folder)"
      )
    }
  }

  @Test func aModuleCommentWithoutAPropertyDoesNotCount() {
    let model = [
      "  // URLCoding", "  @URLString var url: URL? = nil", "  // DateCoding (dates)",
      "  // and durations", "  @SecondsSince1970 var seconds: Date? = nil", "  // LossyCoding", "}",
    ]
    #expect(Self.declaresProperty(under: "URLCoding", in: model))
    #expect(Self.declaresProperty(under: "DateCoding", in: model))
    #expect(!Self.declaresProperty(under: "LossyCoding", in: model))
    #expect(!Self.declaresProperty(under: "URL", in: model))
  }

  /// Whether a `// <Module>` comment line (which may go on, after a space) is followed, after
  /// any further comment lines, by a property declaration.
  static func declaresProperty(under module: String, in lines: [String]) -> Bool {
    let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    return trimmed.indices.contains { index in
      guard trimmed[index] == "// \(module)" || trimmed[index].hasPrefix("// \(module) ") else {
        return false
      }
      let next = trimmed[(index + 1)...].first { !$0.hasPrefix("//") }
      return next?.contains("var ") == true
    }
  }

  /// Each module has its guide, a link to it in the README's module table and in the umbrella's
  /// documentation page, a documentation target in `.spi.yml`, and a line in the changelog.
  @Test func everyModuleIsDocumented() throws {
    let readme = try Self.file("README.md")
    let umbrellaPage = try Self.file(
      "Sources/CodableTransforms/CodableTransforms.docc/CodableTransforms.md")
    let changelog = try Self.file("CHANGELOG.md")
    let packageIndex = try Self.file(".spi.yml")
    for module in try Self.modules() {
      let guide = "Sources/\(module)/\(module).docc/\(module).md"
      #expect(
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(guide).path),
        "\(module) has no guide at \(guide)")
      let hasRow = readme.contains("[`\(module)`](Sources/\(module)/\(module).docc/\(module).md)")
      #expect(hasRow, "the README's module table has no row for \(module)")
      let isOnUmbrellaPage = umbrellaPage.contains("| `\(module)` |")
      #expect(
        isOnUmbrellaPage, "CodableTransforms.docc/CodableTransforms.md has no row for \(module)")
      let hasDocumentation = packageIndex.contains("        - \(module)\n")
      #expect(hasDocumentation, ".spi.yml does not list \(module) as a documentation target")
      let isInChangelog = changelog.contains(module)
      #expect(isInChangelog, "CHANGELOG.md does not mention \(module)")
    }
  }
}
