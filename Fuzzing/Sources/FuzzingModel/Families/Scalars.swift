import CodableTransforms
import Foundation

/// The wrappers that read numbers, Booleans, strings and bytes from other representations.
///
/// Property names have no acronyms: `convertToSnakeCase` writes `base64URL` as `base64_url`,
/// which `convertFromSnakeCase` reads as `base64Url`.
struct ScalarsModel: FuzzFamilyModel {
  // LosslessCoding
  @LosslessValue var int: Int? = -42
  @LosslessValue var bytes: [UInt8]? = [0, 255]
  @LosslessValue var double: Double? = 1e300
  @LosslessValue var float: Float? = 0.5
  @LosslessValue var bool: Bool? = true
  @LosslessValue var string: String? = "Zürich 東京"
  @LosslessValue var uint64: UInt64? = UInt64(Int64.max)
  @IntCodedBool var intBool: Bool? = false
  @StringCodedBool var stringBools: [Bool]? = [true, false]
  @StringCoded var bigNumber: UInt64? = UInt64.max
  @JSONString var embedded: GeoPoint? = GeoPoint(latitude: -33.9, longitude: 18.4)
  @NonConformingFloat var nonFinite: [Double]? = [.infinity, -.infinity, 1.5]
  @TransformCoded<LosslessToStringCoded, [Int]?> var idStrings: [Int]? = [42, -1]
  // DataCoding
  @Base64Data var base64: Data? = Data("Hello".utf8)
  @Base64URLData var urlSafeBase64: [Data]? = [Data([0xFB, 0xFF])]
  @HexData var hex: Data? = Data([0xCA, 0xFE])
  @UppercaseHexData var upperHex: [String: Data]? = ["k": Data([0x0A])]
  @OptionalCoded<Base64Bytes> var base64Bytes: [UInt8]? = [0xFB, 0xFF]
  @OptionalCoded<HexBytes> var hexBytes: [UInt8]? = [0xCA, 0xFE]
  var strict: Strict? = Strict()

  /// The non-optional placements.
  struct Strict: Codable, Hashable, Sendable {
    @LosslessValue var int8: Int8 = -128
    @Base64Data var data: Data = Data([0, 0, 0])
  }
}

/// Integers read losslessly and written as strings.
typealias LosslessToStringCoded = DecodeEncodeTransform<
  LosslessValueTransform<Int>, StringCodedTransform<Int>
>
