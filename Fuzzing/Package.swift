// swift-tools-version:6.0
//
// The libFuzzer harnesses of swift-codable-transforms: a nested package, so that the library
// itself stays free of fuzzing code.
//
// - `FuzzJSON`: arbitrary bytes decoded as JSON, and as a Firestore REST document, into a model
//   that uses every wrapper.
// - `FuzzSnapshot`: arbitrary bytes turned into a snapshot tree for `SnapshotDecoder`.
// - `FuzzingModel`: the model and the checks both run: a decoded value must encode, and decode
//   back to an equal value; a failure must be a `DecodingError`.
//
// Build a harness for libFuzzer (Linux) and run it on the committed corpus:
//
//   swift build -c release --sanitize fuzzer -Xswiftc -DFUZZING --product FuzzJSON
//   .build/release/FuzzJSON -max_total_time=60 Corpus/JSON
//
// `Scripts/fuzz.sh` does both, for longer. Without `-DFUZZING`, each harness is a plain
// executable that replays the files it is given (`swift run FuzzJSON Corpus/JSON/*`), and
// `swift test` replays the whole corpus.

import PackageDescription

let package = Package(
  name: "swift-codable-transforms-fuzzing",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "swift-codable-transforms", path: "..")],
  targets: [
    .target(
      name: "FuzzingModel",
      dependencies: [.product(name: "CodableTransforms", package: "swift-codable-transforms")]),
    .executableTarget(name: "FuzzJSON", dependencies: ["FuzzingModel"]),
    .executableTarget(name: "FuzzSnapshot", dependencies: ["FuzzingModel"]),
    .testTarget(
      name: "FuzzingModelTests",
      dependencies: [
        "FuzzingModel",
        .product(name: "CodableTransforms", package: "swift-codable-transforms"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
