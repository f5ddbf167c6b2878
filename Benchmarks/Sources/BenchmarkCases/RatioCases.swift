/// Every case, by module.
public enum RatioCases {
  /// Every case the report runs, in report order.
  public static let all: [RatioCase] =
    timeZoneCoding + urlCoding + colorCoding + geoPointCoding + dateCoding + losslessCoding
    + dataCoding + lossyCoding + defaultCoding + documentCoding + snapshotCoding + enumCoding
    + omitCoding + collectionCoding + polymorphicCoding + firestoreRESTCoding

  /// The cases of one module's suite.
  ///
  /// - Parameter suite: The module name.
  /// - Returns: Its cases.
  public static func suite(_ suite: String) -> [RatioCase] {
    all.filter { $0.suite == suite }
  }
}
