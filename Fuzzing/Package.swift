// swift-tools-version:6.0
//
// The libFuzzer harnesses of swift-codable-transforms: a nested package, so that the library
// itself stays free of fuzzing code.
//
// - `FuzzingModel`: one model per family of wrappers (`Sources/FuzzingModel/Families/`), the
//   checks every harness runs (a decoded value must encode, and decode back to an equal value; a
//   failure must be a `DecodingError`), and the harnesses: each family's model read from JSON
//   (`DatesJSON`) and from snapshot trees (`DatesSnapshot`), and Firestore REST documents
//   (`FirestoreREST`) read into the model of the family their collection is named after. One
//   input exercises one model.
// - `Fuzz`: the one executable, which runs the harness named by `FUZZ_HARNESS`.
//
// Build the executable for libFuzzer (Linux) and run a harness on its committed corpus:
//
//   swift build -c release --sanitize fuzzer -Xswiftc -DFUZZING --product Fuzz
//   FUZZ_HARNESS=DatesJSON .build/release/Fuzz -runs=1000000 -dict=Corpus/DatesJSON.dict \
//     Corpus/DatesJSON
//
// `Scripts/fuzz.sh` builds once and runs every harness, two at a time, with a table of
// executions and coverage; CI runs each harness for 10^6 inputs within a time budget. Without
// `-DFUZZING`, `Fuzz` replays the files it is given (`swift run Fuzz DatesJSON Corpus/DatesJSON`),
// lists the harnesses (`--list`) and regenerates the seeds and dictionaries
// (`swift run Fuzz --write-seeds Corpus`); `swift test` replays every corpus.

import PackageDescription

let package = Package(
  name: "swift-codable-transforms-fuzzing",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "swift-codable-transforms", path: "..")],
  targets: [
    .target(
      name: "FuzzingModel",
      dependencies: [.product(name: "CodableTransforms", package: "swift-codable-transforms")]),
    .executableTarget(name: "Fuzz", dependencies: ["FuzzingModel"]),
    .testTarget(
      name: "FuzzingModelTests",
      dependencies: [
        "FuzzingModel",
        .product(name: "CodableTransforms", package: "swift-codable-transforms"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
