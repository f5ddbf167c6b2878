import CodableTransforms
import Foundation
import Testing

// Compile-only checks: `import CodableTransforms` alone sees every public name of every module,
// and every wrapper is `Sendable`, `Equatable` and `Hashable` when its value is.

private func requireSendable<T: Sendable>(_: T.Type) {}
private func requireHashable<T: Hashable>(_: T.Type) {}

/// A model using every wrapper, declared `Sendable` and `Hashable`: it only compiles if every
/// wrapper keeps those conformances.
struct EveryWrapper: Codable, Hashable, Sendable {
  @StringCodedTimeZone var zone: TimeZone
  @StringCodedTimeZone var zones: [String: TimeZone]
  @URLString var url: URL?
  @URLString var urls: [URL]
  @LossyArray var items: [String]
  @LossyDictionary var counts: [Int: Int]
  @LossyOptional var maybe: Int?
  @Lossy<URLString<URL>>.Array var links: [URL]
  @DefaultFalse var flag: Bool
  @DefaultZero<Double>.Lenient var ratio: Double
  @DefaultCoded<DefaultValues.EmptyArray<TimeZone>, StringCodedTimeZone<[TimeZone]>>
  var zonesOrEmpty: [TimeZone]
}

@Suite("import CodableTransforms")
struct PublicNamesTests {
  @Test func everyPublicNameIsVisible() {
    // CodableTransformsCore
    let core: [Any.Type] = [
      (any CodableByTransform).self, (any CodingTransform).self, TransformError.self,
      (any TransformShape).self, (any TransformableValue).self,
      TransformCoded<URLStringTransform, URL>.self, (any KeyedCodingWrapper).self,
    ]
    // TimeZoneCoding, URLCoding
    let wrappers: [Any.Type] = [
      StringCodedTimeZone<TimeZone>.self, StringCodedTimeZoneTransform.self,
      URLString<URL>.self, URLStringTransform.self,
    ]
    #expect(core.count + wrappers.count == 11)
    // CodableTransformsCore (the report), LossyCoding, DefaultCoding
    let lossyAndDefault: [Any.Type] = [
      LossyDecodingReport.self, LossyDecodingReport.Entry.self, DroppedValues.self,
      (any ValueCoding).self, PlainCoding<Int>.self, Lossy<PlainCoding<Int>>.self,
      LossyArray<Int>.self, LossyDictionary<String, Int>.self, LossyOptional<Int>.self,
      Default<DefaultValues.True>.self, DefaultCoded<DefaultValues.False, PlainCoding<Bool>>.self,
      (any DefaultValueProvider).self, DefaultFalse.self, DefaultTrue.self, DefaultZero<Int>.self,
      DefaultEmptyString.self, DefaultEmptyArray<Int>.self,
      DefaultEmptyDictionary<String, Int>.self,
      DefaultFalse.Lenient.self,
    ]
    #expect(lossyAndDefault.count == 19)
    #expect(CodingUserInfoKey.lossyDecodingReport.rawValue.hasSuffix("lossyDecodingReport"))
    requireSendable(LossyDecodingReport.self)
    requireSendable(LossyArray<String>.self)
    requireHashable(Lossy<URLString<URL>>.Dictionary<String>.self)
    requireHashable(DefaultZero<Int>.Lenient.self)

    requireSendable(EveryWrapper.self)
    requireHashable(EveryWrapper.self)
    requireSendable(TransformError.self)
    requireSendable(StringCodedTimeZone<[TimeZone?]>.self)
    requireHashable(URLString<[String: URL]>.self)
  }

  @Test func theContainerMethodsAreVisible() throws {
    struct HandWritten: Decodable {
      var zone: TimeZone
      enum CodingKeys: CodingKey { case zone }
      init(from decoder: any Decoder) throws {
        zone = try decoder.container(keyedBy: CodingKeys.self)
          .decode(using: StringCodedTimeZoneTransform.self, forKey: .zone)
      }
    }
    let decoded = try JSONDecoder().decode(
      HandWritten.self, from: Data(#"{"zone":"Asia/Tokyo"}"#.utf8))
    #expect(decoded.zone.identifier == "Asia/Tokyo")
  }
}
