import FixtureServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Route API")
struct RoutePlanningRoutesTests {
    static let monaco = "from=43.738294,7.424541&to=43.731341,7.419502"

    private func app(_ server: FixtureServer, providers: String = "osrm,valhalla") async throws -> TestApp {
        try await TestApp(environment: [
            "BALUCHON_DATA_DIR": FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID())").path,
            "BALUCHON_OSRM_URL": server.baseURL, "BALUCHON_VALHALLA_URL": server.baseURL, "BALUCHON_ROUTES_PROVIDERS": providers,
        ])
    }

    private static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    @Test("an online route: GeoJSON line, steps with sentences in the asked language, the engine; cached")
    func onlineRoute() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/route/v1/driving/7.424541,43.738294;7.419502,43.731341", .fixture("routes/osrm-route-monaco.json"))
            try await app(server).application.test(.router) { client in
                for _ in 0..<2 {
                    try await client.execute(uri: "/api/v1/route?\(Self.monaco)&mode=car&lang=fr", method: .get) { response in
                        #expect(response.status == .ok)
                        let body = try Self.json(response)
                        #expect(body["engine"] as? String == "osrm" && body["mode"] as? String == "car")
                        #expect(body["distance"] as? Double == 2340)
                        let geometry = try #require(body["geometry"] as? [String: Any])
                        #expect(geometry["type"] as? String == "LineString" && (geometry["coordinates"] as? [[Double]])?.count == 12)
                        let steps = try #require(body["steps"] as? [[String: Any]])
                        #expect(steps[1]["sentence"] as? String == "Tournez à gauche sur Avenue de la Costa.")
                        #expect(steps[1]["maneuver"] as? String == "turn" && steps[1]["modifier"] as? String == "left")
                        #expect(steps[1]["distance"] as? Double == 381)
                        #expect(steps[4]["maneuver"] as? String == "roundabout" && steps[4]["exit"] as? Int == 2)
                        #expect((body["attribution"] as? String)?.contains("OpenStreetMap") == true)
                    }
                }
            }
            #expect(server.requests.count == 1)
        }
    }

    @Test("Valhalla answers when OSRM fails")
    func fallback() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/route/v1/foot/7.424541,43.738294;7.419502,43.731341", .status(503))
            server.route("POST", "/route", .fixture("routes/valhalla-route-monaco.json"))
            try await app(server).application.test(.router) { client in
                try await client.execute(uri: "/api/v1/route?\(Self.monaco)&mode=walk", method: .get) { response in
                    #expect(response.status == .ok)
                    let body = try Self.json(response)
                    #expect(body["engine"] as? String == "valhalla")
                }
            }
        }
    }

    @Test(
        "bad input is a clear error in the reader's language",
        arguments: [
            ("/api/v1/route?to=43.7,7.4", "missing_parameter", "« from »"),
            ("/api/v1/route?from=43.7&to=43.7,7.4", "invalid_point", "latitude,longitude"),
            ("/api/v1/route?from=91,7&to=43.7,7.4", "coordinate_out_of_range", "latitude"),
            ("/api/v1/route?from=43.7,7.4&to=43.7,7.4", "same_points", "au même endroit"),
            ("/api/v1/route?\(monaco)&mode=plane", "invalid_mode", "plane"),
            ("/api/v1/route?\(monaco)&preference=scenic", "invalid_preference", "scenic"),
        ])
    func badInput(uri: String, code: String, fragment: String) async throws {
        try await FixtureServer.run { server in
            try await app(server).application.test(.router) { client in
                try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: "fr"]) { response in
                    #expect(response.status == .badRequest)
                    let error = try #require(try Self.json(response)["error"] as? [String: Any])
                    #expect(error["code"] as? String == code)
                    #expect((error["message"] as? String)?.contains(fragment) == true, "\(error)")
                }
            }
            #expect(server.requests.isEmpty)
        }
    }

    @Test("no route between the points, and places out of reach with no engine")
    func noRoute() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/route/v1/driving/7.424541,43.738294;7.419502,43.731341", .fixture("routes/osrm-noroute.json", status: 400))
            try await app(server).application.test(.router) { client in
                try await client.execute(uri: "/api/v1/route?\(Self.monaco)", method: .get) { response in
                    #expect(response.status == .notFound)
                    let error = try Self.json(response)["error"] as? [String: Any]
                    #expect(error?["code"] as? String == "no_route")
                }
            }
            try await app(server, providers: "routino").application.test(.router) { client in
                try await client.execute(uri: "/api/v1/route?\(Self.monaco)", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                    #expect(response.status == .notFound)
                    let error = try Self.json(response)["error"] as? [String: Any]
                    #expect(error?["code"] as? String == "outside_regions")
                    // Travellers on the web are told what they can do, not the operator's command.
                    let hint = try #require(error?["hint"] as? String)
                    #expect(hint.hasPrefix("Choisissez des lieux dans une région couverte par ce serveur"))
                    #expect(!hint.contains("baluchon") && !hint.contains("`"))
                }
            }
        }
    }

    @Test("a place id for an end: the gazetteer's place; an id it does not know is a clear error in French")
    func placeIDs() async throws {
        try await FixtureServer.run { server in
            let test = try await app(server)
            // Monaco, the city, as the gazetteer places it.
            let monaco = try #require(try await test.toolkit.places.place(geonameID: 2_993_458, language: .en))
            server.route(
                "GET", "/route/v1/driving/\(monaco.longitude),\(monaco.latitude);7.419502,43.731341", .fixture("routes/osrm-route-monaco.json"))
            try await test.application.test(.router) { client in
                try await client.execute(uri: "/api/v1/route?from=geonames:2993458&to=43.731341,7.419502&mode=car", method: .get) { response in
                    #expect(response.status == .ok)
                    let body = try Self.json(response)
                    #expect(body["engine"] as? String == "osrm")
                }
                try await client.execute(
                    uri: "/api/v1/route?from=geonames:999999999&to=43.731341,7.419502", method: .get, headers: [.acceptLanguage: "fr"]
                ) { response in
                    #expect(response.status == .notFound)
                    let error = try #require(try Self.json(response)["error"] as? [String: Any])
                    #expect(error["code"] as? String == "unknown_place")
                    #expect(error["message"] as? String == "Aucun lieu nommé « geonames:999999999 » n’est connu.")
                }
            }
            #expect(server.requests.count == 1)
        }
    }
}
