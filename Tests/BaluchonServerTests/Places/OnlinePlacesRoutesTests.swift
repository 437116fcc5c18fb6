import BaluchonCore
import BaluchonProviders
import BaluchonStore
import FixtureServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Online place search route")
struct OnlinePlacesRoutesTests {
    private func app(_ server: FixtureServer, store: (any Store)? = nil) async throws -> TestApp {
        try await TestApp(
            environment: [
                "BALUCHON_DATA_DIR": FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID())").path,
                "BALUCHON_NOMINATIM_URL": server.baseURL,
            ], store: store)
    }

    @Test("asks Nominatim once, caches, and adds the time zone of the nearest place")
    func online() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/search", .fixture("places/nominatim-search-kereon.json"))
        try await app(server).application.test(.router) { client in
            for _ in 0..<2 {
                try await client.execute(uri: "/api/v1/places?q=rue+K%C3%A9r%C3%A9on&source=online", method: .get) { response in
                    #expect(response.status == .ok)
                    let body = try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
                    let first = try #require((body["results"] as? [[String: Any]])?.first)
                    #expect(first["name"] as? String == "Rue Kéréon" && first["timeZone"] as? String == "Europe/Paris")
                    #expect(first["localTime"] != nil)
                    #expect((body["provenance"] as? [String: Any])?["source"] as? String == "nominatim")
                    #expect((body["attribution"] as? String)?.contains("OpenStreetMap") == true)
                }
            }
        }
        #expect(server.count("/search") == 1)
        try await server.shutdown()
    }

    @Test("says plainly when Nominatim cannot answer")
    func unavailable() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/search", .status(503))
        try await app(server).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/places?q=quimper&source=online", method: .get) { response in
                #expect(response.status == .badGateway)
                let body = try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
                let error = try #require(body["error"] as? [String: Any])
                #expect(error["code"] as? String == "providers_unavailable")
                #expect((error["message"] as? String)?.contains("nominatim") == true)
            }
        }
        try await server.shutdown()
    }

    @Test(
        "serves the last known answer, stale, with a note in the request's language",
        arguments: [
            (UILanguage.fr, "aucun fournisseur n’a répondu ; dernière réponse connue"), (.en, "every provider failed; last known answer"),
        ])
    func lastKnownAnswer(language: UILanguage, note: String) async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/search", .status(503))
        let store = try SQLiteStore.inMemory()
        let search = OnlinePlaceSearch(text: "quimper", country: nil, limit: PlaceQuery.defaultLimit, language: language)
        let old = Date(timeIntervalSinceNow: -30 * 86_400)
        try await store.saveCacheEntry(
            CacheEntry(key: "places:\(search.cacheKey)", value: Data("[]".utf8), source: "nominatim", fetchedAt: old, expiresAt: old))
        try await app(server, store: store).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/places?q=quimper&source=online&lang=\(language.rawValue)", method: .get) { response in
                #expect(response.status == .ok)
                let body = try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
                let provenance = try #require(body["provenance"] as? [String: Any])
                #expect(provenance["stale"] as? Bool == true)
                #expect(provenance["note"] as? String == note)
            }
        }
        #expect(server.count("/search") >= 1)
        try await server.shutdown()
    }
}
