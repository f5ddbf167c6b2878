// swift-tools-version:6.0
//
// swift-codable-transforms: small, composable Codable plugins.
//
// The manifest is derived from the `libraries` table below: adding a wrapper module is one row.
// Every library is its own product; the umbrella `CodableTransforms` re-exports the rows marked
// `inUmbrella`, and each row with `tests: true` gets a `<Name>Tests` target that can use the
// conformance kit. The root package has no package dependencies; benchmarks and third-party
// coder tests live in nested packages.

import PackageDescription

/// One library module of the package.
struct Library {
  /// The module and product name.
  var name: String
  /// Other modules of this package it depends on.
  var dependencies: [String] = [core]
  /// Whether the umbrella product re-exports it.
  var inUmbrella = true
  /// Whether it has a `<name>Tests` test target.
  var tests = true
}

let core = "CodableTransformsCore"
let firebaseContract = "FirebaseContract"
let kit = "CodableTransformsTesting"
let libraryTesting = "_CodableTransformsLibraryTesting"
let umbrella = "CodableTransforms"

/// The wrapper modules, one row each.
///
/// Each depends on the core and re-exports it.
let wrapperModules: [Library] = [
  // What Firestore's document wrappers, the coders that know documents and the Firebase SDK's
  // types agree on (the `userInfo` keys, document identifiers, the SDK's native types): below
  // all of them, so that none depends on another, and out of the core, which every wrapper
  // compiles.
  Library(name: firebaseContract, tests: false),
  Library(name: "TimeZoneCoding"),
  Library(name: "URLCoding"),
  Library(name: "ColorCoding"),
  // `Timestamp` and `GeoPoint` become the Firebase SDK's own types in its coders.
  Library(name: "GeoPointCoding", dependencies: [core, firebaseContract]),
  Library(name: "DateCoding", dependencies: [core, firebaseContract]),
  Library(name: "LosslessCoding"),
  Library(name: "DataCoding"),
  Library(name: "LossyCoding"),
  Library(name: "DefaultCoding"),
  Library(name: "DocumentCoding", dependencies: [core, firebaseContract, "DateCoding"]),
  // The snapshot coder's API holds `Timestamp` and `GeoPoint` (`SnapshotValue`, the strategies)
  // and its date strategies are `DateCoding`'s transforms. `@DocumentID` and `@ServerTimestamp`
  // reach it through the contract's `userInfo` keys, so it does not depend on `DocumentCoding`.
  Library(
    name: "SnapshotCoding",
    dependencies: [core, firebaseContract, "DateCoding", "GeoPointCoding"]),
  Library(name: "EnumCoding"),
  Library(name: "OmitCoding", dependencies: [core, "DefaultCoding"]),
  Library(name: "CollectionCoding"),
  Library(name: "PolymorphicCoding"),
  Library(
    name: "FirestoreRESTCoding",
    dependencies: [core, firebaseContract, "SnapshotCoding", "DateCoding", "GeoPointCoding"]),
]

/// Libraries outside the umbrella and the kit: the Firestore REST client, which does networking.
let clientModules: [Library] = [
  Library(name: "FirestoreRESTNetworking", dependencies: ["FirestoreRESTCoding"], inUmbrella: false)
]

/// The bridges to Apple's frameworks: one small product each, outside the umbrella.
///
/// A catalogue module imports Foundation only, so an app links SwiftUI, UIKit, AppKit or Core
/// Location through this package only when it adds the bridge. On other platforms each compiles
/// empty; none has a test target, since Linux cannot compile them.
let appleBridges: [Library] = [
  Library(name: "ColorCodingCoreGraphics", dependencies: ["ColorCoding"]),
  Library(name: "ColorCodingUIKit", dependencies: ["ColorCoding"]),
  Library(name: "ColorCodingAppKit", dependencies: ["ColorCoding"]),
  // Before macOS 14 and iOS 17 a SwiftUI color is resolved through the platform's color type.
  Library(
    name: "ColorCodingSwiftUI",
    dependencies: [
      "ColorCoding", "ColorCodingCoreGraphics", "ColorCodingUIKit", "ColorCodingAppKit",
    ]),
  Library(name: "GeoPointCodingCoreLocation", dependencies: ["GeoPointCoding"]),
].map { Library(name: $0.name, dependencies: $0.dependencies, inUmbrella: false, tests: false) }

let libraries: [Library] =
  [Library(name: core, dependencies: [])]
  + wrapperModules
  + clientModules
  + appleBridges
  // The public kit depends on the core alone: a third-party wrapper's tests compile no catalogue
  // module. The library's own suites, and the conformance coders of its own coders (snapshot,
  // Firebase-like, Firestore REST), are a separate product, underscored because it is not API:
  // it changes with the catalogue, and only the tests that run its suites (the catalogue's, and
  // the nested Interop package) link it.
  + [
    Library(name: kit, dependencies: [core], inUmbrella: false),
    Library(
      name: libraryTesting, dependencies: [kit] + wrapperModules.map(\.name), inUmbrella: false,
      tests: false),
  ]

/// Extra test targets that are not one-per-library.
let extraTests: [(name: String, dependencies: [String])] = [
  // `import CodableTransforms` sees every public name.
  (
    name: "CodableTransformsTests",
    dependencies: [umbrella, kit, libraryTesting, "FirestoreRESTNetworking"]
  ),
  // Imports one wrapper module only, with `MemberImportVisibility` on: the container overloads
  // must still be found through the wrapper module's `@_exported import`.
  (name: "SingleModuleImportTests", dependencies: ["TimeZoneCoding"]),
]

let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let umbrellaModules = libraries.filter(\.inUmbrella).map(\.name)

let package = Package(
  name: "swift-codable-transforms",
  // The Firebase Apple SDK's minimums (its Package.swift, release 12.12.1), so that every app that
  // can use Firebase can use this package. APIs newer than these are behind `@available`;
  // `Scripts/check-availability.sh` checks it.
  platforms: [
    .iOS(.v15), .macCatalyst(.v15), .macOS(.v10_15), .tvOS(.v15), .watchOS(.v7), .visionOS(.v1),
  ],
  products: libraries.map { .library(name: $0.name, targets: [$0.name]) } + [
    .library(name: umbrella, targets: [umbrella]),
    .executable(name: "showcase", targets: ["Showcase"]),
  ],
  targets: libraries.map {
    .target(
      name: $0.name,
      dependencies: $0.dependencies.map { .target(name: $0) },
      swiftSettings: settings)
  }
    + libraries.filter(\.tests).map {
      .testTarget(
        name: "\($0.name)Tests",
        dependencies: [.target(name: $0.name)]
          + ($0.name == kit ? [] : [.target(name: kit)])
          + ([core, kit].contains($0.name) ? [] : [.target(name: libraryTesting)]),
        swiftSettings: settings)
    }
    + extraTests.map {
      .testTarget(
        name: $0.name,
        dependencies: $0.dependencies.map { .target(name: $0) },
        swiftSettings: settings)
    }
    + [
      .target(
        name: umbrella,
        dependencies: umbrellaModules.map { .target(name: $0) },
        swiftSettings: settings),
      .executableTarget(
        name: "Showcase",
        dependencies: [.target(name: umbrella), .target(name: "FirestoreRESTNetworking")],
        resources: [.copy("Fixtures")],
        swiftSettings: settings),
    ],
  swiftLanguageModes: [.v6]
)
