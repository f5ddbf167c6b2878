import CodableTransforms
import FirestoreRESTNetworking
import Foundation
import Testing

// Every public type of every library module, spelled with its module's name. A file that imports
// this package and another with the same names (the Firebase SDK's `DocumentID`, `GeoPoint`,
// `Timestamp`; CodableWrappers' `OmitEncoding`) picks ours this way, which works only if no
// module declares a type with its own name. The last test reads the sources, so that a new public
// type fails here until it is listed.

/// A polymorphic enum, spelled module-qualified.
enum QualifiedShape: PolymorphicCoding.PolymorphicCodable {
  case none
  static let variants: [PolymorphicCoding.PolymorphicVariant<QualifiedShape>] = [
    .unit("none", .none)
  ]
}

/// A model whose every wrapper is spelled module-qualified.
struct ModuleQualifiedModel: Codable, Equatable, Sendable {
  @TimeZoneCoding.StringCodedTimeZone var zone: TimeZone
  @URLCoding.URLString var url: URL
  @ColorCoding.HexColor var color: ColorCoding.RGBAColor
  @GeoPointCoding.CoordinatePair var pair: GeoPointCoding.GeoPoint
  @GeoPointCoding.GeoJSONPosition var position: GeoPointCoding.GeoPoint
  @DateCoding.SecondsSince1970 var seconds: Date
  @DateCoding.MillisecondsSince1970 var milliseconds: Date
  @DateCoding.ISO8601Date var iso: Date
  @DateCoding.TimestampDate var timestampDate: Date
  @DateCoding.RFC2822Date var rfc2822: Date
  @DateCoding.YearMonthDayDate var day: Date
  var timestamp: DateCoding.Timestamp
  @LosslessCoding.LosslessValue var lossless: Int
  @LosslessCoding.IntCodedBool var intBool: Bool
  @LosslessCoding.StringCodedBool var stringBool: Bool
  @LosslessCoding.StringCoded var bigID: UInt64
  @LosslessCoding.NonConformingFloat var ratio: Double
  @DataCoding.Base64Data var base64: Data
  @DataCoding.Base64URLData var base64URL: Data
  @DataCoding.HexData var hex: Data
  @DataCoding.UppercaseHexData var upperHex: Data
  @LossyCoding.LossyArray var items: [Int]
  @LossyCoding.LossyOptional var maybe: Int?
  @LossyCoding.LossySet var tags: Set<String>
  @LossyCoding.Lossy<URLCoding.URLString<URL>>.Array var links: [URL]
  @DefaultCoding.DefaultFalse var isOn: Bool
  @DefaultCoding.DefaultTrue var isVisible: Bool
  @DefaultCoding.DefaultZero var count: Int
  @DefaultCoding.DefaultEmptyString var title: String
  @DefaultCoding.DefaultEmptyArray var list: [Int]
  @DefaultCoding.DefaultEmptyDictionary var map: [String: Int]
  @DefaultCoding.Default<DefaultCoding.DefaultValues.True> var enabled: Bool
  @DefaultCoding.NilAsEmptyString var middleName: String?
  @DocumentCoding.DocumentID var id: String?
  @DocumentCoding.ServerTimestamp var createdAt: Date?
  @DocumentCoding.ExplicitNull var note: String?
  @DocumentCoding.DatabaseServerTimestamp var updatedAt: Date?
  @DocumentCoding.DoubleOptional var nickname: String??
  @EnumCoding.UnknownCaseFallback var status: RecipeStatus
  @OmitCoding.OmitEncoding var serverCount: Int?
  @OmitCoding.OmitDecoding var password: String?
  @OmitCoding.Omitted var isExpanded: Bool
  @OmitCoding.OmitCoded<DefaultCoding.DefaultValues.True> var isSelected: Bool
  @OmitCoding.OmitIfEmpty var emptyLabels: [String]
  @CollectionCoding.OneOrMany var authors: [String]
  @CollectionCoding.CommaSeparated var keywords: [String]
  @CollectionCoding.NoDuplicates var ids: Set<Int>
}

@Suite("Module-qualified names")
struct ModuleQualifiedNamesTests {
  @Test func aModelSpelledModuleQualifiedRoundTrips() throws {
    let date = Date(timeIntervalSince1970: 1_732_181_400)
    let model = ModuleQualifiedModel(
      zone: TimeZone(identifier: "Europe/Paris")!, url: URL(string: "https://example.com/a")!,
      color: ColorCoding.RGBAColor(red: 0x1E, green: 0x90, blue: 0xFF),
      pair: GeoPointCoding.GeoPoint(latitude: 52.23, longitude: 21.01),
      position: GeoPointCoding.GeoPoint(latitude: 48.85, longitude: 2.35), seconds: date,
      milliseconds: date, iso: date, timestampDate: date, rfc2822: date,
      day: Date(timeIntervalSince1970: 1_732_147_200),
      timestamp: DateCoding.Timestamp(seconds: 1_732_181_400, nanoseconds: 5), lossless: 42,
      intBool: true, stringBool: false, bigID: .max, ratio: .infinity, base64: Data([1, 2, 3]),
      base64URL: Data([0xFB, 0xFF]), hex: Data([0xCA, 0xFE]), upperHex: Data([0xBE, 0xEF]),
      items: [1, 2], maybe: 3, tags: ["a"], links: [URL(string: "https://example.com/b")!],
      isOn: true, isVisible: false, count: 7, title: "T", list: [1], map: ["k": 1],
      enabled: false, middleName: nil, id: nil, createdAt: date, note: nil, updatedAt: date,
      nickname: .some(nil), status: .active, serverCount: nil, password: nil, emptyLabels: [],
      authors: ["Ann", "Bo"], keywords: ["x", "y"], ids: [1, 2])
    let data = try JSONEncoder().encode(model)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["color"] as? String == "#1E90FF")
    #expect(json["pair"] as? [Double] == [52.23, 21.01])
    #expect(json["keywords"] as? String == "x,y")
    #expect(json["serverCount"] == nil && json["isExpanded"] == nil && json["emptyLabels"] == nil)
    let decoded = try JSONDecoder().decode(ModuleQualifiedModel.self, from: data)
    #expect(decoded == model)
  }

  @Test func everyPublicTypeIsReachableModuleQualified() {
    let names: [Any.Type] = [
      // CodableTransformsCore
      (any CodableTransformsCore.CodableByTransform).self,
      (any CodableTransformsCore.CodingTransform).self,
      (any CodableTransformsCore.ContainerCodable).self,
      (any CodableTransformsCore.ContextualCodingTransform).self,
      CodableTransformsCore.DecodingContext.self,
      CodableTransformsCore.DroppedValues.self,
      (any CodableTransformsCore.DroppedValuesRecord).self,
      CodableTransformsCore.NothingDropped.self,
      CodableTransformsCore.OptionalCoded<CodableTransformsCore.PlainCoding<Int>>.self,
      CodableTransformsCore.ArrayCoded<CodableTransformsCore.PlainCoding<Int>>.self,
      CodableTransformsCore.DictionaryCoded<Int, CodableTransformsCore.PlainCoding<Int>>.self,
      CodableTransformsCore.PlainCoding<Int>.self, CodableTransformsCore.RecoveryReport.self,
      CodableTransformsCore.TransformCoded<URLCoding.URLStringTransform, URL>.self,
      CodableTransformsCore.TransformError.self, (any CodableTransformsCore.TransformShape).self,
      // FirebaseContract
      (any FirebaseContract.DocumentIDRepresentable).self,
      (any FirebaseContract.FirebaseNativeDocumentReference).self,
      (any FirebaseContract.FirebaseNativeFieldValue).self,
      (any FirebaseContract.FirebaseNativeGeoPoint).self,
      (any FirebaseContract.FirebaseNativeTimestamp).self,
      FirebaseContract.FirebaseNativeTypes.self,
      // CollectionCoding
      CollectionCoding.CommaSeparated<Int>.self, CollectionCoding.CommaSeparator.self,
      CollectionCoding.NoDuplicates<Int>.self, CollectionCoding.OneOrMany<Int>.self,
      CollectionCoding.SeparatedValues<CollectionCoding.SpaceSeparator, Int>.self,
      CollectionCoding.SpaceSeparator.self, (any CollectionCoding.ValueSeparator).self,
      // ColorCoding
      ColorCoding.HexColor<ColorCoding.RGBAColor>.self,
      (any ColorCoding.HexColorConvertible).self,
      ColorCoding.HexColorTransform<ColorCoding.RGBAColor>.self, ColorCoding.RGBAColor.self,
      // DataCoding
      DataCoding.Base64Data<Data>.self, DataCoding.Base64DataTransform.self,
      DataCoding.Base64URLData<Data>.self, DataCoding.Base64URLDataTransform.self,
      DataCoding.HexData<Data>.self, DataCoding.HexDataTransform.self,
      DataCoding.UppercaseHexData<Data>.self, DataCoding.UppercaseHexDataTransform.self,
      DataCoding.ByteArrayCoded<DataCoding.HexDataTransform>.self, DataCoding.Base64Bytes.self,
      DataCoding.Base64URLBytes.self, DataCoding.HexBytes.self, DataCoding.UppercaseHexBytes.self,
      // DateCoding (DateFormatTransform and the Duration wrappers: see below)
      DateCoding.ISO8601Date<Date>.self, DateCoding.ISO8601DateTransform.self,
      DateCoding.MillisecondsSince1970<Date>.self, DateCoding.MillisecondsSince1970Transform.self,
      DateCoding.MicrosecondsSince1970<Date>.self, DateCoding.MicrosecondsSince1970Transform.self,
      DateCoding.NanosecondsSince1970<Date>.self, DateCoding.NanosecondsSince1970Transform.self,
      DateCoding.EpochCount.self,
      DateCoding.RFC2822Date<Date>.self, DateCoding.RFC2822DateTransform.self,
      DateCoding.SecondsSince1970<Date>.self, DateCoding.SecondsSince1970Transform.self,
      DateCoding.Timestamp.self, DateCoding.TimestampDate<Date>.self,
      DateCoding.TimestampDateTransform.self, DateCoding.YearMonthDayDate<Date>.self,
      DateCoding.YearMonthDayDateTransform.self,
      // DefaultCoding
      DefaultCoding.Default<DefaultCoding.DefaultValues.True>.self,
      DefaultCoding.DefaultCoded<
        DefaultCoding.DefaultValues.False, CodableTransformsCore.PlainCoding<Bool>
      >.self,
      DefaultCoding.DefaultEmptyArray<Int>.self,
      DefaultCoding.DefaultEmptyDictionary<String, Int>.self,
      DefaultCoding.DefaultEmptyString.self, DefaultCoding.DefaultFalse.self,
      DefaultCoding.DefaultTrue.self, (any DefaultCoding.DefaultValueProvider).self,
      DefaultCoding.DefaultValues.self, DefaultCoding.DefaultZero<Int>.self,
      DefaultCoding.NilAsEmptyString.self,
      DefaultCoding.NilCodedAs<DefaultCoding.DefaultValues.False>.self,
      // DocumentCoding
      DocumentCoding.DatabaseServerTimestamp.self, DocumentCoding.DocumentID<String>.self,
      DocumentCoding.DoubleOptional<Int>.self,
      DocumentCoding.ExplicitNull<String>.self, DocumentCoding.ServerTimestamp<Date>.self,
      (any DocumentCoding.ServerTimestampRepresentable).self,
      // EnumCoding
      EnumCoding.UnknownCaseFallback<RecipeStatus>.self,
      EnumCoding.UnknownCaseFallbackTransform<RecipeStatus>.self,
      (any EnumCoding.UnknownCaseRepresentable).self, EnumCoding.UnknownRawValueError.self,
      (any EnumCoding.UnknownRawValueRepresentable).self,
      // GeoPointCoding
      GeoPointCoding.CoordinateArray.self,
      GeoPointCoding.CoordinatePair<GeoPointCoding.GeoPoint>.self,
      GeoPointCoding.CoordinatePairTransform<GeoPointCoding.GeoPoint>.self,
      GeoPointCoding.GeoJSONPosition<GeoPointCoding.GeoPoint>.self,
      GeoPointCoding.GeoJSONPositionTransform<GeoPointCoding.GeoPoint>.self,
      GeoPointCoding.GeoPoint.self, (any GeoPointCoding.GeoPointConvertible).self,
      // LosslessCoding
      LosslessCoding.IntCodedBool<Bool>.self, LosslessCoding.IntCodedBoolTransform.self,
      LosslessCoding.JSONString<PublicMetadata>.self,
      LosslessCoding.JSONStringTransform<PublicMetadata>.self,
      LosslessCoding.JavaScriptFloatStrings.self, LosslessCoding.LosslessCodingValue<Int>.self,
      LosslessCoding.LosslessValue<Int>.self, (any LosslessCoding.LosslessValueConvertible).self,
      LosslessCoding.LosslessValueTransform<Int>.self,
      LosslessCoding.NonConformingFloat<Double>.self,
      (any LosslessCoding.NonConformingFloatStrings).self,
      LosslessCoding.NonConformingFloatTransform<Double, LosslessCoding.JavaScriptFloatStrings>
        .self,
      LosslessCoding.PickFirstTransform<
        DateCoding.ISO8601DateTransform, DateCoding.SecondsSince1970Transform
      >.self,
      LosslessCoding.DecodeEncodeTransform<
        DateCoding.SecondsSince1970Transform, DateCoding.ISO8601DateTransform
      >.self,
      LosslessCoding.StringCoded<Int>.self, LosslessCoding.StringCodedBool<Bool>.self,
      LosslessCoding.StringCodedBoolTransform.self, LosslessCoding.StringCodedTransform<Int>.self,
      // LossyCoding (LossyDictionary: see below)
      LossyCoding.Lossy<CodableTransformsCore.PlainCoding<Int>>.self,
      LossyCoding.LossyArray<Int>.self, LossyCoding.LossyOptional<Int>.self,
      LossyCoding.LossySet<Int>.self,
      // PolymorphicCoding
      PolymorphicCoding.PolymorphicTagging.self, PolymorphicCoding.UnknownTypeTagError.self,
      PolymorphicCoding.NoMatchingVariantError.self,
      (any PolymorphicCoding.PolymorphicFamily).self,
      (any PolymorphicCoding.PolymorphicFallbackTag).self,
      (any PolymorphicCoding.PolymorphicCodable).self,
      PolymorphicCoding.Polymorphic<QualifiedShape>.self,
      PolymorphicCoding.PolymorphicVariant<QualifiedShape>.self,
      // OmitCoding
      OmitCoding.EmptyValue<Int>.self, (any OmitCoding.EmptyValueRepresentable).self,
      OmitCoding.OmitCoded<DefaultCoding.DefaultValues.True>.self,
      OmitCoding.OmitDecoded<
        DefaultCoding.DefaultValues.False, CodableTransformsCore.PlainCoding<Bool>
      >
      .self,
      OmitCoding.OmitDecoding<Int>.self,
      OmitCoding.OmitEncoded<CodableTransformsCore.PlainCoding<Int>>.self,
      OmitCoding.OmitEncoding<Int>.self, OmitCoding.Omitted<Int>.self,
      (any OmitCoding.EmptyTestable).self, OmitCoding.OmitIfEmpty<[Int]>.self,
      OmitCoding.OmitIfEmptyCoded<CodableTransformsCore.PlainCoding<[Int]>>.self,
      OmitCoding.OmitIfDefault<DefaultCoding.DefaultValues.False>.self,
      OmitCoding.OmitIfDefaultCoded<
        DefaultCoding.DefaultValues.False, CodableTransformsCore.PlainCoding<Bool>
      >
      .self,
      (any OmitCoding.OmissionRule).self, OmitCoding.OmissionRules.self,
      OmitCoding.OmitIfCoded<
        OmitCoding.OmissionRules.IfEmpty<String>, CodableTransformsCore.PlainCoding<String>
      >
      .self,
      // SnapshotCoding
      SnapshotCoding.FirebaseKeyOrder.self, SnapshotCoding.KeyedList<ListedComment>.self,
      (any SnapshotCoding.KeyedListElement).self, SnapshotCoding.ServerTimestampPlaceholder.self,
      SnapshotCoding.SnapshotCodingKey.self, SnapshotCoding.SnapshotDecoder.self,
      SnapshotCoding.SnapshotEncoder.self, SnapshotCoding.SnapshotValue.self,
      SnapshotCoding.UnknownFields.self, SnapshotCoding.SnapshotNativeValue.self,
      // FirestoreRESTCoding
      FirestoreRESTCoding.FirestoreRESTDecoder.self, FirestoreRESTCoding.FirestoreRESTEncoder.self,
      FirestoreRESTCoding.FirestoreRESTDocument<Int>.self,
      FirestoreRESTCoding.FirestoreRESTBatchGetResult<Int>.self,
      FirestoreRESTCoding.FirestoreRESTDocumentPage<Int>.self,
      FirestoreRESTCoding.FirestoreRESTValue.self, FirestoreRESTCoding.FirestoreFieldPath.self,
      FirestoreRESTCoding.FirestoreRESTFields.self, FirestoreRESTCoding.FirestoreRESTWrite.self,
      FirestoreRESTCoding.FirestoreRESTReference.self,
      FirestoreRESTCoding.FirestoreRESTPathError.self,
      FirestoreRESTCoding.FirestoreRESTFieldTransform.self,
      FirestoreRESTCoding.FirestoreRESTQuery.self,
      FirestoreRESTCoding.FirestoreRESTAggregation.self,
      FirestoreRESTCoding.FirestoreRESTAggregationResult.self,
      FirestoreRESTCoding.FirestoreRESTDocumentFailure.self,
      FirestoreRESTCoding.FirestoreRESTLossyDocuments<Int>.self,
      // FirestoreRESTNetworking
      FirestoreRESTNetworking.FirestoreRESTClient.self,
      FirestoreRESTNetworking.FirestoreRESTCommitResult.self,
      FirestoreRESTNetworking.FirestoreRESTError.self,
      FirestoreRESTNetworking.FirestoreRESTWriteResult.self,
      FirestoreRESTNetworking.FirestoreRESTWriteBatch.self,
      FirestoreRESTNetworking.FirestoreRESTTransaction.self,
      FirestoreRESTNetworking.FirestoreRESTTransactionError.self,
      FirestoreRESTNetworking.FirestoreRESTWriteLimits.self,
      FirestoreRESTNetworking.FirestoreRESTDocumentSequence<Int>.self,
      FirestoreRESTNetworking.FirestoreRESTLossyDocumentSequence<Int>.self,
      FirestoreRESTNetworking.FirestoreRESTRetryPolicy.self,
      FirestoreRESTNetworking.FirestoreRESTClock.self,
      (any FirestoreRESTNetworking.FirestoreRESTTransport).self,
      FirestoreRESTNetworking.FirestoreRESTHTTPRequest.self,
      FirestoreRESTNetworking.FirestoreRESTHTTPResponse.self,
      FirestoreRESTNetworking.FirestoreRESTURLSessionTransport.self,
      FirestoreRESTNetworking.FirestoreRESTTransportError.self,
      FirestoreRESTNetworking.FirestoreRESTConfigurationError.self,
      FirestoreRESTNetworking.FirestoreRESTCredentials.self,
      (any FirestoreRESTNetworking.FirestoreRESTTokenSource).self,
      FirestoreRESTNetworking.FirestoreRESTAccessToken.self,
      FirestoreRESTNetworking.FirestoreRESTServiceAccount.self,
      (any FirestoreRESTNetworking.FirestoreRESTServiceAccountSigner).self,
      FirestoreRESTNetworking.FirestoreRESTAuthorizedUser.self,
      FirestoreRESTNetworking.FirestoreRESTMetadataServer.self,
      FirestoreRESTNetworking.FirestoreRESTCredentialsFile.self,
      FirestoreRESTNetworking.FirestoreRESTCredentialsError.self,
      // TimeZoneCoding, URLCoding
      TimeZoneCoding.StringCodedTimeZone<TimeZone>.self,
      TimeZoneCoding.StringCodedTimeZoneTransform.self, URLCoding.URLString<URL>.self,
      URLCoding.URLStringTransform.self,
    ]
    #expect(names.count == 198)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func theNewerTypesAreReachableModuleQualified() {
    let names: [Any.Type] = [
      (any DateCoding.DateFormatTransform).self,
      DateCoding.DurationMilliseconds<Duration>.self, DateCoding.DurationMillisecondsTransform.self,
      DateCoding.DurationSeconds<Duration>.self, DateCoding.DurationSecondsTransform.self,
      LossyCoding.LossyDictionary<String, Int>.self,
    ]
    #expect(names.count == 6)
  }

  /// Reads each library module's sources for its top-level public types and checks that this
  /// file spells every one as `Module.Name`; also that no module declares its own name.
  @Test func everyPublicTypeOfEveryModuleIsListedHere() throws {
    let thisFile = URL(fileURLWithPath: #filePath)
    let root = thisFile.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources")
    let listed = try String(contentsOf: thisFile, encoding: .utf8)
    let excluded: Set<String> = [
      "CodableTransforms", "CodableTransformsTesting", "_CodableTransformsLibraryTesting",
      "Showcase",
    ]
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { !excluded.contains($0) && !$0.hasPrefix(".") }
    #expect(modules.count >= 20)
    var missing: [String] = []
    for module in modules.sorted() {
      let directory = sources.appendingPathComponent(module)
      guard let files = FileManager.default.enumerator(atPath: directory.path) else { continue }
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        for name in Self.publicTypeNames(in: text) {
          #expect(name != module, "\(module) declares a type with its own name")
          if !listed.contains("\(module).\(name)") { missing.append("\(module).\(name)") }
        }
      }
    }
    #expect(missing.isEmpty, "not spelled module-qualified in this file: \(missing)")
  }

  /// The names of the top-level `public` types of a source file: lines that start with
  /// `public struct`, `public enum`, … after attributes such as `@propertyWrapper`.
  private static func publicTypeNames(in text: String) -> [String] {
    let kinds = ["struct", "enum", "class", "typealias", "protocol", "actor"]
    return text.split(separator: "\n").compactMap { line -> String? in
      // Top level only: nested types are reached through their parent.
      guard let first = line.first, first != " " else { return nil }
      var words = line.split(separator: " ")[...]
      while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
      guard words.first == "public" else { return nil }
      words = words.dropFirst()
      if words.first == "final" { words = words.dropFirst() }
      guard let kind = words.first, kinds.contains(String(kind)), words.count > 1 else {
        return nil
      }
      let name = words[words.index(after: words.startIndex)].prefix { $0.isLetter || $0.isNumber }
      guard let initial = name.first, initial.isUppercase else { return nil }
      return String(name)
    }
  }
}
