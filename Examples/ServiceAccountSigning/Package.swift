// swift-tools-version:6.0
//
// A service account's RS256 signer for FirestoreRESTNetworking on Linux, with swift-crypto's RSA
// (`_CryptoExtras`): the root package has no dependencies, so the signer lives here, in a package
// of its own. `Scripts/google-auth/cross_check.py` (run by `.ci/run`) has Google's `google-auth`
// verify the assertions `sign-assertion` makes, compares their claims with the ones google-auth
// builds, and exchanges one at a loopback token endpoint.

import PackageDescription

let package = Package(
  name: "service-account-signing",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ServiceAccountSigning", targets: ["ServiceAccountSigning"]),
    .executable(name: "sign-assertion", targets: ["SignAssertion"]),
  ],
  dependencies: [
    .package(name: "swift-codable-transforms", path: "../.."),
    .package(url: "https://github.com/apple/swift-crypto.git", exact: "3.12.3"),
  ],
  targets: [
    .target(
      name: "ServiceAccountSigning",
      dependencies: [
        .product(name: "FirestoreRESTNetworking", package: "swift-codable-transforms"),
        .product(name: "_CryptoExtras", package: "swift-crypto"),
      ]),
    .executableTarget(
      name: "SignAssertion",
      dependencies: [
        "ServiceAccountSigning",
        .product(name: "FirestoreRESTNetworking", package: "swift-codable-transforms"),
      ],
      path: "Sources/sign-assertion"),
  ],
  swiftLanguageModes: [.v6]
)
