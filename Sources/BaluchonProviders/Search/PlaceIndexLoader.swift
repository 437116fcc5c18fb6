import BaluchonCore
import Foundation

/// Opens regions' place indexes and keeps them in memory, reopening one when its region is imported again.
public actor PlaceIndexLoader {
    private struct Entry {
        var importedAt: Date
        var index: PlaceIndex
    }

    public let catalog: KindCatalog
    private var entries: [URL: Entry] = [:]

    public init(catalog: KindCatalog = ShippedKinds.catalog) {
        self.catalog = catalog
    }

    /// The index of `region`, nil when the region has no `places/` (imported without this step).
    public func index(of region: InstalledRegion) throws -> PlaceIndex? {
        if let entry = entries[region.directory], entry.importedAt == region.info.importedAt { return entry.index }
        let file = region.folder(InstalledRegion.placesFolder).appendingPathComponent(FeaturesStep.placesFile)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let index = try Self.load(file, catalog: catalog)
        entries[region.directory] = Entry(importedAt: region.info.importedAt, index: index)
        return index
    }

    /// Reads one archive file.
    public static func load(_ file: URL, catalog: KindCatalog) throws -> PlaceIndex {
        try PlaceIndex(data: try Data(contentsOf: file, options: .mappedIfSafe), catalog: catalog)
    }
}
