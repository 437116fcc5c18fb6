import BaluchonCore
import Foundation

/// The region import step that writes `places/`: points of interest of every known kind, addresses,
/// named streets and settlements, read from the extract with osmium and stored as one archive.
public struct PlaceIndexStep: RegionImportStep {
    public static let archiveName = "places.bin"

    public let name = "places"
    let catalog: KindCatalog
    let osmium: Osmium?

    public init(catalog: KindCatalog = ShippedKinds.catalog, osmium: Osmium? = Osmium.find()) {
        self.catalog = catalog
        self.osmium = osmium
    }

    public func run(extract: URL, into directory: URL, progress: @escaping @Sendable (Double) -> Void) async throws -> [String: Int] {
        guard let osmium else { throw Osmium.Failure(description: "osmium is not installed (Debian package osmium-tool)") }
        let folder = directory.appendingPathComponent(InstalledRegion.placesFolder, isDirectory: true)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-places-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        progress(0)
        // The whole extract, not a tags-filter selection first: osmium's filter keeps a dense table of
        // every node id it may need (1.4 GB and most of the import's time for Andorra), while the
        // reader below keeps only what it knows anyway.
        let features = work.appendingPathComponent("features.geojsonseq")
        _ = try await osmium.run([
            "export", "--overwrite", "-f", "geojsonseq", "-x", "print_record_separator=false", "--geometry-types=point,linestring,polygon",
            "-a", "type,id", "-o", features.path, extract.path,
        ])
        progress(0.3)
        // Reading takes seconds of CPU: a background thread, not one the server's requests need.
        let catalog = catalog
        let counts = try await offTaskThreads(qos: .utility) {
            var reader = OSMFeatureReader(catalog: catalog)
            reader.read(try Data(contentsOf: features))
            progress(0.9)
            let archive = PlaceIndexArchive(places: reader.places, streets: reader.streets, settlements: reader.settlements, areas: reader.areas)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try archive.encoded().write(to: folder.appendingPathComponent(Self.archiveName), options: .atomic)
            return [
                "pois": reader.places.filter { !$0.kinds.isEmpty }.count,
                "addresses": reader.places.filter { !$0.houseNumber.isEmpty }.count,
                "streets": Set(reader.streets.map(\.name)).count,
                "areas": reader.areas.count,
            ]
        }
        progress(1)
        return counts
    }
}
