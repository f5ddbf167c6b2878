public import Foundation

// The value types the library's transforms convert. Each is declared here, once, so that two
// wrapper modules never declare the same conformance.

extension String: TransformableValue {}
extension Bool: TransformableValue {}
extension Int: TransformableValue {}
extension Int8: TransformableValue {}
extension Int16: TransformableValue {}
extension Int32: TransformableValue {}
extension Int64: TransformableValue {}
extension UInt: TransformableValue {}
extension UInt8: TransformableValue {}
extension UInt16: TransformableValue {}
extension UInt32: TransformableValue {}
extension UInt64: TransformableValue {}
extension Double: TransformableValue {}
extension Float: TransformableValue {}
extension Decimal: TransformableValue {}
extension Date: TransformableValue {}
extension Data: TransformableValue {}
extension URL: TransformableValue {}
extension UUID: TransformableValue {}
extension TimeZone: TransformableValue {}
// `Duration` is in the standard library of macOS 13, iOS 16, tvOS 16 and watchOS 9.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration: TransformableValue {}
