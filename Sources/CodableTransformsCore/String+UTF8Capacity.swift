extension String {
  /// Creates a string from at most `capacity` UTF-8 bytes that `initializer` writes, returning
  /// how many it wrote.
  ///
  /// `String(unsafeUninitializedCapacity:initializingUTF8With:)` is in the standard library of
  /// macOS 11, iOS 14, tvOS 14 and watchOS 7; the package supports macOS 10.15, where the bytes
  /// go through a temporary array instead. Invalid UTF-8 is repaired in both cases.
  ///
  /// - Parameters:
  ///   - capacity: The most bytes `initializer` may write.
  ///   - initializer: Writes the bytes at the start of the buffer and returns their count.
  @usableFromInline
  package init(
    utf8Capacity capacity: Int,
    initializingUTF8With initializer: (UnsafeMutableBufferPointer<UInt8>) throws -> Int
  ) rethrows {
    if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
      try self.init(unsafeUninitializedCapacity: capacity, initializingUTF8With: initializer)
    } else {
      let bytes = try [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        count = try initializer(buffer)
      }
      self.init(decoding: bytes, as: UTF8.self)
    }
  }
}
