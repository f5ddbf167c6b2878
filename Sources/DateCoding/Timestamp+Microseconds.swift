extension Timestamp {
  /// The timestamp rounded to the nearest microsecond: the precision Cloud Firestore stores.
  ///
  /// Firestore truncates what is finer than a microsecond. A `Date` of `.685` seconds is the
  /// `Double` `….684999942…`: ``init(date:)`` keeps those nanoseconds, Firestore would store
  /// `.684999`, and the next read-modify-write `.684998`. Rounded first, the stored value is the
  /// one nearest to the date, and a date read from Firestore comes back to the microsecond it was
  /// read from, so writing it again changes nothing:
  ///
  /// ```swift
  /// Timestamp(date: Date(timeIntervalSince1970: 1_732_181_400.685))
  ///     // nanoseconds: 684_999_942
  /// Timestamp(date: Date(timeIntervalSince1970: 1_732_181_400.685)).roundedToMicroseconds()
  ///     // nanoseconds: 685_000_000
  /// ```
  ///
  /// Half a microsecond rounds to the later instant. A timestamp in the last half microsecond of
  /// 9999 rounds down to 9999-12-31T23:59:59.999999Z, the latest microsecond that is still
  /// ``isValid``. A timestamp that is not ``isValid`` is returned unchanged, so that an encoder
  /// still rejects it.
  ///
  /// - Returns: The timestamp with ``nanoseconds`` a multiple of 1,000.
  public func roundedToMicroseconds() -> Timestamp {
    guard isValid else { return self }
    let microseconds = (nanoseconds + 500) / 1_000
    guard microseconds == 1_000_000 else {
      return Timestamp(seconds: seconds, nanoseconds: microseconds * 1_000)
    }
    guard seconds < Timestamp.max.seconds else {
      return Timestamp(seconds: seconds, nanoseconds: 999_999_000)
    }
    return Timestamp(seconds: seconds + 1, nanoseconds: 0)
  }
}
