// The PolymorphicCoding cases: each library path and its baseline, as two benchmarks.
//
//   swift package --disable-sandbox benchmark --target PolymorphicCodingBenchmarks

import Benchmark
import SuiteSupport

let benchmarks: @Sendable () -> Void = {
  registerSuite("PolymorphicCoding")
}
