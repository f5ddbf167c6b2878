import BenchmarkCases
import Foundation
import MallocInterposerSwift

/// What one case measured.
struct CaseResult {
  var ratioCase: RatioCase
  var records: Int
  /// Library / baseline: time (median of interleaved rounds) or instructions.
  var ratio: Double
  /// Per record: nanoseconds in time mode, instructions in instruction mode.
  var baselineCost: Double
  var subjectCost: Double
  /// Allocations per record of each side.
  var baselineMallocs: Double
  var subjectMallocs: Double
  /// Whether the case was measured a second time because the first measurement missed.
  var remeasured = false

  var extraMallocsPerRecord: Double { subjectMallocs - baselineMallocs }

  /// Allocations are compared per record: an allocation per property shows as at least one per
  /// record, while a fraction of one is a one-off (a buffer that grew once more, a hash table
  /// that grew at another moment).
  var allocationsOK: Bool { !ratioCase.checksAllocations || extraMallocsPerRecord < 0.5 }

  var timeOK: Bool { ratio <= ratioCase.target }

  /// With `--growth`: the same case measured with more records.
  var larger: LargerMeasurement?

  /// Whether the ratio at the larger size is within the target and has not grown by more than
  /// 10% (noise aside, a per-record cost that grows with the payload).
  var growthOK: Bool {
    guard let larger else { return true }
    return larger.ratio <= ratioCase.target && larger.ratio <= ratio * 1.10
  }

  var ok: Bool { timeOK && allocationsOK && growthOK }
}

/// A case measured again with more records, for `--growth`.
struct LargerMeasurement {
  var records: Int
  var ratio: Double
}

/// Nanoseconds since an arbitrary point.
@inline(__always)
func now() -> UInt64 {
  DispatchTime.now().uptimeNanoseconds
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Allocations made by one run of `body`.
func countMallocs(_ body: () throws -> Void) throws -> Int {
  MallocInterposerSwift.initialize()
  MallocInterposerSwift.hook()
  let outcome = Result { try body() }
  MallocInterposerSwift.unhook()
  try outcome.get()
  return MallocInterposerSwift.getStatistics().mallocCount
}

/// Times both sides of a case, interleaved.
///
/// Each round runs baseline, library, library, baseline (so that neither side always runs
/// first) and yields one ratio; the case's ratio is the median of the rounds' ratios. A burst of
/// load from another process then shifts one round, not the result, and slow drift cancels out
/// within a round. Rounds continue until each side has run `minimumTime` and there are at least
/// `minimumRounds`.
func measureTime(_ ratioCase: RatioCase, _ prepared: PreparedCase, records: Int, options: Options)
  throws -> CaseResult
{
  // Warm-up: caches, lazily built tables, the allocator's free lists.
  for _ in 0..<3 {
    try prepared.baseline()
    try prepared.subject()
  }
  let baselineMallocs = try countMallocs(prepared.baseline)
  let subjectMallocs = try countMallocs(prepared.subject)

  var ratios: [Double] = []
  var baselineTimes: [Double] = []
  var subjectTimes: [Double] = []
  var spent = 0.0
  let maximumRounds = 2_000
  while ratios.count < maximumRounds
    && (ratios.count < options.minimumRounds || spent < options.minimumTime)
  {
    let start = now()
    try prepared.baseline()
    let afterBaseline = now()
    try prepared.subject()
    try prepared.subject()
    let afterSubjectAgain = now()
    try prepared.baseline()
    let end = now()
    let baseline = Double(afterBaseline - start + end - afterSubjectAgain) / 2
    let subject = Double(afterSubjectAgain - afterBaseline) / 2
    ratios.append(subject / baseline)
    baselineTimes.append(baseline)
    subjectTimes.append(subject)
    spent += baseline * 2 / 1e9
  }
  let perRecord = Double(records)
  return CaseResult(
    ratioCase: ratioCase, records: records, ratio: median(ratios),
    baselineCost: median(baselineTimes) / perRecord, subjectCost: median(subjectTimes) / perRecord,
    baselineMallocs: Double(baselineMallocs) / perRecord,
    subjectMallocs: Double(subjectMallocs) / perRecord)
}
