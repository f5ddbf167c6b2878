@_exported import CodableTransformsCore
import FirebaseContract

extension Timestamp: Codable {
  private enum CodingKeys: String, CodingKey {
    case seconds
    case nanoseconds
  }

  /// Decodes `{"seconds": …, "nanoseconds": …}` and validates it.
  ///
  /// ```swift
  /// let json = #"{"seconds": 1732181400, "nanoseconds": 0}"#
  /// let timestamp = try JSONDecoder().decode(Timestamp.self, from: Data(json.utf8))
  /// ```
  ///
  /// Both members are required and must be whole numbers; other members are ignored. The
  /// members are read as floating-point numbers and checked here, so that a fraction or an
  /// out-of-range number is reported at its member's path with its value — Foundation's
  /// `JSONDecoder` on Linux reports an integer that does not fit its type without a path.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.keyNotFound` for a missing member, `typeMismatch` for a
  ///   non-number, and `dataCorrupted` at `nanoseconds` when it is not a whole number in
  ///   `0...999_999_999`, or at `seconds` when it is not a whole number in the years 0001–9999
  ///   (`-62135596800...253402300799`).
  public init(from decoder: any Decoder) throws {
    let container: KeyedDecodingContainer<CodingKeys>
    do {
      container = try decoder.container(keyedBy: CodingKeys.self)
    } catch DecodingError.typeMismatch(let type, let context) {
      // Firebase's decoder hands its own timestamp object, not a map: read it as the SDK's type
      // when one is registered (`FirebaseNativeTypes`).
      guard let native = FirebaseNativeTypes.current(in: decoder.userInfo)?.timestamp else {
        throw DecodingError.typeMismatch(type, context)
      }
      let timestamp = try native._decode(from: decoder.singleValueContainer())
      self.init(seconds: timestamp.seconds, nanoseconds: timestamp.nanoseconds)
      guard isValid else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "\(self) is not a valid timestamp: nanoseconds must be in "
              + "0...999999999 and the instant in the years 0001–9999"))
      }
      return
    }
    let seconds = try container.decode(Double.self, forKey: .seconds)
    let nanoseconds = try container.decode(Double.self, forKey: .nanoseconds)
    guard let whole = Int64(exactly: seconds), UnixTime.timestampSeconds.contains(whole) else {
      throw DecodingError.dataCorruptedError(
        forKey: .seconds, in: container,
        debugDescription: "'\(UnixTime.describe(seconds))' is not a whole number of seconds "
          + "since 1970 in the years 0001–9999 (-62135596800...253402300799)")
    }
    guard let nanos = Int32(exactly: nanoseconds), (0..<1_000_000_000).contains(nanos) else {
      throw DecodingError.dataCorruptedError(
        forKey: .nanoseconds, in: container,
        debugDescription: "'\(UnixTime.describe(nanoseconds))' is not a whole number of "
          + "nanoseconds in 0...999999999")
    }
    self.init(seconds: whole, nanoseconds: nanos)
  }

  /// Encodes `{"seconds": …, "nanoseconds": …}` with integers.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(Timestamp(seconds: 1_732_181_400, nanoseconds: 0))
  /// // {"seconds":1732181400,"nanoseconds":0}
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` at the timestamp's coding path when it is not
  ///   ``isValid``.
  public func encode(to encoder: any Encoder) throws {
    guard isValid else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "\(self) is not a valid timestamp: nanoseconds must be in "
            + "0...999999999 and the instant in the years 0001–9999"))
    }
    if let native = FirebaseNativeTypes.current(in: encoder.userInfo)?.timestamp {
      var container = encoder.singleValueContainer()
      try container.encode(native._make(seconds: seconds, nanoseconds: nanoseconds))
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(seconds, forKey: .seconds)
    try container.encode(nanoseconds, forKey: .nanoseconds)
  }
}
