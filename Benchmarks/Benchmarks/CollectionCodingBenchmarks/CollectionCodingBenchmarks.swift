// The CollectionCoding cases: each library path and its baseline, as two benchmarks.
//
//   swift package --disable-sandbox benchmark --target CollectionCodingBenchmarks

import Benchmark
import SuiteSupport

let benchmarks: @Sendable () -> Void = {
  registerSuite("CollectionCoding")
}
