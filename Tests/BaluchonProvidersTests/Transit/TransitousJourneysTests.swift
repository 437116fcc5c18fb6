import AsyncHTTPClient
import BaluchonCore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Transitous: public transport journeys from MOTIS 2's /api/v1/plan", .timeLimit(.minutes(5)))
struct TransitousJourneysTests {
    /// From Pitt Street by Central Station to the Opera House, leaving at 08:30 in Sydney (21:30 UTC).
    static let request = JourneyRequest(
        from: try! Coordinate(latitude: -33.8841, longitude: 151.2059), to: try! Coordinate(latitude: -33.8573, longitude: 151.214),
        departure: Date(timeIntervalSince1970: 1_741_728_600), timeZone: "Australia/Sydney")

    static func transitous(_ server: FixtureServer, timeout: Duration = .seconds(5)) -> TransitousJourneys {
        TransitousJourneys(
            upstream: UpstreamClient(
                httpClient: .shared, timeout: timeout, userAgent: "Baluchon/0.1.0 (self-hosted traveller's toolkit; ops@example.org)"),
            baseURL: URL(string: server.baseURL), spacer: RequestSpacer(interval: .zero, maximumWait: .zero))
    }

    static func journey(_ answer: JourneyAnswer) throws -> TransitJourney {
        guard case .journey(let journey) = answer else { throw ProviderFailure.malformed("no journey") }
        return journey
    }

    static func utc(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    @Test("the itinerary arriving first, leg by leg: walks, the line, its headsign, stops, times and shape")
    func plan() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", .fixture("routes/transitous-plan-sydney.json"))
            let journey = try Self.journey(try await Self.transitous(server).fetch(Self.request))
            // The bus leaves first but arrives at 21:57; the train arrives at 21:51.
            #expect(journey.arrival == Self.utc("2025-03-11T21:51:00Z") && journey.departure == Self.request.departure)
            #expect(journey.feed == "transitous" && journey.timeZone == "Australia/Sydney")
            #expect(journey.legs.count == 3)
            let ride = try #require(journey.rides.first)
            #expect(ride.line == "T2" && ride.lineName == "Leppington & Inner West Line" && ride.color == "0098CD")
            #expect(ride.headsign == "City Circle via Museum" && ride.stops == 3)
            #expect(ride.from.name == "Central Station" && ride.to.name == "Circular Quay Station")
            #expect(ride.departure == Self.utc("2025-03-11T21:36:00Z") && ride.arrival == Self.utc("2025-03-11T21:44:00Z"))
            // Precision 7 past 107.37° of longitude: decoded with 64-bit arithmetic, the shape lands on the stops.
            #expect(ride.path.count == 7)
            #expect(abs(ride.path[0][0] - 151.20569) < 1e-7 && abs(ride.path[0][1] + 33.88305) < 1e-7)
            #expect(abs(ride.path[6][0] - 151.21069) < 1e-7 && abs(ride.path[6][1] + 33.8612) < 1e-7)
            guard case .walk(let first) = journey.legs[0], case .walk(let last) = journey.legs[2] else {
                Issue.record("the journey should start and end on foot")
                return
            }
            #expect(first.from.name == nil && first.to.name == "Central Station" && first.path.count == 4)
            #expect(first.departure == Self.utc("2025-03-11T21:31:00Z") && first.arrival == Self.utc("2025-03-11T21:34:00Z"))
            #expect(last.to.name == nil && abs(last.distance - 532) < 1)
            // The same journey told as a route: start, board, alight, arrive, along the streets and the rails.
            let route = journey.route
            #expect(route.mode == .transit && route.duration == 21 * 60 && route.geometry.count == 4 + 7 + 5)
            #expect(
                route.maneuvers.map(\.step.maneuver) == [
                    .depart(heading: nil), .board(line: "T2", headsign: "City Circle via Museum", stop: "Central Station"),
                    .alight(stop: "Circular Quay Station", stops: 3), .arrive(nil),
                ])
        }
    }

    @Test("the request: both points, the departure in UTC, earliest arrival, and who asks")
    func request() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", .fixture("routes/transitous-plan-sydney.json"))
            _ = try await Self.transitous(server).fetch(Self.request)
            let sent = try #require(server.requests.first)
            #expect(sent.query["fromPlace"] == "-33.8841,151.2059" && sent.query["toPlace"] == "-33.8573,151.214")
            #expect(sent.query["time"] == "2025-03-11T21:30:00Z" && sent.query["arriveBy"] == "false")
            #expect(sent.query["timetableView"] == "false")
            let agent = try #require(sent.headers.first { $0.key.lowercased() == "user-agent" }?.value)
            #expect(agent.hasPrefix("Baluchon/") && agent.contains("ops@example.org"))
        }
    }

    @Test("walking beats every vehicle: MOTIS's direct walk is the journey; nothing at all is an answer, not a failure")
    func directAndNone() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", .fixture("routes/transitous-direct-walk.json"))
            let walk = try Self.journey(try await Self.transitous(server).fetch(Self.request))
            #expect(walk.rides.isEmpty && walk.legs.count == 1 && walk.arrival == Self.utc("2025-03-11T21:35:00Z"))
            server.route("GET", "/api/v1/plan", .fixture("routes/transitous-no-journey.json"))
            #expect(try await Self.transitous(server).fetch(Self.request) == .noJourney)
        }
    }

    @Test(
        "failures are classified: server errors, refusals, answers of the wrong shape",
        arguments: [
            (FixtureReply.status(500), ProviderFailure.serverError(status: 500)),
            (.status(429), .rateLimited),
            (.json(#"{"error":"fromPlace: invalid coordinates"}"#, status: 400), .rejected("HTTP 400")),
            (.json(#"{"itineraries":"none"}"#), .malformed("unexpected JSON (field itineraries: expected a list)")),
            (.body(Data("<html>maintenance</html>".utf8), contentType: "text/html"), .malformed("expected JSON, got text/html")),
        ])
    func failures(reply: FixtureReply, expected: ProviderFailure) async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", reply)
            await #expect(throws: expected) { try await Self.transitous(server).fetch(Self.request) }
        }
    }

    @Test("a time MOTIS never writes is a malformed answer")
    func badTime() async throws {
        try await FixtureServer.run { server in
            let text = try String(
                contentsOf: FixtureReply.fixturesDirectory.appendingPathComponent("routes/transitous-plan-sydney.json"), encoding: .utf8)
            server.route("GET", "/api/v1/plan", .json(text.replacingOccurrences(of: "2025-03-11T21:51:00Z", with: "tomorrow")))
            await #expect(throws: ProviderFailure.malformed("MOTIS time “tomorrow”")) { try await Self.transitous(server).fetch(Self.request) }
        }
    }

    @Test("a slow server times out and a cut connection is unreachable")
    func faults() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/api/v1/plan", .delayed(.seconds(5), .fixture("routes/transitous-plan-sydney.json")))
            await #expect(throws: ProviderFailure.timeout) { try await Self.transitous(server, timeout: .milliseconds(300)).fetch(Self.request) }
            server.route("GET", "/api/v1/plan", .reset)
            await #expect(throws: ProviderFailure.self) { try await Self.transitous(server).fetch(Self.request) }
        }
    }
}
