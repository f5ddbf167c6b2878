@_exported import CodableTransformsCore
import Foundation

// Booleans and numbers in a tree, told apart exactly.
//
// A tree holds Swift values (`Bool`, `Int`, `Double`, …) or Foundation objects (`NSNumber`,
// `NSDecimalNumber`, the `__NSCFBoolean` that `JSONSerialization` returns). Casting cannot tell them
// apart: on Linux and Apple platforms `NSNumber(value: 1) as? Bool` is `true`, and a Swift `Int`
// casts to `NSNumber`. So a value is classified by its dynamic type first — a Swift type is exactly
// what it says — and an `NSNumber` is a Boolean only when it is one of Foundation's two Boolean
// singletons. `NSNumber` casts are only made on class instances (see `isObject`).

/// A Boolean or a number read from a tree.
enum TreeNumber {
  case bool(Bool)
  case int(Int64)
  case uint(UInt64)  // only above Int64.max
  case double(Double)
  case decimal(Decimal)

  /// Foundation's Boolean singletons: every `NSNumber` Boolean on Linux and Apple platforms is one
  /// of these two objects (`JSONSerialization`'s included).
  static let trueNumber = NSNumber(value: true)
  static let falseNumber = NSNumber(value: false)

  /// Classifies a value, or returns `nil` when it is not a Boolean or a number.
  @inline(__always)
  init?(_ value: Any) {
    let type = type(of: value)
    if type == Int.self, let value = value as? Int {
      self = .int(Int64(value))
    } else if type == Double.self, let value = value as? Double {
      self = .double(value)
    } else if type == Bool.self, let value = value as? Bool {
      self = .bool(value)
    } else if type is AnyObject.Type {
      guard let number = value as? NSNumber else { return nil }
      self.init(number)
    } else {
      self.init(otherSwiftNumber: value, type: type)
    }
  }

  private init?(otherSwiftNumber value: Any, type: Any.Type) {
    // The type is compared before any cast: casting a Swift collection to a number type would
    // make Foundation on Linux try to bridge it, recursively.
    if type == Int64.self, let value = value as? Int64 {
      self = .int(value)
    } else if type == Int32.self, let value = value as? Int32 {
      self = .int(Int64(value))
    } else if type == Int16.self, let value = value as? Int16 {
      self = .int(Int64(value))
    } else if type == Int8.self, let value = value as? Int8 {
      self = .int(Int64(value))
    } else if type == UInt.self, let value = value as? UInt {
      self.init(unsigned: UInt64(value))
    } else if type == UInt64.self, let value = value as? UInt64 {
      self.init(unsigned: value)
    } else if type == UInt32.self, let value = value as? UInt32 {
      self = .int(Int64(value))
    } else if type == UInt16.self, let value = value as? UInt16 {
      self = .int(Int64(value))
    } else if type == UInt8.self, let value = value as? UInt8 {
      self = .int(Int64(value))
    } else if type == Float.self, let value = value as? Float {
      self = .double(Double(value))
    } else if type == Decimal.self, let value = value as? Decimal {
      self = .decimal(value)
    } else {
      return nil
    }
  }

  private init(unsigned value: UInt64) {
    self = value <= UInt64(Int64.max) ? .int(Int64(value)) : .uint(value)
  }

  private init(_ number: NSNumber) {
    if number === Self.trueNumber {
      self = .bool(true)
    } else if number === Self.falseNumber {
      self = .bool(false)
    } else if let decimal = number as? NSDecimalNumber {
      self = .decimal(decimal.decimalValue)
    } else {
      switch UInt8(bitPattern: number.objCType.pointee) {
      case UInt8(ascii: "f"), UInt8(ascii: "d"):
        self = .double(number.doubleValue)
      case UInt8(ascii: "Q"), UInt8(ascii: "L"):
        self.init(unsigned: number.uint64Value)
      case UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
        self = .int(Int64(number.uint64Value))
      default:
        self = .int(number.int64Value)
      }
    }
  }

  /// The kind of value, for error messages: `"the Boolean true"`, `"the number 1.5"`.
  var description: String {
    switch self {
    case .bool(let value): "the Boolean \(value)"
    case .int(let value): "the number \(value)"
    case .uint(let value): "the number \(value)"
    case .double(let value): "the number \(value)"
    case .decimal(let value): "the number \(value)"
    }
  }

  /// The exact integer value, or `nil` when the number has a fraction or does not fit.
  func integer<T: FixedWidthInteger>(as type: T.Type) -> T? {
    switch self {
    case .bool: return nil
    case .int(let value): return T(exactly: value)
    case .uint(let value): return T(exactly: value)
    case .double(let value): return T(exactly: value)
    case .decimal(let value):
      guard value.isFinite else { return nil }
      var rounded = Decimal()
      var copy = value
      NSDecimalRound(&rounded, &copy, 0, .plain)
      guard rounded == value else { return nil }
      // Decimal's own conversions wrap around silently; go through its exact text instead.
      return T(rounded.description)
    }
  }

  /// The number as a `Double`, rounded to the nearest when it has more precision.
  var double: Double? {
    switch self {
    case .bool: nil
    case .int(let value): Double(value)
    case .uint(let value): Double(value)
    case .double(let value): value
    case .decimal(let value): NSDecimalNumber(decimal: value).doubleValue
    }
  }

  /// The number as a `Decimal`: integers exactly, binary floating-point numbers by their shortest
  /// decimal text (`0.1` is `0.1`, not `0.1000000000000000055…`).
  var decimal: Decimal? {
    switch self {
    case .bool: nil
    case .int(let value): Decimal(value)
    case .uint(let value): Decimal(value)
    case .double(let value): value.isFinite ? Decimal(string: "\(value)") : nil
    case .decimal(let value): value
    }
  }
}
