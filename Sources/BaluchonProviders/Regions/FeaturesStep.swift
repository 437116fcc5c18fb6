import BaluchonCore
import Foundation

/// The region import step that reads the extract's tagged objects once, with one osmium export, and
/// builds from them both the place index (`places/places.bin`: points of interest of every known kind,
/// addresses, named streets, settlements and administrative areas) and the base map
/// (`basemap/features.bin`: roads, water, green areas and buildings with their grid).
public struct FeaturesStep: RegionImportStep {
    public static let placesFile = "places.bin"
    public static let baseMapFile = "features.bin"
    /// The count, kept with the others, of osmium's lines that could not be read as features.
    public static let unreadableLinesCount = "unreadableLines"

    public var name: String { RegionImportStepID.places.rawValue }
    let catalog: KindCatalog
    var osmium = ExternalTool.osmium

    public init(catalog: KindCatalog = ShippedKinds.catalog) {
        self.catalog = catalog
    }

    public func run(extract: URL, into directory: URL, progress: @escaping @Sendable (Double) -> Void) async throws -> [String: Int] {
        let work = directory.appendingPathComponent(".features-work", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let lines = work.appendingPathComponent("features.geojsonseq")
        // The whole extract, not a tags-filter selection first: osmium's filter keeps a dense table of
        // every node id it may need (1.4 GB and most of the import's time for Andorra), while the
        // readers below keep only what they use.
        let arguments = [
            "export", "-O", "-f", "geojsonseq", "-x", "print_record_separator=false", "--geometry-types=point,linestring,polygon",
            "-a", "type,id", "-o", lines.path, extract.path,
        ]
        let outcome = try await osmium.run(arguments)
        guard outcome.status == 0 else {
            throw RegionError.toolFailed(step: name, tool: "osmium export", status: outcome.status, output: outcome.errorText)
        }
        progress(0.3)
        // Reading takes seconds of CPU: a background thread, not one the server's requests need.
        let catalog = catalog
        let counts = try await offTaskThreads {
            var places = OSMFeatureReader(catalog: catalog)
            var map = BaseMapBuilder()
            let unreadable = Self.forEachFeature(in: try Data(contentsOf: lines, options: .alwaysMapped), progress: { progress(0.3 + 0.5 * $0) }) {
                feature in
                places.read(feature)
                map.add(feature)
            }
            let archive = PlaceIndexArchive(places: places.places, streets: places.streets, settlements: places.settlements, areas: places.areas)
            try Self.write(archive.encoded(), to: directory, InstalledRegion.placesFolder, Self.placesFile)
            progress(0.9)
            let baseMap = map.build()
            try Self.write(baseMap.encoded(), to: directory, InstalledRegion.baseMapFolder, Self.baseMapFile)
            var counts = Self.counts(of: baseMap).merging(places.counts) { _, new in new }
            counts[Self.unreadableLinesCount] = unreadable
            return counts
        }
        progress(1)
        return counts
    }

    static func write(_ data: Data, to directory: URL, _ folder: String, _ file: String) throws {
        let folder = directory.appendingPathComponent(folder, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent(file), options: .atomic)
    }

    /// Hands every feature of osmium's GeoJSON lines to `body`, and returns how many lines could not be read
    /// as features (empty lines aside): they are skipped, and counted so that the import can say so.
    static func forEachFeature(in data: Data, progress: (Double) -> Void, _ body: (OSMFeature) -> Void) -> Int {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard let base = bytes.baseAddress else { return 0 }
            var start = 0
            var read = 0
            var unreadable = 0
            while start < bytes.count {
                var end = bytes.count
                if let newline = memchr(base + start, 0x0A, bytes.count - start) { end = UnsafeRawPointer(newline) - base }
                if end > start {
                    do {
                        body(try OSMFeatureParser.feature(in: UnsafeRawBufferPointer(rebasing: bytes[start..<end])))
                    } catch {
                        unreadable += 1
                    }
                }
                start = end + 1
                read += 1
                if read % 5_000 == 0 { progress(Double(start) / Double(bytes.count)) }
            }
            return unreadable
        }
    }

    /// The base map's counts kept in region.json: roads, buildings, water and green areas.
    static func counts(of map: BaseMap) -> [String: Int] {
        var counts = ["roads": 0, "buildings": 0, "water": 0, "green": 0]
        for (kind, count) in map.counts() {
            switch kind {
            case .building: counts["buildings", default: 0] += count
            case .water, .waterway, .coastline: counts["water", default: 0] += count
            case .forest, .grass, .park: counts["green", default: 0] += count
            default: counts["roads", default: 0] += count
            }
        }
        return counts
    }
}

extension BaseMapBuilder {
    /// Adds what the base map draws of a feature. Closed ways come both as lines and as areas: roads and
    /// rivers keep the line, areas keep the polygon.
    mutating func add(_ feature: OSMFeature) {
        guard feature.shape != .point, let kind = MapFeatureKind(tags: feature.tags), kind.isArea == feature.isArea else { return }
        add(kind: kind, name: feature.tags["name"], parts: feature.parts)
    }
}
