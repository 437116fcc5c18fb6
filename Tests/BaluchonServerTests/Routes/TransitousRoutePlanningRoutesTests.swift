import FixtureServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Route API by public transport online, from Transitous, where no imported feed serves", .timeLimit(.minutes(5)))
struct TransitousRoutePlanningRoutesTests {
    /// From Pitt Street by Central Station to the Opera House, at 08:30 on Sydney's clocks (21:30 UTC the day before).
    static let centralToOperaHouse = "from=-33.8841,151.2059&to=-33.8573,151.214&depart=2025-03-12T08:30"

    private func app(_ server: FixtureServer, providers: String = "transitous", environment: [String: String] = [:]) async throws -> TestApp {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-transitous-\(UUID().uuidString)")
        return try await TestApp(
            environment: environment.merging([
                "BALUCHON_DATA_DIR": data.path, "BALUCHON_TRANSITOUS_URL": server.baseURL, "BALUCHON_ROUTES_PROVIDERS": providers,
                "BALUCHON_CONTACT": "ops@example.org",
            ]) { first, _ in first })
    }

    private static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    @Test("the journey leg by leg on the city's clocks, board and alight sentences in French, Transitous named; asked once")
    func journey() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", .fixture("routes/transitous-plan-sydney.json"))
            try await app(server).application.test(.router) { client in
                let uri = "/api/v1/route?\(Self.centralToOperaHouse)&mode=transit&lang=fr"
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok)
                    let body = try Self.json(response)
                    #expect(body["mode"] as? String == "transit" && body["engine"] as? String == "transitous" && body["region"] == nil)
                    #expect((body["attribution"] as? String)?.contains("Transitous") == true)
                    #expect(body["departure"] as? String == "2025-03-12T08:30:00+11:00" && body["arrival"] as? String == "2025-03-12T08:51:00+11:00")
                    let legs = try #require(body["legs"] as? [[String: Any]])
                    #expect(legs.map { $0["type"] as? String } == ["walk", "ride", "walk"])
                    let ride = legs[1]
                    #expect(ride["line"] as? String == "T2" && ride["headsign"] as? String == "City Circle via Museum" && ride["stops"] as? Int == 3)
                    #expect(ride["departure"] as? String == "2025-03-12T08:36:00+11:00" && ride["arrival"] as? String == "2025-03-12T08:44:00+11:00")
                    #expect(ride["board"] as? String == "À Central Station, prenez la ligne T2 direction City Circle via Museum.")
                    #expect(ride["alight"] as? String == "Descendez à Circular Quay Station après 3 arrêts.")
                    let steps = try #require(body["steps"] as? [[String: Any]])
                    #expect(steps.map { $0["maneuver"] as? String } == ["depart", "board", "alight", "arrive"])
                }
                // The same question again is answered from the cache: Transitous is asked once.
                try await client.execute(uri: "/api/v1/route?\(Self.centralToOperaHouse)&mode=transit&lang=en", method: .get) { response in
                    #expect(response.status == .ok)
                    let ride = try #require((try Self.json(response)["legs"] as? [[String: Any]])?[1])
                    #expect(ride["board"] as? String == "At Central Station, take line T2 towards City Circle via Museum.")
                    #expect(ride["alight"] as? String == "Get off at Circular Quay Station after 3 stops.")
                }
            }
            #expect(server.count("/api/v1/plan") == 1)
            let sent = try #require(server.requests.first)
            #expect(sent.query["time"] == "2025-03-11T21:30:00Z")
            #expect(sent.headers.first { $0.key.lowercased() == "user-agent" }?.value.contains("ops@example.org") == true)
        }
    }

    @Test("no journey, Transitous failing or not configured: clear errors in the asked language")
    func errors() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", .fixture("routes/transitous-no-journey.json"))
            try await app(server).application.test(.router) { client in
                try await client.execute(uri: "/api/v1/route?\(Self.centralToOperaHouse)&mode=transit&lang=en", method: .get) { response in
                    #expect(response.status == .notFound)
                    let error = try #require(try Self.json(response)["error"] as? [String: Any])
                    #expect(error["code"] as? String == "no_route")
                    #expect(error["message"] as? String == "No public transport journey joins these two places at that time.")
                }
                server.route("GET", "/api/v1/plan", .status(500))
                try await client.execute(uri: "/api/v1/route?\(Self.centralToOperaHouse)T&mode=transit", method: .get) { response in
                    #expect(response.status == .badRequest, "a malformed departure is refused before any engine is asked")
                }
                let later = "from=-33.8841,151.2059&to=-33.8573,151.214&depart=2025-03-12T09:30"
                try await client.execute(uri: "/api/v1/route?\(later)&mode=transit", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                    #expect(response.status.code >= 500)
                    let error = try #require(try Self.json(response)["error"] as? [String: Any])
                    #expect(error["code"] as? String == "providers_unavailable")
                    #expect((error["message"] as? String)?.contains("transitous : erreur du serveur (HTTP 500)") == true)
                }
            }
            try await app(server, providers: "routino").application.test(.router) { client in
                try await client.execute(uri: "/api/v1/route?\(Self.centralToOperaHouse)&mode=transit&lang=en", method: .get) { response in
                    #expect(response.status == .notFound)
                    let error = try #require(try Self.json(response)["error"] as? [String: Any])
                    #expect(error["code"] as? String == "no_transit_feed")
                }
            }
        }
    }

    @Test("Transitous failing again and again rests: said in French with when to retry, never as unconfigured")
    func resting() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", .status(503))
            try await app(server).application.test(.router) { client in
                var codes: [String] = []
                for hour in 10...12 {
                    let uri = "/api/v1/route?from=-33.8841,151.2059&to=-33.8573,151.214&depart=2025-03-12T\(hour):30&mode=transit"
                    try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: "fr"]) { response in
                        let error = try #require(try Self.json(response)["error"] as? [String: Any])
                        codes.append(error["code"] as? String ?? "")
                        guard error["code"] as? String == "providers_resting" else { return }
                        #expect(response.status == .badGateway)
                        let retry = try #require(response.headers[.retryAfter].flatMap { Int($0) })
                        #expect((1...60).contains(retry))
                        #expect(error["hint"] as? String == "Réessayez dans \(retry) s.")
                        #expect((error["message"] as? String)?.hasPrefix("Les services en ligne") == true)
                    }
                }
                #expect(codes == ["providers_unavailable", "providers_unavailable", "providers_resting"])
            }
        }
    }

    @Test("mode any puts Transitous's journey beside the road modes, each one tap away")
    func anyMode() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", .fixture("routes/transitous-plan-sydney.json"))
            ModeComparison.recordRoads(server, between: "151.2059,-33.8841;151.214,-33.8573")
            let test = try await app(server, providers: "osrm,transitous", environment: ["BALUCHON_OSRM_URL": server.baseURL])
            try await test.application.test(.router) { client in
                try await client.execute(uri: "/api/v1/route?\(Self.centralToOperaHouse)&mode=any", method: .get) { response in
                    #expect(response.status == .ok)
                    let comparison = try ModeComparison.checked(try Self.json(response))
                    #expect(comparison.first { $0["mode"] as? String == "transit" }?["duration"] as? Double == 1260)
                }
            }
        }
    }

    @Test("mode any with the online planner failing compares the road modes and says transit could not be")
    func anyModeWithoutTransit() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", .status(503))
            ModeComparison.recordRoads(server, between: "151.2059,-33.8841;151.214,-33.8573")
            let test = try await app(server, providers: "osrm,transitous", environment: ["BALUCHON_OSRM_URL": server.baseURL])
            try await test.application.test(.router) { client in
                try await client.execute(uri: "/api/v1/route?\(Self.centralToOperaHouse)&mode=any&lang=fr", method: .get) { response in
                    #expect(response.status == .ok)
                    let body = try Self.json(response)
                    let comparison = try #require(body["comparison"] as? [[String: Any]])
                    #expect(Set(comparison.compactMap { $0["mode"] as? String }) == ["car", "walk", "bicycle"])
                    let unavailable = try #require(body["unavailable"] as? [[String: Any]])
                    #expect(unavailable.compactMap { $0["mode"] as? String } == ["transit"])
                    #expect(unavailable.first?["code"] as? String == "providers_unavailable")
                    #expect((unavailable.first?["message"] as? String)?.contains("transitous") == true)
                }
            }
        }
    }
}
