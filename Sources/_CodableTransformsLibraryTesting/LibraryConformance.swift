public import CodableTransformsTesting

/// The conformance suites of the library's own wrappers.
///
/// The library's tests run them with `ConformanceCoders.all`; a package that adds a coder
/// runs them with its own:
///
/// ```swift
/// @Test(arguments: LibraryConformance.all.cases(coders: [YAMLConformanceCoder()]))
/// func yaml(_ testCase: ConformanceCase) { testCase.verify() }
/// ```
public enum LibraryConformance {
  /// Every suite of every wrapper module.
  ///
  /// The `DateFormatTransform` suite is included where `Date.VerbatimFormatStyle` is available
  /// (macOS 12, iOS 15, tvOS 15, watchOS 8), the `Duration` suites where `Duration` is available (macOS 13, iOS 16,
  /// tvOS 16, watchOS 9).
  public static var all: [any ConformanceSuite] {
    var dateFormats: [any ConformanceSuite] = []
    if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
      dateFormats = [dateFormatTransform]
    }
    var durations: [any ConformanceSuite] = []
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
      durations = [durationSeconds, durationMilliseconds]
    }
    return [
      stringCodedTimeZone,
      urlString,
      hexColor,
      unwrappedRGBAColor,
      coordinatePair,
      geoJSONPosition,
      unwrappedGeoPoint,
      secondsSince1970,
      millisecondsSince1970,
      microsecondsSince1970,
      nanosecondsSince1970,
      iso8601Date,
      timestamp,
      timestampDate,
      yearMonthDayDate,
      dateFormats,
      durations,
      rfc2822Date,
      intCodedBool,
      stringCodedBool,
      base64Data,
      base64URLData,
      hexData,
      uppercaseHexData,
      byteArrays,
      // Every value type of `@LosslessValue`; an array of suites is a suite.
      losslessValue,
      // `Double` and `Float`.
      nonConformingFloat,
      // `Int`, `UInt64`, `Double` and `Bool`.
      stringCoded,
      jsonString,
      pickFirst,
      decodeEncode,
      lossyCoding,
      lossySet,
      defaultCoding,
      nilCodedAs,
      documentCoding,
      doubleOptional,
      snapshotCoding,
      // `String`, `Int` and raw-value-keeping enums, each in four shapes.
      unknownCaseFallback,
      omitCoding,
      collectionCoding,
      // Three taggings, a fallback, and a registered family in four forms.
      polymorphicCoding,
    ]
  }
}
