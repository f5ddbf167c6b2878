@_exported import CodableTransformsCore
public import DefaultCoding
public import Foundation

/// A type with an empty value: what a property of the type holds when it is never decoded.
///
/// ``Omitted`` and ``OmitDecoding`` give a property the empty value of its type when a model
/// is decoded — and when it is created without one:
///
/// ```swift
/// struct Session: Codable {
///     var token: String
///     @Omitted var cache: [String: Data]      // [:] when decoded or created: Session(token: "…")
///     @Omitted var lastError: String?         // nil
/// }
/// ```
///
/// The library conforms `Optional` (`nil`), `Bool` (`false`), the integer and floating-point
/// types and `Decimal` (`0`), `String` (`""`), `Data` (no bytes), and `Array`, `Dictionary` and
/// `Set` (empty). Conform your own type with its natural empty value:
///
/// ```swift
/// extension Draft: EmptyValueRepresentable {
///     static var emptyValue: Draft { Draft(title: "", body: "") }
/// }
/// ```
///
/// For another value, such as a count that starts at 3, name a `DefaultValueProvider` with
/// ``OmitCoded`` or ``OmitDecoded``.
///
/// - Note: Nothing is written on the wire: the empty value is only what decoding gives.
public protocol EmptyValueRepresentable {
  /// The empty value: `nil`, `false`, `0`, `""`, `[]`, `[:]`.
  static var emptyValue: Self { get }
}

/// The `DefaultValueProvider` of a type's ``EmptyValueRepresentable/emptyValue``.
///
/// ``Omitted`` and ``OmitDecoding`` use it; name it to combine the empty value with other
/// wrappers that take a provider:
///
/// ```swift
/// @OmitDecoded<EmptyValue<[URL]>, URLString<[URL]>> var mirrors: [URL]   // written, never read
/// @Default<EmptyValue<Int>> var retries: Int                              // DefaultCoding
/// ```
public enum EmptyValue<Value: EmptyValueRepresentable>: DefaultValueProvider {
  /// `Value.emptyValue`.
  @inlinable
  public static var defaultValue: Value { Value.emptyValue }
}

extension Optional: EmptyValueRepresentable {
  /// `nil`.
  @inlinable
  public static var emptyValue: Wrapped? { nil }
}

extension Bool: EmptyValueRepresentable {
  /// `false`.
  @inlinable
  public static var emptyValue: Bool { false }
}

extension String: EmptyValueRepresentable {
  /// `""`.
  @inlinable
  public static var emptyValue: String { "" }
}

extension Data: EmptyValueRepresentable {
  /// No bytes.
  @inlinable
  public static var emptyValue: Data { Data() }
}

extension Array: EmptyValueRepresentable {
  /// `[]`.
  @inlinable
  public static var emptyValue: [Element] { [] }
}

extension Dictionary: EmptyValueRepresentable {
  /// `[:]`.
  @inlinable
  public static var emptyValue: [Key: Value] { [:] }
}

extension Set: EmptyValueRepresentable {
  /// `[]`.
  @inlinable
  public static var emptyValue: Set<Element> { [] }
}

extension Int: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: Int { 0 }
}

extension Int8: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: Int8 { 0 }
}

extension Int16: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: Int16 { 0 }
}

extension Int32: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: Int32 { 0 }
}

extension Int64: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: Int64 { 0 }
}

extension UInt: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: UInt { 0 }
}

extension UInt8: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: UInt8 { 0 }
}

extension UInt16: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: UInt16 { 0 }
}

extension UInt32: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: UInt32 { 0 }
}

extension UInt64: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: UInt64 { 0 }
}

extension Double: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: Double { 0 }
}

extension Float: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: Float { 0 }
}

extension Decimal: EmptyValueRepresentable {
  /// `0`.
  @inlinable
  public static var emptyValue: Decimal { 0 }
}
