// The LosslessCoding cases: each library path and its baseline, as two benchmarks.
//
//   swift package --disable-sandbox benchmark --target LosslessCodingBenchmarks

import Benchmark
import SuiteSupport

let benchmarks: @Sendable () -> Void = {
  registerSuite("LosslessCoding")
}
