// The umbrella module: `import CodableTransforms` brings in every wrapper module and the core.
// Add a line here with each new row of `wrapperModules` in Package.swift.

@_exported import CodableTransformsCore
@_exported import CollectionCoding
@_exported import ColorCoding
@_exported import DataCoding
@_exported import DateCoding
@_exported import DefaultCoding
@_exported import DocumentCoding
@_exported import EnumCoding
@_exported import FirebaseContract
@_exported import FirestoreRESTCoding
@_exported import GeoPointCoding
@_exported import LosslessCoding
@_exported import LossyCoding
@_exported import OmitCoding
@_exported import PolymorphicCoding
@_exported import SnapshotCoding
@_exported import TimeZoneCoding
@_exported import URLCoding
