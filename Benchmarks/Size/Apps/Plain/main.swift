// The size benchmark's baseline: the payloads' models with plain Codable types, as the JSON has
// them — dates as strings and numbers, numbers in strings as strings, optionals for what may be
// missing — and no conversion at all.
import SizeSupport

try runSizeApp(
  search: SearchResult.self, events: [Event].self, catalogue: Catalogue.self,
  products: ProductPage.self)
