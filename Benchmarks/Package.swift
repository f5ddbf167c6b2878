// swift-tools-version:6.1
//
// The benchmarks of swift-codable-transforms: a nested package, so that the library itself keeps
// no package dependencies.
//
// - `Benchmarks/<Module>Benchmarks/<Module>Benchmarks.swift`: package-benchmark suites, one per
//   library module:
//   `swift package --disable-sandbox benchmark` (or `--target DateCodingBenchmarks`).
// - `ratio-report`: every wrapper against its hand-written baseline, interleaved in one process,
//   one line per case with its target; exits non-zero when a case misses it:
//   `swift run -c release ratio-report`.
// - `BenchmarkCases`: the models, fixtures and baselines both of them run.
// - `Size/`: app-like executables for the size report (`Size/size-report.py`): the same models
//   plain, hand-written and with the library's wrappers (`Size<Variant>`), and one program per
//   module that uses a single one of its wrappers (`SizeOne<Module>`).

import PackageDescription

/// One suite per library module, named after it: `DateCodingBenchmarks` measures `DateCoding`.
let suites = [
  "TimeZoneCoding", "URLCoding", "ColorCoding", "GeoPointCoding", "DateCoding", "LosslessCoding",
  "DataCoding", "LossyCoding", "DefaultCoding", "DocumentCoding", "SnapshotCoding", "EnumCoding",
  "OmitCoding", "CollectionCoding", "PolymorphicCoding", "FirestoreRESTCoding",
]

/// The size report's apps: the same models written plainly, by hand and with the library.
let sizeApps: [(variant: String, products: [String])] = [
  ("Plain", []),
  ("HandWritten", []),
  // The products an app picks for these models: à la carte, not the umbrella.
  ("Library", ["DateCoding", "DefaultCoding", "LosslessCoding", "LossyCoding"]),
]

/// The size report's one-wrapper programs: `Plain`, then one per module (the umbrella last).
let sizeOneWrapper = ["Plain"] + suites + ["CodableTransforms"]

let package = Package(
  name: "swift-codable-transforms-benchmarks",
  platforms: [.macOS(.v13)],
  products: [.executable(name: "ratio-report", targets: ["RatioReport"])],
  dependencies: [
    .package(name: "swift-codable-transforms", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark.git", exact: "1.38.1",
      traits: ["MallocInterposer"]),
    // The allocation counter package-benchmark uses, read directly by `ratio-report`.
    .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "BenchmarkCases",
      dependencies: [.product(name: "CodableTransforms", package: "swift-codable-transforms")]),
    .target(
      name: "SuiteSupport",
      dependencies: ["BenchmarkCases", .product(name: "Benchmark", package: "package-benchmark")]),
    .executableTarget(
      name: "RatioReport",
      dependencies: [
        "BenchmarkCases",
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ]),
  ]
    + suites.map { module in
      .executableTarget(
        name: "\(module)Benchmarks",
        dependencies: ["SuiteSupport", .product(name: "Benchmark", package: "package-benchmark")],
        path: "Benchmarks/\(module)Benchmarks",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")])
    }
    + [.target(name: "SizeSupport", path: "Size/Support")]
    + sizeApps.map { app in
      .executableTarget(
        name: "Size\(app.variant)",
        dependencies: ["SizeSupport"]
          + app.products.map { .product(name: $0, package: "swift-codable-transforms") },
        path: "Size/Apps/\(app.variant)")
    }
    + sizeOneWrapper.map { module in
      .executableTarget(
        name: "SizeOne\(module)",
        dependencies: ["SizeSupport"]
          + (module == "Plain"
            ? [] : [.product(name: module, package: "swift-codable-transforms")]),
        path: "Size/OneWrapper/\(module)")
    },
  swiftLanguageModes: [.v6]
)
