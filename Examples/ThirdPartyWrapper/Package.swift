// swift-tools-version:6.0
//
// A third-party wrapper tested with the public conformance kit: the README's `Uppercase`, in a
// package that depends on `CodableTransformsCore` and `CodableTransformsTesting` only — no module
// of the catalogue is compiled. `.ci/run` runs `swift test` here and checks that no catalogue
// module was built.

import PackageDescription

let package = Package(
  name: "third-party-wrapper",
  // swift-codable-transforms' minimums: the conformance kit needs nothing newer.
  platforms: [.macOS(.v10_15), .iOS(.v15), .tvOS(.v15), .watchOS(.v7), .visionOS(.v1)],
  dependencies: [.package(name: "swift-codable-transforms", path: "../..")],
  targets: [
    .target(
      name: "UppercaseWrapper",
      dependencies: [
        .product(name: "CodableTransformsCore", package: "swift-codable-transforms")
      ]),
    .testTarget(
      name: "UppercaseWrapperTests",
      dependencies: [
        "UppercaseWrapper",
        .product(name: "CodableTransformsTesting", package: "swift-codable-transforms"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
