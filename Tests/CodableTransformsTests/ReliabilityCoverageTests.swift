import Foundation
import Testing

/// The reliability tooling must cover every module: when a module lands, these fail until the
/// fuzzing model uses its wrappers.
@Suite("Reliability tooling covers every module")
struct ReliabilityCoverageTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The wrapper modules the umbrella re-exports.
  static func modules() throws -> [String] {
    let umbrella = try String(
      contentsOf: root.appendingPathComponent("Sources/CodableTransforms/CodableTransforms.swift"),
      encoding: .utf8)
    return umbrella.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("@_exported import ") else { return nil }
      let module = String(line.dropFirst("@_exported import ".count))
      return module == "CodableTransformsCore" ? nil : module
    }
  }

  /// The libFuzzer harnesses' model (`Fuzzing/Sources/FuzzingModel/FuzzModel.swift`) names each
  /// module in a comment above its wrappers.
  @Test func theFuzzingModelUsesEveryModule() throws {
    let modules = try Self.modules()
    #expect(modules.count > 5)
    let model = try String(
      contentsOf: Self.root.appendingPathComponent("Fuzzing/Sources/FuzzingModel/FuzzModel.swift"),
      encoding: .utf8)
    for module in modules {
      #expect(
        model.contains("// \(module)") || model.contains(", \(module)"),
        "FuzzModel has no wrapper of \(module)")
    }
  }
}
