// swift-tools-version:6.0
//
// Measures SnapshotDecoder against the JSON round trip (JSONSerialization + JSONDecoder) on the
// same tree, in one process, and prints the ratio. Run from this directory:
//
//   swift run -c release
//
// The Benchmarks package holds the package-benchmark suites; this is the quick, dependency-free
// check of the "SnapshotDecoder ≥ 3× faster" target.

import PackageDescription

let package = Package(
  name: "SnapshotDecoderRatio",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "swift-codable-transforms", path: "../..")],
  targets: [
    .executableTarget(
      name: "SnapshotDecoderRatio",
      dependencies: [.product(name: "SnapshotCoding", package: "swift-codable-transforms")])
  ],
  swiftLanguageModes: [.v6]
)
