import CodableTransforms
import Foundation

/// The lossy collections and the other collection wrappers.
struct CollectionsModel: FuzzFamilyModel {
  // LossyCoding
  @LossyArray var items: [Int] = [1, -2]
  @LossyArray var records: [Record] = [Record(title: "Hi", likes: 3)]
  @LossyDictionary var counts: [Int: String] = [1: "one"]
  @LossyDictionary var byName: [String: Double] = ["pi": 3.14]
  @LossyOptional var maybe: GeoPoint? = GeoPoint(latitude: 1, longitude: 2)
  // (Sets of one element in the samples: a set is written in its iteration order, which changes
  // from one process to the next, and the seeds should not.)
  @LossySet var labels: Set<String> = ["ß"]
  @Lossy<URLString<URL>>.Array var links: [URL] = [validURL("https://example.com")]
  @Lossy<StringCodedTimeZone<TimeZone>>.Dictionary<String> var zonesByCity: [String: TimeZone] = [
    "Tokyo": knownZone("Asia/Tokyo")
  ]
  @LossyArray<Int>.Optional var maybeItems: [Int]? = [3, -4]
  @LossyDictionary<String, Int>.Optional var maybeCounts: [String: Int]? = ["k": 1]
  // CollectionCoding
  @OneOrMany<String>.Optional var authors: [String]? = ["Ada"]
  @CommaSeparated<String>.Optional var keywords: [String]? = ["swift", "codable"]
  @NoDuplicates<Int>.Optional var memberNumbers: Set<Int>? = [2]
}
