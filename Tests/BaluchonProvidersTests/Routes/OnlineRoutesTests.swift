import AsyncHTTPClient
import BaluchonCore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Online road engines: OSRM and Valhalla over their real wire formats")
struct OnlineRoutesTests {
    static let userAgent = "Baluchon/0.1.0 (self-hosted traveller's toolkit)"
    static let request = RouteRequest(
        from: try! Coordinate(latitude: 43.738294, longitude: 7.424541), to: try! Coordinate(latitude: 43.731341, longitude: 7.419502),
        mode: .car, preference: .fastest)

    static func upstream(timeout: Duration = .seconds(5)) -> UpstreamClient {
        UpstreamClient(httpClient: .shared, timeout: timeout, userAgent: userAgent)
    }

    static func osrm(_ server: FixtureServer, timeout: Duration = .seconds(5)) -> OSRMRoutes {
        OSRMRoutes(
            upstream: upstream(timeout: timeout), baseURL: URL(string: server.baseURL),
            spacer: RequestSpacer(interval: .zero, maximumWait: .zero))
    }

    static func valhalla(_ server: FixtureServer, timeout: Duration = .seconds(5)) -> ValhallaRoutes {
        ValhallaRoutes(
            upstream: upstream(timeout: timeout), baseURL: URL(string: server.baseURL),
            spacer: RequestSpacer(interval: .zero, maximumWait: .zero))
    }

    static let osrmPath = "/route/v1/driving/7.424541,43.738294;7.419502,43.731341"

    @Test("OSRM: steps become maneuvers with their streets, distances from the start and the line")
    func osrmRoute() async throws {
        try await FixtureServer.run { server in
            server.route("GET", Self.osrmPath, .fixture("routes/osrm-route-monaco.json"))
            guard case .route(let route) = try await Self.osrm(server).fetch(Self.request) else {
                Issue.record("no route")
                return
            }
            #expect(route.distance == 2340 && route.duration == 248)
            #expect(route.geometry.count == 12 && route.geometry[0] == [7.424541, 43.738294])
            #expect(
                route.maneuvers.map(\.step.maneuver) == [
                    .depart(heading: .west), .turn(.left), .turn(.slightLeft), .turn(.right), .roundabout(exit: 2), .turn(.left),
                    .arrive(nil),
                ])
            #expect(route.maneuvers[1].step.street == "Avenue de la Costa" && route.maneuvers[1].distanceFromStart == 21)
            #expect(route.maneuvers[4].step.street == nil, "OSRM names the roundabout's own way with an empty name")
            #expect(route.maneuvers.last?.step.street == nil)
            let sent = try #require(server.requests.first)
            #expect(sent.query["steps"] == "true" && sent.query["geometries"] == "geojson" && sent.query["overview"] == "full")
            #expect(sent.headers["user-agent"] == Self.userAgent)
        }
    }

    @Test("OSRM: NoRoute is an answer, not a failure")
    func osrmNoRoute() async throws {
        try await FixtureServer.run { server in
            server.route("GET", Self.osrmPath, .fixture("routes/osrm-noroute.json", status: 400))
            let answer = try await Self.osrm(server).fetch(Self.request)
            #expect(answer == .noRoute)
        }
    }

    @Test(
        "OSRM: failures are classified",
        arguments: [
            (FixtureReply.status(429), ProviderFailure.rateLimited), (.status(502), .serverError(status: 502)),
            (.fixture("routes/osrm-invalid-query.json", status: 400), .rejected("HTTP 400")),
            (.body(Data("<html>busy</html>".utf8), contentType: "text/html"), .malformed("expected JSON, got text/html")),
        ])
    func osrmFailures(reply: FixtureReply, expected: ProviderFailure) async throws {
        try await FixtureServer.run { server in
            server.route("GET", Self.osrmPath, reply)
            await #expect(throws: expected) { try await Self.osrm(server).fetch(Self.request) }
        }
    }

    @Test("OSRM: a slow server times out and a cut connection is unreachable")
    func osrmFaults() async throws {
        try await FixtureServer.run { server in
            server.route("GET", Self.osrmPath, .delayed(.seconds(5), .fixture("routes/osrm-route-monaco.json")))
            await #expect(throws: ProviderFailure.timeout) { try await Self.osrm(server, timeout: .milliseconds(300)).fetch(Self.request) }
            server.route("GET", Self.osrmPath, .reset)
            await #expect {
                try await Self.osrm(server).fetch(Self.request)
            } throws: { error in
                if case .unreachable = error as? ProviderFailure { true } else { false }
            }
        }
    }

    @Test("OSRM and Valhalla route no public transport")
    func noTransit() async throws {
        try await FixtureServer.run { server in
            var transit = Self.request
            transit.mode = .transit
            await #expect(throws: ProviderFailure.self) { try await Self.osrm(server).fetch(transit) }
            await #expect(throws: ProviderFailure.self) { try await Self.valhalla(server).fetch(transit) }
            #expect(server.requests.isEmpty)
        }
    }

    @Test("Valhalla: maneuvers with their streets, exits, headings from the shape, lengths in kilometres")
    func valhallaRoute() async throws {
        try await FixtureServer.run { server in
            server.route("POST", "/route", .fixture("routes/valhalla-route-monaco.json"))
            guard case .route(let route) = try await Self.valhalla(server).fetch(Self.request) else {
                Issue.record("no route")
                return
            }
            #expect(abs(route.distance - 2319) < 0.001 && route.duration == 245.9)
            #expect(route.geometry.count == 12 && abs(route.geometry[11][0] - 7.419502) < 1e-9 && abs(route.geometry[11][1] - 43.731341) < 1e-9)
            #expect(
                route.maneuvers.map(\.step.maneuver) == [
                    .depart(heading: .northWest), .turn(.left), .turn(.slightLeft), .roundabout(exit: 2), .turn(.right), .arrive(nil),
                ])
            #expect(route.maneuvers[3].step.street == "Tunnel Dorsale")
            #expect(abs(route.maneuvers[2].distanceFromStart - 402) < 0.001)
            let sent = try #require(server.requests.first)
            let body = try #require(try JSONSerialization.jsonObject(with: sent.body) as? [String: Any])
            #expect(body["costing"] as? String == "auto")
            #expect((body["locations"] as? [[String: Double]])?.first?["lat"] == 43.738294)
        }
    }

    @Test("shortest routes: Valhalla is asked for the shortest; OSRM, whose profiles know only the quickest, refuses without asking")
    func shortest() async throws {
        try await FixtureServer.run { server in
            server.route("POST", "/route", .fixture("routes/valhalla-route-monaco.json"))
            var request = Self.request
            request.preference = .shortest
            await #expect(throws: ProviderFailure.rejected("OSRM gives no shortest routes")) { try await Self.osrm(server).fetch(request) }
            #expect(server.requests.isEmpty)
            _ = try await Self.valhalla(server).fetch(request)
            let sent = try #require(server.requests.first)
            let body = try #require(try JSONSerialization.jsonObject(with: sent.body) as? [String: Any])
            #expect((body["costing_options"] as? [String: [String: Bool]])?["auto"]?["shortest"] == true)
            _ = try await Self.valhalla(server).fetch(Self.request)
            let last = try #require(server.requests.last)
            let fastest = try #require(try JSONSerialization.jsonObject(with: last.body) as? [String: Any])
            #expect(fastest["costing_options"] == nil)
        }
    }

    @Test("Valhalla: 'no path' is an answer; other refusals and faults are failures")
    func valhallaErrors() async throws {
        try await FixtureServer.run { server in
            server.route("POST", "/route", .fixture("routes/valhalla-no-path.json", status: 400))
            let answer = try await Self.valhalla(server).fetch(Self.request)
            #expect(answer == .noRoute)
            server.route("POST", "/route", .fixture("routes/valhalla-too-far.json", status: 400))
            await #expect(throws: ProviderFailure.rejected("Valhalla error 154")) { try await Self.valhalla(server).fetch(Self.request) }
            server.route("POST", "/route", .status(503))
            await #expect(throws: ProviderFailure.serverError(status: 503)) { try await Self.valhalla(server).fetch(Self.request) }
            server.route("POST", "/route", .json(#"{"trip":{"legs":[{"shape":"??~~","maneuvers":[]}],"summary":{"length":1,"time":1}}}"#))
            await #expect(throws: ProviderFailure.malformed("Valhalla shape is not a polyline")) {
                try await Self.valhalla(server).fetch(Self.request)
            }
        }
    }
}
