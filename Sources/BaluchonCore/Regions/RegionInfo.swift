import Foundation

/// An imported OpenStreetMap region, as `region.json` keeps it and the API and CLI describe it.
public struct RegionInfo: Sendable, Equatable, Codable {
    /// Lowercase id made from the extract's file name ("monaco.osm.pbf" → "monaco").
    public var id: String
    /// Name shown to people ("Monaco").
    public var name: String
    /// The extract's file name.
    public var sourceFile: String
    /// When the OpenStreetMap data was taken, from the file's header; nil when the header has none.
    public var dataDate: Date?
    /// The area the extract covers, from the file's header.
    public var bounds: BoundingBox
    public var importedAt: Date
    /// What each import step counted ("pois": 248, "streets": 1200, …).
    public var counts: [String: Int]
    /// The catalogue entry it was downloaded from (`region add`); nil for a file imported by hand.
    public var source: RegionSource?

    public init(
        id: String, name: String, sourceFile: String, dataDate: Date?, bounds: BoundingBox, importedAt: Date, counts: [String: Int],
        source: RegionSource? = nil
    ) {
        self.id = id
        self.name = name
        self.sourceFile = sourceFile
        self.dataDate = dataDate
        self.bounds = bounds
        self.importedAt = importedAt
        self.counts = counts
        self.source = source
    }
}
