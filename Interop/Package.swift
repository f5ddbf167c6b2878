// swift-tools-version:6.0
//
// The third-party coder matrix of swift-codable-transforms: a nested package, so that the library
// itself keeps no package dependencies.
//
// It runs the conformance kit — every suite of `LibraryConformance.all`, every check — with
// jpsim/Yams' `YAMLEncoder`/`YAMLDecoder` and CoreOffice/XMLCoder's `XMLEncoder`/`XMLDecoder`.
// What XMLCoder cannot represent is declared as a known limitation of its coder, with the reason,
// and recorded as a known issue — never skipped.
//
//   swift test   # from this directory; `.ci/run` runs it

import PackageDescription

let package = Package(
  name: "swift-codable-transforms-interop",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "swift-codable-transforms", path: ".."),
    .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
    .package(url: "https://github.com/CoreOffice/XMLCoder.git", exact: "0.18.2"),
  ],
  targets: [
    .target(
      name: "InteropCoders",
      dependencies: [
        .product(name: "CodableTransformsTesting", package: "swift-codable-transforms"),
        .product(name: "_CodableTransformsLibraryTesting", package: "swift-codable-transforms"),
        .product(name: "Yams", package: "Yams"),
        .product(name: "XMLCoder", package: "XMLCoder"),
      ]),
    .testTarget(
      name: "InteropTests",
      dependencies: [
        "InteropCoders",
        .product(name: "CodableTransforms", package: "swift-codable-transforms"),
        .product(name: "CodableTransformsTesting", package: "swift-codable-transforms"),
        .product(name: "_CodableTransformsLibraryTesting", package: "swift-codable-transforms"),
        .product(name: "XMLCoder", package: "XMLCoder"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
