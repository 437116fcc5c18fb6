import Foundation

/// The extract shipped with Baluchon (Monaco), imported when the server first starts.
public enum ShippedRegion {
    public static var extract: URL? {
        [
            Bundle.module.url(forResource: "monaco.osm", withExtension: "pbf", subdirectory: "Resources/regions"),
            Bundle.module.url(forResource: "monaco.osm", withExtension: "pbf", subdirectory: "regions"),
            Bundle.module.bundleURL.appendingPathComponent("Resources/regions/monaco.osm.pbf"),
        ].compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
