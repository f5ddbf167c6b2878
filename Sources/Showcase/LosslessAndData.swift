import CodableTransforms
import Foundation

/// A product as a shop API sends it: ids sometimes as strings, prices as strings or numbers,
/// flags as 0/1, a thumbnail in base64 and a digest in hexadecimal.
struct CatalogItem: Codable {
  @LosslessValue var id: Int
  var name: String
  @LosslessValue var price: Double
  @IntCodedBool var inStock: Bool
  @LosslessValue var sizes: [Int]
  @Base64Data var thumbnail: Data
  @HexData var sha256: Data
}

/// A page of the catalog with an opaque URL-safe cursor.
struct CatalogPage: Codable {
  var items: [CatalogItem]
  @Base64URLData var nextCursor: Data?
  @LosslessValue var featured: Bool
}

/// The `LosslessCoding` and `DataCoding` section of the showcase.
func showLosslessAndData() throws {
  let page = try show(CatalogPage.self, from: "catalog") { page in
    let items = page.items.map { item in
      "#\(item.id) \(item.name): \(item.price), \(item.inStock ? "in stock" : "sold out"), "
        + "sizes \(item.sizes), thumbnail \(item.thumbnail.count) bytes, "
        + "sha256 \(item.sha256.prefix(4).map { String(format: "%02x", $0) }.joined())…"
    }
    let cursor = page.nextCursor.map { "\($0.count) bytes" } ?? "none"
    return (items + ["next cursor: \(cursor); featured: \(page.featured)"])
      .joined(separator: "\n")
  }
  // A line break in the middle of a base64 value (MIME style) is refused, with its place.
  let badBase64 = try showFailure(CatalogPage.self, from: "bad-catalog")
  summary(
    "Lossless values and data",
    "@LosslessValue reads ids and prices from strings or numbers, @IntCodedBool 0/1 flags, "
      + "@Base64Data and @HexData (\(page.items.count) items); a line break in base64 rejected "
      + "at \(badBase64)")
}
