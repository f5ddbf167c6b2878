@_exported import CodableTransformsCore

// How a wrapper lets the encoder decide whether a key is written at all.
//
// `@DocumentID` and `@ServerTimestamp` must leave their key out with most encoders and write it
// with some (one whose `userInfo` asks for it). A wrapper only has its model's
// `KeyedEncodingContainer`, which does not expose `userInfo`, and any call that reaches the
// encoder (`superEncoder(forKey:)`, a nested container) already writes the key.
//
// So the wrapper encodes a small request value for its key. The encoder hands the request an
// `Encoder`, where `userInfo` is visible; the request either writes its value or throws
// `EncoderDeclined` before touching the encoder. Foundation's encoders (and every encoder that
// stores a value only after `encode(to:)` returns) then store nothing for the key, and the wrapper
// swallows exactly that error — no other error is ever caught.

/// Thrown by a request value whose encoder does not want it written.
@usableFromInline
struct EncoderDeclined: Error {
  /// The one instance, thrown as is: an error thrown as `any Error` is boxed, and throwing a box
  /// made once saves an allocation per document.
  @usableFromInline static let error: any Error = EncoderDeclined()
}

/// A value that either writes itself or declines, once it can see the encoder.
@usableFromInline
protocol EncoderDecidedValue: Encodable {
  /// Writes the value, or throws ``EncoderDeclined`` without touching `encoder`.
  func encodeIfWanted(to encoder: any Encoder) throws
}

extension EncoderDecidedValue {
  @usableFromInline
  func encode(to encoder: any Encoder) throws {
    try encodeIfWanted(to: encoder)
  }
}

extension KeyedEncodingContainer {
  /// Encodes `value` for `key`, or writes nothing when the value declines.
  @inlinable
  mutating func encodeUnlessDeclined(_ value: some EncoderDecidedValue, forKey key: Key) throws {
    do {
      try encode(value, forKey: key)
    } catch is EncoderDeclined {
      // The encoder did not want the key: it is left out, which is the documented behaviour.
    }
  }
}
