import Foundation

/// The real datasets beside the repository, for tests: `BALUCHON_SHARED_DATA`, else `<repo>/../shared/data`
/// (where CI's clone sits), else `/work/shared/data`. A missing file is an error: these tests must not
/// pass without their data.
public enum SharedData {
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    /// The file at `relativePath` under the shared data folder ("osm/monaco.osm.pbf").
    public static func file(_ relativePath: String) throws -> URL {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = [
            ProcessInfo.processInfo.environment["BALUCHON_SHARED_DATA"].map { URL(fileURLWithPath: $0) },
            repository.deletingLastPathComponent().appendingPathComponent("shared/data"), URL(fileURLWithPath: "/work/shared/data"),
        ].compactMap { $0 }
        let candidates = folders.map { $0.appendingPathComponent(relativePath) }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw Missing(description: "shared test data \(relativePath) not found (set BALUCHON_SHARED_DATA); looked at \(candidates.map(\.path))")
        }
        return found
    }

    /// An OpenStreetMap extract of the shared data by name ("monaco", "andorra").
    public static func extract(_ name: String) throws -> URL {
        try file("osm/\(name).osm.pbf")
    }
}
