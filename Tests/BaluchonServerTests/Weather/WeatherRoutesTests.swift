import BaluchonCore
import BaluchonStore
import FixtureServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("GET /api/v1/weather")
struct WeatherRoutesTests {
    func app(_ server: FixtureServer, environment: [String: String] = [:]) async throws -> TestApp {
        try await TestApp(environment: environment.merging(["BALUCHON_OPENMETEO_URL": server.baseURL]) { first, _ in first })
    }

    /// One app for the tests that look names up: each toolkit loads the whole gazetteer, which is slow in
    /// debug builds and would crowd out the other suites.
    static let named = Task { () async throws -> (FixtureServer, TestApp) in
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", try WeatherFixtures.openMeteo("openmeteo-new-york-quimper.json"))
        return (server, try await TestApp(environment: ["BALUCHON_OPENMETEO_URL": server.baseURL]))
    }

    func json(_ buffer: ByteBuffer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: buffer)) as? [String: Any])
    }

    @Test func coordinatesGiveNowAndForecastWithProvenance() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", try WeatherFixtures.openMeteo("openmeteo-new-york-quimper.json"))
        try await app(server).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/weather?places=40.71,-74.01;48,-4.1", method: .get) { response in
                #expect(response.status == .ok)
                let body = try json(response.body)
                #expect(body["units"] as? String == "metric")
                let places = try #require(body["places"] as? [[String: Any]])
                #expect(places.map { $0["query"] as? String } == ["40.71,-74.01", "48,-4.1"])
                let weather = try #require(places[1]["weather"] as? [String: Any])
                #expect(weather["timeZone"] as? String == "Europe/Paris")
                let current = try #require(weather["current"] as? [String: Any])
                for field in ["temperature", "feelsLike", "description", "icon", "humidity", "windSpeed", "windFrom", "precipitation"] {
                    #expect(current[field] != nil, "missing \(field)")
                }
                let sunrise = try #require(current["sunrise"] as? String)
                #expect(sunrise.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d/) != nil)
                #expect((weather["daily"] as? [Any])?.count == 7)
                #expect(((weather["hourly"] as? [Any])?.count ?? 0) >= 24)
                let provenance = try #require(places[1]["provenance"] as? [String: Any])
                #expect(provenance["source"] as? String == "openmeteo")
                #expect(provenance["stale"] as? Bool == false)
                #expect(places[1]["ageSeconds"] as? Int != nil)
                #expect(places[1]["sourceName"] as? String == "Open-Meteo")
                #expect((places[1]["localTime"] as? String)?.count == 25)
                #expect(places[0]["error"] == nil)
            }
        }
        #expect(server.count("/v1/forecast") == 1)
    }

    @Test func imperialUnitsAndFrenchDescriptions() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", try WeatherFixtures.openMeteo("openmeteo-new-york.json"))
        try await app(server).application.test(.router) { client in
            try await client.execute(
                uri: "/api/v1/weather?places=40.71,-74.01&units=imperial", method: .get, headers: [.acceptLanguage: "fr-FR"]
            ) { response in
                let body = try json(response.body)
                #expect((body["unitSymbols"] as? [String: String])?["temperature"] == "°F")
                let place = try #require((body["places"] as? [[String: Any]])?.first)
                let current = try #require((place["weather"] as? [String: Any])?["current"] as? [String: Any])
                #expect(current["temperature"] as? Double == 77.5)
                #expect(current["description"] as? String == "Plutôt dégagé")
                #expect(current["windFrom"] as? String == "SO")
            }
        }
    }

    @Test(arguments: [
        ("/api/v1/weather", "no_places"),
        ("/api/v1/weather?places=", "no_places"),
        ("/api/v1/weather?places=1,1;;2,2", "empty_place"),
        ("/api/v1/weather?places=91,10", "coordinate_out_of_range"),
        ("/api/v1/weather?places=48.8,-200", "coordinate_out_of_range"),
        ("/api/v1/weather?places=48.8,abc", "malformed_coordinate"),
        ("/api/v1/weather?places=48,2&units=kelvin", "invalid_units"),
        ("/api/v1/weather?places=" + Array(repeating: "1,1", count: 21).joined(separator: ";"), "too_many_places"),
    ])
    func badInputIsA400WithAClearError(uri: String, code: String) async throws {
        let server = try await FixtureServer.start()
        try await app(server).application.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(response.status == .badRequest)
                let error = try decodeError(response.body)
                #expect(error.code == code)
                #expect(!error.message.isEmpty)
            }
        }
        #expect(server.requests.isEmpty)
    }

    @Test func aPlaceThatFailsIsReportedBesideTheOthers() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", .sequence([try WeatherFixtures.openMeteo("openmeteo-new-york.json"), .status(503)]))
        try await app(server).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/weather?places=40.71,-74.01", method: .get) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/api/v1/weather?places=40.71,-74.01;48,-4.1", method: .get, headers: [.acceptLanguage: "fr"]) {
                response in
                #expect(response.status == .ok)
                let places = try #require(try json(response.body)["places"] as? [[String: Any]])
                #expect(places[0]["weather"] != nil)
                let error = try #require(places[1]["error"] as? [String: Any])
                #expect(error["code"] as? String == "providers_unavailable")
                #expect((error["message"] as? String)?.hasPrefix("Aucun fournisseur") == true)
                #expect(places[1]["weather"] == nil)
            }
        }
    }

    @Test func citiesByNameAndGazetteerId() async throws {
        let (server, app) = try await Self.named.value
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/weather?places=New%20York;geonames:2984701", method: .get) { response in
                #expect(response.status == .ok)
                let places = try #require(try json(response.body)["places"] as? [[String: Any]])
                #expect(places.map { $0["name"] as? String } == ["New York City", "Quimper"])
                #expect(places.map { $0["placeId"] as? String } == ["geonames:5128581", "geonames:2984701"])
                #expect(places.map { $0["countryCode"] as? String } == ["US", "FR"])
                #expect(places.map { $0["query"] as? String } == ["New York", "geonames:2984701"])
            }
        }
        #expect(server.count("/v1/forecast") == 1)
    }

    @Test func misspeltCityIsA404WithSuggestions() async throws {
        let (_, app) = try await Self.named.value
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/weather?places=48,2;Quimpr", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(response.status == .notFound)
                let error = try decodeError(response.body)
                #expect(error.code == "unknown_place")
                #expect(error.message.contains("Vouliez-vous dire Quimper (FR)"))
            }
        }
    }

    @Test func unknownCityIsA404() async throws {
        let (_, app) = try await Self.named.value
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/weather?places=Nowhere-sur-Mer", method: .get) { response in
                #expect(response.status == .notFound)
                let error = try decodeError(response.body)
                #expect(error.code == "unknown_place")
            }
        }
    }

    /// README: a place that cannot be answered has an `error` instead, and still its `localTime` and
    /// `timeZone`; so when every place fails (offline), each still tells its clock, in a 200.
    @Test(arguments: [FixtureReply.status(503), .status(429), .json("garbage"), .reset])
    func upstreamFailureWithNothingKnownKeepsEachPlacesClock(reply: FixtureReply) async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", reply)
        try await app(server).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/weather?places=48,-4.1;40.71,-74.01&lang=fr", method: .get) { response in
                #expect(response.status == .ok)
                let places = try #require(try json(response.body)["places"] as? [[String: Any]])
                #expect(places.map { $0["timeZone"] as? String } == ["Europe/Paris", "America/New_York"])
                for place in places {
                    #expect((place["localTime"] as? String)?.count == 25)
                    #expect(place["weather"] == nil)
                    let error = try #require(place["error"] as? [String: Any])
                    #expect(error["code"] as? String == "providers_unavailable")
                    #expect(error["hint"] as? String != nil)
                }
            }
        }
    }

    /// README: when upstream fails, the last known values serve flagged stale, their note in the request's language.
    @Test func lastKnownValuesAreNotedInTheRequestsLanguage() async throws {
        let (server, store) = (try await FixtureServer.start(), try SQLiteStore.inMemory())
        server.route("GET", "/v1/forecast", try WeatherFixtures.openMeteo("openmeteo-new-york-quimper.json"))
        let uri = "/api/v1/weather?places=40.71,-74.01;48,-4.1&lang=fr"
        try await TestApp(environment: ["BALUCHON_OPENMETEO_URL": server.baseURL], store: store).application.test(.router) { client in
            try await client.execute(uri: uri, method: .get) { response in #expect(response.status == .ok) }
        }
        for coordinate in [try WeatherCoordinate(latitude: 40.71, longitude: -74.01), try WeatherCoordinate(latitude: 48, longitude: -4.1)] {
            var kept = try #require(try await store.cacheEntry(forKey: "weather:\(coordinate.key):fr"))
            kept.expiresAt = Date(timeIntervalSinceNow: -60)
            try await store.saveCacheEntry(kept)
        }
        server.route("GET", "/v1/forecast", .status(503))
        try await TestApp(environment: ["BALUCHON_OPENMETEO_URL": server.baseURL], store: store).application.test(.router) { client in
            try await client.execute(uri: uri, method: .get) { response in
                let places = try #require(try json(response.body)["places"] as? [[String: Any]])
                #expect(places.count == 2)
                for place in places {
                    let provenance = try #require(place["provenance"] as? [String: Any])
                    #expect(provenance["stale"] as? Bool == true)
                    let note = try #require(provenance["note"] as? String)
                    #expect(
                        note.hasPrefix("Aucun fournisseur n’a pu répondre") && note.hasSuffix("Ce sont les dernières valeurs connues."), "\(note)")
                }
            }
        }
    }

    @Test func refusedOpenWeatherMapKeyNeverLeaks() async throws {
        let server = try await FixtureServer.start()
        let key = "owmLEAKCHECK987654321"
        server.route("GET", "/data/2.5/weather", .fixture("weather/owm-401.json", status: 401))
        server.route("GET", "/data/2.5/forecast", .fixture("weather/owm-401.json", status: 401))
        let environment = [
            "BALUCHON_WEATHER_PROVIDERS": "openweathermap", "BALUCHON_OPENWEATHERMAP_KEY": key,
            "BALUCHON_OPENWEATHERMAP_URL": server.baseURL,
        ]
        try await app(server, environment: environment).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/weather?places=48,-4.1", method: .get) { response in
                #expect(response.status == .ok)
                #expect(!String(buffer: response.body).contains(key))
                #expect(String(buffer: response.body).contains("key"))
            }
            try await client.execute(uri: "/api/v1/providers", method: .get) { response in
                #expect(!String(buffer: response.body).contains(key))
            }
        }
    }

    /// `baluchon doctor` and a restarted server read the last failure from the store, not from the process
    /// that saw it: the store keeps words told in each reader's language, not English text.
    @Test func aStoredFailureIsToldInTheReadersLanguageByAnotherProcess() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", .status(503))
        let store = try SQLiteStore.inMemory()
        let environment = ["BALUCHON_OPENMETEO_URL": server.baseURL]
        try await TestApp(environment: environment, store: store).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/weather?places=48,-4.1", method: .get) { _ in }
        }
        try await TestApp(environment: environment, store: store).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/providers?lang=fr", method: .get) { response in
                let capabilities = try #require(try json(response.body)["capabilities"] as? [[String: Any]])
                let providers = capabilities.flatMap { $0["providers"] as? [[String: Any]] ?? [] }
                let openMeteo = try #require(providers.first { $0["id"] as? String == "openmeteo" })
                let lastError = try #require(openMeteo["lastError"] as? [String: Any])
                #expect(lastError["message"] as? String == "erreur du serveur (HTTP 503)")
            }
        }
    }

    @Test func postIsNotAllowed() async throws {
        let server = try await FixtureServer.start()
        try await app(server).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/weather?places=48,2", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
            }
        }
    }
}
