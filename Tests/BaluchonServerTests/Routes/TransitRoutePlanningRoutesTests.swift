import FixtureServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// A data directory where the real Cairns feed is imported once per test run.
enum ImportedCairns {
    private static let built = Task { () throws -> URL in
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-cairns-\(UUID().uuidString)")
        let app = try await TestApp(environment: ["BALUCHON_DATA_DIR": directory.path])
        _ = try await app.toolkit.routes.transit.importFeed(try SharedData.file("gtfs/cairns_gtfs.zip"), progress: { _, _ in })
        return directory
    }

    static func dataDirectory() async throws -> URL {
        try await built.value
    }
}

@Suite("Route API by public transport, on the imported Cairns feed")
struct TransitRoutePlanningRoutesTests {
    /// From the Base Hospital to Smithfield Shopping Centre, about 12 km.
    static let hospitalToSmithfield = "from=-16.9138,145.7693&to=-16.8352,145.6926"

    private func app(environment: [String: String] = [:]) async throws -> TestApp {
        try await TestApp(
            environment: environment.merging([
                "BALUCHON_DATA_DIR": try await ImportedCairns.dataDirectory().path, "BALUCHON_ROUTES_PROVIDERS": "routino",
            ]) {
                first, _ in first
            })
    }

    private static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    @Test("the feeds in service, with their dates and time zone")
    func feeds() async throws {
        try await app().application.test(.router) { client in
            try await client.execute(uri: "/api/v1/transit/feeds", method: .get) { response in
                #expect(response.status == .ok)
                let feeds = try #require(try Self.json(response)["feeds"] as? [[String: Any]])
                let cairns = try #require(feeds.first { $0["id"] as? String == "cairns_gtfs" })
                #expect(cairns["timeZone"] as? String == "Australia/Brisbane" && cairns["firstDay"] as? String == "2014-05-26")
                #expect((cairns["stops"] as? Int ?? 0) > 300)
            }
        }
    }

    @Test("a journey: walk, then each ride's line, headsign, stops and times at the city's offset, in French")
    func journey() async throws {
        try await app().application.test(.router) { client in
            let uri = "/api/v1/route?\(Self.hospitalToSmithfield)&mode=transit&depart=2014-06-10T08:00&lang=fr"
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok)
                let body = try Self.json(response)
                #expect(body["mode"] as? String == "transit" && body["engine"] as? String == "gtfs" && body["region"] as? String == "cairns_gtfs")
                let legs = try #require(body["legs"] as? [[String: Any]])
                #expect(legs.first?["type"] as? String == "walk" && legs.last?["type"] as? String == "walk")
                let ride = try #require(legs.first { $0["type"] as? String == "ride" })
                #expect((ride["line"] as? String)?.isEmpty == false && ride["headsign"] is String && (ride["stops"] as? Int ?? 0) >= 1)
                let departure = try #require(ride["departure"] as? String)
                #expect(departure.hasPrefix("2014-06-10T") && departure.hasSuffix("+10:00") && departure >= "2014-06-10T08:00")
                #expect((ride["board"] as? String)?.contains("prenez la ligne") == true)
                #expect((ride["alight"] as? String)?.hasPrefix("Descendez à") == true)
                let steps = try #require(body["steps"] as? [[String: Any]])
                #expect(steps.contains { $0["maneuver"] as? String == "board" } && steps.last?["maneuver"] as? String == "arrive")
                #expect((body["arrival"] as? String ?? "") > departure)
                #expect((body["geometry"] as? [String: Any])?["type"] as? String == "LineString")
            }
        }
    }

    @Test("a departure outside the feed's dates, a malformed one, and places no feed serves: clear errors in the asked language")
    func errors() async throws {
        try await app().application.test(.router) { client in
            let outside = "/api/v1/route?\(Self.hospitalToSmithfield)&mode=transit&depart=2026-01-05T08:00"
            try await client.execute(uri: outside, method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(response.status == .badRequest)
                let error = try #require(try Self.json(response)["error"] as? [String: Any])
                #expect(error["code"] as? String == "outside_service_dates")
                #expect((error["message"] as? String)?.contains("vont du 2014-05-26 au 2014-12-28") == true)
            }
            try await client.execute(uri: "/api/v1/route?\(Self.hospitalToSmithfield)&mode=transit&depart=soon", method: .get) { response in
                #expect(response.status == .badRequest)
                let error = try #require(try Self.json(response)["error"] as? [String: Any])
                #expect(error["code"] as? String == "invalid_depart")
            }
            try await client.execute(uri: "/api/v1/route?from=48.85,2.35&to=48.86,2.36&mode=transit&lang=en", method: .get) { response in
                #expect(response.status == .notFound)
                let error = try #require(try Self.json(response)["error"] as? [String: Any])
                #expect(error["code"] as? String == "no_transit_feed")
                #expect(error["message"] as? String == "No imported public transport feed serves these places.")
            }
        }
    }

    @Test("mode any compares the modes that can serve: public transport beside the road modes, fastest first")
    func anyMode() async throws {
        try await FixtureServer.run { server in
            ModeComparison.recordRoads(server, between: "145.7693,-16.9138;145.6926,-16.8352")
            let test = try await app(environment: ["BALUCHON_OSRM_URL": server.baseURL, "BALUCHON_ROUTES_PROVIDERS": "osrm"])
            try await test.application.test(.router) { client in
                try await client.execute(uri: "/api/v1/route?\(Self.hospitalToSmithfield)&mode=any&depart=2014-06-10T08:00", method: .get) {
                    response in
                    #expect(response.status == .ok)
                    _ = try ModeComparison.checked(try Self.json(response))
                }
            }
        }
    }
}
