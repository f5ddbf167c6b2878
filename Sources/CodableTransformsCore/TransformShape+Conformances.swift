public import Foundation

// The value types the library's transforms convert. Each is declared here, once, so that two
// wrapper modules never declare the same conformance.

extension String: TransformShape {}
extension Bool: TransformShape {}
extension Int: TransformShape {}
extension Int8: TransformShape {}
extension Int16: TransformShape {}
extension Int32: TransformShape {}
extension Int64: TransformShape {}
extension UInt: TransformShape {}
extension UInt8: TransformShape {}
extension UInt16: TransformShape {}
extension UInt32: TransformShape {}
extension UInt64: TransformShape {}
extension Double: TransformShape {}
extension Float: TransformShape {}
extension Decimal: TransformShape {}
extension Date: TransformShape {}
extension Data: TransformShape {}
extension URL: TransformShape {}
extension UUID: TransformShape {}
extension TimeZone: TransformShape {}
// `Duration` is in the standard library of macOS 13, iOS 16, tvOS 16 and watchOS 9.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration: TransformShape {}
