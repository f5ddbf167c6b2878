@_exported import CodableTransformsCore

// How the omitting wrappers apply the library's optional rules to a value type they only know as
// a generic parameter: a missing key or `null` decodes an optional as `nil`, and `nil` omits the
// key. The checks run only on those paths, never for a present value.

/// `nil` as a `Value` when `Value` can be `nil` (an `Optional`), else `nil`.
@usableFromInline
func _nilValue<Value>(_ type: Value.Type) -> Value? {
  guard let optional = type as? any ExpressibleByNilLiteral.Type else { return nil }
  return optional.init(nilLiteral: ()) as? Value
}

/// Whether `value` is an `Optional` holding `nil`.
@usableFromInline
func _isNil<Value>(_ value: Value) -> Bool {
  (value as? any _OptionalValue)?._isNil ?? false
}

/// An `Optional`, whatever it wraps.
@usableFromInline
protocol _OptionalValue {
  var _isNil: Bool { get }
}

extension Optional: _OptionalValue {
  @usableFromInline
  var _isNil: Bool { self == nil }
}
