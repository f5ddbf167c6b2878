import Foundation

/// One comparison: a library path (the *subject*) against a baseline doing the same work.
///
/// Both sides run the same operation over the same records — decode a payload of `records`
/// records, or encode `records` records — so their time and allocation counts can be divided.
/// The ratio report runs the two interleaved; the package-benchmark suites register each side as
/// a benchmark of its own.
public struct RatioCase: Sendable {
  /// The library module the case measures; also the name of its package-benchmark suite.
  public var suite: String
  /// The report's name for the case: `StringCodedTimeZone decode JSON`.
  public var name: String
  /// What the subject is compared with: `hand-written init(from:)`.
  public var baseline: String
  /// The largest acceptable ratio subject time / baseline time; `.infinity` for an
  /// informational case, which is reported but has no target (a comparison with work that is not
  /// the same, such as a simpler format).
  public var target: Double
  /// Whether the subject must not allocate more than the baseline per record.
  public var checksAllocations: Bool
  /// Records in one run at scale 1.
  public var records: Int
  /// Builds the payloads and both sides for a number of records, and checks that the two sides
  /// produce the same result.
  public var prepare: @Sendable (_ records: Int) throws -> PreparedCase

  /// Creates a case.
  public init(
    suite: String, name: String, baseline: String, target: Double = 1.05,
    checksAllocations: Bool = true, records: Int = 1000,
    prepare: @escaping @Sendable (_ records: Int) throws -> PreparedCase
  ) {
    self.suite = suite
    self.name = name
    self.baseline = baseline
    self.target = target
    self.checksAllocations = checksAllocations
    self.records = records
    self.prepare = prepare
  }

  /// Whether the case is reported without a target.
  public var isInformational: Bool { target == .infinity }
}

/// The two sides of a case, ready to run.
public struct PreparedCase: Sendable {
  /// One run of the baseline.
  public var baseline: @Sendable () throws -> Void
  /// One run of the library path.
  public var subject: @Sendable () throws -> Void

  /// Creates the two sides.
  public init(
    baseline: @escaping @Sendable () throws -> Void, subject: @escaping @Sendable () throws -> Void
  ) {
    self.baseline = baseline
    self.subject = subject
  }
}

/// A result the optimizer must assume is used.
@inline(never)
public func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// The coders every value wrapper is measured with.
public enum CoderFormat: String, Sendable, CaseIterable {
  case json = "JSON"
  case binaryPropertyList = "plist"

  /// A fresh encoder for the format.
  public func encode<T: Encodable>(_ value: T) throws -> Data {
    switch self {
    case .json: try JSONEncoder().encode(value)
    case .binaryPropertyList: try Self.plistEncoder().encode(value)
    }
  }

  /// An encoding function that keeps one encoder.
  public func encoder<T: Encodable & Sendable>(for type: T.Type) -> @Sendable (T) throws -> Data {
    switch self {
    case .json:
      let encoder = JSONEncoder()
      return { try encoder.encode($0) }
    case .binaryPropertyList:
      let encoder = Self.plistEncoder()
      return { try encoder.encode($0) }
    }
  }

  /// A decoding function that keeps one decoder.
  public func decoder<T: Decodable & Sendable>(
    for type: T.Type, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) -> @Sendable (Data) throws -> T {
    switch self {
    case .json:
      let decoder = JSONDecoder()
      decoder.userInfo = userInfo
      return { try decoder.decode(T.self, from: $0) }
    case .binaryPropertyList:
      let decoder = PropertyListDecoder()
      decoder.userInfo = userInfo
      return { try decoder.decode(T.self, from: $0) }
    }
  }

  /// Serializes a tree of `JSONSerialization` objects in the format: how a payload that no
  /// model writes (strings for numbers, missing keys, bad elements) is made.
  public func serialize(_ tree: Any) throws -> Data {
    switch self {
    case .json: try JSONSerialization.data(withJSONObject: tree)
    case .binaryPropertyList:
      try PropertyListSerialization.data(fromPropertyList: tree, format: .binary, options: 0)
    }
  }

  /// Reads a payload back into a tree, to compare two encodings.
  func deserialize(_ data: Data) throws -> Any {
    switch self {
    case .json: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    case .binaryPropertyList:
      try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }
  }

  private static func plistEncoder() -> PropertyListEncoder {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    return encoder
  }
}

/// The direction of a case.
public enum Direction: String, Sendable, CaseIterable {
  case decode
  case encode
}

/// Why a case could not be prepared.
public struct CaseMismatch: Error, CustomStringConvertible {
  /// What differs.
  public var description: String
}
