@_exported import CodableTransformsCore

/// An array of numbers as ``CoordinatePair`` and ``GeoJSONPosition`` read and write it: the
/// coding value of their transforms.
///
/// It is coded exactly like `[Double]` — `[52.23, 21.01]` — but keeps its first three numbers
/// inline, so that a pair or a position is decoded and encoded without allocating an array.
/// Arrays of any length decode, so that a transform can reject a wrong count with a message
/// quoting all of it.
///
/// ```swift
/// let numbers: CoordinateArray = [21.01, 52.23]
/// let point = try GeoJSONPositionTransform<GeoPoint>.decode(numbers)   // latitude 52.23
/// ```
///
/// - Note: Wire format: an array of numbers; integers are read as `Double`s. An element that
///   is not a number is a `typeMismatch` at that element's path.
public struct CoordinateArray: Hashable, Sendable {
  /// How many numbers the array holds.
  public private(set) var count = 0
  private var number0 = 0.0
  private var number1 = 0.0
  private var number2 = 0.0
  /// The numbers after the third; empty (and so not allocated) for a pair or a position.
  private var overflow: [Double] = []

  /// Creates an array of numbers.
  ///
  /// - Parameter numbers: The numbers, in order.
  public init(_ numbers: some Sequence<Double>) {
    for number in numbers { append(number) }
  }

  /// Creates a pair without a sequence.
  init(_ first: Double, _ second: Double) {
    count = 2
    number0 = first
    number1 = second
  }

  private mutating func append(_ number: Double) {
    switch count {
    case 0: number0 = number
    case 1: number1 = number
    case 2: number2 = number
    default: overflow.append(number)
    }
    count += 1
  }
}

extension CoordinateArray: RandomAccessCollection {
  /// `0`.
  public var startIndex: Int { 0 }

  /// ``count``.
  public var endIndex: Int { count }

  /// The number at a position.
  ///
  /// - Parameter position: A valid index: `0..<count`.
  public subscript(position: Int) -> Double {
    precondition(position >= 0 && position < count, "CoordinateArray index out of range")
    switch position {
    case 0: return number0
    case 1: return number1
    case 2: return number2
    default: return overflow[position - 3]
    }
  }
}

extension CoordinateArray: ExpressibleByArrayLiteral {
  /// Creates an array from a literal: `[52.23, 21.01]`.
  ///
  /// - Parameter elements: The numbers.
  public init(arrayLiteral elements: Double...) {
    self.init(elements)
  }
}

extension CoordinateArray: CustomStringConvertible {
  /// The numbers as Swift prints an array of `Double`s: `[52.23, 21.01]`.
  public var description: String {
    "[" + map { "\($0)" }.joined(separator: ", ") + "]"
  }
}

extension CoordinateArray: Codable {
  /// Decodes an array of numbers of any length.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `typeMismatch` when the value is not an array or an element is not a number
  ///   (at the element's path); `valueNotFound` for a `null` element.
  public init(from decoder: any Decoder) throws {
    var container: any UnkeyedDecodingContainer = try decoder.unkeyedContainer()
    try self.init(elementsOf: &container)
  }

  /// Encodes the numbers as an array.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors, such as JSON's refusal of `NaN`.
  public func encode(to encoder: any Encoder) throws {
    var container: any UnkeyedEncodingContainer = encoder.unkeyedContainer()
    try encodeElements(to: &container)
  }

  // On the existential, not generic over the container: the keyed methods below hand over
  // `any UnkeyedDecodingContainer`, and a generic function called with it opened runs
  // unspecialized and copies the container in and out.
  @usableFromInline
  init(elementsOf container: inout any UnkeyedDecodingContainer) throws {
    self.init([Double]())
    while !container.isAtEnd {
      append(try container.decode(Double.self))
    }
  }

  @usableFromInline
  func encodeElements(to container: inout any UnkeyedEncodingContainer) throws {
    for number in self {
      try container.encode(number)
    }
  }
}

extension CoordinateArray: ContainerCodable {
  /// Decodes the array stored for a key, in the model's container, without a nested decoder.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: What ``init(from:)`` throws, at the same paths.
  @inlinable
  public init<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws {
    var elements = try container.nestedUnkeyedContainer(forKey: key)
    try self.init(elementsOf: &elements)
  }

  /// Encodes the array for a key, in the model's container, without a nested encoder.
  ///
  /// - Parameters:
  ///   - container: The model's keyed container.
  ///   - key: The key.
  /// - Throws: What `encode(to:)` throws, at the same paths.
  @inlinable
  public func encode<K: CodingKey>(to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    var elements = container.nestedUnkeyedContainer(forKey: key)
    try encodeElements(to: &elements)
  }
}
