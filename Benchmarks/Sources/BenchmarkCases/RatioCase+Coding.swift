import Foundation

extension RatioCase {
  /// The decode and encode cases, with JSON and binary property lists, of a model whose
  /// properties use the library against its twin written by hand.
  ///
  /// - Parameters:
  ///   - suite: The module.
  ///   - name: The case name before the direction and format: `StringCodedTimeZone`.
  ///   - subject: The model using the library.
  ///   - baseline: The model doing the same conversions by hand.
  ///   - baselineName: How the report describes the baseline.
  ///   - target: The largest acceptable time ratio.
  ///   - directions: Which directions to measure.
  ///   - formats: Which coders to measure.
  ///   - records: Records in one run.
  ///   - userInfo: The decoders' `userInfo`.
  ///   - payload: The payload to decode, when it is not what `make` encodes to.
  ///   - unorderedArrays: Whether the payloads' arrays are compared as multisets (a `Set`'s
  ///     elements are written in its iteration order, which differs from set to set).
  ///   - check: A further check that both sides did the same work, given the payload.
  ///   - make: The record at an index.
  /// - Returns: One case per direction and format.
  static func pairs<Subject: Codable & Sendable, Baseline: Codable & Sendable>(
    suite: String, name: String, subject: Subject.Type, baseline: Baseline.Type,
    baselineName: String = "hand-written Codable", target: Double = 1.05,
    directions: [Direction] = Direction.allCases, formats: [CoderFormat] = CoderFormat.allCases,
    records: Int = 1000, userInfo: [CodingUserInfoKey: any Sendable] = [:],
    payload: (@Sendable (_ records: Int, _ format: CoderFormat) throws -> Data)? = nil,
    unorderedArrays: Bool = false,
    check: (@Sendable (_ data: Data, _ format: CoderFormat, _ name: String) throws -> Void)? = nil,
    make: @escaping @Sendable (Int) -> Subject
  ) -> [RatioCase] {
    directions.flatMap { direction in
      formats.map { format in
        let caseName = "\(name) \(direction.rawValue) \(format.rawValue)"
        return RatioCase(
          suite: suite, name: caseName, baseline: baselineName, target: target, records: records
        ) { count in
          let data =
            try payload?(count, format) ?? format.encode((0..<count).map(make))
          let decodeSubject = format.decoder(for: [Subject].self, userInfo: userInfo)
          let decodeBaseline = format.decoder(for: [Baseline].self, userInfo: userInfo)
          let subjectRecords = try decodeSubject(data)
          let baselineRecords = try decodeBaseline(data)
          try checkSameRecords(baselineRecords, subjectRecords, caseName)
          try check?(data, format, caseName)
          switch direction {
          case .decode:
            return PreparedCase(
              baseline: { consume(try decodeBaseline(data)) },
              subject: { consume(try decodeSubject(data)) })
          case .encode:
            let encodeSubject = format.encoder(for: [Subject].self)
            let encodeBaseline = format.encoder(for: [Baseline].self)
            try checkSamePayload(
              try encodeBaseline(baselineRecords), try encodeSubject(subjectRecords), format,
              caseName, unorderedArrays: unorderedArrays)
            return PreparedCase(
              baseline: { consume(try encodeBaseline(baselineRecords)) },
              subject: { consume(try encodeSubject(subjectRecords)) })
          }
        }
      }
    }
  }
}

/// Records as a payload in a format, from `JSONSerialization`-style trees.
func serializedRecords(
  _ count: Int, _ format: CoderFormat, _ record: (Int) -> [String: Any]
) throws -> Data {
  try format.serialize((0..<count).map(record))
}
