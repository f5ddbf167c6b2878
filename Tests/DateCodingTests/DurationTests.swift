import CodableTransformsTesting
import DateCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

// `Duration` needs macOS 13, iOS 16, tvOS 16 or watchOS 9; each test says so.
@Suite("DurationSeconds and DurationMilliseconds")
struct DurationTests {
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(arguments: LibraryConformance.durationSeconds.cases(coders: ConformanceCoders.all))
  func secondsConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(arguments: LibraryConformance.durationMilliseconds.cases(coders: ConformanceCoders.all))
  func millisecondsConformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(arguments: [
    (0.123_456_789_4, Duration.nanoseconds(123_456_789)),
    (0.999_999_999_6, .seconds(1)),
    (-0.000_000_000_4, .zero),
    (-2.5, .seconds(-2) - .milliseconds(500)),
  ])
  func secondsAreRoundedToTheNearestNanosecond(_ seconds: Double, _ expected: Duration) throws {
    #expect(try DurationSecondsTransform.decode(seconds) == expected)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func secondsBeyondInt64AndNonFiniteNumbersAreRejected() throws {
    for seconds in [0x1p63, -0x1p63 - 4096, .infinity, -.infinity, .nan] {
      #expect(throws: TransformError.self) { try DurationSecondsTransform.decode(seconds) }
    }
    #expect(try DurationSecondsTransform.decode(-0x1p63) == .seconds(Int64.min))
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func millisecondsAreRoundedHalfAwayFromZero() throws {
    #expect(try DurationMillisecondsTransform.encode(.microseconds(1500)) == 2)
    #expect(try DurationMillisecondsTransform.encode(.microseconds(1499)) == 1)
    #expect(try DurationMillisecondsTransform.encode(.microseconds(-1500)) == -2)
    #expect(try DurationMillisecondsTransform.encode(.nanoseconds(-1)) == 0)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func aDurationBeyondInt64MillisecondsCannotBeWritten() {
    #expect(throws: TransformError.self) {
      try DurationMillisecondsTransform.encode(.seconds(Int64.max))
    }
    struct Timer: Codable { @DurationMilliseconds var timeout: Duration }
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(Timer(timeout: .seconds(Int64.max)))
    }
  }

  /// Foundation's `JSONDecoder` reports a fraction read as an integer with an internal error and
  /// no path; property lists report it at the property.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(arguments: ConformanceCoders.all)
  func aFractionOfAMillisecondIsNotAnInteger(_ coder: any ConformanceCoder) {
    struct Timer: Codable { @DurationMilliseconds var timeout: Duration }
    #expect(throws: (any Error).self) {
      try coder.decode(Timer.self, from: ["timeout": 1.5])
    }
  }
}
