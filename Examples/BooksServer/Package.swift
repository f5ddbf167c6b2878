// swift-tools-version:6.0
//
// A small books API on Hummingbird whose handlers use FirestoreRESTNetworking: create, read,
// query, a transaction, and a call that stops when the HTTP client goes away. `.ci/run` starts
// it against the Firestore emulator and drives it with real HTTP requests (`test.sh`). The root
// package has no dependencies, so the server lives here, in a package of its own.

import PackageDescription

let package = Package(
  name: "books-server",
  // Hummingbird's minimum.
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-codable-transforms", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
  ],
  targets: [
    .executableTarget(
      name: "BooksServer",
      dependencies: [
        .product(name: "FirestoreRESTNetworking", package: "swift-codable-transforms"),
        .product(name: "FirestoreRESTCoding", package: "swift-codable-transforms"),
        .product(name: "DocumentCoding", package: "swift-codable-transforms"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
