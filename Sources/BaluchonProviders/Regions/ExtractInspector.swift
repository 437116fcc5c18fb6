import BaluchonCore
import Foundation

/// Checks that a file is a usable OpenStreetMap PBF extract before anything is built from it, and reads
/// its header (area, data date) with `osmium fileinfo -e -j`, which also reads every block to the end,
/// so truncated or damaged files are refused here rather than halfway through an import.
public struct ExtractInspector: Sendable {
    public struct Header: Sendable, Equatable {
        public var bounds: BoundingBox
        public var dataDate: Date?
        public var nodes: Int
        public var ways: Int
        public var relations: Int
    }

    var osmium = ExternalTool.osmium

    public init() {}

    /// Refuses what is plainly not a PBF extract from its first bytes, naming what it seems to be.
    public func checkSignature(of file: URL) throws {
        let name = file.lastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw RegionError.fileNotFound(path: file.path)
        }
        guard let handle = try? FileHandle(forReadingFrom: file) else { throw RegionError.fileNotFound(path: file.path) }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 64)) ?? Data())
        if head.isEmpty { throw RegionError.emptyFile(name: name) }
        // A PBF file starts with a 4-byte big-endian header length, then field 1 (type) = "OSMHeader".
        let marker = Array("OSMHeader".utf8)
        if head.count >= 15, head[0] == 0, head[1] == 0, head[4] == 0x0A, head[5] == UInt8(marker.count),
            Array(head[6..<15]) == marker
        {
            return
        }
        throw RegionError.notPBF(name: name, actual: Self.kind(of: head))
    }

    /// What a file that is not a PBF extract seems to be, from its first bytes.
    static func kind(of head: [UInt8]) -> String? {
        if head.starts(with: [0x1F, 0x8B]) { return "gzip" }
        if head.starts(with: Array("BZh".utf8)) { return "bzip2" }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "zip" }
        let text = String(decoding: head, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("<?xml") || text.hasPrefix("<osm") { return "OSM XML" }
        if text.hasPrefix("{") || text.hasPrefix("[") { return "JSON" }
        // Text (UTF-8 included) has no control bytes besides tabs and line ends; random bytes nearly always do.
        return head.allSatisfy { $0 == 9 || $0 == 10 || $0 == 13 || ($0 >= 32 && $0 != 127) } ? "text" : nil
    }

    /// Checks the signature, then reads the whole file with osmium for its header and counts.
    public func inspect(_ file: URL) async throws -> Header {
        try checkSignature(of: file)
        let name = file.lastPathComponent
        let outcome = try await osmium.run(["fileinfo", "-e", "-j", file.path])
        guard outcome.status == 0 else {
            let detail = outcome.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
            throw RegionError.damaged(name: name, detail: detail.isEmpty ? "osmium status \(outcome.status)" : String(detail.prefix(200)))
        }
        guard let info = try? JSONSerialization.jsonObject(with: outcome.output) as? [String: Any],
            let header = info["header"] as? [String: Any], let data = info["data"] as? [String: Any]
        else { throw RegionError.damaged(name: name, detail: "unreadable osmium fileinfo output") }
        if header["with_history"] as? Bool == true { throw RegionError.historyFile(name: name) }
        let count = data["count"] as? [String: Any] ?? [:]
        let nodes = (count["nodes"] as? NSNumber)?.intValue ?? 0
        let ways = (count["ways"] as? NSNumber)?.intValue ?? 0
        let relations = (count["relations"] as? NSNumber)?.intValue ?? 0
        guard nodes > 0 else { throw RegionError.noData(name: name) }
        // The header's box is the area the extract was cut to; the data's box is only a fallback.
        let boxes = header["boxes"] as? [[NSNumber]]
        guard let box = boxes?.first ?? (data["bbox"] as? [NSNumber]), box.count == 4 else { throw RegionError.noData(name: name) }
        let bounds = BoundingBox(west: box[0].doubleValue, south: box[1].doubleValue, east: box[2].doubleValue, north: box[3].doubleValue)
        let options = header["option"] as? [String: Any] ?? [:]
        let timestamps = data["timestamp"] as? [String: Any] ?? [:]
        let stamp = (options["osmosis_replication_timestamp"] ?? options["timestamp"] ?? timestamps["last"]) as? String
        let dataDate = stamp.flatMap { try? Date($0, strategy: .iso8601) }
        return Header(bounds: bounds, dataDate: dataDate, nodes: nodes, ways: ways, relations: relations)
    }
}
