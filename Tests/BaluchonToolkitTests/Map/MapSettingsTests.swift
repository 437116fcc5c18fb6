import BaluchonToolkit
import Configuration
import Foundation
import Testing

@Suite("Map settings: tile URL template, attribution, Leaflet directory")
struct MapSettingsTests {
    func settings(_ environment: [String: String]) async throws -> Settings {
        try Settings(reader: try await Settings.reader(environment: environment))
    }

    @Test func defaultsAreOpenStreetMapAndDebiansLeaflet() async throws {
        let map = try await settings([:]).map
        #expect(map.tileURL == "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
        #expect(map.tileAttribution == "© OpenStreetMap contributors")
        #expect(map.tileOrigin == "https://tile.openstreetmap.org")
        #expect(map.leafletDirectory.path == "/usr/share/javascript/leaflet")
    }

    @Test(arguments: [
        ("http://127.0.0.1:8099/{z}/{x}/{y}.png", "http://127.0.0.1:8099"),
        ("https://{s}.tile.example.org/{z}/{x}/{y}{r}.png", "https://*.tile.example.org"),
        ("HTTPS://Tiles.Example.org/styles/{z}/{x}/{y}.png?key=abc", "https://tiles.example.org"),
    ])
    func theTileOriginIsTheTemplatesHost(template: String, origin: String) async throws {
        let map = try await settings(["BALUCHON_TILE_URL": template]).map
        #expect(map.tileURL == template)
        #expect(map.tileOrigin == origin)
    }

    @Test(arguments: [
        ("BALUCHON_TILE_URL", "https://tile.openstreetmap.org/{z}/{x}.png"),
        ("BALUCHON_TILE_URL", "ftp://tiles.example.org/{z}/{x}/{y}.png"),
        ("BALUCHON_TILE_URL", "tiles/{z}/{x}/{y}.png"),
        ("BALUCHON_TILE_URL", "https://tile-{s}.example.org/{z}/{x}/{y}.png"),
        ("BALUCHON_TILE_URL", "https://{z}.example.org/{z}/{x}/{y}.png"),
        ("BALUCHON_TILE_ATTRIBUTION", "<a href=x>me</a>"),
    ])
    func anUnusableValueStopsStartUpNamingTheSetting(variable: String, value: String) async throws {
        let error = await #expect(throws: ConfigurationError.self) { try await settings([variable: value]) }
        #expect(error?.setting == variable)
    }

    @Test func theConfigFileCanSetThem() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-\(UUID().uuidString).json")
        try Data(#"{"tileUrl": "https://maps.example.net/{z}/{x}/{y}.png", "leafletDir": "/opt/leaflet"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let map = try await settings(["BALUCHON_CONFIG_FILE": file.path]).map
        #expect(map.tileOrigin == "https://maps.example.net")
        #expect(map.leafletDirectory.path == "/opt/leaflet")
    }
}
