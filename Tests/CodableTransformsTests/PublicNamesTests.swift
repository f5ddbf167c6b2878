import CodableTransforms
import Foundation
import Testing

// Compile-only checks: `import CodableTransforms` alone sees every public name of every module,
// and every wrapper is `Sendable`, `Equatable` and `Hashable` when its value is.

private func requireSendable<T: Sendable>(_: T.Type) {}
private func requireHashable<T: Hashable>(_: T.Type) {}

/// A model using every wrapper, declared `Sendable` and `Hashable`: it only compiles if every
/// wrapper keeps those conformances.
struct EveryWrapper: Codable, Hashable, Sendable {
  @StringCodedTimeZone var zone: TimeZone
  @StringCodedTimeZone var zones: [String: TimeZone]
  @URLString var url: URL?
  @URLString var urls: [URL]
  @HexColor var color: RGBAColor
  @HexColor var colors: [String: RGBAColor?]
  var plainColor: RGBAColor
  @CoordinatePair var pair: GeoPoint?
  @GeoJSONPosition var positions: [GeoPoint]
  var point: GeoPoint
  @SecondsSince1970 var seconds: Date
  @MillisecondsSince1970 var milliseconds: Date?
  @ISO8601Date var iso: [Date]
  @TimestampDate var timestampDate: [String: Date]
  var timestamp: Timestamp
  @LossyArray var items: [String]
  @LossyDictionary var counts: [Int: Int]
  @LossyOptional var maybe: Int?
  @Lossy<URLString<URL>>.Array var links: [URL]
  @DefaultFalse var flag: Bool
  @DefaultZero<Double>.Lenient var ratio: Double
  @DefaultCoded<DefaultValues.EmptyArray<TimeZone>, StringCodedTimeZone<[TimeZone]>>
  var zonesOrEmpty: [TimeZone]
  @DocumentID var id: String?
  @ServerTimestamp var createdAt: Date?
  @ExplicitNull var note: String?
  @KeyedList var comments: [ListedComment]
  @UnknownFields var extra: [String: SnapshotValue] = [:]
}

/// A `KeyedList` element, to check that the protocol is visible.
struct ListedComment: Codable, Hashable, Sendable, KeyedListElement {
  @DocumentID var id: String?
  var text: String
  static var listKey: WritableKeyPath<ListedComment, String?> { \.id }
}

@Suite("import CodableTransforms")
struct PublicNamesTests {
  @Test func everyPublicNameIsVisible() {
    // CodableTransformsCore
    let core: [Any.Type] = [
      (any CodableByTransform).self, (any CodingTransform).self, TransformError.self,
      (any ContextualCodingTransform).self, (any TransformShape<URL>).self,
      TransformCoded<URLStringTransform, URL>.self, (any ContainerCodable).self,
      DecodingContext.self,
    ]
    // TimeZoneCoding, URLCoding
    let wrappers: [Any.Type] = [
      StringCodedTimeZone<TimeZone>.self, StringCodedTimeZoneTransform.self,
      URLString<URL>.self, URLStringTransform.self,
    ]
    // DocumentCoding, SnapshotCoding
    let documents: [Any.Type] = [
      DocumentID<String>.self, ServerTimestamp<Date>.self, ExplicitNull<String>.self,
      (any DocumentIDRepresentable).self, (any ServerTimestampRepresentable).self,
      SnapshotEncoder.self, SnapshotDecoder.self, KeyedList<ListedComment>.self,
      (any KeyedListElement).self, UnknownFields.self, SnapshotValue.self,
      SnapshotCodingKey.self, FirebaseKeyOrder.self, ServerTimestampPlaceholder.self,
      SnapshotDecoder.UnknownKeysError.self,
    ]
    let userInfoKeys: [CodingUserInfoKey] = [
      .documentID, .encodesDocumentID, .serverTimestampPlaceholder,
    ]
    #expect(core.count + wrappers.count == 12)
    // ColorCoding, GeoPointCoding
    let colorAndGeo: [Any.Type] = [
      (any TransformShape<RGBAColor>).self, RGBAColor.self, HexColor<RGBAColor>.self,
      HexColorTransform<RGBAColor>.self,
      (any HexColorConvertible).self,
      GeoPoint.self, CoordinatePair<GeoPoint>.self, CoordinatePairTransform<GeoPoint>.self,
      GeoJSONPosition<GeoPoint>.self, GeoJSONPositionTransform<GeoPoint>.self,
      (any GeoPointConvertible).self, CoordinateArray.self,
    ]
    #expect(colorAndGeo.count == 12)
    requireSendable(HexColor<[RGBAColor?]>.self)
    requireHashable(CoordinatePair<[String: GeoPoint]>.self)
    requireSendable(GeoJSONPosition<GeoPoint?>.self)
    // DateCoding
    let dates: [Any.Type] = [
      SecondsSince1970<Date>.self, SecondsSince1970Transform.self,
      MillisecondsSince1970<Date>.self, MillisecondsSince1970Transform.self,
      MillisecondsSince1970Transform.Number.self, ISO8601Date<Date>.self,
      ISO8601DateTransform.self, Timestamp.self, TimestampDate<Date>.self,
      TimestampDateTransform.self,
    ]
    #expect(dates.count == 10)
    requireSendable(Timestamp.self)
    requireHashable(ISO8601Date<[Date?]>.self)
    // CodableTransformsCore (the report), LossyCoding, DefaultCoding
    let lossyAndDefault: [Any.Type] = [
      RecoveryReport.self, RecoveryReport.Entry.self, DroppedValues.self,
      OptionalCoded<PlainCoding<Int>>.self, PlainCoding<Int>.self, Lossy<PlainCoding<Int>>.self,
      LossyArray<Int>.self, LossyDictionary<String, Int>.self, LossyOptional<Int>.self,
      Default<DefaultValues.True>.self, DefaultCoded<DefaultValues.False, PlainCoding<Bool>>.self,
      (any DefaultValueProvider).self, DefaultFalse.self, DefaultTrue.self, DefaultZero<Int>.self,
      DefaultEmptyString.self, DefaultEmptyArray<Int>.self,
      DefaultEmptyDictionary<String, Int>.self,
      DefaultFalse.Lenient.self,
    ]
    #expect(lossyAndDefault.count == 19)
    #expect(CodingUserInfoKey.recoveryReport.rawValue.hasSuffix("recoveryReport"))
    requireSendable(RecoveryReport.self)
    requireSendable(LossyArray<String>.self)
    requireHashable(Lossy<URLString<URL>>.Dictionary<String>.self)
    requireHashable(DefaultZero<Int>.Lenient.self)
    #expect(documents.count == 15 && Set(userInfoKeys).count == 3)
    requireSendable(SnapshotEncoder.self)
    requireSendable(SnapshotDecoder.self)
    requireSendable(SnapshotValue.self)

    requireSendable(EveryWrapper.self)
    requireHashable(EveryWrapper.self)
    requireSendable(TransformError.self)
    requireSendable(StringCodedTimeZone<[TimeZone?]>.self)
    requireHashable(URLString<[String: URL]>.self)
  }

  @Test func theContainerMethodsAreVisible() throws {
    struct HandWritten: Decodable {
      var zone: TimeZone
      enum CodingKeys: CodingKey { case zone }
      init(from decoder: any Decoder) throws {
        zone = try decoder.container(keyedBy: CodingKeys.self)
          .decode(using: StringCodedTimeZoneTransform.self, forKey: .zone)
      }
    }
    let decoded = try JSONDecoder().decode(
      HandWritten.self, from: Data(#"{"zone":"Asia/Tokyo"}"#.utf8))
    #expect(decoded.zone.identifier == "Asia/Tokyo")
  }
}

/// Every `LosslessCoding` and `DataCoding` wrapper in one model, declared `Sendable` and
/// `Hashable`.
struct EveryLosslessAndDataWrapper: Codable, Hashable, Sendable {
  @LosslessValue var id: Int
  @LosslessValue var ids: [UInt64?]
  @LosslessValue var names: [String: String]
  @IntCodedBool var flag: Bool
  @StringCodedBool var flags: [Bool]?
  @Base64Data var blob: Data
  @Base64URLData var token: Data?
  @HexData var digests: [String: Data]
  @UppercaseHexData var key: Data
}

@Suite("import CodableTransforms: LosslessCoding and DataCoding")
struct LosslessAndDataPublicNamesTests {
  @Test func everyPublicNameIsVisible() {
    let names: [Any.Type] = [
      LosslessValue<Int>.self, LosslessValueTransform<Double>.self, LosslessCodingValue<Bool>.self,
      (any LosslessValueConvertible).self, IntCodedBool<Bool>.self, IntCodedBoolTransform.self,
      StringCodedBool<Bool?>.self, StringCodedBoolTransform.self, Base64Data<Data>.self,
      Base64DataTransform.self, Base64URLData<[Data]>.self, Base64URLDataTransform.self,
      HexData<Data>.self, HexDataTransform.self, UppercaseHexData<Data>.self,
      UppercaseHexDataTransform.self,
    ]
    #expect(names.count == 16)
    requireSendable(EveryLosslessAndDataWrapper.self)
    requireHashable(EveryLosslessAndDataWrapper.self)
    requireSendable(LosslessCodingValue<String>.self)
    requireHashable(LosslessValue<[Float]>.self)
  }

  @Test func theTransformsWorkInHandWrittenCodable() throws {
    struct HandWritten: Decodable {
      var id: Int
      var blob: Data
      enum CodingKeys: CodingKey { case id, blob }
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(using: LosslessValueTransform<Int>.self, forKey: .id)
        blob = try container.decode(using: HexDataTransform.self, forKey: .blob)
      }
    }
    let decoded = try JSONDecoder().decode(
      HandWritten.self, from: Data(#"{"id": "7", "blob": "CAFE"}"#.utf8))
    #expect(decoded.id == 7)
    #expect(decoded.blob == Data([0xCA, 0xFE]))
  }
}

/// A `Codable` value for `@JSONString`.
struct PublicMetadata: Codable, Hashable, Sendable, TransformShape {
  var source: String
}

/// Every wrapper added with issue 8's second half in one model, declared `Sendable` and
/// `Hashable`.
struct EveryEnumOmitAndCollectionWrapper: Codable, Hashable, Sendable {
  @UnknownCaseFallback var status: RecipeStatus
  @UnknownCaseFallback var statuses: [String: [RecipeStatus?]]
  @OmitEncoding var serverCount: Int
  @OmitDecoding var password: String?
  @Omitted var isExpanded: Bool
  @OmitCoded<DefaultValues.True> var isVisible: Bool
  @OneOrMany var authors: [String]
  @CommaSeparated var tags: [String]
  @NoDuplicates var ids: Set<Int>
  @OneOrMany<String>.Optional var editors: [String]?
  @CommaSeparated<Int>.Optional var sizes: [Int]?
  @NoDuplicates<Int>.Optional var reviewers: Set<Int>?
  @LossySet var labels: Set<String>
  @NilAsEmptyString var middleName: String?
  @DoubleOptional var nickname: String??
  @StringCoded var bigID: UInt64
  @JSONString var metadata: PublicMetadata?
  @NonConformingFloat var ratio: Double
  @RFC2822Date var published: Date
  @YearMonthDayDate var birthday: Date?
}

/// The `Duration` wrappers, which need macOS 13, iOS 16, tvOS 16 or watchOS 9.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct EveryDurationWrapper: Codable, Hashable, Sendable {
  @DurationSeconds var timeout: Duration
  @DurationMilliseconds var delays: [Duration]
}

@Suite("import CodableTransforms: EnumCoding, OmitCoding, CollectionCoding and the additions")
struct EnumOmitCollectionPublicNamesTests {
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func everyPublicNameIsVisible() {
    let names: [Any.Type] = [
      // EnumCoding
      UnknownCaseFallback<RecipeStatus>.self, UnknownCaseFallbackTransform<RecipeStatus>.self,
      (any UnknownCaseRepresentable).self, (any UnknownRawValueRepresentable).self,
      UnknownRawValueError.self,
      // OmitCoding
      OmitEncoding<Int>.self, OmitEncoded<PlainCoding<Int>>.self, OmitDecoding<Int>.self,
      OmitDecoded<DefaultValues.False, PlainCoding<Bool>>.self, Omitted<Int>.self,
      OmitCoded<DefaultValues.True>.self, (any EmptyValueRepresentable).self, EmptyValue<Int>.self,
      // CollectionCoding
      OneOrMany<Int>.self, CommaSeparated<Int>.self, SeparatedValues<SpaceSeparator, Int>.self,
      (any ValueSeparator).self, CommaSeparator.self, NoDuplicates<Int>.self,
      OptionalCoded<OneOrMany<Int>>.self,
      // Additions to LossyCoding, DefaultCoding, DocumentCoding, LosslessCoding, DateCoding
      LossySet<Int>.self, Lossy<PlainCoding<Int>>.Set.self, NilCodedAs<DefaultValues.False>.self,
      NilAsEmptyString.self, DoubleOptional<Int>.self, StringCoded<Int>.self,
      StringCodedTransform<Int>.self, JSONString<PublicMetadata>.self,
      JSONStringTransform<PublicMetadata>.self, NonConformingFloat<Double>.self,
      NonConformingFloatTransform<Float, JavaScriptFloatStrings>.self,
      (any NonConformingFloatStrings).self,
      PickFirstTransform<ISO8601DateTransform, SecondsSince1970Transform>.self,
      RFC2822Date<Date>.self, RFC2822DateTransform.self, YearMonthDayDate<Date>.self,
      YearMonthDayDateTransform.self, (any DateFormatTransform).self,
      DurationSeconds<Duration>.self, DurationSecondsTransform.self,
      DurationMilliseconds<Duration>.self, DurationMillisecondsTransform.self,
    ]
    #expect(names.count == 42)
    requireSendable(EveryEnumOmitAndCollectionWrapper.self)
    requireHashable(EveryEnumOmitAndCollectionWrapper.self)
    requireSendable(EveryDurationWrapper.self)
    requireHashable(EveryDurationWrapper.self)
    requireSendable(UnknownRawValueError.self)
  }
}
