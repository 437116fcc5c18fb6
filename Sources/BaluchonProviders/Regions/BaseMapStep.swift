import BaluchonCore
import Foundation

/// Builds the base map (`basemap/features.bin`): osmium keeps the objects a map draws (roads, water,
/// green areas, buildings) and exports their geometries as GeoJSON lines, which are read into the
/// compact ``BaseMap`` with its grid index.
public struct BaseMapStep: RegionImportStep {
    public static let fileName = "features.bin"
    /// What `osmium tags-filter` keeps: everything ``MapFeatureKind`` may draw.
    static let exportConfiguration = #"""
        {"attributes":{"type":true,"id":true},"include_tags":["highway","name","building","natural","waterway","landuse","leisure"]}
        """#

    public var name: String { "base map" }
    var osmium = ExternalTool.osmium

    public init() {}

    public func run(extract: URL, into directory: URL, progress: @escaping @Sendable (Double) -> Void) async throws -> [String: Int] {
        let folder = directory.appendingPathComponent(InstalledRegion.baseMapFolder, isDirectory: true)
        let work = directory.appendingPathComponent(".basemap-work", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let lines = work.appendingPathComponent("features.geojsonseq")
        let configuration = work.appendingPathComponent("export.json")
        try Data(Self.exportConfiguration.utf8).write(to: configuration)
        // The whole extract, not a tags-filter selection first: osmium's filter keeps a dense table of
        // every node id it may need (1.4 GB for Andorra); `MapFeatureKind` drops what the map does not draw.
        try await osmium([
            "export", "-O", "-c", configuration.path, "-f", "geojsonseq", "-x", "print_record_separator=false",
            "--geometry-types=linestring,polygon", "-o", lines.path, extract.path,
        ])
        progress(0.6)
        // Reading takes seconds of CPU: a background thread, not one the server's requests need.
        let map = try await offTaskThreads(qos: .utility) {
            let map = try Self.read(Data(contentsOf: lines), progress: { progress(0.6 + 0.35 * $0) })
            try map.encoded().write(to: folder.appendingPathComponent(Self.fileName), options: .atomic)
            return map
        }
        progress(1)
        return Self.counts(of: map)
    }

    func osmium(_ arguments: [String]) async throws {
        let outcome = try await osmium.run(arguments)
        guard outcome.status == 0 else {
            throw RegionError.stepFailed(step: name, detail: "osmium \(arguments[0]): \(outcome.errorText.prefix(300))")
        }
    }

    /// The counts kept in region.json: roads, buildings, water and green areas.
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

    /// Reads osmium's GeoJSON lines. Closed ways come both as lines and as areas: roads and rivers keep
    /// the line, areas keep the polygon.
    static func read(_ data: Data, progress: (Double) -> Void) throws -> BaseMap {
        var builder = BaseMapBuilder()
        var lineStart = data.startIndex
        var done = 0
        while lineStart < data.endIndex {
            let lineEnd = data[lineStart...].firstIndex(of: 10) ?? data.endIndex
            defer { lineStart = lineEnd + 1 }
            guard lineEnd > lineStart,
                let feature = try? JSONSerialization.jsonObject(with: data[lineStart..<lineEnd]) as? [String: Any],
                let geometry = feature["geometry"] as? [String: Any], let type = geometry["type"] as? String,
                let properties = feature["properties"] as? [String: Any]
            else { continue }
            let tags = properties.compactMapValues { $0 as? String }
            guard let kind = MapFeatureKind(tags: tags) else { continue }
            let isPolygon = type == "Polygon" || type == "MultiPolygon"
            guard isPolygon == kind.isArea else { continue }
            let parts: [[(longitude: Double, latitude: Double)]]
            switch type {
            case "LineString": parts = [positions(geometry["coordinates"])]
            case "MultiLineString", "Polygon": parts = (geometry["coordinates"] as? [Any] ?? []).map(positions)
            case "MultiPolygon": parts = (geometry["coordinates"] as? [[Any]] ?? []).flatMap { $0.map(positions) }
            default: continue
            }
            builder.add(kind: kind, name: tags["name"], parts: parts)
            done += 1
            if done % 5000 == 0 { progress(Double(lineEnd - data.startIndex) / Double(max(1, data.count))) }
        }
        return builder.build()
    }

    static func positions(_ value: Any?) -> [(longitude: Double, latitude: Double)] {
        (value as? [[NSNumber]] ?? []).compactMap { pair in pair.count >= 2 ? (pair[0].doubleValue, pair[1].doubleValue) : nil }
    }
}
