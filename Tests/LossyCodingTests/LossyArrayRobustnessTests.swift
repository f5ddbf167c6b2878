import Foundation
import LossyCoding
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A decoder over a list of integers and bad elements, whose unkeyed container does what a given
/// coder does with a failed decode: stay on the element (Foundation's coders, Yams), or move past
/// it (XMLCoder, SWIFT-FACTS §3); and whose skip may fail too.
struct ScriptedDecoder: Decoder {
  enum Element {
    case value(Int)
    case bad
  }

  enum FailedDecode {
    case staysOnTheElement
    case movesPastTheElement
  }

  var elements: [Element]
  var failedDecode: FailedDecode
  var skippingThrows = false
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "unkeyed only"))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    Elements(decoder: self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: "unkeyed"))
  }

  struct Elements: UnkeyedDecodingContainer {
    let decoder: ScriptedDecoder
    var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { decoder.elements.count }
    var isAtEnd: Bool { currentIndex >= decoder.elements.count }

    private func mismatch<T>(_ type: T.Type) -> DecodingError {
      .typeMismatch(type, .init(codingPath: [], debugDescription: "bad element \(currentIndex)"))
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
      guard case .value(let value) = decoder.elements[currentIndex] else {
        let error = mismatch(type)
        if decoder.failedDecode == .movesPastTheElement { currentIndex += 1 }
        throw error
      }
      currentIndex += 1
      return value
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      // Only the lossy array's skip box gets here: it reads nothing.
      if decoder.skippingThrows { throw mismatch(type) }
      currentIndex += 1
      return try T(from: decoder)
    }

    mutating func decodeNil() throws -> Bool { false }
    mutating func decode(_ type: Bool.Type) throws -> Bool { throw mismatch(type) }
    mutating func decode(_ type: String.Type) throws -> String { throw mismatch(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { throw mismatch(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { throw mismatch(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { throw mismatch(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { throw mismatch(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { throw mismatch(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { throw mismatch(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { throw mismatch(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { throw mismatch(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { throw mismatch(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { throw mismatch(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { throw mismatch(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      throw mismatch(type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      throw mismatch([Int].self)
    }

    mutating func superDecoder() throws -> any Decoder { throw mismatch(Int.self) }
  }
}

@Suite("LossyArray with coders that misbehave")
struct LossyArrayRobustnessTests {
  private func decode(_ decoder: ScriptedDecoder) -> (LossyArray<Int>, RecoveryReport) {
    var decoder = decoder
    let report = RecoveryReport()
    decoder.userInfo[.recoveryReport] = report
    return (LossyArray<Int>(from: decoder), report)
  }

  @Test(arguments: [ScriptedDecoder.FailedDecode.staysOnTheElement, .movesPastTheElement])
  func aBadElementIsSkippedWithoutEatingTheNextGoodOne(_ failedDecode: ScriptedDecoder.FailedDecode)
  {
    let (array, report) = decode(
      ScriptedDecoder(
        elements: [.value(1), .bad, .value(3), .bad, .bad, .value(6)], failedDecode: failedDecode))
    #expect(array.wrappedValue == [1, 3, 6])
    #expect(array.projectedValue.errors.map(\.codingPathDescription) == ["[1]", "[3]", "[4]"])
    #expect(report.entries.count == 3)
  }

  @Test func aCoderThatCanNeitherDecodeNorSkipStopsTheLoopAndSaysSo() {
    let (array, report) = decode(
      ScriptedDecoder(
        elements: [.value(1), .bad, .value(3)], failedDecode: .staysOnTheElement,
        skippingThrows: true))
    #expect(array.wrappedValue == [1])
    let entries = array.projectedValue.errors
    #expect(entries.map(\.codingPathDescription) == ["[1]", "[1]"])
    #expect(
      "\(entries[1])".contains(
        "could neither decode this element nor move past it (2 elements left)"))
    #expect(report.entries.count == 2)
  }
}

@Suite("RecoveryReport with concurrent decodes")
struct LossyReportConcurrencyTests {
  @Test func manyTasksDecodingConcurrentlyRecordIntoOneReport() async throws {
    let report = RecoveryReport()
    let data = Data(
      #"{"name": "N", "posts": [{"title": 1}, {"title": "ok", "tags": [1, "a"]}], "pinned": "x"}"#
        .utf8)
    let tasks = 64
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<tasks {
        group.addTask {
          let decoder = JSONDecoder()
          decoder.userInfo[.recoveryReport] = report
          return try decoder.decode(Feed.self, from: data).posts.count
        }
      }
      for try await count in group {
        #expect(count == 1)
      }
    }
    let byPath = Dictionary(grouping: report.entries, by: \.codingPathDescription)
      .mapValues(\.count)
    #expect(byPath == ["posts[0]": tasks, "posts[1].tags[0]": tasks, "pinned": tasks])
  }
}

/// The CPU time the current thread has used: unlike the wall clock, it does not grow when other
/// processes load the machine.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
private func threadCPUTime() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
}

@Suite("LossyArray scales linearly")
struct LossyArrayScalingTests {
  struct Model: Decodable {
    @LossyArray var values: [Int]
  }

  /// The least CPU time of three decodes of `count` elements, every one bad or every one good.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  private func decode(_ count: Int, bad: Bool) throws -> (
    time: Duration, values: [Int], dropped: Int, reported: Int
  ) {
    let element = bad ? #""x""# : "7"
    let json = Data(
      (#"{"values": ["# + repeatElement(element, count: count).joined(separator: ",") + "]}")
        .utf8)
    var best = Duration.seconds(1_000)
    var result: (values: [Int], dropped: Int, reported: Int)?
    for _ in 0..<3 {
      let report = RecoveryReport()
      let decoder = JSONDecoder()
      decoder.userInfo[.recoveryReport] = report
      let start = threadCPUTime()
      let model = try decoder.decode(Model.self, from: json)
      best = min(best, threadCPUTime() - start)
      result = (model.values, model.$values.errors.count, report.entries.count)
    }
    let (values, dropped, reported) = try #require(result)
    return (best, values, dropped, reported)
  }

  /// 100 000 elements take about ten times the CPU time of 10 000, not a hundred times.
  ///
  /// The factor allowed (30) leaves room for caches and allocators and is still far below
  /// quadratic growth. Every element bad is the path that records errors.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(arguments: [false, true])
  func aHundredThousandElementsTakeAboutTenTimesTenThousand(bad: Bool) throws {
    let small = try decode(10_000, bad: bad)
    let large = try decode(100_000, bad: bad)
    #expect(small.values.count == (bad ? 0 : 10_000))
    #expect(large.values.count == (bad ? 0 : 100_000))
    #expect(large.dropped == (bad ? 100_000 : 0) && large.reported == large.dropped)
    #expect(small.dropped == (bad ? 10_000 : 0) && small.reported == small.dropped)
    #expect(
      large.time < small.time * 30,
      "CPU time for 10 000 elements: \(small.time); for 100 000: \(large.time)")
  }
}
