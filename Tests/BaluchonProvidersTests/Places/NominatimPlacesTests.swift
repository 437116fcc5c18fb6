import AsyncHTTPClient
import BaluchonCore
import BaluchonStore
import FixtureServer
import Foundation
import Logging
import Testing

@testable import BaluchonProviders

@Suite("Nominatim provider")
struct NominatimPlacesTests {
    static let userAgent = "Baluchon/0.1.0 (self-hosted traveller's toolkit)"

    private func provider(_ server: FixtureServer, path: String = "", spacer: RequestSpacer? = nil) -> NominatimPlaces {
        NominatimPlaces(
            upstream: UpstreamClient(httpClient: .shared, timeout: .seconds(5), userAgent: Self.userAgent),
            baseURL: URL(string: server.baseURL + path), spacer: spacer ?? RequestSpacer(interval: .zero, maximumWait: .zero))
    }

    private let kereon = OnlinePlaceSearch(text: "14 rue Kéréon, Quimper", country: "FR", limit: 5, language: .fr)

    @Test("maps jsonv2 results with their address")
    func mapsResults() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/search", .fixture("places/nominatim-search-kereon.json"))
        let places = try await provider(server).fetch(kereon)
        #expect(places.count == 2)
        #expect(places[0].id == "osm:way/24372158")
        #expect(places[0].name == "Rue Kéréon")
        #expect(places[0].countryCode == "FR" && places[0].countryName == "France")
        #expect(places[0].admin1 == "Bretagne")
        #expect(abs(places[0].latitude - 47.9963741) < 1e-9 && abs(places[0].longitude + 4.1027852) < 1e-9)
        #expect(places[0].population == nil && places[0].timeZone == nil)
        // An unnamed result takes the first part of its address.
        #expect(places[1].name == "14" && places[1].address?.hasPrefix("14, Rue Kéréon") == true)
        try await server.shutdown()
    }

    @Test("sends the query, language, country and a real User-Agent")
    func request() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/nominatim/search", .fixture("places/nominatim-search-kereon.json"))
        _ = try await provider(server, path: "/nominatim/").fetch(kereon)
        let sent = try #require(server.requests.first)
        #expect(sent.path == "/nominatim/search")
        #expect(sent.query["q"] == "14 rue Kéréon, Quimper")
        #expect(sent.query["format"] == "jsonv2" && sent.query["addressdetails"] == "1")
        #expect(sent.query["limit"] == "5" && sent.query["accept-language"] == "fr" && sent.query["countrycodes"] == "fr")
        #expect(sent.headers["user-agent"] == Self.userAgent)
        try await server.shutdown()
    }

    @Test("encodes reserved characters in the query")
    func encoding() {
        #expect(NominatimPlaces.encode("a+b&c=d é/?") == "a%2Bb%26c%3Dd%20%C3%A9%2F%3F")
    }

    @Test("reads the older format with ids as strings, and an empty answer")
    func olderFormat() async throws {
        let server = try await FixtureServer.start()
        server.route(
            "GET", "/search", .sequence([.fixture("places/nominatim-search-old-format.json"), .fixture("places/nominatim-search-empty.json")]))
        let london = try await provider(server).fetch(OnlinePlaceSearch(text: "London", country: nil, limit: 1, language: .en))
        #expect(london.map(\.id) == ["osm:relation/65606"])
        #expect(london.first?.name == "London" && london.first?.countryName == "United Kingdom")
        #expect(try await provider(server).fetch(OnlinePlaceSearch(text: "zzqx", country: nil, limit: 1, language: .en)).isEmpty)
        try await server.shutdown()
    }

    @Test(
        "classifies failures",
        arguments: [
            (FixtureReply.status(429), ProviderFailure.rateLimited), (.status(503), .serverError(status: 503)),
            (.fixture("places/nominatim-error-400.json", status: 400), .rejected("HTTP 400")),
            (.status(403), .rejected("HTTP 403")),
        ])
    func failures(reply: FixtureReply, expected: ProviderFailure) async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/search", reply)
        await #expect(throws: expected) { try await provider(server).fetch(kereon) }
        try await server.shutdown()
    }

    @Test("refuses malformed answers", arguments: ["places/nominatim-search-bad-coordinates.json", "places/nominatim-error-400.json"])
    func malformed(fixture: String) async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/search", .fixture(fixture))
        await #expect {
            try await provider(server).fetch(kereon)
        } throws: { error in
            if case .malformed = error as? ProviderFailure { return true }
            return false
        }
        try await server.shutdown()
    }

    @Test("refuses an HTML page and a cut connection")
    func htmlAndReset() async throws {
        let server = try await FixtureServer.start()
        server.route(
            "GET", "/search", .sequence([.body(Data("<html>Bandwidth limit exceeded</html>".utf8), status: 200, contentType: "text/html"), .reset]))
        await #expect(throws: ProviderFailure.malformed("expected JSON, got text/html")) { try await provider(server).fetch(kereon) }
        await #expect {
            try await provider(server).fetch(kereon)
        } throws: { error in
            if case .unreachable = error as? ProviderFailure { return true }
            return false
        }
        try await server.shutdown()
    }

    @Test("never sends more than the spacer allows: a second call inside the interval is refused locally")
    func spacing() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/search", .fixture("places/nominatim-search-kereon.json"))
        let spacer = RequestSpacer(interval: .seconds(3600), maximumWait: .zero)
        let nominatim = provider(server, spacer: spacer)
        _ = try await nominatim.fetch(kereon)
        await #expect(throws: ProviderFailure.rateLimited) { try await nominatim.fetch(kereon) }
        #expect(server.count("/search") == 1)
        try await server.shutdown()
    }

    @Test("through the chain, an answer is cached: the same search twice costs one call")
    func cached() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/search", .fixture("places/nominatim-search-kereon.json"))
        let store = try SQLiteStore.inMemory()
        let chain = ProviderChain<OnlinePlaceSearch, [PlaceResult]>(
            capability: .places, providers: [provider(server)], monitor: ProviderMonitor(store: store, logger: Logger(label: "test")),
            store: store, policy: CachePolicy(timeToLive: 3600, staleAfter: 7200))
        let first = try await chain.value(for: kereon, cacheKey: kereon.cacheKey)
        let again = OnlinePlaceSearch(text: "14 RUE KÉRÉON quimper", country: "FR", limit: 5, language: .fr)
        let second = try await chain.value(for: again, cacheKey: again.cacheKey)
        #expect(first.value == second.value && second.provenance.source == "nominatim")
        #expect(server.count("/search") == 1)
        try await server.shutdown()
    }
}
