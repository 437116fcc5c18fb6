import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Map: base-map settings, the Leaflet files and the CSP")
struct MapRoutesTests {
    /// A throw-away Leaflet directory laid out like Debian's libjs-leaflet.
    static func leafletDirectory(minified: Bool = true) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("leaflet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data("/* readable */ window.L = {};".utf8).write(to: directory.appendingPathComponent("leaflet.js"))
        if minified { try Data("window.L={};".utf8).write(to: directory.appendingPathComponent("leaflet.min.js")) }
        try Data(".leaflet-container{}".utf8).write(to: directory.appendingPathComponent("leaflet.css"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: directory.appendingPathComponent("images/marker-icon.png"))
        try Data("secret".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        return directory
    }

    func json(_ buffer: ByteBuffer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: buffer)) as? [String: Any])
    }

    @Test func mapDescribesOpenStreetMapAndTheOfflineTilesByDefault() async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: "/api/v1/map", method: .get) { response in
                #expect(response.status == .ok)
                let body = try json(response.body)
                let online = try #require(body["online"] as? [String: Any])
                #expect(online["tileUrl"] as? String == "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
                #expect(online["attribution"] as? String == "© OpenStreetMap contributors")
                #expect(online["maxZoom"] as? Int == 19)
                let offline = try #require(body["offline"] as? [String: Any])
                #expect(offline["tileUrl"] as? String == "/api/v1/tiles/{z}/{x}/{y}.svg")
                #expect(offline["minZoom"] as? Int == 12)
                #expect(offline["maxZoom"] as? Int == 18)
                let policy = try #require(response.headers[.contentSecurityPolicy])
                #expect(policy.contains("img-src 'self' data: blob: https://tile.openstreetmap.org;"))
                #expect(policy.contains("connect-src 'self' https://tile.openstreetmap.org;"))
            }
            // OpenStreetMap's credit is written in the page's language.
            try await client.execute(uri: "/api/v1/map", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                let body = try json(response.body)
                #expect((body["online"] as? [String: Any])?["attribution"] as? String == "© les contributeurs d’OpenStreetMap")
                #expect((body["offline"] as? [String: Any])?["attribution"] as? String == "© les contributeurs d’OpenStreetMap")
            }
        }
    }

    @Test func configuredTilesChangeTheAnswerAndTheOnlyAllowedImageHost() async throws {
        let app = try await TestApp(environment: [
            "BALUCHON_TILE_URL": "https://{s}.tiles.example.org:8443/osm/{z}/{x}/{y}.png",
            "BALUCHON_TILE_ATTRIBUTION": "© Example, © OpenStreetMap contributors",
        ])
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/map", method: .get) { response in
                let online = try #require(try json(response.body)["online"] as? [String: Any])
                #expect(online["tileUrl"] as? String == "https://{s}.tiles.example.org:8443/osm/{z}/{x}/{y}.png")
                #expect(online["attribution"] as? String == "© Example, © OpenStreetMap contributors")
                let policy = try #require(response.headers[.contentSecurityPolicy])
                #expect(policy.contains("img-src 'self' data: blob: https://*.tiles.example.org:8443;"))
                #expect(!policy.contains("openstreetmap.org"))
            }
        }
    }

    @Test func leafletIsServedFromItsDirectoryWithLongCaching() async throws {
        let directory = try Self.leafletDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try await TestApp(environment: ["BALUCHON_LEAFLET_DIR": directory.path])
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/vendor/leaflet/leaflet.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "window.L={};", "the minified build is preferred")
                #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
                #expect(response.headers[.cacheControl] == "public, max-age=604800")
            }
            try await client.execute(uri: "/vendor/leaflet/leaflet.css", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/css") == true)
            }
            try await client.execute(uri: "/vendor/leaflet/images/marker-icon.png", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.headers[.contentLength] == "4")
            }
            for path in ["/vendor/leaflet/notes.txt", "/vendor/leaflet/../leaflet/notes.txt", "/vendor/leaflet/images/../notes.txt"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(!String(buffer: response.body).contains("secret"))
                }
            }
        }
    }

    @Test func theReadableBuildServesWhenThereIsNoMinifiedOne() async throws {
        let directory = try Self.leafletDirectory(minified: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try await TestApp(environment: ["BALUCHON_LEAFLET_DIR": directory.path])
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/vendor/leaflet/leaflet.js", method: .get) { response in
                #expect(String(buffer: response.body).hasPrefix("/* readable */"))
            }
        }
    }

    @Test(arguments: [
        ("en", "The map library (Leaflet) is not installed on this server."),
        ("fr", "La bibliothèque de cartes (Leaflet) n’est pas installée sur ce serveur."),
    ])
    func aMissingLibraryIsAClear404(language: String, message: String) async throws {
        let app = try await TestApp(environment: ["BALUCHON_LEAFLET_DIR": "/nonexistent/leaflet"])
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/vendor/leaflet/leaflet.js", method: .get, headers: [.acceptLanguage: language]) { response in
                #expect(response.status == .notFound)
                let error = try decodeError(response.body)
                #expect(error.code == "map_library_missing")
                #expect(error.message == message)
                #expect(error.hint?.contains("/nonexistent/leaflet") == true)
            }
        }
    }
}
