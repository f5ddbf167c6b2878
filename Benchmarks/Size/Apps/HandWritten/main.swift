// The size benchmark's models with the same conversions as the wrapped ones, written by hand:
// an `init(from:)` and an `encode(to:)` for each model that converts something, and the helpers
// an app would write for them (Conversions.swift).
import SizeSupport

try runSizeApp(
  search: SearchResult.self, events: [Event].self, catalogue: Catalogue.self,
  products: ProductPage.self)
