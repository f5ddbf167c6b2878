import Benchmark
import BenchmarkCases
import Foundation

/// Registers the two sides of every case of a module as package-benchmark benchmarks.
///
/// They are named `<case> · baseline` and `<case> · library`; one run decodes or encodes the
/// case's records.
///
/// - Parameter suite: The module whose cases to register.
public func registerSuite(_ suite: String) {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .instructions, .mallocCountTotal],
    warmupIterations: 3, maxDuration: .seconds(2), maxIterations: 2_000)
  for ratioCase in RatioCases.suite(suite) {
    let prepared = LazyCase(ratioCase)
    for (label, side) in [("baseline", \PreparedCase.baseline), ("library", \PreparedCase.subject)]
    {
      Benchmark(
        "\(ratioCase.name) · \(label)", configuration: configuration,
        closure: { benchmark in
          let run = try prepared.get()[keyPath: side]
          for _ in benchmark.scaledIterations {
            try run()
          }
        },
        setup: { _ = try prepared.get() })
    }
  }
}

/// A case prepared on first use, so that registering a suite builds no payloads.
private final class LazyCase: @unchecked Sendable {
  private let ratioCase: RatioCase
  private let lock = NSLock()
  private var prepared: PreparedCase?

  init(_ ratioCase: RatioCase) {
    self.ratioCase = ratioCase
  }

  func get() throws -> PreparedCase {
    try lock.withLock {
      if let prepared { return prepared }
      let made = try ratioCase.prepare(ratioCase.records)
      prepared = made
      return made
    }
  }
}
