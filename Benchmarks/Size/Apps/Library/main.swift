// The size benchmark's models written with this package's wrappers, imported module by module
// as an app that picks its products does: each conversion is a wrapper.
import SizeSupport

try runSizeApp(
  search: SearchResult.self, events: [Event].self, catalogue: Catalogue.self,
  products: ProductPage.self)
