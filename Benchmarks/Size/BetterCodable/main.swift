// The size benchmark's models written with BetterCodable's wrappers, built by size-report.py from
// a local copy of BetterCodable (`--bettercodable PATH`), never by the package's manifest.
import SizeSupport

try runSizeApp(
  search: SearchResult.self, events: [Event].self, catalogue: Catalogue.self,
  products: ProductPage.self)
