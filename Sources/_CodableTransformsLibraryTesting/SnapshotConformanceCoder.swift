public import CodableTransformsTesting
import DateCoding
import Foundation
public import SnapshotCoding

/// `SnapshotEncoder` and `SnapshotDecoder`, in one of the configurations the kit checks.
///
/// Encoding turns the tree the encoder wrote into a `WireValue` exactly — a `Bool` stays a
/// Boolean, an `Int` an integer, `NSNull` is `null`. Decoding builds the input tree from the
/// `WireValue` either from Swift values (`[String: Any]`, `Bool`, `Int64`, `Double`, …) or from
/// Foundation objects (`NSMutableDictionary`, `NSNumber`, `NSNull`, …), as the Firebase SDKs and
/// `JSONSerialization` hand trees over.
///
/// ```swift
/// @Test(arguments: LibraryConformance.urlString.cases(coders: [SnapshotConformanceCoder(.standard)]))
/// func snapshot(_ testCase: ConformanceCase) { testCase.verify() }
/// ```
public struct SnapshotConformanceCoder: ConformanceCoder {
  /// How the coder is configured.
  public enum Configuration: Sendable {
    /// The default options, and input trees of Swift values.
    case standard
    /// Snake-case keys, unknown keys rejected, and input trees of Foundation objects
    /// (`NSMutableDictionary`, `NSMutableArray`, `NSNumber`, `NSString`, `NSNull`): every key a
    /// wrapper reads must be bound, and Booleans must be told apart from `NSNumber` integers.
    case foundationObjectsSnakeCaseRejectingUnknownKeys
  }

  /// The configuration.
  public var configuration: Configuration
  /// The encoder under test.
  public var encoder: SnapshotEncoder
  /// The decoder under test.
  public var decoder: SnapshotDecoder

  /// Creates the coder.
  ///
  /// - Parameter configuration: How the encoder and decoder are configured.
  public init(_ configuration: Configuration) {
    self.configuration = configuration
    encoder = SnapshotEncoder()
    decoder = SnapshotDecoder()
    if configuration == .foundationObjectsSnakeCaseRejectingUnknownKeys {
      encoder.keyEncodingStrategy = .convertToSnakeCase
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      decoder.unknownKeys = .reject
    }
  }

  /// `"Snapshot"` or `"Snapshot (Foundation objects, snake_case, unknown keys rejected)"`.
  public var name: String {
    switch configuration {
    case .standard: "Snapshot"
    case .foundationObjectsSnakeCaseRejectingUnknownKeys:
      "Snapshot (Foundation objects, snake_case, unknown keys rejected)"
    }
  }

  /// Encodes with the configured `SnapshotEncoder` and converts the tree exactly.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The tree the encoder wrote.
  /// - Throws: The encoder's errors, or `EncodingError.invalidValue` for a tree value a
  ///   `WireValue` cannot hold (a `Date` or `Data` kept natively).
  public func encode<T: Encodable>(_ value: T) throws -> WireValue {
    let tree = try encoder.encode(value)
    return try WireValue(SnapshotDecoder().decode(SnapshotValue.self, from: tree))
  }

  /// Builds the input tree and decodes it with the configured `SnapshotDecoder`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - wire: The input.
  /// - Returns: The decoded value.
  /// - Throws: The decoder's errors.
  public func decode<T: Decodable>(_ type: T.Type, from wire: WireValue) throws -> T {
    switch configuration {
    case .standard: try decoder.decode(T.self, from: wire.swiftTree)
    case .foundationObjectsSnakeCaseRejectingUnknownKeys:
      try decoder.decode(T.self, from: wire.foundationTree)
    }
  }

  /// The snake-case form of `propertyName` in the snake-case configuration.
  ///
  /// - Parameter propertyName: A camel-case Swift property name.
  /// - Returns: The key the encoder writes.
  public func wireKey(for propertyName: String) -> String {
    guard configuration == .foundationObjectsSnakeCaseRejectingUnknownKeys else {
      return propertyName
    }
    return propertyName.reduce(into: "") { result, character in
      if character.isUppercase {
        result += "_" + character.lowercased()
      } else {
        result.append(character)
      }
    }
  }

  /// Returns `true`: snapshot trees hold `NaN` and the infinities, as Firestore does.
  public var representsNonFiniteNumbers: Bool { true }

  /// The coder with more `userInfo`.
  ///
  /// - Parameter userInfo: The values to add.
  /// - Returns: The configured coder.
  public func adding(userInfo: [CodingUserInfoKey: any Sendable]) -> (any ConformanceCoder)? {
    var coder = self
    coder.encoder.userInfo.merge(userInfo) { $1 }
    coder.decoder.userInfo.merge(userInfo) { $1 }
    return coder
  }
}

extension ConformanceCoders {
  /// The coders of ``all`` that ignore keys no decoded type binds, as Foundation's decoders do.
  ///
  /// Use them in tests whose inputs carry extra keys on purpose. The snapshot coder configured
  /// with `unknownKeys: .reject` is left out.
  public static let ignoringUnknownKeys: [any ConformanceCoder] = all.filter { coder in
    (coder as? SnapshotConformanceCoder)?.decoder.unknownKeys != .reject
  }
}

extension WireValue {
  /// The tree value as Swift values.
  var swiftTree: Any {
    switch self {
    case .null: NSNull()
    case .bool(let value): value
    case .integer(let value): value
    case .double(let value): value
    case .string(let value): value
    case .array(let values): values.map(\.swiftTree)
    case .object(let members): members.mapValues(\.swiftTree)
    }
  }

  /// The tree value as Foundation objects.
  var foundationTree: Any {
    switch self {
    case .null: return NSNull()
    case .bool(let value): return NSNumber(value: value)
    case .integer(let value): return NSNumber(value: value)
    case .double(let value): return NSNumber(value: value)
    case .string(let value): return NSString(string: value)
    case .array(let values):
      let array = NSMutableArray()
      for value in values { array.add(value.foundationTree) }
      return array
    case .object(let members):
      let dictionary = NSMutableDictionary()
      for (key, value) in members { dictionary[NSString(string: key)] = value.foundationTree }
      return dictionary
    }
  }

  /// The wire value of a snapshot value.
  init(_ value: SnapshotValue) throws {
    switch value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .integer(let value): self = .integer(value)
    case .double(let value): self = .double(value)
    case .string(let value): self = .string(value)
    case .array(let values): self = .array(try values.map(WireValue.init))
    case .object(let members): self = .object(try members.mapValues(WireValue.init))
    case .decimal(let value): self = .double(NSDecimalNumber(decimal: value).doubleValue)
    case .geoPoint(let point):
      self = ["latitude": .double(point.latitude), "longitude": .double(point.longitude)]
    case .timestamp(let timestamp):
      self = [
        "seconds": .integer(timestamp.seconds),
        "nanoseconds": .integer(Int64(timestamp.nanoseconds)),
      ]
    case .date, .data, .native:
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: [], debugDescription: "The tree holds \(value), which WireValue cannot hold"))
    }
  }
}
