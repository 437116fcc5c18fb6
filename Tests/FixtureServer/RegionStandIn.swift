import Foundation

/// A local stand-in for download.geofabrik.de: the catalogue fixture `regions/index-v1.json` (its
/// `{{BASE}}` made this server's address) and the shared Andorra extract with its `.md5`, as
/// Geofabrik publishes them.
public struct RegionStandIn: Sendable {
    public static let extractPath = "/europe/andorra-latest.osm.pbf"
    public static let lastModified = "Tue, 02 May 2023 20:21:43 GMT"
    /// `md5sum ../shared/data/osm/andorra.osm.pbf`.
    public static let md5 = "1a9401b33268e08305cc5cea94c1e89f"

    public let server: FixtureServer
    public let extract: Data

    public var indexURL: String { server.baseURL + "/index-v1.json" }

    public init(server: FixtureServer) throws {
        self.server = server
        extract = try Data(contentsOf: try SharedData.extract("andorra"))
        let index = try String(contentsOf: FixtureReply.fixturesDirectory.appendingPathComponent("regions/index-v1.json"), encoding: .utf8)
        server.route("GET", "/index-v1.json", .json(index.replacingOccurrences(of: "{{BASE}}", with: server.baseURL)))
        restore()
    }

    /// Serves the extract and its checksum as Geofabrik does (after a test replaced them with a fault).
    public func restore() {
        server.route("GET", Self.extractPath, .file(extract, lastModified: Self.lastModified))
        server.route("GET", Self.extractPath + ".md5", .body(Data("\(Self.md5)  andorra-latest.osm.pbf\n".utf8), contentType: "text/plain"))
    }
}
