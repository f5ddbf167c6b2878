import CodableTransforms
import Foundation

/// The wrappers that stand in a value for a missing one, and those that leave values out.
struct DefaultsModel: FuzzFamilyModel {
  // DefaultCoding
  @DefaultFalse var flag: Bool = true
  @DefaultTrue var enabled: Bool = false
  @DefaultZero<Int> var count: Int = 7
  @DefaultZero<Double>.Lenient var ratio: Double = 0.25
  @DefaultEmptyString var name: String = "name"
  @DefaultEmptyArray<String>.Lenient var tags: [String] = ["a"]
  @DefaultEmptyDictionary<String, Int> var scores: [String: Int] = ["a": 1]
  @NilAsEmptyString var middleName: String? = "Maria"
  @DefaultCoded<DefaultValues.EmptyArray<TimeZone>, StringCodedTimeZone<[TimeZone]>>
  var zonesOrEmpty: [TimeZone] = [knownZone("Etc/UTC")]
  @DefaultCoded<DefaultValues.EmptyArray<Int>, LossyArray<Int>> var defaultedItems: [Int] = [5]
  // OmitCoding (never decoded, so these start at the value decoding gives them: an omitted
  // encoding would otherwise not round-trip)
  @OmitDecoding var password: String? = nil
  @Omitted var isExpanded: Bool = false
  // OmitCoding, left out when empty or default (an empty value is written as no key, and a
  // missing key decodes back to it)
  @OmitIfEmpty var labels: [String] = ["x"]
  @OmitIfEmpty var remark: String? = nil
  @OmitIfDefault<DefaultValues.False> var pinned: Bool = true
  @OmitIfEmptyCoded<URLString<[URL]>> var mirrors: [URL] = []
}
