import AsyncHTTPClient
import BaluchonCore
import BaluchonStore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Overpass provider")
struct OverpassPOIsTests {
    static let userAgent = "Baluchon/0.1.0 (self-hosted traveller's toolkit)"
    let query = OverpassQuery(
        kind: "pharmacy", tags: [OSMTag(key: "amenity", value: "pharmacy")], latitude: 43.6961, longitude: 7.2718, radius: 1_500)

    private func provider(_ server: FixtureServer, timeout: Duration = .seconds(5)) -> OverpassPOIs {
        OverpassPOIs(
            upstream: UpstreamClient(httpClient: .shared, timeout: timeout, userAgent: Self.userAgent),
            baseURL: URL(string: server.baseURL + "/api/"), gate: SerialGate())
    }

    @Test("posts Overpass QL to interpreter and reads nodes and way centres")
    func readsElements() async throws {
        try await FixtureServer.run { server in
            server.route("POST", "/api/interpreter", .fixture("search/overpass-pharmacies-nice.json"))
            let places = try await provider(server).fetch(query)
            #expect(places.map(\.name) == ["Pharmacie Masséna", "Pharmacie de la Buffa", "Grande Pharmacie du Vieux Nice"])
            #expect(places[0].address == "7 Place Masséna, 06000 Nice" && places[0].openingHours == "Mo-Sa 08:30-19:30")
            #expect(places[2].osmType == .way && abs(places[2].latitude - 43.6951128) < 1e-9)
            #expect(places.allSatisfy { $0.kinds == ["pharmacy"] })
            let sent = try #require(server.requests.first)
            #expect(sent.method == "POST" && sent.headers["user-agent"] == Self.userAgent)
            #expect(sent.headers["content-type"] == "application/x-www-form-urlencoded")
            let body = String(decoding: sent.body, as: UTF8.self)
            let text = try #require(body.hasPrefix("data=") ? String(body.dropFirst(5)).removingPercentEncoding : nil)
            #expect(text.contains("[out:json]") && text.contains("nwr[\"amenity\"=\"pharmacy\"](around:1500,43.696100,7.271800);"))
            #expect(text.contains("out center tags"))
        }
    }

    @Test(
        "classifies failures",
        arguments: [
            (FixtureReply.fixture("search/overpass-429.html", status: 429), ProviderFailure.rateLimited),
            (.body(Data("<html>504 Gateway Time-out</html>".utf8), status: 504, contentType: "text/html"), .serverError(status: 504)),
            (.fixture("search/overpass-runtime-error.json"), .timeout),
        ])
    func failures(reply: FixtureReply, expected: ProviderFailure) async throws {
        try await FixtureServer.run { server in
            server.route("POST", "/api/interpreter", reply)
            await #expect(throws: expected) { try await provider(server).fetch(query) }
        }
    }

    @Test("refuses malformed JSON and times out on a silent server")
    func malformedAndTimeout() async throws {
        try await FixtureServer.run { server in
            server.route(
                "POST", "/api/interpreter",
                .sequence([.fixture("search/overpass-malformed.json"), .delayed(.seconds(3), .fixture("search/overpass-pharmacies-nice.json"))]))
            await #expect {
                try await provider(server).fetch(query)
            } throws: { error in
                if case .malformed = error as? ProviderFailure { return true }
                return false
            }
            await #expect(throws: ProviderFailure.timeout) { try await provider(server, timeout: .seconds(1)).fetch(query) }
        }
    }

    @Test("the gate lets one request through at a time")
    func oneAtATime() async throws {
        let counter = try await sixCalls(through: [SerialGate()])
        #expect(await counter.most == 1)
        #expect(await counter.total == 6)
    }

    @Test("gates of two instances sharing a store let one request through at a time between them", .timeLimit(.minutes(5)))
    func oneAtATimeAcrossInstances() async throws {
        let store = try SQLiteStore.inMemory()
        let counter = try await sixCalls(through: [0, 1].map { _ in SerialGate(sharing: store, as: "overpass", maximumWait: .seconds(20)) })
        #expect(await counter.most == 1)
        #expect(await counter.total == 6)
    }

    /// Six calls at once, spread over `gates`, each 20 ms long: the counter tells how many ran together.
    private func sixCalls(through gates: [SerialGate]) async throws -> Counter {
        let counter = Counter()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<6 {
                group.addTask {
                    try await gates[index % gates.count].run {
                        await counter.enter()
                        try await Task.sleep(for: .milliseconds(20))
                        await counter.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        return counter
    }

    @Test("a gate refuses, rate limited, when another instance holds the upstream too long", .timeLimit(.minutes(5)))
    func anotherInstanceHoldsTooLong() async throws {
        let store = try SQLiteStore.inMemory()
        #expect(try await store.holdUpstream("overpass", holder: "another instance", lease: .seconds(60)))
        let gate = SerialGate(sharing: store, as: "overpass", maximumWait: .milliseconds(300))
        await #expect(throws: ProviderFailure.rateLimited) { try await gate.run { 1 } }
        try await store.releaseUpstream("overpass", holder: "another instance")
        #expect(try await gate.run { 2 } == 2)
    }

    @Test("the cache key rounds the point and keeps kind and radius")
    func cacheKey() {
        var moved = query
        moved.latitude += 0.00001
        #expect(moved.cacheKey == query.cacheKey)
        moved.radius = 500
        #expect(moved.cacheKey != query.cacheKey)
    }
}

private actor Counter {
    var current = 0
    var most = 0
    var total = 0

    func enter() {
        current += 1
        total += 1
        most = max(most, current)
    }

    func leave() { current -= 1 }
}
