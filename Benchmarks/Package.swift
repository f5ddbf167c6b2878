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

import PackageDescription

/// One suite per library module, named after it: `DateCodingBenchmarks` measures `DateCoding`.
let suites = [
  "TimeZoneCoding", "URLCoding", "ColorCoding", "GeoPointCoding", "DateCoding", "LosslessCoding",
  "DataCoding", "LossyCoding", "DefaultCoding", "DocumentCoding", "SnapshotCoding", "EnumCoding",
  "OmitCoding", "CollectionCoding", "PolymorphicCoding", "FirestoreRESTCoding",
]

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
    },
  swiftLanguageModes: [.v6]
)
